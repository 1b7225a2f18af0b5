// The board page's view of a game, and the meaning of board gestures (see view.h).
#include "game/view.h"

#include <cstdlib>

#include "notation/san.h"
#include "notation/uci.h"
#include "numbering/startpos.h"
#include "rules/castling.h"

namespace c960 {
namespace {

constexpr CastlingSide kSides[2] = {CastlingSide::KingSide, CastlingSide::QueenSide};

// Returns why the castling right (us, side) is gone, from the moves played.
LostRight lost_right(const Game& game, Color us, CastlingSide side) {
  const std::vector<PlayedMove>& history = game.history();
  for (std::size_t i = 0; i < history.size(); ++i) {
    const Position& before = history[i].before;
    const Position& after = i + 1 < history.size() ? history[i + 1].before : game.position();
    if (!before.castling().has(us, side) || after.castling().has(us, side)) continue;
    Move m = history[i].move;
    if (m.kind() == MoveKind::Castling && before.turn() == us) return LostRight::Castled;
    if (m.from() == before.king_square(us)) return LostRight::KingMoved;
    if (m.from() == before.castling().rook_square(us, side)) return LostRight::RookMoved;
    return LostRight::RookCaptured;
  }
  return LostRight::NeverHeld;
}

// Returns one castling of the side to move, legal now or why not.
CastlingView castling_view(const Game& game, const MoveList& moves, CastlingSide side,
                           bool game_over, Letters letters) {
  const Position& pos = game.position();
  CastlingView view;
  view.side = side;
  view.check = check_castling(pos, side);
  view.game_over = game_over;
  if (view.check.obstacle == CastlingObstacle::NoRight) {
    view.lost = lost_right(game, pos.turn(), side);
    return view;
  }
  Move castling = Move::castling(view.check.king_from, view.check.rook_from);
  if (view.check.obstacle != CastlingObstacle::None || !moves.contains(castling)) return view;
  view.move = castling;
  view.san = move_to_san(pos, castling, letters);
  view.king_to_is_also_king_step =
      moves.contains(Move::normal(view.check.king_from, view.check.king_to));
  return view;
}

// Returns the last move with its squares (the king's and the rook's for a castling).
LastMoveView last_move_view(const Game& game, Letters letters) {
  const PlayedMove& played = game.history().back();
  LastMoveView view;
  view.move = played.move;
  view.san = move_to_san(played.before, played.move, letters);
  view.uci = played.uci;
  view.from = played.move.from();
  view.to = played.move.to();
  if (played.move.kind() == MoveKind::Castling) {
    Color us = played.before.turn();
    CastlingSide side = castling_side(played.move);
    view.to = castling_king_destination(us, side);
    view.rook_from = played.move.to();
    view.rook_to = castling_rook_destination(us, side);
  }
  return view;
}

}  // namespace

GameView game_view(const Game& game, Letters letters) {
  const Position& pos = game.position();
  GameView view;
  view.fen = game.fen();
  view.turn = pos.turn();
  view.move_number = pos.fullmove_number();
  view.status = game.status();
  for (int s = 0; s < 64; ++s) view.pieces[s] = pos.piece_on(Square(s));
  view.dests = game.dests();
  bool game_over = view.status.result != GameResult::Ongoing;
  MoveList moves = game_over ? MoveList() : game.legal_moves();  // castling: none after the end
  for (int i = 0; i < 2; ++i)
    view.castling[i] = castling_view(game, moves, kSides[i], game_over, letters);
  view.history_san = game.history_san(letters);
  for (const PlayedMove& played : game.history()) view.history_uci.push_back(played.uci);
  view.claimable = game.claimable_draw();
  view.has_last_move = !game.history().empty();
  if (view.has_last_move) view.last_move = last_move_view(game, letters);
  auto number = position_number_of_text(game.start_fen());
  if (number) view.start_number = number.value();
  return view;
}

MoveList moves_between(const Game& game, Square from, Square to) {
  if (game.status().result != GameResult::Ongoing) return MoveList();  // a board plays none
  MoveList moves = game.legal_moves();
  Color us = game.turn();
  MoveList out;
  for (Move m : moves)
    if (m.kind() != MoveKind::Castling && m.kind() != MoveKind::Promotion && m.from() == from &&
        m.to() == to)
      out.push(m);
  for (Move m : moves) {
    if (m.kind() != MoveKind::Castling || m.from() != from || from == to) continue;
    if (m.to() == to || castling_king_destination(us, castling_side(m)) == to) out.push(m);
  }
  for (PieceType type : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
    for (Move m : moves)
      if (m.kind() == MoveKind::Promotion && m.from() == from && m.to() == to &&
          m.promotion_type() == type)
        out.push(m);
  return out;
}

}  // namespace c960
