// Attack sets: pawn, knight and king tables, and bishop/rook/queen attacks by fancy magic
// bitboards (a 64-bit multiply and a shift; no PEXT, so the same code is fast in WebAssembly).
#pragma once
#include <cstdint>

#include "rules/bitboard.h"
#include "rules/types.h"

namespace c960 {

namespace detail {
struct Magic {
  Bitboard mask;  // relevant occupancy (the rays without their edge squares)
  Bitboard multiplier;
  const Bitboard* attacks;
  unsigned shift;
  unsigned index(Bitboard occupied) const {
    return unsigned(((occupied & mask) * multiplier) >> shift);
  }
};
extern Magic bishop_magics[64];
extern Magic rook_magics[64];
extern Bitboard pawn_table[2][64];
extern Bitboard knight_table[64];
extern Bitboard king_table[64];
}  // namespace detail

// Builds every attack and line table on first use (about a millisecond); cheap to call again.
void init_attack_tables();

// Returns the squares a pawn of colour c on s attacks.
inline Bitboard pawn_attacks(Color c, Square s) { return detail::pawn_table[uint8_t(c)][s]; }
// Returns the squares a knight on s attacks.
inline Bitboard knight_attacks(Square s) { return detail::knight_table[s]; }
// Returns the squares a king on s attacks.
inline Bitboard king_attacks(Square s) { return detail::king_table[s]; }
// Returns the squares a bishop on s attacks with the given occupancy.
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const detail::Magic& m = detail::bishop_magics[s];
  return m.attacks[m.index(occupied)];
}
// Returns the squares a rook on s attacks with the given occupancy.
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const detail::Magic& m = detail::rook_magics[s];
  return m.attacks[m.index(occupied)];
}
// Returns the squares a queen on s attacks with the given occupancy.
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Returns the squares a knight, bishop, rook, queen or king on s attacks (not pawns).
Bitboard piece_attacks(PieceType type, Square s, Bitboard occupied);

// Returns bishop (or rook) attacks computed ray by ray: slow, for building tables and tests.
Bitboard slow_slider_attacks(bool rook, Square s, Bitboard occupied);
// Returns the squares whose occupancy matters to a bishop (or rook) on s.
Bitboard slider_relevant_mask(bool rook, Square s);
// Returns the magic multiplier stored for a bishop (or rook) on s.
Bitboard stored_magic(bool rook, Square s);

}  // namespace c960
