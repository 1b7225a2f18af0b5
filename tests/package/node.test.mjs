// The npm package `chess960` as a node user gets it: the tarball of scripts/package.mjs installed
// into a fresh app, every entry used there by import and by require in a child node process, the
// compiled-module option, freeing games, the CLI, and what the package holds.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { START_518, childEnv, listFiles, nodeJson, useApp } from './consumer.mjs';

const app = useApp();

// A script's body that reports the checks of the main entry as JSON (`load` gives the module).
const MAIN_CHECKS = `
const listeners = () => ['uncaughtException', 'unhandledRejection'].map((name) => process.listenerCount(name));
const eventsBefore = process.eventNames().length;
const { createChess960, Chess960Error } = await load();
const api = await createChess960();
const game = new api.Game(518);
let refusal = null;
try {
  game.play('Ke2');
} catch (error) {
  refusal = { isClass: error instanceof Chess960Error, isError: error instanceof Error, code: error.code, name: error.name };
}
let range = null;
try {
  api.startPosition(960);
} catch (error) {
  range = { isClass: error instanceof Chess960Error, code: error.code };
}
report({
  fen: api.startPosition(518).fen,
  moves: game.legalMoves().length,
  e4: game.play('e4'),
  refusal,
  range,
  sameClass: api.Chess960Error === Chess960Error,
  listeners: listeners(),
  newEvents: process.eventNames().length - eventsBefore,
});`;

// The scripts' report: one JSON line.
const REPORT = 'const report = (value) => console.log(JSON.stringify(value));';

// Checks one run of MAIN_CHECKS.
function assertMainEntry(result) {
  assert.equal(result.fen, START_518);
  assert.equal(result.moves, 20);
  assert.equal(result.e4, 'e4');
  assert.deepEqual(result.refusal, { isClass: true, isError: true, code: 'ERR_MOVE_ILLEGAL', name: 'Chess960Error' });
  assert.deepEqual(result.range, { isClass: true, code: 'ERR_NUMBER_RANGE' });
  assert.equal(result.sameClass, true, 'api.Chess960Error is the exported class');
  assert.deepEqual(result.listeners, [0, 0], 'no uncaughtException / unhandledRejection listener');
  assert.equal(result.newEvents, 0, 'no process listener of any kind');
}

test('import "chess960": 518 with 20 legal moves, Chess960Error with its code, no process listeners', async () => {
  const source = `${REPORT}\nconst load = () => import('chess960');\n${MAIN_CHECKS}\n`;
  assertMainEntry(await nodeJson(app.dir, 'main-import.mjs', source));
});

test('require("chess960"): the same from CommonJS', async () => {
  const source = `${REPORT}\nconst load = async () => require('chess960');\n(async () => {${MAIN_CHECKS}\n})();\n`;
  assertMainEntry(await nodeJson(app.dir, 'main-require.cjs', source));
});

// A script's body comparing the numbering entry (`numbering`) with the main entry's (`main`).
const NUMBERING_CHECKS = `
const api = await main.createChess960();
const differ = [];
for (let n = 0; n < 960; n++) {
  const rank = numbering.backRank(n);
  if (rank !== api.startPosition(n).backRank || numbering.positionNumber(rank) !== n) differ.push(n);
}
let refusal = null;
try {
  numbering.backRank(960);
} catch (error) {
  refusal = { code: error.code, isMainClass: error instanceof main.Chess960Error, sameClass: numbering.Chess960Error === main.Chess960Error };
}
report({
  rank518: numbering.backRank(518),
  rank518de: numbering.backRank(518, { letters: 'de' }),
  mirror518: numbering.mirror(518),
  mirror534: numbering.mirror(534),
  oneBased0: numbering.toOneBased(0),
  zeroBased960: numbering.fromOneBased(960),
  count: numbering.POSITION_COUNT,
  differ,
  refusal,
});`;

