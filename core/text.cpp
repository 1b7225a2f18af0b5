// Text helpers shared by every reader of the core.
#include "text.h"

#include <algorithm>

namespace c960 {

std::string lower_case(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = to_lower(c);
  return out;
}

std::string_view trim(std::string_view text, std::string_view separators) {
  while (!text.empty() && is_space(text.front(), separators)) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back(), separators)) text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split_fields(std::string_view text, std::string_view separators) {
  std::vector<std::string_view> fields;
  if (separators.size() == 1) {  // one separator (FEN fields, ranks): no set searched per byte
    for (std::size_t i = 0; i < text.size();) {
      std::size_t end = std::min(text.find(separators[0], i), text.size());
      if (end > i) fields.push_back(text.substr(i, end - i));
      i = end + 1;
    }
    return fields;
  }
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i], separators)) ++i;
    std::size_t start = i;
    while (i < text.size() && !is_space(text[i], separators)) ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

bool is_digits(std::string_view text, std::size_t max_digits) {
  if (text.empty() || text.size() > max_digits) return false;
  for (char c : text)
    if (!is_digit(c)) return false;
  return true;
}

Result<int> parse_whole_number(std::string_view text, int min, int max, ErrorCode code,
                               const char* what) {
  bool digits = is_digits(text);
  int value = digits ? digits_value(text) : 0;
  if (!digits || value < min || value > max) {
    return make_error(code, std::string(what) + " must be a whole number from " +
                                std::to_string(min) + " to " + std::to_string(max) + ", not " +
                                quoted_input(text));
  }
  return value;
}

int digits_value(std::string_view digits) {
  int value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

std::string quoted_input(std::string_view text, std::size_t limit) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7F) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out + (text.size() > limit ? "...'" : "'");
}

}  // namespace c960
