// The engine's search: iterative deepening alpha-beta with principal-variation search,
// a transposition table, quiescence search, move ordering (hash move, MVV-LVA captures,
// killers, countermove, history and continuation history), check extension, null-move
// pruning, futility and late-move pruning, late-move reductions, draws by repetition
// (including the game's played moves) and the fifty-move rule, mate scores, node
// and time budgets and a stop flag. No I/O and no threads: a caller that wants to stop a
// running search from elsewhere calls request_stop() from another thread (native) or gives
// the search a deadline and calls it again (WebAssembly worker).
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "rules/position.h"
#include "rules/types.h"
#include "search/evaluate.h"
#include "search/tt.h"

namespace c960 {

constexpr int kMaxPly = 128;
constexpr int kMaxDepth = 100;
constexpr int kInfinity = 32500;
constexpr int kMateScore = 32000;
// Scores beyond this are mates: kMateScore - n means "mate in n plies" for the side to move.
constexpr int kMateBound = kMateScore - 2 * kMaxPly;
constexpr std::size_t kDefaultHashMb = 16;

// Returns true when a score announces a forced mate (for either side).
constexpr bool is_mate_score(int score) { return score >= kMateBound || score <= -kMateBound; }
// Returns the "mate in N" of a mate score in full moves: positive when the side to move mates,
// negative when it is mated (UCI's "score mate N").
constexpr int mate_in_moves(int score) {
  return score > 0 ? (kMateScore - score + 1) / 2 : -(kMateScore + score) / 2;
}

// What to search for. Zero means "no limit" for nodes and times.
struct SearchLimits {
  int max_depth = kMaxDepth;
  uint64_t max_nodes = 0;
  int64_t soft_time_ms = 0;  // no new iteration is started after this much time
  int64_t hard_time_ms = 0;  // the search is abandoned after this much time
  int start_depth = 1;       // resume: first iteration (earlier ones were done by a previous call)
  // Imperfection for weaker levels: pick at random among root moves scoring within this
  // margin of the best (0 = always the best). Costs a full-window search of every root move.
  int choice_margin_cp = 0;
  uint64_t random_seed = 0;  // drives that choice (randomness comes from the caller)
  // Lines to report, 1..kMaxMultiPv: line k is the best move outside lines 1..k-1, searched
  // with them left out of the root. Ignored with a choice margin (that scores every move).
  int multi_pv = 1;
};

constexpr int kMaxMultiPv = 5;

// One line of a multi-PV search: its score (as SearchInfo's) and its moves.
struct SearchLine {
  int score = 0;
  std::vector<Move> pv;
};

// Progress after each completed iteration (and the final answer).
struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int score = 0;  // centipawns for the side to move, or a mate score (see mate_in_moves)
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  int hashfull = 0;  // permille
  std::vector<Move> pv;
  // Every line of the iteration, best first (lines[0] is score and pv); one without multi-PV.
  std::vector<SearchLine> lines;
};

struct SearchResult {
  Move best_move;        // none only when the root has no legal move
  Move ponder_move;      // the expected reply, if known
  SearchInfo info;       // of the last completed iteration (depth 0 if none completed)
  bool stopped = false;  // ended by the stop flag, node or time budget rather than by depth
};

class Search {
 public:
  // Returns a search with a transposition table of `hash_mb` megabytes.
  explicit Search(std::size_t hash_mb = kDefaultHashMb);

  // Changes the transposition table size (clears it); false when `hash_mb` is outside
  // 1..kMaxHashMb or its memory is not there (the table stays as it was).
  bool set_hash_size(std::size_t hash_mb) { return tt_.resize(hash_mb); }
  // Forgets everything learned (table, history, killers): call between games.
  void new_game();

  /* Searches `root`. `history` holds the Zobrist keys of the positions played before the
     root, oldest first (Game's keys without the current one), so that repeating a played
     position counts as a draw. `on_iteration` is called after each completed iteration. */
  SearchResult run(const Position& root, const std::vector<uint64_t>& history,
                   const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& on_iteration = {});

  // Asks a running search to stop soon (safe from another thread); the next run() clears it.
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  // Returns the nodes searched so far in the current or last run().
  uint64_t nodes() const { return nodes_; }

 private:
  struct RootMove;
  int negamax(int alpha, int beta, int depth, int ply, bool null_allowed);
  int quiescence(int alpha, int beta, int ply);
  int search_root(int alpha, int beta, int depth);
  int search_aspirated(int previous, int depth);
  bool excluded_at_root(Move m) const;
  std::vector<SearchLine> search_lines(int depth, int count,
                                       const std::vector<SearchLine>& previous);
  void search_root_all(int depth, std::vector<int>& scores);
  bool should_abort();
  bool is_repetition(int ply) const;
  void order_moves(const class MoveList& list, Move hash_move, int ply,
                   struct ScoredMoves& out) const;
  void update_quiet_stats(Move best, const Move* quiets, int quiet_count, int depth, int ply);
  int64_t elapsed_ms() const;

  TranspositionTable tt_;
  PawnTable pawns_;
  Position pos_;
  std::vector<uint64_t> keys_;  // played positions then the search path; back() = current
  SearchLimits limits_;
  std::atomic<bool> stop_{false};
  bool aborted_ = false;
  uint64_t nodes_ = 0;
  int seldepth_ = 0;
  int64_t start_time_ = 0;
  std::vector<Move> root_moves_;
  Move root_best_;  // best move found so far in the running iteration
  // Root moves left out of the running search: the earlier lines of a multi-PV iteration.
  std::vector<Move> excluded_;
  Move pv_[kMaxPly + 1][kMaxPly + 1];
  int pv_length_[kMaxPly + 1] = {};
  Move killers_[kMaxPly + 1][2];
  int history_[2][64][64] = {};
  // The move played to reach each ply (none after a null move) and the piece it moved, and the
  // quiet reply that last refuted a move, by that move's piece and target square.
  Move played_[kMaxPly + 1];
  Piece played_piece_[kMaxPly + 1] = {};
  int eval_stack_[kMaxPly + 1] = {};  // static evaluation at each ply of the path
  Move counter_moves_[16][64];
  // Continuation history: how often a quiet move (piece, target) refuted after the move one or
  // two plies before (its piece, its target); [12 * 64] rows of [12 * 64], pieces as 0..11.
  std::vector<int16_t> continuation_;
  // Returns the continuation row after the move `back` plies before `ply`, or nullptr.
  int16_t* continuation_row(int ply, int back);
  const int16_t* continuation_row(int ply, int back) const;
  // Returns a quiet move's history plus its entries in the two continuation rows (may be null).
  int quiet_stats(Color us, Move m, Piece piece, const int16_t* follow1,
                  const int16_t* follow2) const;
};

// Returns the static exchange evaluation of a capture (material won or lost on its square).
int static_exchange(const Position& pos, Move m);

}  // namespace c960
