// PGN as text: splitting one game into tag pairs and movetext tokens, and writing tag pairs
// and movetext. Replaying the moves on a board is pgn.h's job.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"

namespace c960 {

// A tag pair such as [Event "Club championship"].
struct PgnTag {
  std::string name;
  std::string value;
  int line = 0;  // 1-based line of the PGN text where the tag pair stands (0: not read)
};

// One move of the main line, as written (SAN, possibly with annotation marks): a view into
// the scanned text, valid while that text lives.
struct PgnMoveText {
  std::string_view san;
  int line = 0;  // 1-based line of the PGN text where the move stands
};

// A game of a PGN text: its tags, main-line moves and termination marker.
struct PgnGameText {
  std::vector<PgnTag> tags;
  std::vector<PgnMoveText> moves;
  std::string result = "*";  // "1-0", "0-1", "1/2-1/2" or "*"
  bool has_result = false;   // false when the movetext ends without a marker
};

// Returns the value of the first tag of that name (exact name), or an empty string.
std::string pgn_tag_value(const std::vector<PgnTag>& tags, std::string_view name);

// Returns true when a Variant tag value names Chess960 (Chess960, Chess 960, 960, FRC,
// Fischerandom, FischerRandom, Fischer Random (Chess); any case, spaces, hyphens and
// underscores ignored).
bool is_chess960_variant(std::string_view value);

// Returns true when a Variant tag value names ordinary chess (Standard, Normal, Chess, empty).
bool is_standard_variant(std::string_view value);

// Returns a tag pair line, [Name "value"], with quotes and backslashes escaped and line
// breaks replaced by spaces.
std::string write_pgn_tag(const PgnTag& tag);

// Returns the movetext for SAN moves starting at `fullmove_number` with White or Black to
// move, ending with `result`, wrapped at 79 characters.
std::string write_pgn_movetext(const std::vector<std::string>& san_moves, int fullmove_number,
                               bool white_to_move, const std::string& result);

}  // namespace c960
