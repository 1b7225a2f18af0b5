// Embind binding for commit-and-reveal event draws (core/numbering/event.h): two entry points,
// event_keys and event_text, in the event module chess960-event.js. Type conversion only: the
// answer is JSON text read by event.js beside this file, which hands the event's seed to the
// tournament draw (bind_tournament.cpp).
#include <emscripten/bind.h>

#include "json_writer.h"
#include "numbering/event.h"

namespace c960::bind {
namespace {

// Returns { value: { commitment, fingerprint, seed } } for the secret and public value (checked
// against `published` when `verify` is set), or the core's error.
std::string keys(bool verify, const std::string& published, const std::string& secret,
                 const std::string& public_value) {
  std::string_view commitment = published;
  return result_json(event_keys(secret, public_value, verify ? &commitment : nullptr),
                     [](Json& json, const EventKeys& k) {
                       json.begin_object()
                           .key("commitment")
                           .str(k.commitment)
                           .key("fingerprint")
                           .str(k.fingerprint)
                           .key("seed")
                           .str(k.seed)
                           .end_object();
                     });
}

// Returns { value: text } with an event's text in its normal form (kind 0: the public value, 1:
// a secret, 2: a commitment), or the core's error.
std::string text(int kind, const std::string& text) {
  return result_json(event_text(static_cast<EventText>(kind), text),
                     [](Json& json, const std::string& s) { json.str(s); });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_event) {
  emscripten::function("eventKeys", &c960::bind::keys);
  emscripten::function("eventText", &c960::bind::text);
}
