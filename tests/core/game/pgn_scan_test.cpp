// Finding games in a PGN text: tags, movetext tokens, game ends and syntax errors with lines.
#include "game/pgn_scan.h"

#include <string>
#include <vector>

#include <catch2/catch.hpp>

using namespace c960;

namespace {
std::vector<std::string> sans(const PgnGameText& game) {
  std::vector<std::string> out;
  for (const auto& move : game.moves) out.push_back(std::string(move.san));
  return out;
}

// Returns every game of the text as found one after the other.
std::vector<PgnScan> all_games(std::string_view text) {
  std::vector<PgnScan> games;
  std::size_t pos = 0;
  int line = 1;
  for (;;) {
    PgnScan scan = scan_pgn_game(text, pos, line, PgnRead::Moves);
    if (!scan.found) return games;
    REQUIRE(scan.end > pos);
    pos = scan.end;
    line = scan.end_line;
    games.push_back(std::move(scan));
  }
}
}  // namespace

TEST_CASE("tags, move numbers, comments, NAGs and variations are read or skipped", "[pgn]") {
  auto game = scan_pgn_game(
      "[Event \"Club \\\"Open\\\"\"]\n[Variant \"Chess960\"]\n[FEN \"x\"]\n\n"
      "1. e4 {best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; comment\n"
      "3. Bb5 a6!? 1-0\n",
      0, 1, PgnRead::Moves);
  REQUIRE_FALSE(game.error);
  REQUIRE(game.game.tags.size() == 3);
  CHECK(game.game.tags[0].value == "Club \"Open\"");
  CHECK(game.game.tags[2].line == 3);
  CHECK(sans(game.game) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6!?"});
  CHECK(game.plies == 6);
  CHECK(game.game.result == "1-0");
  CHECK(game.game.moves[4].line == 6);
}

TEST_CASE("a text holds games one after the other, with or without result tokens", "[pgn]") {
  auto games = all_games(
      "\xEF\xBB\xBF[Event \"a\"]\r\n\r\n1. e4 e5 1/2-1/2 {after}\r\n\r\n"
      "[Event \"b\"]\n\n1. d4 d5\n[Event \"c\"]\n[Round \"1\"]\n\n"
      "[Event \"d\"]\n\n% escape line\n1. c4 0-1\n\n\n");
  REQUIRE(games.size() == 4);
  CHECK(games[0].game.result == "1/2-1/2");
  CHECK(sans(games[1].game) == std::vector<std::string>{"d4", "d5"});
  CHECK_FALSE(games[1].game.has_result);
  CHECK(games[2].game.tags.size() == 2);  // tags only, ended by a blank line and a tag
  CHECK(games[2].plies == 0);
  CHECK(games[3].line == 11);
  CHECK(games[3].game.moves[0].line == 14);
}

TEST_CASE("5,000 nested variations are skipped without recursion", "[pgn]") {
  std::string text = "1. e4 ";
  for (int i = 0; i < 5000; ++i) text += "( 1. d4 ";
  for (int i = 0; i < 5000; ++i) text += ") ";
  text += "e5 *";
  auto game = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  REQUIRE_FALSE(game.error);
  CHECK(sans(game.game) == std::vector<std::string>{"e4", "e5"});
}

TEST_CASE("malformed PGN gets coded errors with the line", "[pgn]") {
  struct Case {
    const char* text;
    const char* code;
    int line;
  };
  const Case cases[] = {
      {"[Event \"open", "ERR_PGN_TAG", 1},
      {"[Event open]", "ERR_PGN_TAG", 1},
      {"[ \"x\"]", "ERR_PGN_TAG", 1},
      {"[Event \"x\"\n1. e4", "ERR_PGN_TAG", 1},
      {"\n1. e4 { never closed", "ERR_PGN_SYNTAX", 2},
      {"1. e4\n( 1. d4", "ERR_PGN_SYNTAX", 2},
      {"1. e4 ) e5", "ERR_PGN_SYNTAX", 1},
      {"1. e4 [Event \"x\"]", "ERR_PGN_SYNTAX", 1},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto game = scan_pgn_game(c.text, 0, 1, PgnRead::Moves);
    REQUIRE(game.found);
    REQUIRE(game.error);
    CHECK(code_name(game.error->code) == std::string(c.code));
    CHECK(game.error->line == c.line);
    CHECK(game.error->message.find("line " + std::to_string(c.line)) != std::string::npos);
  }
  CHECK_FALSE(scan_pgn_game("", 0, 1, PgnRead::Moves).found);
  CHECK_FALSE(scan_pgn_game("  \n { only a comment } ; and this\n", 0, 1, PgnRead::Moves).found);
}

TEST_CASE("a tag value holding NUL is refused in every read, the text after it is scanned on",
          "[pgn]") {
  using namespace std::string_literals;
  const std::string text =
      "[Event \"x\"]\n[White \"An"s + '\0' + "na\"]\n\n1. e4 *\n\n[Event \"y\"]\n\n1. d4 *\n";
  for (PgnRead read : {PgnRead::Count, PgnRead::Tags, PgnRead::Moves, PgnRead::Check}) {
    auto game = scan_pgn_game(text, 0, 1, read);
    REQUIRE(game.error);
    CHECK(game.error->code == ErrorCode::PgnTag);
    CHECK(game.error->line == 2);
    CHECK(game.error->message.find("White") != std::string::npos);
  }
  auto games = all_games(text);
  REQUIRE(games.size() == 2);
  CHECK_FALSE(games[1].error);
}

TEST_CASE("after a syntax error the next game is still found", "[pgn]") {
  auto games = all_games(
      "[Event \"a\"]\n[White \"broken]\n[Black \"x\"]\n\n1. e4 *\n\n"
      "[Event \"b\"]\n\n1. e4 { open comment\n\n[Event \"c\"]\n\n1. d4 *\n");
  REQUIRE(games.size() == 3);
  REQUIRE(games[0].error);
  CHECK(games[0].error->line == 2);
  REQUIRE(games[1].error);
  CHECK(games[1].error->line == 9);
  CHECK_FALSE(games[2].error);
  CHECK(games[2].line == 11);
  CHECK(sans(games[2].game) == std::vector<std::string>{"d4"});
}
