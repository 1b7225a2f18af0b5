#include "game/game_record.h"

#include <string>
#include <utility>

#include "notation/san.h"

namespace c960 {

GameRecord::GameRecord(Game game) : tree_(game.start()), game_(std::move(game)) {
  int at = PgnTree::root();
  tree_.reserve(game_.history().size());
  for (const PlayedMove& played : game_.history()) at = tree_.add_read(at, played.move);
  tree_.go_to(at);
}

GameRecord::GameRecord(const Position& start) : tree_(start), game_(Game::from_position(start)) {
  tree_.go_to(PgnTree::root());
}

GameRecord::GameRecord(PgnTree tree, Game main) : tree_(std::move(tree)), game_(std::move(main)) {
  std::vector<int> line = tree_.main_line();
  tree_.go_to(line.empty() ? PgnTree::root() : line.back());
}

Game GameRecord::main_game() const {
  std::vector<int> line = tree_.main_line();
  int end = line.empty() ? PgnTree::root() : line.back();
  return end == current() ? game_ : tree_.game(end);
}

Result<std::string> GameRecord::play(std::string_view text, Letters letters) {
  auto san = game_.play(text, letters);
  if (!san) return san;
  auto at = tree_.play(current(), game_.history().back().move, true);  // legal: the Game played it
  if (!at) {  // beyond the tree's limit: the game stays as it was
    game_.undo();
    return at.error();
  }
  tree_.go_to(at.value());
  return san;
}

std::optional<std::string> GameRecord::undo() {
  int at = current();
  auto san = game_.undo();
  if (!san) return san;
  int parent = tree_.node(at).parent;
  if (tree_.node(at).children.empty())
    tree_.remove(at);
  else
    tree_.go_to(parent);
  return san;
}

bool GameRecord::go_to(int id) {
  if (!tree_.go_to(id)) return false;
  game_ = tree_.game(id);
  return true;
}

bool GameRecord::promote(int id) { return tree_.has(id) && tree_.promote(id); }

bool GameRecord::promote_to_main(int id) {
  if (!tree_.has(id) || tree_.depth(id) == 0) return false;
  tree_.promote_to_main(id);
  return true;
}

bool GameRecord::remove(int id) {
  if (!tree_.remove(id)) return false;
  if (game_.history().size() != std::size_t(tree_.ply(current()))) game_ = tree_.game(current());
  return true;
}

std::optional<Error> GameRecord::set_comment(int id, std::string_view text, bool before) {
  if (!tree_.has(id))
    return make_error(ErrorCode::GameNode, "this game has no move with id " + std::to_string(id));
  if (text.find('}') != std::string_view::npos)
    return make_error(ErrorCode::PgnComment,
                      "a comment cannot hold '}': in PGN it ends the comment; write it as ')' "
                      "or leave it out");
  if (!before) {
    tree_.set_comment(id, text);
    return std::nullopt;
  }
  if (tree_.set_comment_before(id, text)) return std::nullopt;
  return make_error(ErrorCode::PgnComment,
                    "a comment before a move stands only at the start of a side line; write it "
                    "after the move before");
}

bool GameRecord::set_nags(int id, std::vector<std::uint8_t> nags) {
  if (!tree_.has(id)) return false;
  tree_.set_nags(id, std::move(nags));
  return true;
}

std::vector<std::string> tree_sans(const PgnTree& tree, Letters letters) {
  std::vector<std::string> sans(tree.size());
  std::vector<std::pair<int, Position>> todo{{PgnTree::root(), tree.start()}};
  while (!todo.empty()) {
    auto [id, before] = std::move(todo.back());
    todo.pop_back();
    for (int child : tree.node(id).children) {
      sans[std::size_t(child)] = move_to_san(before, tree.node(child).move, letters);
      Position after = before;
      after.make_move(tree.node(child).move);
      todo.emplace_back(child, std::move(after));
    }
  }
  return sans;
}

std::vector<int> line_through(const PgnTree& tree, int id) {
  std::vector<int> line = tree.path(id);
  line.erase(line.begin());
  for (int next : tree.line_after(id)) line.push_back(next);
  return line;
}

std::vector<std::string> line_sans(const PgnTree& tree, const std::vector<int>& line,
                                   Letters letters) {
  std::vector<std::string> sans;
  sans.reserve(line.size());
  Position before = tree.start();
  for (int id : line) {
    sans.push_back(move_to_san(before, tree.node(id).move, letters));
    before.make_move(tree.node(id).move);
  }
  return sans;
}

}  // namespace c960
