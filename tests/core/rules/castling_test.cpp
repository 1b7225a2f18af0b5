// Chess960 castling (FIDE Laws, Appendix F): one TEST_CASE per consequence, each with the
// exact sorted legal move list. Every expected list was checked with Stockfish 15.1
// ("setoption name UCI_Chess960 value true", "go perft 1"); castling is king takes own rook.
#include <algorithm>
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

// Plays a UCI move and returns the FEN after it; unmaking must restore the FEN and key.
std::string fen_after(const std::string& fen, const std::string& uci) {
  Position pos = position_of(fen);
  Result<Move> move = parse_uci_move(pos, uci);
  REQUIRE(move.ok());
  uint64_t key = pos.key();
  UndoInfo undo = pos.make_move(move.value());
  std::string after = write_fen(pos, CastlingNotation::Shredder);
  CHECK(pos.key() == pos.compute_key());
  pos.unmake_move(move.value(), undo);
  CHECK(write_fen(pos, CastlingNotation::Shredder) ==
        write_fen(position_of(fen), CastlingNotation::Shredder));
  CHECK(pos.key() == key);
  return after;
}

}  // namespace

TEST_CASE("castling: only the king moves (rook already on f1)", "[castling]") {
  const std::string fen = "1r2k3/pppppppp/8/8/8/8/PPPPPPPP/4KR2 w F - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1d1 e1f1 e2e3 e2e4 f1g1 f1h1 f2f3 f2f4 "
        "g2g3 g2g4 h2h3 h2h4");
  CHECK(fen_after(fen, "e1f1") == "1r2k3/pppppppp/8/8/8/8/PPPPPPPP/5RK1 b - - 1 1");
}

TEST_CASE("castling: only the rook moves (king already on g1)", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/6KR w H - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f1 g1h1 g2g3 g2g4 "
        "h2h3 h2h4");
  CHECK(fen_after(fen, "g1h1") == "4k3/pppppppp/8/8/8/8/PPPPPPPP/5RK1 b - - 1 1");
}

TEST_CASE("castling: only the rook moves on the queen side (king already on c1)", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/R1K5 w A - 0 1";
  CHECK(sorted_moves(fen) ==
        "a1b1 a2a3 a2a4 b2b3 b2b4 c1a1 c1b1 c1d1 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 "
        "g2g3 g2g4 h2h3 h2h4");
  CHECK(fen_after(fen, "c1a1") == "4k3/pppppppp/8/8/8/8/PPPPPPPP/2KR4 b - - 1 1");
}

TEST_CASE("castling: king and rook move the same direction (king b1, rook a1)", "[castling]") {
  // Queen-side castling moves the king from b1 to c1 and the rook from a1 to d1: both
  // toward h. c1 is an ordinary king step too, so c1 must be empty for both moves.
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/RK6 w A - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b1a1 b1c1 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 "
        "h2h3 h2h4");
  CHECK(fen_after(fen, "b1a1") == "4k3/pppppppp/8/8/8/8/PPPPPPPP/2KR4 b - - 1 1");
}

TEST_CASE("castling: king b1 and rook c1 both travel toward h on the king side", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/1KR5 w C - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b1a1 b1c1 b2b3 b2b4 c1d1 c1e1 c1f1 c1g1 c1h1 c2c3 c2c4 d2d3 d2d4 e2e3 "
        "e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4");
  CHECK(fen_after(fen, "b1c1") == "4k3/pppppppp/8/8/8/8/PPPPPPPP/5RK1 b - - 1 1");
}

TEST_CASE("castling: the king lands on the square the rook stood on", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K1R1 w G - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1d1 e1f1 e1g1 e2e3 e2e4 f2f3 f2f4 g1f1 "
        "g1h1 g2g3 g2g4 h2h3 h2h4");
  CHECK(fen_after(fen, "e1g1") == "4k3/pppppppp/8/8/8/8/PPPPPPPP/5RK1 b - - 1 1");
}

TEST_CASE("castling: king and rook swap squares (Black, king f8, rook g8)", "[castling]") {
  const std::string fen = "1r3kr1/pppppppp/8/8/8/8/8/4K3 b bg - 0 1";
  CHECK(sorted_moves(fen) ==
        "a7a5 a7a6 b7b5 b7b6 b8a8 b8c8 b8d8 b8e8 c7c5 c7c6 d7d5 d7d6 e7e5 e7e6 f7f5 f7f6 "
        "f8b8 f8e8 f8g8 g7g5 g7g6 g8h8 h7h5 h7h6");
  CHECK(fen_after(fen, "f8g8") == "1r3rk1/pppppppp/8/8/8/8/8/4K3 w - - 1 2");
  CHECK(fen_after(fen, "f8b8") == "2kr2r1/pppppppp/8/8/8/8/8/4K3 w - - 1 2");
}

TEST_CASE("castling: inner rook when the rights name it (X-FEN file letter)", "[castling]") {
  // Rooks a1 and c1; the right belongs to the inner rook c1: king e1 -> c1, rook c1 -> d1.
  const std::string fen = "4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1";
  CHECK(sorted_moves(fen) ==
        "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 c1b1 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 "
        "c1d1 e1c1 e1d1 e1d2 e1e2 e1f1 e1f2");
  CHECK(fen_after(fen, "e1c1") == "4k3/8/8/8/8/8/8/R1KR4 b - - 1 1");
}

