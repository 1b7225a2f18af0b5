// Tournament draws: distinct positions from the seed's stream, exclusions, both colours.
#include "numbering/tournament.h"

#include <set>
#include <vector>

#include <catch2/catch.hpp>

#include "numbering/seeded.h"
#include "test_helpers.h"

using namespace c960;

namespace {

// The definition in tournament.h, written out: the first n accepted, distinct, allowed values.
std::vector<int> stream_numbers(const std::string& seed, int n, const std::set<int>& exclude) {
  std::vector<int> out;
  std::set<int> seen = exclude;
  for (std::uint64_t k = 0; static_cast<int>(out.size()) < n; ++k) {
    auto v = seeded_draw(seed, k);
    if (v && seen.insert(*v).second) out.push_back(*v);
  }
  return out;
}

std::vector<TournamentRound> draw(int rounds, const std::string& seed,
                                  std::vector<int> exclude = {}, bool both = false) {
  auto result = tournament_draw(TournamentOptions{rounds, std::move(exclude), both}, seed);
  REQUIRE(result.ok());
  return result.value();
}

}  // namespace

TEST_CASE("a seeded tournament draw is the seed's stream without repeats", "[tournament]") {
  auto rounds = draw(9, "Club 2026");
  REQUIRE(rounds.size() == 9);
  auto expected = stream_numbers("Club 2026", 9, {});
  for (int r = 0; r < 9; ++r) {
    CHECK(rounds[r].round == r + 1);
    CHECK(rounds[r].number == expected[r]);
    CHECK(rounds[r].draw == r + 1);
    CHECK(!rounds[r].swap_colours);
  }
  // Round 1 is the seed's single random position (the same stream).
  CHECK(rounds[0].number == first_seeded_number("Club 2026"));
  // Same seed, same list; another seed, another list.
  auto again = draw(9, "Club 2026");
  for (int r = 0; r < 9; ++r) CHECK(again[r].number == rounds[r].number);
  auto other = draw(9, "Club 2027");
  bool differs = false;
  for (int r = 0; r < 9; ++r) differs = differs || other[r].number != rounds[r].number;
  CHECK(differs);
}

TEST_CASE("excluded numbers are skipped, and 960 rounds are a permutation", "[tournament]") {
  // "x:0" draws 354 (seeded_test.cpp); excluding it moves the next value into round 1.
  auto plain = draw(3, "x");
  REQUIRE(plain[0].number == 354);
  auto without = draw(2, "x", {354, 518});
  CHECK(without[0].number == plain[1].number);
  auto all = draw(960, "permutation");
  std::set<int> numbers;
  for (const auto& r : all) numbers.insert(r.number);
  CHECK(numbers.size() == 960);
  auto all_but = draw(959, "no classical", {518});
  for (const auto& r : all_but) CHECK(r.number != 518);
  // Exclude all but three: exactly those three come out.
  std::vector<int> exclude;
  for (int n = 3; n < 960; ++n) exclude.push_back(n);
  auto three = draw(3, "s", exclude);
  std::set<int> got;
  for (const auto& r : three) got.insert(r.number);
  CHECK(got == std::set<int>{0, 1, 2});
  auto four = tournament_draw(TournamentOptions{4, exclude, false}, "s");
  CHECK(four.error().code == ErrorCode::TournamentRounds);
}

TEST_CASE("both colours: each position for two rounds, colours swapped in the second",
          "[tournament]") {
  auto rounds = draw(5, "Club 2026", {}, true);
  auto expected = stream_numbers("Club 2026", 3, {});
  REQUIRE(rounds.size() == 5);
  int draws[5] = {1, 1, 2, 2, 3};
  bool swaps[5] = {false, true, false, true, false};
  for (int r = 0; r < 5; ++r) {
    CHECK(rounds[r].round == r + 1);
    CHECK(rounds[r].draw == draws[r]);
    CHECK(rounds[r].number == expected[draws[r] - 1]);
    CHECK(rounds[r].swap_colours == swaps[r]);
  }
  CHECK(tournament_positions_needed(TournamentOptions{960, {}, true}) == 480);
  CHECK(tournament_draw(TournamentOptions{960, {518}, true}, "a").ok());
}

TEST_CASE("bad round counts, exclusions and numbers are refused", "[tournament]") {
  for (double bad : {0.0, -1.0, 961.0, 2.5, 1e300})
    CHECK(checked_round_count(bad).error().code == ErrorCode::TournamentRounds);
  CHECK(checked_round_count(960).value() == 960);
  CHECK(tournament_draw(TournamentOptions{0, {}, false}, "a").error().code ==
        ErrorCode::TournamentRounds);
  CHECK(tournament_draw(TournamentOptions{961, {}, false}, "a").error().code ==
        ErrorCode::TournamentRounds);
  CHECK(tournament_draw(TournamentOptions{960, {518}, false}, "a").error().code ==
        ErrorCode::TournamentRounds);
  CHECK(tournament_draw(TournamentOptions{3, {960}, false}, "a").error().code ==
        ErrorCode::TournamentExclude);
  CHECK(tournament_draw(TournamentOptions{3, {-1}, false}, "a").error().code ==
        ErrorCode::TournamentExclude);
  TournamentOptions three{3, {518}, false};
  CHECK(tournament_from_numbers(three, {1, 2, 3}).ok());
  CHECK(tournament_from_numbers(three, {1, 2, 2}).error().code == ErrorCode::TournamentNumbers);
  CHECK(tournament_from_numbers(three, {1, 2, 518}).error().code == ErrorCode::TournamentNumbers);
  CHECK(tournament_from_numbers(three, {1, 2}).error().code == ErrorCode::TournamentNumbers);
  CHECK(tournament_from_numbers(three, {1, 2, 960}).error().code == ErrorCode::TournamentNumbers);
}
