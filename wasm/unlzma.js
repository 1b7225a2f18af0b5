  // ---- LZMA decoder for the embedded .wasm (the packed file's only compression) ------------
  // Written from the LZMA specification (lzma-specification.txt of Igor Pavlov's public-domain
  // LZMA SDK). Reads the .lzma ("alone") format that `xz --format=lzma` writes, with the
  // uncompressed size in the header (scripts/pack-wasm.mjs fills it in).

  // Returns the bytes `input` (a Uint8Array holding a .lzma stream) decompresses to.
  function unlzma(input) {
    var props = input[0];
    if (props >= 225) throw new Error('bad LZMA properties');
    var lc = props % 9;
    var lp = ((props / 9) | 0) % 5;
    var pb = (props / 45) | 0;
    var size = input[5] + input[6] * 256 + input[7] * 65536 + input[8] * 16777216;
    if (input[9] | input[10] | input[11] | input[12]) throw new Error('LZMA size unknown or too large');
    var out = new Uint8Array(size);
    var at = 13;

    // Probabilities, 11-bit, all starting at one half; offsets of each model in the one array.
    var LITERAL = 0;
    var IS_MATCH = 0x300 << (lc + lp);
    var IS_REP = IS_MATCH + 192;
    var IS_REP_G0 = IS_REP + 12;
    var IS_REP_G1 = IS_REP_G0 + 12;
    var IS_REP_G2 = IS_REP_G1 + 12;
    var IS_REP0_LONG = IS_REP_G2 + 12;
    var POS_SLOT = IS_REP0_LONG + 192;
    var SPEC_POS = POS_SLOT + 256;
    var ALIGN = SPEC_POS + 115;
    var LEN = ALIGN + 16;  // two length models of 514: choice, choice2, low 16x8, mid 16x8, high 256
    var REP_LEN = LEN + 514;
    var probs = new Uint16Array(REP_LEN + 514).fill(1024);

    // The range decoder.
    var range = 0xFFFFFFFF;
    var code = 0;
    for (var i = 0; i < 5; i++) code = ((code << 8) | input[at++]) >>> 0;

    function normalize() {
      if (range < 0x1000000) {
        range = (range << 8) >>> 0;
        code = ((code << 8) | input[at++]) >>> 0;
      }
    }
    function bit(p) {
      var bound = (range >>> 11) * probs[p];
      var b;
      if (code < bound) {
        range = bound;
        probs[p] += (2048 - probs[p]) >> 5;
        b = 0;
      } else {
        range -= bound;
        code -= bound;
        probs[p] -= probs[p] >> 5;
        b = 1;
      }
      normalize();
      return b;
    }
    function tree(p, bits) {
      var m = 1;
      for (var i = 0; i < bits; i++) m = (m << 1) + bit(p + m);
      return m - (1 << bits);
    }
    function reverseTree(p, bits) {
      var m = 1;
      var symbol = 0;
      for (var i = 0; i < bits; i++) {
        var b = bit(p + m);
        m = (m << 1) + b;
        symbol |= b << i;
      }
      return symbol;
    }
    function direct(bits) {
      var value = 0;
      for (var i = 0; i < bits; i++) {
        range >>>= 1;
        var b = code >= range ? 1 : 0;
        if (b) code -= range;
        normalize();
        value = value * 2 + b;
      }
      return value;
    }
    function length(p, posState) {
      if (!bit(p)) return tree(p + 2 + posState * 8, 3);
      if (!bit(p + 1)) return 8 + tree(p + 130 + posState * 8, 3);
      return 16 + tree(p + 258, 8);
    }

    var state = 0;
    var rep0 = 0;
    var rep1 = 0;
    var rep2 = 0;
    var rep3 = 0;
    var pos = 0;
    while (pos < size) {
      var posState = pos & ((1 << pb) - 1);
      if (!bit(IS_MATCH + (state << 4) + posState)) {
        var previous = pos ? out[pos - 1] : 0;
        var p = LITERAL + 0x300 * (((pos & ((1 << lp) - 1)) << lc) + (previous >> (8 - lc)));
        var symbol = 1;
        if (state >= 7) {
          var match = out[pos - rep0 - 1];
          do {
            var matchBit = (match >> 7) & 1;
            match <<= 1;
            var b = bit(p + ((1 + matchBit) << 8) + symbol);
            symbol = (symbol << 1) | b;
            if (matchBit !== b) break;
          } while (symbol < 0x100);
        }
        while (symbol < 0x100) symbol = (symbol << 1) | bit(p + symbol);
        out[pos++] = symbol - 0x100;
        state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
        continue;
      }
      var len;
      if (bit(IS_REP + state)) {
        if (!pos) throw new Error('LZMA data damaged');
        if (!bit(IS_REP_G0 + state)) {
          if (!bit(IS_REP0_LONG + (state << 4) + posState)) {
            state = state < 7 ? 9 : 11;
            out[pos] = out[pos - rep0 - 1];
            pos++;
            continue;
          }
        } else {
          var distance;
          if (!bit(IS_REP_G1 + state)) {
            distance = rep1;
          } else {
            if (!bit(IS_REP_G2 + state)) {
              distance = rep2;
            } else {
              distance = rep3;
              rep3 = rep2;
            }
            rep2 = rep1;
          }
          rep1 = rep0;
          rep0 = distance;
        }
        len = length(REP_LEN, posState);
        state = state < 7 ? 8 : 11;
      } else {
        rep3 = rep2;
        rep2 = rep1;
        rep1 = rep0;
        len = length(LEN, posState);
        state = state < 7 ? 7 : 10;
        var slot = tree(POS_SLOT + (len < 3 ? len : 3) * 64, 6);
        if (slot < 4) {
          rep0 = slot;
        } else {
          var bits = (slot >> 1) - 1;
          rep0 = (2 | (slot & 1)) * Math.pow(2, bits);
          if (slot < 14) rep0 += reverseTree(SPEC_POS + rep0 - slot, bits);
          else rep0 += direct(bits - 4) * 16 + reverseTree(ALIGN, 4);
        }
        if (rep0 >= pos) throw new Error('LZMA data damaged');
      }
      for (len += 2; len > 0 && pos < size; len--, pos++) out[pos] = out[pos - rep0 - 1];
    }
    return out;
  }
