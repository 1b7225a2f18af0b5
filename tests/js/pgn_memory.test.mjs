// PGN texts at the sizes the API documents, in one WASM instance that must keep working after
// each: a game of millions of move tokens is refused at the move that cannot be played, without
// memory taken per token; databases opened and never deleted until the module's memory (2 GiB)
// is full get ERR_PGN_TOO_LARGE, after which every call still answers and the room of a deleted
// database serves the next one; ordinary calls (games, comments, moves) near the full heap are
// refused with ERR_OUT_OF_MEMORY and keep nothing. Heap figures from api._heapStats()
// (wasm/bind_debug.cpp).
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

test('ordinary calls near a full heap: ERR_OUT_OF_MEMORY before anything changes, nothing leaks, no abort', () => {
  assertWorking(); // the heap's reserve (wasm/bind_heap.cpp) is held from here on
  const baseline = inUse();
  // Databases of 100, 10 and 1 MiB until each is refused, then games with long comments.
  const databases = [];
  for (const megabytes of [100, 10, 1]) {
    const text = `[Event "full"]\n\n1. e4 {${'x'.repeat(megabytes * MIB)}} e5 *\n`;
    for (let refused = false; !refused;) {
      try {
        databases.push(api.readPgnDatabase(text));
      } catch (error) {
        assert.equal(error.code, 'ERR_PGN_TOO_LARGE');
        refused = true;
      }
    }
  }
  const comment = 'c'.repeat(99_000);
  const games = [];
  let refused = null;
  for (let i = 0; i < 10_000 && !refused; i++) {
    try {
      const game = new api.Game(518);
      games.push(game);
      game.play('e4');
      game.setComment(1, comment);
      game.setComment(0, comment);
    } catch (error) {
      refused = error;
    }
  }
  assert.ok(refused, 'the memory never filled up');
  assert.equal(refused.code, 'ERR_OUT_OF_MEMORY');
  assert.match(refused.message, /not enough memory .*delete\(\)/);
  const withComments = games.length;
  // Small calls still fit; games of one move until not even they do.
  refused = null;
  for (let i = 0; i < 100_000 && !refused; i++) {
    try {
      games.push(new api.Game(518));
      games.at(-1).play('e4');
    } catch (error) {
      refused = error;
    }
  }
  console.log(
    `pgn_memory: ${databases.length} databases, ${withComments} games with comments, ` +
      `${games.length - withComments} more games, then ${refused && refused.code}`,
  );
  assert.equal(refused && refused.code, 'ERR_OUT_OF_MEMORY');
  // With the memory full, each call is refused with the code and keeps nothing.
  const full = inUse();
  const game = games[0];
  const calls = {
    setComment: () => game.setComment(1, comment),
    play: () => game.play('e5'),
    newGame: () => new api.Game(518),
    readPgn: () => api.readPgn('[Event "small"]\n\n1. d4 d5 *\n'),
    pgn: () => game.pgn(),
    tree: () => game.tree(),
    line: () => game.line(),
    history: () => game.history(),
  };
  for (const [name, call] of Object.entries(calls)) {
    for (let k = 0; k < 3; k++) assert.throws(call, { code: 'ERR_OUT_OF_MEMORY' }, name);
    assert.equal(inUse(), full, `${name}: a refused call kept memory`);
  }
  // Once memory is freed every call answers, the refused ones changed nothing, and the heap
  // comes back to where it was.
  databases.forEach((db) => db.delete());
  assert.deepEqual(game.history(), ['e4']);
  assert.equal(game.tree().nodes[1].comment, comment);
  games.forEach((g) => g.delete());
  assertWorking();
  // Up to a few of emmalloc's 8-byte region headers (the free memory lies in other pieces than
  // before); an abort kept about 200 KB.
  const kept = inUse() - baseline;
  assert.ok(kept >= 0 && kept <= 64, `${kept} bytes kept after the full heap was freed`);
});
