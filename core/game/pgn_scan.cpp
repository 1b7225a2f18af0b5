// Finding the games of a PGN text: a character reader that counts lines, the tag-pair and
// movetext rules of pgn_scan.h, and the resynchronisation after a syntax error.
#include "game/pgn_scan.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

#include "game/game.h"
#include "text.h"

namespace c960 {
namespace {

inline bool is_name_char(char c) {
  return is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '+' ||
         c == '#' || c == '=' || c == ':' || c == '-';
}
// Characters that end a movetext token.
inline bool ends_token(char c) {
  return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' ||
         c == ']' || c == '$';
}

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// Returns the offset of the first '}' from `from` on (npos: none) and adds the line breaks
// before it to `lines`. Engine comments are most of the bytes of some files: where the build
// has WebAssembly SIMD (the PGN checker's module), 16 bytes are looked at per step.
std::size_t comment_end(std::string_view text, std::size_t from, int& lines) {
#ifdef __wasm_simd128__
  const v128_t close = wasm_i8x16_splat('}');
  const v128_t feed = wasm_i8x16_splat('\n');
  for (; from + 16 <= text.size(); from += 16) {
    v128_t bytes = wasm_v128_load(text.data() + from);
    std::uint32_t closes = wasm_i8x16_bitmask(wasm_i8x16_eq(bytes, close));
    std::uint32_t feeds = wasm_i8x16_bitmask(wasm_i8x16_eq(bytes, feed));
    if (closes) {
      int at = __builtin_ctz(closes);
      lines += __builtin_popcount(feeds & ((1u << at) - 1));
      return from + std::size_t(at);
    }
    lines += __builtin_popcount(feeds);
  }
#endif
  for (; from < text.size(); ++from) {
    if (text[from] == '}') return from;
    lines += text[from] == '\n';
  }
  return std::string_view::npos;
}

// Returns the offset of the first '"', '\\', line break or NUL from `from` on (the end of a plain
// run of a tag value; the text's size when there is none). Files of tags only are mostly tag
// values: 16 bytes a step where the build has WebAssembly SIMD.
std::size_t value_run_end(std::string_view text, std::size_t from) {
#ifdef __wasm_simd128__
  const v128_t quote = wasm_i8x16_splat('"');
  const v128_t backslash = wasm_i8x16_splat('\\');
  const v128_t feed = wasm_i8x16_splat('\n');
  const v128_t nul = wasm_i8x16_splat(0);
  for (; from + 16 <= text.size(); from += 16) {
    v128_t bytes = wasm_v128_load(text.data() + from);
    v128_t stops =
        wasm_v128_or(wasm_v128_or(wasm_i8x16_eq(bytes, quote), wasm_i8x16_eq(bytes, backslash)),
                     wasm_v128_or(wasm_i8x16_eq(bytes, feed), wasm_i8x16_eq(bytes, nul)));
    if (std::uint32_t mask = wasm_i8x16_bitmask(stops))
      return from + std::size_t(__builtin_ctz(mask));
  }
#endif
  while (from < text.size() && text[from] != '"' && text[from] != '\\' && text[from] != '\n' &&
         text[from] != '\0')
    ++from;
  return from;
}

// Reads PGN text character by character, counting lines and whether only white space stands
// before the reader on its line.
class Reader {
 public:
  Reader(std::string_view text, std::size_t pos, int line) : text_(text), pos_(pos), line_(line) {
    fresh_line_ = pos == 0 || text[pos - 1] == '\n';
  }
  bool done() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  char take() {
    char c = text_[pos_++];
    if (c == '\n') {
      ++line_;
      fresh_line_ = true;
    } else if (!is_space(c)) {
      fresh_line_ = false;
    }
    return c;
  }
  // Takes the bytes for which `keep` holds (a token, a tag name, a run of a tag value); `keep`
  // refuses line breaks, so there is no line to count: one step.
  template <class Keep>
  void take_run(Keep keep) {
    std::size_t end = pos_;
    while (end < text_.size() && keep(text_[end])) ++end;
    if (fresh_line_)
      fresh_line_ = std::all_of(text_.begin() + pos_, text_.begin() + end,
                                [](char c) { return is_space(c); });
    pos_ = end;
  }
  // Takes a plain run of a tag value (up to a quote, a backslash, a line break or a NUL); the
  // reader stands after the opening quote or an escape, so no fresh line is to be kept.
  void take_value_run() { pos_ = value_run_end(text_, pos_); }
  std::size_t pos() const { return pos_; }
  int line() const { return line_; }
  // True when only white space stands before the reader on its line.
  bool at_line_start() const { return fresh_line_; }
  bool at_byte_order_mark() const { return text_.substr(pos_, 3) == kByteOrderMark; }
  void skip_byte_order_mark() { pos_ += 3; }
  // Skips white space; returns the number of line breaks skipped.
  int skip_space() {
    int breaks = 0;
    while (!done() && is_space(peek()))
      if (take() == '\n') ++breaks;
    return breaks;
  }
  // Skips to the end of the line (the line break is not taken).
  void skip_line() { skip_to(text_.find('\n', pos_)); }
  // Skips a {comment}; the reader stands on '{'. Returns false when it is not closed.
  bool skip_comment() {
    std::size_t close = comment_end(text_, pos_ + 1, line_);
    if (close == std::string_view::npos) {
      pos_ = text_.size();
      return false;
    }
    pos_ = close + 1;  // the '}' ends any fresh line
    fresh_line_ = false;
    return true;
  }
  // Moves to the next of the characters `any` (or the end).
  void skip_to_any(std::string_view any) {
    bool stop_at[256] = {};  // a table, not a search of `any` per byte
    for (char c : any) stop_at[static_cast<unsigned char>(c)] = true;
    std::size_t stop = pos_;
    while (stop < text_.size() && !stop_at[static_cast<unsigned char>(text_[stop])]) ++stop;
    skip_to(stop);
  }
  // Moves to byte `stop` (npos: the end) in one step, counting the line breaks passed: long
  // comments are skipped at memory speed.
  void skip_to(std::size_t stop) {
    stop = std::min(stop, text_.size());
    const char* from = text_.data() + pos_;
    const char* to = text_.data() + stop;
    const char* last_break = nullptr;
    for (const char* at = from; (at = std::find(at, to, '\n')) != to; ++at) {
      ++line_;
      last_break = at;
    }
    if (last_break) {
      fresh_line_ = true;
      from = last_break + 1;
    }
    if (fresh_line_) fresh_line_ = std::all_of(from, to, [](char c) { return is_space(c); });
    pos_ = stop;
  }

