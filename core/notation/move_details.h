// What a legal move does, spelled out for a board that animates it and a page that announces it:
// the piece, what it takes, where king and rook go in a castling, whether it gives check.
#pragma once
#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

struct MoveDetails {
  Square from = NoSquare;
  Square to = NoSquare;           // where the piece lands: the king's c/g square for a castling
  Piece piece = Piece::None;      // the piece that moves (the king for a castling)
  Piece captured = Piece::None;   // the piece taken (the pawn beside, en passant), else None
  Piece promotion = Piece::None;  // the piece a pawn becomes, else None
  bool en_passant = false;
  bool castling = false;
  CastlingSide side = CastlingSide::KingSide;       // for a castling only
  Square rook_from = NoSquare, rook_to = NoSquare;  // for a castling only
  bool check = false;                               // the move gives check (mate included)
};

// Returns the details of a legal move `m` in `pos`.
MoveDetails move_details(const Position& pos, Move m);

}  // namespace c960
