// Embind bindings for commit-and-reveal event draws (core/numbering/event.h). Type conversion
// only: answers are JSON text read by wasm/js/35-event.js, which hands the event's seed to the
// tournament draw (bind_draw.cpp).
#include <emscripten/bind.h>

#include "json_writer.h"
#include "numbering/event.h"

namespace c960::bind {
namespace {

// Returns { value: { commitment, fingerprint } } or ERR_EVENT_SECRET.
std::string commitment(const std::string& secret) {
  return result_json(event_commitment(secret), [](Json& json, const EventCommitment& c) {
    json.begin_object()
        .key("commitment")
        .str(c.commitment)
        .key("fingerprint")
        .str(c.fingerprint)
        .end_object();
  });
}

// Returns { value: the seed text of the event's tournament draw } or ERR_EVENT_SECRET.
std::string seed(const std::string& secret, const std::string& public_value) {
  return result_json(event_seed(secret, public_value),
                     [](Json& json, const std::string& s) { json.str(s); });
}

// Returns { value: true } when the secret matches the commitment, else the core's error.
std::string verify(const std::string& commitment, const std::string& secret) {
  return result_json(event_verify(commitment, secret),
                     [](Json& json, bool ok) { json.boolean(ok); });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_event) {
  using namespace c960::bind;
  emscripten::function("eventCommitment", &commitment);
  emscripten::function("eventSeed", &seed);
  emscripten::function("eventVerify", &verify);
}