// Checks one run of NUMBERING_CHECKS.
function assertNumbering(result) {
  assert.equal(result.rank518, 'RNBQKBNR');
  assert.equal(result.rank518de, 'TSLDKLST');
  assert.equal(result.mirror518, 534);
  assert.equal(result.mirror534, 518);
  assert.equal(result.oneBased0, 960);
  assert.equal(result.zeroBased960, 0);
  assert.equal(result.count, 960);
  assert.deepEqual(result.differ, [], 'numbers whose back rank differs from startPosition(n).backRank');
  assert.equal(result.refusal?.code, 'ERR_NUMBER_RANGE');
  assert.equal(result.refusal.sameClass, true, 'chess960/numbering exports the main entry Chess960Error');
  assert.equal(result.refusal.isMainClass, true, 'a numbering refusal is instanceof the main entry Chess960Error');
}

test('import "chess960/numbering": 518, its mirror 534, all 960 back ranks as the main entry has them', async () => {
  const source = `${REPORT}
const main = await import('chess960');
const numbering = await import('chess960/numbering');
${NUMBERING_CHECKS}
`;
  assertNumbering(await nodeJson(app.dir, 'numbering-import.mjs', source));
});

test('require("chess960/numbering"): the same from CommonJS', async () => {
  const source = `${REPORT}
const main = require('chess960');
const numbering = require('chess960/numbering');
(async () => {${NUMBERING_CHECKS}
})();
`;
  assertNumbering(await nodeJson(app.dir, 'numbering-require.cjs', source));
});

// A script's body: the engine (`engine`) searches 518 after 1. e4; its move is checked with `main`.
const ENGINE_CHECKS = `
const api = await main.createChess960();
const { Engine } = await engine.createChess960Engine();
const searcher = new Engine({ hashMb: 8 });
const fen = searcher.setPosition(${JSON.stringify(START_518)}, ['e2e4']);
const result = searcher.search({ depth: 5 });
const game = new api.Game(518);
game.play('e4');
let refusal = null;
try {
  searcher.setPosition('not a fen');
} catch (error) {
  refusal = { code: error.code, isMainClass: error instanceof main.Chess960Error };
}
searcher.delete();
let deleted = null;
try {
  searcher.search({ depth: 1 });
} catch (error) {
  deleted = error.code;
}
report({ fen, expected: game.fen(), bestmove: result.bestmove, legal: game.legalMoves(), refusal, deleted });`;

// Checks one run of ENGINE_CHECKS.
function assertEngine(result) {
  assert.equal(result.fen, result.expected, 'the engine reaches the position after 1. e4');
  assert.ok(result.legal.includes(result.bestmove), `bestmove ${result.bestmove} is one of Black's legal moves`);
  assert.equal(result.refusal?.code, 'ERR_FEN_FIELDS');
  assert.equal(result.refusal.isMainClass, true, 'an engine refusal is instanceof the main entry Chess960Error');
  assert.equal(result.deleted, 'ERR_ENGINE_DELETED');
}

test('import "chess960/engine": a search of 518 after 1. e4 returns a legal move', async () => {
  const source = `${REPORT}
const main = await import('chess960');
const engine = await import('chess960/engine');
${ENGINE_CHECKS}
`;
  assertEngine(await nodeJson(app.dir, 'engine-import.mjs', source));
});

test('require("chess960/engine"): the same from CommonJS', async () => {
  const source = `${REPORT}
const main = require('chess960');
const engine = require('chess960/engine');
(async () => {${ENGINE_CHECKS}
})();
`;
  assertEngine(await nodeJson(app.dir, 'engine-require.cjs', source));
});

// A script's body: checkPgn of `pgn` on a short good game and one with an illegal move.
const PGN_CHECKS = `
const checker = await pgn.createChess960Pgn();
const good = checker.checkPgn('[Event "Club"]\\n[White "A"]\\n[Black "B"]\\n\\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\\n', { fens: true });
const bad = checker.checkPgn('[Event "Club"]\\n\\n1. e4 e5\\n2. Ke3 Nc6 *\\n');
let refusal = null;
try {
  checker.checkPgn(42);
} catch (error) {
  refusal = { code: error.code, isMainClass: error instanceof main.Chess960Error };
}
report({ good: good.games, bad: bad.games, refusal });`;

