// Commit-and-reveal event draws: secrets, commitments, seeds and the published test vectors.
// The expected values were computed independently with node's crypto.createHash('sha256') and
// the stream rule of seeded.h written out in JavaScript (also in docs/event.md and README.md).
#include "numbering/event.h"

#include <string>
#include <vector>

#include <catch2/catch.hpp>

using namespace c960;

namespace {

const std::string kSecretA = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const std::string kSecretB = "FFEEDDCCBBAA99887766554433221100FFEEDDCCBBAA99887766554433221100";
const std::string kSecretC = "7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5";

std::vector<int> numbers(const TournamentOptions& options, const std::string& secret,
                         const std::string& public_value) {
  auto rounds = event_rounds(options, secret, public_value);
  REQUIRE(rounds.ok());
  std::vector<int> out;
  for (const auto& r : rounds.value()) out.push_back(r.number);
  return out;
}

}  // namespace

TEST_CASE("the commitment is the SHA-256 of the secret's hex text", "[event]") {
  auto a = event_keys(kSecretA, "");
  REQUIRE(a.ok());
  CHECK(a.value().commitment == "6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b");
  CHECK(a.value().fingerprint == "6c86 c6aa c5fb 24bc");
  auto b = event_keys(kSecretB, "");  // upper case is read as lower case
  REQUIRE(b.ok());
  CHECK(b.value().commitment == "8588cdfcd6d2b0d521bcf0bf5e7017c06a3f4a10a172d9af1436205e3af205ad");
  auto c = event_keys(kSecretC, "");
  REQUIRE(c.ok());
  CHECK(c.value().commitment == "64fa08a017cc64f246a8b4a4034b77fa4c778b4f39ca3f35dfd56a3fdca46145");
}

TEST_CASE("a secret is 64 hex digits, white space between them ignored", "[event]") {
  auto grouped = event_keys(
      " 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f\n1011 1213 1415 1617 1819 1A1B 1C1D 1E1F ", "");
  REQUIRE(grouped.ok());
  CHECK(grouped.value().seed == "chess960-event-1:" + kSecretA + ":");
  for (std::string bad : {std::string(""), kSecretA.substr(1), kSecretA + "0",
                          kSecretA.substr(0, 63) + "g", std::string("0x") + kSecretA.substr(2)}) {
    auto r = event_keys(bad, "");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == ErrorCode::EventSecret);
  }
  CHECK(event_keys(kSecretA.substr(1), "").error().message ==
        "the secret has 63 hex digits; it must have exactly 64.");
  CHECK(event_keys(kSecretA.substr(0, 63) + "g", "").error().message ==
        "the secret may hold only the hex digits 0-9 and a-f and white space.");
}

TEST_CASE("the public value is trimmed and its white space runs are one space", "[event]") {
  auto normal = [](std::string_view text) {
    auto r = event_text(EventText::Public, text);
    REQUIRE(r.ok());
    return r.value();
  };
  CHECK(normal("") == "");
  CHECK(normal(" \t\n") == "");
  CHECK(normal("  Lotto  3 17\t22 ") == "Lotto 3 17 22");
  auto keys = event_keys(kSecretB, "  Lotto  3 17\t22 ");
  REQUIRE(keys.ok());
  CHECK(keys.value().seed ==
        "chess960-event-1:ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100:"
        "Lotto 3 17 22");
  CHECK(event_rounds({3, {}, false}, "nope", "").error().code == ErrorCode::EventSecret);
}

// The 25 characters of Unicode's White_Space property (PropList.txt), as UTF-8.
const std::vector<std::string> kUnicodeSpaces = {
    "\t",           "\n",           "\v",           "\f",           "\r",           " ",
    "\xC2\x85",     "\xC2\xA0",     "\xE1\x9A\x80", "\xE2\x80\x80", "\xE2\x80\x81", "\xE2\x80\x82",
    "\xE2\x80\x83", "\xE2\x80\x84", "\xE2\x80\x85", "\xE2\x80\x86", "\xE2\x80\x87", "\xE2\x80\x88",
    "\xE2\x80\x89", "\xE2\x80\x8A", "\xE2\x80\xA8", "\xE2\x80\xA9", "\xE2\x80\xAF", "\xE2\x81\x9F",
    "\xE3\x80\x80"};

TEST_CASE("white space is Unicode's White_Space, in the public value and the hex texts",
          "[event]") {
  for (const auto& space : kUnicodeSpaces) {
    INFO("white space bytes " << space.size());
    auto r = event_text(EventText::Public, space + "Lotto" + space + space + "3 " + space);
    REQUIRE(r.ok());
    CHECK(r.value() == "Lotto 3");
    auto secret = event_keys(kSecretA.substr(0, 32) + space + kSecretA.substr(32), space);
    REQUIRE(secret.ok());
    CHECK(secret.value().seed == "chess960-event-1:" + kSecretA + ":");
  }
  // Look-alikes that are not White_Space stay: zero-width space, BOM, Mongolian vowel separator.
  for (std::string kept : {"\xE2\x80\x8B", "\xEF\xBB\xBF", "\xE1\xA0\x8E"}) {
    auto r = event_text(EventText::Public, "a" + kept + "b");
    REQUIRE(r.ok());
    CHECK(r.value() == "a" + kept + "b");
  }
  // Letters and digits are kept as typed: no case folding, no Unicode normalisation.
  CHECK(event_text(EventText::Public, "Zi\xC3\xA9hung \xE2\x91\xA0").value() ==
        "Zi\xC3\xA9hung \xE2\x91\xA0");
  CHECK(event_text(EventText::Public, "Zie\xCC\x81hung").value() == "Zie\xCC\x81hung");
  // A commitment typed in groups with ideographic spaces, a secret with no-break spaces.
  auto commitment =
      event_text(EventText::Commitment,
                 "6c86\xE3\x80\x80"
                 "c6aa c5fb 24bc f5d9 939c b7d7 d564 5ce3 9418 f449 e03b 262d d4fa 14b4 b92b");
  REQUIRE(commitment.ok());
  CHECK(commitment.value() == "6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b");
  CHECK(event_text(EventText::Secret, "\xC2\xA0" + kSecretB + "\xC2\xA0").value() ==
        "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100");
  CHECK(event_text(EventText::Secret, kSecretA + "\xE2\x80\x8B").error().code ==
        ErrorCode::EventSecret);
  CHECK(event_text(EventText::Commitment, "zz").error().code == ErrorCode::EventCommitment);
}

