// A large PGN database: about 50 MB of real games (tests/data/real, TCEC and the other files
// with moves) repeated with distinct Round tags, made here. The index must count every game,
// open games at the start, middle and end with chessops' moves, stay within a stated WASM heap
// bound while indexed, and give all of it back on delete(). The indexing time is printed only.
// PGN_LARGE_MB (default 50) sets the size.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { envInt, loadApi } from './load.mjs';
import { chessopsReplay, readReal, readmeFacts, splitGames } from './real_pgn.mjs';

const api = await loadApi();
const TARGET_BYTES = envInt('PGN_LARGE_MB', 50) * 1024 * 1024;
const MIB = 1024 * 1024;
// Heap bound while indexed: BOUND_FACTOR × the text's UTF-8 bytes + 16 MiB. Measured: +50.1 MiB
// for the 50 MiB text (1.00 ×: the text's room is taken from its length at once and grows, by
// doubling, only past it, e.g. for letters of two bytes). 1.5 × + 16 MiB leaves room for that.
const BOUND_FACTOR = 1.5;

// The games with moves (a line that is not a tag pair names a square) of every real file, in
// file order, with LF line ends.
const SOURCE = readmeFacts().flatMap(({ file }) =>
  splitGames(readReal(file))
    .map(({ text }) => text.replace(/\r\n/g, '\n').trimEnd())
    .filter((text) => /^(?!\[)[^\n]*[a-h][1-8]/m.test(text)),
);

// Returns { text, rounds, sources, bytes }: copies of SOURCE, game k of copy c with Round
// "c.k" (replacing the game's Round tag), until the text has TARGET_BYTES of UTF-8.
function largeText() {
  const parts = [];
  const rounds = [];
  const sources = [];
  let bytes = 0;
  for (let copy = 1; bytes < TARGET_BYTES; copy++) {
    SOURCE.forEach((game, k) => {
      if (bytes >= TARGET_BYTES) return;
      const round = `${copy}.${k + 1}`;
      const tagged = /^\[Round "[^"\n]*"\]$/m.test(game)
        ? game.replace(/^\[Round "[^"\n]*"\]$/m, `[Round "${round}"]`)
        : `[Round "${round}"]\n${game}`;
      parts.push(tagged);
      rounds.push(round);
      sources.push(k);
      bytes += Buffer.byteLength(tagged) + 2;
    });
  }
  return { text: parts.join('\n\n') + '\n', rounds, sources, bytes };
}

const inUse = () => api._heapStats().inUse;

test(`a ${TARGET_BYTES / MIB} MB database: count, games at start, middle and end, heap bound, delete`, () => {
  const { text, rounds, sources, bytes } = largeText();
  // Warm-up: the first use of the database code allocates a few static tables for good.
  api.readPgnDatabase(SOURCE.slice(0, 3).join('\n\n')).delete();
  const baseline = inUse();

  const started = performance.now();
  const db = api.readPgnDatabase(text);
  const seconds = (performance.now() - started) / 1000;
  const indexed = inUse() - baseline;
  console.log(
    `pgn_large: ${rounds.length} games, ${(bytes / MIB).toFixed(1)} MiB indexed in ${seconds.toFixed(2)} s; ` +
      `heap in use +${(indexed / MIB).toFixed(1)} MiB (${(indexed / bytes).toFixed(2)} × the text)`,
  );
  try {
    assert.equal(db.length, rounds.length);
    const last = rounds.length - 1;
    for (const i of [0, 1, Math.floor(last / 2), last - 1, last]) {
      assert.equal(db.tags(i).Round, rounds[i], `game ${i + 1}: Round tag`);
      assert.equal(db.error(i), null, `game ${i + 1}`);
      const want = chessopsReplay(SOURCE[sources[i]]);
      const game = db.open(i);
      assert.deepEqual(game.historyUci(), want.ucis, `game ${i + 1}: moves`);
      assert.equal(game.shredderFen(), want.shredder, `game ${i + 1}: final position`);
      assert.equal(db.info(i).plies, want.tokens, `game ${i + 1}: plies`);
      game.delete();
    }
    assert.ok(indexed <= bytes * BOUND_FACTOR + 16 * MIB, `heap in use grew by ${indexed} bytes for ${bytes}`);
  } finally {
    db.delete();
  }
  const after = inUse();
  console.log(`pgn_large: heap in use after delete: ${after - baseline} bytes from the baseline`);
  assert.ok(Math.abs(after - baseline) <= 64 * 1024, `after delete: ${after - baseline} bytes from the baseline`);
  assert.throws(() => db.tags(0), { code: /DELETED/ });
  assert.throws(() => db.open(0), { code: /DELETED/ });
});
