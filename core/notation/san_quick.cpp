// The fast SAN reader: the text's shape first, then the pieces that can reach the target square
// from the attack tables, each tested for leaving its own king safe.
#include "notation/san_quick.h"

#include "rules/bitboard.h"
#include "rules/castling.h"
#include "rules/movegen.h"

namespace c960 {
namespace {

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Returns the text without trailing check, mate and judgement marks.
std::string_view without_marks(std::string_view text) {
  while (!text.empty()) {
    char c = text.back();
    if (c != '+' && c != '#' && c != '!' && c != '?') break;
    text.remove_suffix(1);
  }
  return text;
}

// Returns the piece type of an English upper-case letter N B R Q K, or false.
bool piece_of_letter(char c, PieceType& type) {
  switch (c) {
    case 'N': type = PieceType::Knight; return true;
    case 'B': type = PieceType::Bishop; return true;
    case 'R': type = PieceType::Rook; return true;
    case 'Q': type = PieceType::Queen; return true;
    case 'K': type = PieceType::King; return true;
    default: return false;
  }
}

// Returns true when the side to move's king is not attacked after a move from -> to that is
// neither a king move nor en passant nor castling.
bool king_safe_after(const Position& pos, Square from, Square to) {
  Color us = pos.turn();
  Bitboard occupied = (pos.occupied() ^ square_bb(from)) | square_bb(to);
  Bitboard captured = square_bb(to);
  return !(pos.attackers_by(opposite(us), pos.king_square(us), occupied) & ~captured);
}

// Returns the castling move of that side when it is legal, else none.
Move quick_castling(const Position& pos, CastlingSide side) {
  for (Move m : legal_moves(pos))
    if (m.kind() == MoveKind::Castling && castling_side(m) == side) return m;
  return Move::none();
}

// Returns the pawn move to `to` (from file `from_file` when it captures), or none.
Move quick_pawn(const Position& pos, int from_file, bool capture, Square to, bool promotion,
                PieceType promoted) {
  Color us = pos.turn();
  Rank last = relative_rank(us, Rank8);
  if ((rank_of(to) == last) != promotion) return Move::none();
  if (relative_rank(us, rank_of(to)) < Rank3) return Move::none();  // no pawn reaches ranks 1-2
  Piece own_pawn = make_piece(us, PieceType::Pawn);
  int back = us == Color::White ? -8 : 8;
  Square from;
  if (capture) {
    int distance = from_file - int(file_of(to));
    if (distance != 1 && distance != -1) return Move::none();
    Piece target = pos.piece_on(to);
    from = Square(int(to) + back + distance);
    if (target == Piece::None) {  // en passant, onto the square the pawn just passed over
      if (to != pos.ep_square() || promotion || pos.piece_on(from) != own_pawn ||
          pos.piece_on(Square(to ^ 8)) != make_piece(opposite(us), PieceType::Pawn) ||
          !pos.en_passant_is_legal(from, to))
        return Move::none();
      return Move::en_passant(from, to);
    }
    if (color_of(target) == us) return Move::none();
  } else {
    if (pos.piece_on(to) != Piece::None) return Move::none();
    from = Square(int(to) + back);
    if (pos.piece_on(from) == Piece::None && rank_of(to) == relative_rank(us, Rank4))
      from = Square(int(from) + back);  // a double step over an empty square
  }
  if (pos.piece_on(from) != own_pawn || !king_safe_after(pos, from, to)) return Move::none();
  return promotion ? Move::promotion(from, to, promoted) : Move::normal(from, to);
}

// Returns the one legal move of a piece of `type` to `to` from the given file / rank (-1: any).
Move quick_piece(const Position& pos, PieceType type, int from_file, int from_rank, bool capture,
                 Square to) {
  Color us = pos.turn();
  Piece target = pos.piece_on(to);
  if (target != Piece::None && color_of(target) == us) return Move::none();
  if (capture && target == Piece::None) return Move::none();
  Bitboard occupied = pos.occupied();
  Bitboard origins = pos.pieces(us, type);
  if (from_file >= 0) origins &= file_bb(File(from_file));
  if (from_rank >= 0) origins &= rank_bb(Rank(from_rank));
  if (type == PieceType::King) {
    if (!(origins & king_attacks(to))) return Move::none();
    Square from = lsb(origins);
    if (pos.attacked_by(opposite(us), to, occupied ^ square_bb(from))) return Move::none();
    return Move::normal(from, to);
  }
  origins &= piece_attacks(type, to, occupied);
  Move found = Move::none();
  while (origins) {
    Square from = pop_lsb(origins);
    if (!king_safe_after(pos, from, to)) continue;
    if (found.is_some()) return Move::none();  // ambiguous: parse_san lists the candidates
    found = Move::normal(from, to);
  }
  return found;
}

}  // namespace

Move quick_san(const Position& pos, std::string_view text) {
  std::string_view body = without_marks(text);
  if (body == "O-O" || body == "0-0") return quick_castling(pos, CastlingSide::KingSide);
  if (body == "O-O-O" || body == "0-0-0") return quick_castling(pos, CastlingSide::QueenSide);
  if (body.size() < 2) return Move::none();
  // The promotion at the end: "=Q".
  bool promotion = false;
  PieceType promoted = PieceType::Queen;
  if (body.size() >= 4 && body[body.size() - 2] == '=') {
    if (!piece_of_letter(body.back(), promoted) || promoted == PieceType::King) return Move::none();
    promotion = true;
    body.remove_suffix(2);
  }
  std::size_t n = body.size();
  if (n < 2 || !is_file(body[n - 2]) || !is_rank(body[n - 1])) return Move::none();
  Square to = make_square(File(body[n - 2] - 'a'), Rank(body[n - 1] - '1'));
  body.remove_suffix(2);
  bool capture = !body.empty() && body.back() == 'x';
  if (capture) body.remove_suffix(1);
  if (body.empty())
    return capture ? Move::none() : quick_pawn(pos, -1, false, to, promotion, promoted);
  if (is_file(body[0])) {  // a pawn capture: exd5
    if (body.size() != 1 || !capture) return Move::none();
    return quick_pawn(pos, body[0] - 'a', true, to, promotion, promoted);
  }
  PieceType type;
  if (promotion || !piece_of_letter(body[0], type)) return Move::none();
  int from_file = -1, from_rank = -1;
  std::size_t i = 1;
  if (i < body.size() && is_file(body[i])) from_file = body[i++] - 'a';
  if (i < body.size() && is_rank(body[i])) from_rank = body[i++] - '1';
  if (i != body.size()) return Move::none();
  return quick_piece(pos, type, from_file, from_rank, capture, to);
}

}  // namespace c960
