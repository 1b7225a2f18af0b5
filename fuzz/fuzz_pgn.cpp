// libFuzzer target: PGN import. Properties: read_pgn never crashes; the one-pass checker
// (check_pgn, with its fast SAN reader) gives the first game the verdict of read_pgn_whole (which
// checks side lines too): the same error or read_pgn's final position; when read_pgn succeeds,
// write_pgn -> read_pgn gives the same start FEN, history (SAN and moves), current FEN and status;
// writing that game again gives the same text.
#include <string>

#include "fuzz_util.h"
#include "game/pgn.h"
#include "game/pgn_check.h"
#include "notation/fen.h"

using namespace c960;
using fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 16384) return 0;
  const std::string input(fuzz::text_of(data, size));
  auto read = read_pgn(input);
  auto whole = read_pgn_whole(input);
  check(read.ok() || !whole.ok(), "read whole, a game read_pgn refuses", input);
  bool first = true;
  check_pgn(input, [&](const PgnCheckedGame& checked) {
    if (!first) return;
    first = false;
    check(checked.error.has_value() == !whole.ok(), "checker and read_pgn_whole disagree", input);
    if (checked.error)
      check(checked.error->message == whole.error().message &&
                checked.error->line == whole.error().line,
            "checker's error differs", checked.error->message + "\n" + whole.error().message);
    else
      check(write_fen(checked.final_position) == read.value().game.fen(), "checker's FEN differs",
            input);
  });
  if (!read) {
    const Error& e = read.error();
    const std::string code = code_name(e.code);
    check(code.rfind("ERR_PGN_", 0) == 0 && !e.message.empty(), "bad error",
          code + " " + e.message);
    return 0;
  }
  const Game& game = read.value().game;
  std::vector<PgnTag> tags = read.value().tags;
  if (pgn_tag_value(tags, "Result").empty()) tags.push_back({"Result", read.value().result});
  const std::string text = write_pgn(game, tags);
  auto again = read_pgn(text);
  check(again.ok(), "written PGN does not read back",
        text + (again.ok() ? "" : "\n" + again.error().message));
  const Game& copy = again.value().game;
  check(copy.start_fen() == game.start_fen(), "start FEN differs", text);
  check(copy.fen() == game.fen(), "FEN differs", text);
  check(copy.history_san() == game.history_san(), "history differs", text);
  check(copy.history().size() == game.history().size(), "history size differs", text);
  for (size_t i = 0; i < game.history().size(); ++i)
    check(copy.history()[i].move == game.history()[i].move, "history move differs", text);
  check(
      copy.status().result == game.status().result && copy.status().reason == game.status().reason,
      "status differs", text);
  check(write_pgn(copy, again.value().tags) == text, "PGN not stable on rewrite", text);
  return 0;
}
