// The package's declarations as a TypeScript user meets them: tsc --strict (the project's
// TypeScript, the package's own .d.ts checked too) over files that use every entry, once with
// node16 resolution (an .mts importing and a .cts requiring, then run by node) and once with
// bundler resolution (a page and a worker, with the widget's element). Each `@ts-expect-error`
// line must stay an error: where it stops being one, tsc fails (TS2578).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { START_518, childEnv, nodeJson, repoRoot, useApp } from './consumer.mjs';

const app = useApp();
const TSC = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const LIB = ['es2022', 'esnext.disposable', 'dom'];

// The node16 project's ES module: every entry by import, run after compiling.
const USE_MTS = `import createDefault, { createChess960, Chess960Error } from 'chess960';
import type { Chess960Api, Destinations, ErrorCode, Game, Letters, PieceLetter, Square, UciMove } from 'chess960';
import { backRank, mirror, positionNumber, POSITION_COUNT } from 'chess960/numbering';
import { createChess960Engine } from 'chess960/engine';
import type { SearchResult } from 'chess960/engine';
import { createChess960Pgn } from 'chess960/pgn';
import type { CheckedGame } from 'chess960/pgn';
import { createChess960Draw } from 'chess960/draw';
import type { Chess960DrawApi, DrawStepId } from 'chess960/draw';
import type { EngineMessage, EngineRequest } from 'chess960/engine/worker';

const api: Chess960Api = await createChess960();
const fen: string = api.startPosition(518).fen;

// Frees the game it made at the block's end (using).
function playedAndFreed(): { moves: number; e1: PieceLetter | undefined; e2: Square[] | undefined; freed: Game } {
  using game = new api.Game(518);
  const moves: UciMove[] = game.legalMoves();
  const dests: Destinations = game.dests();
  const e1: PieceLetter | undefined = game.view({ letters: 'de' }).pieces.e1;
  return { moves: moves.length, e1, e2: dests.e2, freed: game };
}

// Returns the code and fields of a refused move, read through the class's types.
function refusal(game: Game): { code: ErrorCode; line: number | null; candidates: string[] } | null {
  try {
    game.play('Ke2');
  } catch (error) {
    if (error instanceof Chess960Error) {
      return { code: error.code, line: error.line ?? null, candidates: error.candidates ?? [] };
    }
  }
  return null;
}

// Returns the steps of Bodlaender's die draw 2 3 3 2 3 and its number; frees the draw (using).
function dieDraw(draws: Chess960DrawApi): { steps: DrawStepId[]; number: number } {
  using draw = draws.startDraw('die');
  const steps: DrawStepId[] = [];
  for (const roll of [2, 3, 3, 2, 3]) {
    steps.push(draw.next().step);
    draw.give(roll);
  }
  return { steps, number: draw.result().number };
}

// What a user must not be able to write (never called).
export function refusedByTypes(game: Game, letters: Letters, draws: Chess960DrawApi): void {
  // @ts-expect-error: a draw value is a number or text
  draws.startDraw('die').give({ face: 2 });
  // @ts-expect-error: 'z9' is no square
  game.movesBetween('z9', 'e4');
  // @ts-expect-error: no letter set 'xx'
  game.view({ letters: 'xx' });
  // @ts-expect-error: a misspelt method
  game.plya('e4');
  // @ts-expect-error: fen() is text
  const count: number = game.fen();
  // @ts-expect-error: a start is a number or a FEN
  new api.Game({});
  // @ts-expect-error: the compiled module is a WebAssembly.Module
  void createChess960({ wasmModule: 5 });
  // @ts-expect-error: no such error code
  const code: ErrorCode = 'ERR_NOPE';
  // @ts-expect-error: no letter set 'xx' for the numbering either
  backRank(518, { letters: 'xx' });
  // @ts-expect-error: no message type 'gogo'
  const request: EngineRequest = { type: 'gogo', id: 1, fen };
  void [count, code, request, letters];
}

// Returns the move of a bestmove message, or null.
function bestmoveOf(message: EngineMessage): UciMove | null {
  return message.type === 'bestmove' ? message.uci : null;
}

const { played, freedCode } = (() => {
  const result = playedAndFreed();
  try {
    result.freed.fen();
    return { played: result, freedCode: 'not freed' };
  } catch (error) {
    return { played: result, freedCode: error instanceof Chess960Error ? error.code : 'other error' };
  }
})();
const game = new api.Game(fen);
const engineApi = await createChess960Engine();
const engine = new engineApi.Engine({ hashMb: 8 });
engine.setPosition(fen, ['e2e4']);
const search: SearchResult = engine.search({ depth: 3 });
engine.delete();
const checker = await createChess960Pgn();
const games: CheckedGame[] = checker.checkPgn('1. e4 e5 2. Nf3 *').games;
const request: EngineRequest = { type: 'go', id: 1, fen, moves: ['e2e4'], level: 10, movetime: 500 };
const draws = await createChess960Draw();
console.log(
  JSON.stringify({
    fen,
    moves: played.moves,
    e1: played.e1,
    e2: played.e2,
    freedCode,
    refusal: refusal(game),
    defaultIsCreate: createDefault === createChess960,
    numbering: [backRank(518), mirror(518), positionNumber('RNBQKBNR'), POSITION_COUNT],
    bestmove: search.bestmove,
    pgnPlies: games[0].plies,
    draw: dieDraw(draws),
    message: bestmoveOf({ type: 'bestmove', id: request.id, uci: 'e7e5', ponder: '' }),
  }),
);
`;

