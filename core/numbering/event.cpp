// Commit-and-reveal tournament draws (event.h): white space, hex texts, commitment, seed and
// rounds. Written for size: one Result type, one reader for both hex texts (chess960.js has a
// budget).
#include "numbering/event.h"

#include "numbering/seeded.h"

namespace c960 {
namespace {

constexpr char kHex[] = "0123456789abcdef";

// Returns the value 0..15 of a hex digit (either case), or -1.
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(c | 0x20);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// Returns byte `at` of text as 0..255 (0 past the end).
unsigned byte_at(std::string_view text, std::size_t at) {
  return at < text.size() ? static_cast<unsigned char>(text[at]) : 0;
}

// Returns the length of the well-formed UTF-8 character at `at` (RFC 3629: no overlong forms,
// no surrogates, nothing above U+10FFFF), or 0.
std::size_t utf8_length_at(std::string_view text, std::size_t at) {
  unsigned b = byte_at(text, at);
  if (b < 0x80) return 1;
  std::size_t length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
  unsigned low = 0x80, high = 0xBF;  // the range of the second byte
  if (b < 0xC2 || b > 0xF4) return 0;
  if (b == 0xE0) low = 0xA0;
  if (b == 0xED) high = 0x9F;
  if (b == 0xF0) low = 0x90;
  if (b == 0xF4) high = 0x8F;
  unsigned second = byte_at(text, at + 1);
  if (second < low || second > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if ((byte_at(text, at + i) & 0xC0) != 0x80) return 0;
  return length;
}

// Reads 64 hex digits (white space dropped) into `out` in lower case; returns "" or the end of
// a sentence saying what is wrong (" has 63 hex digits; …").
std::string read_hex(std::string_view text, std::string& out) {
  for (std::size_t i = 0; i < text.size();) {
    if (std::size_t space = event_space_at(text, i)) {
      i += space;
      continue;
    }
    int v = hex_value(text[i++]);
    if (v < 0) return " may hold only the hex digits 0-9 and a-f and white space.";
    out += kHex[v];
  }
  if (out.size() == 64) return "";
  return " has " + std::to_string(static_cast<int>(out.size())) +
         " hex digits; it must have exactly 64.";
}

// Returns the public value trimmed, each inner run of white space one space, or
// ERR_EVENT_PUBLIC naming the first byte that is not UTF-8.
Result<std::string> read_public(std::string_view text) {
  std::string out;
  bool gap = false;
  for (std::size_t i = 0; i < text.size();) {
    if (std::size_t space = event_space_at(text, i)) {
      gap = !out.empty();
      i += space;
      continue;
    }
    std::size_t length = utf8_length_at(text, i);
    if (!length)
      return make_error(
          ErrorCode::EventPublic,
          "the public value is not valid UTF-8 text (from byte " + std::to_string(i + 1) + ").");
    if (gap) out += ' ';
    gap = false;
    out.append(text.substr(i, length));
    i += length;
  }
  return out;
}

}  // namespace

std::size_t event_space_at(std::string_view text, std::size_t at) {
  unsigned b = byte_at(text, at), b1 = byte_at(text, at + 1), b2 = byte_at(text, at + 2);
  if (b == ' ' || (b >= '\t' && b <= '\r')) return 1;
  if (b == 0xC2) return b1 == 0x85 || b1 == 0xA0 ? 2 : 0;  // U+0085, U+00A0
  if (b == 0xE1) return b1 == 0x9A && b2 == 0x80 ? 3 : 0;  // U+1680
  if (b == 0xE3) return b1 == 0x80 && b2 == 0x80 ? 3 : 0;  // U+3000
  if (b != 0xE2) return 0;
  if (b1 == 0x81) return b2 == 0x9F ? 3 : 0;  // U+205F
  if (b1 != 0x80) return 0;
  bool spaces = b2 >= 0x80 && b2 <= 0x8A;                    // U+2000..U+200A
  bool separators = b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF;  // U+2028, U+2029, U+202F
  return spaces || separators ? 3 : 0;
}

Result<std::string> event_text(EventText kind, std::string_view text) {
  if (kind == EventText::Public) return read_public(text);
  std::string out;
  std::string problem = read_hex(text, out);
  if (problem.empty()) return out;
  if (kind == EventText::Secret) return make_error(ErrorCode::EventSecret, "the secret" + problem);
  return make_error(ErrorCode::EventCommitment, "the commitment" + problem);
}

Result<EventKeys> event_keys(std::string_view secret, std::string_view public_value,
                             const std::string_view* published) {
  auto normal = event_text(EventText::Secret, secret);
  if (!normal) return normal.error();
  auto public_text = read_public(public_value);
  if (!public_text) return public_text.error();
  EventKeys keys;
  for (auto byte : sha256(normal.value())) {
    keys.commitment += kHex[byte >> 4];
    keys.commitment += kHex[byte & 15];
  }
  for (int i = 0; i < 16; ++i) {
    if (i && i % 4 == 0) keys.fingerprint += ' ';
    keys.fingerprint += keys.commitment[i];
  }
  if (published) {
    auto given = event_text(EventText::Commitment, *published);
    if (!given) return given.error();
    if (given.value() != keys.commitment)
      return make_error(
          ErrorCode::EventCommitment,
          "the secret does not match the commitment: its SHA-256 begins " + keys.fingerprint + ".");
  }
  keys.seed = "chess960-event-1:" + normal.value() + ":" + public_text.value();
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
