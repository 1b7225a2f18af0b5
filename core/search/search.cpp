#include "search/search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

#include "rules/movegen.h"
#include "search/evaluate.h"
#include "splitmix.h"

namespace c960 {

struct ScoredMoves {
  Move moves[256];
  int scores[256];
  int size = 0;
  // Returns the best-scored move from index i on, swapping it into place (selection sort).
  Move pick(int i) {
    int best = i;
    for (int j = i + 1; j < size; ++j) {
      if (scores[j] > scores[best]) best = j;
    }
    std::swap(moves[i], moves[best]);
    std::swap(scores[i], scores[best]);
    return moves[i];
  }
};

namespace {

constexpr int kHashMoveScore = 1 << 30;
constexpr int kGoodCaptureScore = 1 << 28;
constexpr int kKillerScore = 1 << 27;
constexpr int kCounterMoveScore = kKillerScore - 2;
constexpr int kBadCaptureScore = -(1 << 27);
constexpr int kHistoryMax = 16384;
constexpr uint64_t kPollInterval = 1024;

int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

bool is_tactical(const Position& pos, Move m) {
  return is_capture(pos, m) || m.kind() == MoveKind::Promotion;
}

int captured_value(const Position& pos, Move m) {
  if (m.kind() == MoveKind::EnPassant) return kPawnValue;
  Piece p = pos.piece_on(m.to());
  return (p == Piece::None || m.kind() == MoveKind::Castling) ? 0 : piece_value(type_of(p));
}

// Returns a score adjusted from "plies from the root" to "plies from this node" for storing.
int score_to_tt(int score, int ply) {
  return score >= kMateBound ? score + ply : score <= -kMateBound ? score - ply : score;
}
int score_from_tt(int score, int ply) {
  return score >= kMateBound ? score - ply : score <= -kMateBound ? score + ply : score;
}

bool has_non_pawn_material(const Position& pos, Color c) {
  return pos.pieces(c) != (pos.pieces(c, PieceType::Pawn) | pos.pieces(c, PieceType::King));
}

// Returns the piece as 0..11 (White's pawn..king, then Black's) for the continuation tables.
int piece_index(Piece p) { return (int(p) & 7) - 1 + (int(p) >> 3) * 6; }

// Returns the entry of a quiet move (the piece that makes it, its target) in a continuation row.
int continuation_cell(Piece piece, Square to) { return piece_index(piece) * 64 + to; }

constexpr int kContinuationRow = 12 * 64;
constexpr int kNoEval = -kInfinity - 1;  // eval_stack_ entry of a node in check

// Late-move reduction in plies, by depth and move number.
int reduction(int depth, int move_number) {
  static const auto table = [] {
    std::vector<int> t(64 * 64);
    for (int d = 1; d < 64; ++d)
      for (int m = 1; m < 64; ++m) t[d * 64 + m] = int(0.75 + std::log(d) * std::log(m) / 2.25);
    return t;
  }();
  return table[std::min(depth, 63) * 64 + std::min(move_number, 63)];
}

}  // namespace

int static_exchange(const Position& pos, Move m) {
  if (m.kind() == MoveKind::Castling) return 0;
  Square from = m.from(), to = m.to();
  int gain[40];
  int d = 0;
  Bitboard occupied = pos.occupied() ^ square_bb(from);
  PieceType attacker = type_of(pos.piece_on(from));
  gain[0] = captured_value(pos, m);
  if (m.kind() == MoveKind::EnPassant) occupied ^= square_bb(Square(to ^ 8));
  if (m.kind() == MoveKind::Promotion) {
    gain[0] += piece_value(m.promotion_type()) - kPawnValue;
    attacker = m.promotion_type();
  }
  Bitboard bishops = pos.pieces(PieceType::Bishop) | pos.pieces(PieceType::Queen);
  Bitboard rooks = pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen);
  Bitboard attackers = pos.attackers_to(to, occupied) & occupied;
  Color side = opposite(color_of(pos.piece_on(from)));
  while (d < 38) {
    Bitboard ours = attackers & pos.pieces(side);
    if (!ours) break;
    PieceType next = PieceType::King;
    Bitboard from_bb = 0;
    for (int t = 0; t < kPieceTypeCount; ++t) {
      Bitboard b = ours & pos.pieces(PieceType(t));
      if (b) {
        next = PieceType(t);
        from_bb = b & (~b + 1);
        break;
      }
    }
    // A king may only take last: if the other side still defends, it cannot recapture.
    if (next == PieceType::King && (attackers & pos.pieces(opposite(side)) & ~from_bb)) break;
    ++d;
    gain[d] = (attacker == PieceType::King ? 20000 : piece_value(attacker)) - gain[d - 1];
    if (std::max(-gain[d - 1], gain[d]) < 0) break;
    occupied ^= from_bb;
    attackers |= (bishop_attacks(to, occupied) & bishops) | (rook_attacks(to, occupied) & rooks);
    attackers &= occupied;
    attacker = next;
    side = opposite(side);
  }
  while (d > 0) {
    gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    --d;
  }
  return gain[0];
}

