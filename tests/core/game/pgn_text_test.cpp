// PGN text splitting and writing (no board involved).
#include "game/pgn_text.h"

#include <string>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;

namespace {
std::vector<std::string> sans(const PgnGameText& game) {
  std::vector<std::string> out;
  for (const auto& move : game.moves) out.push_back(move.san);
  return out;
}
}  // namespace

TEST_CASE("tags, move numbers, comments, NAGs and variations are read or skipped", "[pgn]") {
  auto game = split_pgn(
      "[Event \"Club \\\"Open\\\"\"]\n[Variant \"Chess960\"]\n[FEN \"x\"]\n\n"
      "1. e4 {best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; comment\n"
      "3. Bb5 a6!? 1-0\n");
  REQUIRE(game.ok());
  REQUIRE(game.value().tags.size() == 3);
  CHECK(game.value().tags[0].value == "Club \"Open\"");
  CHECK(pgn_tag_value(game.value().tags, "Variant") == "Chess960");
  CHECK(sans(game.value()) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6!?"});
  CHECK(game.value().result == "1-0");
  CHECK(game.value().moves[4].line == 6);
}

TEST_CASE("a further game after the result is left unread", "[pgn]") {
  auto game = split_pgn("1. e4 e5 1/2-1/2\n\n[Event \"next\"]\n1. d4 *\n");
  REQUIRE(game.ok());
  CHECK(game.value().moves.size() == 2);
  CHECK(game.value().result == "1/2-1/2");
}

TEST_CASE("5,000 nested variations are skipped without recursion", "[pgn]") {
  std::string text = "1. e4 ";
  for (int i = 0; i < 5000; ++i) text += "( 1. d4 ";
  for (int i = 0; i < 5000; ++i) text += ") ";
  text += "e5 *";
  auto game = split_pgn(text);
  REQUIRE(game.ok());
  CHECK(sans(game.value()) == std::vector<std::string>{"e4", "e5"});
}

TEST_CASE("malformed PGN gets coded errors with the line", "[pgn]") {
  struct Case {
    const char* text;
    const char* code;
    const char* where;
  };
  const Case cases[] = {
      {"", "ERR_PGN_EMPTY", ""},
      {"   \n  ", "ERR_PGN_EMPTY", ""},
      {"[Event \"open", "ERR_PGN_TAG", "line 1"},
      {"[Event open]", "ERR_PGN_TAG", "line 1"},
      {"[ \"x\"]", "ERR_PGN_TAG", "line 1"},
      {"[Event \"x\"\n1. e4", "ERR_PGN_TAG", "line 1"},
      {"\n1. e4 { never closed", "ERR_PGN_SYNTAX", "line 2"},
      {"1. e4 ( 1. d4", "ERR_PGN_SYNTAX", "line 1"},
      {"1. e4 ) e5", "ERR_PGN_SYNTAX", "line 1"},
      {"1. e4 e5 1-0 2. Nf3", "ERR_PGN_SYNTAX", "after the result"},
      {"1. e4 [Event \"x\"]", "ERR_PGN_SYNTAX", "inside the moves"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto game = split_pgn(c.text);
    REQUIRE_FALSE(game.ok());
    CHECK(code_name(game.error().code) == std::string(c.code));
    CHECK(game.error().message.find(c.where) != std::string::npos);
  }
}

TEST_CASE("Variant spellings of docs/rules.md are recognised", "[pgn]") {
  for (const char* name :
       {"Chess960", "Chess 960", "Fischerandom", "FischerRandom", "Fischer Random", "chess960"})
    CHECK(is_chess960_variant(name));
  CHECK_FALSE(is_chess960_variant("Crazyhouse"));
  CHECK(is_standard_variant("Standard"));
  CHECK_FALSE(is_standard_variant("Atomic"));
}

TEST_CASE("writing escapes tag values and numbers the moves", "[pgn]") {
  CHECK(write_pgn_tag({"White", "A \"B\" \\ C\nD"}) == "[White \"A \\\"B\\\" \\\\ C D\"]");
  CHECK(write_pgn_movetext({"e4", "e5", "Nf3"}, 1, true, "*") == "1. e4 e5 2. Nf3 *");
  CHECK(write_pgn_movetext({"Nf6", "d4"}, 12, false, "1-0") == "12... Nf6 13. d4 1-0");
  std::vector<std::string> many(60, "Nf3");
  auto text = write_pgn_movetext(many, 1, true, "*");
  size_t longest = 0, start = 0;
  for (size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '\n') {
      longest = std::max(longest, i - start);
      start = i + 1;
    }
  CHECK(longest <= 79);
  auto again = split_pgn(text);
  REQUIRE(again.ok());
  CHECK(again.value().moves.size() == 60);
}
