// The LZMA decoder for the embedded .wasm, compiled to a WebAssembly module of its own
// (scripts/unlzma-wasm.mjs) that wasm/loader/unlzma.js runs. Written from the LZMA specification
// (lzma-specification.txt of Igor Pavlov's public-domain LZMA SDK). Reads the .lzma ("alone")
// format that `xz --format=lzma` writes, with the uncompressed size in the header; also decodes
// the base64 text the module is embedded as. No C library: nothing but this file is linked.

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

#define EXPORT(name) __attribute__((export_name(name)))
// A WebAssembly global (not in memory): the range decoder's state lives in four of them.
#define GLOBAL static __attribute__((address_space(1)))

// The range decoder: the address of the next input byte, the end of the input, range and code.
GLOBAL u32 c_in;
GLOBAL u32 c_end;
GLOBAL u32 c_range;
GLOBAL u32 c_code;

// Returns the next input byte (0 past the end: the caller checks that the end was not passed).
static u32 next_byte(void) {
  u32 b = c_in < c_end ? *(const u8*)c_in : 0;
  c_in++;
  return b;
}

// Keeps the range above 2^24 by shifting in one more byte of code.
static void normalize(void) {
  if (c_range < (1u << 24)) {
    c_range <<= 8;
    c_code = (c_code << 8) | next_byte();
  }
}

// Returns one bit decoded with the 11-bit probability *p, which it adapts.
static u32 bit(u16* p) {
  u32 prob = *p;
  u32 bound = (c_range >> 11) * prob;
  u32 b;
  if (c_code < bound) {
    c_range = bound;
    *p = (u16)(prob + ((2048 - prob) >> 5));
    b = 0;
  } else {
    c_range -= bound;
    c_code -= bound;
    *p = (u16)(prob - (prob >> 5));
    b = 1;
  }
  normalize();
  return b;
}

// Returns a number of `bits` bits read high bit first through the probability tree at p.
static u32 tree(u16* p, u32 bits) {
  u32 m = 1;
  for (u32 i = 0; i < bits; i++) m = (m << 1) | bit(p + m);
  return m - (1u << bits);
}

// Returns a number of `bits` bits read low bit first through the probability tree at p.
static u32 reverse_tree(u16* p, u32 bits) {
  u32 m = 1;
  u32 symbol = 0;
  for (u32 i = 0; i < bits; i++) {
    u32 b = bit(p + m);
    m = (m << 1) | b;
    symbol |= b << i;
  }
  return symbol;
}

// Returns `bits` bits read at a fixed probability of one half (the middle bits of far distances).
static u32 direct(u32 bits) {
  u32 value = 0;
  while (bits--) {
    c_range >>= 1;
    u32 b = c_code >= c_range;
    if (b) c_code -= c_range;
    value = (value << 1) | b;
    normalize();
  }
  return value;
}

// Returns a match length less 2 from a length model (choice, choice 2, low, mid, high trees).
static u32 length(u16* p, u32 pos_state) {
  u32 base = 0;
  u32 bits = 3;
  u16* t = p + 2 + pos_state * 8;
  if (bit(p)) {
    base = 8;
    t += 128;
    if (bit(p + 1)) {
      base = 16;
      bits = 8;
      t = p + 258;
    }
  }
  return base + tree(t, bits);
}

// Returns a match distance from its length less 2: its slot, then the bits below the top two.
static u32 distance(u16* probs, u32 len) {
  u16* pos_slot = probs + 432;
  u16* spec_pos = probs + 688;
  u16* align = probs + 803;
  u32 slot = tree(pos_slot + (len < 3 ? len : 3) * 64, 6);
  if (slot < 4) return slot;
  u32 bits = (slot >> 1) - 1;
  u32 d = (2 | (slot & 1)) << bits;
  u16* t = spec_pos + d - slot;
  if (slot >= 14) {
    d += direct(bits - 4) << 4;
    bits = 4;
    t = align;
  }
  return d + reverse_tree(t, bits);
}

// Decodes `text`, `length` characters of base64, in place, up to the first other character ('='
// or none); returns the number of bytes.
EXPORT("unbase64") u32 unbase64(u8* text, u32 length) {
  u32 bits = 0;
  u32 held = 0;
  u32 n = 0;
  for (u32 i = 0; i < length; i++) {
    u32 ch = text[i];
    u32 value = ch - 'A' < 26   ? ch - 'A'
                : ch - 'a' < 26 ? ch - 'a' + 26
                : ch - '0' < 10 ? ch - '0' + 52
                : ch == '+'     ? 62
                : ch == '/'     ? 63
                                : 64;
    if (value == 64) break;
    bits = (bits << 6) | value;
    held += 6;
    if (held >= 8) {
      held -= 8;
      text[n++] = (u8)(bits >> held);
    }
  }
  return n;
}

