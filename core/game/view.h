// Everything a board page redraws from after a change, in one value (game_view), and what a
// board gesture from one square to another can mean (moves_between).
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/game.h"
#include "letters.h"
#include "rules/castling_check.h"

namespace c960 {

/* Why a castling right is gone, read from the game's history:
     NeverHeld     the game began without it
     Castled       that side castled already (both rights go)
     KingMoved     the king moved
     RookMoved     that rook moved
     RookCaptured  that rook was captured on its square */
enum class LostRight : uint8_t { None, NeverHeld, Castled, KingMoved, RookMoved, RookCaptured };

// One castling of the side to move, legal now or why not.
struct CastlingView {
  CastlingSide side = CastlingSide::KingSide;
  CastlingCheck check;  // the board's verdict (NoRight when the right is gone)
  LostRight lost = LostRight::None;
  bool game_over = false;                  // the game has ended: nothing is legal
  Move move;                               // the castling move when legal, else none
  std::string san;                         // its SAN in the chosen letters when legal
  bool king_to_is_also_king_step = false;  // the king's destination is an ordinary step too
};

// The last move played, with both pieces' squares for a castling.
struct LastMoveView {
  Move move;
  std::string san, uci;
  Square from = NoSquare, to = NoSquare;            // for castling: the king's squares
  Square rook_from = NoSquare, rook_to = NoSquare;  // for castling only
};

// What a board page shows after a change.
struct GameView {
  std::string fen;
  Color turn = Color::White;
  int move_number = 1;
  GameStatus status;
  std::array<Piece, 64> pieces{};
  std::vector<MoveDestinations> dests;
  std::array<CastlingView, 2> castling;  // king side (O-O), queen side (O-O-O)
  std::vector<std::string> history_san, history_uci;
  GameEndReason claimable = GameEndReason::None;
  bool has_last_move = false;
  LastMoveView last_move;
  std::optional<int> start_number;  // when the game began from one of the 960 start positions
};

// Returns the view of a game with SAN in the chosen letters.
GameView game_view(const Game& game, Letters letters = Letters::English);

/* A board gesture from `from` to `to` can mean, in this order: the ordinary move to that
   square; the castling whose rook stands there (the king takes its own rook) or whose king
   destination it is (e.g. e1 to g1); the four promotions (queen, rook, bishop, knight). An
   empty list: the gesture means no legal move (none once the game has ended). */
// Returns the legal moves a gesture from `from` to `to` can mean (rules above).
MoveList moves_between(const Game& game, Square from, Square to);

}  // namespace c960
