// Perft: the number of leaf nodes of the legal move tree, the standard move-generator check.
#pragma once
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "rules/position.h"
#include "rules/types.h"

namespace c960 {

// One root move and the number of leaf nodes below it.
struct DivideEntry {
  Move move;
  uint64_t nodes = 0;
};

// No budget: count every leaf node.
constexpr uint64_t kNoNodeBudget = std::numeric_limits<uint64_t>::max();

// Returns the number of leaf nodes at `depth` plies (depth 0 counts 1; moves at the last ply
// are counted, not made).
uint64_t perft(const Position& pos, int depth);
// Returns perft(pos, depth), or nothing as soon as more than `max_nodes` leaf nodes are counted
// (the time taken grows with the nodes counted: a budget bounds it).
std::optional<uint64_t> perft_within(const Position& pos, int depth, uint64_t max_nodes);
// Returns, for each legal root move in generation order, the perft of depth - 1 after it.
std::vector<DivideEntry> divide(const Position& pos, int depth);
// Returns divide(pos, depth), or nothing as soon as more than `max_nodes` leaf nodes are
// counted in all.
std::optional<std::vector<DivideEntry>> divide_within(const Position& pos, int depth,
                                                      uint64_t max_nodes);

}  // namespace c960
