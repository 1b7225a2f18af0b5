#include "rules/castling.h"

namespace c960 {

CastlingRights::CastlingRights() {
  for (int i = 0; i < 4; ++i) {
    rook_[i] = NoSquare;
    empty_path_[i] = 0;
    king_path_[i] = 0;
  }
  for (auto& r : revoke_) r = 0;
}

void CastlingRights::add(Color c, CastlingSide side, Square king, Square rook) {
  int i = index(c, side);
  Square king_to = castling_king_destination(c, side);
  Square rook_to = castling_rook_destination(c, side);
  rook_[i] = rook;
  king_path_[i] = rank_span(king, king_to);
  empty_path_[i] =
      (king_path_[i] | rank_span(rook, rook_to)) & ~(square_bb(king) | square_bb(rook));
  uint8_t bit = uint8_t(1 << i);
  mask_ |= bit;
  revoke_[king] |= bit;
  revoke_[rook] |= bit;
}

}  // namespace c960
