// PGN text: tag pairs and movetext tokens in, tag pairs and wrapped movetext out.
#include "game/pgn_text.h"

#include "text.h"

namespace c960 {
namespace {

bool is_name_char(char c) {
  return is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '+' ||
         c == '#' || c == '=' || c == ':' || c == '-';
}
// Characters that end a movetext token.
bool ends_token(char c) {
  return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' ||
         c == ']' || c == '$';
}

// Reads PGN text character by character, counting lines.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}
  bool done() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  char take() {
    char c = text_[pos_++];
    if (c == '\n') ++line_;
    return c;
  }
  int line() const { return line_; }
  bool at_line_start() const { return pos_ == 0 || text_[pos_ - 1] == '\n'; }
  void skip_space() {
    while (!done() && is_space(peek())) take();
  }
  void skip_line() {
    while (!done() && peek() != '\n') take();
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int line_ = 1;
};

Error error_at(ErrorCode code, int line, const std::string& what) {
  return make_error(code, "line " + std::to_string(line) + ": " + what);
}

// Reads one tag pair; the reader stands on '['.
Result<PgnTag> read_tag(Reader& in) {
  int line = in.line();
  in.take();
  in.skip_space();
  PgnTag tag;
  while (!in.done() && is_name_char(in.peek())) tag.name += in.take();
  if (tag.name.empty()) return error_at(ErrorCode::PgnTag, line, "a tag pair has no name");
  in.skip_space();
  if (in.done() || in.peek() != '"')
    return error_at(ErrorCode::PgnTag, line, "tag " + tag.name + " has no quoted value");
  in.take();
  for (;;) {
    if (in.done())
      return error_at(ErrorCode::PgnTag, line, "the value of tag " + tag.name + " is not closed");
    char c = in.take();
    if (c == '"') break;
    if (c == '\\' && !in.done()) c = in.take();
    if (c == '\n')
      return error_at(ErrorCode::PgnTag, line, "the value of tag " + tag.name + " is not closed");
    tag.value += c;
  }
  in.skip_space();
  if (in.done() || in.peek() != ']')
    return error_at(ErrorCode::PgnTag, line, "tag " + tag.name + " is not closed with ]");
  in.take();
  return tag;
}

// Skips a variation; the reader stands on '('. Comments inside are skipped as well.
Result<bool> skip_variation(Reader& in) {
  int line = in.line();
  long depth = 0;
  while (!in.done()) {
    char c = in.take();
    if (c == '(')
      ++depth;
    else if (c == ')') {
      if (--depth == 0) return true;
    } else if (c == '{') {
      while (!in.done() && in.peek() != '}') in.take();
      if (in.done()) break;
      in.take();
    } else if (c == ';') {
      in.skip_line();
    }
  }
  return error_at(ErrorCode::PgnSyntax, line, "a variation \"(\" is not closed");
}

bool is_result(std::string_view token) {
  return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

// Returns the token with a leading move number ("12." or "12...") removed.
std::string_view without_move_number(std::string_view token) {
  size_t i = 0;
  while (i < token.size() && is_digit(token[i])) ++i;
  if (i == 0 || i == token.size() || token[i] != '.') return token;
  while (i < token.size() && token[i] == '.') ++i;
  return token.substr(i);
}

// Lower-cases and drops spaces, hyphens and underscores for Variant comparisons.
std::string variant_key(std::string_view value) {
  std::string key;
  for (char c : value) {
    if (c == ' ' || c == '-' || c == '_') continue;
    key += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return key;
}

}  // namespace

Result<PgnGameText> split_pgn(std::string_view text) {
  Reader in(text);
  PgnGameText game;
  in.skip_space();
  if (in.done()) return make_error(ErrorCode::PgnEmpty, "the PGN text is empty");
  while (!in.done() && (in.peek() == '[' || (in.peek() == '%' && in.at_line_start()))) {
    if (in.peek() == '%') {
      in.skip_line();
    } else {
      auto tag = read_tag(in);
      if (!tag) return tag.error();
      game.tags.push_back(tag.value());
    }
    in.skip_space();
  }
  while (!in.done()) {
    char c = in.peek();
    if (is_space(c)) {
      in.take();
    } else if (c == '%' && in.at_line_start()) {
      in.skip_line();
    } else if (c == '{') {
      int line = in.line();
      while (!in.done() && in.peek() != '}') in.take();
      if (in.done()) return error_at(ErrorCode::PgnSyntax, line, "a comment \"{\" is not closed");
      in.take();
    } else if (c == ';') {
      in.skip_line();
    } else if (c == '(') {
      auto skipped = skip_variation(in);
      if (!skipped) return skipped.error();
    } else if (c == ')' || c == '}' || c == ']') {
      return error_at(ErrorCode::PgnSyntax, in.line(), std::string("unexpected \"") + c + "\"");
    } else if (c == '[') {
      return error_at(ErrorCode::PgnSyntax, in.line(), "a tag pair stands inside the moves");
    } else if (c == '$') {
      in.take();
      while (!in.done() && is_digit(in.peek())) in.take();
    } else {
      int line = in.line();
      std::string token;
      while (!in.done() && !ends_token(in.peek())) token += in.take();
      if (is_result(token)) {
        game.result = token;
        game.has_result = true;
        break;
      }
      std::string_view move = without_move_number(token);
      if (move.empty() || move.find_first_not_of('.') == std::string_view::npos) continue;
      if (move.size() > 20)
        return error_at(ErrorCode::PgnSyntax, line, quoted_input(move) + " is not a move");
      game.moves.push_back(PgnMoveText{std::string(move), line});
    }
  }
  in.skip_space();
  if (!in.done() && in.peek() != '[')
    return error_at(ErrorCode::PgnSyntax, in.line(), "text after the result " + game.result);
  return game;
}

std::string pgn_tag_value(const std::vector<PgnTag>& tags, std::string_view name) {
  for (const auto& tag : tags)
    if (tag.name == name) return tag.value;
  return "";
}

bool is_chess960_variant(std::string_view value) {
  std::string key = variant_key(value);
  return key == "chess960" || key == "fischerandom" || key == "fischerrandom" ||
         key == "fischerrandomchess" || key == "960";
}

bool is_standard_variant(std::string_view value) {
  std::string key = variant_key(value);
  return key.empty() || key == "standard" || key == "normal" || key == "chess" ||
         key == "fromposition";
}

std::string write_pgn_tag(const PgnTag& tag) {
  std::string out = "[" + tag.name + " \"";
  for (char c : tag.value) {
    if (c == '"' || c == '\\') out += '\\';
    out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  return out + "\"]";
}

std::string write_pgn_movetext(const std::vector<std::string>& san_moves, int fullmove_number,
                               bool white_to_move, const std::string& result) {
  std::vector<std::string> tokens;
  int number = fullmove_number;
  bool white = white_to_move;
  for (size_t i = 0; i < san_moves.size(); ++i) {
    if (white)
      tokens.push_back(std::to_string(number) + ".");
    else if (i == 0)
      tokens.push_back(std::to_string(number) + "...");
    tokens.push_back(san_moves[i]);
    if (!white) ++number;
    white = !white;
  }
  tokens.push_back(result);
  std::string out, line;
  for (const auto& token : tokens) {
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + token;
  }
  return out + line;
}

}  // namespace c960
