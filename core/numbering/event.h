// A tournament draw anyone can verify: commit to a secret before round 1, reveal it afterwards.
//
// The secret is 32 random bytes written as 64 hex digits (either case; white space between
// them is ignored, so a secret typed from a sheet printed in groups reads the same; it is
// normalised to lower case). The commitment is the SHA-256 of the secret's 64-character lower
// case hex text, itself written as 64 lower-case hex digits; the fingerprint is its first 16
// digits in four groups of four ("3f2a 9c01 77de 4b10").
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

// The published half of an event: the commitment and its short fingerprint.
struct EventCommitment {
  std::string commitment;   // 64 lower-case hex digits
  std::string fingerprint;  // first 16 of them in groups of four, separated by spaces
};

// Returns the secret as 64 lower-case hex digits, or ERR_EVENT_SECRET saying what is wrong.
Result<std::string> normalised_event_secret(std::string_view secret);

// Returns the public value trimmed, with inner runs of white space as one space.
std::string normalised_event_public(std::string_view public_value);

// Returns the commitment and fingerprint of a secret, or ERR_EVENT_SECRET.
Result<EventCommitment> event_commitment(std::string_view secret);

// Returns the seed text of the event's tournament draw (see above), or ERR_EVENT_SECRET.
Result<std::string> event_seed(std::string_view secret, std::string_view public_value);

// Returns the event's rounds: tournament_draw(options, event_seed(secret, public_value)).
Result<std::vector<TournamentRound>> event_rounds(const TournamentOptions& options,
                                                  std::string_view secret,
                                                  std::string_view public_value);

// Returns true when the secret matches the published commitment; ERR_EVENT_SECRET for a bad
// secret, ERR_EVENT_COMMITMENT for a malformed commitment or one the secret does not match.
Result<bool> event_verify(std::string_view commitment, std::string_view secret);

}  // namespace c960