Search::Search(std::size_t hash_mb)
    : tt_(hash_mb), continuation_(std::size_t(kContinuationRow) * kContinuationRow, 0) {}

const int16_t* Search::continuation_row(int ply, int back) const {
  int at = ply - back;
  if (at < 0 || !played_[at].is_some()) return nullptr;
  std::size_t row = std::size_t(piece_index(played_piece_[at])) * 64 + played_[at].to();
  return continuation_.data() + row * kContinuationRow;
}

int16_t* Search::continuation_row(int ply, int back) {
  return const_cast<int16_t*>(std::as_const(*this).continuation_row(ply, back));
}

int Search::quiet_stats(Color us, Move m, Piece piece, const int16_t* follow1,
                        const int16_t* follow2) const {
  int cell = continuation_cell(piece, m.to());
  return history_[int(us)][m.from()][m.to()] + (follow1 ? follow1[cell] : 0) +
         (follow2 ? follow2[cell] : 0);
}

void Search::new_game() {
  tt_.clear();
  for (auto& side : history_)
    for (auto& row : side)
      for (int& h : row) h = 0;
  for (auto& k : killers_) k[0] = k[1] = Move::none();
  for (auto& row : counter_moves_)
    for (Move& m : row) m = Move::none();
  std::fill(continuation_.begin(), continuation_.end(), int16_t(0));
}

int64_t Search::elapsed_ms() const { return now_ms() - start_time_; }

bool Search::should_abort() {
  if (aborted_) return true;
  if ((nodes_ & (kPollInterval - 1)) != 0) return false;
  if (stop_.load(std::memory_order_relaxed) || (limits_.max_nodes && nodes_ >= limits_.max_nodes) ||
      (limits_.hard_time_ms && elapsed_ms() >= limits_.hard_time_ms)) {
    aborted_ = true;
  }
  return aborted_;
}

bool Search::is_repetition(int /*ply*/) const {
  int current = int(keys_.size()) - 1;
  int oldest = std::max(0, current - pos_.halfmove_clock());
  for (int i = current - 4; i >= oldest; i -= 2) {
    if (keys_[i] == keys_[current]) return true;
  }
  return false;
}

void Search::order_moves(const MoveList& list, Move hash_move, int ply, ScoredMoves& out) const {
  out.size = 0;
  Color us = pos_.turn();
  Move counter = ply > 0 && played_[ply - 1].is_some()
                     ? counter_moves_[int(played_piece_[ply - 1])][played_[ply - 1].to()]
                     : Move::none();
  const int16_t* follow1 = continuation_row(ply, 1);
  const int16_t* follow2 = continuation_row(ply, 2);
  for (Move m : list) {
    int score;
    if (m == hash_move) {
      score = kHashMoveScore;
    } else if (is_tactical(pos_, m)) {
      int victim = captured_value(pos_, m) +
                   (m.kind() == MoveKind::Promotion ? piece_value(m.promotion_type()) : 0);
      int attacker = piece_value(type_of(pos_.piece_on(m.from())));
      // Taking a piece worth at least the attacker never loses material: no exchange to count.
      bool good = m.kind() == MoveKind::Promotion
                      ? m.promotion_type() == PieceType::Queen
                      : victim >= attacker || static_exchange(pos_, m) >= 0;
      score = (good ? kGoodCaptureScore : kBadCaptureScore) + victim * 16 - attacker / 16;
    } else if (m == killers_[ply][0]) {
      score = kKillerScore;
    } else if (m == killers_[ply][1]) {
      score = kKillerScore - 1;
    } else if (m == counter) {
      score = kCounterMoveScore;
    } else {
      score = quiet_stats(us, m, pos_.piece_on(m.from()), follow1, follow2);
    }
    out.moves[out.size] = m;
    out.scores[out.size++] = score;
  }
}

