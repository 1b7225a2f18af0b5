// Embind bindings of the draw module (chess960-draw.js): the draw machines and their exact
// distributions. Type conversion only: answers are JSON text (wasm/json_writer.h), read by
// wasm/draw/draw.js; the machines JS owns are named by ids (wasm/handle_table.h). A finished
// draw answers with its whole start position, as the rules module's startPosition writes it.
#include <emscripten/bind.h>

#include "draw/draw.h"
#include "handle_table.h"
#include "json_writer.h"
#include "start_position_json.h"
#include "text.h"

namespace c960::bind {
namespace {

HandleTable<DrawMachine> draws;

// Returns the answer for an id that names no machine (deleted, or never started).
std::string deleted_json() {
  return error_json(make_error(ErrorCode::DrawDeleted, "this draw was deleted; start a new one."));
}

// Returns `answer(machine)` for the draw with this id, or ERR_DRAW_DELETED.
template <class Answer>
std::string on_draw(int id, Answer answer) {
  return draws.with(id, answer, deleted_json);
}

// Writes the options as JSON numbers for numeric steps, else as strings.
void write_options(Json& json, const std::vector<std::string>& items, bool numeric) {
  if (!numeric) {
    json.strings(items);
    return;
  }
  json.begin_array();
  for (const auto& s : items) json.number(digits_value(s));
  json.end_array();
}

// Writes a file 0..7 as its square on the first rank ("c1").
Json& first_rank_square(Json& json, int file) {
  return json.str(std::string{static_cast<char>('a' + file), '1'});
}

// Writes files as an array of square names.
void write_squares(Json& json, const std::vector<int>& files) {
  json.begin_array();
  for (int f : files) first_rank_square(json, f);
  json.end_array();
}

// Writes the members of the facts that are set: value, piece, square, from, k, inBag, number,
// counts, squares, player (draw.h: unset fields are 0, -1 or empty).
void write_facts(Json& json, const DrawFacts& f) {
  if (f.value) json.key("value").number(f.value);
  if (f.piece) json.key("piece").str(std::string(1, f.piece));
  if (f.square >= 0) first_rank_square(json.key("square"), f.square);
  if (f.from >= 0) first_rank_square(json.key("from"), f.from);
  if (f.k) json.key("k").number(f.k);
  if (f.in_bag) json.key("inBag").number(f.in_bag);
  if (f.number) json.key("number").number(f.number);
  if (!f.counts.empty()) {
    json.key("counts").begin_array();
    for (int c : f.counts) json.number(c);
    json.end_array();
  }
  if (!f.squares.empty()) write_squares(json.key("squares"), f.squares);
  if (!f.player.empty()) json.key("player").str(f.player);
}

// Writes what a machine needs next: { kind, step, options, rerolls, outcomes, freeSquares,
// among?, count?, square?, from?, left?, right?, toPlace?, sides?, die?, piece?, player? }.
void write_request(Json& json, const DrawRequest& req) {
  json.begin_object().key("kind").str(req.kind_name).key("step").str(req.step);
  write_options(json.key("options"), req.options, req.numeric);
  write_options(json.key("rerolls"), req.rerolls, req.numeric);
  json.key("outcomes").begin_array();
  for (const auto& o : req.outcomes) {
    json.begin_object();
    write_facts(json, o);
    json.end_object();
  }
  json.end_array();
  write_squares(json.key("freeSquares"), req.free_squares);
  if (!req.among.empty()) json.key("among").str(req.among);
  if (req.count) json.key("count").number(req.count);
  if (req.square >= 0) first_rank_square(json.key("square"), req.square);
  if (req.from >= 0) first_rank_square(json.key("from"), req.from);
  if (req.left >= 0) first_rank_square(json.key("left"), req.left);
  if (req.right >= 0) first_rank_square(json.key("right"), req.right);
  if (!req.to_place.empty()) json.key("toPlace").str(req.to_place);
  if (req.sides) json.key("sides").number(req.sides).key("die").str(req.die);
  if (req.piece) json.key("piece").str(std::string(1, req.piece));
  if (!req.player.empty()) json.key("player").str(req.player);
  json.end_object();
}

// Returns { value: { backRank, done, events, history } }; events [] without a note.
std::string state_json(const DrawMachine& draw, const DrawNote* note) {
  return value_json([&](Json& json) {
    json.begin_object()
        .key("backRank")
        .str(draw.partial_back_rank())
        .key("done")
        .boolean(draw.done())
        .key("events")
        .begin_array();
    for (const auto& e : note ? note->events : std::vector<DrawEvent>{}) {
      json.begin_object().key("event").str(e.id);
      write_facts(json, e);
      json.end_object();
    }
    json.end_array().key("history").strings(draw.history());
    json.key("pieces").pieces(start_pieces(draw.partial_rank())).end_object();
  });
}

// Returns { value: { id, method } } for a new machine, or ERR_DRAW_METHOD.
std::string draw_start(const std::string& method_id) {
  auto started = start_draw(method_id);
  if (!started) return error_json(started.error());
  std::string method = started.value()->method();
  int id = draws.add(std::move(started.value()));
  return value_json([&](Json& json) {
    json.begin_object().key("id").number(id).key("method").str(method).end_object();
  });
}

// Frees the machine with this id (unknown ids are ignored).
void draw_free(int id) { draws.remove(id); }

// Returns what the machine needs next (see write_request).
std::string draw_next(int id) {
  return on_draw(id, [](DrawMachine& d) {
    return value_json([&](Json& json) { write_request(json, d.next()); });
  });
}

// Takes one value as text; returns the state with the note, or the core's error.
std::string draw_give(int id, const std::string& value) {
  return on_draw(id, [&](DrawMachine& d) {
    auto note = d.give(value);
    return note ? state_json(d, &note.value()) : error_json(note.error());
  });
}

// Goes back one value; returns the state, or ERR_DRAW_UNDO at the start.
std::string draw_undo(int id) {
  return on_draw(id, [](DrawMachine& d) {
    return d.undo() ? state_json(d, nullptr)
                    : error_json(make_error(ErrorCode::DrawUndo,
                                            "nothing to undo: no value has been given yet."));
  });
}

// Returns { value: true/false }: whether the start position is complete.
std::string draw_done(int id) {
  return on_draw(
      id, [](DrawMachine& d) { return value_json([&](Json& json) { json.boolean(d.done()); }); });
}

// Returns the finished start position, or ERR_DRAW_UNFINISHED.
std::string draw_result(int id) {
  return on_draw(id, [](DrawMachine& d) { return result_json(d.result(), write_start_number); });
}

// Returns the back rank so far in English letters.
std::string draw_back_rank(int id) {
  return on_draw(id, [](DrawMachine& d) {
    return value_json([&](Json& json) { json.str(d.partial_back_rank()); });
  });
}

// Returns the accepted values so far as text.
std::string draw_history(int id) {
  return on_draw(id, [](DrawMachine& d) {
    return value_json([&](Json& json) { json.strings(d.history()); });
  });
}

// Returns the state without a note.
std::string draw_state(int id) {
  return on_draw(id, [](DrawMachine& d) { return state_json(d, nullptr); });
}

// Returns [{ id, random }] for every draw method.
std::string method_list() {
  return value_json([](Json& json) {
    json.begin_array();
    for (const auto& m : draw_methods())
      json.begin_object().key("id").str(m.id).key("random").boolean(m.random).end_object();
    json.end_array();
  });
}

// Returns the 960 fractions [{ num, den }], or the core's error.
std::string distribution(const std::string& method_id) {
  return result_json(draw_distribution(method_id),
                     [](Json& json, const std::vector<Fraction>& fractions) {
                       json.begin_array();
                       for (const auto& f : fractions)
                         json.begin_object()
                             .key("num")
                             .number(static_cast<long long>(f.num))
                             .key("den")
                             .number(static_cast<long long>(f.den))
                             .end_object();
                       json.end_array();
                     });
}

// Returns the start position a whole draw from NUL-ended values comes to, or the core's error.
std::string draw_with_values(const std::string& method_id, const std::string& values) {
  return result_json(draw_with(method_id, split_list(values)), write_start_number);
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_draw_module) {
  using namespace c960::bind;
  emscripten::function("drawStart", &draw_start);
  emscripten::function("drawFree", &draw_free);
  emscripten::function("drawNext", &draw_next);
  emscripten::function("drawGive", &draw_give);
  emscripten::function("drawUndo", &draw_undo);
  emscripten::function("drawDone", &draw_done);
  emscripten::function("drawResult", &draw_result);
  emscripten::function("drawBackRank", &draw_back_rank);
  emscripten::function("drawHistory", &draw_history);
  emscripten::function("drawState", &draw_state);
  emscripten::function("drawMethods", &method_list);
  emscripten::function("drawDistribution", &distribution);
  emscripten::function("drawWith", &draw_with_values);
}
