// Memory: many create / use / delete cycles of every handle type (api.Game, api.readPgn, the
// draw module's machines) and of the error paths must leave the WASM heap where it started.
// Measured with _heapStats() of each module (diagnostic hook, wasm/bind_debug.cpp): emmalloc's bytes in
// use must return to the baseline exactly, and the WASM memory must not grow.
// MEMORY_CYCLES (default 100000) sets the number of game cycles.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi, loadDrawApi, loadEventApi } from './load.mjs';

const api = await loadApi();
const events = await loadEventApi();
const draws = await loadDrawApi();
const CYCLES = Number(process.env.MEMORY_CYCLES || 100_000);

const stats = (module = api) => module._heapStats();
const START_NUMBERS = [518, 0, 959, 100, 333];
const MOVES = ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4'];
const PGN =
  '[Event "Memory"]\n[Variant "Chess960"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n' +
  '1. e4 e5 2. Nf3 Nf6 3. Bc4 {a comment} (3. Bb5 a6) Bc5 4. O-O O-O *\n';

// Runs `cycle(i)` `count` times after a warm-up (first-use allocations such as static tables
// and Embind's caches), then asserts the heap figures of `module` (the rules module unless
// given) are back where they were.
function assertNoGrowth(label, count, cycle, module = api) {
  for (let i = 0; i < 200; i++) cycle(i);
  const before = stats(module);
  const started = Date.now();
  for (let i = 0; i < count; i++) cycle(i);
  const after = stats(module);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `memory: ${label}: ${count} cycles in ${seconds} s; in use ${before.inUse} -> ${after.inUse} bytes, ` +
      `WASM memory ${before.memoryBytes} -> ${after.memoryBytes} bytes`,
  );
  assert.equal(after.inUse, before.inUse, `${label}: heap in use grew by ${after.inUse - before.inUse} bytes`);
  assert.equal(after.memoryBytes, before.memoryBytes, `${label}: WASM memory grew`);
}

const codeOf = (fn) => {
  try {
    fn();
  } catch (e) {
    return e.code;
  }
  return 'no error';
};

test('the probe sees a game that is not deleted (the measurement works)', () => {
  // Warm-up, as in assertNoGrowth: the allocator's first heap growth keeps a few bytes of
  // alignment padding for good, whatever triggers it; the baseline is taken after it.
  Array.from({ length: 10 }, () => new api.Game(518)).forEach((g) => g.delete());
  const before = stats().inUse;
  const games = Array.from({ length: 10 }, () => new api.Game(518));
  assert.ok(stats().inUse > before, 'ten live games do not show in the heap');
  games.forEach((g) => g.delete());
  assert.equal(stats().inUse, before);
});

test(`api.Game: ${CYCLES} create / play / read / delete cycles`, () => {
  assertNoGrowth('Game', CYCLES, (i) => {
    const game = new api.Game(i % 5 === 4 ? api.startPosition(START_NUMBERS[i % 5]).fen : START_NUMBERS[i % 5]);
    try {
      const n = 1 + (i % MOVES.length);
      for (let k = 0; k < n && i % 5 === 0; k++) game.play(MOVES[k]);
      if (i % 5 !== 0) {
        const moves = game.legalMoves();
        game.play(moves[i % moves.length]);
      }
      if (i % 7 === 0) {
        game.fen();
        game.history();
        game.status();
        game.dests();
        game.view();
        game.movesBetween('e1', 'g1');
      }
      if (i % 11 === 0) {
        game.legalMovesSan({ letters: 'de' });
        game.undo();
        game.fenAt(0);
      }
      if (i % 13 === 0)
        assert.equal(
          codeOf(() => game.play('Ke5')),
          'ERR_MOVE_ILLEGAL',
        );
    } finally {
      game.delete();
    }
  });
});

test('api.Game: refused constructors and error paths free what they allocated', () => {
  assertNoGrowth('Game errors', 20_000, (i) => {
    assert.match(
      codeOf(() => new api.Game(i % 2 ? 'not a fen/' : 960 + i)),
      /^ERR_/,
    );
    assert.match(
      codeOf(() => api.perft('8/8/8/8/8/8/8/8 w - - 0 1', 1)),
      /^ERR_/,
    );
    assert.match(
      codeOf(() => api.positionNumber('RNBQKBNX')),
      /^ERR_/,
    );
  });
});

test('api.readPgn and game.pgn: 20000 cycles', () => {
  assertNoGrowth('readPgn', 20_000, (i) => {
    const game = api.readPgn(PGN);
    try {
      game.pgn({ White: `Player ${i}`, Round: i });
      game.pgnTags();
    } finally {
      game.delete();
    }
    assert.equal(
      codeOf(() => api.readPgn('1. e4 e4 *')),
      'ERR_PGN_MOVE',
    );
  });
});

test('the probe sees a draw machine that is not deleted (the draw module is measured too)', () => {
  Array.from({ length: 10 }, () => draws.startDraw('bag')).forEach((d) => d.delete());
  const before = stats(draws).inUse;
  const machines = Array.from({ length: 10 }, () => draws.startDraw('bag'));
  assert.ok(stats(draws).inUse > before, 'ten live draw machines do not show in the heap');
  machines.forEach((d) => d.delete());
  assert.equal(stats(draws).inUse, before);
});

test('draw machines: 20000 start / give / undo / delete cycles over every method', () => {
  const methods = draws.drawMethods().map((m) => m.id);
  assertNoGrowth(
    'draw machines',
    20_000,
    (i) => {
      const draw = draws.startDraw(methods[i % methods.length]);
      try {
        for (let k = 0; k < 3 && !draw.done(); k++) draw.give(draw.next().options[0]);
        draw.undo();
        assert.match(
          codeOf(() => draw.give('nonsense')),
          /^ERR_DRAW_/,
        );
        draw.state();
      } finally {
        draw.delete();
      }
      draws.drawWith('die', [2, 3, 3, 2, 3]);
    },
    draws,
  );
});

test('numbering and perft calls allocate nothing that stays', () => {
  assertNoGrowth('numbering', 20_000, (i) => {
    api.startPosition(i % 960);
    api.positionNumber('RNBQKBNR');
    api.randomPosition({ seed: `s${i}` });
    if (i % 50 === 0) api.perft(api.startPosition(i % 960).fen, 2);
  });
});

test('tournament and event draws (chess960-event.js) allocate nothing that stays', () => {
  const secret = 'a'.repeat(64);
  assertNoGrowth(
    'tournament and events',
    500,
    (i) => {
      events.tournamentDraw({ rounds: 9, seed: `t${i}`, exclude: [518] });
      events.eventRounds({ secret, public: `p${i}`, rounds: 5, bothColours: true });
      events.eventCommitment(secret);
      try {
        events.tournamentDraw({ rounds: 961, seed: 's' });
      } catch {
        // refused: its error's answer must not stay either
      }
    },
    events,
  );
});
