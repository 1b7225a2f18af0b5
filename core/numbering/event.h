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
//
// White space, in all three texts, is the 25 characters of Unicode's White_Space property
// (ASCII tab, line feed, vertical tab, form feed, carriage return and space; U+0085, U+00A0,
// U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000): a no-break space copied from
// a web page or a PDF is a space. Every other character is kept as it is (no case folding, no
// Unicode normalisation). The texts are UTF-8; a public value that is not valid UTF-8 is
// ERR_EVENT_PUBLIC. This is the one rule: the pages, the library and the CLI all call it.
#pragma once
#include <cstddef>
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

// The three texts of an event that people type or copy (event_text).
enum class EventText { Public, Secret, Commitment };

// Returns the length in bytes of the white-space character (Unicode White_Space, UTF-8) that
// starts at `at`, or 0 when none does.
std::size_t event_space_at(std::string_view text, std::size_t at);

// Returns a text of an event in its normal form: the public value trimmed, each inner run of
// white space one space (ERR_EVENT_PUBLIC when it is not UTF-8); a secret or a commitment as 64
// lower-case hex digits, white space dropped (ERR_EVENT_SECRET / ERR_EVENT_COMMITMENT).
Result<std::string> event_text(EventText kind, std::string_view text);

// Returns the keys of a secret and public value, or ERR_EVENT_SECRET saying what is wrong with
// the secret (ERR_EVENT_PUBLIC with the public value). With `published` (a commitment, 64 hex
// digits, white space ignored) only when the secret matches it: else ERR_EVENT_COMMITMENT
// saying whether it is malformed or does not match.
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
