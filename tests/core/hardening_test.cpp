// Regression tests for what the fuzzers (fuzz/) found, one case per finding.
#include <string>

#include <catch2/catch.hpp>

#include "draw/draw.h"
#include "game/pgn.h"
#include "test_helpers.h"

using namespace c960;

TEST_CASE("fuzz: give_code with an out-of-range placement code is rejected, not read out of bounds",
          "[draw][fuzz]") {
  auto started = start_draw("northam-placement");
  REQUIRE(started.ok());
  auto& machine = *started.value();
  for (int code : {-45, -1, 40, 1000}) {
    auto given = machine.give_code(code);
    REQUIRE_FALSE(given.ok());
    CHECK(given.error().code == ErrorCode::DrawValue);
    CHECK(given.error().message.find(std::to_string(code)) != std::string::npos);
  }
  CHECK(machine.history().empty());
}

TEST_CASE("bad input: a refused PGN move is shown with non-printable bytes escaped",
          "[pgn][fuzz]") {
  for (std::string text : {std::string("1. \0 *", 6), std::string("1. e4 \x07\x1b *"),
                           std::string("1. \xEF\xBD\x85\xEF\xBC\x94 *")}) {
    auto read = read_pgn(text);
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().code == ErrorCode::PgnMove);
    for (unsigned char c : read.error().message) CHECK((c >= 0x20 && c < 0x7F));
  }
  auto plain = read_pgn("1. e4 e5 2. Ke3 *");
  REQUIRE_FALSE(plain.ok());
  CHECK(plain.error().message.find("move 2. Ke3 (line 1)") == 0);
}
