// A tournament's start positions: distinct numbers, reproducible from a published seed.
//
// With a seed, the N positions are the first N values of the seed's stream (seeded.h:
// seeded_draw(seed, k) for k = 0, 1, 2, ...) that are accepted, not excluded and not drawn
// before. Anyone can check the list with a SHA-256 tool.
//
// Rounds and colours: without both_colours, round r uses the r-th drawn position. With
// both_colours each drawn position is played in two consecutive rounds, the second with the
// colours swapped: rounds 1 and 2 use position 1, rounds 3 and 4 position 2, and so on; with
// an odd number of rounds the last position is played once. `rounds` is always the number of
// rounds in the list (1..960).
#pragma once
#include <string_view>
#include <vector>

#include "error.h"

namespace c960 {

struct TournamentOptions {
  int rounds = 0;             // rounds in the list, 1..960
  std::vector<int> exclude;   // numbers 0..959 never drawn (e.g. 518)
  bool both_colours = false;  // each position for two rounds, colours swapped in the second
};

struct TournamentRound {
  int round = 0;              // 1-based
  int number = 0;             // start position 0..959
  int draw = 0;               // 1-based index of the distinct position drawn
  bool swap_colours = false;  // true in the second round of a position (both_colours)
};

// Returns a whole round count 1..960 from a JS-style number, or ERR_TOURNAMENT_ROUNDS.
Result<int> checked_round_count(double rounds);

// Returns how many distinct positions the options need.
int tournament_positions_needed(const TournamentOptions& options);

// Returns the options when they can be met, else ERR_TOURNAMENT_ROUNDS or ERR_TOURNAMENT_EXCLUDE.
Result<TournamentOptions> check_tournament_options(const TournamentOptions& options);

// Returns the rounds drawn from the seed's stream (see above).
Result<std::vector<TournamentRound>> tournament_draw(const TournamentOptions& options,
                                                     std::string_view seed);

// Returns the rounds for numbers drawn elsewhere (e.g. from a crypto source); checks that they
// are distinct, allowed and as many as needed (ERR_TOURNAMENT_NUMBERS).
Result<std::vector<TournamentRound>> tournament_from_numbers(const TournamentOptions& options,
                                                             const std::vector<int>& numbers);

}  // namespace c960
