// A PGN file of any number of games: indexed in one pass (where each game stands, its line,
// its move count, its result and any syntax error), games replayed only when asked for.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "error.h"
#include "game/pgn.h"

namespace c960 {

// The largest PGN text a database reads (bytes of UTF-8); larger is ERR_PGN_TOO_LARGE.
constexpr std::size_t kMaxPgnBytes = std::size_t(256) << 20;

// What the index knows of a game without replaying it.
struct PgnGameInfo {
  int line = 1;              // 1-based line of the game's first tag pair or move
  int plies = 0;             // main-line move tokens
  std::string result = "*";  // the result token, "*" when there is none
};

// Asks whether `bytes` more can be allocated now (a memory guard the caller supplies, e.g. the
// WebAssembly module's, whose heap has a ceiling); nullptr asks nothing.
using HeapRoom = bool (*)(std::size_t bytes);

class PgnDatabase {
 public:
  // Returns the database of the games in `text` (taken over), or ERR_PGN_TOO_LARGE for a text
  // over kMaxPgnBytes or an index `has_room` refuses memory for (20 bytes a game).
  static Result<PgnDatabase> index(std::string text, HeapRoom has_room = nullptr);
  // Returns ERR_PGN_TOO_LARGE for a text of more than kMaxPgnBytes bytes, else nothing.
  static std::optional<Error> refuse_size(std::size_t bytes);
  // Returns ERR_PGN_TOO_LARGE for a text of `bytes` the memory cannot hold (with its index).
  static Error no_memory(std::size_t bytes);

  // Returns the number of games.
  std::size_t size() const { return games_.size(); }
  // Returns what the index knows of game `i` (0-based, < size()).
  PgnGameInfo info(std::size_t i) const;
  // Returns the tag pairs of game `i` in the order written.
  std::vector<PgnTag> tags(std::size_t i) const;
  // Returns game `i` replayed, or its error (ERR_PGN_TAG, ERR_PGN_SYNTAX, ERR_PGN_MOVE) with
  // its line in the whole text.
  Result<PgnGame> open(std::size_t i) const;
  // Returns game `i` replayed with its whole tree (replay_pgn_whole()), or its error; with
  // `has_room`, ERR_PGN_TOO_LARGE when it refuses four times the text of a game of over 1 MiB
  // (the tree keeps its comments, each read through two copies).
  Result<PgnWholeGame> open_whole(std::size_t i, HeapRoom has_room = nullptr) const;
  // Returns the error of game `i`, or nothing when it reads: its main line replayed and, when
  // it has side lines, their moves checked (as open_whole()). The verdict is remembered (one
  // byte a game); the error itself is read again when asked for, so that a file of millions of
  // bad games holds no millions of messages.
  std::optional<Error> error(std::size_t i);

 private:
  // A game's place in the text and what is known of it.
  enum class Verdict : std::uint8_t { Unknown, Good, Bad };
  struct Entry {
    std::uint32_t begin = 0, end = 0;
    std::int32_t line = 1, plies = 0;
    std::uint8_t result = 0;  // index into the result names; 0 = "*"
    Verdict verdict = Verdict::Unknown;
  };
  // Returns the error of game `i` read afresh (error() above), or nothing.
  std::optional<Error> verdict(std::size_t i) const;
  // Returns the scanned game `i`, read as far as `read` asks.
  PgnScan scan(std::size_t i, PgnRead read) const;
  // Appends a game to the index; false when `has_room` refuses the memory to grow it.
  bool add(const Entry& entry, HeapRoom has_room);

  std::string text_;
  std::vector<Entry> games_;
};

}  // namespace c960