void Search::update_quiet_stats(Move best, const Move* quiets, int quiet_count, int depth,
                                int ply) {
  if (killers_[ply][0] != best) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = best;
  }
  if (ply > 0 && played_[ply - 1].is_some())
    counter_moves_[int(played_piece_[ply - 1])][played_[ply - 1].to()] = best;
  int bonus = std::min(depth * depth, 400);
  Color us = pos_.turn();
  int16_t* follow1 = continuation_row(ply, 1);
  int16_t* follow2 = continuation_row(ply, 2);
  auto age = [](int current, int delta) {
    return current + delta - current * std::abs(delta) / kHistoryMax;
  };
  auto apply = [&](Move m, int delta) {
    int& h = history_[int(us)][m.from()][m.to()];
    h = age(h, delta);
    int cell = continuation_cell(pos_.piece_on(m.from()), m.to());
    if (follow1) follow1[cell] = int16_t(age(follow1[cell], delta));
    if (follow2) follow2[cell] = int16_t(age(follow2[cell], delta));
  };
  apply(best, bonus);
  for (int i = 0; i < quiet_count; ++i) {
    if (quiets[i] != best) apply(quiets[i], -bonus);
  }
}

int Search::quiescence(int alpha, int beta, int ply) {
  ++nodes_;
  if (should_abort()) return 0;
  pv_length_[ply] = ply;
  seldepth_ = std::max(seldepth_, ply);
  bool in_check = pos_.in_check();
  if (ply >= kMaxPly) return in_check ? 0 : evaluate(pos_, pawns_);

  const TTEntry* entry = tt_.probe(pos_.key());
  Move hash_move;
  if (entry) {
    int s = score_from_tt(entry->score, ply);
    if ((entry->bound() == Bound::Exact) || (entry->bound() == Bound::Lower && s >= beta) ||
        (entry->bound() == Bound::Upper && s <= alpha))
      return s;
    hash_move = Move::from_raw(entry->move);
  }

  int best = -kInfinity;
  int stand_pat = 0;
  if (!in_check) {
    stand_pat = entry ? entry->eval : evaluate(pos_, pawns_);
    if (stand_pat >= beta) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    best = stand_pat;
  }
  // Out of check only captures and promotions are searched: generate only those.
  MoveList list = in_check ? legal_moves(pos_) : legal_tactical_moves(pos_);
  // Checkmate is found here; a stalemate only by the main search (a rare leaf keeps its eval).
  if (list.empty() && in_check) return -kMateScore + ply;

  ScoredMoves moves;
  order_moves(list, hash_move, ply, moves);
  int original_alpha = alpha;
  Move best_move;
  for (int i = 0; i < moves.size; ++i) {
    Move m = moves.pick(i);
    if (!in_check) {
      if (!is_tactical(pos_, m)) continue;
      if (m.kind() == MoveKind::Promotion && m.promotion_type() != PieceType::Queen) continue;
      if (moves.scores[i] < kGoodCaptureScore && moves.scores[i] != kHashMoveScore)
        continue;  // losing capture
      if (stand_pat + captured_value(pos_, m) + 200 <= alpha && m.kind() != MoveKind::Promotion)
        continue;
    }
    UndoInfo undo = pos_.make_move(m);
    keys_.push_back(pos_.key());
    tt_.prefetch(pos_.key());
    int score = -quiescence(-beta, -alpha, ply + 1);
    keys_.pop_back();
    pos_.unmake_move(m, undo);
    if (aborted_) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        best_move = m;
        if (score >= beta) break;
      }
    }
  }
  if (best == -kInfinity) best = alpha;  // in check: every evasion was searched above
  Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
  tt_.store(pos_.key(), best_move, score_to_tt(best, ply), in_check ? 0 : stand_pat, 0, bound);
  return best;
}

