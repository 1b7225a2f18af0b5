// A PGN file of any number of games: the one-pass index and replay on demand.
#include "game/pgn_database.h"

#include <algorithm>
#include <string_view>

namespace c960 {
namespace {

constexpr const char* kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};

std::uint8_t result_index(const std::string& result) {
  for (std::uint8_t i = 0; i < 4; ++i)
    if (result == kResults[i]) return i;
  return 0;
}

}  // namespace

std::optional<Error> PgnDatabase::refuse_size(std::size_t bytes) {
  if (bytes <= kMaxPgnBytes) return std::nullopt;
  return make_error(ErrorCode::PgnTooLarge, "the PGN text is larger than " +
                                                std::to_string(kMaxPgnBytes >> 20) +
                                                " MiB, the most read at once: split the file");
}

Error PgnDatabase::no_memory(std::size_t bytes) {
  return make_error(ErrorCode::PgnTooLarge, "there is not enough memory for a PGN text of " +
                                                std::to_string((bytes >> 20) + 1) +
                                                " MiB beside the databases still open: delete() "
                                                "those no longer needed");
}

bool PgnDatabase::add(const Entry& entry, HeapRoom has_room) {
  if (games_.size() == games_.capacity()) {
    std::size_t more = std::max<std::size_t>(64, games_.capacity());  // doubling, as push_back
    if (has_room && !has_room((games_.capacity() + more) * sizeof(Entry))) return false;
    games_.reserve(games_.capacity() + more);
  }
  games_.push_back(entry);
  return true;
}

Result<PgnDatabase> PgnDatabase::index(std::string text, HeapRoom has_room) {
  if (auto refused = refuse_size(text.size())) return *refused;
  PgnDatabase db;
  db.text_ = std::move(text);
  std::string_view all = db.text_;
  std::size_t pos = 0;
  int line = 1;
  for (;;) {
    PgnScan scan = scan_pgn_game(all, pos, line, PgnRead::Count);
    if (!scan.found) break;
    Entry entry;
    entry.begin = std::uint32_t(scan.begin);
    entry.end = std::uint32_t(scan.end);
    entry.line = scan.line;
    entry.plies = scan.plies;
    entry.result = result_index(scan.game.result);
    if (scan.error) entry.verdict = Verdict::Bad;
    if (!db.add(entry, has_room)) return no_memory(db.text_.size());
    if (scan.end <= pos) break;  // cannot happen: every game consumes text; kept as a guard
    pos = scan.end;
    line = scan.end_line;
  }
  // Spare room goes back where the memory for an exact copy is there (a text received in
  // pieces may hold some).
  if (!has_room || has_room(db.games_.size() * sizeof(Entry))) db.games_.shrink_to_fit();
  if (db.text_.capacity() > db.text_.size() && (!has_room || has_room(db.text_.size())))
    db.text_.shrink_to_fit();
  return db;
}

PgnScan PgnDatabase::scan(std::size_t i, PgnRead read) const {
  const Entry& entry = games_[i];
  std::string_view game(text_.data(), entry.end);  // the game's own end bounds the scan
  return scan_pgn_game(game, entry.begin, entry.line, read);
}

PgnGameInfo PgnDatabase::info(std::size_t i) const {
  const Entry& entry = games_[i];
  return PgnGameInfo{entry.line, entry.plies, kResults[entry.result]};
}

std::vector<PgnTag> PgnDatabase::tags(std::size_t i) const {
  return scan(i, PgnRead::Tags).game.tags;
}

Result<PgnGame> PgnDatabase::open(std::size_t i) const {
  PgnScan found = scan(i, PgnRead::Moves);
  if (found.error) return *found.error;
  return replay_pgn(found.game);
}

// Games of at most this much text open without asking `has_room`: the room every call is left
// (16 MiB in the WebAssembly module) holds their trees, and asking costs a walk of the heap.
constexpr std::size_t kAskRoomBytes = std::size_t(1) << 20;

Result<PgnWholeGame> PgnDatabase::open_whole(std::size_t i, HeapRoom has_room) const {
  std::size_t bytes = games_[i].end - games_[i].begin;
  if (has_room && bytes > kAskRoomBytes && !has_room(4 * bytes))
    return make_error(ErrorCode::PgnTooLarge,
                      "there is not enough memory to open game " + std::to_string(i + 1) + " (" +
                          std::to_string((bytes >> 20) + 1) +
                          " MiB of text) beside the databases still open: delete() those no "
                          "longer needed");
  PgnScan found = scan(i, PgnRead::Moves);
  if (found.error) return *found.error;
  return replay_pgn_whole(found, text_);
}

std::optional<Error> PgnDatabase::error(std::size_t i) {
  Entry& entry = games_[i];
  if (entry.verdict == Verdict::Good) return std::nullopt;
  std::optional<Error> error = verdict(i);
  entry.verdict = error ? Verdict::Bad : Verdict::Good;
  return error;
}

std::optional<Error> PgnDatabase::verdict(std::size_t i) const {
  PgnScan found = scan(i, PgnRead::Moves);
  if (found.error) return found.error;
  if (!found.side_lines) {
    auto game = replay_pgn(found.game);
    return game ? std::nullopt : std::optional<Error>(game.error());
  }
  auto whole = replay_pgn_whole(found, text_);
  return whole ? std::nullopt : std::optional<Error>(whole.error());
}

}  // namespace c960
