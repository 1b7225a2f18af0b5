// The games the JS wrapper owns (api.Game), shared by wasm/bind_game.cpp and wasm/bind_pgn.cpp.
#pragma once
#include <string>

#include "game/game.h"
#include "handle_table.h"

namespace c960::bind {

// Returns the table of live games, named by the ids wasm/js/20-game.js keeps in `_handle`.
HandleTable<Game>& games();
// Returns the ERR_GAME_DELETED answer, for an id that names no game.
std::string deleted_game_json();

// Returns answer(game) for the game with this id, or the ERR_GAME_DELETED answer.
template <class Answer>
std::string on_game(int id, Answer answer) {
  return games().with(id, answer, deleted_game_json);
}

}  // namespace c960::bind
