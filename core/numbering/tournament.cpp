// Tournament draws: distinct start positions from a seed's stream, assigned to rounds.
#include "numbering/tournament.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "numbering/seeded.h"
#include "numbering/startpos.h"

namespace c960 {
namespace {

// Returns a table of the excluded numbers (options already checked).
std::vector<char> excluded_table(const TournamentOptions& options) {
  std::vector<char> out(kStartPositionCount, 0);
  for (int n : options.exclude) out[n] = 1;
  return out;
}

std::vector<TournamentRound> assign_rounds(const TournamentOptions& options,
                                           const std::vector<int>& numbers) {
  std::vector<TournamentRound> out;
  for (int r = 1; r <= options.rounds; ++r) {
    int draw = options.both_colours ? (r + 1) / 2 : r;
    bool swap = options.both_colours && r % 2 == 0;
    out.push_back({r, numbers[draw - 1], draw, swap});
  }
  return out;
}

}  // namespace

Result<int> checked_round_count(double rounds) {
  if (!std::isfinite(rounds) || rounds != std::floor(rounds) || rounds < 1 ||
      rounds > kStartPositionCount) {
    // Whole numbers are named; others (1.5, NaN, 1e300) are "that" (no float formatting here).
    std::string shown = "that";
    if (std::isfinite(rounds) && rounds == std::floor(rounds) && std::fabs(rounds) < 1e15)
      shown = std::to_string(static_cast<long long>(rounds));
    return make_error(ErrorCode::TournamentRounds,
                      shown + " is not a number of rounds: use a whole number from 1 to 960.");
  }
  return static_cast<int>(rounds);
}

int tournament_positions_needed(const TournamentOptions& options) {
  return options.both_colours ? (options.rounds + 1) / 2 : options.rounds;
}

Result<TournamentOptions> check_tournament_options(const TournamentOptions& options) {
  if (options.rounds < 1 || options.rounds > kStartPositionCount)
    return make_error(ErrorCode::TournamentRounds,
                      std::to_string(options.rounds) +
                          " is not a number of rounds: use a whole number from 1 to 960.");
  TournamentOptions checked = options;
  for (int n : options.exclude)
    if (n < 0 || n >= kStartPositionCount)
      return make_error(
          ErrorCode::TournamentExclude,
          std::to_string(n) + " cannot be excluded: start positions are numbered 0 to 959.");
  // Sorted, each number once (read back from the table: no sort needed for 0..959).
  std::vector<char> excluded = excluded_table(options);
  checked.exclude.clear();
  for (int n = 0; n < kStartPositionCount; ++n)
    if (excluded[n]) checked.exclude.push_back(n);
  int available = kStartPositionCount - static_cast<int>(checked.exclude.size());
  int needed = tournament_positions_needed(checked);
  if (needed > available)
    return make_error(ErrorCode::TournamentRounds,
                      std::to_string(options.rounds) + " rounds need " + std::to_string(needed) +
                          " different positions, but only " + std::to_string(available) +
                          " remain after the exclusions.");
  return checked;
}

Result<std::vector<TournamentRound>> tournament_draw(const TournamentOptions& options,
                                                     std::string_view seed) {
  auto checked = check_tournament_options(options);
  if (!checked) return checked.error();
  std::vector<char> taken = excluded_table(checked.value());
  std::vector<int> numbers;
  int needed = tournament_positions_needed(checked.value());
  // The stream reaches every number with overwhelming probability long before this bound.
  for (std::uint64_t k = 0; static_cast<int>(numbers.size()) < needed; ++k) {
    if (k > 50000000)
      return make_error(ErrorCode::Seed, "this seed's stream does not reach enough positions.");
    auto n = seeded_draw(seed, k);
    if (!n || taken[*n]) continue;
    taken[*n] = true;
    numbers.push_back(*n);
  }
  return assign_rounds(checked.value(), numbers);
}

Result<std::vector<TournamentRound>> tournament_from_numbers(const TournamentOptions& options,
                                                             const std::vector<int>& numbers) {
  auto checked = check_tournament_options(options);
  if (!checked) return checked.error();
  int needed = tournament_positions_needed(checked.value());
  if (static_cast<int>(numbers.size()) != needed)
    return make_error(ErrorCode::TournamentNumbers, "these rounds need " + std::to_string(needed) +
                                                        " positions, not " +
                                                        std::to_string(numbers.size()) + ".");
  std::vector<char> taken = excluded_table(checked.value());
  for (int n : numbers) {
    if (n < 0 || n >= kStartPositionCount || taken[n])
      return make_error(
          ErrorCode::TournamentNumbers,
          std::to_string(n) + " is excluded, repeated or not a start-position number.");
    taken[n] = true;
  }
  return assign_rounds(checked.value(), numbers);
}

}  // namespace c960
