// Embind bindings for PGN: a database of the games of a text (filled in pieces, then indexed),
// its games' tags, errors and replays, and writing a game (ids of wasm/game_handles.h).
// Type conversion only: answers are JSON text (wasm/json_writer.h), read by wasm/js/pgn.js.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <emscripten/bind.h>
#include <emscripten/emmalloc.h>

#include "game/pgn_database.h"
#include "game_handles.h"
#include "heap_room.h"
#include "json_writer.h"

namespace c960::bind {

// The heap kept free beside the PGN texts and indexes for every other call (games, answers).
constexpr std::size_t kSpareHeap = std::size_t(16) << 20;

// Called as emmalloc_malloc: the optimiser may drop a malloc/free pair whose block is not used.
bool heap_has_room(std::size_t bytes) {
  void* block = emmalloc_malloc(std::max<std::size_t>(bytes, 1));
  if (!block) return false;
  std::size_t left = emmalloc_unclaimed_heap_memory() + emmalloc_free_dynamic_memory();
  emmalloc_free(block);
  return left >= kSpareHeap;
}

namespace {

// A PGN text being received in pieces, then its database.
struct PgnFile {
  std::string text;
  std::optional<PgnDatabase> db;
};

HandleTable<PgnFile>& files() {
  static HandleTable<PgnFile> table;
  return table;
}

std::string deleted_file_json() {
  return error_json(
      make_error(ErrorCode::PgnDeleted, "this PGN database was deleted: read the text again"));
}

// Returns answer(database) for an indexed database and a game number in range, else the error.
template <class Answer>
std::string on_game_of(int id, int index, Answer answer) {
  PgnFile* file = files().find(id);
  if (!file || !file->db) return deleted_file_json();
  PgnDatabase& db = *file->db;
  if (db.size() == 0)
    return error_json(make_error(ErrorCode::PgnEmpty, "the PGN text holds no game"));
  if (index < 0 || std::size_t(index) >= db.size())
    return error_json(make_error(ErrorCode::PgnGameNumber,
                                 "there is no game " + std::to_string(index + 1) +
                                     ": the text has " + std::to_string(db.size()) + " games"));
  return answer(db, std::size_t(index));
}

void write_tags(Json& json, const std::vector<PgnTag>& tags) {
  json.begin_array();
  for (const PgnTag& tag : tags) json.begin_array().str(tag.name).str(tag.value).end_array();
  json.end_array();
}

// Returns ERR_PGN_TOO_LARGE for a PGN text of `bytes` the module's memory cannot hold now.
std::string no_room_json(std::size_t bytes) { return error_json(PgnDatabase::no_memory(bytes)); }

// Returns { value: id } of a new, empty PGN text with room for `bytes` (a hint), or
// ERR_PGN_TOO_LARGE when the memory for them is not there.
std::string pgn_db_new(double bytes) {
  auto file = std::make_unique<PgnFile>();
  if (bytes > 0 && bytes <= double(kMaxPgnBytes)) {
    if (!heap_has_room(std::size_t(bytes) + 1)) return no_room_json(std::size_t(bytes));
    file->text.reserve(std::size_t(bytes));
  }
  return value_json([&](Json& json) { json.number(files().add(std::move(file))); });
}

// Makes room in `text` for `more` bytes (at least doubling, where the memory is there);
// false when not even the exact room is.
bool grow_text(std::string& text, std::size_t more) {
  std::size_t needed = text.size() + more;
  if (needed <= text.capacity()) return true;
  std::size_t doubled = std::min(std::max(needed, 2 * text.capacity()), kMaxPgnBytes);
  std::size_t room = heap_has_room(doubled + 1) ? doubled : needed;
  if (room == needed && !heap_has_room(needed + 1)) return false;
  text.reserve(room);
  return true;
}

// Appends a piece of the text; ERR_PGN_TOO_LARGE once the text passes the limit or the memory
// for it is not there (the text received so far is dropped).
std::string pgn_db_append(int id, const std::string& piece) {
  PgnFile* file = files().find(id);
  if (!file || file->db) return deleted_file_json();
  std::size_t bytes = file->text.size() + piece.size();
  if (auto refused = PgnDatabase::refuse_size(bytes)) {
    file->text = std::string();
    return error_json(*refused);
  }
  if (!grow_text(file->text, piece.size())) {
    file->text = std::string();
    return no_room_json(bytes);
  }
  file->text += piece;
  return value_json([](Json& json) { json.null(); });
}

// Indexes the text received; returns { value: number of games }.
std::string pgn_db_index(int id) {
  PgnFile* file = files().find(id);
  if (!file || file->db) return deleted_file_json();
  auto db = PgnDatabase::index(std::move(file->text), heap_has_room);
  file->text = std::string();
  if (!db) return error_json(db.error());
  file->db.emplace(std::move(db.value()));
  return value_json([&](Json& json) { json.number(static_cast<long long>(file->db->size())); });
}

// Returns { value: { line, plies, result } } of game `index`, with `tags` and `startNumber`
// when `with_tags` (read from the text again).
std::string pgn_db_game(int id, int index, bool with_tags) {
  return on_game_of(id, index, [&](PgnDatabase& db, std::size_t i) {
    PgnGameInfo info = db.info(i);
    return value_json([&](Json& json) {
      json.begin_object().key("line").number(info.line).key("plies").number(info.plies);
      json.key("result").str(info.result);
      if (with_tags) {
        std::vector<PgnTag> tags = db.tags(i);
        std::optional<int> number = pgn_start_number(tags);
        json.key("tags");
        write_tags(json, tags);
        json.key("startNumber");
        if (number)
          json.number(*number);
        else
          json.null();
      }
      json.end_object();
    });
  });
}

// Returns { value: null } when game `index` reads, else { value: { code, message, line } }.
std::string pgn_db_error(int id, int index) {
  return on_game_of(id, index, [](PgnDatabase& db, std::size_t i) {
    std::optional<Error> error = db.error(i);
    if (!error) return value_json([](Json& json) { json.null(); });
    return "{\"value\":" + error_json(*error) + "}";
  });
}

// Returns { value: { id, tags, result } } for a new game of game `index` (its whole tree,
// standing at the end of its main line), or its error.
std::string pgn_db_open(int id, int index) {
  return on_game_of(id, index, [](PgnDatabase& db, std::size_t i) {
    auto pgn = db.open_whole(i, heap_has_room);
    if (!pgn) return error_json(pgn.error());
    int game = games().add(
        std::make_unique<GameRecord>(std::move(pgn.value().tree), std::move(pgn.value().game)));
    return value_json([&](Json& json) {
      json.begin_object().key("id").number(game).key("tags");
      write_tags(json, pgn.value().tags);
      json.key("result").str(pgn.value().result).end_object();
    });
  });
}

// Frees a PGN text or database (no effect for an unknown id).
void pgn_db_free(int id) { files().remove(id); }

// Returns { value: PGN text } of the game with every line, SAN in the named letters; `tag_list`
// holds name, value, name, value, … (split_list).
std::string pgn_write(int id, const std::string& tag_list, const std::string& letters) {
  return on_record(id, [&](const GameRecord& record) {
    if (!answer_fits(answer_bytes(record.tree(), nullptr)))
      return error_json(make_error(ErrorCode::PgnTooLarge,
                                   "there is not enough memory to write this game beside the PGN "
                                   "databases still open: delete() those no longer needed"));
    std::vector<std::string> items = split_list(tag_list);
    std::vector<PgnTag> tags;
    for (std::size_t i = 0; i + 1 < items.size(); i += 2) tags.push_back({items[i], items[i + 1]});
    return value_json([&](Json& json) {
      json.str(write_pgn(record.tree(), record.main_game(), tags, letters_of(letters)));
    });
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn) {
  using namespace c960::bind;
  emscripten::function("pgnDbNew", &pgn_db_new);
  emscripten::function("pgnDbAppend", &pgn_db_append);
  emscripten::function("pgnDbIndex", &pgn_db_index);
  emscripten::function("pgnDbGame", &pgn_db_game);
  emscripten::function("pgnDbError", &pgn_db_error);
  emscripten::function("pgnDbOpen", &pgn_db_open);
  emscripten::function("pgnDbFree", &pgn_db_free);
  emscripten::function("pgnWrite", &pgn_write);
}
