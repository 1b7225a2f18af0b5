// Legal move generation with check and pin masks (no make/test/unmake), and the questions
// built on it: any legal move, checkmate, stalemate.
#pragma once
#include <cstddef>
#include <new>

#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

// A fixed-capacity list of moves (no legal position has more than 218 moves).
class MoveList {
 public:
  // Appends a move.
  void push(Move m) { new (&storage_[size_++]) Move(m); }
  // Returns the number of moves.
  std::size_t size() const { return size_; }
  // Returns true when the list is empty.
  bool empty() const { return size_ == 0; }
  // Returns the i-th move.
  Move operator[](std::size_t i) const { return begin()[i]; }
  // Returns true when the list holds m.
  bool contains(Move m) const;
  const Move* begin() const { return std::launder(reinterpret_cast<const Move*>(storage_)); }
  const Move* end() const { return begin() + size_; }

 private:
  // Raw room for the moves: a new list writes only its size, not 256 empty moves.
  struct alignas(Move) Slot {
    unsigned char bytes[sizeof(Move)];
  };
  Slot storage_[256];
  std::size_t size_ = 0;
};

// Returns every legal move of the side to move (castling as king takes own rook).
MoveList legal_moves(const Position& pos);
// Returns the legal captures (en passant included) and promotions of the side to move: the moves
// of legal_moves that take a piece or promote, for the quiescence search.
MoveList legal_tactical_moves(const Position& pos);
// Returns the number of legal moves without listing them (fast; perft counts with it).
int count_legal_moves(const Position& pos);
// Returns the side to move's pieces pinned to their king: each stands alone between the king and
// an enemy bishop, rook or queen on one line.
Bitboard pinned_pieces(const Position& pos);
// Returns true when the side to move has at least one legal move.
bool has_legal_move(const Position& pos);
// Returns true when the side to move is in check and has no legal move.
bool is_checkmate(const Position& pos);
// Returns true when the side to move is not in check and has no legal move.
bool is_stalemate(const Position& pos);

}  // namespace c960
