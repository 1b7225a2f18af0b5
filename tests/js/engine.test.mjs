// The engine worker build dist/chess960-engine.js in node: positions (FEN forms, moves, coded
// errors), mates, the info callback, time and depth budgets, resuming at a depth (what the
// worker's slices do), levels, and draws by repetition of the given moves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './load.mjs';

const require = createRequire(import.meta.url);
const createEngine = require(path.join(root, 'dist', 'chess960-engine.js'));
const api = await createEngine();
const engine = new api.Engine({ hashMb: 4 });

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CASTLING_MATE = '2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1'; // O-O-O (b1a1) mates; Stockfish: mate 1

test('setPosition: KQkq, X-FEN and Shredder-FEN, moves; coded errors', () => {
  assert.equal(
    engine.setPosition(START, ['e2e4', 'e7e5']),
    'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  );
  assert.equal(
    engine.setPosition('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1'),
    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1',
  ); // written as X-FEN
  assert.equal(engine.setPosition(CASTLING_MATE, 'b1a1'), '2rkr3/2p1p3/8/8/8/8/8/2KR4 b - - 1 1');
  assert.throws(
    () => engine.setPosition('not a fen'),
    (e) => e.code === 'ERR_FEN_FIELDS',
  );
  assert.throws(
    () => engine.setPosition(START, ['e2e5']),
    (e) => e.code === 'ERR_MOVE_ILLEGAL',
  );
});

test('search: castling mate in one, info per iteration, king-takes-rook UCI', () => {
  engine.setPosition(CASTLING_MATE);
  const infos = [];
  const r = engine.search({ depth: 4 }, (info) => infos.push(info));
  assert.equal(r.bestmove, 'b1a1');
  assert.deepEqual(r.score, { mate: 1 });
  assert.deepEqual(
    infos.map((i) => i.depth),
    [1, 2, 3, 4],
  );
  assert.ok(infos.every((i) => Array.isArray(i.pv) && i.pv[0] === 'b1a1' && i.nodes > 0));
});

test('search: mate in two and the stalemate trap', () => {
  engine.setPosition('1r4k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1');
  const two = engine.search({ depth: 5 });
  assert.equal(two.bestmove, 'e2e8');
  assert.deepEqual(two.score, { mate: 2 });
  engine.setPosition('7k/5K1p/7P/3Q4/8/8/n7/8 w - - 0 1');
  assert.notEqual(engine.search({ depth: 3 }).bestmove, 'd5a2');
});

test('search: time budget, resume at a depth, node budget', () => {
  engine.newGame();
  engine.setPosition(START);
  const t0 = Date.now();
  const slice = engine.search({ softMs: 60, hardMs: 60 });
  const took = Date.now() - t0;
  assert.ok(took < 400, `60 ms budget took ${took} ms`);
  assert.ok(slice.bestmove.length >= 4);
  const resumed = engine.search({ startDepth: slice.depth + 1, depth: slice.depth + 1 });
  assert.equal(resumed.depth, slice.depth + 1);
  const byNodes = engine.search({ nodes: 3000 });
  assert.equal(byNodes.stopped, true);
  assert.ok(byNodes.nodes <= 3000 + 2048);
});

test('search: repeating the given moves is a draw for the side that is lost otherwise', () => {
  engine.newGame();
  engine.setPosition('7k/8/1K6/8/8/8/8/1Q6 b - - 0 1', ['h8g8', 'b1c1', 'g8h8', 'c1b1']);
  const r = engine.search({ depth: 5 });
  assert.equal(r.bestmove, 'h8g8');
  assert.deepEqual(r.score, { cp: 0 });
});

test('no legal move: empty bestmove', () => {
  engine.setPosition('3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1');
  const r = engine.search({ depth: 3 });
  assert.equal(r.bestmove, '');
});

test('levels 1..10 and their limits', () => {
  const levels = Array.from({ length: 10 }, (_, i) => api.level(i + 1));
  assert.equal(levels[9].margin, 0);
  assert.equal(levels[9].movetime, 1000);
  assert.ok(levels[0].margin > levels[4].margin && levels[4].margin > levels[8].margin);
  assert.deepEqual(api.levelLimits(4, 99), api.levelLimits(4, 99));
  engine.setPosition(START);
  for (let level = 1; level <= 4; level++) {
    const lim = api.levelLimits(level, level * 7919);
    const r = engine.search({
      depth: lim.depth,
      hardMs: lim.movetime,
      softMs: lim.movetime,
      margin: lim.margin,
      seed: lim.seed,
    });
    assert.match(r.bestmove, /^[a-h][1-8][a-h][1-8]$/);
  }
});
