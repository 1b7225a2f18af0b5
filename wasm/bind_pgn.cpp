// Embind bindings for PGN: reading into and writing from a GameHandle. Type conversion only.
#include <emscripten/bind.h>

#include <string>
#include <vector>

#include "bind_util.h"
#include "pgn.h"

using emscripten::val;

namespace c960::bind {
namespace {

// Replaces the game by the one the PGN text records; returns { value: { tags, result } } or an error.
val pgn_load(Game& game, const std::string& text) {
  auto pgn = read_pgn(text);
  if (!pgn) return error_value(pgn.error());
  game = pgn.value().game;
  val tags = val::array();
  for (const PgnTag& tag : pgn.value().tags) {
    val pair = val::array();
    pair.call<void>("push", tag.name);
    pair.call<void>("push", tag.value);
    tags.call<void>("push", pair);
  }
  val out = val::object();
  out.set("tags", tags);
  out.set("result", pgn.value().result);
  return ok_value(out);
}

// Returns the PGN text of the game; `names` and `values` are the tag pairs in order.
std::string pgn_write(const Game& game, const std::vector<std::string>& names,
                      const std::vector<std::string>& values) {
  std::vector<PgnTag> tags;
  for (size_t i = 0; i < names.size() && i < values.size(); ++i) tags.push_back({names[i], values[i]});
  return write_pgn(game, tags);
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn) {
  using namespace c960::bind;
  emscripten::register_vector<std::string>("StringList");
  emscripten::function("pgnLoad", &pgn_load);
  emscripten::function("pgnWrite", &pgn_write);
}
