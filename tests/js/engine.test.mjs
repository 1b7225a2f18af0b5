// The engine worker build dist/chess960-engine.js in node: positions (FEN forms, moves, coded
// errors), mates, the info callback, time and depth budgets, resuming at a depth (what the
// worker's slices do), levels, draws by repetition of the given moves, the table's sizes and
// the memory, calls from onInfo, and the options refused with a code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

// Returns the code of the error `fn` throws ('no error' when it returns).
function codeOf(fn) {
  try {
    fn();
  } catch (e) {
    return e.code || `uncoded ${e.name}: ${e.message}`;
  }
  return 'no error';
}

test('hashMb and setHashSize: a whole number of MB from 1 to 1024, else ERR_ENGINE_HASH (no abort, no wrap-around)', () => {
  for (const mb of [3000, 1e9, 4096, 5000, 2048, 1025, 0, -1, 2.5, NaN, Infinity, '16', null]) {
    assert.equal(
      codeOf(() => new api.Engine({ hashMb: mb })),
      'ERR_ENGINE_HASH',
      `hashMb ${String(mb)}`,
    );
    assert.equal(
      codeOf(() => engine.setHashSize(mb)),
      'ERR_ENGINE_HASH',
      `setHashSize(${String(mb)})`,
    );
  }
  assert.match(
    (() => {
      try {
        engine.setHashSize(2500);
      } catch (e) {
        return e.message;
      }
      return '';
    })(),
    /whole number of megabytes from 1 to 1024, not 2500/,
  );
  engine.setHashSize(4); // the engine still searches after the refusals
  engine.setPosition(CASTLING_MATE);
  assert.equal(engine.search({ depth: 2 }).bestmove, 'b1a1');
  const small = new api.Engine();
  assert.equal(small.search({ depth: 1 }).hashfull, 0, 'a table of the default size is not full at once');
  small.delete();
});

test('a table the module cannot hold is ERR_OUT_OF_MEMORY, the other engines and the table before it stay', () => {
  const big = new api.Engine({ hashMb: 1024 }); // 1 GiB of the module's 2 GiB
  try {
    assert.equal(
      codeOf(() => new api.Engine({ hashMb: 1024 })),
      'ERR_OUT_OF_MEMORY',
    );
    const other = new api.Engine({ hashMb: 1 });
    assert.equal(
      codeOf(() => other.setHashSize(1024)),
      'ERR_OUT_OF_MEMORY',
    );
    other.setPosition(CASTLING_MATE);
    assert.equal(other.search({ depth: 2 }).bestmove, 'b1a1', 'the refused engine keeps its table');
    other.delete();
    big.setPosition(CASTLING_MATE);
    assert.equal(big.search({ depth: 2 }).bestmove, 'b1a1');
  } finally {
    big.delete();
  }
  const again = new api.Engine({ hashMb: 512 }); // the deleted table's memory serves the next one
  again.delete();
});

test('delete() from onInfo stops the search and frees the engine when it returns; other calls there are ERR_ENGINE_BUSY', () => {
  const e = new api.Engine({ hashMb: 1 });
  e.setPosition(START);
  const depths = [];
  const r = e.search({ depth: 40 }, (info) => {
    depths.push(info.depth);
    if (info.depth === 3) e.delete();
  });
  assert.deepEqual(depths, [1, 2, 3], 'the search stopped after the delete()');
  assert.equal(r.stopped, true);
  assert.equal(
    codeOf(() => e.search({ depth: 1 })),
    'ERR_ENGINE_DELETED',
  );
  e.delete(); // a second delete() does nothing

  const busy = new api.Engine({ hashMb: 1 });
  const codes = [];
  busy.search({ depth: 2 }, () => {
    codes.push(codeOf(() => busy.search({ depth: 1 })));
    codes.push(codeOf(() => busy.setPosition(START)));
    codes.push(codeOf(() => busy.setHashSize(2)));
    codes.push(codeOf(() => busy.newGame()));
  });
  assert.deepEqual(new Set(codes), new Set(['ERR_ENGINE_BUSY']));
  // An error thrown by onInfo stops the search and is thrown by search(); the engine goes on.
  const boom = new Error('boom');
  assert.throws(
    () =>
      busy.search({ depth: 40 }, (info) => {
        if (info.depth === 2) throw boom;
      }),
    (e) => e === boom,
  );
  busy.setPosition(CASTLING_MATE);
  assert.equal(busy.search({ depth: 2 }).bestmove, 'b1a1');
  busy.delete();
});

