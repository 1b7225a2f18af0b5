#include "rules/bitboard.h"

namespace c960 {

namespace detail {
Bitboard between_table[64][64];
Bitboard line_table[64][64];
}  // namespace detail

namespace {

constexpr int kDirections[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                   {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// Returns the squares from s (excluded) to the edge in direction (df, dr).
Bitboard ray(Square s, int df, int dr) {
  Bitboard result = 0;
  for (int f = file_of(s) + df, r = rank_of(s) + dr; on_board(f, r); f += df, r += dr) {
    result |= square_bb(make_square(File(f), Rank(r)));
  }
  return result;
}

}  // namespace

Bitboard rank_span(Square a, Square b) {
  Square low = a < b ? a : b;
  Square high = a < b ? b : a;
  return (square_bb(high) - square_bb(low)) | square_bb(high);
}

void init_bitboards() {
  for (int s = 0; s < 64; ++s) {
    for (const auto& d : kDirections) {
      Bitboard forward = ray(Square(s), d[0], d[1]);
      Bitboard backward = ray(Square(s), -d[0], -d[1]);
      Bitboard rest = forward;
      while (rest) {
        Square t = pop_lsb(rest);
        detail::between_table[s][t] = forward & ~ray(t, d[0], d[1]) & ~square_bb(t);
        detail::line_table[s][t] = forward | backward | square_bb(Square(s));
      }
    }
  }
}

}  // namespace c960
