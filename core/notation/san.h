// Standard Algebraic Notation (SAN) for Chess960: writing and reading in the piece letters of
// any set of letters.h (English, German, French, Spanish, Italian, Dutch, Polish, figurines).
#pragma once
#include <string>
#include <string_view>

#include "error.h"
#include "letters.h"
#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

/* Piece letters for writing SAN come from the one table in letters.h:
   English Nf3, e8=Q; German Sf3, e8=D; French Cf3, e8=D; Polish Sf3, e8=H (pawn moves carry no
   letter in any language); figurines ♘f3, e8=♕ (the white set for both colours; the colour
   follows from the move number). */

/* Writing. Castling is O-O when the rook stands on the h-side of the king (the king ends on
   g1/g8) and O-O-O for the a-side rook (king ends on c1/c8), also when only the king or only
   the rook moves. Pieces get the minimal disambiguation among the legal moves of the same
   piece type to the same square: the origin file if that tells them apart, else the origin
   rank, else both (Qh4e1). Captures use "x", pawn captures name the origin file (exd6, also en
   passant, without "e.p."), promotions "=Q". A move that gives check ends in "+", one that
   mates in "#". */
// Returns the SAN of a legal move `m` in `pos`, in the chosen letters.
std::string move_to_san(const Position& pos, Move m, Letters letters = Letters::English);

/* Reading, in a named letter set (the letter clash below is why it must be named):
   - pieces by upper-case letter of the named set first, then English: with French, R is the
     king and T the rook, N, B, Q still read as English; English (the default) also reads
     German K D T L S, as it always has (the two sets never clash); squares in lower case;
   - pieces by lower-case letter too where the text cannot be a pawn move: n, s, r, t, q, k, l
     (nf3, sf3); b and d are files, so text starting with them is a pawn move (bxc3, d4);
   - optional origin file, rank or square (Nbd2, R1e2, Qh4e1, Qh4xe1, also Ng1-f3);
   - "x" or ":" for a capture; when given, the move must capture;
   - pawn moves without a letter (e4, exd5, ed5), promotion as e8=Q, e8Q, e8=D, e8D, e8(Q),
     promotion letters of the named set or English, either case; a promotion without its piece
   ("e8") fits all four and is ERR_MOVE_AMBIGUOUS with the four promotions as candidates;
   - figurines ♔♕♖♗♘ or ♚♛♜♝♞ in place of the letters K Q R B N;
   - castling O-O, 0-0, o-o, O-O-O, 0-0-0, o-o-o;
   - trailing "+", "#", "!", "?", "!!", "??", "!?", "?!" and "e.p." in any order, with or
     without spaces; they are not checked, except that "e.p." demands an en-passant capture.
   The letter clash: a leading "B" means a bishop (English) in every set. German pawn moves are
   written without a letter, as German notation does; "Bc4" never becomes a pawn move — when
   no bishop can go there the error says so and shows the pawn move to write instead.
   A king move onto the castling square ("Kg1") is an ordinary king move only; castle with
   O-O / O-O-O.
   Errors, each naming the move and the side to move: ERR_MOVE_SYNTAX (not a move at all),
   ERR_MOVE_ILLEGAL (well-formed, not legal here), ERR_MOVE_AMBIGUOUS (lists the candidates,
   e.g. "Nd2 is ambiguous for White: Nbd2, Nfd2", in the letters the text used). */
// Returns the legal move the SAN text stands for in `pos`, read in `letters` (rules above).
Result<Move> parse_san(const Position& pos, std::string_view text,
                       Letters letters = Letters::English);

}  // namespace c960
