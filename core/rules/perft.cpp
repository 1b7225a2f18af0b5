#include "rules/perft.h"

#include "rules/movegen.h"

namespace c960 {

namespace {

uint64_t count_nodes(Position& pos, int depth) {
  if (depth <= 1) return depth == 1 ? uint64_t(count_legal_moves(pos)) : 1;
  uint64_t nodes = 0;
  for (Move m : legal_moves(pos)) {
    UndoInfo undo = pos.make_move(m);
    nodes += count_nodes(pos, depth - 1);
    pos.unmake_move(m, undo);
  }
  return nodes;
}

}  // namespace

uint64_t perft(const Position& pos, int depth) {
  Position work = pos;
  return count_nodes(work, depth);
}

std::vector<DivideEntry> divide(const Position& pos, int depth) {
  Position work = pos;
  std::vector<DivideEntry> entries;
  for (Move m : legal_moves(work)) {
    UndoInfo undo = work.make_move(m);
    entries.push_back({m, depth > 1 ? count_nodes(work, depth - 1) : 1});
    work.unmake_move(m, undo);
  }
  return entries;
}

}  // namespace c960