int Search::negamax(int alpha, int beta, int depth, int ply, bool null_allowed) {
  bool pv_node = beta - alpha > 1;
  bool root = ply == 0;
  pv_length_[ply] = ply;
  if (!root) {
    if (pos_.halfmove_clock() >= 100) {
      if (!pos_.in_check() || has_legal_move(pos_)) return 0;
      return -kMateScore + ply;
    }
    if (is_repetition(ply)) return 0;
    if (ply >= kMaxPly) return evaluate(pos_, pawns_);
    // Mate distance pruning: no line can be better than mating right now.
    alpha = std::max(alpha, -kMateScore + ply);
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;
  }
  bool in_check = pos_.in_check();
  if (in_check) ++depth;
  if (depth <= 0) return quiescence(alpha, beta, ply);

  ++nodes_;
  if (should_abort()) return 0;
  seldepth_ = std::max(seldepth_, ply);

  const TTEntry* entry = tt_.probe(pos_.key());
  Move hash_move = root ? root_best_ : Move::none();
  int static_eval = 0;
  if (entry) {
    if (!root) hash_move = Move::from_raw(entry->move);
    int s = score_from_tt(entry->score, ply);
    if (!pv_node && entry->depth >= depth &&
        ((entry->bound() == Bound::Exact) || (entry->bound() == Bound::Lower && s >= beta) ||
         (entry->bound() == Bound::Upper && s <= alpha)))
      return s;
  }
  if (!in_check) static_eval = entry ? entry->eval : evaluate(pos_, pawns_);
  // Improving: the static evaluation rose since our previous turn (or the one before, when we
  // were in check then). Reverse futility then trusts it a ply sooner; late-move pruning waits
  // for twice as many moves.
  eval_stack_[ply] = in_check ? kNoEval : static_eval;
  bool improving =
      !in_check &&
      (ply < 2 || eval_stack_[ply - 2] == kNoEval
           ? (ply < 4 || eval_stack_[ply - 4] == kNoEval || static_eval > eval_stack_[ply - 4])
           : static_eval > eval_stack_[ply - 2]);

  Color us = pos_.turn();
  if (!pv_node && !in_check) {
    // Reverse futility: far above beta at low depth, assume it holds.
    if (depth <= 6 && static_eval - 85 * (depth - improving) >= beta && std::abs(beta) < kMateBound)
      return static_eval;
    // Null move: if passing still beats beta, the position is good enough.
    if (null_allowed && depth >= 3 && static_eval >= beta && has_non_pawn_material(pos_, us)) {
      int r = 3 + depth / 4 + std::min(3, (static_eval - beta) / 200);
      Position saved = pos_;
      pos_.set_turn(opposite(us));
      pos_.set_clocks(pos_.halfmove_clock() + 1, pos_.fullmove_number());
      pos_.finish_setup();  // drops en passant and recomputes the key
      keys_.push_back(pos_.key());
      played_[ply] = Move::none();
      int score = -negamax(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
      keys_.pop_back();
      pos_ = saved;
      if (aborted_) return 0;
      if (score >= beta) return score >= kMateBound ? beta : score;
    }
  }

  // Probcut: a capture that wins enough material and still beats beta by a margin in a search
  // four plies shallower is taken to beat beta at full depth. Skipped when the table already
  // knows (from a deep enough search) that the node stays below that margin. The table is read
  // again: the null-move search above may have stored another position in the entry's slot.
  if (!pv_node && !in_check && depth >= 5 && std::abs(beta) < kMateBound) {
    int pc_beta = beta + 180;
    const TTEntry* known = tt_.probe(pos_.key());
    bool table_says_no =
        known && known->depth >= depth - 3 && score_from_tt(known->score, ply) < pc_beta;
    if (!table_says_no) {
      MoveList tactical = legal_tactical_moves(pos_);
      for (Move m : tactical) {
        if (m.kind() == MoveKind::Promotion && m.promotion_type() != PieceType::Queen) continue;
        if (static_exchange(pos_, m) < pc_beta - static_eval) continue;
        played_[ply] = m;
        played_piece_[ply] = pos_.piece_on(m.from());
        UndoInfo undo = pos_.make_move(m);
        keys_.push_back(pos_.key());
        int score = -quiescence(-pc_beta, -pc_beta + 1, ply + 1);
        if (score >= pc_beta && !aborted_)
          score = -negamax(-pc_beta, -pc_beta + 1, depth - 4, ply + 1, true);
        keys_.pop_back();
        pos_.unmake_move(m, undo);
        if (aborted_) return 0;
        if (score >= pc_beta) {
          tt_.store(pos_.key(), m, score_to_tt(score, ply), static_eval, depth - 3, Bound::Lower);
          return score;
        }
      }
    }
  }
  MoveList list = legal_moves(pos_);
  if (list.empty()) return in_check ? -kMateScore + ply : 0;
  // Internal iterative reduction: without a hash move a PV node is searched a little shallower.
  if (!hash_move.is_some() && depth >= 6 && !root) --depth;

  ScoredMoves moves;
  order_moves(list, hash_move, ply, moves);
  const int16_t* follow1 = continuation_row(ply, 1);
  const int16_t* follow2 = continuation_row(ply, 2);
  Move quiets[256];
  int quiet_count = 0;
  int best = -kInfinity;
  Move best_move;
  int original_alpha = alpha;
  int searched = 0;
  for (int i = 0; i < moves.size; ++i) {
    Move m = moves.pick(i);
    if (root && !excluded_.empty() && excluded_at_root(m)) continue;
    bool tactical = is_tactical(pos_, m);
    bool killer_or_hash = moves.scores[i] >= kKillerScore - 1;
    if (!root && !in_check && searched > 0 && best > -kMateBound && !tactical) {
      // Late-move pruning and futility pruning of quiet moves near the leaves.
      if (!pv_node && depth <= 4 && searched >= (3 + depth * depth * 2) / (2 - improving)) continue;
      if (depth <= 3 && static_eval + 120 * depth + 60 <= alpha && !killer_or_hash) continue;
      // A quiet move that loses material by static exchange, near the leaves.
      if (depth <= 6 && static_exchange(pos_, m) < -60 * depth) continue;
    }
    if (!root && tactical && !in_check && depth <= 4 && searched > 0 && best > -kMateBound &&
        moves.scores[i] < kGoodCaptureScore && static_exchange(pos_, m) < -60 * depth)
      continue;
    played_[ply] = m;
    played_piece_[ply] = pos_.piece_on(m.from());
    UndoInfo undo = pos_.make_move(m);
    keys_.push_back(pos_.key());
    tt_.prefetch(pos_.key());
    bool gives_check = pos_.in_check();
    int score;
    if (searched == 0) {
      score = -negamax(-beta, -alpha, depth - 1, ply + 1, true);
    } else {
      int r = 0;
      if (depth >= 3 && !tactical && !in_check && !gives_check) {
        r = reduction(depth, searched + 1);
        if (pv_node) r -= 1;
        if (killer_or_hash) r -= 1;
        // The move is made: its piece is the one noted before it.
        r -= std::clamp(quiet_stats(us, m, played_piece_[ply], follow1, follow2) / 9000, -1, 2);
        r = std::clamp(r, 0, depth - 2);
      }
      score = -negamax(-alpha - 1, -alpha, depth - 1 - r, ply + 1, true);
      if (score > alpha && r > 0) score = -negamax(-alpha - 1, -alpha, depth - 1, ply + 1, true);
      if (score > alpha && score < beta) score = -negamax(-beta, -alpha, depth - 1, ply + 1, true);
    }
    keys_.pop_back();
    pos_.unmake_move(m, undo);
    if (aborted_) return 0;
    ++searched;
    if (!tactical && quiet_count < 256) quiets[quiet_count++] = m;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        best_move = m;
        pv_[ply][ply] = m;
        for (int j = ply + 1; j < pv_length_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
        pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
        if (root) root_best_ = m;
        if (score >= beta) {
          if (!tactical) update_quiet_stats(m, quiets, quiet_count, depth, ply);
          break;
        }
      }
    }
  }
  if (searched == 0) return alpha;  // every move was pruned (cannot happen at the first move)
  // A root searched with moves left out has not found the position's own score: not stored.
  if (root && !excluded_.empty()) return best;
  Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
  tt_.store(pos_.key(), best_move, score_to_tt(best, ply), static_eval, depth, bound);
  return best;
}

