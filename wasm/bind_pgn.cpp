// Embind bindings for PGN: reading into a new game and writing a game (ids of wasm/game_handles.h).
// Type conversion only: answers are JSON text (wasm/json_writer.h), read by wasm/js/25-pgn.js.
#include <memory>
#include <string>
#include <vector>

#include <emscripten/bind.h>

#include "game/pgn.h"
#include "game_handles.h"
#include "json_writer.h"

namespace c960::bind {
namespace {

// Returns { value: { id, tags: [[name, value], …], result } } for a new game replaying the PGN
// text, or an error.
std::string pgn_load(const std::string& text) {
  auto pgn = read_pgn(text);
  if (!pgn) return error_json(pgn.error());
  int id = games().add(std::make_unique<Game>(std::move(pgn.value().game)));
  return value_json([&](Json& json) {
    json.begin_object().key("id").number(id).key("tags").begin_array();
    for (const PgnTag& tag : pgn.value().tags)
      json.begin_array().str(tag.name).str(tag.value).end_array();
    json.end_array().key("result").str(pgn.value().result).end_object();
  });
}

// Returns { value: PGN text } of the game; `tag_list` holds name, value, name, value, …
// (split_list).
std::string pgn_write(int id, const std::string& tag_list) {
  return on_game(id, [&](Game& game) {
    std::vector<std::string> items = split_list(tag_list);
    std::vector<PgnTag> tags;
    for (std::size_t i = 0; i + 1 < items.size(); i += 2) tags.push_back({items[i], items[i + 1]});
    return value_json([&](Json& json) { json.str(write_pgn(game, tags)); });
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn) {
  using namespace c960::bind;
  emscripten::function("pgnLoad", &pgn_load);
  emscripten::function("pgnWrite", &pgn_write);
}
