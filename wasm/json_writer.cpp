#include "json_writer.h"

namespace c960::bind {

Letters letters_of(const std::string& name) {
  Letters letters = Letters::English;
  letters_of_name(name, letters);
  return letters;
}

void Json::separate() {
  if (need_comma_) out_ += ',';
  need_comma_ = true;
}

Json& Json::begin_object() {
  separate();
  out_ += '{';
  need_comma_ = false;
  return *this;
}

Json& Json::end_object() {
  out_ += '}';
  need_comma_ = true;
  return *this;
}

Json& Json::begin_array() {
  separate();
  out_ += '[';
  need_comma_ = false;
  return *this;
}

Json& Json::end_array() {
  out_ += ']';
  need_comma_ = true;
  return *this;
}

Json& Json::key(const char* name) {
  str(name);
  out_ += ':';
  need_comma_ = false;
  return *this;
}

Json& Json::pieces(std::string_view squares) {
  begin_object();
  for (int s = 0; s < 64; ++s) {
    if (squares[s] == '.') continue;
    const char name[3] = {char('a' + s % 8), char('1' + s / 8), 0};
    key(name).str(squares.substr(s, 1));
  }
  return end_object();
}

Json& Json::square(Square s) {
  if (s == NoSquare) return null();
  const char name[2] = {char('a' + file_of(s)), char('1' + rank_of(s))};
  return str(std::string_view(name, 2));
}

Json& Json::str(std::string_view text) {
  static const char kHex[] = "0123456789abcdef";
  separate();
  out_ += '"';
  std::size_t plain = 0;  // start of the run of characters copied as they are (UTF-8 too)
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    unsigned char u = static_cast<unsigned char>(c);
    if (c != '"' && c != '\\' && u >= 0x20) continue;
    out_.append(text.substr(plain, i - plain));
    plain = i + 1;
    if (u >= 0x20) {
      out_ += '\\';
      out_ += c;
    } else {
      out_ += "\\u00";
      out_ += kHex[u >> 4];
      out_ += kHex[u & 15];
    }
  }
  out_.append(text.substr(plain));
  out_ += '"';
  return *this;
}

Json& Json::number(long long value) {
  separate();
  out_ += std::to_string(value);
  return *this;
}

Json& Json::boolean(bool value) {
  separate();
  out_ += value ? "true" : "false";
  return *this;
}

Json& Json::null() {
  separate();
  out_ += "null";
  return *this;
}

Json& Json::strings(const std::vector<std::string>& items) {
  begin_array();
  for (const std::string& item : items) str(item);
  return end_array();
}

std::string error_json(const Error& error) {
  Json json;
  json.begin_object().key("code").str(code_name(error.code)).key("message").str(error.message);
  if (!error.candidates.empty()) json.key("candidates").strings(error.candidates);
  if (error.line > 0) json.key("line").number(error.line);
  if (!error.tag.empty()) json.key("tag").str(error.tag);
  if (error.fen_code) json.key("fenCode").str(code_name(*error.fen_code));
  return json.end_object().take();
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> items;
  std::string item;
  for (char c : text) {
    if (c == '\0') {
      items.push_back(item);
      item.clear();
    } else {
      item += c;
    }
  }
  return items;
}

}  // namespace c960::bind
