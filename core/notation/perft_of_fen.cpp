// Perft of FEN text (see perft_of_fen.h).
#include "notation/perft_of_fen.h"

#include "notation/fen.h"
#include "text.h"

namespace c960 {

Result<uint64_t> perft_of_fen(std::string_view fen, std::string_view depth) {
  auto position = parse_fen(fen);
  if (!position) return position.error();
  auto plies =
      parse_whole_number(depth, 0, kMaxPerftDepth, ErrorCode::PerftDepth, "the perft depth");
  if (!plies) return plies.error();
  return perft(position.value(), plies.value());
}

Result<std::vector<DivideEntry>> divide_of_fen(std::string_view fen, std::string_view depth) {
  auto position = parse_fen(fen);
  if (!position) return position.error();
  auto plies =
      parse_whole_number(depth, 1, kMaxPerftDepth, ErrorCode::PerftDepth, "the divide depth");
  if (!plies) return plies.error();
  return divide(position.value(), plies.value());
}

}  // namespace c960
