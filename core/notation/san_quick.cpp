// Plain SAN against a generated move list (rules in san_quick.h).
#include "notation/san_quick.h"

#include "rules/castling.h"

namespace c960 {
namespace {

bool is_file_char(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank_char(char c) { return c >= '1' && c <= '8'; }

// Returns the piece of an English upper-case letter, or Pawn for any other character.
PieceType piece_of_letter(char c) {
  switch (c) {
    case 'K': return PieceType::King;
    case 'Q': return PieceType::Queen;
    case 'R': return PieceType::Rook;
    case 'B': return PieceType::Bishop;
    case 'N': return PieceType::Knight;
    default: return PieceType::Pawn;
  }
}

// Returns 2 for O-O, 3 for O-O-O (letter O or digit 0), else 0.
int castling_circles(std::string_view text) {
  auto circle = [](char c) { return c == 'O' || c == '0'; };
  if (text.size() == 3 && circle(text[0]) && text[1] == '-' && circle(text[2])) return 2;
  if (text.size() == 5 && circle(text[0]) && text[1] == '-' && circle(text[2]) && text[3] == '-' &&
      circle(text[4]))
    return 3;
  return 0;
}

Move castling_move(const MoveList& legal, int circles) {
  CastlingSide side = circles == 2 ? CastlingSide::KingSide : CastlingSide::QueenSide;
  for (Move m : legal)
    if (m.kind() == MoveKind::Castling && castling_side(m) == side) return m;
  return Move::none();
}

}  // namespace

Move quick_san_move(const Position& pos, const MoveList& legal, std::string_view text) {
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == '+' || text[end - 1] == '#' || text[end - 1] == '!' ||
                     text[end - 1] == '?'))
    --end;
  std::string_view body = text.substr(0, end);
  if (int circles = castling_circles(body)) return castling_move(legal, circles);
  if (body.size() < 2) return Move::none();
  std::size_t at = 0;
  PieceType piece = piece_of_letter(body[0]);
  if (piece != PieceType::Pawn) at = 1;
  // A promotion at the end: "=Q" or "Q".
  bool promotion = false;
  PieceType promoted = PieceType::Pawn;
  char last = body[end - 1];
  if (!is_rank_char(last)) {
    promoted = piece_of_letter(last);
    if (piece != PieceType::Pawn || promoted == PieceType::Pawn || promoted == PieceType::King)
      return Move::none();
    promotion = true;
    --end;
    if (end > 0 && body[end - 1] == '=') --end;
  }
  if (end < at + 2 || !is_file_char(body[end - 2]) || !is_rank_char(body[end - 1]))
    return Move::none();
  Square to = Square((body[end - 2] - 'a') + 8 * (body[end - 1] - '1'));
  end -= 2;
  bool capture = false;
  if (end > at && body[end - 1] == 'x') {
    capture = true;
    --end;
    if (end == at && piece == PieceType::Pawn) return Move::none();
  }
  int from_rank = -1, from_file = -1;
  if (end > at && is_rank_char(body[end - 1])) from_rank = body[--end] - '1';
  if (end > at && is_file_char(body[end - 1])) from_file = body[--end] - 'a';
  if (end != at) return Move::none();
  Move found = Move::none();
  for (Move m : legal) {
    if (m.to() != to || m.kind() == MoveKind::Castling) continue;
    if (type_of(pos.piece_on(m.from())) != piece) continue;
    if (from_file >= 0 && int(file_of(m.from())) != from_file) continue;
    if (from_rank >= 0 && int(rank_of(m.from())) != from_rank) continue;
    if (capture && !is_capture(pos, m)) continue;
    if (promotion != (m.kind() == MoveKind::Promotion)) {
      if (promotion || piece == PieceType::Pawn) return Move::none();  // "e8": parse_san decides
      continue;
    }
    if (promotion && m.promotion_type() != promoted) continue;
    if (found != Move::none()) return Move::none();  // several: parse_san explains
    found = m;
  }
  return found;
}

}  // namespace c960
