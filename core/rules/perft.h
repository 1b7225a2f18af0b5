// Perft: the number of leaf nodes of the legal move tree, the standard move-generator check.
#pragma once
#include <cstdint>
#include <vector>

#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

// One root move and the number of leaf nodes below it.
struct DivideEntry {
  Move move;
  uint64_t nodes = 0;
};

// Returns the number of leaf nodes at `depth` plies (depth 0 counts 1; moves at the last ply
// are counted, not made).
uint64_t perft(const Position& pos, int depth);
// Returns, for each legal root move in generation order, the perft of depth - 1 after it.
std::vector<DivideEntry> divide(const Position& pos, int depth);

}  // namespace c960