// Checks one run of PGN_CHECKS.
function assertPgn(result) {
  assert.equal(result.good.length, 1);
  const [good] = result.good;
  assert.equal(good.error, undefined);
  assert.equal(good.plies, 6);
  assert.equal(good.result, '1/2-1/2');
  assert.equal(good.startNumber, 518);
  assert.equal(good.fen, 'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
  const [bad] = result.bad;
  assert.equal(bad.error?.code, 'ERR_PGN_MOVE');
  assert.equal(bad.error.line, 4, 'the line of 2. Ke3');
  assert.equal(result.refusal?.code, 'ERR_PGN_EMPTY');
  assert.equal(result.refusal.isMainClass, true, 'a PGN refusal is instanceof the main entry Chess960Error');
}

test('import "chess960/pgn": checkPgn of a short game and of one with an illegal move', async () => {
  const source = `${REPORT}
const main = await import('chess960');
const pgn = await import('chess960/pgn');
${PGN_CHECKS}
`;
  assertPgn(await nodeJson(app.dir, 'pgn-import.mjs', source));
});

test('require("chess960/pgn"): the same from CommonJS', async () => {
  const source = `${REPORT}
const main = require('chess960');
const pgn = require('chess960/pgn');
(async () => {${PGN_CHECKS}
})();
`;
  assertPgn(await nodeJson(app.dir, 'pgn-require.cjs', source));
});

// A script's body: a die draw of \`draw\` step by step, the whole list at once, a method's exact
// chances, and a refused value.
const DRAW_CHECKS = `
const draws = await draw.createChess960Draw();
const machine = draws.startDraw('die');
const steps = [];
for (const roll of [2, 3, 3, 2, 3]) {
  steps.push(machine.next().step);
  machine.give(roll);
}
const drawn = machine.result();
machine.delete();
const chances = draws.drawDistribution('die');
let refusal = null;
try {
  draws.startDraw('dice');
} catch (error) {
  refusal = { code: error.code, isMainClass: error instanceof main.Chess960Error };
}
report({ steps, drawn: { number: drawn.number, fen: drawn.fen }, byDie: draws.drawByDie([2, 3, 3, 2, 3]).number,
  chances: chances.length, first: chances[0], methods: draws.drawMethods().map((m) => m.id), refusal });`;

// Checks one run of DRAW_CHECKS: Bodlaender's five rolls 2 3 3 2 3 give 518, each number a 960th.
function assertDraw(result) {
  assert.deepEqual(result.steps, ['dark-bishop', 'light-bishop', 'queen', 'first-knight', 'second-knight']);
  assert.deepEqual(result.drawn, { number: 518, fen: START_518 });
  assert.equal(result.byDie, 518);
  assert.equal(result.chances, 960);
  assert.deepEqual(result.first, { num: 1, den: 960 });
  assert.ok(result.methods.includes('northam-placement') && result.methods.includes('bag'));
  assert.equal(result.refusal?.code, 'ERR_DRAW_METHOD');
  assert.equal(result.refusal.isMainClass, true, 'a draw refusal is instanceof the main entry Chess960Error');
}

test('import "chess960/draw": a die draw step by step, its chances and a refused method', async () => {
  const source = `${REPORT}
const main = await import('chess960');
const draw = await import('chess960/draw');
${DRAW_CHECKS}
`;
  assertDraw(await nodeJson(app.dir, 'draw-import.mjs', source));
});

test('require("chess960/draw"): the same from CommonJS', async () => {
  const source = `${REPORT}
const main = require('chess960');
const draw = require('chess960/draw');
(async () => {${DRAW_CHECKS}
})();
`;
  assertDraw(await nodeJson(app.dir, 'draw-require.cjs', source));
});

// A script's body: the event vector of the README (the secret of bytes 0..31, 9 rounds without
// 518), its commitment, a seeded tournament draw and a refused secret, from \`event\`.
const EVENT_CHECKS = `
const events = await event.createChess960Event();
const secret = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join('');
const rounds = events.eventRounds({ secret, rounds: 9, exclude: [518] }).map((r) => r.number);
const tournament = events.tournamentDraw({ rounds: 2, seed: 'Club 2026' }).map((r) => ({ number: r.number, fen: r.fen }));
let refusal = null;
try {
  events.eventCommitment('abc');
} catch (error) {
  refusal = { code: error.code, isMainClass: error instanceof main.Chess960Error };
}
report({ secret, rounds, commitment: events.eventCommitment(secret).commitment, tournament,
  verified: events.eventVerify({ commitment: events.eventCommitment(secret).commitment, secret }),
  mainHasNone: typeof (await main.createChess960()).tournamentDraw, refusal });`;

// Checks one run of EVENT_CHECKS against the README's vector, node's SHA-256 and the rules
// module's start positions.
async function assertEvent(result) {
  const { createHash } = await import('node:crypto');
  assert.deepEqual(result.rounds, [634, 522, 541, 761, 308, 576, 188, 317, 81]);
  assert.equal(result.commitment, createHash('sha256').update(result.secret).digest('hex'));
  assert.equal(result.verified, true);
  assert.equal(result.tournament.length, 2);
  assert.notEqual(result.tournament[0].number, result.tournament[1].number);
  for (const { fen } of result.tournament)
    assert.match(fen, /^[a-z]{8}\/p{8}\/8\/8\/8\/8\/P{8}\/[A-Z]{8} w KQkq - 0 1$/);
  assert.equal(result.mainHasNone, 'undefined', 'the main entry no longer carries the event draws');
  assert.equal(result.refusal?.code, 'ERR_EVENT_SECRET');
  assert.equal(result.refusal.isMainClass, true, 'an event refusal is instanceof the main entry Chess960Error');
}

test('import "chess960/event": the README\'s event vector, its commitment, a tournament draw', async () => {
  const source = `${REPORT}
const main = await import('chess960');
const event = await import('chess960/event');
${EVENT_CHECKS}
`;
  await assertEvent(await nodeJson(app.dir, 'event-import.mjs', source));
});

test('require("chess960/event"): the same from CommonJS', async () => {
  const source = `${REPORT}
const main = require('chess960');
const event = require('chess960/event');
(async () => {${EVENT_CHECKS}
})();
`;
  await assertEvent(await nodeJson(app.dir, 'event-require.cjs', source));
});

test('each create function starts from its own .wasm compiled, and refuses the others and non-modules', async () => {
  const source = `${REPORT}
import fs from 'node:fs';
import { createChess960 } from 'chess960';
import { createChess960Engine } from 'chess960/engine';
import { createChess960Pgn } from 'chess960/pgn';
import { createChess960Draw } from 'chess960/draw';
import { createChess960Event } from 'chess960/event';
const unhandled = [];
process.on('unhandledRejection', (error) => unhandled.push(String(error && error.message)));
const compile = (name) => WebAssembly.compile(fs.readFileSync(new URL(import.meta.resolve('chess960/' + name))));
const modules = { rules: await compile('chess960.wasm'), engine: await compile('chess960-engine.wasm'), pgn: await compile('chess960-pgn.wasm'), draw: await compile('chess960-draw.wasm'), event: await compile('chess960-event.wasm') };
const creators = { rules: createChess960, engine: createChess960Engine, pgn: createChess960Pgn, draw: createChess960Draw, event: createChess960Event };
// 'started', the refusal's code, or 'pending' when the promise has not settled after 3 s.
const outcome = (promise) =>
  Promise.race([
    promise.then(() => 'started', (error) => error.code),
    new Promise((resolve) => setTimeout(resolve, 3000, 'pending')),
  ]);
const outcomes = {};
for (const creator of Object.keys(creators)) {
  for (const module of Object.keys(modules)) {
    outcomes[creator + ' <- ' + module] = await outcome(creators[creator]({ wasmModule: modules[module] }));
  }
  outcomes[creator + ' <- bytes'] = await outcome(creators[creator]({ wasmModule: new Uint8Array(8) }));
}
const api = await createChess960({ wasmModule: modules.rules });
await new Promise((resolve) => setTimeout(resolve, 50));
report({ fen: api.startPosition(518).fen, moves: new api.Game(518).legalMoves().length, outcomes, unhandled });
`;
  const result = await nodeJson(app.dir, 'wasm-module.mjs', source);
  assert.equal(result.fen, START_518);
  assert.equal(result.moves, 20);
  const expected = {};
  for (const creator of ['rules', 'engine', 'pgn', 'draw', 'event']) {
    for (const module of ['rules', 'engine', 'pgn', 'draw', 'event']) {
      expected[`${creator} <- ${module}`] = creator === module ? 'started' : 'ERR_MODULE_DAMAGED';
    }
    expected[`${creator} <- bytes`] = 'ERR_MODULE_DAMAGED';
  }
  assert.deepEqual(result.outcomes, expected);
  assert.deepEqual(result.unhandled, [], 'no unhandled rejection inside the package');
});

test('one program that imports and requires chess960 has one Chess960Error: instanceof holds both ways', async () => {
  const source = `${REPORT}
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const esm = await import('chess960');
const cjs = require('chess960');
const esmApi = await esm.createChess960();
const cjsApi = await cjs.createChess960();
const thrown = (call) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  return null;
};
const fromEsm = thrown(() => new esmApi.Game(518).play('Ke2'));
const fromCjs = thrown(() => new cjsApi.Game(518).play('Ke2'));
const fromNumbering = thrown(() => require('chess960/numbering').backRank(960));
report({
  sameClass: esm.Chess960Error === cjs.Chess960Error,
  esmByCjs: fromEsm instanceof cjs.Chess960Error,
  cjsByEsm: fromCjs instanceof esm.Chess960Error,
  numberingByEsm: fromNumbering instanceof esm.Chess960Error,
  codes: [fromEsm.code, fromCjs.code, fromNumbering.code],
  names: [esm.Chess960Error.name, cjs.Chess960Error.name, fromCjs.name],
  keys: Object.keys(esmApi).filter((key) => key.startsWith('_')),
});
`;
  const result = await nodeJson(app.dir, 'both-forms.mjs', source);
  assert.equal(result.sameClass, true, "import's and require's Chess960Error are one class");
  assert.equal(result.esmByCjs, true, "an error of the ES entry is an instance of require's class");
  assert.equal(result.cjsByEsm, true, "an error of the CommonJS entry is an instance of import's class");
  assert.equal(result.numberingByEsm, true, 'an error of chess960/numbering too');
  assert.deepEqual(result.codes, ['ERR_MOVE_ILLEGAL', 'ERR_MOVE_ILLEGAL', 'ERR_NUMBER_RANGE']);
  assert.deepEqual(result.names, ['Chess960Error', 'Chess960Error', 'Chess960Error'], 'the class keeps its name');
  assert.deepEqual(result.keys, [], 'no diagnostic (_heapStats) among the API keys');
});

test('the page refusing WebAssembly by its Content Security Policy is ERR_MODULE_CSP, not ERR_MODULE_DAMAGED', async () => {
  const source = `${REPORT}
const { createChess960 } = await import('chess960');
// What Chromium throws under a policy without 'wasm-unsafe-eval'.
const refuse = () => {
  throw new WebAssembly.CompileError("WebAssembly.Module(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \\"script-src 'self'\\"");
};
WebAssembly.Module = function () {
  refuse();
};
WebAssembly.instantiate = async () => refuse();
WebAssembly.compile = async () => refuse();
const outcome = await createChess960().then(() => 'started', (error) => ({ code: error.code, csp: /Content Security Policy/.test(error.message) }));
report({ outcome });
`;
  const result = await nodeJson(app.dir, 'csp.mjs', source);
  assert.deepEqual(result.outcome, { code: 'ERR_MODULE_CSP', csp: true });
});

test("chess960/engine/worker in a worker without WorkerGlobalScope (as in Bun) answers a 'go'", async () => {
  const source = `${REPORT}
import { Worker } from 'node:worker_threads';
// Bun's worker: self and postMessage, no WorkerGlobalScope, no document.
const inside = \`
const { parentPort } = require('node:worker_threads');
globalThis.self = globalThis;
globalThis.postMessage = (data) => parentPort.postMessage(data);
parentPort.on('message', (data) => {
  if (typeof self.onmessage === 'function') self.onmessage({ data });
});
import(\${JSON.stringify(import.meta.resolve('chess960/engine/worker'))}).then(() =>
  parentPort.postMessage({ type: 'loaded', listens: typeof self.onmessage === 'function' }),
);
\`;
const worker = new Worker(inside, { eval: true });
const seen = [];
const result = await new Promise((resolve, reject) => {
  worker.on('error', reject);
  worker.on('message', (message) => {
    seen.push(message.type);
    if (message.type === 'loaded' && !message.listens) resolve({ listens: false });
    else if (message.type === 'loaded') worker.postMessage({ type: 'go', id: 7, fen: ${JSON.stringify(START_518)}, depth: 2 });
    else if (message.type === 'bestmove' || message.type === 'error') resolve({ listens: true, answer: message });
  });
});
await worker.terminate();
report({ ...result, ready: seen.includes('ready') });
`;
  const result = await nodeJson(app.dir, 'bun-like-worker.mjs', source);
  assert.equal(result.listens, true, 'the worker module listens for messages');
  assert.equal(result.ready, true, "it posts 'ready'");
  assert.equal(result.answer.type, 'bestmove');
  assert.equal(result.answer.id, 7);
  assert.match(result.answer.uci, /^[a-h][1-8][a-h][1-8]$/);
});

test('starting every node entry, by import and by require, adds no process listener', async () => {
  const body = (load) => `
const before = process.eventNames().map((name) => name + ':' + process.listenerCount(name));
const [main, engine, pgn, draw, event, numbering] = await Promise.all(['chess960', 'chess960/engine', 'chess960/pgn', 'chess960/draw', 'chess960/event', 'chess960/numbering'].map(${load}));
await Promise.all([main.createChess960(), engine.createChess960Engine(), pgn.createChess960Pgn(), draw.createChess960Draw(), event.createChess960Event()]);
numbering.backRank(518);
report({ before, after: process.eventNames().map((name) => name + ':' + process.listenerCount(name)) });`;
  const esm = await nodeJson(app.dir, 'listeners.mjs', `${REPORT}\n${body('(name) => import(name)')}\n`);
  const cjs = await nodeJson(
    app.dir,
    'listeners.cjs',
    `${REPORT}\n(async () => {${body('async (name) => require(name)')}\n})();\n`,
  );
  assert.deepEqual(esm.after, esm.before);
  assert.deepEqual(cjs.after, cjs.before);
});

test('require.resolve finds chess960/chess960.wasm for a CommonJS user', async () => {
  const source = `${REPORT}
const fs = require('node:fs');
const { createChess960 } = require('chess960');
const file = require.resolve('chess960/chess960.wasm');
WebAssembly.compile(fs.readFileSync(file))
  .then((wasmModule) => createChess960({ wasmModule }))
  .then((api) => report({ fen: api.startPosition(518).fen }));
`;
  assert.deepEqual(await nodeJson(app.dir, 'wasm-resolve.cjs', source), { fen: START_518 });
});

test('Symbol.dispose (what `using` calls) frees a game; a clone is independent of its game', async () => {
  const source = `${REPORT}
import { createChess960 } from 'chess960';
const api = await createChess960();
const code = (call) => { try { call(); return 'no error'; } catch (error) { return error.code; } };
const game = new api.Game(518);
game.play('e4');
const clone = game.clone();
clone.play('e5');
const histories = [game.history(), clone.history()];
game[Symbol.dispose]();
const afterDispose = { deleted: game.isDeleted(), fen: code(() => game.fen()), play: code(() => game.play('e5')) };
const cloneAfter = clone.history();
let usingSyntax = 'unsupported';
try {
  const freed = new Function('api', '{ using g = new api.Game(518); g.play("d4"); return g; }')(api);
  usingSyntax = code(() => freed.fen());
} catch (error) {
  if (!(error instanceof SyntaxError)) throw error;
}
report({ histories, afterDispose, cloneAfter, usingSyntax, secondDispose: code(() => game[Symbol.dispose]()) });
`;
  const result = await nodeJson(app.dir, 'dispose.mjs', source);
  assert.deepEqual(result.histories, [['e4'], ['e4', 'e5']]);
  assert.deepEqual(result.afterDispose, { deleted: true, fen: 'ERR_GAME_DELETED', play: 'ERR_GAME_DELETED' });
  assert.deepEqual(result.cloneAfter, ['e4', 'e5'], 'the clone lives on after its game is freed');
  assert.equal(result.secondDispose, 'no error', 'a second dispose does nothing');
  // Node versions with the `using` statement free the game at the block's end.
  assert.ok(['unsupported', 'ERR_GAME_DELETED'].includes(result.usingSyntax), result.usingSyntax);
});

test('the installed bin: chess960 position 518 prints its FEN, chess960 number RNBQKBNR prints 518', async () => {
  const bin = path.join(app.dir, 'node_modules', '.bin', 'chess960');
  const position = await promisify(execFile)(bin, ['position', '518'], { cwd: app.dir, env: childEnv() });
  assert.ok(position.stdout.includes(START_518), position.stdout);
  const number = await promisify(execFile)(bin, ['number', 'RNBQKBNR', '--json'], { cwd: app.dir, env: childEnv() });
  assert.equal(JSON.parse(number.stdout).number, 518);
});

// Every path of an exports value: a string or the leaves of a conditions object.
function exportTargets(value) {
  return typeof value === 'string' ? [value] : Object.values(value).flatMap(exportTargets);
}

test("the package's files: every exports, main, types and bin target exists, nothing else ships", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(app.pkgDir, 'package.json'), 'utf8'));
  const targets = [
    ...Object.values(manifest.exports).flatMap(exportTargets),
    manifest.main,
    manifest.module,
    manifest.types,
    ...Object.values(manifest.bin),
    ...manifest.sideEffects,
  ].map((target) => path.posix.normalize(target));
  const files = listFiles(app.pkgDir);
  const missing = targets.filter((target) => !files.includes(target));
  assert.deepEqual(missing, [], 'targets package.json names that the package lacks');
  const documents = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
  const cliParts = files.filter((file) => file.startsWith('bin/') && file.endsWith('.cjs'));
  // The files the entries import themselves (the shared error class).
  const imported = targets
    .filter((target) => /\.c?js$/.test(target) && files.includes(target))
    .flatMap((target) => {
      const text = fs.readFileSync(path.join(app.pkgDir, target), 'utf8');
      return [...text.matchAll(/(?:from\s*|require\(|import\s*)["']\.\/([\w.-]+)["']/g)].map((m) => m[1]);
    });
  // A nested subpath's file for resolvers without `exports` (engine/worker.js and .d.ts).
  const fallbacks = Object.keys(manifest.exports)
    .filter((key) => key.slice(2).includes('/'))
    .flatMap((key) => [`${key.slice(2)}.js`, `${key.slice(2)}.d.ts`]);
  const unnamed = files.filter(
    (file) =>
      !targets.includes(file) &&
      !documents.includes(file) &&
      !cliParts.includes(file) &&
      !imported.includes(file) &&
      !fallbacks.includes(file),
  );
  assert.deepEqual(unnamed, [], 'files no entry of package.json reaches (e.g. a file of the site)');
  assert.ok(!files.includes('chess960-engine-worker.js'), "the site's classic engine worker stays out");
});

test("the package's library code names no file system, path, __dirname or process handler", () => {
  const forbidden = /require\(\s*["'](?:node:)?(?:fs|path)["']\s*\)|__dirname|__filename|process\.on\s*\(/g;
  const found = [];
  for (const file of listFiles(app.pkgDir).filter((f) => /\.(?:c?js)$/.test(f) && !f.startsWith('bin/'))) {
    const text = fs.readFileSync(path.join(app.pkgDir, file), 'utf8');
    for (const match of text.matchAll(forbidden)) found.push(`${file}: ${match[0]}`);
  }
  assert.deepEqual(found, []);
});
