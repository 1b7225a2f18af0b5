// Error values shared by the whole core: a stable code and a message a person understands.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace c960 {

// A failure: `code` is a stable identifier such as "ERR_FEN_BOARD"; `message` explains it.
struct Error {
  std::string code;
  std::string message;
  // For ERR_MOVE_AMBIGUOUS: the moves the text could stand for, in English SAN.
  std::vector<std::string> candidates = {};
};

// Either a value or an Error; the core never throws.
template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(Error error) : error_(std::move(error)) {}

  // Returns true when a value is present.
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  // Returns the value; only valid when ok().
  const T& value() const { return *value_; }
  T& value() { return *value_; }
  // Returns the error; only valid when !ok().
  const Error& error() const { return error_; }

 private:
  std::optional<T> value_;
  Error error_;
};

// Returns user text quoted for a message: printable ASCII kept, other bytes as \xNN, cut after
// `limit` bytes ("...").
inline std::string quoted_input(std::string_view text, std::size_t limit = 24) {
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

// Returns the value of a run of decimal digits the caller has checked (at most 9 of them).
inline int digits_value(std::string_view digits) {
  int value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

// Returns an Error with the given code and message.
inline Error make_error(std::string code, std::string message) {
  return Error{std::move(code), std::move(message)};
}

}  // namespace c960