int Search::search_root(int alpha, int beta, int depth) {
  return negamax(alpha, beta, depth, 0, false);
}

bool Search::excluded_at_root(Move m) const {
  return std::find(excluded_.begin(), excluded_.end(), m) != excluded_.end();
}

// Searches the root at `depth` in a window around the previous iteration's score, widened
// until the score falls inside (a full window at low depth and around mate scores).
int Search::search_aspirated(int previous, int depth) {
  if (depth < 5 || is_mate_score(previous)) return search_root(-kInfinity, kInfinity, depth);
  int delta = 30;
  int alpha = previous - delta, beta = previous + delta;
  while (true) {
    int score = search_root(alpha, beta, depth);
    if (aborted_) return score;
    if (score <= alpha) {
      alpha = std::max(score - delta, -kInfinity);
    } else if (score >= beta) {
      beta = std::min(score + delta, kInfinity);
    } else {
      return score;
    }
    delta *= 2;
    if (delta > 600) alpha = -kInfinity, beta = kInfinity;
  }
}

// Scores every root move with a full window (for the levels' random choice).
void Search::search_root_all(int depth, std::vector<int>& scores) {
  scores.assign(root_moves_.size(), -kInfinity);
  for (std::size_t i = 0; i < root_moves_.size(); ++i) {
    Move m = root_moves_[i];
    played_[0] = m;
    played_piece_[0] = pos_.piece_on(m.from());
    UndoInfo undo = pos_.make_move(m);
    keys_.push_back(pos_.key());
    tt_.prefetch(pos_.key());
    pv_length_[1] = 1;
    int score = -negamax(-kInfinity, kInfinity, depth - 1, 1, true);
    keys_.pop_back();
    pos_.unmake_move(m, undo);
    if (aborted_) return;
    scores[i] = score;
  }
}

