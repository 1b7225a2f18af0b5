// The one-pass check against the database: for every game of the real files and of games made
// to end by rule, check_pgn() gives the verdict PgnDatabase::open() gives (the same error code,
// line and message, or the same final position).
#include "game/pgn_check.h"

#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "game/pgn_database.h"
#include "notation/fen.h"
#include "test_helpers.h"

using namespace c960;

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream all;
  all << in.rdbuf();
  return all.str();
}

// Checks `text` both ways and requires the same verdict for every game; returns the games.
int require_same_verdicts(const std::string& text) {
  auto db = PgnDatabase::index(text);
  REQUIRE(db.ok());
  std::size_t i = 0;
  auto refused = check_pgn(text, [&](const PgnCheckedGame& game) {
    INFO("game " << i + 1 << " (line " << game.line << ")");
    REQUIRE(i < db.value().size());
    CHECK(game.line == db.value().info(i).line);
    CHECK(game.plies == db.value().info(i).plies);
    auto opened = db.value().open(i);
    REQUIRE(opened.ok() == !game.error);
    if (game.error) {
      CHECK(game.error->code == opened.error().code);
      CHECK(game.error->line == opened.error().line);
      CHECK(game.error->message == opened.error().message);
    } else {
      CHECK(write_fen(game.final_position) == opened.value().game.fen());
      CHECK(game.start_number == pgn_start_number(opened.value().tags));
    }
    ++i;
  });
  CHECK_FALSE(refused);
  CHECK(i == db.value().size());
  return int(i);
}

}  // namespace

TEST_CASE("check_pgn gives open()'s verdict for every game of the real files", "[pgn]") {
  const char* files[] = {
      "pgn/python-chess_cutechess-fischerrandom.pgn",
      "pgn/fatics_fics-wild-fr_chess960.pgn",
      "pgn/pychess_mainz2009-chess960-rapid-wch.pgn",
      "pgn/kokopu_chess960-variant-spellings.pgn",
      "pgn/kokopu_variant-chess960-castle-move1.pgn",
      "pgn/fastchess_dfrc-book.pgn",
      "pgn/chess960-explorer_headers-only.pgn",
      "transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn",
      "transcribed/lichess-broadcast_freestyle-vegas-grand-final_2025.pgn",
      "pgn/stockfish-books_startpos_chess960_bcedd50a.pgn",
      "pgn/tcec/TCEC_Season_6_-_FRC.pgn",
      "pgn/tcec/TCEC_Season_24_-_Dfrc_2_League_3.pgn",
  };
  int games = 0;
  for (const char* file : files) {
    INFO(file);
    std::string text = file_text(test::data_path(std::string("real/") + file));
    REQUIRE(text.size() > 100);
    games += require_same_verdicts(text);
  }
  CHECK(games > 1200);
}

TEST_CASE("check_pgn gives open()'s verdict where a game ends by rule or leaves the fast reader",
          "[pgn]") {
  // A knight dance to a fivefold repetition, then one move too many.
  std::string dance;
  for (int i = 0; i < 4; ++i) dance += "Nf3 Nf6 Ng1 Ng8 ";
  require_same_verdicts("[Event \"fivefold\"]\n\n1. " + dance + "Nc3 *\n\n" +
                        "[Event \"fourfold\"]\n\n1. Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nc3 *\n\n");
  // Mate, then a move; stalemate-free K+B v K, then a move; moves in UCI and German letters;
  // en passant; an ambiguous move; a promotion without its piece.
  require_same_verdicts(
      "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1\n\n"
      "[Event \"bare kings\"]\n[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n\n1. Kxd2 Kd7 *\n\n"
      "[Event \"uci\"]\n\n1. e2e4 e7e5 2. g1f3 *\n\n"
      "[Event \"german\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 *\n\n"
      "[Event \"en passant\"]\n\n1. e4 a6 2. e5 d5 3. exd6 *\n\n"
      "[Event \"ambiguous\"]\n[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *\n\n"
      "[Event \"promotion\"]\n[FEN \"8/4P3/8/8/8/8/8/k3K3 w - - 0 1\"]\n\n1. e8 *\n\n"
      "[Event \"result\"]\n[Result \"1-0\"]\n\n1. e4 0-1\n\n");
  // Seventy-five moves without a capture or pawn move, then one more.
  require_same_verdicts(
      "[Event \"75\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 149 80\"]\n\n80. Ra2 Kd7 *\n");
}

TEST_CASE("check_pgn refuses a text over the database's limit", "[pgn]") {
  std::string big(kMaxPgnBytes + 1, ' ');
  int games = 0;
  auto refused = check_pgn(big, [&](const PgnCheckedGame&) { ++games; });
  REQUIRE(refused);
  CHECK(refused->code == ErrorCode::PgnTooLarge);
  CHECK(games == 0);
}
