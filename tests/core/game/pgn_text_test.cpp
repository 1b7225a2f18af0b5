// PGN text: the Variant tag's spellings and writing (no board involved).
#include "game/pgn_text.h"

#include <string>

#include <catch2/catch.hpp>

#include "game/pgn_scan.h"

using namespace c960;

TEST_CASE("Variant spellings of docs/rules.md are recognised", "[pgn]") {
  for (const char* name :
       {"Chess960", "Chess 960", "Fischerandom", "FischerRandom", "Fischer Random", "chess960",
        " Chess-960 ", "960", "FRC", "frc", "Fischer Random Chess", "CHESS_960"})
    CHECK(is_chess960_variant(name));
  CHECK_FALSE(is_chess960_variant("Chess"));
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
  auto again = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  REQUIRE_FALSE(again.error);
  CHECK(again.game.moves.size() == 60);
}