test('search options: a text, a fraction, a value out of range or an unknown name is ERR_ENGINE_OPTION', () => {
  engine.setPosition(START);
  const refused = [
    { depth: '3' },
    { depth: 3.5 },
    { depth: 0 },
    { depth: 101 },
    { depth: NaN },
    { nodes: '1000' },
    { nodes: -1 },
    { softMs: '50' },
    { hardMs: 1.5 },
    { startDepth: 0 },
    { margin: -5 },
    { seed: 2 ** 53 },
    { movetime: 100 },
    { depth: [3] },
  ];
  for (const options of refused)
    assert.equal(
      codeOf(() => engine.search(options)),
      'ERR_ENGINE_OPTION',
      JSON.stringify(options),
    );
  assert.equal(
    codeOf(() => engine.search('depth 3')),
    'ERR_ENGINE_OPTION',
  );
  assert.equal(
    codeOf(() => engine.search({ depth: 1 }, 'not a function')),
    'ERR_ENGINE_OPTION',
  );
  assert.throws(() => engine.search({ depth: '3' }), /depth must be a whole number from 1 to 100, not "3" \(text\)/);
  assert.equal(engine.search({ depth: 3, nodes: 0, softMs: 0, hardMs: 0, margin: 0, seed: 0 }).depth, 3);
  assert.equal(engine.search({ depth: undefined, nodes: 500 }).stopped, true);
});

test("the engine host answers a 'go' whose level, movetime, depth or FEN is bad with its error alone", async () => {
  const { createEngineHost } = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'engine.js')).href);
  const posted = [];
  const handle = createEngineHost(
    () => Promise.resolve(api),
    (message) => posted.push(message),
  );
  const answers = (id) =>
    new Promise((resolve) => {
      const answered = () => posted.some((m) => m.id === id && (m.type === 'bestmove' || m.type === 'error'));
      const wait = () => (answered() ? resolve() : setTimeout(wait, 5));
      wait();
    });
  const requests = [
    { depth: '3' },
    { level: 11 },
    { movetime: 'soon' },
    { fen: 'not a fen' },
    { fen: CASTLING_MATE, depth: 2 },
  ];
  for (const [i, fields] of requests.entries()) {
    handle({ type: 'go', id: i + 1, fen: START, ...fields }); // one at a time: a new 'go' cancels the one before
    await answers(i + 1);
  }
  for (const id of [1, 2, 3, 4]) {
    const error = posted.find((m) => m.id === id && m.type === 'error');
    assert.match(error && error.code, id === 4 ? /^ERR_FEN_/ : /^ERR_ENGINE_OPTION$/, `go ${id}`);
    assert.equal(posted.filter((m) => m.id === id).length, 1, `go ${id}: one answer, no bestmove after its error`);
  }
  assert.equal(posted.find((m) => m.id === 5 && m.type === 'bestmove').uci, 'b1a1');
});

test('an engine host whose module does not start posts a fatal error at once, and answers each go with it', async () => {
  const { createEngineHost } = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'engine.js')).href);
  const posted = [];
  const handle = createEngineHost(
    () => Promise.reject(new Error('no module here')),
    (message) => posted.push(message),
  );
  await new Promise(setImmediate); // the failed start settles within the microtasks before this
  assert.deepEqual(posted, [{ type: 'error', code: 'ERR_ENGINE_FAILED', message: 'no module here', fatal: true }]);
  handle({ type: 'go', id: 9, fen: START, depth: 1 });
  await new Promise(setImmediate);
  assert.deepEqual(posted[1], {
    type: 'error',
    id: 9,
    code: 'ERR_ENGINE_FAILED',
    message: 'no module here',
    fatal: true,
  });
  assert.equal(posted.length, 2, 'no ready and no bestmove');
});
