#include "notation/uci.h"

#include "notation/fen.h"
#include "rules/castling.h"
#include "rules/movegen.h"
#include "text.h"

namespace c960 {

namespace {

// Returns the promotion type for a letter, or King as "none".
PieceType promotion_of(char c) {
  switch (c) {
    case 'q':
    case 'Q': return PieceType::Queen;
    case 'r':
    case 'R': return PieceType::Rook;
    case 'b':
    case 'B': return PieceType::Bishop;
    case 'n':
    case 'N': return PieceType::Knight;
    default: return PieceType::King;
  }
}

// Returns the castling move whose king lands on `to`, if the text is not a plain king move.
Move castling_by_destination(const MoveList& moves, Color us, Square from, Square to) {
  if (from == to || moves.contains(Move::normal(from, to))) return Move::none();
  for (Move m : moves) {
    if (m.kind() == MoveKind::Castling && m.from() == from &&
        castling_king_destination(us, castling_side(m)) == to) {
      return m;
    }
  }
  return Move::none();
}

}  // namespace

std::string square_name(Square s) {
  return std::string{char('a' + file_of(s)), char('1' + rank_of(s))};
}

Square parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') {
    return NoSquare;
  }
  return make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
}

std::string move_to_uci(Move m) {
  std::string text = square_name(m.from()) + square_name(m.to());
  if (m.kind() == MoveKind::Promotion) text += "nbrq"[int(m.promotion_type()) - 1];
  return text;
}

Result<Move> parse_uci_move(const Position& pos, std::string_view text) {
  Square from = text.size() >= 4 ? parse_square(text.substr(0, 2)) : NoSquare;
  Square to = text.size() >= 4 ? parse_square(text.substr(2, 2)) : NoSquare;
  bool syntax_ok = (text.size() == 4 || text.size() == 5) && from != NoSquare && to != NoSquare &&
                   (text.size() == 4 || promotion_of(text[4]) != PieceType::King);
  if (!syntax_ok) {
    return make_error(ErrorCode::MoveSyntax, quoted_input(text) +
                                                 " is not a UCI move (expected e.g. e2e4, e7e8q or "
                                                 "e1h1 for castling)");
  }
  MoveList moves = legal_moves(pos);
  for (Move m : moves) {
    if (m.from() != from || m.to() != to) continue;
    bool is_promotion = m.kind() == MoveKind::Promotion;
    if (text.size() == 4 && !is_promotion) return m;
    if (text.size() == 5 && is_promotion && m.promotion_type() == promotion_of(text[4])) return m;
  }
  if (text.size() == 4 && pos.piece_on(from) == make_piece(pos.turn(), PieceType::King)) {
    Move castling = castling_by_destination(moves, pos.turn(), from, to);
    if (castling.is_some()) return castling;
  }
  return make_error(ErrorCode::MoveIllegal,
                    std::string(text) + " is not a legal move for " + side_name(pos.turn()));
}

Result<UciLine> read_uci_line(std::string_view fen, std::string_view moves, UciLine* so_far) {
  auto start = parse_fen(fen);
  if (!start) return start.error();
  UciLine line{start.value(), {}};
  for (std::string_view text : split_fields(moves)) {
    auto move = parse_uci_move(line.position, text);
    if (!move) {
      if (so_far) *so_far = line;
      return move.error();
    }
    line.keys_before.push_back(line.position.key());
    line.position.make_move(move.value());
  }
  return line;
}

}  // namespace c960
