// libFuzzer target: PGN games read whole (comments, NAGs, side lines). Properties: reading never
// crashes; the checker gives the first game the verdict of read_pgn_whole() (it reads side lines
// too); a game that reads is written by write_pgn() and read again as the same tree (a "}" in a
// comment written as ")", the one change the writer makes), and writing that tree again gives the
// same text; the Game of every node's line replays legally.
#include <string>

#include "fuzz_util.h"
#include "game/game_record.h"
#include "game/pgn.h"
#include "game/pgn_check.h"

using namespace c960;
using fuzz::check;

namespace {

// Returns a comment as written: a "}" in it becomes ")".
std::string as_written(std::string text) {
  for (char& c : text)
    if (c == '}') c = ')';
  return text;
}

// Returns the tree as the writer keeps it (as_written() of every comment).
PgnTree written_form(PgnTree tree) {
  for (std::size_t id = 0; id < tree.size(); ++id) {
    PgnNode& node = tree.edit(int(id));
    node.comment_before = as_written(node.comment_before);
    node.comment_after = as_written(node.comment_after);
    node.commands = read_pgn_commands(node.comment_after);
  }
  return tree;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 16384) return 0;
  const std::string input(fuzz::text_of(data, size));
  auto read = read_pgn_whole(input);
  bool first = true;
  check_pgn(input, [&](const PgnCheckedGame& checked) {
    if (!first) return;
    first = false;
    check(checked.error.has_value() == !read.ok(), "checker and read_pgn_whole disagree", input);
    if (checked.error)
      check(checked.error->message == read.error().message, "checker's error differs",
            checked.error->message + "\n" + read.error().message);
  });
  if (!read) {
    const std::string code = code_name(read.error().code);
    check(code.rfind("ERR_PGN_", 0) == 0 && !read.error().message.empty(), "bad error",
          code + " " + read.error().message);
    return 0;
  }
  const PgnTree& tree = read.value().tree;
  std::vector<PgnTag> tags = read.value().tags;
  if (pgn_tag_value(tags, "Result").empty()) tags.push_back({"Result", read.value().result});
  const std::string text = write_pgn(tree, tags);
  auto again = read_pgn_whole(text);
  check(again.ok(), "written tree does not read back",
        text + (again.ok() ? "" : "\n" + again.error().message));
  check(again.value().tree.same_as(written_form(tree)), "tree differs after writing",
        input + "\n--\n" + text);
  check(write_pgn(again.value().tree, again.value().tags) == text, "tree text not stable", text);
  GameRecord record(tree, read.value().game);
  for (std::size_t id = 0; id < tree.size(); ++id) {
    check(record.go_to(int(id)), "a node of the tree cannot be gone to", text);
    check(record.game().history().size() == std::size_t(tree.ply(int(id))), "line length", text);
  }
  return 0;
}
