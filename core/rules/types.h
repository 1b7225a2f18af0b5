// The vocabulary of the rules engine: colours, pieces, squares, castling sides and moves.
#pragma once
#include <cstdint>

namespace c960 {

enum class Color : uint8_t { White, Black };

// Returns the other colour.
constexpr Color opposite(Color c) { return Color(uint8_t(c) ^ 1); }
// Returns "White" or "Black", the side's name in messages.
constexpr const char* side_name(Color c) { return c == Color::White ? "White" : "Black"; }

enum class PieceType : uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };

constexpr int kPieceTypeCount = 6;

// Returns the English letter of a piece type: P N B R Q K.
constexpr char piece_type_letter(PieceType t) { return "PNBRQK"[int(t)]; }

// Sets `type` for an English upper-case letter P N B R Q K and returns true; false otherwise.
constexpr bool piece_type_of_letter(char english, PieceType& type) {
  for (int t = 0; t < kPieceTypeCount; ++t) {
    if (piece_type_letter(PieceType(t)) == english) {
      type = PieceType(t);
      return true;
    }
  }
  return false;
}

// A coloured piece: (colour << 3) | (type + 1); None is 0.
// clang-format off
enum class Piece : uint8_t {
  None = 0,
  WhitePawn = 1, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
  BlackPawn = 9, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
};
// clang-format on

// Returns the piece of the given colour and type.
constexpr Piece make_piece(Color c, PieceType t) {
  return Piece((uint8_t(c) << 3) | (uint8_t(t) + 1));
}
// Returns the colour of a piece (not None).
constexpr Color color_of(Piece p) { return Color(uint8_t(p) >> 3); }
// Returns the type of a piece (not None).
constexpr PieceType type_of(Piece p) { return PieceType((uint8_t(p) & 7) - 1); }

enum File : uint8_t { FileA, FileB, FileC, FileD, FileE, FileF, FileG, FileH };
enum Rank : uint8_t { Rank1, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8 };

// Squares a1 = 0, b1 = 1, ..., h8 = 63; NoSquare = 64 marks "none".
// clang-format off
enum Square : uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NoSquare
};
// clang-format on

// Returns the square on the given file and rank.
constexpr Square make_square(File f, Rank r) { return Square(r * 8 + f); }
// Returns the file of a square.
constexpr File file_of(Square s) { return File(s & 7); }
// Returns the rank of a square.
constexpr Rank rank_of(Square s) { return Rank(s >> 3); }
// Returns the square seen from Black's side (a1 <-> a8) for Black, unchanged for White.
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (uint8_t(c) * 56)); }
// Returns the rank seen from the given colour's side (Rank1 is that colour's back rank).
constexpr Rank relative_rank(Color c, Rank r) { return Rank(r ^ (uint8_t(c) * 7)); }
// Returns the back rank of a colour (Rank1 for White, Rank8 for Black).
constexpr Rank back_rank(Color c) { return relative_rank(c, Rank1); }

// King side: toward the h-file, the king ends on g and the rook on f ("g-castling", O-O).
// Queen side: toward the a-file, the king ends on c and the rook on d ("c-castling", O-O-O).
enum class CastlingSide : uint8_t { KingSide, QueenSide };

enum class MoveKind : uint8_t { Normal, Promotion, EnPassant, Castling };

/* Move, 16 bits:
     bits  0-5   from square (the king for castling)
     bits  6-11  to square (for castling: the square of the castling rook, "king takes own rook")
     bits 12-13  promotion piece, only for kind Promotion: 0 knight, 1 bishop, 2 rook, 3 queen
     bits 14-15  kind: 0 normal, 1 promotion, 2 en passant, 3 castling
   The value 0 (a1a1, normal) is never a legal move and stands for "no move". */
class Move {
 public:
  constexpr Move() = default;

  // Returns an ordinary move (including captures and double pawn pushes).
  static constexpr Move normal(Square from, Square to) { return Move(from, to, 0); }
  // Returns a promotion to Knight, Bishop, Rook or Queen.
  static constexpr Move promotion(Square from, Square to, PieceType promoted) {
    return Move(from, to, (1 << 14) | ((uint8_t(promoted) - uint8_t(PieceType::Knight)) << 12));
  }
  // Returns an en-passant capture; `to` is the square the capturing pawn lands on.
  static constexpr Move en_passant(Square from, Square to) { return Move(from, to, 2 << 14); }
  // Returns a castling move written as the king taking its own rook.
  static constexpr Move castling(Square king, Square rook) { return Move(king, rook, 3 << 14); }
  // Returns the "no move" value.
  static constexpr Move none() { return Move(); }
  // Returns the move with this 16-bit encoding (see raw()), e.g. read back from a table.
  static constexpr Move from_raw(uint16_t raw) {
    return Move(Square(raw & 63), Square((raw >> 6) & 63), raw & 0xF000);
  }

  // Returns the origin square (the king for castling).
  constexpr Square from() const { return Square(bits_ & 63); }
  // Returns the target square (the castling rook's square for castling).
  constexpr Square to() const { return Square((bits_ >> 6) & 63); }
  // Returns the kind of move.
  constexpr MoveKind kind() const { return MoveKind(bits_ >> 14); }
  // Returns the promotion piece type (only meaningful for promotions).
  constexpr PieceType promotion_type() const {
    return PieceType(((bits_ >> 12) & 3) + uint8_t(PieceType::Knight));
  }
  // Returns the 16-bit encoding.
  constexpr uint16_t raw() const { return bits_; }
  // Returns true unless this is Move::none().
  constexpr bool is_some() const { return bits_ != 0; }

  constexpr bool operator==(Move other) const { return bits_ == other.bits_; }
  constexpr bool operator!=(Move other) const { return bits_ != other.bits_; }

 private:
  constexpr Move(Square from, Square to, int flags) : bits_(uint16_t(from | (to << 6) | flags)) {}
  uint16_t bits_ = 0;
};

}  // namespace c960
