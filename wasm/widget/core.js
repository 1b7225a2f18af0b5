// ---- the widget's core: the numbering module behind the start-number reader's interface ----
// Part of chess960-widget.js (cmake/widget.cmake). The module is unpacked from this file
// (`wasmText`, scripts/pack-wasm.mjs) and handed to Emscripten as bytes, so nothing is fetched;
// its C exports (wasm/widget_exports.cpp) answer numbers, error code names and text lines.
// loadCore() -> Promise of { number(text, oneBased), numberOfText(text), position(n) }: the
// first two as web/shared/start-number.js wants them (a number, or an Error with .code);
// position(n) -> { number, backRank, backRankDe, fen, kingTableBase, bishopIndex, pieces }.
var MAX_TEXT = 100000; // the longest text any function of the full module reads
var CODE_SIZE = 64; // room for an error code's name
var POSITION_SIZE = 256; // room for the lines of one position (about 160 characters)
var FILES = 'abcdefgh';
var corePromise = null;

// Returns an Error with a stable .code, as the full module throws them.
function codedError(code, message) {
  var error = new Error(message || code);
  error.code = code;
  return error;
}

// Returns the pieces by square ({ e1: 'K', … }) of the 64-character line a1..h8 ('.' empty).
function piecesOfSquares(squares) {
  var pieces = {};
  for (var i = 0; i < 64; i++) {
    if (squares[i] !== '.') pieces[FILES[i % 8] + (1 + (i >> 3))] = squares[i];
  }
  return pieces;
}

// Returns the reader's core over the module's exports.
function widgetCore(m) {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  var out = m._malloc(POSITION_SIZE);

  // Returns the text the module wrote at `out` (up to its NUL).
  function written() {
    var end = m.HEAPU8.indexOf(0, out);
    return decoder.decode(m.HEAPU8.subarray(out, end < 0 ? out : end));
  }

  // Returns call(pointer, length) for text copied into the module, or throws the coded error.
  function withText(text, call) {
    var value = String(text);
    if (value.length > MAX_TEXT) throw codedError('ERR_INPUT_TOO_LONG');
    var bytes = encoder.encode(value);
    var at = m._malloc(bytes.length + 1);
    if (!at) throw codedError('ERR_INPUT_TOO_LONG');
    m.HEAPU8.set(bytes, at);
    var number;
    try {
      number = call(at, bytes.length);
    } finally {
      m._free(at);
    }
    if (number < 0) throw codedError(written());
    return number;
  }

  return {
    // Returns the number written as digits (0..959, or 1..960 one-based), else throws.
    number: function (text, oneBased) {
      return withText(text, function (at, length) {
        return m._c960w_number(at, length, oneBased ? 1 : 0, out, CODE_SIZE);
      });
    },
    // Returns the number of a back rank (English or German letters) or start FEN, else throws.
    numberOfText: function (text) {
      return withText(text, function (at, length) {
        return m._c960w_number_of_text(at, length, out, CODE_SIZE);
      });
    },
    // Returns start position n (0..959) with its pieces by square and its mirror's number, or null.
    position: function (n) {
      var length = m._c960w_position(n, out, POSITION_SIZE);
      if (length < 0) return null;
      var f = decoder.decode(m.HEAPU8.subarray(out, out + length)).split('\n');
      return {
        number: n,
        backRank: f[0],
        backRankDe: f[1],
        fen: f[2],
        kingTableBase: +f[3],
        bishopIndex: +f[4],
        pieces: piecesOfSquares(f[5]),
        mirror: +f[6],
      };
    },
  };
}

// Returns the Promise of the core, started once and shared by every element of the page.
function loadCore() {
  if (!corePromise) {
    corePromise = Promise.resolve()
      .then(function () {
        return Chess960WidgetModule({ wasmBinary: unpackWasm(wasmText) });
      })
      .then(widgetCore);
  }
  return corePromise;
}