TEST_CASE("a public value with Unicode spaces gives the rounds of its ASCII form", "[event]") {
  const std::vector<int> lotto{157, 157, 260, 260, 452, 452, 638, 638};
  CHECK(numbers({8, {518, 534}, true}, kSecretA,
                "\xC2\xA0Lotto\xE2\x80\xAF 3\xE3\x80\x80"
                "17\xE2\x80\x89"
                "22\xC2\x85") == lotto);
  CHECK(numbers({8, {518, 534}, true}, kSecretA, "Lotto\xE2\x80\x8B 3 17 22") != lotto);
}

TEST_CASE("a public value that is not UTF-8 is ERR_EVENT_PUBLIC", "[event]") {
  for (std::string bad : {std::string("\xFF"), std::string("a\xC0\x80"),  // overlong NUL
                          std::string("\xED\xA0\x80"),                    // U+D800, a surrogate
                          std::string("\xED\xB0\x80"),                    // U+DC00
                          std::string("\xF4\x90\x80\x80"),                // above U+10FFFF
                          std::string("12 \xE2\x80"),                     // cut short
                          std::string("\x80"), std::string("\xE0\x80\xAF")}) {
    auto r = event_text(EventText::Public, bad);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == ErrorCode::EventPublic);
    CHECK(event_rounds({3, {}, false}, kSecretA, bad).error().code == ErrorCode::EventPublic);
  }
  CHECK(event_text(EventText::Public, "12 \xE2\x80").error().message ==
        "the public value is not valid UTF-8 text (from byte 4).");
  // The largest code points and the last before the surrogates are text.
  CHECK(event_text(EventText::Public, "\xF4\x8F\xBF\xBF\xED\x9F\xBF\xEE\x80\x80").ok());
}

TEST_CASE("the event's rounds: the published test vectors", "[event]") {
  CHECK(numbers({9, {518}, false}, kSecretA, "") ==
        std::vector<int>{634, 522, 541, 761, 308, 576, 188, 317, 81});
  CHECK(numbers({8, {518, 534}, true}, kSecretA, "  Lotto  3 17\t22 ") ==
        std::vector<int>{157, 157, 260, 260, 452, 452, 638, 638});
  CHECK(numbers({5, {}, false}, kSecretB, "") == std::vector<int>{671, 447, 478, 946, 906});
  CHECK(numbers({7, {518, 534}, false}, kSecretC, "12 19 23 31 40 45") ==
        std::vector<int>{841, 243, 272, 457, 202, 423, 707});
  CHECK(numbers({7, {518, 534}, false}, kSecretC, "") ==
        std::vector<int>{736, 117, 276, 556, 804, 844, 226});
}

TEST_CASE("round k does not depend on the number of rounds", "[event]") {
  auto nine = numbers({9, {518}, false}, kSecretA, "x");
  auto three = numbers({3, {518}, false}, kSecretA, "x");
  CHECK(std::vector<int>(nine.begin(), nine.begin() + 3) == three);
}

TEST_CASE("verify: the secret must match a well-formed commitment", "[event]") {
  const std::string commitment = "6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b";
  auto ok = event_verify(commitment, kSecretA);
  REQUIRE(ok.ok());
  CHECK(ok.value().commitment == commitment);
  CHECK(event_verify(
            "6C86 C6AA C5FB 24BC F5D9 939C B7D7 D564 5CE3 9418 F449 E03B 262D D4FA 14B4 B92B",
            kSecretA)
            .ok());
  auto wrong = event_verify(commitment, kSecretC);
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().code == ErrorCode::EventCommitment);
  CHECK(wrong.error().message ==
        "the secret does not match the commitment: its SHA-256 begins 64fa 08a0 17cc 64f2.");
  auto short_one = event_verify(commitment.substr(0, 16), kSecretA);
  CHECK(short_one.error().code == ErrorCode::EventCommitment);
  CHECK(short_one.error().message == "the commitment has 16 hex digits; it must have exactly 64.");
  CHECK(event_verify("", kSecretA).error().message ==
        "the commitment has 0 hex digits; it must have exactly 64.");
  CHECK(event_verify(commitment, "").error().code == ErrorCode::EventSecret);
  CHECK(event_verify("xyz", kSecretA).error().code == ErrorCode::EventCommitment);
}