// Returns the size the header of the .lzma stream `in` gives (13 bytes: properties, dictionary
// size, 64-bit size), or 0xFFFFFFFF for a header this decoder refuses: properties out of range,
// the size unknown or 2 GiB or more.
static u32 unpacked_size(const u8* in) {
  if (in[0] >= 225 || in[8] >= 0x80 || (in[9] | in[10] | in[11] | in[12])) return 0xFFFFFFFF;
  return in[5] | in[6] << 8 | in[7] << 16 | (u32)in[8] << 24;
}

// Returns where the bytes the stream `in` (`in_length` bytes) unpacks to go: after it, even.
static u8* output_of(const u8* in, u32 in_length) { return (u8*)(((u32)in + in_length + 1) & ~1u); }

// Returns the end of the memory that unpacking the .lzma stream `in` (`in_length` bytes, header
// included) needs: its output, then the probabilities (1847 + 0x300 << (lc + lp) of them);
// 0 when the header is refused.
EXPORT("lzma_end") u32 lzma_end(const u8* in, u32 in_length) {
  u32 size = unpacked_size(in);
  if (in_length < 13 || size == 0xFFFFFFFF) return 0;
  u32 probs = 1847 + (0x300u << (in[0] % 9 + in[0] / 9 % 5));
  return (u32)output_of(in, in_length) + ((size + 1) & ~1u) + 2 * probs;
}

// Decodes the .lzma stream `in` (`in_length` bytes, header included, memory up to its lzma_end
// at hand). Returns the address of the bytes, or 0 for damaged data.
EXPORT("unlzma") u32 unlzma(const u8* in, u32 in_length) {
  u32 size = unpacked_size(in);
  u8* out = output_of(in, in_length);
  u16* probs = (u16*)(out + ((size + 1) & ~1u));
  u32 lc = in[0] % 9;
  u32 lp = in[0] / 9 % 5;
  u32 pb = in[0] / 45;
  u16* is_match = probs + (0x300u << (lc + lp));
  u16* is_rep = is_match + 192;
  u16* is_rep_g0 = is_rep + 12;
  u16* is_rep_g1 = is_rep_g0 + 12;
  u16* is_rep_g2 = is_rep_g1 + 12;
  u16* is_rep0_long = is_rep_g2 + 12;
  u16* len_model = is_match + 819;
  u16* rep_len_model = len_model + 514;
  for (u16* p = probs; p < rep_len_model + 514; p++) *p = 1024;

  c_in = (u32)in + 13;
  c_end = (u32)in + in_length;
  c_range = 0xFFFFFFFFu;
  c_code = 0;
  for (int i = 0; i < 5; i++) c_code = (c_code << 8) | next_byte();
  u32 state = 0;
  u32 rep0 = 0;
  u32 rep1 = 0;
  u32 rep2 = 0;
  u32 rep3 = 0;
  u32 pos = 0;
  while (pos < size) {
    u32 pos_state = pos & ((1u << pb) - 1);
    if (!bit(is_match + (state << 4) + pos_state)) {
      // A literal, matched against the byte at rep0 after a match.
      u32 previous = pos ? out[pos - 1] : 0;
      u16* p = probs + 0x300 * (((pos & ((1u << lp) - 1)) << lc) + (previous >> (8 - lc)));
      // While the bits agree with those of the byte at rep0, the models at 0x100 + its bit.
      u32 matching = state >= 7 ? 0x100 : 0;
      u32 match = matching ? out[pos - rep0 - 1] : 0;
      u32 symbol = 1;
      do {
        u32 match_bit = (match >> 7) & 1;
        match <<= 1;
        u32 b = bit(p + matching + ((match_bit << 8) & matching) + symbol);
        symbol = (symbol << 1) | b;
        if (match_bit != b) matching = 0;
      } while (symbol < 0x100);
      out[pos++] = (u8)symbol;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    u32 rep = bit(is_rep + state);
    if (rep) {
      if (!pos) return 0;
      if (!bit(is_rep_g0 + state)) {
        if (!bit(is_rep0_long + (state << 4) + pos_state)) {
          // A short rep: one byte from rep0.
          state = state < 7 ? 9 : 11;
          out[pos] = out[pos - rep0 - 1];
          pos++;
          continue;
        }
      } else {
        u32 d;
        if (!bit(is_rep_g1 + state)) {
          d = rep1;
        } else {
          if (!bit(is_rep_g2 + state)) {
            d = rep2;
          } else {
            d = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = d;
      }
      state = state < 7 ? 8 : 11;
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      state = state < 7 ? 7 : 10;
    }
    u32 len = length(rep ? rep_len_model : len_model, pos_state);
    if (!rep) {
      rep0 = distance(is_match, len);
      if (rep0 >= pos) return 0;
    }
    len += 2;
    if (len > size - pos) len = size - pos;
    for (u8 *to = out + pos, *end = to + len; to < end; to++) *to = to[-(int)rep0 - 1];
    pos += len;
  }
  return c_in > c_end ? 0 : (u32)out;
}
