// Embind bindings for a game's tree of lines (ids of wasm/game_handles.h): the tree as JSON, the
// node the game stands on, going to a node, promoting and deleting lines, comments and NAGs. Type
// conversion only: answers are JSON text (wasm/json_writer.h), read by wasm/js/tree.js.
#include <string>
#include <vector>

#include <emscripten/bind.h>

#include "game_handles.h"
#include "heap_room.h"
#include "json_writer.h"
#include "notation/uci.h"
#include "text.h"

namespace c960::bind {

std::size_t answer_bytes(const PgnTree& tree, const std::vector<int>* ids) {
  auto of = [&](int i) {
    return 256 + tree.node(i).comment_after.size() + tree.node(i).comment_before.size();
  };
  std::size_t bytes = 0;
  if (ids)
    for (int i : *ids) bytes += of(i);
  else
    for (std::size_t i = 0; i < tree.size(); ++i) bytes += of(int(i));
  return bytes;
}

bool answer_fits(std::size_t bytes) {
  return bytes <= (std::size_t(1) << 20) || heap_has_room(3 * bytes);
}

namespace {

// Writes a time in seconds as whole milliseconds (no floating-point printer in the module).
void write_millis(Json& json, const std::optional<double>& seconds) {
  seconds ? json.number(static_cast<long long>(*seconds * 1000 + 0.5)) : json.null();
}

// Writes one node: { parent, children, ply, san, uci, commentBefore, comment, nags, clockMs,
// emtMs, eval }.
void write_node(Json& json, const PgnTree& tree, int id, int ply, const std::string& san) {
  const PgnNode& node = tree.node(id);
  json.begin_object().key("parent");
  node.parent < 0 ? json.null() : json.number(node.parent);
  json.key("children").begin_array();
  for (int child : node.children) json.number(child);
  json.end_array().key("ply").number(ply).key("san").str(san).key("uci");
  id == PgnTree::root() ? json.str("") : json.str(move_to_uci(node.move));
  json.key("commentBefore").str(node.comment_before).key("comment").str(node.comment_after);
  json.key("nags").begin_array();
  for (std::uint8_t nag : node.nags) json.number(nag);
  json.end_array().key("clockMs");
  write_millis(json, node.commands.clock);
  json.key("emtMs");
  write_millis(json, node.commands.emt);
  json.key("eval");
  if (const auto& eval = node.commands.eval) {
    json.begin_object().key("cp").number(eval->centipawns).key("mate").number(eval->mate);
    json.key("depth").number(eval->depth).end_object();
  } else {
    json.null();
  }
  json.end_object();
}

// Returns the ERR_PGN_TOO_LARGE answer for an answer that does not fit.
std::string no_room_for_json(const char* what) {
  return error_json(make_error(ErrorCode::PgnTooLarge,
                               std::string("there is not enough memory to show ") + what +
                                   " beside the PGN databases still open: delete() those no "
                                   "longer needed"));
}

// Returns { value: { current, nodes } }: nodes[id] is node id (null once deleted), SAN in the
// named letters; ERR_PGN_TOO_LARGE when the memory for an answer of over 1 MiB is not there.
std::string tree_json(int id, const std::string& letters) {
  return on_record(id, [&](const GameRecord& record) {
    const PgnTree& tree = record.tree();
    if (!answer_fits(answer_bytes(tree, nullptr))) return no_room_for_json("this game's tree");
    std::vector<std::string> sans = tree_sans(tree, letters_of(letters));
    std::vector<int> plies(tree.size(), 0);
    return value_json([&](Json& json) {
      json.begin_object().key("current").number(record.current()).key("nodes").begin_array();
      for (std::size_t i = 0; i < tree.size(); ++i) {
        int node = int(i);
        if (!tree.has(node)) {
          json.null();
          continue;
        }
        if (node != PgnTree::root()) plies[i] = plies[std::size_t(tree.node(node).parent)] + 1;
        write_node(json, tree, node, plies[i], sans[i]);
      }
      json.end_array().end_object();
    });
  });
}

// Returns the ERR_GAME_NODE answer for a node id the game does not have.
std::string no_node_json(int node) {
  return error_json(make_error(
      ErrorCode::GameNode,
      "this game has no move with id " + std::to_string(node) + " (deleted, or of another game)"));
}

// Returns { value: { ids, nodes } } of the line through `node` (the current node when it is
// negative): its nodes only, as tree_json writes them; ERR_GAME_NODE for no such node.
std::string line_json(int id, int node, const std::string& letters) {
  return on_record(id, [&](const GameRecord& record) {
    const PgnTree& tree = record.tree();
    int at = node < 0 ? record.current() : node;
    if (!tree.has(at)) return no_node_json(at);
    std::vector<int> line = line_through(tree, at);
    if (!answer_fits(answer_bytes(tree, &line))) return no_room_for_json("this line");
    std::vector<std::string> sans = line_sans(tree, line, letters_of(letters));
    return value_json([&](Json& json) {
      json.begin_object().key("ids").begin_array();
      for (int i : line) json.number(i);
      json.end_array().key("nodes").begin_array();
      for (std::size_t k = 0; k < line.size(); ++k)
        write_node(json, tree, line[k], int(k) + 1, sans[k]);
      json.end_array().end_object();
    });
  });
}

// Returns { value: null } when `done` (the edit was made), else the ERR_GAME_NODE answer.
std::string edit_json(bool done, int node) {
  return done ? value_json([](Json& json) { json.null(); }) : no_node_json(node);
}

// Returns { value: id } of the node the game stands on: after play(), the node the core made
// (or the one it stepped onto), so that no page has to predict how the core numbers its nodes.
std::string current_json(int id) {
  return on_record(id, [&](const GameRecord& record) {
    return value_json([&](Json& json) { json.number(record.current()); });
  });
}

// Goes to node `node`: the game's line becomes the line through it.
std::string go_to(int id, int node) {
  return on_record(id, [&](GameRecord& record) { return edit_json(record.go_to(node), node); });
}

// Moves the side line holding `node` one place up (`to_main`: makes it the main line);
// { value: false } when it is the main line already.
std::string promote(int id, int node, bool to_main) {
  return on_record(id, [&](GameRecord& record) {
    if (!record.tree().has(node)) return no_node_json(node);
    bool moved = to_main ? record.promote_to_main(node) : record.promote(node);
    return value_json([&](Json& json) { json.boolean(moved); });
  });
}

// Deletes node `node` and every move after it (ERR_GAME_NODE for the start or no such node).
std::string remove_line(int id, int node) {
  return on_record(id, [&](GameRecord& record) { return edit_json(record.remove(node), node); });
}

// Sets the comment after node `node`'s move, or with `before` before it (the refusals:
// GameRecord::set_comment).
std::string set_comment(int id, int node, const std::string& text, bool before) {
  return on_record(id, [&](GameRecord& record) {
    if (!record.tree().has(node)) return no_node_json(node);
    if (auto error = record.set_comment(node, text, before)) return error_json(*error);
    return value_json([](Json& json) { json.null(); });
  });
}

// Sets node `node`'s NAGs from a list of numbers 0..255 (split_list; checked by the wrapper).
std::string set_nags(int id, int node, const std::string& list) {
  return on_record(id, [&](GameRecord& record) {
    std::vector<std::uint8_t> nags;
    for (const std::string& item : split_list(list)) {
      int n = 0;
      for (char c : item) n = n * 10 + (c - '0');
      nags.push_back(std::uint8_t(n));
    }
    return edit_json(record.set_nags(node, std::move(nags)), node);
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_tree) {
  using namespace c960::bind;
  emscripten::function("gameTree", &tree_json);
  emscripten::function("gameLine", &line_json);
  emscripten::function("gameCurrentNode", &current_json);
  emscripten::function("gameGoTo", &go_to);
  emscripten::function("gamePromote", &promote);
  emscripten::function("gameRemoveLine", &remove_line);
  emscripten::function("gameSetComment", &set_comment);
  emscripten::function("gameSetNags", &set_nags);
}
