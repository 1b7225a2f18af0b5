#include "notation/move_details.h"

#include "rules/castling.h"

namespace c960 {

MoveDetails move_details(const Position& pos, Move m) {
  MoveDetails d;
  Color us = pos.turn();
  d.from = m.from();
  d.to = m.to();
  d.piece = pos.piece_on(m.from());
  switch (m.kind()) {
    case MoveKind::Castling:
      d.castling = true;
      d.side = castling_side(m);
      d.rook_from = m.to();
      d.rook_to = castling_rook_destination(us, d.side);
      d.to = castling_king_destination(us, d.side);
      break;
    case MoveKind::EnPassant:
      d.en_passant = true;
      d.captured = make_piece(opposite(us), PieceType::Pawn);
      break;
    case MoveKind::Promotion:
      d.promotion = make_piece(us, m.promotion_type());
      d.captured = pos.piece_on(m.to());
      break;
    case MoveKind::Normal: d.captured = pos.piece_on(m.to()); break;
  }
  Position after = pos;
  after.make_move(m);
  d.check = after.in_check();
  return d;
}

}  // namespace c960
