// Bindings for the game (games named by ids, wasm/game_handles.h) and perft. Type conversion
// only: answers are JSON text (wasm/json_writer.h), read by wasm/js/game.js. The questions asked
// most (turn, FEN, dests, status…) are one plain C export writing into the wrapper's buffer, and
// so are a new game (its text read from that buffer) and the legal moves (16-bit moves): no
// Embind conversion, no allocation for the answer, no separate heap check from JS.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include "game_handles.h"
#include "heap_room.h"
#include "json_writer.h"
#include "notation/perft_of_fen.h"
#include "notation/uci.h"
#include "text.h"

namespace c960::bind {

// The one table of games (declared in wasm/game_handles.h).
HandleTable<GameRecord>& games() {
  static HandleTable<GameRecord> table;
  return table;
}

// The answer for an id that names no game (declared in wasm/game_handles.h).
std::string deleted_game_json() {
  return error_json(
      make_error(ErrorCode::GameDeleted, "this game was deleted: create a new api.Game"));
}

void write_dests(Json& json, const std::vector<MoveDestinations>& dests) {
  json.begin_object();
  for (const MoveDestinations& entry : dests) {
    const char name[3] = {char('a' + file_of(entry.from)), char('1' + rank_of(entry.from)), 0};
    json.key(name).begin_array();
    for (Square to : entry.to) json.square(to);
    json.end_array();
  }
  json.end_object();
}

void write_status(Json& json, const GameStatus& status) {
  json.begin_object().key("result").str(result_name(status.result)).key("reason");
  const char* reason = reason_name(status.reason);
  if (*reason)
    json.str(reason);
  else
    json.null();
  json.key("check").boolean(status.check).key("checkSquare").square(status.checked_king);
  json.end_object();
}

namespace {

// Writes a string value.
void write_text(Json& json, const std::string& text) { json.str(text); }

// Returns the id of a new game that is a copy of the game with this id (every line).
std::string game_clone(int id) {
  return on_record(id, [&](const GameRecord& record) {
    int copy = games().add(std::make_unique<GameRecord>(record));
    return value_json([&](Json& json) { json.number(copy); });
  });
}

// Returns the current FEN (X-FEN, or Shredder-FEN castling letters).
std::string fen(int id, bool shredder) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) {
      json.str(game.fen(shredder ? CastlingNotation::Shredder : CastlingNotation::XFen));
    });
  });
}

// Returns the FEN the game started from.
std::string start_fen(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.str(game.start_fen()); });
  });
}

// Returns the FEN before the half-move whose number is `ply_text`, or ERR_PLY_RANGE.
std::string fen_at(int id, const std::string& ply_text) {
  return on_game(id, [&](const Game& game) {
    auto ply =
        parse_whole_number(ply_text, 0, int(game.history().size()), ErrorCode::PlyRange, "the ply");
    if (!ply) return error_json(ply.error());
    return result_json(game.fen_at(ply.value()), write_text);
  });
}

// Returns "w" or "b".
std::string turn(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.str(game.turn() == Color::White ? "w" : "b"); });
  });
}

// Returns the fullmove number.
std::string move_number(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.number(game.move_number()); });
  });
}

// Returns the legal moves as SAN in the named letters (letters.h).
std::string legal_moves_san(int id, const std::string& letters) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.strings(game.legal_moves_san(letters_of(letters))); });
  });
}

// Returns { from: [to, …] }.
std::string dests(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { write_dests(json, game.dests()); });
  });
}

// Plays a move (UCI, or SAN read in the named letters); returns its SAN or an error.
std::string play(int id, const std::string& text, const std::string& letters) {
  return on_record(id, [&](GameRecord& record) {
    return result_json(record.play(text, letters_of(letters)), write_text);
  });
}

// Takes back the last move; returns its SAN, or null at the start.
std::string undo(int id) {
  return on_record(id, [&](GameRecord& record) {
    auto san = record.undo();
    return value_json([&](Json& json) { san ? json.str(*san) : json.null(); });
  });
}

// Returns the moves played as SAN in the named letters (letters.h).
std::string history_san(int id, const std::string& letters) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.strings(game.history_san(letters_of(letters))); });
  });
}

// Returns the moves played as UCI.
std::string history_uci(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) {
      json.begin_array();
      for (const PlayedMove& played : game.history()) json.str(played.uci);
      json.end_array();
    });
  });
}

// Returns { result, reason, check }.
std::string status(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { write_status(json, game.status()); });
  });
}

// Returns the reason a draw may be claimed now ("threefold", "fifty-move"), else false.
std::string claimable_draw(int id) {
  return on_game(id, [&](const Game& game) {
    GameEndReason reason = game.claimable_draw();
    return value_json([&](Json& json) {
      reason == GameEndReason::None ? json.boolean(false) : json.str(reason_name(reason));
    });
  });
}

// Claims a draw; returns the status or an error.
std::string claim_draw(int id) {
  return on_record(
      id, [&](GameRecord& record) { return result_json(record.claim_draw(), write_status); });
}

// Returns the UCI of a legal move given as SAN or UCI, or an error.
std::string to_uci(int id, const std::string& text) {
  return on_game(id, [&](const Game& game) {
    return result_json(game.parse_move(text), [](Json& json, Move m) { json.str(move_to_uci(m)); });
  });
}

