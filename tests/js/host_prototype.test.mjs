// A host page that puts properties on Object.prototype (code, seed, letters, oneBased, line,
// candidates, maxNodes, rounds …) changes no answer of dist/chess960.js: options and the core's
// answers are read from their own properties only. Each property is removed again after use.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadApi, loadEventApi, root } from './load.mjs';

const require = createRequire(import.meta.url);

const api = await loadApi();
const events = await loadEventApi();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Returns what `read` gives while Object.prototype holds `props` (removed afterwards).
function withPrototype(props, read) {
  for (const [key, value] of Object.entries(props))
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
  try {
    return read();
  } finally {
    for (const key of Object.keys(props)) delete Object.prototype[key];
  }
}

// Returns the answers of the calls a page makes, as plain data.
function answers() {
  const game = new api.Game(518);
  game.play('e4');
  const db = api.readPgnDatabase('[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. e4 Ke7 Ke2 *\n');
  const out = {
    position: api.startPosition(5),
    oneBasedDefault: api.startPosition(0).number,
    seeded: api.randomPosition({ seed: 'x' }).number,
    sanDefault: game.legalMovesSan().slice(0, 3),
    history: game.history(),
    perft: api.perft(START, 3),
    tournament: events.tournamentDraw({ rounds: 3, seed: 'x' }).map((r) => r.number),
    dbError: db.error(1) && (({ code, game: n, line }) => ({ code, game: n, line }))(db.error(1)),
    dbGood: db.error(0),
    tags: db.tags(0),
  };
  db.delete();
  game.delete();
  return out;
}

test('Object.prototype.code, .line and .candidates change no answer of the core', () => {
  const clean = answers();
  const polluted = withPrototype({ code: 'ERR_HOST', line: 99, candidates: ['x'] }, answers);
  assert.deepEqual(polluted, clean);
});

test('Object.prototype.seed, .letters, .oneBased, .maxNodes, .rounds, .exclude change no option', () => {
  const clean = answers();
  const props = {
    seed: 'host',
    letters: 'de',
    oneBased: true,
    maxNodes: 1,
    rounds: 9,
    exclude: [0],
    bothColours: true,
  };
  const polluted = withPrototype(props, answers);
  assert.deepEqual(polluted, clean);
  // No seed of one's own: a random draw from the crypto source, not the host's seed.
  const draws = withPrototype({ seed: 'host' }, () => Array.from({ length: 40 }, () => api.randomPosition().number));
  assert.ok(new Set(draws).size > 1, 'every draw was the seeded one');
});

// ---- every option name of every entry ------------------------------------------------------
// Each name an entry reads from an options object, a message or an answer, with a value that
// would change its result if it were read from Object.prototype.
const SECRET = 'a'.repeat(64);
const EVERY_NAME = {
  code: 'ERR_HOST',
  line: 99,
  candidates: ['x'],
  value: 'host',
  seed: 'host',
  letters: 'de',
  oneBased: true,
  maxNodes: 1,
  rounds: 9,
  exclude: [0],
  bothColours: true,
  public: 'host',
  secret: 'b'.repeat(64),
  commitment: 'c'.repeat(64),
  before: true,
  toMain: true,
  allowText: true,
  fens: true,
  strip: true,
  open: true,
  tree: true,
};

// Returns what the rules module answers to calls with options, with events and the tree's edits.
function everyAnswer() {
  const out = answers();
  out.rounds = events.eventRounds({ secret: SECRET, rounds: 2 }).map((r) => [r.number, r.swapColours]);
  out.texts = events.eventTexts({ secret: SECRET });
  out.commitment = events.eventCommitment(SECRET);
  const game = new api.Game(518);
  for (const move of ['e4', 'e5', 'Nf3']) game.play(move);
  game.undo();
  game.play('Nc3');
  game.setComment(1, 'note');
  game.promote(game.tree().current);
  out.tree = game.tree();
  out.pgn = game.pgn();
  game.delete();
  return out;
}

test('every option name of the rules module on Object.prototype changes no answer', () => {
  const clean = everyAnswer();
  for (const [name, value] of Object.entries(EVERY_NAME)) {
    assert.deepEqual(withPrototype({ [name]: value }, everyAnswer), clean, `Object.prototype.${name}`);
  }
  assert.deepEqual(withPrototype(EVERY_NAME, everyAnswer), clean, 'all of them at once');
});

