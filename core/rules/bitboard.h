// Bitboards: one bit per square (bit 0 = a1), masks, shifts and the between/line tables.
#pragma once
#include <cstdint>

#include "rules/types.h"

namespace c960 {

using Bitboard = uint64_t;

constexpr Bitboard kFileABits = 0x0101010101010101ULL;
constexpr Bitboard kRank1Bits = 0xFFULL;
constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

// Returns the bitboard with only square `s` set.
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
// Returns the bitboard of a file.
constexpr Bitboard file_bb(File f) { return kFileABits << f; }
// Returns the bitboard of a rank.
constexpr Bitboard rank_bb(Rank r) { return kRank1Bits << (8 * r); }

// Returns the number of set squares (one instruction in WebAssembly and with POPCNT; an
// inline SWAR sum on x86-64 builds without it, faster there than the libgcc call).
inline int popcount(Bitboard b) {
#if defined(__x86_64__) && !defined(__POPCNT__)
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((b * 0x0101010101010101ULL) >> 56);
#else
  return __builtin_popcountll(b);
#endif
}
// Returns the lowest set square (b must not be empty).
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
// Returns the highest set square (b must not be empty).
inline Square msb(Bitboard b) { return Square(63 ^ __builtin_clzll(b)); }
// Returns the lowest set square and clears it (b must not be empty).
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}
// Returns true when more than one square is set.
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Returns the bitboard moved one step north (+8) or south (-8), dropping squares that leave.
constexpr Bitboard shift_north(Bitboard b) { return b << 8; }
constexpr Bitboard shift_south(Bitboard b) { return b >> 8; }
// Returns the bitboard moved one step toward the colour's opponent.
constexpr Bitboard shift_forward(Color c, Bitboard b) {
  return c == Color::White ? shift_north(b) : shift_south(b);
}
// Returns the bitboard moved forward and one file toward a (west) or h (east).
constexpr Bitboard shift_forward_west(Color c, Bitboard b) {
  return c == Color::White ? (b & ~kFileABits) << 7 : (b & ~kFileABits) >> 9;
}
constexpr Bitboard shift_forward_east(Color c, Bitboard b) {
  return c == Color::White ? (b & ~file_bb(FileH)) << 9 : (b & ~file_bb(FileH)) >> 7;
}

namespace detail {
extern Bitboard between_table[64][64];
extern Bitboard line_table[64][64];
}  // namespace detail

// Returns the squares strictly between a and b on a rank, file or diagonal, else empty.
inline Bitboard between(Square a, Square b) { return detail::between_table[a][b]; }
// Returns the whole line (edge to edge) through a and b, or empty when not aligned.
inline Bitboard line(Square a, Square b) { return detail::line_table[a][b]; }
// Returns the squares from a to b along a rank, both included (a and b on one rank).
Bitboard rank_span(Square a, Square b);

// Builds the between/line tables; called once by init_attack_tables().
void init_bitboards();

}  // namespace c960