TEST_CASE("castling: the outer rook is blocked by the inner rook on its path", "[castling]") {
  const std::string fen = "4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1";
  CHECK(sorted_moves(fen) ==
        "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 c1b1 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 "
        "c1d1 e1d1 e1d2 e1e2 e1f1 e1f2");
}

TEST_CASE("castling: inner rook on the f-file while an outer rook stands on h1", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4KR1R w F - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1d1 e1f1 e2e3 e2e4 f1g1 f2f3 f2f4 g2g3 "
        "g2g4 h1g1 h2h3 h2h4");
}

TEST_CASE("castling: outer rook h1 cannot castle past the inner rook on the king's goal",
          "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K1RR w H - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1d1 e1f1 e2e3 e2e4 f2f3 f2f4 g1f1 g2g3 "
        "g2g4 h2h3 h2h4");
}

TEST_CASE("castling: inner rook g1 beside an outer rook h1", "[castling]") {
  const std::string fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K1RR w G - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1d1 e1f1 e1g1 e2e3 e2e4 f2f3 f2f4 g1f1 "
        "g2g3 g2g4 h2h3 h2h4");
}

TEST_CASE("castling: not out of check", "[castling]") {
  CHECK(sorted_moves("4r1k1/pppp1ppp/8/8/8/8/PPPP1PPP/4K2R w K - 0 1") == "e1d1 e1f1");
}

TEST_CASE("castling: not through an attacked square (e1 on the king's way b1-g1)", "[castling]") {
  CHECK(sorted_moves("4r1k1/8/8/8/8/8/P6P/1K5R w H - 0 1") ==
        "a2a3 a2a4 b1a1 b1b2 b1c1 b1c2 h1c1 h1d1 h1e1 h1f1 h1g1 h2h3 h2h4");
}

TEST_CASE("castling: not into check (g1 attacked)", "[castling]") {
  CHECK(sorted_moves("6r1/1k6/8/8/8/8/P6P/1K5R w H - 0 1") ==
        "a2a3 a2a4 b1a1 b1b2 b1c1 b1c2 h1c1 h1d1 h1e1 h1f1 h1g1 h2h3 h2h4");
}

TEST_CASE("castling: an attacked square on the rook's way only does not matter", "[castling]") {
  // b1 is attacked by the rook on b8; only the king's squares (e1, d1, c1) count.
  CHECK(sorted_moves("1r2k3/8/8/8/8/8/P6P/R3K3 w Q - 0 1") ==
        "a1b1 a1c1 a1d1 a2a3 a2a4 e1a1 e1d1 e1d2 e1e2 e1f1 e1f2 h2h3 h2h4");
}

TEST_CASE("castling: the castling rook shields the king's goal from a slider", "[castling]") {
  // Queen a1, rook b1, king d1: after d1b1 (king c1, rook d1) the queen would check along
  // the first rank, so castling is illegal although c1 is not attacked before the move.
  CHECK(sorted_moves("4k3/8/8/8/8/8/8/qR1K4 w B - 0 1") == "b1a1 b1c1 d1c1 d1c2 d1d2 d1e1 d1e2");
}

TEST_CASE("castling: a piece on the king's way blocks", "[castling]") {
  CHECK(sorted_moves("4k3/8/8/8/8/8/8/1K2B2R w H - 0 1") ==
        "b1a1 b1a2 b1b2 b1c1 b1c2 e1a5 e1b4 e1c3 e1d2 e1f2 e1g3 e1h4 h1f1 h1g1 h1h2 h1h3 "
        "h1h4 h1h5 h1h6 h1h7 h1h8");
}

TEST_CASE("castling: a piece on the rook's goal blocks even when the king stays", "[castling]") {
  CHECK(sorted_moves("4k3/8/8/8/8/8/8/5BKR w H - 0 1") ==
        "f1a6 f1b5 f1c4 f1d3 f1e2 f1g2 f1h3 g1f2 g1g2 g1h2 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 "
        "h1h8");
}

TEST_CASE("castling: a piece on the rook's way blocks (knight b1, rook a1, king c1)",
          "[castling]") {
  CHECK(sorted_moves("4k3/8/8/8/8/8/8/RNK5 w A - 0 1") ==
        "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a3 b1c3 b1d2 c1b2 c1c2 c1d1 c1d2");
}

TEST_CASE("castling: both colours, king b1/b8 and rook a1/a8", "[castling]") {
  const std::string fen = "rk6/pppppppp/8/8/8/8/PPPPPPPP/RK6 w Aa - 0 1";
  CHECK(sorted_moves(fen) ==
        "a2a3 a2a4 b1a1 b1c1 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 "
        "h2h3 h2h4");
  // After White castles, Black's right is untouched and the rights field keeps 'a'.
  CHECK(fen_after(fen, "b1a1") == "rk6/pppppppp/8/8/8/8/PPPPPPPP/2KR4 b a - 1 1");
}

TEST_CASE("castling: moving or losing a rook revokes only its right", "[castling]") {
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  CHECK(fen_after(fen, "h1h8") == "r3k2R/8/8/8/8/8/8/R3K3 b Aa - 0 1");
  CHECK(fen_after(fen, "a1a2") == "r3k2r/8/8/8/8/8/R7/4K2R b Hha - 1 1");
  CHECK(fen_after(fen, "e1e2") == "r3k2r/8/8/8/8/8/4K3/R6R b ha - 1 1");
}
