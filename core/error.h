// Error values shared by the whole core: a stable code and a message a person understands.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "text.h"

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

// Returns an Error with the given code and message.
inline Error make_error(std::string code, std::string message) {
  return Error{std::move(code), std::move(message)};
}

}  // namespace c960
