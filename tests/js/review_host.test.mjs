// The play page's review worker host (web/play/review/host.js) over the real modules: a game in
// which White gives the queen away for a pawn (3. Qxe5+?? Nxe5) is reviewed position by position
// with its progress told (one report per position, the last one first as the library searches),
// the blunder judged as one; a cancel ends a review with ERR_ABORTED; a move the rules refuse is
// answered with the core's coded error, never a crash.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './load.mjs';
import { createReviewHost } from '../../web/play/review/host.js';

const require = createRequire(import.meta.url);
const start = () =>
  Promise.all([
    require(path.join(root, 'dist', 'chess960.js'))(),
    require(path.join(root, 'dist', 'chess960-engine.js'))(),
  ]);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// 1. e4 e5 2. Qh5 Nc6 3. Qxe5+?? Nxe5 4. d4 Ng6 5. Nf3 d6 6. Bd3 Nf6
const MOVES = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'h5e5', 'c6e5', 'd2d4', 'e5g6', 'g1f3', 'd7d6', 'f1d3', 'g8f6'];

// Returns a host and the messages it posts; `until(type)` resolves at the first of that type.
function host() {
  const posted = [];
  const waiting = [];
  const handle = createReviewHost((m) => {
    posted.push(m);
    waiting.filter((w) => w.type === m.type).forEach((w) => w.resolve(m));
  }, start);
  const until = (type) => new Promise((resolve) => waiting.push({ type, resolve }));
  return { handle, posted, until };
}

test('a review reports every position and judges the queen given away as a blunder', async () => {
  const { handle, posted, until } = host();
  const done = until('review');
  handle({ type: 'review', id: 1, startFen: START, moves: MOVES, nodes: 20000 });
  const { review } = await done;
  const progress = posted.filter((m) => m.type === 'progress').map((m) => [m.done, m.total]);
  assert.deepEqual(
    progress,
    Array.from({ length: MOVES.length + 1 }, (_, i) => [i + 1, MOVES.length + 1]),
  );
  assert.equal(review.plies.length, MOVES.length);
  assert.deepEqual(
    review.plies.map((p) => p.uci),
    MOVES,
  );
  assert.equal(review.plies[4].san, 'Qxe5+');
  assert.equal(review.plies[4].judgement, 'blunder');
  assert.ok(review.white.blunders >= 1);
  for (const side of [review.white, review.black]) assert.ok(side.accuracy >= 0 && side.accuracy <= 100);
});

test('a cancel ends the review with ERR_ABORTED; a refused move is a coded error', async () => {
  const { handle, until } = host();
  const first = until('progress');
  const failed = until('error');
  handle({ type: 'review', id: 2, startFen: START, moves: MOVES, nodes: 200000 });
  await first;
  handle({ type: 'cancel', id: 2 });
  const error = await failed;
  assert.equal(error.id, 2);
  assert.equal(error.code, 'ERR_ABORTED');

  const refused = until('error');
  handle({ type: 'review', id: 3, startFen: START, moves: ['e2e5'], nodes: 1000 });
  const bad = await refused;
  assert.equal(bad.id, 3);
  assert.match(bad.code, /^ERR_[A-Z_]+$/);
  assert.notEqual(bad.code, 'ERR_ABORTED');
});
