// Finding the games of a PGN text: one game at a time from a byte position, its tag pairs and
// main-line move tokens, where it ends, or the first syntax error and where the next game
// begins. No board is involved: replaying the moves is pgn.h's job.
#pragma once
#include <cstddef>
#include <optional>
#include <string_view>

#include "error.h"
#include "game/pgn_text.h"

namespace c960 {

// The most bytes the tag pairs of one game may take (ERR_PGN_TAG beyond): what is read of a
// game's tags is held in memory and answered as JSON, so it is bounded apart from the text.
constexpr std::size_t kMaxPgnTagBytes = std::size_t(1) << 20;

// How much of a game the scanner keeps: its tags only (it stops after them), its extent and
// move count only (for the index), its tags, moves and move count, or for a check of the game
// its moves and only the tags that decide its start and result (FEN, Variant, Result).
enum class PgnRead { Tags, Count, Moves, Check };

// One game as found in the text.
struct PgnScan {
  bool found = false;          // false: only white space, comments or % lines were left
  std::size_t begin = 0;       // byte offset of the game's first tag pair or move
  std::size_t end = 0;         // one past the game; the next game is looked for from here
  int line = 1;                // line of `begin` (1-based)
  int end_line = 1;            // line of `end`
  int plies = 0;               // main-line move tokens
  PgnGameText game;            // tags (not for PgnRead::Count); moves for PgnRead::Moves and
                               // Check, the first kMaxGamePlies + 1 only (no game is longer:
                               // the one past them is refused when replayed)
  std::optional<Error> error;  // the first syntax error (code ERR_PGN_TAG or ERR_PGN_SYNTAX)
  bool side_lines = false;     // the movetext holds a variation "(" (outside comments)
  bool open_at_end = false;    // a comment or variation still open at the end of the text
};

/* Reads the next game of `text` from byte `pos` (which stands on line `line`).
   Skipped before a game: white space, byte-order marks, % lines, comments. A game is its tag
   pairs, then the movetext, and ends after the result token (1-0, 0-1, 1/2-1/2, *). A game
   without a result token ends where a line starts with "[" (the next game's tags), or, when it
   has no moves, where a blank line after its tags is followed by a tag pair (header-only files).
   The tag pairs of a game take at most kMaxPgnTagBytes of text (else ERR_PGN_TAG).
   In the movetext, move numbers ("12." and "12..."), NAGs ("$14"), comments ({...} and ; to the
   end of the line), lines starting with % and variations ((...), nested to any depth, read
   without recursion) are skipped. On a syntax error (a malformed tag pair, an unclosed comment
   or variation, a stray ")" or "}", a token too long to be a move) the game ends at the next
   line that starts with "[" after a line that is not a tag pair, so the next game is found. */
// Returns the next game of the text from `pos` (rules above), read as far as `read` asks.
PgnScan scan_pgn_game(std::string_view text, std::size_t pos, int line, PgnRead read);

/* Returns where `text`, the beginning of a longer text, may be cut between games (0: nowhere),
   so that the games before the cut and those scanned from the cut on are those of the whole
   text. A game's scan depends on the bytes after the text only when it runs to the text's end
   or finds a comment or variation open there (its end is then found by resynchronisation): the
   games before the first such game are the whole text's. The cut is the start of the line of
   one of the later games (not the first), the last whose line holds only spaces or tabs before
   its "[": from a line start the scanner reads as it does in the whole text. */
struct PgnCut {
  std::size_t offset = 0;  // the byte where the rest begins (0: no place to cut)
  int line = 1;            // its line (1-based)
};
PgnCut pgn_piece_cut(std::string_view text);

// Returns true for a result token: "1-0", "0-1", "1/2-1/2" or "*".
bool is_result(std::string_view token);
// Returns a move token without its leading move number ("12." or "12..."): "12.e4" -> "e4".
std::string_view without_move_number(std::string_view token);

}  // namespace c960
