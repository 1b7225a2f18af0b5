// Plain C exports of the numbering core for the embeddable widget (dist/chess960-widget.js).
// No logic: each call forwards to core/numbering/startpos.h and writes text into a buffer the
// caller owns (no std::string and no Embind at the boundary, which keeps the widget small).
// Text comes in with its length (a NUL inside it is read like any other character); an error
// is answered with -1 and the code's stable name (code_name(), e.g. ERR_NUMBER_RANGE) written
// to the buffer, so that the widget's messages are those of the full module
// (wasm/widget/core.js).
#include <cstring>
#include <string>
#include <string_view>

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

// Returns the number of a result, or -1 with the name of its error code written to out.
int answer(const c960::Result<int>& result, char* out, int cap) {
  if (result) return result.value();
  write_text(c960::code_name(result.error().code), out, cap);
  return -1;
}

}  // namespace

extern "C" {

// Returns the number written as digits in text[0..len) (0..959, or 1..960 with one_based),
// else -1 with the error code's name in out.
EMSCRIPTEN_KEEPALIVE int c960w_number(const char* text, int len, int one_based, char* out,
                                      int cap) {
  std::string_view input(text ? text : "", text ? static_cast<size_t>(len) : 0);
  return answer(c960::parse_position_number(input, one_based != 0), out, cap);
}

// Returns the number of the back rank or start FEN in text[0..len), read in the letter set
// `letters` (an index of core/letters.h's table, English for one outside it) as
// position_number_of_text() reads it, else -1 with the error code's name in out.
EMSCRIPTEN_KEEPALIVE int c960w_number_of_text(const char* text, int len, int letters, char* out,
                                              int cap) {
  std::string_view input(text ? text : "", text ? static_cast<size_t>(len) : 0);
  c960::Letters set = letters > 0 && letters < c960::kLetterSetCount ? c960::Letters(letters)
                                                                     : c960::Letters::English;
  return answer(c960::position_number_of_text(input, set), out, cap);
}

// Writes "backRank\nbackRankDe\nfen\nkingTableBase\nbishopIndex\nsquares\nmirror" for start
// position `number`, where squares is 64 characters a1, b1, ..., h8 (FEN letters, '.' for empty)
// and mirror the number of the position whose back rank is this one read right to left;
// returns the length written, or -1 (number out of range, or the buffer is too small).
EMSCRIPTEN_KEEPALIVE int c960w_position(int number, char* out, int cap) {
  auto pos = c960::start_position(number);
  if (!pos) return -1;
  const auto& p = pos.value();
  const std::string squares = c960::start_pieces(p.back_rank);
  return write_text(p.back_rank_en + "\n" + p.back_rank_de + "\n" + p.fen + "\n" +
                        std::to_string(p.king_table_base) + "\n" + std::to_string(p.bishop_index) +
                        "\n" + std::string(squares.begin(), squares.end()) + "\n" +
                        std::to_string(c960::mirror_number(number)),
                    out, cap);
}

}  // extern "C"
