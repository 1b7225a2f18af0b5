// Regression tests for what the fuzzers (fuzz/) found, one case per finding.
#include <catch2/catch.hpp>
#include <string>

#include "draw.h"

using namespace c960;

TEST_CASE("fuzz: give_code with an out-of-range placement code is rejected, not read out of bounds", "[draw][fuzz]") {
  auto started = start_draw("northam-placement");
  REQUIRE(started.ok());
  auto& machine = *started.value();
  for (int code : {-45, -1, 40, 1000}) {
    auto given = machine.give_code(code);
    REQUIRE_FALSE(given.ok());
    CHECK(given.error().code == "ERR_DRAW_VALUE");
    CHECK(given.error().message.find(std::to_string(code)) != std::string::npos);
  }
  CHECK(machine.history().empty());
}
