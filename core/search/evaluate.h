// Static evaluation for Chess960: material, piece-square tables, mobility, pawn structure,
// outposts and space, king safety around wherever the king stands (shelter, storms, attackers,
// safe checks, a pawnless flank), castling rights, corner bishops and knights, a rook shut in by
// its king, threats against pieces, and an endgame's "complexity" (how winnable the lead is).
// Middlegame and endgame terms are blended by the material left on the board (tapered eval).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "rules/position.h"
#include "search/eval_weights.h"

namespace c960 {

// Centipawn values used by search (move ordering, pruning margins) and evaluation.
constexpr int kPawnValue = 100;
constexpr int kKnightValue = 320;
constexpr int kBishopValue = 335;
constexpr int kRookValue = 500;
constexpr int kQueenValue = 960;

// Returns the ordering value of a piece type (king 0; used for MVV-LVA and exchange checks).
constexpr int piece_value(PieceType t) {
  constexpr int values[kPieceTypeCount] = {kPawnValue, kKnightValue, kBishopValue,
                                           kRookValue, kQueenValue,  0};
  return values[int(t)];
}

/* What the pawns alone decide, for both colours, kept for the next position with the same pawns
   (most positions of a search share their pawns with many others): the pawns' piece-square
   entries, their structure and which are passed; and, for the king square each colour's king
   last stood on, its pawn shelter and its distance to the nearest pawn. */
struct PawnEntry {
  Bitboard pawns[2] = {0, 0};  // White's and Black's pawns: the entry's exact key
  bool filled = false;
  Score placement[2];
  Score structure[2];
  Bitboard passed[2] = {0, 0};
  uint8_t king_plus_one[2] = {0, 0};  // the king square of the two below, plus one (0: none)
  Score shelter[2];
  int nearest_pawn[2] = {0, 0};
};

// A table of pawn entries owned by one search (the standard weights only).
class PawnTable {
 public:
  explicit PawnTable(std::size_t entries = 2048);
  // Returns the entry of these pawns, filling it when the slot holds other pawns.
  PawnEntry& entry(Bitboard white_pawns, Bitboard black_pawns);

 private:
  std::vector<PawnEntry> entries_;
};

// Returns the score of the position in centipawns from the side to move's point of view.
int evaluate(const Position& pos);
// Returns the same, taking what the pawns decide from `pawns` (the search's way: faster).
int evaluate(const Position& pos, PawnTable& pawns);
// Returns the same with other weights (for the tuner, tuning/texel_tune.cpp).
int evaluate(const Position& pos, const EvalWeights& weights);

// Per-term breakdown for tests and tuning, from White's point of view, already tapered.
struct EvalTerms {
  int material = 0, placement = 0, mobility = 0, pawns = 0, king_safety = 0, castling = 0,
      corner_pieces = 0, threats = 0, total = 0;
  int phase = 0;  // 24 = all pieces on the board, 0 = pawns and kings only
  int tempo = 0;  // the side to move's bonus (not in total)
};
// Returns the terms of evaluate() (White's view, before the side-to-move sign).
EvalTerms evaluate_terms(const Position& pos);

}  // namespace c960
