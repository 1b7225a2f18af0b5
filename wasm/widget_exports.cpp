// Plain C exports of the numbering core for the embeddable widget (dist/chess960-widget.js).
// No logic: each call forwards to core/numbering/startpos.h and writes text into a buffer the
// caller owns (no std::string and no Embind at the boundary, which keeps the widget small).
#include <cstring>
#include <string>

#include <emscripten/emscripten.h>

#include "numbering/startpos.h"

namespace {

// Copies `text` with a terminating NUL into out[0..cap); returns its length, or -1 if it does not
// fit.
int write_text(const std::string& text, char* out, int cap) {
  if (!out || cap <= 0 || static_cast<int>(text.size()) >= cap) return -1;
  std::memcpy(out, text.data(), text.size());
  out[text.size()] = '\0';
  return static_cast<int>(text.size());
}

}  // namespace

extern "C" {

// Returns the number written as digits in `text` (0..959, or 1..960 with one_based), else -1.
EMSCRIPTEN_KEEPALIVE int c960w_parse_number(const char* text, int one_based) {
  auto number = c960::parse_position_number(text ? text : "", one_based != 0);
  return number ? number.value() : -1;
}

// Returns the number of a back rank (English or German letters) or a start FEN in `text`, else -1.
EMSCRIPTEN_KEEPALIVE int c960w_number_of_text(const char* text) {
  auto number = c960::position_number_of_text(text ? text : "");
  return number ? number.value() : -1;
}

// Writes "backRank\nbackRankDe\nfen\nkingTableBase\nbishopIndex" for start position `number`;
// returns the length written, or -1 (number out of range, or the buffer is too small).
EMSCRIPTEN_KEEPALIVE int c960w_position(int number, char* out, int cap) {
  auto pos = c960::start_position(number);
  if (!pos) return -1;
  const auto& p = pos.value();
  return write_text(p.back_rank_en + "\n" + p.back_rank_de + "\n" + p.fen + "\n" +
                        std::to_string(p.king_table_base) + "\n" + std::to_string(p.bishop_index),
                    out, cap);
}

}  // extern "C"
