// JSON text for the JS wrapper: every bound function answers with one JSON string, which
// wasm/js/errors.js parses (cheaper in code than building JS objects one property at a time).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "letters.h"
#include "rules/types.h"

namespace c960::bind {

// Returns the letter set of a name (letters.h; the JS wrapper checked it); English otherwise.
Letters letters_of(const std::string& name);

// Appends JSON values to a string; commas between members and items are placed automatically.
class Json {
 public:
  // Opens / closes an object or an array.
  Json& begin_object();
  Json& end_object();
  Json& begin_array();
  Json& end_array();
  // Writes a member name; the next call writes its value.
  Json& key(const char* name);
  // Write one value each.
  Json& str(std::string_view text);
  Json& number(long long value);
  Json& boolean(bool value);
  Json& null();
  // Writes { a1: 'R', … } from 64 squares a1..h8 holding FEN letters or '.' for empty.
  Json& pieces(std::string_view squares);
  // Writes a square name such as "e4", or null for NoSquare.
  Json& square(Square s);
  // Writes an array of strings.
  Json& strings(const std::vector<std::string>& items);
  // Returns the text written so far.
  std::string take() { return std::move(out_); }

 private:
  void separate();
  std::string out_;
  bool need_comma_ = false;
};

// Returns {"code":…,"message":…[,"candidates":[…]]} for a core Error.
std::string error_json(const Error& error);

// Returns {"value":…} with the value written by `write(json)`.
template <class Write>
std::string value_json(Write write) {
  Json json;
  json.begin_object().key("value");
  write(json);
  return json.end_object().take();
}

// Returns {"value":…} (written by `write(json, value)`) or the error of a core Result.
template <class T, class Write>
std::string result_json(const Result<T>& result, Write write) {
  if (!result) return error_json(result.error());
  return value_json([&](Json& json) { write(json, result.value()); });
}

// Returns the items of a list the JS wrapper sent as text, each item ended by a NUL character.
std::vector<std::string> split_list(const std::string& text);

}  // namespace c960::bind
