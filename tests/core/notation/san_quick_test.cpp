// The plain-SAN fast lane agrees with the full SAN reader: on every legal move of random games
// from Stockfish's Chess960 perft positions it finds the move the writer's SAN names, and it
// hands every other form to parse_san.
#include "notation/san_quick.h"

#include <string>

#include <catch2/catch.hpp>

#include "game/game.h"
#include "notation/san.h"
#include "rules/movegen.h"
#include "splitmix.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

// Returns the move parse_san reads, or none on an error.
Move full_reader(const Position& pos, const std::string& text) {
  auto move = parse_san(pos, text);
  return move ? move.value() : Move::none();
}

}  // namespace

TEST_CASE("The SAN fast lane takes every move the writer writes, as parse_san does", "[san]") {
  uint64_t seed = 960;
  long checked = 0;
  for (const std::string& fen : stockfish_file_fens()) {
    for (int game = 0; game < 3; ++game) {
      Position pos = position_of(fen);
      for (int ply = 0; ply < 60; ++ply) {
        MoveList legal = legal_moves(pos);
        if (legal.empty()) break;
        for (Move m : legal) {
          std::string san = move_to_san(pos, m);
          INFO(fen << " ply " << ply << ": " << san);
          REQUIRE(quick_san_move(pos, legal, san) == m);
          REQUIRE(full_reader(pos, san) == m);
          ++checked;
        }
        pos.make_move(legal[splitmix64(seed) % legal.size()]);
      }
    }
  }
  CHECK(checked > 50000);
}

TEST_CASE("The SAN fast lane leaves unusual or refused text to parse_san", "[san]") {
  // Two knights reach d2 (b1 and f3): the short form is ambiguous; a stalemate-free middlegame.
  Position pos = position_of("rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1");
  MoveList legal = legal_moves(pos);
  for (const char* text : {"Nd2", "Sf3", "nc3", "Ng1-f3", "e4 e.p.", "o-o", "e9", "Kg1", "", "x"})
    CHECK(quick_san_move(pos, legal, text) == Move::none());
  // Forms both readers take: over-disambiguation, annotations, digit castling letters.
  for (const char* text : {"Nbd2", "Nfd2", "Nb1c3", "e2e4", "e4!?", "c4+", "Nc3?!"}) {
    INFO(text);
    CHECK(quick_san_move(pos, legal, text) == full_reader(pos, text));
    CHECK(quick_san_move(pos, legal, text) != Move::none());
  }
  // A promotion without its piece fits four moves: the full reader explains.
  Position promote = position_of("8/4P3/8/8/8/k7/8/K7 w - - 0 1");
  MoveList moves = legal_moves(promote);
  CHECK(quick_san_move(promote, moves, "e8") == Move::none());
  CHECK(quick_san_move(promote, moves, "e8=N") == full_reader(promote, "e8=N"));
  CHECK(quick_san_move(promote, moves, "e8Q+") == full_reader(promote, "e8Q+"));
}

TEST_CASE("Replaying moves stops where the rules end the game", "[game]") {
  Game game;
  for (int i = 0; i < 4; ++i)
    for (const char* move : {"Nf3", "Nf6", "Ng1", "Ng8"}) REQUIRE(game.replay(move).ok());
  CHECK(game.repetition_count() == 5);
  auto after = game.replay("e4");
  REQUIRE_FALSE(after.ok());
  CHECK(after.error().code == ErrorCode::GameOver);
  Game bare = Game::from_fen("8/8/8/4k3/8/8/8/4K2N w - - 0 1").value();  // K+N v K
  CHECK(bare.replay("Ng3").error().code == ErrorCode::GameOver);
}
