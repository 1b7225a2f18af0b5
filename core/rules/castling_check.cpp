// The castling verdict for boards (see castling_check.h); movegen.cpp has the fast path.
#include "rules/castling_check.h"

namespace c960 {

CastlingCheck check_castling(const Position& pos, CastlingSide side) {
  Color us = pos.turn();
  const CastlingRights& rights = pos.castling();
  CastlingCheck out;
  out.king_from = pos.king_square(us);
  out.king_to = castling_king_destination(us, side);
  out.rook_to = castling_rook_destination(us, side);
  if (!rights.has(us, side)) return out;
  out.rook_from = rights.rook_square(us, side);
  Bitboard occupied = pos.occupied();
  if (Bitboard blockers = occupied & rights.empty_path(us, side)) {
    out.obstacle = CastlingObstacle::Blocked;
    out.squares = blockers;
    return out;
  }
  if (pos.in_check()) {
    out.obstacle = CastlingObstacle::InCheck;
    out.squares = square_bb(out.king_from);
    return out;
  }
  // The castling rook may shield a square of the king's path: test without it (as movegen).
  Bitboard without_rook = occupied ^ square_bb(out.rook_from);
  Bitboard attacked = 0;
  for (Bitboard path = rights.king_path(us, side); path;) {
    Square s = pop_lsb(path);
    if (pos.attacked_by(opposite(us), s, without_rook)) attacked |= square_bb(s);
  }
  out.squares = attacked;
  // The king's own square counts only through the rook it stands behind: then the ray reaches
  // the destination too, and the king would land in check.
  if (attacked & ~square_bb(out.king_to) & ~square_bb(out.king_from))
    out.obstacle = CastlingObstacle::PassesAttacked;
  else if (attacked)
    out.obstacle = CastlingObstacle::LandsInCheck;
  else
    out.obstacle = CastlingObstacle::None;
  return out;
}

}  // namespace c960