// The node16 project's CommonJS module: the entries by require (import = require and a default import).
const USE_CTS = `import chess960 = require('chess960');
import numbering = require('chess960/numbering');
import engineEntry = require('chess960/engine');
import pgnEntry = require('chess960/pgn');
import drawEntry = require('chess960/draw');
import createDefault from 'chess960';
import type { Game, Square } from 'chess960';

// Reports what the CommonJS entries give.
async function main(): Promise<void> {
  const api = await chess960.createChess960();
  const viaDefault = await createDefault();
  const game: Game = new api.Game(518);
  const targets: Square[] = game.dests().g1 ?? [];
  let code: chess960.ErrorCode | null = null;
  try {
    game.play('Ke2');
  } catch (error) {
    if (error instanceof chess960.Chess960Error) code = error.code;
  }
  const engineApi = await engineEntry.createChess960Engine();
  const checker = await pgnEntry.createChess960Pgn();
  const draws: drawEntry.Chess960DrawApi = await drawEntry.createChess960Draw();
  console.log(
    JSON.stringify({
      fen: api.startPosition(518).fen,
      moves: game.legalMoves().length,
      viaDefault: viaDefault.startPosition(518).fen,
      g1: targets,
      code,
      rank: numbering.backRank(518),
      level: engineApi.level(10).level,
      pgnGames: checker.checkPgn('1. e4 *').games.length,
      drawByDie: draws.drawByDie([2, 3, 3, 2, 3]).number,
    }),
  );
}

// What a user must not be able to write (never called).
export function refusedByTypes(game: Game): void {
  // @ts-expect-error: 'z9' is no square
  game.movesBetween('e2', 'z9');
  // @ts-expect-error: the compiled module is a WebAssembly.Module
  void chess960.createChess960({ wasmModule: 'chess960.wasm' });
  // @ts-expect-error: numbers are counted from 0 or 1, nothing else
  numbering.mirror(518, { oneBased: 'yes' });
}

void main();
`;

// The bundler project's page: the main entry, the widget's element and the worker's messages.
const PAGE_TS = `import { createChess960 } from 'chess960';
import 'chess960/widget';
import type { Chess960ChangeDetail, Chess960PositionElement } from 'chess960/widget';
import type { EngineMessage, EngineRequest } from 'chess960/engine/worker';
import type { Square, UciMove } from 'chess960';

const api = await createChess960();
using game = new api.Game(518);
const pieces = game.view().pieces;
const squares: Square[] = Object.keys(pieces) as Square[];
const element = document.createElement('chess960-position');
const typed: Chess960PositionElement = element;
typed.number = 518;
const shown: string | null = typed.fen;
element.addEventListener('chess960-change', (event) => {
  const detail: Chess960ChangeDetail = event.detail;
  document.title = String(detail.number) + detail.fen;
});
document.body.append(element);
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = (event: MessageEvent<EngineMessage>) => {
  const message = event.data;
  if (message.type === 'bestmove') {
    const uci: UciMove = message.uci;
    document.title = uci;
  } else if (message.type === 'error') {
    document.title = message.code;
  }
};
const go: EngineRequest = { type: 'go', id: 'first', fen: game.fen(), moves: ['e2e4'], level: 3 };
worker.postMessage(go);
const stop: EngineRequest = { type: 'stop' };
worker.postMessage(stop);
// @ts-expect-error: no message type 'gogo'
const wrong: EngineRequest = { type: 'gogo' };
// @ts-expect-error: the element's number is a number
typed.number = '518';
// @ts-expect-error: a view's pieces are keyed by square
const offBoard = pieces.i9;
// @ts-expect-error: a bestmove message has no score
const score = ({} as Extract<EngineMessage, { type: 'bestmove' }>).score;
void [squares, shown, wrong, offBoard, score];
`;

// The bundler project's worker file.
const WORKER_TS = `import 'chess960/engine/worker';
import { createChess960Engine, createEngineHost } from 'chess960/engine';

const post = (message: import('chess960/engine/worker').EngineMessage): void => void message;
export const handle = createEngineHost(createChess960Engine, post);
// @ts-expect-error: the host takes the engine's create function
createEngineHost(() => 518, post);
`;

// Writes a tsconfig for `files` with these module settings; returns its name.
function writeProject(name, settings, files) {
  const compilerOptions = { strict: true, target: 'es2022', lib: LIB, types: [], skipLibCheck: false, ...settings };
  fs.writeFileSync(path.join(app.dir, name), JSON.stringify({ compilerOptions, files }, null, 2));
  return name;
}

