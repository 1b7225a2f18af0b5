// Small text helpers every reader in the core shares: white space, trimming, splitting into
// fields, ASCII case, whole numbers, and quoting user text in messages.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"

namespace c960 {

// The white-space characters every reader skips: space, tab, line feed, carriage return,
// form feed, vertical tab (ASCII only; other bytes are never white space).
constexpr std::string_view kWhiteSpace = " \t\n\r\f\v";

// Returns true when `c` is white space (one of kWhiteSpace), without a search: PGN files are
// scanned byte by byte.
constexpr bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
// Returns true when `c` is one of `separators`.
constexpr bool is_space(char c, std::string_view separators) {
  return separators.find(c) != std::string_view::npos;
}
// Returns true for the ASCII digits 0..9.
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
// Returns the ASCII upper-case form of a letter; other bytes unchanged.
constexpr char to_upper(char c) { return (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c; }
// Returns the ASCII lower-case form of a letter; other bytes unchanged.
constexpr char to_lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }

// Returns `text` with ASCII letters in lower case.
std::string lower_case(std::string_view text);

// Returns `text` without leading and trailing `separators`.
std::string_view trim(std::string_view text, std::string_view separators = kWhiteSpace);

// Returns the fields of `text` between runs of `separators` (no empty fields).
std::vector<std::string_view> split_fields(std::string_view text,
                                           std::string_view separators = kWhiteSpace);

// Returns true when `text` is 1 to `max_digits` ASCII digits and nothing else.
bool is_digits(std::string_view text, std::size_t max_digits = 9);

// Returns the whole number written in decimal digits (no sign, no fraction, at most 9 digits)
// if it lies in min..max, or an error with `code` that names `what` ("the depth") and the range.
Result<int> parse_whole_number(std::string_view text, int min, int max, ErrorCode code,
                               const char* what);

// Returns the value of a run of at most 9 decimal digits the caller has checked.
int digits_value(std::string_view digits);

// Returns user text quoted for a message: printable ASCII kept, other bytes as \xNN, cut after
// `limit` bytes ("...").
std::string quoted_input(std::string_view text, std::size_t limit = 24);

}  // namespace c960
