// UCI move text: Chess960 form (castling as king takes own rook, "e1h1"; promotion "e7e8q").
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

// Returns the name of a square, e.g. "e4".
std::string square_name(Square s);
// Returns the square named by exactly two characters "a1".."h8", or NoSquare.
Square parse_square(std::string_view text);

// Returns the move in UCI form: "e2e4", "e7e8q", castling "e1h1" (king takes own rook).
std::string move_to_uci(Move m);

/* Reading UCI moves: 4 or 5 characters, from and to squares in lower case, then a promotion
   letter q/r/b/n (lower or upper case). Castling is accepted as king takes own rook
   ("e1h1") and also as the king moving to its castling destination ("e1g1", "b1c1") when that
   text is not an ordinary legal king move; where it is (king on f1, g1 empty), it means that
   ordinary king step. Errors: ERR_MOVE_SYNTAX (not UCI text), ERR_MOVE_ILLEGAL (well-formed
   but not legal here, e.g. "e2e5 is not a legal move for White"). */
// Returns the legal move the UCI text stands for in `pos`, or an error (rules above).
Result<Move> parse_uci_move(const Position& pos, std::string_view text);

// A position reached from a FEN by UCI moves, with the keys of the positions before it (what a
// search needs to see repetitions of the game).
struct UciLine {
  Position position;
  std::vector<uint64_t> keys_before;  // Zobrist key before each move played, oldest first
};

// Returns the line of UCI `moves` (separated by white space) played from `fen`, or the FEN's
// error, or the error of the first move that is not legal; then `so_far` (if given) holds the
// line up to that move.
Result<UciLine> read_uci_line(std::string_view fen, std::string_view moves,
                              UciLine* so_far = nullptr);

}  // namespace c960