 private:
  std::string_view text_;
  std::size_t pos_;
  int line_;
  bool fresh_line_;
};

Error error_at(ErrorCode code, int line, const std::string& what) {
  Error error = make_error(code, "line " + std::to_string(line) + ": " + what);
  error.line = line;
  return error;
}

// Returns ERR_PGN_TAG when the tag pairs that began at byte `first` reach past kMaxPgnTagBytes
// where the reader stands (checked before any of their text is copied).
std::optional<Error> tags_too_long(const Reader& in, std::size_t first, int line) {
  if (in.pos() - first <= kMaxPgnTagBytes) return std::nullopt;
  return error_at(ErrorCode::PgnTag, line,
                  "the tag pairs of this game take more than " +
                      std::to_string(kMaxPgnTagBytes >> 20) + " MiB of text, the most read");
}

// Reads one tag pair; the reader stands on '['. Appends it to `tags` when `read` keeps it (no
// tag made for the others: files of tags only are mostly tags nobody keeps). `first` is where
// the game's tag pairs began.
std::optional<Error> read_tag(Reader& in, std::string_view text, PgnRead read,
                              std::vector<PgnTag>& tags, std::size_t first) {
  int line = in.line();
  in.take();
  in.skip_space();
  std::string value;  // filled only when kept
  std::size_t name_begin = in.pos();
  in.take_run(is_name_char);
  if (auto error = tags_too_long(in, first, line)) return error;
  std::string_view name = text.substr(name_begin, in.pos() - name_begin);
  if (name.empty()) return error_at(ErrorCode::PgnTag, line, "a tag pair has no name");
  bool keep = read == PgnRead::Tags || read == PgnRead::Moves ||
              (read == PgnRead::Check && (name == "FEN" || name == "Variant" || name == "Result"));
  in.skip_space();
  if (in.done() || in.peek() != '"')
    return error_at(ErrorCode::PgnTag, line, "tag " + std::string(name) + " has no quoted value");
  in.take();
  // The value up to the closing quote; \" and \\ stand for " and \.
  for (std::size_t piece = in.pos();;) {
    if (auto error = tags_too_long(in, first, line)) return error;
    if (in.done() || in.peek() == '\n')
      return error_at(ErrorCode::PgnTag, line,
                      "the value of tag " + std::string(name) + " is not closed");
    char c = in.peek();
    if (c == '\0')  // no NUL in a tag value: the API could not write it back
      return error_at(ErrorCode::PgnTag, line,
                      "the value of tag " + std::string(name) + " holds the NUL character");
    if (c != '"' && c != '\\') {
      in.take_value_run();
      continue;
    }
    if (keep) value.append(text.substr(piece, in.pos() - piece));
    in.take();
    if (c == '"') break;
    if (!in.done() && (in.peek() == '"' || in.peek() == '\\')) {
      piece = in.pos() + 1;
      if (keep)
        value += in.take();
      else
        in.take();
    } else {
      piece = in.pos();
      if (keep) value += c;
    }
  }
  in.skip_space();
  if (in.done() || in.peek() != ']')
    return error_at(ErrorCode::PgnTag, line, "tag " + std::string(name) + " is not closed with ]");
  in.take();
  if (keep) tags.push_back(PgnTag{std::string(name), std::move(value), line});
  return std::nullopt;
}

// Skips a variation; the reader stands on '('. Comments inside are skipped as well.
Result<bool> skip_variation(Reader& in) {
  int line = in.line();
  long depth = 0;
  while (!in.done()) {
    in.skip_to_any("(){;");
    if (in.done()) break;
    char c = in.peek();
    if (c == '{') {
      if (!in.skip_comment()) break;
      continue;
    }
    in.take();
    if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (--depth == 0) return true;
    } else if (c == ';') {
      in.skip_line();
    }
  }
  return error_at(ErrorCode::PgnSyntax, line, "a variation \"(\" is not closed");
}

// True when the line starting at byte `pos` begins with "[" after optional white space.
bool is_tag_line(std::string_view text, std::size_t pos) {
  while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
  return pos < text.size() && text[pos] == '[';
}

// Ends `scan` with `error`: the game runs to the next line that starts with "[" after a line
// that is not a tag pair (the next game's tags), or to the end of the text.
void fail(PgnScan& scan, std::string_view text, Error error, std::size_t from, int from_line) {
  scan.error = std::move(error);
  std::size_t pos = text.find('\n', from);
  int line = from_line;
  bool previous_is_tag = is_tag_line(text, text.rfind('\n', from == 0 ? 0 : from - 1) + 1);
  while (pos != std::string_view::npos) {
    ++pos;
    ++line;
    bool tag = is_tag_line(text, pos);
    if (tag && !previous_is_tag) {
      scan.end = pos;
      scan.end_line = line;
      return;
    }
    previous_is_tag = tag;
    pos = text.find('\n', pos);
  }
  scan.end = text.size();
  scan.end_line = line;
}

// Skips what may stand between games; returns false (with `scan` failed) on an open comment.
bool skip_between_games(Reader& in, PgnScan& scan, std::string_view text) {
  for (;;) {
    in.skip_space();
    if (in.done()) return true;
    if (in.at_byte_order_mark()) {
      in.skip_byte_order_mark();
    } else if (in.peek() == '%' && in.at_line_start()) {
      in.skip_line();
    } else if (in.peek() == ';') {
      in.skip_line();
    } else if (in.peek() == '{') {
      int line = in.line();
      std::size_t pos = in.pos();
      if (!in.skip_comment()) {
        scan.found = true;
        scan.begin = pos;
        scan.line = line;
        scan.open_at_end = true;
        fail(scan, text, error_at(ErrorCode::PgnSyntax, line, "a comment \"{\" is not closed"), pos,
             line);
        return false;
      }
    } else {
      return true;
    }
  }
}

}  // namespace