// Searches `count` lines at `depth`: each the best root move outside the lines before it, tried
// first where the previous iteration had it; returns them best first (fewer when stopped).
std::vector<SearchLine> Search::search_lines(int depth, int count,
                                             const std::vector<SearchLine>& previous) {
  std::vector<SearchLine> lines;
  excluded_.clear();
  for (int k = 0; k < count; ++k) {
    Move hint = k < int(previous.size()) ? previous[k].pv[0] : Move::none();
    if (k > 0) {
      if (!hint.is_some() || excluded_at_root(hint)) {
        hint = Move::none();
        for (Move m : root_moves_)
          if (!excluded_at_root(m)) {
            hint = m;
            break;
          }
      }
      root_best_ = hint;
    }
    pv_length_[0] = 0;
    int score = search_aspirated(k < int(previous.size()) ? previous[k].score : 0, depth);
    if (aborted_) break;
    SearchLine line;
    line.score = score;
    line.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
    if (line.pv.empty() || line.pv[0] != root_best_) line.pv.assign(1, root_best_);
    excluded_.push_back(root_best_);
    lines.push_back(std::move(line));
  }
  excluded_.clear();
  std::stable_sort(lines.begin(), lines.end(),
                   [](const SearchLine& a, const SearchLine& b) { return a.score > b.score; });
  return lines;
}

