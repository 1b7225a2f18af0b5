// PGN texts at the sizes the API documents, in one WASM instance that must keep working after
// each: a game of millions of move tokens is refused at the move that cannot be played, without
// memory taken per token; databases opened and never deleted until the module's memory (2 GiB)
// is full get ERR_PGN_TOO_LARGE, after which every call still answers and the room of a deleted
// database serves the next one. Heap figures from api._heapStats() (wasm/bind_debug.cpp).
// PGN_MEMORY_DB_MB (default 100) sets the size of each database of the second test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { envInt, loadApi } from './load.mjs';

const api = await loadApi();
const MIB = 1024 * 1024;
const inUse = () => api._heapStats().inUse;

// Asserts that the module still answers: a game, a move, a small PGN text.
function assertWorking() {
  const game = new api.Game(518);
  assert.equal(game.play('e4'), 'e4');
  game.delete();
  const read = api.readPgn('[Event "small"]\n\n1. d4 d5 *\n');
  assert.deepEqual(read.history(), ['d4', 'd5']);
  read.delete();
}

test('6 million move tokens (24 MB): readPgn and open() refuse the move after the game ended', () => {
  assertWorking(); // warm-up: first-use allocations
  const baseline = inUse();
  const text = '[Event "dance"]\n\n' + 'Nf3 Nf6 Ng1 Ng8 '.repeat(1_500_000) + '*\n';
  const started = performance.now();
  assert.throws(
    () => api.readPgn(text),
    (e) => e.code === 'ERR_PGN_MOVE' && /move 9\. Nf3 .*fivefold/.test(e.message) && e.line === 3,
  );
  console.log(
    `pgn_memory: readPgn of ${(text.length / MIB).toFixed(1)} MiB: ${(performance.now() - started).toFixed(0)} ms`,
  );
  const db = api.readPgnDatabase(text);
  assert.equal(db.length, 1);
  assert.equal(db.info(0).plies, 6_000_000);
  assert.throws(
    () => db.open(0),
    (e) => e.code === 'ERR_PGN_MOVE' && e.game === 1,
  );
  assert.equal(db.error(0).code, 'ERR_PGN_MOVE');
  db.delete();
  assert.equal(inUse(), baseline, 'the heap in use is back where it was');
  assertWorking();
});

test('databases never deleted until the memory is full: ERR_PGN_TOO_LARGE, then every call answers', () => {
  const megabytes = envInt('PGN_MEMORY_DB_MB', 100);
  // One game with a long comment: megabytes of text, a small index.
  const text = `[Event "full"]\n\n1. e4 {${'x'.repeat(megabytes * MIB)}} e5 *\n`;
  assertWorking();
  const baseline = inUse();
  const open = [];
  let refused = null;
  const started = performance.now();
  for (let i = 0; i < Math.ceil((4096 + megabytes) / megabytes) && !refused; i++) {
    try {
      open.push(api.readPgnDatabase(text));
    } catch (error) {
      refused = error;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `pgn_memory: ${open.length} databases of ${megabytes} MiB open, then ${refused && refused.code} (${seconds} s)`,
  );
  assert.ok(refused, 'the memory never filled up');
  assert.equal(refused.code, 'ERR_PGN_TOO_LARGE');
  assert.match(refused.message, /not enough memory .*delete\(\)/);
  assert.ok(open.length * megabytes >= 1024, `only ${open.length} databases fit`);

  assertWorking(); // the call after the failure succeeds
  // A game opens with its comments: with the memory full, one whose comment does not fit is
  // refused (no abort), and its tags still read.
  for (const db of [open[0], open[open.length - 1]]) {
    assert.throws(
      () => db.open(0),
      (e) => e.code === 'ERR_PGN_TOO_LARGE' && /open game 1 .*delete\(\)/.test(e.message),
    );
    assert.equal(db.tags(0).Event, 'full');
  }
  assert.throws(
    () => api.readPgn(text),
    (e) => e.code === 'ERR_PGN_TOO_LARGE',
  );
  assertWorking();

  open.pop().delete(); // its room serves the next database
  // Once databases are deleted, the game opens with its whole comment.
  while (open.length > 1) open.pop().delete();
  const game = open[0].open(0);
  assert.deepEqual(game.history(), ['e4', 'e5']);
  assert.equal(game.tree().nodes[1].comment.length, megabytes * MIB, 'the whole comment is kept');
  game.delete();
  const again = api.readPgnDatabase(text);
  assert.equal(again.length, 1);
  open.push(again);
  open.forEach((db) => db.delete());
  assert.equal(inUse(), baseline, 'every database gave its memory back');
  assertWorking();
});
