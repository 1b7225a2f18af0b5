// Embind binding of chess960-pgn.js: the one-pass check of a PGN text (core/game/pgn_check.h),
// compiled for speed in its own module. Type conversion only: the answer is JSON text, read
// by wasm/pgn/prelude.js.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <emscripten/bind.h>

#include "../json_writer.h"
#include "game/pgn_check.h"
#include "notation/fen.h"

namespace c960::bind {
namespace {

// Returns {"value":[game, …]} for the games of the `bytes` UTF-8 bytes at `text` (memory the
// caller allocated with malloc and frees), each
// {game, line, plies, result, startNumber, fen} or {…, error: {code, message, game, line}}; the
// final FEN (X-FEN) only when `with_fens`. A text over the limit gives {"code", "message"}.
std::string answer_json(std::uintptr_t address, std::size_t bytes, bool with_fens) {
  std::string_view text(reinterpret_cast<const char*>(address), bytes);
  Json json;
  json.begin_object().key("value").begin_array();
  int number = 0;  // games counted from 1, as people count them
  auto refused = check_pgn(text, [&](const PgnCheckedGame& game) {
    json.begin_object().key("game").number(++number).key("line").number(game.line);
    json.key("plies").number(game.plies);
    json.key("result").str(game.result).key("startNumber");
    if (game.start_number)
      json.number(*game.start_number);
    else
      json.null();
    if (game.error) {
      json.key("error").begin_object().key("code").str(code_name(game.error->code));
      json.key("message").str(game.error->message).key("game").number(number);
      json.key("line").number(game.error->line);
      json.end_object();
    } else if (with_fens) {
      json.key("fen").str(write_fen(game.final_position));
    }
    json.end_object();
  });
  if (refused) return error_json(*refused);
  return json.end_array().end_object().take();
}

// The last answer, kept until the next call: the caller reads its bytes from the module's
// memory (a large answer decoded at once instead of Embind's byte-by-byte string conversion).
std::string& last_answer() {
  static std::string answer;
  return answer;
}

// Checks the text (answer_json above) and returns the answer's length in bytes.
std::size_t check_pgn_text(std::uintptr_t address, std::size_t bytes, bool with_fens) {
  last_answer() = answer_json(address, bytes, with_fens);
  return last_answer().size();
}

// Returns the address of the last answer's bytes.
std::uintptr_t answer_address() { return reinterpret_cast<std::uintptr_t>(last_answer().data()); }

// Frees the last answer.
void free_answer() { std::string().swap(last_answer()); }

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn_check) {
  emscripten::function("checkPgnText", &c960::bind::check_pgn_text);
  emscripten::function("answerAddress", &c960::bind::answer_address);
  emscripten::function("freeAnswer", &c960::bind::free_answer);
}
