// Perft of FEN text (see perft_of_fen.h).
#include "notation/perft_of_fen.h"

#include "notation/fen.h"
#include "text.h"

namespace c960 {
namespace {

// Returns ERR_PERFT_BUDGET for a count stopped after `budget` leaf nodes at `depth`.
Error budget_spent(uint64_t budget, int depth) {
  return make_error(ErrorCode::PerftBudget, "perft to depth " + std::to_string(depth) +
                                                " counts more than " + std::to_string(budget) +
                                                " leaf nodes, the budget given");
}

}  // namespace

Result<uint64_t> perft_of_fen(std::string_view fen, std::string_view depth, uint64_t max_nodes) {
  auto position = parse_fen(fen);
  if (!position) return position.error();
  auto plies =
      parse_whole_number(depth, 0, kMaxPerftDepth, ErrorCode::PerftDepth, "the perft depth");
  if (!plies) return plies.error();
  auto nodes = perft_within(position.value(), plies.value(), max_nodes);
  if (!nodes) return budget_spent(max_nodes, plies.value());
  return *nodes;
}

Result<std::vector<DivideEntry>> divide_of_fen(std::string_view fen, std::string_view depth,
                                               uint64_t max_nodes) {
  auto position = parse_fen(fen);
  if (!position) return position.error();
  auto plies =
      parse_whole_number(depth, 1, kMaxPerftDepth, ErrorCode::PerftDepth, "the divide depth");
  if (!plies) return plies.error();
  auto entries = divide_within(position.value(), plies.value(), max_nodes);
  if (!entries) return budget_spent(max_nodes, plies.value());
  return std::move(*entries);
}

}  // namespace c960
