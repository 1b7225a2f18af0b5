#include "rules/perft.h"

#include "rules/movegen.h"

namespace c960 {

namespace {

// Adds the leaf nodes `depth` plies below `pos` to `counted`; returns false (having stopped)
// as soon as `counted` passes `budget`.
bool count_nodes(Position& pos, int depth, uint64_t budget, uint64_t& counted) {
  if (depth <= 1) {
    counted += depth == 1 ? uint64_t(count_legal_moves(pos)) : 1;
    return counted <= budget;
  }
  for (Move m : legal_moves(pos)) {
    UndoInfo undo = pos.make_move(m);
    bool within = count_nodes(pos, depth - 1, budget, counted);
    pos.unmake_move(m, undo);
    if (!within) return false;
  }
  return true;
}

}  // namespace

uint64_t perft(const Position& pos, int depth) {
  return perft_within(pos, depth, kNoNodeBudget).value_or(0);
}

std::optional<uint64_t> perft_within(const Position& pos, int depth, uint64_t max_nodes) {
  Position work = pos;
  uint64_t counted = 0;
  if (!count_nodes(work, depth, max_nodes, counted)) return std::nullopt;
  return counted;
}

std::vector<DivideEntry> divide(const Position& pos, int depth) {
  return divide_within(pos, depth, kNoNodeBudget).value_or(std::vector<DivideEntry>());
}

std::optional<std::vector<DivideEntry>> divide_within(const Position& pos, int depth,
                                                      uint64_t max_nodes) {
  Position work = pos;
  std::vector<DivideEntry> entries;
  uint64_t counted = 0;
  for (Move m : legal_moves(work)) {
    UndoInfo undo = work.make_move(m);
    uint64_t before = counted;
    bool within = count_nodes(work, depth - 1, max_nodes, counted);
    work.unmake_move(m, undo);
    if (!within) return std::nullopt;
    entries.push_back({m, counted - before});
  }
  return entries;
}

}  // namespace c960
