// Writing a game tree as export-format movetext: tokens first (moves, numbers, NAGs, comment
// words, parentheses), then lines of at most 79 characters.
#include <string>
#include <vector>

#include "game/pgn_tree.h"

namespace c960 {
namespace {

constexpr std::size_t kLineLength = 79;

// Collects the tokens of the movetext and whether the next Black move needs its "N...".
class TokenWriter {
 public:
  // Writes a comment as tokens "{first", …, "last}" ("}" in the text written as ")").
  void comment(const std::string& text) {
    if (text.empty()) return;
    std::string word = "{";
    for (char c : text) {
      if (c == ' ') {
        tokens_.push_back(std::move(word));
        word.clear();
      } else {
        word += c == '}' ? ')' : c;
      }
    }
    tokens_.push_back(word + "}");
    number_next_ = true;
  }
  // Writes NAGs as "$n".
  void nags(const std::vector<std::uint8_t>& nags) {
    for (std::uint8_t n : nags) tokens_.push_back("$" + std::to_string(n));
  }
  // Writes a move (its comment before, its number, SAN, NAGs and comment after) from `before`.
  void move(const PgnNode& node, const Position& before, Letters letters) {
    comment(node.comment_before);
    if (before.turn() == Color::White)
      tokens_.push_back(std::to_string(before.fullmove_number()) + ".");
    else if (number_next_)
      tokens_.push_back(std::to_string(before.fullmove_number()) + "...");
    tokens_.push_back(move_to_san(before, node.move, letters));
    number_next_ = false;
    nags(node.nags);
    comment(node.comment_after);
  }
  // Opens a side line.
  void open() {
    tokens_.push_back("(");
    opens_.push_back(tokens_.size() - 1);
    number_next_ = true;
  }
  // Closes a side line.
  void close() {
    tokens_.push_back(")");
    closes_.push_back(tokens_.size() - 1);
    number_next_ = true;
  }
  // Returns the tokens joined in lines of at most kLineLength characters (a longer token alone),
  // with no space after "(" or before ")".
  std::string lines(const std::string& result) {
    tokens_.push_back(result);
    std::string out, line;
    bool glue = false;                // the last token opened a side line
    std::size_t open = 0, close = 0;  // the next side line opening and closing among the tokens
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
      const std::string& token = tokens_[i];
      bool closing = close < closes_.size() && closes_[close] == i;
      bool tight = glue || closing;
      std::size_t width = line.size() + (line.empty() || tight ? 0 : 1) + token.size();
      if (!line.empty() && width > kLineLength) {
        out += line + "\n";
        line.clear();
      } else if (!line.empty() && !tight) {
        line += ' ';
      }
      line += token;
      glue = open < opens_.size() && opens_[open] == i;
      open += glue;
      close += closing;
    }
    return out + line;
  }

 private:
  std::vector<std::string> tokens_;
  std::vector<std::size_t> opens_, closes_;  // the tokens that open and close side lines
  bool number_next_ = true;
};

// One line being written: its move now, the position before it, the side lines written so far.
struct Frame {
  int node;
  Position before;
  bool side_line;  // the frame's first move starts a side line (its siblings not written)
  std::size_t alternatives = 1;  // next child of the parent to write as a side line
  bool written = false;          // the node's move is written
};

}  // namespace

std::string write_pgn_tree(const PgnTree& tree, const std::string& result, Letters letters) {
  TokenWriter out;
  const PgnNode& root = tree.node(PgnTree::root());
  out.comment(root.comment_after);
  out.nags(root.nags);
  std::vector<Frame> frames;
  if (!root.children.empty()) frames.push_back(Frame{root.children[0], tree.start(), false});
  while (!frames.empty()) {
    Frame& frame = frames.back();
    const PgnNode& node = tree.node(frame.node);
    if (!frame.written) {
      out.move(node, frame.before, letters);
      frame.written = true;
    }
    const NodeChildren& siblings = tree.node(node.parent).children;
    if (!frame.side_line && frame.alternatives < siblings.size()) {
      Frame side{siblings[frame.alternatives++], frame.before, true};
      out.open();
      frames.push_back(side);  // `frame` is not used after this
      continue;
    }
    if (!node.children.empty()) {
      frame.before.make_move(node.move);
      frame.node = node.children[0];
      frame.side_line = false;
      frame.alternatives = 1;
      frame.written = false;
      continue;
    }
    bool was_side_line = frames.size() > 1;
    frames.pop_back();
    if (was_side_line) out.close();
  }
  return out.lines(result);
}

}  // namespace c960
