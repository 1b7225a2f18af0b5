// The one-pass check against the database: for every game of the real files and of games made
// to end by rule, check_pgn() gives the verdict PgnDatabase::open() gives (the same error code,
// line and message, or the same final position).
#include "game/pgn_check.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

namespace {

// Returns every game check_pgn() hands over for `text` with `options`.
std::vector<PgnCheckedGame> checked_games(const std::string& text,
                                          const PgnCheckOptions& options = PgnCheckOptions()) {
  std::vector<PgnCheckedGame> games;
  auto refused = check_pgn(
      text, [&](const PgnCheckedGame& game) { games.push_back(game); }, options);
  REQUIRE_FALSE(refused);
  return games;
}

// Requires for every game of `text` the verdict PgnDatabase::open_whole() gives (its side lines
// read too), with each way of reading; returns the games.
int require_whole_verdicts(const std::string& text) {
  auto db = PgnDatabase::index(text);
  REQUIRE(db.ok());
  for (PgnCheckRead read : {PgnCheckRead::Fast, PgnCheckRead::Game, PgnCheckRead::Tree}) {
    PgnCheckOptions options;
    options.read = read;
    auto games = checked_games(text, options);
    REQUIRE(games.size() == db.value().size());
    for (std::size_t i = 0; i < games.size(); ++i) {
      INFO("game " << i + 1 << ", read " << int(read));
      auto whole = db.value().open_whole(i);
      REQUIRE(whole.ok() == !games[i].error);
      if (games[i].error) {
        CHECK(games[i].error->code == whole.error().code);
        CHECK(games[i].error->line == whole.error().line);
        CHECK(games[i].error->message == whole.error().message);
      } else {
        CHECK(write_fen(games[i].final_position) == whole.value().game.fen());
      }
    }
  }
  return int(db.value().size());
}

// Three games with side lines: good ones nested, a bad move in a side line of a side line, a bad
// main-line move after a good side line; and a "(" inside a comment that is no side line.
const std::string kSideLineGames =
    "[Event \"good\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) 2. Nf3 *\n\n"
    "[Event \"bad side line\"]\n[Round \"2\"]\n\n1. e4 e5 (1... c5 2. Nf3\n"
    "(2. Nc3 Nc6\n3. Ke3)) 2. Nf3 *\n\n"
    "[Event \"bad main line\"]\n\n1. d4 (1. e4) 1... d5 2. Kd3 *\n\n"
    "[Event \"comment\"]\n\n1. e4 {a side line (1. Ke2 Ke7) in words} e5 *\n";

}  // namespace

TEST_CASE("the scanner notes a side line outside comments and tag values", "[pgn]") {
  auto side = [](const std::string& text) {
    return scan_pgn_game(text, 0, 1, PgnRead::Check).side_lines;
  };
  CHECK(side("[Event \"t\"]\n\n1. e4 (1. d4) e5 *"));
  CHECK_FALSE(side("[Event \"a (b)\"]\n\n1. e4 {(1. d4)} e5 ; (1... c5)\n*"));
}

TEST_CASE("check_pgn checks the moves of side lines: the game, line and the side line's path",
          "[pgn]") {
  auto games = checked_games(kSideLineGames);
  REQUIRE(games.size() == 4);
  CHECK_FALSE(games[0].error);
  CHECK(write_fen(games[0].final_position) ==
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  REQUIRE(games[1].error);
  CHECK(games[1].error->code == ErrorCode::PgnMove);
  CHECK(games[1].error->line == 10);
  CHECK(games[1].error->message.find("Ke3") != std::string::npos);
  CHECK(games[1].error->message.find("side line 1 at 1..., then side line 1 at 2.") !=
        std::string::npos);
  REQUIRE(games[2].error);
  CHECK(games[2].error->message.find("Kd3") != std::string::npos);
  CHECK(games[2].error->message.find("side line") == std::string::npos);
  CHECK_FALSE(games[3].error);
  CHECK(require_whole_verdicts(kSideLineGames) == 4);
}

TEST_CASE("check_pgn reads every real game whole with the verdict open_whole() gives", "[pgn]") {
  const char* files[] = {
      "pgn/python-chess_cutechess-fischerrandom.pgn",
      "pgn/pychess_mainz2009-chess960-rapid-wch.pgn",
      "pgn/chess960-explorer_headers-only.pgn",
      "transcribed/lichess-broadcast_freestyle-vegas-grand-final_2025.pgn",
      "pgn/stockfish-books_startpos_chess960_bcedd50a.pgn",
      "pgn/tcec/TCEC_Season_6_-_FRC.pgn",
  };
  int games = 0;
  for (const char* file : files) {
    INFO(file);
    games += require_whole_verdicts(file_text(test::data_path(std::string("real/") + file)));
  }
  CHECK(games > 1000);
}

TEST_CASE("check_pgn strips a good game to its tags, main line and result", "[pgn]") {
  std::string annotated =
      "[Event \"Club (open)\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Annotator \"C\"]\n\n"
      "{The game's comment} 1. e4 {[%clk 0:05:00]} $1 e5 (1... c5 {better?} 2. Nf3 $2) "
      "2. Nf3!? Nc6 3. Bc4 (3. Bb5 {Spanish} a6 ; a line comment\n) 3... Bc5 4. O-O Nf6 1-0\n\n"
      "[Event \"bad\"]\n\n1. e4 (1. d4 d5 2. Kd3) e5 *\n";
  PgnCheckOptions options;
  options.strip = true;
  auto games = checked_games(annotated, options);
  REQUIRE(games.size() == 2);
  REQUIRE_FALSE(games[0].error);
  const std::string& stripped = games[0].stripped;
  INFO(stripped);
  std::size_t blank = stripped.find("\n\n");
  REQUIRE(blank != std::string::npos);
  std::string tags = stripped.substr(0, blank);
  std::string movetext = stripped.substr(blank);
  CHECK(movetext.find_first_of("{($;!?[") == std::string::npos);
  CHECK(movetext == "\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 1-0\n");
  for (const char* tag : {"[Event \"Club (open)\"]", "[White \"Anna\"]", "[Black \"Bert\"]",
                          "[Annotator \"C\"]", "[Result \"1-0\"]"})
    CHECK(tags.find(tag) != std::string::npos);
  auto again = read_pgn(stripped);
  REQUIRE(again.ok());
  CHECK(again.value().game.fen() == write_fen(games[0].final_position));
  CHECK(again.value().game.history().size() == 8);
  CHECK(again.value().result == "1-0");
  REQUIRE(games[1].error);
  CHECK(games[1].error->message.find("side line 1 at 1.") != std::string::npos);
  CHECK(games[1].stripped.empty());
}
