// A game: a position and its history, move input in SAN or UCI, undo, the end of the game
// (mate, stalemate, draws), draw claims, and board helpers (destinations, castling options).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "notation/fen.h"
#include "notation/san.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

// The most half-moves any game can have: at most 126 captures and pawn moves (30 captures of the
// pieces besides the kings, 96 pawn moves: 16 pawns of at most 6 steps), each after at most 149
// other half-moves, and 150 more end the game by the seventy-five-move rule: 127 × 150.
constexpr int kMaxGamePlies = 127 * 150;

/* How a game stands.
   Automatic ends (no more moves accepted, ERR_GAME_OVER):
     Checkmate, Stalemate;
     InsufficientMaterial — Position::has_insufficient_material(): K v K, K+N v K, K+B v K, and
       any number of bishops all on squares of one colour (e.g. K+B v K+B same-coloured);
     Fivefold — the same position (same side to move, castling rights, legal en-passant
       captures) for the fifth time (FIDE 9.6.1);
     SeventyFiveMove — 150 half-moves without capture or pawn move, unless the last of them
       mated (FIDE 9.6.2);
     a claimed draw (FiftyMove or Threefold, see claim_draw()).
   Claimable draws (the game goes on until someone claims; moves stay allowed):
     FiftyMove — halfmove clock >= 100; Threefold — the current position has occurred at least
     three times. While only claimable, status().reason is None and the result Ongoing. */
enum class GameResult { Ongoing, WhiteWins, BlackWins, Draw };
enum class GameEndReason {
  None,
  Checkmate,
  Stalemate,
  InsufficientMaterial,
  FiftyMove,
  Threefold,
  Fivefold,
  SeventyFiveMove
};

// The result, why the game ended (None while it goes on) and whether the side to move is in check.
struct GameStatus {
  GameResult result = GameResult::Ongoing;
  GameEndReason reason = GameEndReason::None;
  bool check = false;
  Square checked_king = NoSquare;  // the king in check, if any
};

// One move of the history with the position before it (for review and undo).
struct PlayedMove {
  Move move;
  mutable std::string san;  // English SAN with +/#; empty after replay() until history_san()
  std::string uci;          // castling as king takes own rook
  Position before;
};

// Legal target squares of the piece on one origin square.
struct MoveDestinations {
  Square from = NoSquare;
  std::vector<Square> to;
};

class Game {
 public:
  // Returns a game from the ordinary start position (number 518).
  Game();

  // Returns a game from start position `number` (0..959), or ERR_NUMBER_RANGE.
  static Result<Game> from_start_number(int number);
  // Returns a game from a FEN (any legal position), or the FEN's coded error.
  static Result<Game> from_fen(std::string_view fen);
  // Returns a game from a position (already checked: e.g. read by parse_fen()).
  static Game from_position(const Position& start) { return Game(start); }
  // Returns a game from a FEN (text with a '/') or else from a start number as text ("518").
  static Result<Game> from_text(std::string_view text);
  // Returns the start position from_text() would start a game from, or its error.
  static Result<Position> start_of_text(std::string_view text);

  // Returns the current position.
  const Position& position() const { return position_; }
  // Returns the current FEN (X-FEN or Shredder-FEN castling field).
  std::string fen(CastlingNotation notation = CastlingNotation::XFen) const;
  // Returns the FEN the game started from (X-FEN).
  std::string start_fen() const { return write_fen(start_); }
  // Returns the position the game started from.
  const Position& start() const { return start_; }
  // Returns the FEN before half-move `ply` (0 = start; ply == history size = now), or
  // ERR_PLY_RANGE.
  Result<std::string> fen_at(int ply) const;
  // Returns the side to move.
  Color turn() const { return position_.turn(); }
  // Returns the current fullmove number.
  int move_number() const { return position_.fullmove_number(); }

  // Returns the legal move that SAN (read in `letters`, see parse_san()) or UCI text stands
  // for now (no change to the game).
  Result<Move> parse_move(std::string_view text, Letters letters = Letters::English) const;
  // Plays a move given as SAN (read in `letters`) or UCI and returns its English SAN;
  // ERR_GAME_OVER once the game has ended.
  Result<std::string> play(std::string_view text, Letters letters = Letters::English);
  // Plays a legal move and returns its SAN; ERR_GAME_OVER once the game has ended.
  Result<std::string> play_move(Move m);
  // Plays a move given as SAN or UCI like play() but writes no SAN (history_san() writes it
  // when asked): replaying a recorded game, e.g. from PGN, at about twice the speed.
  Result<Move> replay(std::string_view text);
  // Makes room for `plies` more moves at once (replaying a game of known length), for at most
  // kMaxGamePlies in all: no game is longer.
  void reserve(std::size_t plies);
  // Takes back the last move (and any claimed draw) and returns its SAN; nullopt at the start.
  std::optional<std::string> undo();
  // Returns the moves played so far.
  const std::vector<PlayedMove>& history() const { return history_; }
  // Returns the SAN of the history in the chosen letters.
  std::vector<std::string> history_san(Letters letters = Letters::English) const;

  // Returns the legal moves of the position (castling as king takes own rook), also once the
  // game has ended (a dead position's, after a fivefold, ...; none at mate or stalemate): what
  // perft counts. play() refuses them after the end (ERR_GAME_OVER); dests() lists none.
  MoveList legal_moves() const;
  // Returns the SAN of legal_moves() in the chosen letters.
  std::vector<std::string> legal_moves_san(Letters letters = Letters::English) const;
  /* Destinations for a board, per origin square in a1..h8 order, targets in a1..h8 order:
     every legal target of an ordinary move (a promotion square once); for castling the square
     of the castling rook (king takes own rook) and, when the king's castling square (c1/g1,
     c8/g8) is at least two files from the king, that square too. A king one file from its
     castling square reaches it by an ordinary step (listed once; see game_view()), and
     a king already on it castles only by taking the rook. Empty once the game has ended: the
     moves play() accepts. */
  // Returns the legal destinations per origin square (rules above).
  std::vector<MoveDestinations> dests() const;

  // Returns the status (see GameResult above).
  GameStatus status() const;
  // Returns FiftyMove or Threefold when a draw may be claimed now (threefold first), else None.
  GameEndReason claimable_draw() const;
  // Ends the game as a draw when one is claimable (ERR_NO_DRAW_CLAIM otherwise, ERR_GAME_OVER after
  // the end).
  Result<GameStatus> claim_draw();
  // Returns how often the current position has occurred in this game (1 the first time).
  int repetition_count() const;

 private:
  // Plays a legal move of an ongoing game; returns its SAN when `write_san`, else "".
  std::string record(Move m, bool write_san = true);
  explicit Game(const Position& start);
  GameStatus automatic_status() const;

  Position start_;
  Position position_;
  std::vector<PlayedMove> history_;
  std::vector<uint64_t> keys_;  // keys_[i]: the position before half-move i; back() = now
  GameEndReason claimed_ = GameEndReason::None;
};

// Returns the legal move that SAN (read in `letters`) or UCI text stands for in `pos`.
Result<Move> parse_move_text(const Position& pos, std::string_view text,
                             Letters letters = Letters::English);

// Returns the name of a result: "1-0", "0-1", "1/2-1/2" or "*".
const char* result_name(GameResult result);
// Returns the name of a reason: "checkmate", "stalemate", "insufficient-material",
// "fifty-move", "threefold", "fivefold", "seventy-five-move", or "" for None.
const char* reason_name(GameEndReason reason);

}  // namespace c960
