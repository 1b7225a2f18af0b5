// Multi-PV in the engine build dist/chess960-engine.js and its worker host: every line asked
// for, distinct first moves legal by chessops, best score first, line 1 the single-PV best (a
// mate in one is line 1, checked as a mate by chessops), bad multiPv refused with a code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './load.mjs';
import { ending, fromFen, legalUcis, playUci } from './chessops.mjs';

const require = createRequire(import.meta.url);
const createEngine = require(path.join(root, 'dist', 'chess960-engine.js'));
const api = await createEngine();

const CASTLING_MATE = '2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1'; // O-O-O (b1a1) mates; Stockfish: mate 1
const BACK_RANK_MATE_IN_2 = '1r4k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1'; // Stockfish: Re8+, mate 2
const HUNG_QUEEN = 'r1b1kb1r/pppp1ppp/2n2n2/4p3/3qP3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1'; // Nxd4 wins it

// Returns a score as one number to compare: mates beyond every centipawn score.
function rank(score) {
  if (score.mate === undefined) return score.cp;
  return score.mate > 0 ? 100000 - score.mate : -100000 - score.mate;
}

// Searches a fresh engine's position to `depth`; returns the result.
function search(fen, options) {
  const engine = new api.Engine({ hashMb: 4 });
  try {
    engine.setPosition(fen);
    return engine.search(options);
  } finally {
    engine.delete();
  }
}

// Checks the lines' shape against chessops' legal moves: count, distinct, sorted, line 1 = result.
function checkLines(fen, result, wanted) {
  const legal = legalUcis(fromFen(fen));
  assert.equal(result.lines.length, Math.min(wanted, legal.length));
  const firsts = result.lines.map((line) => line.pv[0]);
  assert.equal(new Set(firsts).size, firsts.length, 'distinct first moves: ' + firsts.join(' '));
  for (const move of firsts) assert.ok(legal.includes(move), move + ' is legal');
  for (let i = 1; i < result.lines.length; i++)
    assert.ok(rank(result.lines[i].score) <= rank(result.lines[i - 1].score), 'sorted by score');
  assert.deepEqual(result.lines[0].pv, result.pv);
  assert.deepEqual(result.lines[0].score, result.score);
  assert.equal(result.lines[0].pv[0], result.bestmove);
  // Each line's moves are legal one after the other.
  for (const line of result.lines) {
    const pos = fromFen(fen);
    for (const move of line.pv) {
      assert.ok(legalUcis(pos).includes(move), 'pv move ' + move + ' legal');
      playUci(pos, move);
    }
  }
}

test('multiPv: line 1 of a mate in one is the mate (chessops: checkmate), every line reported', () => {
  for (const multiPv of [2, 3, 5]) {
    const result = search(CASTLING_MATE, { depth: 4, multiPv });
    checkLines(CASTLING_MATE, result, multiPv);
    assert.deepEqual(result.lines[0].score, { mate: 1 });
    const pos = fromFen(CASTLING_MATE);
    playUci(pos, result.lines[0].pv[0]);
    assert.equal(ending(pos).checkmate, true);
    for (const line of result.lines.slice(1)) assert.equal(line.score.mate, undefined, 'only one move mates');
  }
});

test('multiPv: line 1 is the single-PV best at the same depth; onInfo gets the lines of each depth', () => {
  for (const fen of [BACK_RANK_MATE_IN_2, HUNG_QUEEN]) {
    const single = search(fen, { depth: 7 });
    const depths = [];
    const engine = new api.Engine({ hashMb: 4 });
    engine.setPosition(fen);
    const multi = engine.search({ depth: 7, multiPv: 3 }, (info) => {
      depths.push(info.depth);
      assert.equal(info.lines.length, 3);
    });
    engine.delete();
    checkLines(fen, multi, 3);
    assert.equal(multi.bestmove, single.bestmove, fen);
    // A mate's distance is exact; centipawns differ with what the other lines left in the table.
    if (single.score.mate !== undefined) assert.deepEqual(multi.score, single.score, fen);
    assert.deepEqual(single.lines, [{ score: single.score, pv: single.pv }]);
    assert.deepEqual(depths, [1, 2, 3, 4, 5, 6, 7]);
  }
  assert.equal(search(HUNG_QUEEN, { depth: 5 }).bestmove, 'f3d4');
});

test('multiPv: fewer legal moves than lines gives one line a move; none without a legal move', () => {
  const twoMoves = '7k/8/p7/8/8/8/8/K5R1 b - - 0 1'; // Kh7 or a5
  assert.equal(legalUcis(fromFen(twoMoves)).length, 2);
  checkLines(twoMoves, search(twoMoves, { depth: 4, multiPv: 5 }), 5);
  const mated = search('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', { depth: 3, multiPv: 3 });
  assert.equal(mated.bestmove, '');
  assert.deepEqual(mated.lines, []);
});

test('multiPv outside 1..5, a fraction or a text is ERR_ENGINE_OPTION', () => {
  const engine = new api.Engine({ hashMb: 1 });
  for (const multiPv of [0, 6, 2.5, '3', null, -1])
    assert.throws(
      () => engine.search({ depth: 2, multiPv }),
      (e) => e.code === 'ERR_ENGINE_OPTION' && /multiPv/.test(e.message),
      String(multiPv),
    );
  engine.delete();
});

test("the engine host's infos carry multiPv lines; a bad multiPv is its error alone", async () => {
  const { createEngineHost } = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'engine.js')).href);
  const posted = [];
  const handle = createEngineHost(
    () => Promise.resolve(api),
    (message) => posted.push(message),
  );
  const answered = (id) =>
    new Promise((resolve) => {
      const done = () => posted.some((m) => m.id === id && (m.type === 'bestmove' || m.type === 'error'));
      const wait = () => (done() ? resolve() : setTimeout(wait, 5));
      wait();
    });
  handle({ type: 'go', id: 1, fen: CASTLING_MATE, depth: 3, multiPv: 3 });
  await answered(1);
  const infos = posted.filter((m) => m.id === 1 && m.type === 'info');
  assert.ok(infos.length >= 1);
  for (const info of infos) assert.equal(info.lines.length, 3);
  assert.deepEqual(infos.at(-1).lines[0].score, { mate: 1 });
  handle({ type: 'go', id: 2, fen: CASTLING_MATE, depth: 3, multiPv: 6 });
  await answered(2);
  const answers = posted.filter((m) => m.id === 2);
  assert.equal(answers.length, 1);
  assert.equal(answers[0].code, 'ERR_ENGINE_OPTION');
});
