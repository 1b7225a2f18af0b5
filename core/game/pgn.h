// PGN games: reading a game (tags, start position from the FEN tag, main-line moves replayed
// by the rules) and writing a game with the tags Chess960 software needs.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "game/game.h"
#include "game/pgn_scan.h"
#include "game/pgn_text.h"
#include "game/pgn_tree.h"

namespace c960 {

// A game read from PGN: the replayed game, its tags and its result marker.
struct PgnGame {
  Game game;
  std::vector<PgnTag> tags;
  std::string result = "*";  // the movetext's marker, e.g. "1-0" after a resignation
};

// A game read whole: the replayed main line as above, and its tree (the main line with its
// comments, NAGs and side lines).
struct PgnWholeGame : PgnGame {
  PgnTree tree;
};

/* Reading. The start is the FEN tag (any legal position; SetUp is not required; a second FEN
   tag must give the same position, as in files that write it in two castling spellings) or
   else the ordinary start position. A Variant tag must name Chess960 in one of its spellings
   or ordinary chess; any other variant is refused. Moves are SAN in English or German letters
   (UCI is accepted too). Errors carry the line of the text they are about (Error::line):
   ERR_PGN_TAG for a bad FEN tag, two FEN tags that disagree, a Result tag that disagrees with
   the result token ending the moves, or an unknown variant (the message
   names the tag and why); ERR_PGN_MOVE naming the move, its number, its line and why it is
   refused (syntax, illegal, ambiguous, or a move after the end of the game). */
// Returns the game a scanned game's tags and main-line moves record, or the first error (rules
// above).
Result<PgnGame> replay_pgn(const PgnGameText& text);
// Returns replay_pgn()'s game of a scanned game (PgnRead::Moves) with its whole tree
// (comments, NAGs, side lines) read from the game's text by read_pgn_tree(), or the first
// error: replay_pgn()'s, then the tree's (a side-line move that cannot be played, with the side
// line's path). `text` is the text that was scanned. Apart from replay_pgn() so that what does
// not keep the tree (the checker, the library until it shows the tree) does not carry its code.
Result<PgnWholeGame> replay_pgn_whole(const PgnScan& scan, std::string_view text);

// Returns the position a scanned game's tags start from, or their ERR_PGN_TAG (rules above:
// the Variant, the FEN tags, the Result tag against the result token).
Result<Position> pgn_start(const PgnGameText& text);
// Returns pgn_start()'s error, or nothing, for a game whose first FEN tag reads as `first_fen`
// (parse_fen() of it, already read by the caller; nullptr when the game has no FEN tag).
std::optional<Error> pgn_start_error(const PgnGameText& text, const Result<Position>* first_fen);
// Returns the ordinary start position (number 518), the start of a game without a FEN tag.
const Position& standard_start();

// Returns the first game of a PGN text (pgn_scan.h finds it), or ERR_PGN_EMPTY when the
// text holds no game, or that game's error.
Result<PgnGame> read_pgn(std::string_view text);
// Returns the first game of a PGN text like read_pgn(), with its whole tree (replay_pgn_whole()).
Result<PgnWholeGame> read_pgn_whole(std::string_view text);

// Returns the number 0..959 of the start position the tags ask for (518 without a FEN tag),
// or nothing when the game does not begin from one of the 960 or its tags are bad.
std::optional<int> pgn_start_number(const std::vector<PgnTag>& tags);

/* Writing: the seven-tag roster (Event, Site, Date, Round, White, Black, Result; "?" and
   "????.??.??" where not given), then SetUp "1", FEN (X-FEN of the start) and
   Variant "Chess960", then the other given tags in their order; the movetext in SAN, English
   by default as PGN requires (other letter sets for print), wrapped at 79 characters. The result is
   the given Result tag when the game has not ended by rule (e.g. a resignation or an agreed draw),
   else the game's own result. */
// Returns the PGN text of a game with the given tags (rules above).
std::string write_pgn(const Game& game, const std::vector<PgnTag>& tags,
                      Letters letters = Letters::English);
// Returns the PGN text of a game tree with the given tags: the tags as write_pgn() writes them
// for the tree's main line, the movetext as write_pgn_tree() writes it.
std::string write_pgn(const PgnTree& tree, const std::vector<PgnTag>& tags,
                      Letters letters = Letters::English);
// The same with the Game of the tree's main line given (its claimed draw, if any, is its result).
std::string write_pgn(const PgnTree& tree, const Game& main_line, const std::vector<PgnTag>& tags,
                      Letters letters = Letters::English);

}  // namespace c960
