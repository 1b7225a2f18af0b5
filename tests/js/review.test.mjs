// reviewGame of chess960/engine: a hung queen judged a blunder; every ply's figures and each
// side's accuracy and acpl recomputed here from lichess's published definitions (the research
// notes: scalachess WinPercent, lila Advice and AccuracyPercent), not from our output; progress,
// cancelling by an AbortSignal (ERR_ABORTED) and bad options (ERR_ENGINE_OPTION).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadApi, root } from './load.mjs';
import { CP_SCALE, moveFigures } from '../../wasm/engine/review.js';

const require = createRequire(import.meta.url);
const engineApi = await require(path.join(root, 'dist', 'chess960-engine.js'))();
const chess960 = await loadApi();

// 2...Qg5?? puts the queen where the knight on f3 takes it for nothing.
const HUNG_QUEEN_PGN = `[Event "Review test"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } 2. Nf3 { [%clk 0:04:58] } Qg5 { [%clk 0:04:55] }
3. Nxg5 { [%clk 0:04:50] } d6 4. Nf3 Nc6 5. d4 1-0`;

const NODES = 20000;

// The definitions, written here from the research notes.
const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));
// Centipawns from `color`'s side of a score from White's side (a mate as ±1000; { mate: 0 }, the
// checkmate on the board, is used here only after the mating move, from the mover's side).
function moverCp(score, color) {
  const sign = color === 'w' ? 1 : -1;
  if (score.mate === undefined) return clamp(sign * score.cp, -1000, 1000);
  if (score.mate === 0) return 1000;
  return sign * score.mate > 0 ? 1000 : -1000;
}
// 2 / (1 + exp(-k·cp)) - 1 is tanh(k·cp / 2): an identity, computed the other way here.
const chances = (cp) => Math.tanh((0.00368208 * cp) / 2);
const percent = (cp) => 50 + 50 * chances(cp);
function accuracyOf(before, after) {
  if (after >= before) return 100;
  return clamp(103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411 + 1, 0, 100);
}
function stdev(xs) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length);
}
// lila's gameAccuracy over White's win percentages (start first), written from its definition;
// `moves`: the moves' accuracies (checked above per ply) where the played move was the best.
function lichessAccuracy(wins, firstWhite, moves) {
  const n = wins.length - 1;
  const w = clamp(Math.floor(n / 10), 2, 8);
  const windows = Array.from({ length: Math.min(w, wins.length) - 2 }, () => wins.slice(0, w));
  for (let i = 0; i + w <= wins.length; i++) windows.push(wins.slice(i, i + w));
  const per = { w: [], b: [] };
  for (let i = 0; i < n; i++) {
    const white = (i % 2 === 0) === firstWhite;
    const acc = moves
      ? moves[i]
      : white
        ? accuracyOf(wins[i], wins[i + 1])
        : accuracyOf(100 - wins[i], 100 - wins[i + 1]);
    per[white ? 'w' : 'b'].push([acc, clamp(stdev(windows[i]), 0.5, 12)]);
  }
  const out = {};
  for (const c of ['w', 'b']) {
    const list = per[c];
    const weighted = list.reduce((a, [x, wt]) => a + x * wt, 0) / list.reduce((a, [, wt]) => a + wt, 0);
    const harmonic = list.length / list.reduce((a, [x]) => a + 1 / Math.max(1, x), 0);
    out[c] = (weighted + harmonic) / 2;
  }
  return out;
}

