// PGN text: the Variant tag's spellings, tag pairs and wrapped movetext out.
#include "game/pgn_text.h"

#include "text.h"

namespace c960 {
namespace {

// Lower-cases and drops spaces, hyphens and underscores for Variant comparisons.
std::string variant_key(std::string_view value) {
  std::string key;
  for (char c : value) {
    if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
    key += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return key;
}

}  // namespace

std::string pgn_tag_value(const std::vector<PgnTag>& tags, std::string_view name) {
  for (const auto& tag : tags)
    if (tag.name == name) return tag.value;
  return "";
}

bool is_chess960_variant(std::string_view value) {
  std::string key = variant_key(value);
  return key == "chess960" || key == "fischerandom" || key == "fischerrandom" ||
         key == "fischerrandomchess" || key == "960" || key == "frc";
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
