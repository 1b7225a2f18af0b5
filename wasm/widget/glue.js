// The glue between the widget's numbering module (wasm/widget_exports.cpp: C exports that answer
// numbers, error code names and lines of text) and the interface of the one start-number reader
// (web/shared/start-number.js): number(text, oneBased), numberOfText(text), position(n). No
// imports of the build's generated modules, so that it runs in node over any started module.
import { codedError } from '../js/errors.js';
import { LETTERS, textWithin } from '../js/values.js';

const CODE_SIZE = 64; // room for an error code's name
const POSITION_SIZE = 256; // room for the lines of one position (about 160 characters)
const FILES = 'abcdefgh';

// Returns the pieces by square ({ e1: 'K', … }) of the 64-character line a1..h8 ('.' empty).
export function piecesOfSquares(squares) {
  const pieces = {};
  for (let i = 0; i < 64; i++) {
    if (squares[i] !== '.') pieces[FILES[i % 8] + (1 + (i >> 3))] = squares[i];
  }
  return pieces;
}

// Returns the position of the module's lines (see c960w_position) for number n.
function positionOfLines(n, lines) {
  const f = lines.split('\n');
  return {
    number: n,
    backRank: f[0],
    backRankDe: f[1],
    fen: f[2],
    kingTableBase: Number(f[3]),
    bishopIndex: Number(f[4]),
    pieces: piecesOfSquares(f[5]),
    mirror: Number(f[6]),
  };
}

// Returns the reader's core over the started module m: number(text, oneBased) and
// numberOfText(text, letters) (a back rank in that letter set, else English; by default English
// or German; or a start FEN: the core's reader, as positionNumber of the full module) as the
// reader wants them (a number, or a thrown error with .code), and
// position(n) -> { number, backRank, backRankDe, fen, kingTableBase, bishopIndex, pieces, mirror }
// or null.
export function widgetCore(m) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const out = m._malloc(POSITION_SIZE);

  // Returns the text the module wrote at `out` (up to its NUL).
  const written = () => {
    const end = m.HEAPU8.indexOf(0, out);
    return decoder.decode(m.HEAPU8.subarray(out, end < 0 ? out : end));
  };

  // Returns call(pointer, length) for text copied into the module, or throws the coded error.
  const withText = (text, call) => {
    const bytes = encoder.encode(textWithin(String(text), 'text'));
    const at = m._malloc(bytes.length + 1);
    if (!at) throw codedError('ERR_INPUT_TOO_LONG', 'ERR_INPUT_TOO_LONG');
    m.HEAPU8.set(bytes, at);
    let number;
    try {
      number = call(at, bytes.length);
    } finally {
      m._free(at);
    }
    if (number < 0) {
      const code = written();
      throw codedError(code, code);
    }
    return number;
  };

  return {
    number: (text, oneBased) =>
      withText(text, (at, length) => m._c960w_number(at, length, oneBased ? 1 : 0, out, CODE_SIZE)),
    numberOfText: (text, letters) =>
      withText(text, (at, length) =>
        m._c960w_number_of_text(at, length, LETTERS.indexOf(letters), out, CODE_SIZE),
      ),
    position: (n) => {
      const length = m._c960w_position(n, out, POSITION_SIZE);
      return length < 0 ? null : positionOfLines(n, decoder.decode(m.HEAPU8.subarray(out, out + length)));
    },
  };
}

