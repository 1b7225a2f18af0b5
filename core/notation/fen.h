// FEN: read (castling as KQkq, X-FEN or Shredder-FEN) and write (X-FEN or Shredder-FEN).
#pragma once
#include <string>
#include <string_view>

#include "error.h"
#include "rules/position.h"

namespace c960 {

// How the castling field is written.
enum class CastlingNotation { XFen, Shredder };

/* Reading.
   Text: leading and trailing spaces are ignored and fields may be separated by several
   spaces; any other byte (tab, NUL, non-ASCII such as UTF-8 letters) is an error of the field
   it stands in. 4 to 6 fields: board, turn, castling, en passant, halfmove clock (default 0),
   fullmove number (default 1; 0 is read as 1). Clocks are decimal, at most 6 digits.
   Castling: "-" or letters in any order, forms mixed: K/Q/k/q = the outermost rook on that
   side of the king; A-H/a-h = the rook on that file (upper case White).
   En passant: "-" or a square on rank 6 (White to move) or rank 3 (Black to move) with the
   double-stepped pawn in front of it and both squares behind empty; it is accepted but
   dropped when no legal en-passant capture exists.
   Errors, syntax first: ERR_FEN_EMPTY, ERR_FEN_FIELDS, ERR_FEN_BOARD, ERR_FEN_TURN,
   ERR_FEN_CASTLING, ERR_FEN_EP, ERR_FEN_CLOCK; then legality: ERR_POSITION_KINGS,
   ERR_POSITION_PAWNS_ON_BACKRANK, ERR_POSITION_TOO_MANY_PIECES, ERR_POSITION_CASTLING,
   ERR_POSITION_EP, ERR_POSITION_OPPOSITE_CHECK, ERR_POSITION_IMPOSSIBLE_CHECK (more than two
   checkers, two checkers neither of which is a rook or queen or bishop, or two bishops;
   other odd checks are accepted, as in the perft collections). */
// Returns the position described by a FEN, or the first error found (rules above).
Result<Position> parse_fen(std::string_view fen);

// The largest clock a FEN is read with (6 digits).
constexpr int kMaxFenClock = 999999;

/* Writing. X-FEN: K/Q/k/q when the castling rook is the outermost rook on that side of the
   king, otherwise its file letter. Shredder-FEN: always file letters. Either way White's
   letters come first, each colour's rights in h-to-a order ("HAha"). The en-passant square is
   written only when an en-passant capture is legal. The fullmove number is written as at most
   kMaxFenClock, so that every FEN written reads back (a game begun from a FEN near it counts on
   past it; no game from a start position comes near: 9,525 moves at most). */
// Returns the FEN of a position with the castling field in the chosen notation.
std::string write_fen(const Position& pos, CastlingNotation notation = CastlingNotation::XFen);

}  // namespace c960
