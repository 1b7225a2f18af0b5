// Error values shared by the whole core: a code from the one catalogue (error_codes.h) and a
// message a person understands. The core never throws; it returns Result<T>.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "error_codes.h"

namespace c960 {

// The stable error codes; code_name() gives the "ERR_..." text JavaScript sees.
enum class ErrorCode : uint8_t {
#define C960_ENUM(name, text) name,
  C960_ERROR_CODES(C960_ENUM)
#undef C960_ENUM
};

// Returns the stable name of a code, e.g. ErrorCode::FenBoard.
const char* code_name(ErrorCode code);

// A failure: a catalogued `code` and a `message` that explains it.
struct Error {
  ErrorCode code = ErrorCode::InputTooLong;
  std::string message;
  // For ERR_MOVE_AMBIGUOUS: the moves the text could stand for, in English SAN.
  std::vector<std::string> candidates = {};
  // For PGN errors: the 1-based line of the text the error is about (0: none).
  int line = 0;
  // For ERR_PGN_TAG about one tag pair: its name ("" for none).
  std::string tag = {};
  // For ERR_PGN_TAG of a FEN tag the FEN reader refused: the FEN reader's code (ERR_FEN_CLOCK).
  std::optional<ErrorCode> fen_code = std::nullopt;
};

// Either a value or an Error; the core never throws.
template <class T>
class Result {
 public:
  // A value is moved (or copied) straight into place: no hop through a parameter, which for a
  // Game copies its two positions once more.
  Result(T&& value) : value_(std::move(value)) {}
  Result(const T& value) : value_(value) {}
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
inline Error make_error(ErrorCode code, std::string message) {
  return Error{code, std::move(message)};
}

}  // namespace c960