const near = (actual, expected, what) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} vs ${expected}`);

test('winningChances: the logistic curve on hand-computed points, clamped at ±1000 cp, mates as ±1000', () => {
  near(engineApi.winningChances(0), 0, '0 cp');
  near(engineApi.winningChances(100), Math.tanh(0.184104), '100 cp');
  near(engineApi.winningChances(-300), -Math.tanh(0.552312), '-300 cp');
  near(engineApi.winningChances(5000), engineApi.winningChances(1000), 'clamped');
  near(engineApi.winningChances({ mate: 3 }), Math.tanh(1.84104), 'mate 3');
  near(engineApi.winningChances({ mate: -1 }), -Math.tanh(1.84104), 'mated');
});

test('moveFigures: our centipawns times 1.12 before the formulas; the move the search before chose loses nothing', () => {
  assert.equal(CP_SCALE, 1.12);
  // White from +100 to -200 of our cp: 112 and -224 on lichess's scale; by hand, tanh(0.00368208 · cp / 2):
  // 0.2033231 and -0.3905026, a drop of 0.5938257 (a blunder); win % 60.166153 -> 30.474869,
  // accuracy 103.1668 · exp(-0.0435442 · 29.691284) - 2.1669 = 26.150161; cp loss 336.
  const played = moveFigures({ cp: 100 }, { cp: -200 }, 'w', false);
  assert.equal(played.judgement, 'blunder');
  assert.ok(Math.abs(played.drop - 0.5938257) < 1e-6, String(played.drop));
  assert.ok(Math.abs(played.winChances + 0.3905026) < 1e-6, String(played.winChances));
  assert.ok(Math.abs(played.accuracy - 26.150161) < 1e-5, String(played.accuracy));
  assert.ok(Math.abs(played.cpLoss - 336) < 1e-9, String(played.cpLoss));
  // Black from -100 to -200 (White's +100 to +200): -112 to -224, a drop of 0.3905026 - 0.2033231.
  const black = moveFigures({ cp: 100 }, { cp: 200 }, 'b', false);
  assert.equal(black.judgement, 'inaccuracy');
  assert.ok(Math.abs(black.drop - 0.1871795) < 1e-6, String(black.drop));
  // The move the search before chose: its score is the position's, so no loss at all, the
  // winning chances after it still those of the position after (-0.3905026).
  const best = moveFigures({ cp: 100 }, { cp: -200 }, 'w', true);
  assert.deepEqual([best.judgement, best.mate, best.drop, best.accuracy, best.cpLoss], [null, null, 0, 100, 0]);
  assert.ok(Math.abs(best.winChances + 0.3905026) < 1e-6);
});

test('reviewGame: the hung queen is a blunder, every figure follows the definitions', async () => {
  const game = chess960.readPgn(HUNG_QUEEN_PGN);
  const progress = [];
  const review = await engineApi.reviewGame(game, {
    nodes: NODES,
    onProgress: (done, total) => progress.push([done, total]),
  });
  const sans = game.history();
  assert.deepEqual(
    review.plies.map((p) => p.san),
    sans,
  );
  assert.deepEqual(
    progress,
    Array.from({ length: sans.length + 1 }, (_, i) => [i + 1, sans.length + 1]),
  );
  const queen = review.plies[3];
  assert.equal(queen.san, 'Qg5');
  assert.equal(queen.judgement, 'blunder');
  assert.notEqual(queen.best, 'd8g5');
  assert.ok(queen.bestSan && queen.bestSan !== 'Qg5');
  assert.equal(queen.pv[0], queen.best);
  assert.equal(queen.pvSan[0], queen.bestSan);
  assert.equal(review.plies[4].san, 'Nxg5');
  assert.notEqual(review.plies[4].judgement, 'blunder', 'taking the queen is no blunder');
  assert.ok(review.black.blunders >= 1);

  for (const [i, p] of review.plies.entries()) {
    assert.equal(p.ply, i + 1);
    assert.equal(p.color, i % 2 === 0 ? 'w' : 'b');
    if (i > 0) assert.deepEqual(p.scoreBefore, review.plies[i - 1].score, 'one position, one score');
    // our centipawns times the review's factor; the move the search before chose loses nothing
    const scaled = (x) => (x.mate === undefined ? { cp: review.cpScale * x.cp } : x);
    const before = moverCp(scaled(p.scoreBefore), p.color);
    near(p.winChances, chances(moverCp(scaled(p.score), p.color)), `ply ${i + 1} chances`);
    const after = p.best === p.uci ? before : moverCp(scaled(p.score), p.color);
    near(p.drop, chances(before) - chances(after), `ply ${i + 1} drop`);
    near(p.accuracy, accuracyOf(percent(before), percent(after)), `ply ${i + 1} accuracy`);
    near(p.cpLoss, Math.max(0, before - after), `ply ${i + 1} cp loss`);
    if (p.scoreBefore.mate === undefined && p.score.mate === undefined) {
      const drop = chances(before) - chances(after);
      const expected = drop >= 0.3 ? 'blunder' : drop >= 0.2 ? 'mistake' : drop >= 0.1 ? 'inaccuracy' : null;
      assert.equal(p.judgement, expected, `ply ${i + 1} judgement`);
    }
  }
  assert.equal(review.cpScale, 1.12);
  const wins = [review.plies[0].scoreBefore, ...review.plies.map((p) => p.score)].map((s) =>
    percent(moverCp(s.mate === undefined ? { cp: 1.12 * s.cp } : s, 'w')),
  );
  const accuracy = lichessAccuracy(
    wins,
    true,
    review.plies.map((p) => p.accuracy),
  );
  for (const [side, c] of [
    ['white', 'w'],
    ['black', 'b'],
  ]) {
    const own = review.plies.filter((p) => p.color === c);
    const figures = review[side];
    assert.equal(figures.moves, own.length);
    near(figures.accuracy, accuracy[c], `${side} accuracy`);
    near(figures.acpl, own.reduce((a, p) => a + p.cpLoss, 0) / own.length, `${side} acpl`);
    for (const [name, j] of [
      ['inaccuracies', 'inaccuracy'],
      ['mistakes', 'mistake'],
      ['blunders', 'blunder'],
    ])
      assert.equal(figures[name], own.filter((p) => p.judgement === j).length, `${side} ${name}`);
  }
  assert.ok(review.white.accuracy > review.black.accuracy, 'the side that hung its queen played worse');
  assert.equal(game.history().length, sans.length, 'the game is as it was');
  game.delete();
});

test('reviewGame: a checkmate at the end and a PGN text read with the chess960 API given', async () => {
  // Fool's mate: 2...Qh4#. The last position has no move; the mating move is no fault.
  const review = await engineApi.reviewGame('1. f3 e5 2. g4 Qh4# 0-1', { nodes: NODES, chess960 });
  assert.equal(review.plies.length, 4);
  const mate = review.plies[3];
  assert.deepEqual(mate.score, { mate: 0 });
  assert.equal(mate.judgement, null);
  assert.equal(review.plies[2].judgement, 'blunder', '2. g4 lets Black mate at once');
  assert.equal(review.plies[2].mate, 'created');
  assert.equal(review.plies[2].bestSan !== 'g4', true);
  await assert.rejects(engineApi.reviewGame('1. e4', { nodes: NODES }), {
    code: 'ERR_ENGINE_OPTION',
    message: /chess960/,
  });
  await assert.rejects(engineApi.reviewGame('1. e4 e5 2. Ke3', { chess960 }), { code: 'ERR_PGN_MOVE' });
});

test('reviewGame: an AbortSignal cancels with ERR_ABORTED; bad options are ERR_ENGINE_OPTION', async () => {
  const game = chess960.readPgn(HUNG_QUEEN_PGN);
  const controller = new AbortController();
  let calls = 0;
  const cancelled = engineApi.reviewGame(game, {
    nodes: NODES,
    signal: controller.signal,
    onProgress: () => {
      calls++;
      if (calls === 2) controller.abort();
    },
  });
  await assert.rejects(cancelled, { code: 'ERR_ABORTED' });
  assert.equal(calls, 2, 'no position searched after the abort');
  await assert.rejects(engineApi.reviewGame(game, { signal: AbortSignal.abort() }), { code: 'ERR_ABORTED' });
  for (const options of [
    { nodes: 0 },
    { nodes: 1.5 },
    { nodes: '100' },
    { depth: 3 },
    { onProgress: 1 },
    { signal: {} },
    7,
  ])
    await assert.rejects(engineApi.reviewGame(game, options), { code: 'ERR_ENGINE_OPTION' }, JSON.stringify(options));
  await assert.rejects(engineApi.reviewGame({}, {}), { code: 'ERR_ENGINE_OPTION' });
  game.delete();
});
