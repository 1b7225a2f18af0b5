// The LZMA decoder for the embedded .wasm (the packed files' only compression).
// Written from the LZMA specification (lzma-specification.txt of Igor Pavlov's public-domain
// LZMA SDK). Reads the .lzma ("alone") format that `xz --format=lzma` writes, with the
// uncompressed size in the header (scripts/build-lib.mjs fills it in).

// Returns the bytes `input` (a Uint8Array holding a .lzma stream) decompresses to.
export function unlzma(input) {
  const props = input[0];
  if (props >= 225) throw new Error('bad LZMA properties');
  const lc = props % 9;
  const lp = ((props / 9) | 0) % 5;
  const pb = (props / 45) | 0;
  const size = input[5] + input[6] * 256 + input[7] * 65536 + input[8] * 16777216;
  if (input[9] | input[10] | input[11] | input[12]) throw new Error('LZMA size unknown or too large');
  const out = new Uint8Array(size);
  let at = 13;

  // Probabilities, 11-bit, all starting at one half; offsets of each model in the one array.
  const LITERAL = 0;
  const IS_MATCH = 0x300 << (lc + lp);
  const IS_REP = IS_MATCH + 192;
  const IS_REP_G0 = IS_REP + 12;
  const IS_REP_G1 = IS_REP_G0 + 12;
  const IS_REP_G2 = IS_REP_G1 + 12;
  const IS_REP0_LONG = IS_REP_G2 + 12;
  const POS_SLOT = IS_REP0_LONG + 192;
  const SPEC_POS = POS_SLOT + 256;
  const ALIGN = SPEC_POS + 115;
  const LEN = ALIGN + 16; // two length models of 514: choice, choice2, low 16x8, mid 16x8, high 256
  const REP_LEN = LEN + 514;
  const probs = new Uint16Array(REP_LEN + 514).fill(1024);

  // The range decoder. `range` and `code` are unsigned 32-bit values held as int32 (V8 keeps
  // those unboxed): unsigned comparisons flip the sign bit of both sides.
  let range = -1;
  let code = 0;
  for (let i = 0; i < 5; i++) code = (code << 8) | input[at++];

  function bit(p) {
    const prob = probs[p];
    const bound = Math.imul(range >>> 11, prob);
    let b = 0;
    if ((code ^ -2147483648) < (bound ^ -2147483648)) {
      range = bound;
      probs[p] = prob + ((2048 - prob) >> 5);
    } else {
      range = (range - bound) | 0;
      code = (code - bound) | 0;
      probs[p] = prob - (prob >> 5);
      b = 1;
    }
    if (!(range & -16777216)) {
      range <<= 8;
      code = (code << 8) | input[at++];
    }
    return b;
  }
  function tree(p, bits) {
    let m = 1;
    for (let i = 0; i < bits; i++) m = (m << 1) + bit(p + m);
    return m - (1 << bits);
  }
  function reverseTree(p, bits) {
    let m = 1;
    let symbol = 0;
    for (let i = 0; i < bits; i++) {
      const b = bit(p + m);
      m = (m << 1) + b;
      symbol |= b << i;
    }
    return symbol;
  }
  function direct(bits) {
    let value = 0;
    for (let i = 0; i < bits; i++) {
      range = range >>> 1;
      const b = (code ^ -2147483648) >= (range ^ -2147483648) ? 1 : 0;
      if (b) code = (code - range) | 0;
      if (!(range & -16777216)) {
        range <<= 8;
        code = (code << 8) | input[at++];
      }
      value = value * 2 + b;
    }
    return value;
  }
  function length(p, posState) {
    if (!bit(p)) return tree(p + 2 + posState * 8, 3);
    if (!bit(p + 1)) return 8 + tree(p + 130 + posState * 8, 3);
    return 16 + tree(p + 258, 8);
  }

  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  let pos = 0;

  // Decodes one literal byte (matched against the byte at rep0 after a match).
  function literal() {
    const previous = pos ? out[pos - 1] : 0;
    const p = LITERAL + 0x300 * (((pos & ((1 << lp) - 1)) << lc) + (previous >> (8 - lc)));
    let symbol = 1;
    if (state >= 7) {
      let match = out[pos - rep0 - 1];
      do {
        const matchBit = (match >> 7) & 1;
        match <<= 1;
        const b = bit(p + ((1 + matchBit) << 8) + symbol);
        symbol = (symbol << 1) | b;
        if (matchBit !== b) break;
      } while (symbol < 0x100);
    }
    while (symbol < 0x100) symbol = (symbol << 1) | bit(p + symbol);
    out[pos++] = symbol - 0x100;
    state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
  }

  // Returns the distance of a new match of length len (before the +2).
  function distance(len) {
    const slot = tree(POS_SLOT + (len < 3 ? len : 3) * 64, 6);
    if (slot < 4) return slot;
    const bits = (slot >> 1) - 1;
    const d = (2 | (slot & 1)) << bits;
    if (slot < 14) return d + reverseTree(SPEC_POS + d - slot, bits);
    return d + direct(bits - 4) * 16 + reverseTree(ALIGN, 4);
  }

  // Decodes a match: sets the rep distances and state, returns its length.
  function match(posState) {
    let len;
    if (bit(IS_REP + state)) {
      if (!pos) throw new Error('LZMA data damaged');
      if (!bit(IS_REP_G0 + state)) {
        if (!bit(IS_REP0_LONG + (state << 4) + posState)) {
          state = state < 7 ? 9 : 11;
          return 1;
        }
      } else {
        let d;
        if (!bit(IS_REP_G1 + state)) {
          d = rep1;
        } else {
          if (!bit(IS_REP_G2 + state)) {
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
      len = length(REP_LEN, posState);
      state = state < 7 ? 8 : 11;
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(LEN, posState);
      state = state < 7 ? 7 : 10;
      rep0 = distance(len);
      if (rep0 < 0 || rep0 >= pos) throw new Error('LZMA data damaged');
    }
    return len + 2;
  }

  while (pos < size) {
    const posState = pos & ((1 << pb) - 1);
    if (!bit(IS_MATCH + (state << 4) + posState)) {
      literal();
    } else {
      for (let len = match(posState); len > 0 && pos < size; len--, pos++) out[pos] = out[pos - rep0 - 1];
    }
  }
  return out;
}

// Returns the bytes of a module packed by scripts/build-lib.mjs: `text` is the .lzma stream in
// base64 (each module hands them to Emscripten as wasmBinary, so nothing is ever fetched).
export function unpackWasm(text) {
  const packed = atob(text);
  const bytes = new Uint8Array(packed.length);
  for (let i = 0; i < packed.length; i++) bytes[i] = packed.charCodeAt(i);
  return unlzma(bytes);
}
