// splitmix64: the one small deterministic random generator of the core (Zobrist keys, the
// engine's level choices, test data). Randomness for users comes from outside the core.
#pragma once
#include <cstdint>

namespace c960 {

// Returns the next number of the splitmix64 sequence and advances `state`.
constexpr uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace c960
