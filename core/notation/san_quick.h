// The fast lane for reading SAN when whole files are replayed: plain English SAN matched
// against a move list the caller already generated, with no text copied. Anything unusual goes
// to parse_san (san.h), which reads every form and explains every refusal.
#pragma once
#include <string_view>

#include "rules/movegen.h"
#include "rules/position.h"

namespace c960 {

/* Plain SAN: a piece letter K Q R B N or none (a pawn), an optional origin file, rank or both,
   an optional "x", the target square, for a pawn an optional promotion "=Q" or "Q" (Q R B N),
   or castling O-O / O-O-O written with letter O or digit 0; then any of + # ! ? (not checked).
   The move is found as parse_san finds it (a given "x" demands a capture; castling only by
   O-O / O-O-O), so both always agree; anything else, or a text that fits no legal move or
   several, gives Move::none() and the caller asks parse_san. */
// Returns the one move of `legal` (the legal moves of `pos`) that plain SAN `text` names, or none.
Move quick_san_move(const Position& pos, const MoveList& legal, std::string_view text);

}  // namespace c960