bool is_result(std::string_view token) {
  return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

// Returns the token with a leading move number ("12." or "12...") removed.
std::string_view without_move_number(std::string_view token) {
  std::size_t i = 0;
  while (i < token.size() && is_digit(token[i])) ++i;
  if (i == 0 || i == token.size() || token[i] != '.') return token;
  while (i < token.size() && token[i] == '.') ++i;
  return token.substr(i);
}

PgnScan scan_pgn_game(std::string_view text, std::size_t pos, int line, PgnRead read) {
  PgnScan scan;
  Reader in(text, pos, line);
  if (!skip_between_games(in, scan, text)) return scan;
  scan.begin = scan.end = in.pos();
  scan.line = scan.end_line = in.line();
  if (in.done()) return scan;
  scan.found = true;
  // Ends the game without an error where the reader stands.
  auto finish = [&]() -> PgnScan {
    scan.end = in.pos();
    scan.end_line = in.line();
    return std::move(scan);
  };
  // Ends the game with an error; the next game is looked for after line `from_line`.
  auto failed = [&](Error error, std::size_t from, int from_line) -> PgnScan {
    fail(scan, text, std::move(error), from, from_line);
    return std::move(scan);
  };
  // The tag section (room for the seven-tag roster and the usual few more, grown when needed).
  if (read != PgnRead::Count) scan.game.tags.reserve(read == PgnRead::Check ? 4 : 16);
  while (!in.done() && (in.peek() == '[' || (in.peek() == '%' && in.at_line_start()))) {
    if (in.peek() == '%') {
      in.skip_line();
      in.skip_space();
      continue;
    }
    if (auto error = read_tag(in, text, read, scan.game.tags, scan.begin))
      return failed(std::move(*error), in.pos(), in.line());
    std::size_t after_tag = in.pos();
    int after_line = in.line();
    if (in.skip_space() >= 2 && !in.done() && in.peek() == '[') {
      // a blank line, then tags: this game has no moves (files of tags only)
      scan.end = after_tag;
      scan.end_line = after_line;
      return scan;  // NRVO
    }
  }
  if (read == PgnRead::Tags) return finish();
  // The movetext.
  while (!in.done()) {
    char c = in.peek();
    if (is_space(c)) {
      in.take();
    } else if (c == '%' && in.at_line_start()) {
      in.skip_line();
    } else if (c == '{') {
      int at = in.line();
      std::size_t from = in.pos();
      if (!in.skip_comment()) {
        scan.open_at_end = true;
        return failed(error_at(ErrorCode::PgnSyntax, at, "a comment \"{\" is not closed"), from,
                      at);
      }
    } else if (c == ';') {
      in.skip_line();
    } else if (c == '(') {
      int at = in.line();
      std::size_t from = in.pos();
      scan.side_lines = true;
      auto skipped = skip_variation(in);
      if (!skipped) {
        scan.open_at_end = true;
        return failed(skipped.error(), from, at);
      }
    } else if (c == '[' && in.at_line_start()) {
      return finish();  // the next game's tags: this game has no result token
    } else if (c == ')' || c == '}' || c == ']' || c == '[') {
      return failed(
          error_at(ErrorCode::PgnSyntax, in.line(), std::string("unexpected \"") + c + "\""),
          in.pos(), in.line());
    } else if (c == '$') {
      in.take();
      while (!in.done() && is_digit(in.peek())) in.take();
    } else if (in.at_byte_order_mark()) {
      in.skip_byte_order_mark();
    } else {
      int at = in.line();
      std::size_t start = in.pos();
      in.take_run([](char c) { return !ends_token(c); });
      std::string_view token = text.substr(start, in.pos() - start);
      if (is_result(token)) {
        scan.game.result = std::string(token);
        scan.game.has_result = true;
        return finish();
      }
      std::string_view move = without_move_number(token);
      if (move.empty() || move.find_first_not_of('.') == std::string_view::npos) continue;
      if (move.size() > 20)
        return failed(error_at(ErrorCode::PgnSyntax, at, quoted_input(move) + " is not a move"),
                      in.pos(), in.line());
      ++scan.plies;
      bool keep = read == PgnRead::Moves || read == PgnRead::Check;
      if (keep && scan.game.moves.size() <= std::size_t(kMaxGamePlies))
        scan.game.moves.push_back(PgnMoveText{move, at});
    }
  }
  return finish();
}

PgnCut pgn_piece_cut(std::string_view text) {
  PgnCut cut;
  std::size_t pos = 0;
  int line = 1;
  for (bool first = true;; first = false) {
    PgnScan scan = scan_pgn_game(text, pos, line, PgnRead::Count);
    if (!scan.found) return cut;
    std::size_t line_start = text.rfind('\n', scan.begin == 0 ? 0 : scan.begin - 1);
    line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
    bool indent_only = text.find_first_not_of(" \t", line_start) == scan.begin;
    if (!first && text[scan.begin] == '[' && indent_only && line_start > 0)
      cut = PgnCut{line_start, scan.line};
    if (scan.open_at_end || scan.end >= text.size() || scan.end <= pos) return cut;
    pos = scan.end;
    line = scan.end_line;
  }
}

}  // namespace c960
