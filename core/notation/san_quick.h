// A fast reader for the plain SAN that game files are made of (Nf3, exd5, Rae1, e8=Q, O-O),
// for checking whole files: it decides the common forms from the attack tables without
// generating every legal move, and leaves everything else to parse_san().
#pragma once
#include <string_view>

#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

/* Reads English SAN of the forms [KQRBN][a-h]?[1-8]?x?<square>, <file><rank>, <file>x<square>,
   each pawn move to the last rank with =Q/=R/=B/=N, O-O and O-O-O (also with zeros), followed
   by any of + # ! ?. Returns the one legal move the text stands for, exactly the move that
   parse_san() returns for it. Returns Move::none() whenever it cannot be sure: another form
   (lower-case or German letters, UCI, figurines, "e.p."), no legal move or more than one fits.
   En-passant captures (exd6) are read. Then parse_san() reads the text and gives the answer
   or the error. */
// Returns the legal move plain SAN `text` stands for in `pos`, or Move::none() (rules above).
Move quick_san(const Position& pos, std::string_view text);

}  // namespace c960
