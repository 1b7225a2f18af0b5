// PGN games: reading a game (tags, start position from the FEN tag, main-line moves replayed
// by the rules) and writing a game with the tags Chess960 software needs.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "game/game.h"
#include "game/pgn_text.h"

namespace c960 {

// A game read from PGN: the replayed game, its tags and its result marker.
struct PgnGame {
  Game game;
  std::vector<PgnTag> tags;
  std::string result = "*";  // the movetext's marker, e.g. "1-0" after a resignation
};

/* Reading (the first game of the text; see split_pgn for the text rules). The start is the
   FEN tag (any legal position; SetUp is not required) or else the ordinary start position.
   A Variant tag must name Chess960 in one of its spellings or ordinary chess; any other
   variant is refused. Moves are SAN in English or German letters (UCI is accepted too).
   Errors: those of split_pgn; ERR_PGN_TAG for a bad FEN tag or an unknown variant (the message
   names the tag and why); ERR_PGN_MOVE naming the move, its number, its line and why it is
   refused (syntax, illegal, ambiguous, or a move after the end of the game). */
// Returns the game the PGN text records, or the first error (rules above).
Result<PgnGame> read_pgn(std::string_view text);

/* Writing: the seven-tag roster (Event, Site, Date, Round, White, Black, Result; "?" and
   "????.??.??" where not given), then SetUp "1", FEN (X-FEN of the start) and
   Variant "Chess960", then the other given tags in their order; the movetext in English SAN,
   wrapped at 79 characters. The result is the given Result tag when the game has not ended
   by rule (e.g. a resignation or an agreed draw), else the game's own result. */
// Returns the PGN text of a game with the given tags (rules above).
std::string write_pgn(const Game& game, const std::vector<PgnTag>& tags);

}  // namespace c960
