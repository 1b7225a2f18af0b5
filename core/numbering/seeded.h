// Reproducible draws from a published seed, checkable by hand with any SHA-256 tool.
//
// The k-th value of the stream for seed S (k = 0, 1, 2, ...) is taken from
// SHA-256 of the UTF-8 text "S:k" (e.g. "Club 2026:0"): read the first 4 bytes of the digest
// as a big-endian unsigned 32-bit integer u. If u >= 4294967040 (= 960 * 4473924) the value k
// is skipped (rejection sampling keeps the draw exactly uniform); otherwise the number is
// u mod 960. Check with: printf '%s' 'Club 2026:0' | sha256sum   (first 8 hex digits = u).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace c960 {

// Returns the SHA-256 digest of `message`.
std::array<std::uint8_t, 32> sha256(std::string_view message);

// Returns the number 0..959 drawn at step `index` of the seed's stream, or nothing if rejected.
std::optional<int> seeded_draw(std::string_view seed, std::uint64_t index);

// Returns the first accepted number of the seed's stream and the index after it.
int first_seeded_number(std::string_view seed, std::uint64_t* next_index = nullptr);

}  // namespace c960
