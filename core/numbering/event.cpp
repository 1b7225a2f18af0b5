// Commit-and-reveal tournament draws (event.h): hex texts, commitment, seed and rounds.
#include "numbering/event.h"

#include "numbering/seeded.h"

namespace c960 {
namespace {

constexpr int kHexDigits = 64;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Returns the value 0..15 of a hex digit (either case), or -1.
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Returns `what` ("the secret") as 64 lower-case hex digits (white space dropped), or an error
// with `code` naming the first wrong character or the count.
Result<std::string> hex_text(std::string_view text, ErrorCode code, const std::string& what) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (is_space(c)) continue;
    int v = hex_value(c);
    if (v < 0) {
      bool printable = static_cast<unsigned char>(c) > 32 && static_cast<unsigned char>(c) < 127;
      return make_error(code, what + " may hold only the hex digits 0-9 and a-f; " +
                                  (printable ? "\"" + std::string(1, c) + "\"" : "a character") +
                                  " at position " + std::to_string(i + 1) + " is not one.");
    }
    if (out.size() < static_cast<size_t>(kHexDigits) + 1) out += "0123456789abcdef"[v];
  }
  if (out.size() != static_cast<size_t>(kHexDigits))
    return make_error(
        code, what + " has " +
                  (out.size() > static_cast<size_t>(kHexDigits) ? std::string("more than 64")
                                                                : std::to_string(out.size())) +
                  " hex digits; it must have exactly 64.");
  return out;
}

std::string hex(const std::array<std::uint8_t, 32>& digest) {
  std::string out;
  for (auto byte : digest) {
    out += "0123456789abcdef"[byte >> 4];
    out += "0123456789abcdef"[byte & 15];
  }
  return out;
}

}  // namespace

Result<std::string> normalised_event_secret(std::string_view secret) {
  return hex_text(secret, ErrorCode::EventSecret, "the secret");
}

std::string normalised_event_public(std::string_view public_value) {
  std::string out;
  bool gap = false;
  for (char c : public_value) {
    if (is_space(c)) {
      gap = !out.empty();
      continue;
    }
    if (gap) out += ' ';
    gap = false;
    out += c;
  }
  return out;
}

Result<EventCommitment> event_commitment(std::string_view secret) {
  auto normal = normalised_event_secret(secret);
  if (!normal) return normal.error();
  std::string digest = hex(sha256(normal.value()));
  std::string fingerprint;
  for (int i = 0; i < 16; ++i) {
    if (i && i % 4 == 0) fingerprint += ' ';
    fingerprint += digest[i];
  }
  return EventCommitment{digest, fingerprint};
}

Result<std::string> event_seed(std::string_view secret, std::string_view public_value) {
  auto normal = normalised_event_secret(secret);
  if (!normal) return normal.error();
  return "chess960-event-1:" + normal.value() + ":" + normalised_event_public(public_value);
}

Result<std::vector<TournamentRound>> event_rounds(const TournamentOptions& options,
                                                  std::string_view secret,
                                                  std::string_view public_value) {
  auto seed = event_seed(secret, public_value);
  if (!seed) return seed.error();
  return tournament_draw(options, seed.value());
}

Result<bool> event_verify(std::string_view commitment, std::string_view secret) {
  auto published = hex_text(commitment, ErrorCode::EventCommitment, "the commitment");
  if (!published) return published.error();
  auto computed = event_commitment(secret);
  if (!computed) return computed.error();
  if (computed.value().commitment != published.value())
    return make_error(ErrorCode::EventCommitment,
                      "the secret does not match the commitment: its SHA-256 begins " +
                          computed.value().fingerprint + ", the commitment " +
                          published.value().substr(0, 4) + " " + published.value().substr(4, 4) +
                          " " + published.value().substr(8, 4) + " " +
                          published.value().substr(12, 4) + ".");
  return true;
}

}  // namespace c960
