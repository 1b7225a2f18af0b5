// Reading a game's movetext into a tree: the tokens as pgn_scan reads them, side lines on a
// stack (no recursion), each side-line move checked by the rules where it stands.
#include <algorithm>

#include "game/pgn_scan.h"
#include "game/pgn_tree.h"
#include "text.h"

namespace c960 {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// Characters that end a movetext token (as pgn_scan reads them).
bool ends_token(char c) {
  return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' ||
         c == ']' || c == '$';
}

// Returns the NAG (1-6) of an annotation glyph, or 0 when the text is none.
int glyph_nag(std::string_view glyph) {
  static constexpr std::string_view kGlyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (glyph == kGlyphs[i]) return i + 1;
  return 0;
}

// Returns "12." or "12..." for the move about to be played in `pos`.
std::string move_label(const Position& pos) {
  return std::to_string(pos.fullmove_number()) + (pos.turn() == Color::White ? "." : "...");
}

// One line being read: the main line or a side line (a variation).
struct Line {
  int parent = 0;        // the node its first move follows
  int last = -1;         // its last move read (-1: none yet)
  int main_ply = -1;     // on the main line: the half-move index of `last` in the Game
  Position pos;          // on a side line: the position after `last` (at `parent` before)
  Position before_last;  // on a side line: the position before `last`
  std::string pending;   // a comment before its first move
  int side_lines = 0;    // side lines opened after `last` so far
  std::string where;     // for errors: "side line 2 at 12..." (this line's step of the path)
};

// Builds the tree token by token.
class TreeReader {
 public:
  TreeReader(std::string_view text, int line, const Game& main)
      : text_(text),
        line_(line),
        main_(main),
        tree_(main.history().empty() ? main.position() : main.history().front().before) {
    lines_.push_back(Line{});
    tree_.reserve(main.history().size());
  }

