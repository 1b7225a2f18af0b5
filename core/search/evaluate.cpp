#include "search/evaluate.h"

#include <algorithm>
#include <cstdlib>

namespace c960 {

namespace {

constexpr int kPhaseWeight[kPieceTypeCount] = {0, 1, 1, 2, 4, 0};
constexpr int kFullPhase = 24;
constexpr Bitboard kQueenSideFiles = 0x0F0F0F0F0F0F0F0FULL;  // a-d
constexpr Bitboard kKingSideFiles = ~kQueenSideFiles;        // e-h
constexpr Bitboard kCentreFiles = 0x3C3C3C3C3C3C3C3CULL;     // c-f

struct Tables {
  Bitboard forward_file[2][64];  // squares in front of s on its file
  Bitboard passed_span[2][64];   // squares in front of s on its file and the adjacent files
  Bitboard adjacent_files[8];
};

// Returns the piece-square entry of a square seen from White's side (files e-h mirror d-a).
Score pst(const EvalWeights& w, int type, int white_square) {
  int file = white_square & 7, rank = white_square >> 3;
  return w.pst[type][rank * 4 + (file < 4 ? file : 7 - file)];
}

// Returns 0 for the four centre squares up to 3 on the edge.
int centre_distance(int file, int rank) {
  int df = std::max(3 - file, file - 4);
  int dr = std::max(3 - rank, rank - 4);
  return std::max(df, dr);
}

// Returns the squares one file to either side of the given squares.
Bitboard shift_east_west(Bitboard b) {
  return ((b & ~file_bb(FileH)) << 1) | ((b & ~kFileABits) >> 1);
}

Tables build_tables() {
  Tables t{};
  for (int f = 0; f < 8; ++f) {
    t.adjacent_files[f] = (f > 0 ? file_bb(File(f - 1)) : 0) | (f < 7 ? file_bb(File(f + 1)) : 0);
  }
  for (int s = 0; s < 64; ++s) {
    Bitboard north = 0, south = 0;
    for (int r = (s >> 3) + 1; r < 8; ++r) north |= square_bb(Square(r * 8 + (s & 7)));
    for (int r = (s >> 3) - 1; r >= 0; --r) south |= square_bb(Square(r * 8 + (s & 7)));
    t.forward_file[0][s] = north;
    t.forward_file[1][s] = south;
    for (int c = 0; c < 2; ++c) {
      Bitboard span = t.forward_file[c][s];
      t.passed_span[c][s] = span | shift_east_west(span);
    }
  }
  return t;
}

const Tables& tables() {
  static const Tables t = build_tables();
  return t;
}

// Returns the squares attacked by the pawns of colour c.
Bitboard pawn_attack_span(Color c, Bitboard pawns) {
  return shift_forward_west(c, pawns) | shift_forward_east(c, pawns);
}

int distance(Square a, Square b) {
  return std::max(std::abs(int(file_of(a)) - int(file_of(b))),
                  std::abs(int(rank_of(a)) - int(rank_of(b))));
}

// Everything the per-colour terms need about the board.
struct Context {
  const Position& pos;
  const Tables& t;
  const EvalWeights& w;
  Bitboard occupied;
  Bitboard pawn_attacks[2];
};

struct ColorScores {
  Score material, placement, mobility, pawns, king_safety, castling, corner, threats;
  Score sum() const {
    return material + placement + mobility + pawns + king_safety + castling + corner + threats;
  }
};

// The squares one colour's pieces attack, by kind of attacker (pawns are in Context).
struct AttackMaps {
  Bitboard minor = 0, rook = 0, all = 0;
  Bitboard by_type[kPieceTypeCount] = {};  // knight, bishop, rook, queen (pawns: Context)
};

// Fills what colour `us`'s pawns alone decide: their piece-square entries, the structure
// (doubled, isolated, supported, phalanx, backward, passed by rank) and which are passed.
void pawn_terms(const Tables& t, const EvalWeights& w, Bitboard ours, Bitboard theirs, Color us,
                PawnEntry& e) {
  Color them = opposite(us);
  Bitboard our_attacks = pawn_attack_span(us, ours), their_attacks = pawn_attack_span(them, theirs);
  int flip = us == Color::White ? 0 : 56;
  Score placement, score;
  for (int f = 0; f < 8; ++f) {
    int on_file = popcount(ours & file_bb(File(f)));
    if (on_file > 1) score += w.doubled_pawn * (on_file - 1);
    if (on_file && !(ours & t.adjacent_files[f])) score += w.isolated_pawn * on_file;
  }
  score += w.supported_pawn * popcount(ours & our_attacks);
  for (Bitboard b = ours & shift_east_west(ours); b;)
    score += w.pawn_phalanx[relative_rank(us, rank_of(pop_lsb(b)))];
  Bitboard passed = 0;
  for (Bitboard b = ours; b;) {
    Square s = pop_lsb(b);
    placement += pst(w, 0, s ^ flip);
    Square stop = Square(us == Color::White ? s + 8 : s - 8);
    // Backward: no own pawn beside or behind on the next files, and the stop square is hit.
    bool backward = (their_attacks & square_bb(stop)) &&
                    !(ours & t.passed_span[int(them)][stop] & ~t.forward_file[int(them)][stop]);
    if (backward) score += w.backward_pawn;
    // A weak pawn that no enemy pawn covers from the front: open to their rooks.
    bool isolated = !(ours & t.adjacent_files[file_of(s)]);
    if ((backward || isolated) && !(t.forward_file[int(us)][s] & theirs)) score += w.weak_unopposed;
    if (t.passed_span[int(us)][s] & theirs) continue;
    if (t.forward_file[int(us)][s] & ours) continue;  // the rear pawn of a doubled pair
    passed |= square_bb(s);
    score += w.passed_pawn[relative_rank(us, rank_of(s))];
    if (our_attacks & square_bb(s)) score += w.protected_passer;
  }
  e.placement[int(us)] = placement;
  e.structure[int(us)] = score;
  e.passed[int(us)] = passed;
}

// Scores what the pieces add to colour `us`'s passed pawns from the fourth rank on: the kings'
// distances to the square in front, and whether that square is free and safe.
Score passed_pawn_extras(const Context& cx, Color us, Bitboard passed) {
  const Position& pos = cx.pos;
  Color them = opposite(us);
  const EvalWeights& w = cx.w;
  Square our_king = pos.king_square(us), their_king = pos.king_square(them);
  Score bonus;
  for (Bitboard b = passed; b;) {
    Square s = pop_lsb(b);
    int rank = relative_rank(us, rank_of(s));
    if (rank < 3) continue;
    Square front = Square(us == Color::White ? s + 8 : s - 8);
    // Kings near the square in front of the pawn decide many pawn endings.
    bonus += w.passed_their_king * (distance(their_king, front) * (rank - 2));
    bonus -= w.passed_our_king * (distance(our_king, front) * (rank - 2));
    if (!(cx.occupied & square_bb(front))) bonus += w.passed_free_stop * rank;
    if (!(cx.pawn_attacks[int(them)] & square_bb(front))) bonus += w.passed_safe_stop * rank;
  }
  return bonus;
}

// Scores piece activity (mobility, rook files, bishop pair, corner pieces) for colour `us`,
// and collects the attack units against the enemy king zone.
void pieces_terms(const Context& cx, Color us, ColorScores& out, int& king_attack_units,
                  int& king_attackers, AttackMaps& maps) {
  const Position& pos = cx.pos;
  Color them = opposite(us);
  const EvalWeights& w = cx.w;
  Bitboard own = pos.pieces(us);
  Bitboard our_pawns = pos.pieces(us, PieceType::Pawn);
  Bitboard their_pawns = pos.pieces(them, PieceType::Pawn);
  Bitboard safe = ~own & ~cx.pawn_attacks[int(them)];
  Square their_king = pos.king_square(them), our_king = pos.king_square(us);
  Bitboard king_zone = king_attacks(their_king) | square_bb(their_king);
  king_zone |= shift_forward(them, king_zone);
  int flip = us == Color::White ? 0 : 56;

  for (int type = int(PieceType::Knight); type <= int(PieceType::Queen); ++type) {
    PieceType pt = PieceType(type);
    for (Bitboard b = pos.pieces(us, pt); b;) {
      Square s = pop_lsb(b);
      Bitboard attacks = piece_attacks(pt, s, cx.occupied);
      maps.all |= attacks;
      if (pt == PieceType::Knight || pt == PieceType::Bishop) maps.minor |= attacks;
      if (pt == PieceType::Rook) maps.rook |= attacks;
      maps.by_type[type] |= attacks;
      out.material += w.material[type];
      out.placement += pst(w, type, s ^ flip);
      int mobility = popcount(attacks & safe);
      out.mobility += w.mobility[type - 1][mobility];
      if (Bitboard hits = attacks & king_zone) {
        ++king_attackers;
        king_attack_units += w.attack_weight[type] * popcount(hits);
      }
      Square rel = Square(s ^ flip);
      if (pt == PieceType::Knight || pt == PieceType::Bishop)
        out.placement += w.king_protector * distance(s, our_king);
      // An outpost: ranks 4-6, defended by a pawn, and no enemy pawn can ever attack it.
      if ((pt == PieceType::Knight || pt == PieceType::Bishop) && rank_of(rel) >= Rank4 &&
          rank_of(rel) <= Rank6 && (cx.pawn_attacks[int(us)] & square_bb(s)) &&
          !(their_pawns & cx.t.passed_span[int(us)][s] & ~cx.t.forward_file[int(us)][s]))
        out.placement += pt == PieceType::Knight ? w.knight_outpost : w.bishop_outpost;
      if (pt == PieceType::Rook) {
        Bitboard file = file_bb(file_of(s));
        if (!(file & our_pawns))
          out.placement += (file & their_pawns) ? w.rook_half_open_file : w.rook_open_file;
        if (rank_of(rel) == Rank7 && ((their_pawns & rank_bb(rank_of(s))) ||
                                      relative_rank(us, rank_of(their_king)) == Rank8))
          out.placement += w.rook_on_seventh;
        // Shut in by its own king (the king between it and the centre), with no castling
        // left on its side to free it: common in Chess960 when the king has moved.
        File king_file = file_of(our_king), rook_file = file_of(s);
        if (mobility <= 3 && (king_file < FileE) == (rook_file < king_file) &&
            !pos.castling().has(
                us, rook_file < king_file ? CastlingSide::QueenSide : CastlingSide::KingSide))
          out.placement += w.trapped_rook;
      } else if (pt == PieceType::Knight) {
        if (rel == A1 || rel == H1)
          out.corner += w.corner_knight;
        else if (rank_of(rel) == Rank1)
          out.corner += w.undeveloped_knight;
      } else if (pt == PieceType::Bishop) {
        // The long diagonals: a1-h8 through d4/e5, h1-a8 through e4/d5.
        constexpr Bitboard kA1H8 = 0x8040201008040201ULL, kH1A8 = 0x0102040810204080ULL;
        Bitboard diagonal = (kA1H8 & square_bb(s)) ? kA1H8 : (kH1A8 & square_bb(s)) ? kH1A8 : 0;
        Bitboard centre =
            diagonal & (square_bb(D4) | square_bb(E5) | square_bb(E4) | square_bb(D5));
        if (diagonal && (attacks & centre) == (centre & ~square_bb(s)))
          out.corner += w.long_diagonal_open;
        Bitboard same_colour = (kDarkSquares & square_bb(s)) ? kDarkSquares : ~kDarkSquares;
        out.placement += w.bishop_pawns * popcount(our_pawns & same_colour);
        if (rel == A1 || rel == H1) {
          Square step = relative_square(us, rel == A1 ? B2 : G2);
          Square beyond = relative_square(us, rel == A1 ? B3 : G3);
          if (pos.piece_on(step) == make_piece(us, PieceType::Pawn) &&
              pos.piece_on(beyond) != Piece::None)
            out.corner += w.corner_bishop_blocked;
        }
      }
    }
  }
  if (more_than_one(pos.pieces(us, PieceType::Bishop))) out.placement += w.bishop_pair;
}

// Scores the pieces of the other colour that colour `us` attacks with a pawn, a minor piece or
// a rook (weights by the victim's type), that hang (attacked, not defended) or that a safe pawn
// push would attack; `maps` are both colours' piece attacks.
Score threat_terms(const Context& cx, Color us, const AttackMaps maps[2]) {
  const Position& pos = cx.pos;
  Color them = opposite(us);
  const EvalWeights& w = cx.w;
  Bitboard king = pos.pieces(them, PieceType::King);
  Bitboard pieces = pos.pieces(them) & ~pos.pieces(them, PieceType::Pawn) & ~king;
  Score score = w.threat_by_pawn * popcount(cx.pawn_attacks[int(us)] & pieces);
  for (int type = int(PieceType::Pawn); type <= int(PieceType::Queen); ++type) {
    Bitboard victims = pos.pieces(them, PieceType(type));
    score += w.threat_by_minor[type] * popcount(victims & maps[int(us)].minor);
    score += w.threat_by_rook[type] * popcount(victims & maps[int(us)].rook);
  }
  Bitboard ours = maps[int(us)].all | cx.pawn_attacks[int(us)] | king_attacks(pos.king_square(us));
  Bitboard theirs =
      maps[int(them)].all | cx.pawn_attacks[int(them)] | king_attacks(pos.king_square(them));
  score += w.hanging * popcount(pos.pieces(them) & ~king & ours & ~theirs);
  if (king_attacks(pos.king_square(us)) & pos.pieces(them) & ~theirs) score += w.threat_by_king;
  // A pawn push to a square their pawns do not attack that would attack one of their pieces.
  Bitboard pushed = shift_forward(us, pos.pieces(us, PieceType::Pawn)) & ~cx.occupied &
                    ~cx.pawn_attacks[int(them)];
  score += w.threat_by_push * popcount(pawn_attack_span(us, pushed) & pieces);
  return score;
}

// Scores what needs both colours' attacks for colour `us`: squares next to our king that they
// attack and only our king or queen defends, our space (safe squares behind our pawns on the
// centre files), minor pieces shielded by a pawn in front, and our king's distance to the pawns
// (from the entry).
Score space_and_ring(const Context& cx, Color us, const AttackMaps maps[2], const PawnEntry& e) {
  const Position& pos = cx.pos;
  Color them = opposite(us);
  const EvalWeights& w = cx.w;
  Square king = pos.king_square(us);
  Bitboard their_attacks = maps[int(them)].all | cx.pawn_attacks[int(them)];
  Bitboard our_guard = cx.pawn_attacks[int(us)] | maps[int(us)].minor | maps[int(us)].rook;
  Score score = w.weak_king_ring * popcount(king_attacks(king) & their_attacks & ~our_guard);
  Bitboard our_pawns = pos.pieces(us, PieceType::Pawn);
  Bitboard home = us == Color::White ? 0x00000000FFFFFF00ULL : 0x00FFFFFF00000000ULL;
  Bitboard behind = our_pawns;
  for (int i = 0; i < 3; ++i) behind |= us == Color::White ? behind >> 8 : behind << 8;
  Bitboard space = kCentreFiles & home & behind & ~our_pawns & ~cx.pawn_attacks[int(them)];
  score += w.space * popcount(space);
  Bitboard minors = pos.pieces(us, PieceType::Knight) | pos.pieces(us, PieceType::Bishop);
  score += w.minor_behind_pawn * popcount(minors & shift_forward(them, our_pawns));
  score += w.king_pawn_distance * e.nearest_pawn[int(us)];
  return score;
}

// Scores the checks colour `us` could give: per piece type that could check from a square not
// occupied by our pieces and not guarded by them (`maps` are both colours' piece attacks).
Score safe_checks(const Context& cx, Color us, const AttackMaps maps[2]) {
  const Position& pos = cx.pos;
  Color them = opposite(us);
  Square their_king = pos.king_square(them);
  Bitboard guarded = maps[int(them)].all | cx.pawn_attacks[int(them)] | king_attacks(their_king);
  Bitboard safe = ~pos.pieces(us) & ~guarded;
  Bitboard diagonal = bishop_attacks(their_king, cx.occupied);
  Bitboard straight = rook_attacks(their_king, cx.occupied);
  const AttackMaps& own = maps[int(us)];
  const Bitboard checks[kPieceTypeCount] = {0,
                                            knight_attacks(their_king) & own.by_type[1],
                                            diagonal & own.by_type[2],
                                            straight & own.by_type[3],
                                            (diagonal | straight) & own.by_type[4],
                                            0};
  Score score;
  for (int type = int(PieceType::Knight); type <= int(PieceType::Queen); ++type)
    if (checks[type] & safe) score += cx.w.safe_check[type];
  return score;
}

// Scores the shelter of colour `us`'s king on `king` by the pawns alone: its own pawns in front on
// its file and the next ones, an open file, and enemy pawns storming those files.
Score king_shelter(const Tables& t, const EvalWeights& w, Bitboard our_pawns, Bitboard their_pawns,
                   Color us, Square king) {
  Score shield;
  int king_file = file_of(king);
  for (int f = std::max(0, king_file - 1); f <= std::min(7, king_file + 1); ++f) {
    Bitboard in_front = t.forward_file[int(us)][make_square(File(f), rank_of(king))] & our_pawns;
    if (!in_front) {
      shield += w.shield_missing;
      continue;
    }
    Square nearest = us == Color::White ? lsb(in_front) : msb(in_front);
    int gap = std::abs(int(rank_of(nearest)) - int(rank_of(king)));
    if (gap == 1) shield += w.shield_near;
    if (gap == 2) shield += w.shield_far;
  }
  if (!(file_bb(File(king_file)) & our_pawns)) shield += w.king_on_half_open_file;
  // Enemy pawns storming the king's files: the nearest one in front of the king on each, by its
  // rank from our side (a pawn our own pawn blocks does not count).
  for (int f = std::max(0, king_file - 1); f <= std::min(7, king_file + 1); ++f) {
    Bitboard front = t.forward_file[int(us)][make_square(File(f), rank_of(king))];
    Bitboard stormers = front & their_pawns;
    if (!stormers) continue;
    Square nearest = us == Color::White ? lsb(stormers) : msb(stormers);
    Square below = Square(us == Color::White ? nearest - 8 : nearest + 8);
    if (our_pawns & square_bb(below)) continue;
    shield += w.pawn_storm[relative_rank(us, rank_of(nearest))];
  }
  return shield;
}

// Fills the entry's king part for colour `us`'s king on `king`, unless it is for that square.
void fill_king_part(const Tables& t, const EvalWeights& w, Color us, Square king, PawnEntry& e) {
  if (e.king_plus_one[int(us)] == king + 1) return;
  Bitboard ours = e.pawns[int(us)], theirs = e.pawns[int(opposite(us))];
  e.shelter[int(us)] = king_shelter(t, w, ours, theirs, us, king);
  int nearest = 0;  // no pawns: no term
  if (ours | theirs) {
    nearest = 8;
    for (Bitboard b = ours | theirs; b;) nearest = std::min(nearest, distance(king, pop_lsb(b)));
  }
  e.nearest_pawn[int(us)] = nearest;
  e.king_plus_one[int(us)] = uint8_t(king + 1);
}

// Returns the files around a king on `f` that make its flank: a-c, a-d, c-f, e-h or f-h.
Bitboard king_flank(File f) {
  if (f == FileA) return kQueenSideFiles & ~file_bb(FileD);
  if (f <= FileC) return kQueenSideFiles;
  if (f <= FileE) return kCentreFiles;
  if (f <= FileG) return kKingSideFiles;
  return kKingSideFiles & ~file_bb(FileE);
}

// Scores colour `us`'s king: its square, its shelter (from the entry), a flank without pawns
// and its castling rights.
void king_terms(const Context& cx, Color us, const PawnEntry& e, ColorScores& out) {
  const Position& pos = cx.pos;
  Square rel = relative_square(us, pos.king_square(us));
  const EvalWeights& w = cx.w;
  out.placement += pst(w, int(PieceType::King), rel);
  out.king_safety += e.shelter[int(us)];
  if (!(pos.pieces(PieceType::Pawn) & king_flank(file_of(pos.king_square(us)))))
    out.king_safety += w.pawnless_flank;
  const CastlingRights& rights = pos.castling();
  bool centre_back_rank = rank_of(rel) == Rank1 && file_of(rel) >= FileC && file_of(rel) <= FileF;
  if (centre_back_rank) {
    int held = rights.has(us, CastlingSide::KingSide) + rights.has(us, CastlingSide::QueenSide);
    out.castling += held ? w.castling_right_in_centre * held : w.centre_king_without_rights;
  }
}

// Returns the king-danger score (negative) of the attack units gathered against one king.
Score king_danger(const EvalWeights& w, int units, int attackers, bool attacker_has_queen) {
  if (attackers < 2 && !attacker_has_queen) return Score{};
  Score danger = w.king_danger[std::min(units, kKingDangerUnits - 1)];
  if (!attacker_has_queen) danger = Score{danger.mg / 2, danger.eg / 2};
  return danger;
}

int non_pawn_material(const Position& pos, Color c) {
  return popcount(pos.pieces(c, PieceType::Knight)) * kKnightValue +
         popcount(pos.pieces(c, PieceType::Bishop)) * kBishopValue +
         popcount(pos.pieces(c, PieceType::Rook)) * kRookValue +
         popcount(pos.pieces(c, PieceType::Queen)) * kQueenValue;
}

// Returns the factor (out of 16) by which a drawish endgame is scaled toward zero.
int endgame_scale(const Position& pos, int white_eg_lead) {
  Color strong = white_eg_lead >= 0 ? Color::White : Color::Black;
  Color weak = opposite(strong);
  if (!pos.pieces(strong, PieceType::Pawn)) {
    int edge = non_pawn_material(pos, strong) - non_pawn_material(pos, weak);
    if (edge <= kBishopValue) return 2;
  }
  Bitboard bishops = pos.pieces(PieceType::Bishop);
  bool only_bishops =
      !(pos.pieces(PieceType::Knight) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen));
  if (only_bishops && popcount(pos.pieces(Color::White, PieceType::Bishop)) == 1 &&
      popcount(pos.pieces(Color::Black, PieceType::Bishop)) == 1 && (bishops & kDarkSquares) &&
      (bishops & ~kDarkSquares))
    return 8;
  return 16;
}

// Returns a bonus (White's view) that drives a bare king to the edge and the kings together.
int mop_up(const Position& pos) {
  for (Color strong : {Color::White, Color::Black}) {
    Color weak = opposite(strong);
    if (pos.pieces(weak) != pos.pieces(weak, PieceType::King)) continue;
    if (non_pawn_material(pos, strong) < kRookValue) continue;
    Square wk = pos.king_square(weak), sk = pos.king_square(strong);
    int bonus = 12 * centre_distance(file_of(wk), rank_of(wk)) + 4 * (7 - distance(wk, sk)) + 200;
    return strong == Color::White ? bonus : -bonus;
  }
  return 0;
}

// Returns what the endgame's "complexity" adds to White's endgame score `eg`: pawns, passed pawns,
// king outflanking, pawns on both wings and a pure pawn ending keep the side ahead winning; few
// of them make it drawish. It never turns the sign of `eg`.
int complexity(const Position& pos, const EvalWeights& w, const PawnEntry& e, int eg,
               bool pawns_only) {
  if (eg == 0) return 0;
  Square wk = pos.king_square(Color::White), bk = pos.king_square(Color::Black);
  Bitboard pawns = pos.pieces(PieceType::Pawn);
  int outflanking =
      std::abs(int(file_of(wk)) - int(file_of(bk))) - std::abs(int(rank_of(wk)) - int(rank_of(bk)));
  bool both_wings = (pawns & kQueenSideFiles) && (pawns & kKingSideFiles);
  const int* c = w.complexity;
  int value = c[0] * popcount(e.passed[0] | e.passed[1]) + c[1] * popcount(pawns) +
              c[2] * outflanking + c[3] * both_wings + c[4] * pawns_only + c[5];
  value = std::max(value, -std::abs(eg));
  return eg > 0 ? value : -value;
}

// Fills an entry with what the pawns decide (the king parts are filled when asked for).
void fill_pawn_entry(const Tables& t, const EvalWeights& w, Bitboard white, Bitboard black,
                     PawnEntry& e) {
  e.pawns[0] = white;
  e.pawns[1] = black;
  e.filled = true;
  e.king_plus_one[0] = e.king_plus_one[1] = 0;
  pawn_terms(t, w, white, black, Color::White, e);
  pawn_terms(t, w, black, white, Color::Black, e);
}

// `e` holds this position's pawns (fill_pawn_entry); its king parts are filled here if needed.
EvalTerms compute(const Position& pos, const EvalWeights& w, PawnEntry& e) {
  EvalTerms terms;
  if (pos.has_insufficient_material()) return terms;
  Context cx{pos, tables(), w, pos.occupied(), {0, 0}};
  for (Color c : {Color::White, Color::Black}) {
    cx.pawn_attacks[int(c)] = pawn_attack_span(c, pos.pieces(c, PieceType::Pawn));
    fill_king_part(cx.t, w, c, pos.king_square(c), e);
  }
  ColorScores side[2];
  AttackMaps maps[2];
  int attack_units[2] = {0, 0}, attackers[2] = {0, 0};
  int phase = 0;
  for (Color c : {Color::White, Color::Black}) {
    ColorScores& s = side[int(c)];
    s.material += w.material[0] * popcount(pos.pieces(c, PieceType::Pawn));
    s.placement += e.placement[int(c)];
    pieces_terms(cx, c, s, attack_units[int(c)], attackers[int(c)], maps[int(c)]);
    s.pawns = e.structure[int(c)] + passed_pawn_extras(cx, c, e.passed[int(c)]);
    king_terms(cx, c, e, s);
    for (int type = 1; type <= 4; ++type)
      phase += kPhaseWeight[type] * popcount(pos.pieces(c, PieceType(type)));
  }
  for (Color c : {Color::White, Color::Black}) {
    Color them = opposite(c);
    side[int(c)].threats = threat_terms(cx, c, maps);
    side[int(c)].king_safety += king_danger(w, attack_units[int(them)], attackers[int(them)],
                                            pos.pieces(them, PieceType::Queen) != 0);
    side[int(c)].king_safety -= safe_checks(cx, them, maps);
    side[int(c)].placement += space_and_ring(cx, c, maps, e);
  }
  phase = std::min(phase, kFullPhase);
  auto taper = [phase](Score s) {
    return (s.mg * phase + s.eg * (kFullPhase - phase)) / kFullPhase;
  };
  const ColorScores& white = side[0];
  const ColorScores& black = side[1];
  terms.material = taper(white.material - black.material);
  terms.placement = taper(white.placement - black.placement);
  terms.mobility = taper(white.mobility - black.mobility);
  terms.pawns = taper(white.pawns - black.pawns);
  terms.king_safety = taper(white.king_safety - black.king_safety);
  terms.castling = taper(white.castling - black.castling);
  terms.corner_pieces = taper(white.corner - black.corner);
  terms.threats = taper(white.threats - black.threats);
  terms.phase = phase;
  Score total = white.sum() - black.sum();
  total.eg += mop_up(pos);
  total.eg += complexity(pos, w, e, total.eg, phase == 0);  // phase 0: kings and pawns only
  int scale = endgame_scale(pos, total.eg);
  total.eg = total.eg * scale / 16;
  terms.total = taper(total);
  terms.tempo = taper(w.tempo);
  return terms;
}

// Returns the terms with a fresh entry for the position's pawns.
EvalTerms compute_uncached(const Position& pos, const EvalWeights& w) {
  PawnEntry e;
  fill_pawn_entry(tables(), w, pos.pieces(Color::White, PieceType::Pawn),
                  pos.pieces(Color::Black, PieceType::Pawn), e);
  return compute(pos, w, e);
}

int side_to_move_score(const Position& pos, const EvalTerms& terms) {
  return (pos.turn() == Color::White ? terms.total : -terms.total) + terms.tempo;
}

}  // namespace

