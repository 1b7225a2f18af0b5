// Shared helpers for the libFuzzer targets: a check that aborts with a message, and an
// independent, deliberately slow rules oracle on a plain 64-square array (no bitboards, no
// movegen.cpp, no Position::make_move) used to cross-check the core's move generator.
#pragma once
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "notation/san.h"
#include "notation/uci.h"
#include "rules/castling.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/types.h"

namespace fuzz {

using namespace c960;

// Aborts (libFuzzer then saves the input) when `ok` is false.
inline void check(bool ok, const char* what, const std::string& detail = "") {
  if (ok) return;
  std::fprintf(stderr, "FUZZ CHECK FAILED: %s %s\n", what, detail.c_str());
  std::abort();
}

// Returns the text of a fuzzer input.
inline std::string_view text_of(const uint8_t* data, size_t size) {
  return std::string_view(reinterpret_cast<const char*>(data), size);
}

// A board as 64 pieces, a1 = 0 … h8 = 63.
using Board = std::array<Piece, 64>;

inline Board board_of(const Position& pos) {
  Board b{};
  for (int s = 0; s < 64; ++s) b[s] = pos.piece_on(Square(s));
  return b;
}

inline bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// Returns true when a piece of colour `by` attacks square s on board b (ray scanning).
inline bool attacked(const Board& b, int s, Color by) {
  const int f = s & 7, r = s >> 3;
  auto is = [&](int file, int rank, PieceType t) {
    if (!on_board(file, rank)) return false;
    Piece p = b[rank * 8 + file];
    return p != Piece::None && color_of(p) == by && type_of(p) == t;
  };
  const int pawn_rank = by == Color::White ? r - 1 : r + 1;
  if (is(f - 1, pawn_rank, PieceType::Pawn) || is(f + 1, pawn_rank, PieceType::Pawn)) return true;
  static const int kn[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (auto& d : kn)
    if (is(f + d[0], r + d[1], PieceType::Knight)) return true;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr)
      if ((df || dr) && is(f + df, r + dr, PieceType::King)) return true;
  static const int dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                 {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  for (int i = 0; i < 8; ++i) {
    const bool straight = i < 4;
    for (int file = f + dirs[i][0], rank = r + dirs[i][1]; on_board(file, rank);
         file += dirs[i][0], rank += dirs[i][1]) {
      Piece p = b[rank * 8 + file];
      if (p == Piece::None) continue;
      if (color_of(p) == by && (type_of(p) == PieceType::Queen ||
                                type_of(p) == (straight ? PieceType::Rook : PieceType::Bishop)))
        return true;
      break;
    }
  }
  return false;
}

inline int king_of(const Board& b, Color c) {
  for (int s = 0; s < 64; ++s)
    if (b[s] == make_piece(c, PieceType::King)) return s;
  return -1;
}

// Returns the board after a move (any kind), played by `us`, without any legality check.
inline Board play_on(Board b, Move m, Color us) {
  const int from = m.from(), to = m.to();
  switch (m.kind()) {
    case MoveKind::Normal:
      b[to] = b[from];
      b[from] = Piece::None;
      break;
    case MoveKind::Promotion:
      b[to] = make_piece(us, m.promotion_type());
      b[from] = Piece::None;
      break;
    case MoveKind::EnPassant:
      b[to] = b[from];
      b[from] = Piece::None;
      b[(from & ~7) | (to & 7)] = Piece::None;  // the captured pawn: origin rank, target file
      break;
    case MoveKind::Castling: {
      CastlingSide side = castling_side(m);
      b[from] = Piece::None;
      b[to] = Piece::None;
      b[castling_king_destination(us, side)] = make_piece(us, PieceType::King);
      b[castling_rook_destination(us, side)] = make_piece(us, PieceType::Rook);
      break;
    }
  }
  return b;
}

// Returns every pseudo-legal move of the side to move (FIDE Laws incl. Appendix F), written
// from scratch on the array board. `ep_target` is the en-passant target square the position
// came with (from the FEN text or from the previous double step), or NoSquare.
inline std::vector<Move> pseudo_legal(const Position& pos, Square ep_target) {
  const Board b = board_of(pos);
  const Color us = pos.turn(), them = opposite(us);
  std::vector<Move> out;
  auto own = [&](int s) { return b[s] != Piece::None && color_of(b[s]) == us; };
  auto enemy = [&](int s) { return b[s] != Piece::None && color_of(b[s]) == them; };
  auto add_pawn = [&](int from, int to) {
    if ((to >> 3) == 0 || (to >> 3) == 7) {
      for (PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen})
        out.push_back(Move::promotion(Square(from), Square(to), t));
    } else {
      out.push_back(Move::normal(Square(from), Square(to)));
    }
  };
  for (int s = 0; s < 64; ++s) {
    if (!own(s)) continue;
    const int f = s & 7, r = s >> 3;
    const PieceType t = type_of(b[s]);
    if (t == PieceType::Pawn) {
      const int dir = us == Color::White ? 1 : -1;
      const int start_rank = us == Color::White ? 1 : 6;
      if (on_board(f, r + dir) && b[(r + dir) * 8 + f] == Piece::None) {
        add_pawn(s, (r + dir) * 8 + f);
        if (r == start_rank && b[(r + 2 * dir) * 8 + f] == Piece::None)
          out.push_back(Move::normal(Square(s), Square((r + 2 * dir) * 8 + f)));
      }
      for (int df : {-1, 1}) {
        if (!on_board(f + df, r + dir)) continue;
        const int to = (r + dir) * 8 + f + df;
        if (enemy(to)) add_pawn(s, to);
        if (to == ep_target && b[to] == Piece::None &&
            b[r * 8 + f + df] == make_piece(them, PieceType::Pawn))
          out.push_back(Move::en_passant(Square(s), Square(to)));
      }
      continue;
    }
    auto step = [&](int file, int rank) {
      if (on_board(file, rank) && !own(rank * 8 + file))
        out.push_back(Move::normal(Square(s), Square(rank * 8 + file)));
    };
    if (t == PieceType::Knight) {
      static const int kn[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
      for (auto& d : kn) step(f + d[0], r + d[1]);
    } else if (t == PieceType::King) {
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (df || dr) step(f + df, r + dr);
    } else {
      static const int dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                     {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
      const int first = t == PieceType::Bishop ? 4 : 0, last = t == PieceType::Rook ? 4 : 8;
      for (int i = first; i < last; ++i) {
        for (int file = f + dirs[i][0], rank = r + dirs[i][1]; on_board(file, rank);
             file += dirs[i][0], rank += dirs[i][1]) {
          const int to = rank * 8 + file;
          if (own(to)) break;
          out.push_back(Move::normal(Square(s), Square(to)));
          if (enemy(to)) break;
        }
      }
    }
  }
  // Castling (Appendix F): the king takes its own rook; checked for legality separately.
  for (CastlingSide side : {CastlingSide::KingSide, CastlingSide::QueenSide}) {
    Square rook = pos.castling().rook_square(us, side);
    if (rook == NoSquare) continue;
    int king = king_of(b, us);
    check(b[rook] == make_piece(us, PieceType::Rook), "castling right without its rook");
    check(king >= 0 && (king >> 3) == (rook >> 3),
          "castling right with the king off the rook's rank");
    out.push_back(Move::castling(Square(king), rook));
  }
  return out;
}

// Returns true when a pseudo-legal move leaves the own king safe; for castling also: every
// square between king and destination and between rook and destination empty (except those
// two pieces), the king not in check, and no square the king stands on, crosses or reaches
// attacked (judged with the king and the castling rook lifted).
inline bool legal_by_slow_check(const Position& pos, Move m) {
  const Board b = board_of(pos);
  const Color us = pos.turn(), them = opposite(us);
  if (m.kind() == MoveKind::Castling) {
    const CastlingSide side = castling_side(m);
    const int king = m.from(), rook = m.to();
    const int king_to = castling_king_destination(us, side),
              rook_to = castling_rook_destination(us, side);
    auto span_empty = [&](int a, int c) {
      for (int s = std::min(a, c); s <= std::max(a, c); ++s)
        if (s != king && s != rook && b[s] != Piece::None) return false;
      return true;
    };
    if (!span_empty(king, king_to) || !span_empty(rook, rook_to)) return false;
    Board lifted = b;
    lifted[king] = Piece::None;
    lifted[rook] = Piece::None;
    for (int s = std::min(king, king_to); s <= std::max(king, king_to); ++s)
      if (attacked(lifted, s, them)) return false;
  }
  const Board after = play_on(b, m, us);
  const int k = king_of(after, us);
  return k >= 0 && !attacked(after, k, them);
}

// Returns the UCI text of a list of moves, sorted, for messages.
inline std::string uci_list(std::vector<Move> moves) {
  std::vector<std::string> names;
  for (Move m : moves)
    names.push_back(move_to_uci(m) + (m.kind() == MoveKind::Castling ? "(O)" : ""));
  std::sort(names.begin(), names.end());
  std::string out;
  for (auto& n : names) out += n + " ";
  return out;
}

/* Cross-checks one position against the oracle: legal_moves() equals the set of pseudo-legal
   moves passing the slow check; for every legal move, make/unmake keeps the Zobrist key equal
   to compute_key() and restores the position, make_move agrees with the array board, the SAN
   (English, German, figurine) and UCI texts parse back to the same move. Returns the legal moves.
 */
inline std::vector<Move> check_position(const Position& pos, Square ep_target,
                                        const std::string& fen) {
  check(pos.key() == pos.compute_key(), "key != compute_key()", fen);
  MoveList generated = legal_moves(pos);
  std::vector<Move> expected;
  for (Move m : pseudo_legal(pos, ep_target))
    if (legal_by_slow_check(pos, m)) expected.push_back(m);
  std::vector<Move> got(generated.begin(), generated.end());
  auto by_raw = [](Move a, Move b) { return a.raw() < b.raw(); };
  std::sort(got.begin(), got.end(), by_raw);
  std::sort(expected.begin(), expected.end(), by_raw);
  check(std::adjacent_find(got.begin(), got.end()) == got.end(), "duplicate generated move", fen);
  check(got == expected, "legal_moves() differs from the slow oracle",
        fen + "\n  core:   " + uci_list(got) + "\n  oracle: " + uci_list(expected));
  check(int(got.size()) == count_legal_moves(pos), "count_legal_moves() != legal_moves().size()",
        fen);
  check(has_legal_move(pos) == !got.empty(), "has_legal_move() disagrees", fen);
  check(is_checkmate(pos) == (got.empty() && pos.in_check()), "is_checkmate() disagrees", fen);
  const bool in_check =
      attacked(board_of(pos), king_of(board_of(pos), pos.turn()), opposite(pos.turn()));
  check(pos.in_check() == in_check, "in_check() disagrees with the oracle", fen);

  for (Move m : got) {
    const std::string uci = move_to_uci(m);
    Position p = pos;
    UndoInfo undo = p.make_move(m);
    check(p.key() == p.compute_key(), "key after make_move != compute_key()", fen + " " + uci);
    check(board_of(p) == play_on(board_of(pos), m, pos.turn()), "make_move board differs",
          fen + " " + uci);
    check(p.turn() == opposite(pos.turn()), "make_move did not pass the turn", fen + " " + uci);
    p.unmake_move(m, undo);
    check(p == pos && p.key() == pos.key(), "unmake_move does not restore", fen + " " + uci);

    auto parsed_uci = parse_uci_move(pos, uci);
    check(parsed_uci.ok() && parsed_uci.value() == m, "UCI does not parse back", fen + " " + uci);
    for (Letters letters : {Letters::English, Letters::German, Letters::Figurine}) {
      const std::string san = move_to_san(pos, m, letters);
      auto parsed = parse_san(pos, san);
      check(parsed.ok() && parsed.value() == m, "SAN does not parse back",
            fen + " " + uci + " " + san + (parsed.ok() ? "" : " " + parsed.error().message));
    }
  }
  return got;
}

// Returns the en-passant target a move creates (the square a double step skipped), or NoSquare.
inline Square ep_target_after(const Position& pos, Move m) {
  if (m.kind() != MoveKind::Normal || type_of(pos.piece_on(m.from())) != PieceType::Pawn)
    return NoSquare;
  const int diff = int(m.to()) - int(m.from());
  if (diff != 16 && diff != -16) return NoSquare;
  return Square((int(m.from()) + int(m.to())) / 2);
}

}  // namespace fuzz
