// Glue shared by the Embind files: turns core Results into plain JS objects.
// A bound function returns either { value } or { code, message[, candidates] }; wasm/js/00-base.js
// throws the latter as a JS Error with `.code` (and `.candidates` for an ambiguous move).
#pragma once
#include <emscripten/val.h>

#include "error.h"

namespace c960::bind {

// Returns { code, message } for a core Error.
inline emscripten::val error_value(const Error& error) {
  emscripten::val out = emscripten::val::object();
  out.set("code", error.code);
  out.set("message", error.message);
  if (!error.candidates.empty()) {
    emscripten::val candidates = emscripten::val::array();
    for (const auto& move : error.candidates) candidates.call<void>("push", move);
    out.set("candidates", candidates);
  }
  return out;
}

// Returns { value } for a successful result.
inline emscripten::val ok_value(const emscripten::val& value) {
  emscripten::val out = emscripten::val::object();
  out.set("value", value);
  return out;
}

// Returns { value: convert(result.value()) } or { code, message }.
template <class T, class Convert>
emscripten::val result_value(const Result<T>& result, Convert convert) {
  return result ? ok_value(convert(result.value())) : error_value(result.error());
}

}  // namespace c960::bind