  // Reads every token; returns the tree or the first error.
  Result<PgnTree> read() {
    skip_tags();
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '\n') {
        ++line_;
        ++pos_;
        fresh_ = true;
      } else if (is_space(c)) {
        ++pos_;
      } else if (c == '%' && fresh_) {
        skip_line();
      } else if (c == '{') {
        std::size_t close = text_.find('}', pos_ + 1);
        if (close == std::string_view::npos) close = text_.size();
        std::string_view body = text_.substr(pos_ + 1, close - pos_ - 1);
        bool plain = count_breaks(body);
        comment(body, plain);
        pos_ = std::min(close + 1, text_.size());
        fresh_ = false;
      } else if (c == ';') {
        std::size_t end = std::min(text_.find('\n', pos_), text_.size());
        comment(text_.substr(pos_ + 1, end - pos_ - 1));
        pos_ = end;
      } else if (c == '(') {
        if (auto error = open_side_line()) return *error;
        ++pos_;
        fresh_ = false;
      } else if (c == ')') {
        close_side_line();
        ++pos_;
        fresh_ = false;
      } else if (c == '$') {
        std::size_t end = ++pos_;
        while (end < text_.size() && is_digit(text_[end])) ++end;
        std::string_view digits = text_.substr(pos_, end - pos_);
        if (!digits.empty() && digits.size() <= 3) {  // $0..$255; longer numbers are no NAGs
          int value = 0;
          for (char d : digits) value = value * 10 + (d - '0');
          nag(value);
        }
        pos_ = end;
        fresh_ = false;
      } else if (c == '[' && fresh_ && lines_.size() == 1) {
        break;  // the next game's tags
      } else if (text_.substr(pos_, 3) == kByteOrderMark) {
        pos_ += 3;
      } else {
        std::size_t end = pos_;
        while (end < text_.size() && !ends_token(text_[end])) ++end;
        if (end == pos_) ++end;  // a stray bracket: the scanner has refused such games
        std::string_view token = text_.substr(pos_, end - pos_);
        pos_ = end;
        fresh_ = false;
        if (is_result(token) && lines_.size() == 1) break;
        if (is_result(token)) continue;  // a side line's end, e.g. a mate: not kept
        if (auto error = word(token)) return *error;
      }
    }
    while (lines_.size() > 1) close_side_line();
    return std::move(tree_);
  }

 private:
  // Counts the line breaks of a comment's text; returns true when it has no white space but
  // single spaces (one pass without branches: engine comments are most of some files).
  bool count_breaks(std::string_view body) {
    if (body.empty()) return true;
    const unsigned char* bytes = reinterpret_cast<const unsigned char*>(body.data());
    std::size_t last = body.size() - 1;
    unsigned breaks = bytes[last] == '\n';
    unsigned char other = static_cast<unsigned char>(bytes[last] - '\t') <= '\r' - '\t';
    for (std::size_t i = 0; i < last; ++i) {
      unsigned char c = bytes[i], next = bytes[i + 1];
      breaks += c == '\n';
      other |= static_cast<unsigned char>(static_cast<unsigned char>(c - '\t') <= '\r' - '\t') |
               static_cast<unsigned char>((c == ' ') & (next == ' '));
    }
    line_ += int(breaks);
    return !other;
  }

  // Skips white space, counting lines.
  void skip_space() {
    for (; pos_ < text_.size() && is_space(text_[pos_]); ++pos_)
      if (text_[pos_] == '\n') {
        ++line_;
        fresh_ = true;
      }
  }

  // Skips the tag pairs and % lines before the movetext (the scanner has read them): each to
  // its value's opening quote, through the value (\" and \\ escaped), to its "]".
  void skip_tags() {
    for (skip_space(); pos_ < text_.size(); skip_space()) {
      if (text_[pos_] == '%' && fresh_) {
        skip_line();
        continue;
      }
      if (text_[pos_] != '[') return;
      std::size_t at = std::min(text_.find('"', pos_), text_.size()) + 1;
      while (at < text_.size() && text_[at] != '"') at += text_[at] == '\\' ? 2 : 1;
      pos_ = std::min(std::min(text_.find(']', std::min(at, text_.size())), text_.size()) + 1,
                      text_.size());
      fresh_ = false;
    }
  }

  // Skips to the end of the line (the line break is not taken).
  void skip_line() { pos_ = std::min(text_.find('\n', pos_), text_.size()); }

  // Keeps a comment: after the line's last move, else before its first move (or the game's).
  // `plain`: the text has no white space but single spaces.
  void comment(std::string_view body, bool plain = false) {
    Line& line = lines_.back();
    int at = line.last >= 0 ? line.last : lines_.size() == 1 ? PgnTree::root() : -1;
    std::string& to = at < 0 ? line.pending : tree_.edit(at).comment_after;
    std::size_t before = to.size();
    std::string_view text = trim(body);
    if (plain && !text.empty())
      to.append(to.empty() ? "" : " ").append(text);
    else
      append_text(to, body);
    if (at < 0) return;
    PgnNode& node = tree_.edit(at);
    if (node.comment_after.size() != before) node.commands = read_pgn_commands(node.comment_after);
  }

  // Appends a comment's text, a space between two comments.
  static void append_text(std::string& to, std::string_view body) {
    append_normal_comment(to, body);
  }

  // Gives NAG `n` to the line's last move (at the game's start: to the root).
  void nag(int n) {
    if (n < 0 || n > 255) return;
    Line& line = lines_.back();
    if (line.last >= 0)
      tree_.edit(line.last).nags.push_back(std::uint8_t(n));
    else if (lines_.size() == 1)
      tree_.edit(PgnTree::root()).nags.push_back(std::uint8_t(n));
  }

  // Reads a move token (with its number and glyphs) or a glyph standing alone.
  std::optional<Error> word(std::string_view token) {
    std::string_view move = without_move_number(token);
    if (move.empty() || move.find_first_not_of('.') == std::string_view::npos) return std::nullopt;
    std::size_t glyph = move.size();
    while (glyph > 0 && (move[glyph - 1] == '!' || move[glyph - 1] == '?')) --glyph;
    int glyph_number = glyph_nag(move.substr(glyph));
    std::string_view body = glyph_number ? move.substr(0, glyph) : move;
    if (body.empty()) {  // "!" after a space
      if (glyph_number) nag(glyph_number);
      return std::nullopt;
    }
    if (auto error = add_move(body)) return error;
    if (glyph_number) nag(glyph_number);
    return std::nullopt;
  }

  // Adds a move of the current line; a side line's move is read and checked here.
  std::optional<Error> add_move(std::string_view san) {
    Line& line = lines_.back();
    int after = line.last >= 0 ? line.last : line.parent;
    if (tree_.size() > kMaxPgnTreeMoves)
      return error_here(san,
                        "the game holds more than " + std::to_string(kMaxPgnTreeMoves) +
                            " moves in its lines, the most kept",
                        ErrorCode::PgnSyntax);
    Move m;
    if (lines_.size() == 1) {
      std::size_t ply = std::size_t(line.main_ply + 1);
      if (ply >= main_.history().size())
        return error_here(san, "is not in the replayed main line", ErrorCode::PgnMove);
      m = main_.history()[ply].move;
      line.main_ply = int(ply);
    } else {
      auto read = parse_move_text(line.pos, san);
      if (!read) return error_here(san, read.error().message, ErrorCode::PgnMove);
      m = read.value();
      line.before_last = line.pos;
      line.pos.make_move(m);
    }
    int id = tree_.add_read(after, m);
    if (!line.pending.empty()) tree_.edit(id).comment_before = std::move(line.pending);
    line.pending.clear();
    line.last = id;
    line.side_lines = 0;
    return std::nullopt;
  }

  // Opens a side line: an alternative to the current line's last move.
  std::optional<Error> open_side_line() {
    Line& line = lines_.back();
    if (line.last < 0 && lines_.size() > 1) return open_beside(line);
    if (line.last < 0) {
      Error error = make_error(ErrorCode::PgnSyntax, "line " + std::to_string(line_) +
                                                         ": a side line \"(\" before any move");
      error.line = line_;
      return error;
    }
    if (lines_.size() > kMaxPgnLineDepth) return too_deep();
    Line side;
    side.parent = tree_.node(line.last).parent;
    side.pos =
        lines_.size() == 1 ? main_.history()[std::size_t(line.main_ply)].before : line.before_last;
    side.where = "side line " + std::to_string(++line.side_lines) + " at " + move_label(side.pos);
    lines_.push_back(std::move(side));
    return std::nullopt;
  }

  // Opens a side line at the start of a side line that has no move yet ("( ( 1. d4 ) )"): another
  // alternative to the move the open one stands beside.
  std::optional<Error> open_beside(const Line& empty) {
    if (lines_.size() > kMaxPgnLineDepth) return too_deep();
    Line side;
    side.parent = empty.parent;
    side.pos = empty.pos;
    side.where = empty.where;
    lines_.push_back(std::move(side));
    return std::nullopt;
  }

  // Closes a side line; a comment left without a move goes to the move it is an alternative to.
  void close_side_line() {
    if (lines_.size() < 2) return;  // the scanner refuses a stray ")"
    std::string pending = std::move(lines_.back().pending);
    lines_.pop_back();
    if (!pending.empty()) comment(pending);
  }

  // Returns the error for side lines nested deeper than kMaxPgnLineDepth.
  Error too_deep() const {
    Error error = make_error(ErrorCode::PgnSyntax,
                             "line " + std::to_string(line_) + ": side lines nested deeper than " +
                                 std::to_string(kMaxPgnLineDepth) + ", the most read");
    error.line = line_;
    return error;
  }

  // Returns the path of the open side lines (", side line 2 at 12..., then side line 1 at
  // 13."; "" on the main line); of a deep path its first three and last two steps.
  std::string path() const {
    std::string out;
    std::size_t steps = lines_.size() - 1;
    for (std::size_t i = 1; i < lines_.size(); ++i) {
      if (steps > 6 && i == 4) {
        out += ", then … " + std::to_string(steps - 5) + " more side lines …";
        i = lines_.size() - 3;
        continue;
      }
      out += (i == 1 ? ", " : ", then ") + lines_[i].where;
    }
    return out;
  }

  // Returns an error about move `san` of the current line, standing on the current text line.
  Error error_here(std::string_view san, const std::string& why, ErrorCode code) const {
    const Line& line = lines_.back();
    std::string shown = quoted_input(san, 20);
    std::string label = lines_.size() == 1 ? "" : move_label(line.pos) + " ";
    std::string message = "move " + label + shown.substr(1, shown.size() - 2) + " (line " +
                          std::to_string(line_) + path() + "): " + why;
    Error error = make_error(code, message);
    error.line = line_;
    return error;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_;
  bool fresh_ = true;  // only white space before the reader on its line
  const Game& main_;
  PgnTree tree_;
  std::vector<Line> lines_;
};

}  // namespace

Result<PgnTree> read_pgn_tree(std::string_view game, int line, const Game& main) {
  return TreeReader(game, line, main).read();
}

}  // namespace c960