test('chess960/numbering reads own options only, as the main entry', async () => {
  const numbering = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'numbering.js')).href);
  const read = () => ({
    rank: numbering.backRank(5, {}),
    mirror: numbering.mirror(0, {}),
    number: numbering.positionNumber('TSLDKLST', {}),
    french: numbering.positionNumber('RNBQKBNR', {}),
  });
  const clean = read();
  for (const [name, value] of Object.entries({ oneBased: true, letters: 'fr' }))
    assert.deepEqual(withPrototype({ [name]: value }, read), clean, `Object.prototype.${name}`);
});

test('the start-number reader of the pages reads own options only', async () => {
  const startNumber = await import(pathToFileURL(path.join(root, 'web', 'shared', 'start-number.js')).href);
  const core = startNumber.apiCore(api);
  const read = () => [startNumber.read('960', core, {}), startNumber.read('RNBQKBNR', core, {})];
  const clean = read();
  assert.equal(clean[0].error, 'ERR_NUMBER_RANGE');
  assert.deepEqual(withPrototype({ oneBased: true, allowText: true, code: 'ERR_HOST' }, read), clean);
});

// Returns what a promise gives, or 'never settled' after `ms`.
function settled(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('never settled'), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

test('the module factory reads own settings only: Object.prototype.instantiateWasm and the rest', async () => {
  const names = {
    instantiateWasm: () => ({}),
    wasmBinary: new Uint8Array([0, 1, 2]),
    wasmModule: {},
    locateFile: () => 'nowhere.wasm',
    preRun: [() => {}],
    onRuntimeInitialized: () => {},
  };
  for (const [name, value] of Object.entries(names)) {
    Object.defineProperty(Object.prototype, name, { value, configurable: true, writable: true });
    try {
      const started = await settled(loadApi(), 10_000);
      assert.notEqual(started, 'never settled', `Object.prototype.${name}: createChess960() never settled`);
      assert.equal(started.startPosition(518).backRank, 'RNBQKBNR', `Object.prototype.${name}`);
    } finally {
      delete Object.prototype[name];
    }
  }
});

test('the engine, its worker host and the PGN checker read own options, messages and answers only', async () => {
  const createEngine = require(path.join(root, 'dist', 'chess960-engine.js'));
  const engineApi = await createEngine();
  const search = () => {
    const engine = new engineApi.Engine({ hashMb: 2 });
    try {
      const fen = engine.setPosition(START, ['e2e4']);
      const r = engine.search({ depth: 3 });
      return { fen, bestmove: r.bestmove, depth: r.depth, nodes: r.nodes };
    } finally {
      engine.delete();
    }
  };
  const clean = search();
  const engineNames = {
    code: 'ERR_HOST',
    depth: 1,
    nodes: 5,
    softMs: 1,
    hardMs: 1,
    startDepth: 3,
    margin: 300,
    seed: 7,
  };
  for (const [name, value] of Object.entries(engineNames))
    assert.deepEqual(withPrototype({ [name]: value }, search), clean, `Object.prototype.${name}`);

  // The host: one 'go' to depth 3 answers with the same best move whatever the prototype holds.
  const { createEngineHost } = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'engine.js')).href);
  const bestmove = async (props) => {
    const messages = [];
    let done;
    const answered = new Promise((resolve) => {
      done = resolve;
    });
    const host = createEngineHost(createEngine, (message) => {
      messages.push(message);
      if (message.type === 'bestmove') done(message.uci);
    });
    for (const [key, value] of Object.entries(props))
      Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    try {
      host({ type: 'go', id: 1, fen: START, depth: 3 });
    } finally {
      for (const key of Object.keys(props)) delete Object.prototype[key];
    }
    const uci = await settled(answered, 20_000);
    host({ type: 'stop' });
    return [uci, messages.filter((m) => m.type === 'error')];
  };
  const hostClean = await bestmove({});
  for (const props of [{ infinite: true }, { moves: ['e2e4', 'e7e5'] }, { level: 1 }, { mate: 1 }])
    assert.deepEqual(await bestmove(props), hostClean, `Object.prototype.${Object.keys(props)[0]}`);

  const createPgn = require(path.join(root, 'dist', 'chess960-pgn.js'));
  const checker = await createPgn();
  const check = () => checker.checkPgn('[Event "a"]\n\n1. e4 e5 *\n', {});
  const checkClean = check();
  for (const name of ['fens', 'strip', 'open', 'tree', 'code'])
    assert.deepEqual(withPrototype({ [name]: true }, check), checkClean, `Object.prototype.${name}`);
});
