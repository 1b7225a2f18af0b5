// SHA-256 against the FIPS 180-2 test vectors, and the seeded stream described in seeded.h.
#include "numbering/seeded.h"

#include <string>

#include <catch2/catch.hpp>

using namespace c960;

namespace {
std::string hex(const std::array<std::uint8_t, 32>& digest) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (auto byte : digest) {
    out += digits[byte >> 4];
    out += digits[byte & 15];
  }
  return out;
}
}  // namespace

TEST_CASE("SHA-256 matches the FIPS 180-2 test vectors", "[seeded]") {
  CHECK(hex(sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex(sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hex(sha256(std::string(1000000, 'a'))) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("the seeded stream reads the first 32 digest bits modulo 960", "[seeded]") {
  // printf '%s' 'x:0' | sha256sum  ->  bb9a93e2...; 0xbb9a93e2 = 3147469794; mod 960 = 354
  REQUIRE(seeded_draw("x", 0).has_value());
  CHECK(*seeded_draw("x", 0) == 3147469794u % 960u);
  std::uint64_t next = 0;
  CHECK(first_seeded_number("x", &next) == 354);
  CHECK(next == 1);
  for (std::uint64_t k = 0; k < 2000; ++k) {
    auto number = seeded_draw("Club 2026", k);
    if (number) CHECK(*number < 960);
  }
}