// Returns the SAN of a legal move given as UCI or SAN, or an error.
std::string to_san(int id, const std::string& text) {
  return on_game(id, [&](const Game& game) {
    return result_json(game.parse_move(text),
                       [&](Json& json, Move m) { json.str(move_to_san(game.position(), m)); });
  });
}

// Returns how often the current position has occurred.
std::string repetition_count(int id) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) { json.number(game.repetition_count()); });
  });
}

// Returns the leaf-node budget of a whole number the JS wrapper checked (0: none).
uint64_t node_budget(double nodes) { return nodes > 0 ? uint64_t(nodes) : kNoNodeBudget; }

// Returns the perft node count of a FEN at a depth given as text, within a node budget (0:
// none), or an error.
std::string perft(const std::string& fen, const std::string& depth, double budget) {
  return result_json(perft_of_fen(fen, depth, node_budget(budget)),
                     [](Json& json, uint64_t nodes) { json.number((long long)nodes); });
}

// Returns { uci: nodes } for each legal move of a FEN within a node budget (0: none), or an
// error.
std::string divide(const std::string& fen, const std::string& depth, double budget) {
  return result_json(divide_of_fen(fen, depth, node_budget(budget)),
                     [](Json& json, const std::vector<DivideEntry>& entries) {
                       json.begin_object();
                       for (const DivideEntry& entry : entries)
                         json.key(move_to_uci(entry.move).c_str()).number((long long)entry.nodes);
                       json.end_object();
                     });
}

// The room of the wrapper's buffer (wasm/js/game.js): the answers but a long game's history take
// under 2 KB (the destinations of 218 moves); c960_game_new writes its refusals there.
constexpr std::size_t kAnswerBytes = 8192;

// Returns the JSON answer of question `question` (the order of QUESTIONS in wasm/js/game.js)
// about the game with this id.
std::string question_json(int id, int question) {
  switch (question) {
    case 0: return start_fen(id);
    case 1: return turn(id);
    case 2: return move_number(id);
    case 3: return dests(id);
    case 4: return undo(id);
    case 5: return status(id);
    case 6: return claimable_draw(id);
    case 7: return claim_draw(id);
    case 8: return repetition_count(id);
    case 9: return fen(id, false);
    case 10: return fen(id, true);
    default: return history_uci(id);
  }
}

}  // namespace
}  // namespace c960::bind

extern "C" {

// Writes the JSON answer of a question about a game into out[0..room) and returns its length;
// minus its length when it does not fit (a long game's history: the wrapper asks again with room
// for it); 0, before anything is asked or changed and without allocating, when the heap cannot
// take the call (the wrapper's ERR_OUT_OF_MEMORY).
EMSCRIPTEN_KEEPALIVE int c960_game_answer(int id, int question, char* out, int room) {
  using namespace c960::bind;
  if (!heap_ready(0)) return 0;
  std::string json = question_json(id, question);
  if (json.size() > std::size_t(room)) return -int(json.size());
  std::memcpy(out, json.data(), json.size());
  return int(json.size());
}

// Writes the legal moves of a game into out[] as 16-bit moves (Move::raw(): the wrapper spells
// them as UCI) and returns how many; -1 when the heap cannot take the call (or no game has this
// id: the wrapper asks only for the games it holds).
EMSCRIPTEN_KEEPALIVE int c960_game_moves(int id, uint16_t* out) {
  using namespace c960::bind;
  const c960::GameRecord* record = games().find(id);
  if (!record || !heap_ready(0)) return -1;
  int count = 0;
  for (c960::Move m : record->game().legal_moves()) out[count++] = m.raw();
  return count;
}

// Makes a game from the UTF-8 text[0..length) (a start number or a FEN) and returns
// its id; else writes the JSON error into out[0..8192) and returns minus its length, or returns
// 0 (the wrapper's ERR_OUT_OF_MEMORY) when the heap cannot take the call.
EMSCRIPTEN_KEEPALIVE int c960_game_new(const char* text, int length, char* out) {
  using namespace c960::bind;
  // The room the wrapper's guard asks for a text argument (wasm/js/heap.js), UTF-8 bytes counted
  // as characters: refused exactly where gameNew was, before play() (two such arguments) is.
  if (!heap_ready(2 * (3 * std::size_t(length) + 16))) return 0;
  auto loaded = c960::Game::start_of_text(std::string_view(text, std::size_t(length)));
  if (loaded) return games().add(std::make_unique<c960::GameRecord>(loaded.value()));
  std::string json = error_json(loaded.error());
  std::size_t size = std::min(json.size(), kAnswerBytes);
  std::memcpy(out, json.data(), size);
  return -int(size);
}

// Frees the game with this id (no effect for an unknown id): a plain export, as delete() is
// the other half of every new Game.
EMSCRIPTEN_KEEPALIVE void c960_game_free(int id) { c960::bind::games().remove(id); }

}  // extern "C"

EMSCRIPTEN_BINDINGS(chess960_game) {
  using namespace c960::bind;
  emscripten::function("gameClone", &game_clone);
  emscripten::function("gameFenAt", &fen_at);
  emscripten::function("gameLegalMovesSan", &legal_moves_san);
  emscripten::function("gamePlay", &play);
  emscripten::function("gameHistory", &history_san);
  emscripten::function("gameSanToUci", &to_uci);
  emscripten::function("gameUciToSan", &to_san);
  emscripten::function("perft", &perft);
  emscripten::function("divide", &divide);
}
