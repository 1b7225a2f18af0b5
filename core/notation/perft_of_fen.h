// Perft of a position given as FEN text with the depth as text: what the API's perft and divide
// read (the counting itself is rules/perft.h).
#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

#include "error.h"
#include "rules/perft.h"

namespace c960 {

// Largest perft depth the API accepts.
constexpr int kMaxPerftDepth = 7;
// Returns perft(fen, depth) for a depth 0..kMaxPerftDepth written as digits, or
// ERR_PERFT_DEPTH / the FEN's error; past `max_nodes` leaf nodes the count stops with
// ERR_PERFT_BUDGET.
Result<uint64_t> perft_of_fen(std::string_view fen, std::string_view depth,
                              uint64_t max_nodes = kNoNodeBudget);
// Returns the divide of perft(fen, depth) (depth 1..kMaxPerftDepth), or an error as above.
Result<std::vector<DivideEntry>> divide_of_fen(std::string_view fen, std::string_view depth,
                                               uint64_t max_nodes = kNoNodeBudget);

}  // namespace c960
