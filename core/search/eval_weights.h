// The evaluation's weights in one struct of plain integers (centipawns; a middlegame/endgame
// pair where the term is tapered). The values the engine plays with are the constants in
// eval_weights.cpp; tuning/texel_tune.cpp fits them to game results and prints that file.
#pragma once

namespace c960 {

// Entries of the king-danger table (attack units 0..47; more count as 47).
constexpr int kKingDangerUnits = 48;

// A middlegame/endgame pair, blended by the game phase at the end of the evaluation.
struct Score {
  int mg = 0, eg = 0;
  constexpr Score() = default;
  constexpr Score(int m, int e) : mg(m), eg(e) {}
  constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
  constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
  constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
  Score& operator+=(Score o) {
    mg += o.mg;
    eg += o.eg;
    return *this;
  }
  Score& operator-=(Score o) {
    mg -= o.mg;
    eg -= o.eg;
    return *this;
  }
};

// Every weight of evaluate(); only ints inside (the tuner reads and writes it as an int array).
struct EvalWeights {
  Score material[6];  // pawn, knight, bishop, rook, queen, king (0)
  // Piece-square tables from White's side: [piece][rank * 4 + file], files a-d; e-h mirror d-a.
  Score pst[6][32];
  // By the number of safe squares attacked (not own pieces, not attacked by enemy pawns):
  // [knight, bishop, rook, queen][count]; a knight has at most 8, a queen 27.
  Score mobility[4][28];
  Score bishop_pair, rook_open_file, rook_half_open_file;
  Score doubled_pawn, isolated_pawn, supported_pawn;
  Score passed_pawn[8];          // by relative rank
  Score passed_their_king;       // per square of the enemy king's distance to the stop square,
  Score passed_our_king;         // (minus) of our king's distance, times (rank - 2), rank >= 3
  Score passed_free_stop;        // per rank when the stop square is empty, rank >= 3
  Score shield_near;             // own pawn one rank in front of the king (per file)
  Score shield_far;              // own pawn two ranks in front
  Score shield_missing;          // no own pawn on that file in front of the king
  Score king_on_half_open_file;  // no own pawn on the king's file
  int attack_weight[6];          // king-zone attack units per attacked square, by piece type
  Score king_danger[kKingDangerUnits];  // by attack units, when two pieces or a queen attack
  Score castling_right_in_centre;       // per right held while the king is on c1-f1
  Score centre_king_without_rights;     // king on c1-f1 without rights
  Score long_diagonal_open;             // bishop on a long diagonal seeing both centre squares
  Score corner_bishop_blocked;          // corner bishop behind a blocked own pawn
  Score corner_knight;                  // knight still on its own corner square
  Score undeveloped_knight;             // knight on its own back rank
  Score tempo;                          // for the side to move
  Score threat_by_pawn;                 // per enemy piece (not pawn) a pawn of ours attacks
  Score threat_by_minor[6];  // per enemy piece a knight or bishop of ours attacks, by type
  Score threat_by_rook[6];   // per enemy piece a rook of ours attacks, by type
  Score hanging;             // per enemy piece (not king) we attack and they do not defend
  Score pawn_phalanx[8];     // per pawn with an own pawn beside it, by relative rank
  Score backward_pawn;       // no own pawn beside or behind, stop square hit by a pawn
  Score knight_outpost;      // knight on rank 4-6, defended by a pawn, no pawn can chase it
  Score bishop_outpost;      // the same for a bishop
  Score rook_on_seventh;     // rook on the 7th rank with enemy pawns there or king on the 8th
  Score bishop_pawns;        // per own pawn on the squares of a bishop's colour
  Score threat_by_push;      // per enemy piece a safe pawn push would attack
  Score safe_check[6];       // a knight, bishop, rook, queen could check from a safe square
  Score pawn_storm[8];       // nearest unblocked enemy pawn on a king file, by its rank
  Score passed_safe_stop;    // per rank when no enemy pawn attacks the stop square, rank >= 3
  Score weak_king_ring;      // per square next to our king they attack, no pawn/minor/rook guards
  Score space;               // per safe square behind our pawns on files c-f, ranks 2-4
  Score minor_behind_pawn;   // per knight or bishop with an own pawn just in front
  Score king_pawn_distance;  // per square from our king to the nearest pawn
  Score weak_unopposed;      // isolated or backward pawn, no enemy pawn in front on its file
  Score protected_passer;    // passed pawn defended by an own pawn
  Score trapped_rook;        // rook, at most 3 safe squares, between its king and the corner,
                             // no castling left on that side
  Score king_protector;      // per square from a knight or bishop to our king
  Score threat_by_king;      // our king attacks an enemy pawn or piece they do not defend
  Score pawnless_flank;      // no pawn on the king's flank (the files around it)
  // Endgame "complexity", added to the endgame score of the side ahead (never more than it
  // takes away): per passed pawn, per pawn, per file of king outflanking, pawns on both wings,
  // only pawns left, and a constant.
  int complexity[6];
};

// The weights the engine plays with.
extern const EvalWeights kEvalWeights;

}  // namespace c960
