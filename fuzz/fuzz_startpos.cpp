// libFuzzer target: start-position numbers and back ranks as text. Properties: whenever
// position_number_of_text, parse_position_number (0- and 1-based) or parse_back_rank succeed,
// the result goes round trip through start_position (number, back rank in both letter sets,
// X-FEN and Shredder-FEN all give the same number back); errors are coded.
#include <cstring>
#include <string>

#include "fuzz_util.h"
#include "numbering/startpos.h"

using namespace c960;
using fuzz::check;

static void check_number(int n, const std::string& where) {
  check(n >= 0 && n < kStartPositionCount, "number out of range", where);
  auto sp = start_position(n);
  check(sp.ok() && sp.value().number == n, "start_position", where);
  const StartPosition& p = sp.value();
  check(back_rank_of(n) == p.back_rank, "back_rank_of", where);
  check(validate_back_rank(p.back_rank).ok(), "start back rank invalid", where);
  auto by_rank = number_of_back_rank(p.back_rank);
  check(by_rank.ok() && by_rank.value() == n, "number_of_back_rank", where);
  for (const std::string& text : {p.back_rank_en, p.back_rank_de, p.fen, p.shredder_fen}) {
    auto back = position_number_of_text(text);
    check(back.ok() && back.value() == n, "position_number_of_text round trip", where + " " + text);
  }
  auto digits = parse_position_number(std::to_string(n), false);
  check(digits.ok() && digits.value() == n, "parse_position_number round trip", where);
  auto one = parse_position_number(std::to_string(n == 0 ? 960 : n), true);
  check(one.ok() && one.value() == n, "one-based round trip", where);
}

static void check_error(const Error& e, const std::string& where) {
  const std::string code = code_name(e.code);
  check(code.rfind("ERR_", 0) == 0 && !e.message.empty(), "bad error", where + " " + code);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1024) return 0;
  const std::string_view text = fuzz::text_of(data, size);
  const std::string where(text);
  auto any = position_number_of_text(text);
  if (any)
    check_number(any.value(), where);
  else
    check_error(any.error(), where);
  for (bool one_based : {false, true}) {
    auto n = parse_position_number(text, one_based);
    if (n)
      check_number(n.value(), where);
    else
      check_error(n.error(), where);
  }
  auto rank = parse_back_rank(text);
  if (rank) {
    auto n = number_of_back_rank(rank.value());
    check(n.ok(), "parsed back rank has no number", where);
    check(start_position(n.value()).value().back_rank == rank.value(), "back rank round trip",
          where);
    check_number(n.value(), where);
    check(any.ok() && any.value() == n.value(), "position_number_of_text disagrees", where);
  } else {
    check_error(rank.error(), where);
  }
  if (size >= 4) {
    int raw;
    std::memcpy(&raw, data, 4);
    for (bool one_based : {false, true}) {
      auto n = checked_position_number(raw, one_based);
      if (n)
        check_number(n.value(), where);
      else
        check_error(n.error(), where);
    }
  }
  return 0;
}
