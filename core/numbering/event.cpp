// Commit-and-reveal tournament draws (event.h): hex texts, commitment, seed and rounds.
// Written for size: one Result type, one reader for both hex texts (chess960.js has a budget).
#include "numbering/event.h"

#include "numbering/seeded.h"

namespace c960 {
namespace {

constexpr char kHex[] = "0123456789abcdef";

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Returns the value 0..15 of a hex digit (either case), or -1.
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(c | 0x20);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// Reads 64 hex digits (white space dropped) into `out` in lower case; returns "" or the end of
// a sentence saying what is wrong (" has 63 hex digits; …").
std::string read_hex(std::string_view text, std::string& out) {
  for (char c : text) {
    if (is_space(c)) continue;
    int v = hex_value(c);
    if (v < 0) return " may hold only the hex digits 0-9 and a-f and white space.";
    out += kHex[v];
  }
  if (out.size() == 64) return "";
  return " has " + std::to_string(static_cast<int>(out.size())) +
         " hex digits; it must have exactly 64.";
}

}  // namespace

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

Result<EventKeys> event_keys(std::string_view secret, std::string_view public_value,
                             const std::string_view* published) {
  std::string normal;
  std::string problem = read_hex(secret, normal);
  if (!problem.empty()) return make_error(ErrorCode::EventSecret, "the secret" + problem);
  EventKeys keys;
  for (auto byte : sha256(normal)) {
    keys.commitment += kHex[byte >> 4];
    keys.commitment += kHex[byte & 15];
  }
  for (int i = 0; i < 16; ++i) {
    if (i && i % 4 == 0) keys.fingerprint += ' ';
    keys.fingerprint += keys.commitment[i];
  }
  if (published) {
    std::string given;
    problem = read_hex(*published, given);
    if (!problem.empty()) return make_error(ErrorCode::EventCommitment, "the commitment" + problem);
    if (given != keys.commitment)
      return make_error(
          ErrorCode::EventCommitment,
          "the secret does not match the commitment: its SHA-256 begins " + keys.fingerprint + ".");
  }
  keys.seed = "chess960-event-1:" + normal + ":" + normalised_event_public(public_value);
  return keys;
}

Result<std::vector<TournamentRound>> event_rounds(const TournamentOptions& options,
                                                  std::string_view secret,
                                                  std::string_view public_value) {
  auto keys = event_keys(secret, public_value);
  if (!keys) return keys.error();
  return tournament_draw(options, keys.value().seed);
}

}  // namespace c960
