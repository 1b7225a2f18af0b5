// The games the JS wrapper owns (api.Game) and the JSON writers the game bindings share
// (wasm/bind_game.cpp, bind_view.cpp, bind_pgn.cpp).
#pragma once
#include <string>

#include "game/game_record.h"
#include "handle_table.h"
#include "json_writer.h"
#include "letters.h"

namespace c960::bind {

// Returns the table of live games (each a tree of lines and the Game of the line it stands on),
// named by the ids wasm/js/game.js keeps in `_handle`.
HandleTable<GameRecord>& games();
// Returns the ERR_GAME_DELETED answer, for an id that names no game.
std::string deleted_game_json();

// Writes { from: [to, …] } in a1..h8 order.
void write_dests(Json& json, const std::vector<MoveDestinations>& dests);
// Writes { result, reason (null while none), check, checkSquare (null without check) }.
void write_status(Json& json, const GameStatus& status);

// Writes a legal move of `pos` spelled out (wasm/bind_board.cpp; package/types/index.d.ts,
// MoveDetails): { from, to, piece, captured, promotion, enPassant, castling, check, san, uci }.
void write_move(Json& json, const Position& pos, Move m, Letters letters);

// Returns the square named by text, or ERR_SQUARE.
Result<Square> square_of(const std::string& text);

// Returns answer(game) for the Game of the current line of the game with this id, or the
// ERR_GAME_DELETED answer.
template <class Answer>
std::string on_game(int id, Answer answer) {
  return games().with(
      id, [&](GameRecord& record) { return answer(record.game()); }, deleted_game_json);
}

// Returns answer(record) for the game with this id (its tree and line), or ERR_GAME_DELETED.
template <class Answer>
std::string on_record(int id, Answer answer) {
  return games().with(id, answer, deleted_game_json);
}

}  // namespace c960::bind
