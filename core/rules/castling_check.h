// Why a castling is or is not possible on the board now: for a board that shows the castling
// options with the reason one is missing ("blocked by c1", "passes the attacked square d1").
#pragma once
#include "rules/bitboard.h"
#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

/* What stops a castling of the side to move, checked in this order (FIDE Appendix F):
     NoRight          the castling right is gone (game/ tells whether the king or the rook moved)
     Blocked          a square between king and destination or rook and destination is occupied
                      by a piece other than the castling king and rook (`squares`: those squares)
     InCheck          the king is in check (`squares`: the king's square)
     PassesAttacked   a square the king crosses is attacked (`squares`: the attacked ones)
     LandsInCheck     the king's destination is attacked, with the castling rook gone from its
                      square (`squares`: the attacked squares of the king's path)
   None means castling is legal now; it then equals a castling move of legal_moves(). */
enum class CastlingObstacle : uint8_t {
  None,
  NoRight,
  Blocked,
  InCheck,
  PassesAttacked,
  LandsInCheck
};

// The verdict on one castling of the side to move.
struct CastlingCheck {
  CastlingObstacle obstacle = CastlingObstacle::NoRight;
  Bitboard squares = 0;
  Square king_from = NoSquare, rook_from = NoSquare;  // rook_from: NoSquare without the right
  Square king_to = NoSquare, rook_to = NoSquare;
};

// Returns why castling to `side` is (not) possible for the side to move in `pos` (rules above).
CastlingCheck check_castling(const Position& pos, CastlingSide side);

}  // namespace c960
