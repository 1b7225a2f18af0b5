// Embind bindings for the tournament draw (core/numbering/tournament.h): distinct start positions
// for the rounds, from a seed or from numbers drawn in JS. In the event module, since the event
// draws (bind_event.cpp, event.js) are tournament draws from the event's seed. Type conversion
// only: answers are JSON text read by tournament.js beside this file.
#include <emscripten/bind.h>

#include "json_writer.h"
#include "numbering/tournament.h"
#include "start_position_json.h"
#include "text.h"

namespace c960::bind {
namespace {

// Returns the numbers of a NUL-ended list of digit texts (checked by the JS wrapper).
std::vector<int> number_list(const std::string& text) {
  std::vector<int> numbers;
  for (const auto& item : split_list(text)) numbers.push_back(digits_value(item));
  return numbers;
}

// Writes the rounds: [{ round, position (as startPosition writes it), draw, swapColours }]; the
// module has no startPosition of its own to ask.
void write_rounds(Json& json, const std::vector<TournamentRound>& rounds) {
  json.begin_array();
  for (const auto& r : rounds) {
    json.begin_object().key("round").number(r.round).key("position");
    write_start_number(json, r.number)
        .key("draw")
        .number(r.draw)
        .key("swapColours")
        .boolean(r.swap_colours)
        .end_object();
  }
  json.end_array();
}

// Returns the checked options (or an error) for rounds given as a JS number.
Result<TournamentOptions> options_from(double rounds, const std::string& exclude,
                                       bool both_colours) {
  auto count = checked_round_count(rounds);
  if (!count) return count.error();
  return check_tournament_options(
      TournamentOptions{count.value(), number_list(exclude), both_colours});
}

// Returns { value: positions needed } or an error.
std::string tournament_check(double rounds, const std::string& exclude, bool both_colours) {
  return result_json(
      options_from(rounds, exclude, both_colours),
      [](Json& json, const TournamentOptions& o) { json.number(tournament_positions_needed(o)); });
}

// Returns the rounds drawn from the seed's stream, or an error.
std::string tournament_seeded(double rounds, const std::string& exclude, bool both_colours,
                              const std::string& seed) {
  auto options = options_from(rounds, exclude, both_colours);
  if (!options) return error_json(options.error());
  return result_json(tournament_draw(options.value(), seed), write_rounds);
}

// Returns the rounds for numbers drawn in JS (a NUL-ended list of digit texts), or an error.
std::string tournament_numbers(double rounds, const std::string& exclude, bool both_colours,
                               const std::string& numbers) {
  auto options = options_from(rounds, exclude, both_colours);
  if (!options) return error_json(options.error());
  return result_json(tournament_from_numbers(options.value(), number_list(numbers)), write_rounds);
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_tournament) {
  using namespace c960::bind;
  emscripten::function("tournamentCheck", &tournament_check);
  emscripten::function("tournamentSeeded", &tournament_seeded);
  emscripten::function("tournamentFromNumbers", &tournament_numbers);
}
