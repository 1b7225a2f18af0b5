// The PGN checker's entry: `import { createChess960Pgn } from 'chess960/pgn'` (and the classic
// script dist/chess960-pgn.js for node and workers). The arbiter's one-pass check of whole PGN
// files (core/game/pgn_check.h), the core compiled for speed in a module of its own;
// 'chess960-build:…' are written by scripts/build-lib.mjs.
import Chess960PgnModule from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { Chess960Error, codedError, own } from '../js/errors.js';
import { startModule } from '../loader/start.js';

export { Chess960Error } from '../js/errors.js';

const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const COLUMNS = 11; // the numbers per game, as wasm/pgn/bind_pgn_check.cpp writes them

// Returns the games of the last answer (`count` of them; -1: the text was refused, and the
// answer is its error { code, message }). Each game has 11 numbers (line, plies, result, start
// number or -1, FEN bytes or -1, stripped game's bytes or -1, error line or -1, code bytes,
// message bytes, tag name bytes, FEN code bytes); its strings
// follow each other in one text, decoded at once and cut where it is all ASCII (as FENs and
// nearly all messages are), else piece by piece.
function readAnswer(m, count, decoder) {
  const heap = m.HEAPU8;
  const bytes = heap.subarray(m.answerText(), m.answerText() + m.answerTextBytes());
  const text = decoder.decode(bytes);
  if (count < 0) return JSON.parse(text);
  const ascii = text.length === bytes.length;
  const cut = function (from, length) {
    return ascii ? text.slice(from, from + length) : decoder.decode(bytes.subarray(from, from + length));
  };
  const numbers = new Int32Array(heap.buffer, m.answerNumbers(), count * COLUMNS);
  const games = new Array(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const row = i * COLUMNS;
    const game = {
      game: i + 1,
      line: numbers[row],
      plies: numbers[row + 1],
      result: RESULTS[numbers[row + 2]],
      startNumber: numbers[row + 3] < 0 ? null : numbers[row + 3],
    };
    if (numbers[row + 4] >= 0) {
      game.fen = cut(at, numbers[row + 4]);
      at += numbers[row + 4];
    }
    if (numbers[row + 5] >= 0) {
      game.pgn = cut(at, numbers[row + 5]);
      at += numbers[row + 5];
    }
    if (numbers[row + 6] >= 0) {
      const code = cut(at, numbers[row + 7]);
      at += numbers[row + 7];
      game.error = { code: code, message: cut(at, numbers[row + 8]), game: i + 1, line: numbers[row + 6] };
      at += numbers[row + 8];
      if (numbers[row + 9] > 0) game.error.tag = cut(at, numbers[row + 9]);
      at += numbers[row + 9];
      if (numbers[row + 10] > 0) game.error.fenCode = cut(at, numbers[row + 10]);
      at += numbers[row + 10];
    }
    games[i] = game;
  }
  return games;
}

// Returns the checker's API over the started module `m`.
function checkerApi(m) {
  const utf8 = new TextEncoder();
  const utf8Out = new TextDecoder();
  return {
    Chess960Error: Chess960Error,
    // Checks every game of a PGN text in one pass (tags, every move replayed by the rules, and
    // the moves of side lines where a game has them). Returns { games: [{ game, line, plies,
    // result, startNumber, fen?, pgn?, error? }] }: `error` is { code, message, game, line }
    // as readPgnDatabase().error(i) gives it, or a side line's move that cannot be played (its
    // message names the side line's path); `fen`, the final position, only with { fens: true };
    // `pgn`, a good game written without comments, NAGs and side lines, only with
    // { strip: true }. For timing the reader: { open: true } replays every game as
    // readPgnDatabase().open(i) does (a Game with its history), { tree: true } also reads
    // every game's whole tree (comments, NAGs, side lines); the verdicts are the same.
    // With { piece: true } the text is the beginning of a longer one (a file read in pieces):
    // only the games before a safe place to cut are checked, and `restLine` (1-based) is the
    // line where the rest begins, to be checked with the text that follows (0: no place to
    // cut, no game checked: read more first).
    // Throws ERR_PGN_EMPTY for a value that is not text and ERR_PGN_TOO_LARGE for a text over
    // the core's limit.
    checkPgn: function (text, opts) {
      if (typeof text !== 'string') throw codedError('ERR_PGN_EMPTY', 'the PGN text must be text, not ' + typeof text);
      // The text's UTF-8 bytes go straight into the module's memory (Embind would copy them
      // byte by byte); room for one byte per character first, grown when the text needs more.
      const room = text.length + 16;
      let address = m._malloc(room);
      let answer;
      let count;
      let restLine;
      try {
        if (!address) throw codedError('ERR_PGN_TOO_LARGE', 'the PGN text does not fit in memory: split the file');
        let done = utf8.encodeInto(text, m.HEAPU8.subarray(address, address + room));
        while (done.read < text.length) {
          const rest = utf8.encode(text.slice(done.read));
          const grown = m._malloc(done.written + rest.length);
          if (!grown) throw codedError('ERR_PGN_TOO_LARGE', 'the PGN text does not fit in memory: split the file');
          m.HEAPU8.copyWithin(grown, address, address + done.written);
          m.HEAPU8.set(rest, grown + done.written);
          m._free(address);
          address = grown;
          done = { read: text.length, written: done.written + rest.length };
        }
        const read = own(opts, 'tree') ? 2 : own(opts, 'open') ? 1 : 0; // PgnCheckRead
        const piece = !!own(opts, 'piece');
        count = m.checkPgnText(address, done.written, !!own(opts, 'fens'), read, !!own(opts, 'strip'), piece);
        answer = readAnswer(m, count, utf8Out);
        if (piece) restLine = m.answerCutLine();
        m.freeAnswer();
      } finally {
        if (address) m._free(address);
      }
      if (count < 0) throw codedError(answer.code, answer.message);
      return restLine === undefined ? { games: answer } : { games: answer, restLine: restLine };
    },
  };
}

// Returns a Promise of { checkPgn(text, { fens }) }; options as createChess960's ({ wasmModule }
// of chess960-pgn.wasm, or { wasmBinary }).
export function createChess960Pgn(options) {
  return startModule(Chess960PgnModule, packedWasm, 'chess960-pgn.js', options, 'checkPgnText').then(checkerApi);
}

export default createChess960Pgn;
