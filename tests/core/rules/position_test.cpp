// Position: make/unmake, Zobrist keys (incremental = from scratch), attack queries, clocks,
// insufficient material.
#include "rules/position.h"

#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "rules/movegen.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

// Plays UCI moves in order and returns the position.
Position play(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos = position_of(fen);
  for (const std::string& text : moves) {
    Result<Move> m = parse_uci_move(pos, text);
    INFO(text);
    REQUIRE(m.ok());
    pos.make_move(m.value());
  }
  return pos;
}

const std::string kStart = kStartFen;

}  // namespace

TEST_CASE("position: incremental key equals the from-scratch key along random games",
          "[position]") {
  std::mt19937 random(960);
  std::vector<std::string> fens = perft_file_fens({"chess960-first100.perft", "tricky.perft"});
  REQUIRE(fens.size() > 100);
  int plies = 0;
  for (const std::string& fen : fens) {
    Position pos = position_of(fen);
    std::vector<std::pair<Move, UndoInfo>> line;
    std::vector<Position> before;
    for (int ply = 0; ply < 80; ++ply) {
      MoveList moves = legal_moves(pos);
      REQUIRE(int(moves.size()) == count_legal_moves(pos));
      if (moves.empty()) break;
      Move m = moves[random() % moves.size()];
      before.push_back(pos);
      line.push_back({m, pos.make_move(m)});
      ++plies;
      INFO(fen << " after " << move_to_uci(m) << " -> " << write_fen(pos));
      REQUIRE(pos.key() == pos.compute_key());
      REQUIRE(position_of(write_fen(pos)).key() == pos.key());
    }
    while (!line.empty()) {
      pos.unmake_move(line.back().first, line.back().second);
      line.pop_back();
      REQUIRE(pos == before.back());
      REQUIRE(pos.key() == before.back().key());
      before.pop_back();
    }
    CHECK(pos == position_of(fen));
  }
  CHECK(plies > 5000);
}

TEST_CASE("position: transpositions and repetitions give the same key", "[position]") {
  Position start = position_of(kStart);
  Position knights = play(kStart, {"g1f3", "g8f6", "f3g1", "f6g8"});
  CHECK(knights.key() == start.key());
  Position a = play(kStart, {"e2e4", "e7e5", "g1f3"});
  Position b = play(kStart, {"g1f3", "e7e5", "e2e4"});
  CHECK(a.key() == b.key());
  // Losing castling rights changes the key even though the pieces are back.
  Position rook_trip =
      play(kStart, {"g1f3", "g8f6", "h1g1", "f6g8", "g1h1", "g8f6", "f3g1", "f6g8"});
  CHECK(rook_trip.key() != start.key());
  CHECK(rook_trip.key() ==
        position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 8 5").key());
}

TEST_CASE("position: en passant counts in the key only when a capture is legal", "[position]") {
  // After 1.e4 no black pawn can capture: same key as the FEN without an en-passant square.
  Position e4 = play(kStart, {"e2e4"});
  CHECK(e4.ep_square() == NoSquare);
  CHECK(e4.key() ==
        position_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());
  // With a black pawn on d4 the capture is legal: e3 is set and changes the key.
  const std::string fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
  Position pushed = play(fen, {"e2e4"});
  CHECK(pushed.ep_square() == E3);
  CHECK(pushed.key() != position_of("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
  CHECK(pushed.key() == position_of("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").key());
  // The capture would expose the black king on the fourth rank: no en-passant square.
  Position pinned = play("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", {"e2e4"});
  CHECK(pinned.ep_square() == NoSquare);
  CHECK(pinned.key() == position_of("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").key());
}

TEST_CASE("position: make and unmake of every move kind restore the position", "[position]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"},
      {"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"},
      {"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n"},
      {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 7", "e8a8"},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 7", "a1a8"},
      {"4k3/pppppppp/8/8/8/8/PPPPPPPP/4K1R1 w K - 0 1", "e1g1"},
  };
  for (const auto& c : cases) {
    Position pos = position_of(c.first);
    Position copy = pos;
    Result<Move> m = parse_uci_move(pos, c.second);
    REQUIRE(m.ok());
    UndoInfo undo = pos.make_move(m.value());
    CHECK(pos.key() == pos.compute_key());
    pos.unmake_move(m.value(), undo);
    CHECK(pos == copy);
    CHECK(pos.key() == copy.key());
    CHECK(write_fen(pos) == c.first);
  }
}

TEST_CASE("position: clocks and move numbers", "[position]") {
  Position pos = play(kStart, {"g1f3", "g8f6", "f3g1"});
  CHECK(pos.halfmove_clock() == 3);
  CHECK(pos.fullmove_number() == 2);
  CHECK(play(kStart, {"g1f3", "e7e5"}).halfmove_clock() == 0);
  CHECK(play(kStart, {"e2e4", "d7d5", "e4d5"}).halfmove_clock() == 0);
  CHECK(write_fen(play(kStart, {"e2e4", "d7d5", "e4d5"})) ==
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
}

TEST_CASE("position: checks and attack queries", "[position]") {
  Position fools_mate = play(kStart, {"f2f3", "e7e5", "g2g4", "d8h4"});
  CHECK(fools_mate.in_check());
  CHECK(fools_mate.checkers() == square_bb(H4));
  CHECK(fools_mate.attacked_by(Color::Black, E1, fools_mate.occupied()));
  CHECK_FALSE(fools_mate.attacked_by(Color::White, E8, fools_mate.occupied()));
  Position double_check = position_of("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1");
  CHECK(double_check.checkers() == (square_bb(F3) | square_bb(A1)));
  CHECK(double_check.attackers_to(D4, double_check.occupied()) == square_bb(F3));
  CHECK_FALSE(position_of(kStart).in_check());
}

TEST_CASE("position: insufficient material (rule in position.h)", "[position]") {
  const std::vector<std::pair<std::string, bool>> cases = {
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},       // K v K
      {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true},      // K+N v K
      {"4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true},      // K+B v K
      {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},    // K+B v K+B, both on dark squares
      {"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false},  // opposite-coloured bishops
      {"4kb2/8/8/8/8/8/8/2BBK3 w - - 0 1", false},   // bishops of both colours
      {"2b1kb2/8/8/8/8/8/8/4K3 w - - 0 1", false},   // c8 light, f8 dark
      {"4k3/8/8/8/8/8/8/4KNN1 w - - 0 1", false},    // K+N+N v K: mate possible with help
      {"4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", false},    // K+N v K+N
      {"4kn2/8/8/8/8/8/8/4KB2 w - - 0 1", false},    // K+B v K+N
      {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},    // a pawn
      {"4k3/8/8/8/8/8/8/4KR2 w - - 0 1", false},     // a rook
      {"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", false},     // a queen
  };
  for (const auto& c : cases) {
    INFO(c.first);
    CHECK(position_of(c.first).has_insufficient_material() == c.second);
  }
}
