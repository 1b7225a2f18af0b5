// Legal move generation: attack tables, en passant (pins, discovered check along the rank,
// check evasion), promotions, double check, mate and stalemate. Expected move lists were
// checked with Stockfish 15.1 ("setoption name UCI_Chess960 value true", "go perft 1").
#include "rules/movegen.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "rules/attacks.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

// Returns a fixed-seed xorshift64 number (for the magic search below).
uint64_t next_random(uint64_t& state) {
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 2685821657736338717ULL;
}

// Returns a multiplier that maps every occupancy subset of the mask without a destructive
// collision: the search that produced the numbers stored in attacks.cpp.
uint64_t find_magic(bool rook, Square s, uint64_t& state) {
  Bitboard mask = slider_relevant_mask(rook, s);
  int bits = popcount(mask);
  std::vector<Bitboard> occupancies, attacks;
  Bitboard subset = 0;
  do {
    occupancies.push_back(subset);
    attacks.push_back(slow_slider_attacks(rook, s, subset));
    subset = (subset - mask) & mask;
  } while (subset);
  std::vector<Bitboard> used(std::size_t(1) << bits);
  std::vector<int> epoch(used.size(), 0);
  for (int attempt = 1;; ++attempt) {
    uint64_t magic = next_random(state) & next_random(state) & next_random(state);
    if (popcount((mask * magic) >> 56) < 6) continue;
    bool ok = true;
    for (std::size_t i = 0; i < occupancies.size() && ok; ++i) {
      std::size_t index = std::size_t((occupancies[i] * magic) >> (64 - bits));
      if (epoch[index] != attempt) {
        epoch[index] = attempt;
        used[index] = attacks[i];
      } else {
        ok = used[index] == attacks[i];
      }
    }
    if (ok) return magic;
  }
}

}  // namespace

TEST_CASE("movegen: magic slider attacks equal ray-by-ray attacks", "[movegen]") {
  init_attack_tables();
  std::mt19937_64 random(960);
  for (int s = 0; s < 64; ++s) {
    for (int i = 0; i < 300; ++i) {
      Bitboard occupied = random() & random();
      INFO("square " << s << " occupancy " << occupied);
      REQUIRE(bishop_attacks(Square(s), occupied) ==
              slow_slider_attacks(false, Square(s), occupied));
      REQUIRE(rook_attacks(Square(s), occupied) == slow_slider_attacks(true, Square(s), occupied));
    }
  }
  CHECK(knight_attacks(A1) == (square_bb(B3) | square_bb(C2)));
  CHECK(king_attacks(H8) == (square_bb(G8) | square_bb(G7) | square_bb(H7)));
  CHECK(pawn_attacks(Color::White, E4) == (square_bb(D5) | square_bb(F5)));
  CHECK(pawn_attacks(Color::Black, A5) == square_bb(B4));
  CHECK(between(A1, H8) == (square_bb(B2) | square_bb(C3) | square_bb(D4) | square_bb(E5) |
                            square_bb(F6) | square_bb(G7)));
  CHECK(between(A1, B3) == 0);
  CHECK(line(C3, E5) == line(A1, H8));
}

TEST_CASE("movegen: print freshly searched magic numbers", "[.magic-generator]") {
  uint64_t state = 0x9E3779B97F4A7C15ULL;
  for (bool rook : {false, true}) {
    std::printf("%s\n", rook ? "rook" : "bishop");
    for (int s = 0; s < 64; ++s) {
      std::printf("0x%016llXULL,%s", (unsigned long long)find_magic(rook, Square(s), state),
                  s % 4 == 3 ? "\n" : " ");
    }
  }
}

TEST_CASE("movegen: the stored magic numbers are those of the fixed-seed search", "[movegen]") {
  // Bishops only (rooks take a few hundred milliseconds more); same seed as the generator.
  uint64_t state = 0x9E3779B97F4A7C15ULL;
  for (int s = 0; s < 64; ++s)
    CHECK(find_magic(false, Square(s), state) == stored_magic(false, Square(s)));
}

TEST_CASE("movegen: en passant that would expose the king along the rank", "[movegen]") {
  CHECK(sorted_moves("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1") == "a4a3 a4a5 a4b3 a4b4 a4b5 e4e3");
}

TEST_CASE("movegen: en passant along a diagonal pin is legal", "[movegen]") {
  CHECK(sorted_moves("4k3/5b2/8/3Pp3/8/1K6/8/8 w - e6 0 1") ==
        "b3a2 b3a3 b3a4 b3b2 b3b4 b3c2 b3c3 b3c4 d5e6");
}

TEST_CASE("movegen: a pawn pinned on its file can neither capture en passant nor leave",
          "[movegen]") {
  CHECK(sorted_moves("3rk3/8/8/3Pp3/8/8/8/3K4 w - e6 0 1") == "d1c1 d1c2 d1d2 d1e1 d1e2 d5d6");
}

TEST_CASE("movegen: en passant removes a checking pawn", "[movegen]") {
  CHECK(sorted_moves("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1") ==
        "c5b4 c5b5 c5b6 c5c4 c5c6 c5d4 c5d5 c5d6 e4d3");
}

TEST_CASE("movegen: promotions to queen, rook, bishop and knight", "[movegen]") {
  CHECK(sorted_moves("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1") ==
        "a7a8b a7a8n a7a8q a7a8r a7b8b a7b8n a7b8q a7b8r e1d1 e1d2 e1e2 e1f1 e1f2");
}

TEST_CASE("movegen: in double check only the king moves", "[movegen]") {
  CHECK(sorted_moves("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1") == "e1e2 e1f2");
}

TEST_CASE("movegen: checkmate and stalemate", "[movegen]") {
  Position mate = position_of("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  CHECK(is_checkmate(mate));
  CHECK_FALSE(is_stalemate(mate));
  CHECK_FALSE(has_legal_move(mate));
  Position stalemate = position_of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  CHECK(is_stalemate(stalemate));
  CHECK_FALSE(is_checkmate(stalemate));
  CHECK(sorted_moves(stalemate).empty());
  Position start = position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(has_legal_move(start));
  CHECK(count_legal_moves(start) == 20);
}

TEST_CASE("movegen: listed moves are distinct and the count matches", "[movegen]") {
  std::mt19937 random(518);
  Position pos =
      position_of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  for (int ply = 0; ply < 200; ++ply) {
    MoveList moves = legal_moves(pos);
    std::vector<uint16_t> raw;
    for (Move m : moves) raw.push_back(m.raw());
    std::sort(raw.begin(), raw.end());
    CHECK(std::adjacent_find(raw.begin(), raw.end()) == raw.end());
    CHECK(int(moves.size()) == count_legal_moves(pos));
    if (moves.empty()) break;
    pos.make_move(moves[random() % moves.size()]);
  }
}
