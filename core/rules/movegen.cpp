#include "rules/movegen.h"

#include <initializer_list>

namespace c960 {

namespace {

constexpr PieceType kPromotionTypes[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                          PieceType::Knight};

// Collects moves into a MoveList.
struct ListOut {
  MoveList& list;
  void targets(Square from, Bitboard to) {
    while (to) list.push(Move::normal(from, pop_lsb(to)));
  }
  void pawn_moves(Bitboard to, int delta) {
    while (to) {
      Square t = pop_lsb(to);
      list.push(Move::normal(Square(t - delta), t));
    }
  }
  void promotions(Bitboard to, int delta) {
    while (to) {
      Square t = pop_lsb(to);
      for (PieceType type : kPromotionTypes) list.push(Move::promotion(Square(t - delta), t, type));
    }
  }
  void add(Move m) { list.push(m); }
};

// Counts moves without listing them.
struct CountOut {
  int count = 0;
  void targets(Square, Bitboard to) { count += popcount(to); }
  void pawn_moves(Bitboard to, int) { count += popcount(to); }
  void promotions(Bitboard to, int) { count += 4 * popcount(to); }
  void add(Move) { ++count; }
};

// Returns our pieces that stand alone between our king and an enemy slider.
template <Color Us>
Bitboard pinned_pieces(const Position& pos, Square king, Bitboard occupied) {
  constexpr Color Them = opposite(Us);
  Bitboard queens = pos.pieces(Them, PieceType::Queen);
  Bitboard snipers = (rook_attacks(king, 0) & (pos.pieces(Them, PieceType::Rook) | queens)) |
                     (bishop_attacks(king, 0) & (pos.pieces(Them, PieceType::Bishop) | queens));
  Bitboard pinned = 0;
  while (snipers) {
    Bitboard blockers = between(king, pop_lsb(snipers)) & occupied;
    if (blockers && !more_than_one(blockers)) pinned |= blockers;
  }
  return pinned & pos.pieces(Us);
}

template <Color Us, class Out>
void king_moves(const Position& pos, Square king, Bitboard occupied, Bitboard allowed, Out& out) {
  Bitboard candidates = king_attacks(king) & ~pos.pieces(Us) & allowed;
  Bitboard without_king = occupied ^ square_bb(king);
  Bitboard safe = 0;
  while (candidates) {
    Square to = pop_lsb(candidates);
    if (!pos.attacked_by(opposite(Us), to, without_king)) safe |= square_bb(to);
  }
  out.targets(king, safe);
}

template <bool Rook, class Out>
void slider_moves(Bitboard sliders, Square king, Bitboard occupied, Bitboard pinned,
                  Bitboard target, Out& out) {
  while (sliders) {
    Square from = pop_lsb(sliders);
    Bitboard to = (Rook ? rook_attacks(from, occupied) : bishop_attacks(from, occupied)) & target;
    if (pinned & square_bb(from)) to &= line(king, from);
    out.targets(from, to);
  }
}

template <Color Us, bool TacticalOnly, class Out>
void pinned_pawn_moves(const Position& pos, Bitboard pawns, Square king, Bitboard target,
                       Out& out) {
  Bitboard empty = ~pos.occupied();
  while (pawns) {
    Square from = pop_lsb(pawns);
    Bitboard allowed = line(king, from) & target;
    Bitboard to = pawn_attacks(Us, from) & pos.pieces(opposite(Us)) & allowed;
    Bitboard push = shift_forward(Us, square_bb(from)) & empty;
    bool promotes = rank_of(from) == relative_rank(Us, Rank7);
    if (!TacticalOnly || promotes) to |= push & allowed;
    if (!TacticalOnly && rank_of(from) == relative_rank(Us, Rank2))
      to |= shift_forward(Us, push) & empty & allowed;
    if (!promotes) {
      out.targets(from, to);
      continue;
    }
    while (to) {
      Square t = pop_lsb(to);
      out.promotions(square_bb(t), t - from);
    }
  }
}

template <Color Us, bool TacticalOnly, class Out>
void pawn_moves(const Position& pos, Square king, Bitboard pinned, Bitboard target, Out& out) {
  constexpr int up = Us == Color::White ? 8 : -8;
  const Bitboard last = rank_bb(relative_rank(Us, Rank7));
  const Bitboard pawns = pos.pieces(Us, PieceType::Pawn);
  const Bitboard free_pawns = pawns & ~pinned;
  const Bitboard empty_target = ~pos.occupied() & target;
  const Bitboard capture_target = pos.pieces(opposite(Us)) & target;

  Bitboard movers = free_pawns & ~last;
  Bitboard single = shift_forward(Us, movers) & ~pos.occupied();
  Bitboard double_push =
      shift_forward(Us, single & rank_bb(relative_rank(Us, Rank3))) & empty_target;
  if constexpr (!TacticalOnly) {
    out.pawn_moves(single & target, up);
    out.pawn_moves(double_push, 2 * up);
  }
  out.pawn_moves(shift_forward_west(Us, movers) & capture_target, up - 1);
  out.pawn_moves(shift_forward_east(Us, movers) & capture_target, up + 1);

  Bitboard promoters = free_pawns & last;
  if (promoters) {
    out.promotions(shift_forward(Us, promoters) & empty_target, up);
    out.promotions(shift_forward_west(Us, promoters) & capture_target, up - 1);
    out.promotions(shift_forward_east(Us, promoters) & capture_target, up + 1);
  }
  if (pawns & pinned) pinned_pawn_moves<Us, TacticalOnly>(pos, pawns & pinned, king, target, out);

  Square ep = pos.ep_square();
  if (ep == NoSquare) return;
  Bitboard capturers = pawn_attacks(opposite(Us), ep) & pawns;
  while (capturers) {
    Square from = pop_lsb(capturers);
    if (pos.en_passant_is_legal(from, ep)) out.add(Move::en_passant(from, ep));
  }
}

template <Color Us, class Out>
void castling_moves(const Position& pos, Square king, Bitboard occupied, Out& out) {
  const CastlingRights& rights = pos.castling();
  for (CastlingSide side : {CastlingSide::KingSide, CastlingSide::QueenSide}) {
    if (!rights.has(Us, side) || (occupied & rights.empty_path(Us, side))) continue;
    Square rook = rights.rook_square(Us, side);
    // The castling rook may shield a square of the king's path: test without it.
    Bitboard without_rook = occupied ^ square_bb(rook);
    Bitboard path = rights.king_path(Us, side);
    bool safe = true;
    while (path && safe) safe = !pos.attacked_by(opposite(Us), pop_lsb(path), without_rook);
    if (safe) out.add(Move::castling(king, rook));
  }
}

// Generates the legal moves, or with TacticalOnly only captures (en passant included) and
// promotions.
template <Color Us, bool TacticalOnly, class Out>
void generate(const Position& pos, Out& out) {
  const Bitboard occupied = pos.occupied();
  const Square king = pos.king_square(Us);
  const Bitboard checkers = pos.attackers_by(opposite(Us), king, occupied);
  const Bitboard allowed = TacticalOnly ? pos.pieces(opposite(Us)) : ~Bitboard(0);

  king_moves<Us>(pos, king, occupied, allowed, out);
  if (more_than_one(checkers)) return;

  Bitboard target = ~pos.pieces(Us);
  if (checkers) target &= between(king, lsb(checkers)) | checkers;
  const Bitboard pinned = pinned_pieces<Us>(pos, king, occupied);
  const Bitboard piece_target = target & allowed;

  Bitboard knights = pos.pieces(Us, PieceType::Knight) & ~pinned;
  while (knights) {
    Square from = pop_lsb(knights);
    out.targets(from, knight_attacks(from) & piece_target);
  }
  Bitboard queens = pos.pieces(Us, PieceType::Queen);
  slider_moves<false>(pos.pieces(Us, PieceType::Bishop) | queens, king, occupied, pinned,
                      piece_target, out);
  slider_moves<true>(pos.pieces(Us, PieceType::Rook) | queens, king, occupied, pinned, piece_target,
                     out);
  pawn_moves<Us, TacticalOnly>(pos, king, pinned, target, out);
  if constexpr (!TacticalOnly) {
    if (!checkers) castling_moves<Us>(pos, king, occupied, out);
  }
}

template <bool TacticalOnly = false, class Out>
void generate_for_turn(const Position& pos, Out& out) {
  if (pos.turn() == Color::White) {
    generate<Color::White, TacticalOnly>(pos, out);
  } else {
    generate<Color::Black, TacticalOnly>(pos, out);
  }
}

}  // namespace

bool MoveList::contains(Move m) const {
  for (Move x : *this) {
    if (x == m) return true;
  }
  return false;
}

MoveList legal_moves(const Position& pos) {
  MoveList list;
  ListOut out{list};
  generate_for_turn(pos, out);
  return list;
}

MoveList legal_tactical_moves(const Position& pos) {
  MoveList list;
  ListOut out{list};
  generate_for_turn<true>(pos, out);
  return list;
}

int count_legal_moves(const Position& pos) {
  CountOut out;
  generate_for_turn(pos, out);
  return out.count;
}

bool has_legal_move(const Position& pos) { return count_legal_moves(pos) > 0; }

bool is_checkmate(const Position& pos) { return pos.in_check() && !has_legal_move(pos); }

bool is_stalemate(const Position& pos) { return !pos.in_check() && !has_legal_move(pos); }

Bitboard pinned_pieces(const Position& pos) {
  Square king = pos.king_square(pos.turn());
  return pos.turn() == Color::White ? pinned_pieces<Color::White>(pos, king, pos.occupied())
                                    : pinned_pieces<Color::Black>(pos, king, pos.occupied());
}

}  // namespace c960
