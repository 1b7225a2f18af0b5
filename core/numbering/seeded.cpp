// SHA-256 (FIPS 180-4) and the seeded start-position stream described in seeded.h.
#include "numbering/seeded.h"

namespace c960 {
namespace {

constexpr std::uint32_t kRoundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void compress(std::uint32_t state[8], const std::uint8_t block[64]) {
  std::uint32_t w[64];
  for (int i = 0; i < 16; ++i)
    w[i] = std::uint32_t(block[4 * i]) << 24 | std::uint32_t(block[4 * i + 1]) << 16 |
           std::uint32_t(block[4 * i + 2]) << 8 | std::uint32_t(block[4 * i + 3]);
  for (int i = 16; i < 64; ++i) {
    std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  std::uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
  std::uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
  for (int i = 0; i < 64; ++i) {
    std::uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) +
                       kRoundConstants[i] + w[i];
    std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

}  // namespace

std::array<std::uint8_t, 32> sha256(std::string_view message) {
  std::uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                            0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  std::uint8_t block[64];
  size_t full = message.size() / 64 * 64;
  for (size_t i = 0; i < full; i += 64) {
    for (int j = 0; j < 64; ++j) block[j] = static_cast<std::uint8_t>(message[i + j]);
    compress(state, block);
  }
  // Padding: 0x80, zeros, then the message length in bits as a big-endian 64-bit number.
  std::uint8_t tail[128] = {};
  size_t rest = message.size() - full;
  for (size_t j = 0; j < rest; ++j) tail[j] = static_cast<std::uint8_t>(message[full + j]);
  tail[rest & 63] = 0x80;  // rest < 64 always; the mask tells the compiler so
  size_t tail_size = rest < 56 ? 64 : 128;
  std::uint64_t bits = static_cast<std::uint64_t>(message.size()) * 8;
  for (int j = 0; j < 8; ++j) tail[tail_size - 1 - j] = static_cast<std::uint8_t>(bits >> (8 * j));
  compress(state, tail);
  if (tail_size == 128) compress(state, tail + 64);
  std::array<std::uint8_t, 32> digest{};
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 4; ++j)
      digest[4 * i + j] = static_cast<std::uint8_t>(state[i] >> (24 - 8 * j));
  return digest;
}

std::optional<int> seeded_draw(std::string_view seed, std::uint64_t index) {
  std::string message(seed);
  message += ':';
  message += std::to_string(index);
  auto digest = sha256(message);
  std::uint32_t u = std::uint32_t(digest[0]) << 24 | std::uint32_t(digest[1]) << 16 |
                    std::uint32_t(digest[2]) << 8 | std::uint32_t(digest[3]);
  constexpr std::uint32_t kLimit = 960u * 4473924u;  // largest multiple of 960 below 2^32
  if (u >= kLimit) return std::nullopt;
  return static_cast<int>(u % 960u);
}

int first_seeded_number(std::string_view seed, std::uint64_t* next_index) {
  for (std::uint64_t index = 0;; ++index) {
    if (auto number = seeded_draw(seed, index)) {
      if (next_index) *next_index = index + 1;
      return *number;
    }
  }
}

}  // namespace c960
