// Reading the FEN of a start position. Numbering reads only the 960 start positions, so it
// needs no board, no move generation and no full FEN reader (notation/fen.h): the widget,
// which links only this library, stays small.
#pragma once
#include <string_view>

#include "error.h"

namespace c960 {

/* Accepted: 1 to 6 fields separated by spaces (a board alone names a start position):
   the board with pawns on ranks 2 and 7, ranks 3 to 6 empty, a legal back rank and Black's
   pieces mirroring White's; turn "w"; castling with all four rights in KQkq, X-FEN or
   Shredder-FEN form; en passant "-"; clocks of 1 to 6 digits.
   Errors use the FEN reader's codes for text that is no FEN at all (ERR_FEN_FIELDS,
   ERR_FEN_BOARD, ERR_FEN_TURN, ERR_FEN_CASTLING, ERR_FEN_EP, ERR_FEN_CLOCK), the castling code
   ERR_POSITION_CASTLING for a right with no rook, and ERR_NOT_START_POSITION, saying why, for
   a FEN that is well formed but not one of the 960 start positions (e.g. castling "-": no
   castling rights). */
// Returns the number 0..959 of the start position a FEN describes, or the error (rules above).
Result<int> number_of_start_fen(std::string_view text);

}  // namespace c960
