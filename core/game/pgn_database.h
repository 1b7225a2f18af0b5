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

class PgnDatabase {
 public:
  // Returns the database of the games in `text` (taken over), or ERR_PGN_TOO_LARGE.
  static Result<PgnDatabase> index(std::string text);
  // Returns ERR_PGN_TOO_LARGE for a text of more than kMaxPgnBytes bytes, else nothing.
  static std::optional<Error> refuse_size(std::size_t bytes);

  // Returns the number of games.
  std::size_t size() const { return games_.size(); }
  // Returns what the index knows of game `i` (0-based, < size()).
  PgnGameInfo info(std::size_t i) const;
  // Returns the tag pairs of game `i` in the order written.
  std::vector<PgnTag> tags(std::size_t i) const;
  // Returns game `i` replayed, or its error (ERR_PGN_TAG, ERR_PGN_SYNTAX, ERR_PGN_MOVE) with
  // its line in the whole text.
  Result<PgnGame> open(std::size_t i) const;
  // Returns the error of game `i`, or nothing when it reads; replays it once (remembered).
  std::optional<Error> error(std::size_t i);

 private:
  // A game's place in the text; `error` indexes errors_ (-1: none found yet).
  struct Entry {
    std::uint32_t begin = 0, end = 0;
    std::int32_t line = 1, plies = 0;
    std::int32_t error = -1;
    std::uint8_t result = 0;   // index into the result names; 0 = "*"
    std::uint8_t checked = 0;  // 1 once replayed (or failed while indexing)
  };
  // Returns the scanned game `i`, read as far as `read` asks.
  PgnScan scan(std::size_t i, PgnRead read) const;

  std::string text_;
  std::vector<Entry> games_;
  std::vector<Error> errors_;
};

}  // namespace c960
