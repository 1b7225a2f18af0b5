// The game tree: its nodes and edits, the movetext reader that builds it with every line checked
// by the rules, and the export-format writer.
#include "game/pgn_tree.h"

#include <algorithm>

#include "notation/fen.h"
#include "notation/uci.h"
#include "text.h"

namespace c960 {

void NodeChildren::push_back(int id) {
  if (size_ == 0) {
    one_ = id;
  } else {
    if (size_ == 1) more_.assign(1, one_);
    more_.push_back(id);
  }
  ++size_;
}

void NodeChildren::erase(const int* at) {
  if (size_ <= 1) {
    size_ = 0;
    return;
  }
  more_.erase(more_.begin() + (at - more_.data()));
  if (--size_ == 1) {
    one_ = more_[0];
    std::vector<int>().swap(more_);
  }
}
namespace {

// Returns seconds from "h:mm:ss", "mm:ss" or "ss" with an optional fraction; nothing if not one.
std::optional<double> read_duration(std::string_view text) {
  double seconds = 0;
  std::size_t i = 0;
  bool any = false;
  for (int part = 0; part < 3; ++part) {
    double value = 0;
    std::size_t begin = i;
    while (i < text.size() && is_digit(text[i])) value = value * 10 + (text[i++] - '0');
    if (i == begin) return std::nullopt;
    any = true;
    seconds = seconds * 60 + value;
    if (i < text.size() && text[i] == ':') {
      ++i;
      continue;
    }
    break;
  }
  if (i < text.size() && text[i] == '.') {
    double scale = 0.1;
    for (++i; i < text.size() && is_digit(text[i]); ++i, scale /= 10)
      seconds += (text[i] - '0') * scale;
  }
  if (!any || i != text.size()) return std::nullopt;
  return seconds;
}

// Returns the number a run of at most `most` digits stands for, or nothing.
std::optional<int> digits_value(std::string_view digits, std::size_t most) {
  if (!is_digits(digits, most)) return std::nullopt;
  int value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

// Returns an evaluation from "0.17", "-1.5", "#3", "#-2", each with an optional ",depth"
// (read digit by digit: no floating-point reader in the module).
std::optional<PgnEval> read_eval(std::string_view text) {
  PgnEval eval;
  std::size_t comma = text.find(',');
  if (comma != std::string_view::npos) {
    auto depth = digits_value(text.substr(comma + 1), 4);
    if (!depth) return std::nullopt;
    eval.depth = *depth;
    text = text.substr(0, comma);
  }
  bool mate = !text.empty() && text[0] == '#';
  if (mate) text.remove_prefix(1);
  int sign = !text.empty() && text[0] == '-' ? -1 : 1;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) text.remove_prefix(1);
  std::size_t dot = text.find('.');
  auto whole = digits_value(text.substr(0, dot), 6);
  if (!whole) return std::nullopt;
  if (mate) {
    if (dot != std::string_view::npos) return std::nullopt;
    eval.mate = sign * *whole;
    return eval;
  }
  std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
  if (dot != std::string_view::npos && !is_digits(fraction, 9)) return std::nullopt;
  int hundredths = 0;  // the first two digits, rounded by the third
  for (std::size_t i = 0; i < 2; ++i)
    hundredths = hundredths * 10 + (i < fraction.size() ? fraction[i] - '0' : 0);
  if (fraction.size() > 2 && fraction[2] >= '5') ++hundredths;
  eval.centipawns = sign * (*whole * 100 + hundredths);
  return eval;
}

// Returns the value of the command `[%name value]` in a comment (trimmed), or nothing.
std::optional<std::string_view> command_value(std::string_view comment, std::string_view name) {
  std::string opening = "[%" + std::string(name);
  for (std::size_t at = comment.find(opening); at != std::string_view::npos;
       at = comment.find(opening, at + 1)) {
    std::size_t from = at + opening.size();
    if (from >= comment.size() || !is_space(comment[from])) continue;
    std::size_t close = comment.find(']', from);
    if (close == std::string_view::npos) return std::nullopt;
    return trim(comment.substr(from, close - from));
  }
  return std::nullopt;
}

}  // namespace

PgnCommands read_pgn_commands(std::string_view comment) {
  PgnCommands commands;
  if (comment.find("[%") == std::string_view::npos) return commands;
  if (auto clock = command_value(comment, "clk")) commands.clock = read_duration(*clock);
  if (auto emt = command_value(comment, "emt")) commands.emt = read_duration(*emt);
  if (auto eval = command_value(comment, "eval")) commands.eval = read_eval(*eval);
  return commands;
}

std::string normal_comment(std::string_view text) {
  std::string out;
  append_normal_comment(out, text);
  return out;
}

void append_normal_comment(std::string& to, std::string_view text) {
  text = trim(text);
  if (text.empty()) return;
  if (!to.empty()) to += ' ';
  // Single spaces only: copied at once (engine comments are long); a loop without branches.
  bool other = false;
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    other |= int(static_cast<unsigned char>(text[i] - '\t') <= '\r' - '\t') |
             (int(text[i] == ' ') & int(text[i + 1] == ' '));
  if (!other) {
    to.append(text);
    return;
  }
  bool space = false;
  for (char c : text) {
    if (is_space(c)) {
      space = true;
      continue;
    }
    if (space) to += ' ';
    space = false;
    to += c;
  }
}

// ---- the tree ------------------------------------------------------------------------------

PgnTree::PgnTree(const Position& start) : start_(start), nodes_(1) {}

void PgnTree::reserve(std::size_t moves) { nodes_.reserve(std::min(moves, kMaxPgnTreeMoves) + 1); }

bool PgnTree::has(int id) const {
  return id >= 0 && std::size_t(id) < nodes_.size() && !nodes_[std::size_t(id)].removed;
}

std::vector<int> PgnTree::path(int id) const {
  std::vector<int> out;
  for (int at = id; at >= 0; at = node(at).parent) out.push_back(at);
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<int> PgnTree::line_after(int id) const {
  std::vector<int> out;
  for (int at = id; !node(at).children.empty();) {
    at = node(at).children[0];
    out.push_back(at);
  }
  return out;
}

Position PgnTree::position(int id) const {
  Position pos = start_;
  for (int at : path(id))
    if (at != root()) pos.make_move(node(at).move);
  return pos;
}

int PgnTree::ply(int id) const { return int(path(id).size()) - 1; }

int PgnTree::depth(int id) const {
  int depth = 0;
  for (int at = id; node(at).parent >= 0; at = node(at).parent)
    depth += node(node(at).parent).children[0] != at;
  return depth;
}

Game PgnTree::game(int id) const {
  Game game = Game::from_position(start_);
  for (int at : path(id))
    if (at != root()) game.play_move(node(at).move);  // each move was legal where it stands
  return game;
}

int PgnTree::add_read(int at, Move m) {
  PgnNode& added = nodes_.emplace_back();
  added.move = m;
  added.parent = at;
  int id = int(nodes_.size()) - 1;
  nodes_[std::size_t(at)].children.push_back(id);
  return id;
}

Result<int> PgnTree::play(int at, Move m, bool known_legal) {
  for (int child : node(at).children)
    if (node(child).move == m) return child;
  if (!known_legal) {
    Position pos = position(at);
    if (!c960::legal_moves(pos).contains(m))
      return make_error(ErrorCode::MoveIllegal,
                        move_to_uci(m) + " is not a legal move for " + side_name(pos.turn()));
  }
  if (nodes_.size() > kMaxPgnTreeMoves)
    return make_error(ErrorCode::PgnSyntax, "the game holds " + std::to_string(kMaxPgnTreeMoves) +
                                                " moves in its lines, the most kept");
  return add_read(at, m);
}

Result<int> PgnTree::play_text(int at, std::string_view text, Letters letters) {
  auto move = parse_move_text(position(at), text, letters);
  if (!move) return move.error();
  return play(at, move.value());
}

bool PgnTree::promote(int id) {
  for (int at = id; node(at).parent >= 0; at = node(at).parent) {
    NodeChildren& siblings = nodes_[std::size_t(node(at).parent)].children;
    auto found = std::find(siblings.begin(), siblings.end(), at);
    if (found == siblings.begin()) continue;
    std::iter_swap(found, found - 1);  // one step up among the alternatives
    return true;
  }
  return false;
}

void PgnTree::promote_to_main(int id) {
  for (int at = id; node(at).parent >= 0; at = node(at).parent) {
    NodeChildren& siblings = nodes_[std::size_t(node(at).parent)].children;
    auto found = std::find(siblings.begin(), siblings.end(), at);
    std::rotate(siblings.begin(), found, found + 1);
  }
}

bool PgnTree::remove(int id) {
  if (!has(id) || id == root()) return false;
  int parent = node(id).parent;
  NodeChildren& siblings = nodes_[std::size_t(parent)].children;
  siblings.erase(std::find(siblings.begin(), siblings.end(), id));
  std::vector<int> todo{id};
  while (!todo.empty()) {
    int at = todo.back();
    todo.pop_back();
    for (int child : node(at).children) todo.push_back(child);
    PgnNode& gone = nodes_[std::size_t(at)];
    gone = PgnNode();  // its comments and lines freed; the id stays a hole until freed below
    gone.removed = true;
    if (at == current_) current_ = parent;
  }
  while (nodes_.back().removed) nodes_.pop_back();  // the last ids are given out again
  if (!has(current_)) current_ = parent;
  return true;
}

void PgnTree::set_comment(int id, std::string_view text) {
  PgnNode& at = nodes_[std::size_t(id)];
  at.comment_after = normal_comment(text);
  at.commands = read_pgn_commands(at.comment_after);
}

bool PgnTree::set_comment_before(int id, std::string_view text) {
  if (!has(id) || id == root() || node(node(id).parent).children[0] == id) return false;
  nodes_[std::size_t(id)].comment_before = normal_comment(text);
  return true;
}

void PgnTree::set_nags(int id, std::vector<std::uint8_t> nags) {
  nodes_[std::size_t(id)].nags = std::move(nags);
}

bool PgnTree::go_to(int id) {
  if (!has(id)) return false;
  current_ = id;
  return true;
}

namespace {

bool same_commands(const PgnCommands& a, const PgnCommands& b) {
  return a.clock == b.clock && a.emt == b.emt && a.eval == b.eval;
}

// True when two nodes say the same of their move (their lines aside).
bool same_node(const PgnNode& a, const PgnNode& b) {
  return a.move == b.move && a.comment_before == b.comment_before &&
         a.comment_after == b.comment_after && a.nags == b.nags &&
         same_commands(a.commands, b.commands) && a.children.size() == b.children.size();
}

}  // namespace

bool PgnTree::same_as(const PgnTree& other) const {
  if (write_fen(start_) != write_fen(other.start_)) return false;
  std::vector<std::pair<int, int>> todo{{root(), other.root()}};
  while (!todo.empty()) {
    auto [a, b] = todo.back();
    todo.pop_back();
    if (!same_node(node(a), other.node(b))) return false;
    for (std::size_t i = 0; i < node(a).children.size(); ++i)
      todo.push_back({node(a).children[i], other.node(b).children[i]});
  }
  return true;
}

}  // namespace c960