PawnTable::PawnTable(std::size_t entries) : entries_(entries) {}

PawnEntry& PawnTable::entry(Bitboard white, Bitboard black) {
  // Multiplicative hashing of both pawn sets; the entry keeps the sets themselves, so a shared
  // slot is only ever a miss, never a wrong answer.
  uint64_t h = (white * 0x9E3779B97F4A7C15ULL) ^ (black * 0xC2B2AE3D27D4EB4FULL);
  PawnEntry& e = entries_[(h >> 32) % entries_.size()];
  if (!e.filled || e.pawns[0] != white || e.pawns[1] != black)
    fill_pawn_entry(tables(), kEvalWeights, white, black, e);
  return e;
}

EvalTerms evaluate_terms(const Position& pos) { return compute_uncached(pos, kEvalWeights); }

int evaluate(const Position& pos, const EvalWeights& weights) {
  if (pos.has_insufficient_material()) return 0;
  return side_to_move_score(pos, compute_uncached(pos, weights));
}

int evaluate(const Position& pos) { return evaluate(pos, kEvalWeights); }

int evaluate(const Position& pos, PawnTable& pawns) {
  if (pos.has_insufficient_material()) return 0;
  PawnEntry& e = pawns.entry(pos.pieces(Color::White, PieceType::Pawn),
                             pos.pieces(Color::Black, PieceType::Pawn));
  return side_to_move_score(pos, compute(pos, kEvalWeights, e));
}

}  // namespace c960
