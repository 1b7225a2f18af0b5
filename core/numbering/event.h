// A tournament draw anyone can verify: commit to a secret before round 1, reveal it afterwards.
//
// The secret is 32 random bytes written as 64 hex digits (either case; white space between
// them is ignored, so a secret typed from a sheet printed in groups reads the same; it is
// normalised to lower case). The commitment is the SHA-256 of the secret's 64-character lower
// case hex text, itself written as 64 lower-case hex digits; the fingerprint is its first 16
// digits in four groups of four ("6c86 c6aa c5fb 24bc").
//
// The rounds are the seeded tournament draw (tournament.h) with the seed text
//   "chess960-event-1:" + secret + ":" + public
// where `public` is the optional public value (e.g. the week's lottery numbers) with its white
// space trimmed and every inner run of white space written as one space ("" when there is none).
// Round k therefore depends on neither the total number of rounds nor anything typed later.
// Check by hand: printf '%s' 'chess960-event-1:<secret>:<public>:0' | sha256sum (seeded.h).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "numbering/tournament.h"

namespace c960 {

// Everything an event's secret gives: the commitment, its fingerprint and the draw's seed text.
struct EventKeys {
  std::string commitment;   // 64 lower-case hex digits
  std::string fingerprint;  // its first 16 digits in groups of four, separated by spaces
  std::string seed;         // "chess960-event-1:" + secret + ":" + public value (normalised)
};

// Returns the public value trimmed, with inner runs of white space as one space.
std::string normalised_event_public(std::string_view public_value);

// Returns the keys of a secret and public value, or ERR_EVENT_SECRET saying what is wrong with
// the secret. With `published` (a commitment, 64 hex digits, white space ignored) only when the
// secret matches it: else ERR_EVENT_COMMITMENT saying whether it is malformed or does not match.
Result<EventKeys> event_keys(std::string_view secret, std::string_view public_value,
                             const std::string_view* published = nullptr);

// Returns the keys when the secret matches the published commitment (see event_keys).
inline Result<EventKeys> event_verify(std::string_view published, std::string_view secret) {
  return event_keys(secret, "", &published);
}

// Returns the event's rounds: tournament_draw(options, seed of the secret and public value).
Result<std::vector<TournamentRound>> event_rounds(const TournamentOptions& options,
                                                  std::string_view secret,
                                                  std::string_view public_value);

}  // namespace c960