// Returns tsc's report with each line it names and the next (an unused @ts-expect-error: its reason and case).
function withSource(report) {
  return report.replace(/^(ts\/[\w.]+)\((\d+),\d+\): .*$/gm, (line, file, row) => {
    const source = fs.readFileSync(path.join(app.dir, file), 'utf8').split('\n');
    return `${line}\n    ${source[row - 1]?.trim()}\n    ${source[row]?.trim()}`;
  });
}

// Runs tsc -p on a project in the app; fails with tsc's output when it finds an error.
async function tsc(project) {
  let failure;
  try {
    await promisify(execFile)(process.execPath, [TSC, '-p', project], { cwd: app.dir, env: childEnv() });
    return;
  } catch (error) {
    failure = error;
  }
  assert.fail(`tsc -p ${project} failed (exit ${failure.code}):\n${withSource(failure.stdout)}${failure.stderr}`);
}

// Writes the sources into the app's ts/ folder.
function writeSources(sources) {
  fs.mkdirSync(path.join(app.dir, 'ts'), { recursive: true });
  for (const [file, text] of Object.entries(sources)) fs.writeFileSync(path.join(app.dir, 'ts', file), text);
}

let node16Build;
// Compiles the node16 project once (tsc emits out/ even when it reports errors); resolves to tsc's failure or null.
function buildNode16() {
  node16Build ??= (async () => {
    writeSources({ 'use.mts': USE_MTS, 'use.cts': USE_CTS });
    const project = writeProject(
      'tsconfig.node16.json',
      { module: 'node16', moduleResolution: 'node16', outDir: 'out' },
      ['ts/use.mts', 'ts/use.cts'],
    );
    return tsc(project).then(
      () => null,
      (error) => error,
    );
  })();
  return node16Build;
}

test('tsc --strict, module node16: an .mts importing and a .cts requiring every entry, @ts-expect-error cases', async () => {
  const failure = await buildNode16();
  if (failure) throw failure;
});

test('the compiled .mts runs: 518, 20 moves, `using` frees the game, a typed refusal, every entry', async () => {
  await buildNode16();
  const result = await nodeJson(app.dir, 'out/use.mjs');
  assert.equal(result.fen, START_518);
  assert.equal(result.moves, 20);
  assert.equal(result.e1, 'K');
  assert.deepEqual(result.e2.sort(), ['e3', 'e4']);
  assert.equal(result.freedCode, 'ERR_GAME_DELETED', 'the game is freed at the end of its using block');
  assert.deepEqual(result.refusal, { code: 'ERR_MOVE_ILLEGAL', line: null, candidates: [] });
  assert.equal(result.defaultIsCreate, true);
  assert.deepEqual(result.numbering, ['RNBQKBNR', 534, 518, 960]);
  assert.match(result.bestmove, /^[a-h][1-8][a-h][1-8]$/);
  assert.equal(result.pgnPlies, 3);
  assert.deepEqual(result.draw, {
    steps: ['dark-bishop', 'light-bishop', 'queen', 'first-knight', 'second-knight'],
    number: 518,
  });
  assert.equal(result.message, 'e7e5');
});

test('the compiled .cts runs: require, import = require and the default import as the types say', async () => {
  await buildNode16();
  const result = await nodeJson(app.dir, 'out/use.cjs');
  assert.equal(result.fen, START_518);
  assert.equal(result.viaDefault, START_518, 'the default import of a .cts reaches createChess960');
  assert.equal(result.moves, 20);
  assert.deepEqual(result.g1.sort(), ['f3', 'h3']);
  assert.equal(result.code, 'ERR_MOVE_ILLEGAL');
  assert.equal(result.rank, 'RNBQKBNR');
  assert.equal(result.level, 10);
  assert.equal(result.pgnGames, 1);
  assert.equal(result.drawByDie, 518);
});

test('tsc --strict, moduleResolution node10 (no exports): chess960/engine/worker and its message types resolve', async () => {
  writeSources({
    'node10.ts': `import 'chess960/engine/worker';
import type { EngineMessage } from 'chess960/engine/worker';
import { createChess960 } from 'chess960';

export const ready: EngineMessage = { type: 'ready' };
export const failed: EngineMessage = { type: 'error', code: 'ERR_ENGINE_FAILED', message: 'no module', fatal: true };
export const start = createChess960;
`,
  });
  const project = writeProject(
    'tsconfig.node10.json',
    { module: 'commonjs', moduleResolution: 'node10', noEmit: true },
    ['ts/node10.ts'],
  );
  await tsc(project);
});

test('tsc --strict, module esnext + moduleResolution bundler: a page with the widget and a worker', async () => {
  writeSources({ 'page.ts': PAGE_TS, 'worker.ts': WORKER_TS });
  const project = writeProject(
    'tsconfig.bundler.json',
    { module: 'esnext', moduleResolution: 'bundler', noEmit: true },
    ['ts/page.ts', 'ts/worker.ts'],
  );
  await tsc(project);
});
