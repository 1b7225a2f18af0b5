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
// {line, plies, result, startNumber, fen} or {line, plies, result, startNumber, error}; the
// final FEN (X-FEN) only when `with_fens`. A text over the limit gives {"code", "message"}.
std::string check_pgn_text(std::uintptr_t address, std::size_t bytes, bool with_fens) {
  std::string_view text(reinterpret_cast<const char*>(address), bytes);
  Json json;
  json.begin_object().key("value").begin_array();
  auto refused = check_pgn(text, [&](const PgnCheckedGame& game) {
    json.begin_object().key("line").number(game.line).key("plies").number(game.plies);
    json.key("result").str(game.result).key("startNumber");
    if (game.start_number)
      json.number(*game.start_number);
    else
      json.null();
    if (game.error) {
      json.key("error").begin_object().key("code").str(code_name(game.error->code));
      json.key("message").str(game.error->message).key("line").number(game.error->line);
      json.end_object();
    } else if (with_fens) {
      json.key("fen").str(write_fen(game.final_position));
    }
    json.end_object();
  });
  if (refused) return error_json(*refused);
  return json.end_array().end_object().take();
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn_check) {
  emscripten::function("checkPgnText", &c960::bind::check_pgn_text);
}
