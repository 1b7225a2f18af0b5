// Embind bindings for the draw machines, their exact distributions and the tournament draw.
// No logic: core values are turned into JS objects; wasm/js/30-draw.js presents the contract.
#include <emscripten/bind.h>

#include <memory>

#include "bind_util.h"
#include "draw.h"
#include "tournament.h"

using emscripten::val;

namespace c960::bind {
namespace {

val string_array(const std::vector<std::string>& items) {
  val out = val::array();
  for (const auto& s : items) out.call<void>("push", s);
  return out;
}

// Returns the options as JS numbers for numeric steps, else as strings.
val option_array(const std::vector<std::string>& items, bool numeric) {
  if (!numeric) return string_array(items);
  val out = val::array();
  for (const auto& s : items) out.call<void>("push", digits_value(s));
  return out;
}

val request_object(const DrawRequest& req) {
  val out = val::object();
  out.set("kind", req.kind_name);
  out.set("prompt", req.prompt);
  out.set("promptDe", req.prompt_de);
  out.set("options", option_array(req.options, req.numeric));
  out.set("rerolls", option_array(req.rerolls, req.numeric));
  out.set("labels", string_array(req.labels));
  out.set("labelsDe", string_array(req.labels_de));
  if (req.sides) {
    out.set("sides", req.sides);
    out.set("die", req.die);
  }
  if (req.piece) out.set("piece", std::string(1, req.piece));
  if (!req.player.empty()) out.set("player", req.player);
  val squares = val::array();
  for (int f : req.free_squares) squares.call<void>("push", std::string(1, static_cast<char>('a' + f)) + "1");
  out.set("freeSquares", squares);
  return out;
}

// A step machine owned by JS (free it with .delete()).
class DrawHandle {
 public:
  explicit DrawHandle(const std::string& method_id) {
    auto started = start_draw(method_id);
    if (started) machine_ = std::move(started.value());
    else error_ = started.error();
  }

  // Returns { code, message } when the method was unknown, else undefined.
  val startError() const { return machine_ ? val::undefined() : error_value(error_); }
  std::string method() const { return machine_->method(); }
  val next() const { return request_object(machine_->next()); }
  val give(const std::string& value) {
    auto note = machine_->give(value);
    return note ? ok_value(state(&note.value())) : error_value(note.error());
  }
  val undo() {
    if (!machine_->undo())
      return error_value(make_error("ERR_DRAW_UNDO", "nothing to undo: no value has been given yet."));
    return ok_value(state(nullptr));
  }
  bool done() const { return machine_->done(); }
  val result() const { return result_value(machine_->result(), [](int n) { return val(n); }); }
  std::string backRank() const { return machine_->partial_back_rank(); }
  std::string backRankDe() const { return machine_->partial_back_rank_de(); }
  val history() const { return string_array(machine_->history()); }
  val currentState() const { return state(nullptr); }

 private:
  val state(const DrawNote* note) const {
    val out = val::object();
    out.set("backRank", machine_->partial_back_rank());
    out.set("backRankDe", machine_->partial_back_rank_de());
    out.set("done", machine_->done());
    out.set("note", note ? note->en : std::string());
    out.set("noteDe", note ? note->de : std::string());
    out.set("history", string_array(machine_->history()));
    return out;
  }

  std::unique_ptr<DrawMachine> machine_;
  Error error_;
};

val method_list() {
  val out = val::array();
  for (const auto& m : draw_methods()) {
    val item = val::object();
    item.set("id", m.id);
    item.set("name", m.name);
    item.set("nameDe", m.name_de);
    item.set("random", m.random);
    out.call<void>("push", item);
  }
  return out;
}

val distribution(const std::string& method_id) {
  return result_value(draw_distribution(method_id), [](const std::vector<Fraction>& fractions) {
    val out = val::array();
    for (const auto& f : fractions) {
      val item = val::object();
      item.set("num", static_cast<double>(f.num));
      item.set("den", static_cast<double>(f.den));
      out.call<void>("push", item);
    }
    return out;
  });
}

val draw_with_values(const std::string& method_id, const val& values) {
  return result_value(draw_with(method_id, emscripten::vecFromJSArray<std::string>(values)),
                      [](int n) { return val(n); });
}

val rounds_array(const std::vector<TournamentRound>& rounds) {
  val out = val::array();
  for (const auto& r : rounds) {
    val item = val::object();
    item.set("round", r.round);
    item.set("number", r.number);
    item.set("draw", r.draw);
    item.set("swapColours", r.swap_colours);
    out.call<void>("push", item);
  }
  return out;
}

// Returns the checked options (or an error) for rounds given as a JS number.
Result<TournamentOptions> options_from(double rounds, const val& exclude, bool both_colours) {
  auto count = checked_round_count(rounds);
  if (!count) return count.error();
  return check_tournament_options(
      TournamentOptions{count.value(), emscripten::vecFromJSArray<int>(exclude), both_colours});
}

// Returns { value: positions needed } or an error.
val tournament_check(double rounds, const val& exclude, bool both_colours) {
  return result_value(options_from(rounds, exclude, both_colours),
                      [](const TournamentOptions& o) { return val(tournament_positions_needed(o)); });
}

val tournament_seeded(double rounds, const val& exclude, bool both_colours, const std::string& seed) {
  auto options = options_from(rounds, exclude, both_colours);
  if (!options) return error_value(options.error());
  return result_value(tournament_draw(options.value(), seed), rounds_array);
}

val tournament_numbers(double rounds, const val& exclude, bool both_colours, const val& numbers) {
  auto options = options_from(rounds, exclude, both_colours);
  if (!options) return error_value(options.error());
  return result_value(tournament_from_numbers(options.value(), emscripten::vecFromJSArray<int>(numbers)),
                      rounds_array);
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_draw) {
  using namespace c960::bind;
  emscripten::class_<DrawHandle>("DrawHandle")
      .constructor<std::string>()
      .function("startError", &DrawHandle::startError)
      .function("method", &DrawHandle::method)
      .function("next", &DrawHandle::next)
      .function("give", &DrawHandle::give)
      .function("undo", &DrawHandle::undo)
      .function("done", &DrawHandle::done)
      .function("result", &DrawHandle::result)
      .function("backRank", &DrawHandle::backRank)
      .function("backRankDe", &DrawHandle::backRankDe)
      .function("history", &DrawHandle::history)
      .function("state", &DrawHandle::currentState);
  emscripten::function("drawMethods", &method_list);
  emscripten::function("drawDistribution", &distribution);
  emscripten::function("drawWith", &draw_with_values);
  emscripten::function("tournamentCheck", &tournament_check);
  emscripten::function("tournamentSeeded", &tournament_seeded);
  emscripten::function("tournamentFromNumbers", &tournament_numbers);
}
