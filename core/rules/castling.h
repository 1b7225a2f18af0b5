// Chess960 castling rights (FIDE Laws, Appendix F) with their precomputed paths.
#pragma once
#include <cstdint>

#include "rules/bitboard.h"
#include "rules/types.h"

namespace c960 {

/* Castling rights are stored as the square of the castling rook per colour and side
   (NoSquare: no right). In the 4-bit rights mask, the right of (colour, side) is bit
   2 * colour + side: bit 0 White king side, 1 White queen side, 2 Black king side,
   3 Black queen side. Paths and the per-square revoke mask are computed when a right is
   added, so move generation and make_move only test bits. */
class CastlingRights {
 public:
  CastlingRights();

  // Returns the mask bit index of the right (colour, side).
  static constexpr int index(Color c, CastlingSide side) { return 2 * int(c) + int(side); }

  // Returns true when the colour may still castle on that side.
  bool has(Color c, CastlingSide side) const { return mask_ >> index(c, side) & 1; }
  // Returns the square of the castling rook, or NoSquare without that right.
  Square rook_square(Color c, CastlingSide side) const {
    return has(c, side) ? rook_[index(c, side)] : NoSquare;
  }
  // Returns the 4-bit mask of the rights still held.
  uint8_t mask() const { return mask_; }
  // Returns the squares that must be empty: king start..destination and rook
  // start..destination (inclusive), except the castling king and rook themselves.
  Bitboard empty_path(Color c, CastlingSide side) const { return empty_path_[index(c, side)]; }
  // Returns the squares the king stands on, crosses or lands on; none may be attacked.
  Bitboard king_path(Color c, CastlingSide side) const { return king_path_[index(c, side)]; }
  // Returns the rights lost when a piece leaves or arrives on `s`.
  uint8_t revoked_by(Square s) const { return revoke_[s]; }

  // Adds the right to castle with the king on `king` and the rook on `rook` (same rank).
  void add(Color c, CastlingSide side, Square king, Square rook);
  // Removes the rights whose bits are set in `lost`.
  void remove(uint8_t lost) { mask_ &= uint8_t(~lost); }
  // Restores a mask saved before a move (only rights added earlier are meaningful).
  void restore(uint8_t mask) { mask_ = mask; }

 private:
  Square rook_[4];
  Bitboard empty_path_[4];
  Bitboard king_path_[4];
  uint8_t revoke_[64];
  uint8_t mask_ = 0;
};

// Returns the king's square after castling: c1/g1 for White, c8/g8 for Black.
constexpr Square castling_king_destination(Color c, CastlingSide side) {
  return relative_square(c, side == CastlingSide::KingSide ? G1 : C1);
}
// Returns the rook's square after castling: d1/f1 for White, d8/f8 for Black.
constexpr Square castling_rook_destination(Color c, CastlingSide side) {
  return relative_square(c, side == CastlingSide::KingSide ? F1 : D1);
}
// Returns the side of a castling move (king takes own rook): toward h is the king side.
constexpr CastlingSide castling_side(Move castling) {
  return castling.to() > castling.from() ? CastlingSide::KingSide : CastlingSide::QueenSide;
}

}  // namespace c960