SearchResult Search::run(const Position& root, const std::vector<uint64_t>& history,
                         const SearchLimits& limits,
                         const std::function<void(const SearchInfo&)>& on_iteration) {
  start_time_ = now_ms();
  limits_ = limits;
  stop_.store(false, std::memory_order_relaxed);
  aborted_ = false;
  nodes_ = 0;
  pos_ = root;
  keys_.reserve(history.size() + kMaxPly + 8);
  keys_ = history;
  keys_.push_back(root.key());
  tt_.new_search();
  for (auto& k : killers_) k[0] = k[1] = Move::none();

  SearchResult result;
  MoveList list = legal_moves(pos_);
  root_moves_.assign(list.begin(), list.end());
  if (root_moves_.empty()) {
    result.info.score = pos_.in_check() ? -kMateScore : 0;
    return result;
  }
  const TTEntry* entry = tt_.probe(pos_.key());
  Move tt_move = entry ? Move::from_raw(entry->move) : Move::none();
  root_best_ = list.contains(tt_move) ? tt_move : root_moves_[0];
  result.best_move = root_best_;
  if (root_moves_.size() == 1 && limits.choice_margin_cp == 0 && limits.max_depth > 1 &&
      (limits.soft_time_ms || limits.max_nodes)) {
    limits_.max_depth = std::min(limits_.max_depth, 4);  // one reply: answer quickly
  }

  std::vector<int> root_scores;
  int lines_wanted =
      limits.choice_margin_cp > 0
          ? 1
          : std::clamp(limits.multi_pv, 1, std::min(kMaxMultiPv, int(root_moves_.size())));
  std::vector<SearchLine> lines, previous_lines;
  int previous = 0;
  int first_depth = std::max(1, limits.start_depth);
  for (int depth = first_depth; depth <= std::min(limits_.max_depth, kMaxDepth); ++depth) {
    seldepth_ = 0;
    int score;
    if (limits.choice_margin_cp > 0) {
      std::vector<int> scores;
      search_root_all(depth, scores);
      if (aborted_) break;
      root_scores = scores;
      std::size_t best_index =
          std::max_element(root_scores.begin(), root_scores.end()) - root_scores.begin();
      score = root_scores[best_index];
      root_best_ = root_moves_[best_index];
      pv_[0][0] = root_best_;
      pv_length_[0] =
          1;  // only the move: the child PV left behind belongs to the last move searched
    } else if (lines_wanted > 1) {
      lines = search_lines(depth, lines_wanted, previous_lines);
      if (aborted_) {
        // Line 1 of this depth, when it was completed, is the better-informed choice.
        if (!lines.empty())
          result.best_move = lines[0].pv[0];
        else if (root_best_.is_some())
          result.best_move = root_best_;
        root_best_ = result.best_move;
        break;
      }
      previous_lines = lines;
      score = lines[0].score;
      root_best_ = lines[0].pv[0];
    } else {
      score = search_aspirated(previous, depth);
    }
    if (aborted_) {
      // A move that already beat the previous best in this iteration is trusted.
      if (limits.choice_margin_cp == 0 && root_best_.is_some()) result.best_move = root_best_;
      break;
    }
    previous = score;
    result.best_move = root_best_;
    SearchInfo& info = result.info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.score = score;
    info.nodes = nodes_;
    info.time_ms = elapsed_ms();
    info.hashfull = tt_.hashfull();
    if (lines_wanted > 1) {
      info.pv = lines[0].pv;
      info.lines = lines;
    } else {
      info.pv.assign(pv_[0], pv_[0] + std::max(1, pv_length_[0]));
      if (info.pv.empty() || info.pv[0] != root_best_) info.pv.assign(1, root_best_);
      info.lines.assign(1, SearchLine{score, info.pv});
    }
    if (on_iteration) on_iteration(info);
    if (stop_.load(std::memory_order_relaxed)) {
      aborted_ = true;
      break;
    }
    if (is_mate_score(score) && depth >= 2 * mate_in_moves(std::abs(score)) + 2 &&
        limits.choice_margin_cp == 0 && !limits.max_nodes && !limits.hard_time_ms &&
        limits.max_depth >= kMaxDepth)
      break;
    if (limits.soft_time_ms && info.time_ms * 2 >= limits.soft_time_ms &&
        limits.hard_time_ms != limits.soft_time_ms)
      break;
    if (limits.soft_time_ms && info.time_ms >= limits.soft_time_ms) break;
  }
  result.stopped = aborted_;
  result.info.nodes = nodes_;
  result.info.time_ms = elapsed_ms();

  if (limits.choice_margin_cp > 0 && root_scores.size() == root_moves_.size() &&
      result.info.depth > 0) {
    // Level imperfection: a random move among those close enough to the best.
    int best = *std::max_element(root_scores.begin(), root_scores.end());
    std::vector<Move> candidates;
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
      int s = root_scores[i];
      if (s == -kInfinity) continue;
      if (best > -kMateBound && s <= -kMateBound) continue;  // never walk into a forced mate
      if (best >= kMateBound && s < kMateBound) continue;    // never miss a forced mate
      if (s >= best - limits.choice_margin_cp) candidates.push_back(root_moves_[i]);
    }
    if (!candidates.empty()) {
      uint64_t state = limits.random_seed ^ 0x5DEECE66DULL;
      Move pick = candidates[splitmix64(state) % candidates.size()];
      if (pick != result.best_move) {
        result.best_move = pick;
        result.info.pv.assign(1, pick);
      }
    }
  }
  if (result.info.lines.empty() && result.info.depth > 0)
    result.info.lines.assign(1, SearchLine{result.info.score, result.info.pv});
  if (result.info.pv.size() >= 2 && result.info.pv[0] == result.best_move)
    result.ponder_move = result.info.pv[1];
  return result;
}

}  // namespace c960
