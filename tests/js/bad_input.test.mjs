// Bad input everywhere: every public entry point of dist/chess960.js (api.* functions, Game
// methods, api.readPgn), of dist/chess960-draw.js (the draw machines) and the CLI bin/chess960.cjs get the same table of
// malformed inputs (empty, white space, 100 kB strings, NUL bytes, full-width and other
// look-alikes, en dashes, markup, numbers out of range or not whole, wrong types, deeply nested
// PGN variations, moves after the result). Each call must throw an Error with a coded
// `.code` (/^ERR_[A-Z_]+$/) and a readable message, the module must stay usable, and the game
// or draw the call was made on must not change. The browser side (URL parameters, widget
// attributes) is in tests/e2e/security.test.mjs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { loadApi, loadDrawApi, loadEventApi, root } from './load.mjs';

const api = await loadApi();
const events = await loadEventApi();
const draws = await loadDrawApi();

// ---- the malformed values ------------------------------------------------------------------
const KB100 = 'x'.repeat(100_000);
const TOO_LONG = 'e'.repeat(100_001);
const NESTED_OPEN = '1. e4 ' + '('.repeat(5000) + 'd4 ';
const NESTED_CLOSE_ONLY = '1. e4 e5 ' + ')'.repeat(5000) + ' *';

// Text that is no move, number, back rank, FEN, PGN game, draw method or draw value anywhere.
const BAD_TEXT = [
  // empty and white space
  '',
  ' ',
  '    ',
  '\t',
  '\n',
  '\r\n',
  ' \t\n ',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\ufeff',
  // NUL and control bytes
  '\0',
  '\0\0\0',
  'e4\0',
  '\0e4',
  '518\0',
  'RNBQKBNR\0',
  'Nf3\u0007',
  '\u001b[31m',
  // very long
  KB100,
  TOO_LONG,
  'e4 '.repeat(34_000),
  '9'.repeat(100_000),
  '/'.repeat(100_000),
  // non-ASCII look-alikes: full-width, Cyrillic, Greek, dashes, other digits, combining marks
  '５１８',
  'ｅ４',
  'Ｎｆ３',
  'ＲＮＢＱＫＢＮＲ',
  'Ｏ－Ｏ',
  '\u041e-\u041e',
  '\u04354',
  '\u039df3',
  'O\u2013O',
  'O\u2014O',
  '0\u20130\u20130',
  'e2\u2013e4',
  '\u22121',
  '\u0665\u0661\u0668',
  '518\u200b',
  '\u202e518',
  'e4\u0301',
  '\ud800',
  '\udfff518',
  '😀',
  '♔♕♖',
  '\ud835\udc0df3',
  'ＴＳＬＤＫＬＳＴ',
  // numbers written badly
  '-1',
  '960x',
  '961',
  '1.5',
  '5 18',
  '1e3',
  '0x10',
  '0b1',
  'NaN',
  'Infinity',
  '-Infinity',
  '+5',
  '99999999999999999999',
  '1,5',
  '5.',
  '.5',
  '١',
  // near misses of moves and squares
  'e9',
  'i1',
  'a0',
  'e2e9',
  'e7e8k',
  'e7e8=K',
  'Kxx',
  'O-O-O-O',
  'xx',
  'Nf3Nf3',
  'P',
  'e4e4e4',
  'Z9',
  // markup, script and format-string payloads
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '"><script>alert(1)</script>',
  "'; DROP TABLE games; --",
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%s%s%n',
  '../../../etc/passwd',
  '\\x00',
  'null',
  'undefined',
  'true',
  '[object Object]',
  // names inherited from Object.prototype
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  // FEN-shaped garbage
  '8/8/8/8/8/8/8/8 w - - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'K7/8/8/8/8/8/8/7k w - - -1 1',
  'K7/8/8/8/8/8/8/7k w - - 0 1 extra',
  'K7/8/8/8/8/8/8/7k x - - 0 1',
  'K7/8/8/8/8/8/8/7k w Z - 0 1',
  'K7/8/8/8/8/8/8/7k w - e9 0 1',
  'K7/8/8/8/8/8/8/7k w - - 1234567 1',
  'kK6/8/8/8/8/8/8/8 w - - 0 1',
  'PPPPKPPP/8/8/8/8/8/8/7k w - - 0 1',
  'K7/8/8/8/8/8/8/7k w - - 0 1\0',
  // PGN-shaped garbage: deep or unbalanced nesting, broken tags, moves after the result
  NESTED_OPEN,
  NESTED_CLOSE_ONLY,
  '{'.repeat(5000),
  '[Event "x',
  '[Event "a"] [',
  '1. f3 e5 2. g4 Qh4# 0-1 3. a3',
  '1. f3 e5 2. g4 Qh4# 3. a3 0-1',
  '[Variant "Atomic"]\n1. e4 *',
  '[FEN "bad"]\n*',
  '1. e5 *',
  '1. Nf6 *',
  '1. e4 e5 2. Ke3 *',
];

// Values of the wrong type (a text-only or number-only entry point must refuse them all).
const BAD_TYPES = [
  null,
  true,
  false,
  {},
  [],
  ['e4'],
  [518],
  {
    toString() {
      return 'e4';
    },
  },
  {
    valueOf() {
      return 518;
    },
  },
  new String('e4'),
  new Number(518),
  Symbol('e4'),
  10n,
  518n,
  () => 'e4',
  new Date(0),
  /e4/,
  new Map(),
  new Uint8Array(4),
  Object.create(null),
  Promise.resolve('e4'),
];

// Numbers that are no start number, ply, depth, face or round count.
const BAD_NUMBERS = [
  -1,
  960,
  1000,
  1.5,
  0.1,
  -0.5,
  959.5,
  NaN,
  Infinity,
  -Infinity,
  1e21,
  1e300,
  2 ** 31,
  2 ** 32,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.EPSILON,
];

const ALL = [...BAD_TEXT, ...BAD_TYPES, ...BAD_NUMBERS, undefined];

// Texts with a lone UTF-16 surrogate (half of a pair): no UTF-8 text can carry them.
const LONE_SURROGATES = ['\ud800', '\udc00', 'ab\udc00cd', 'Anna\ud83d', '\ude00x', 'x\udbff', '\udc00\ud800'];

// ---- checks ----------------------------------------------------------------------------------
const show = (v) => {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…(${v.length})` : v);
  if (typeof v === 'symbol' || typeof v === 'bigint') return `${String(v)}${typeof v === 'bigint' ? 'n' : ''}`;
  if (typeof v === 'function') return 'function';
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
};

// A readable message: non-empty, at most 600 characters, no control characters but line breaks,
// well-formed UTF-16 (no lone surrogates).
function assertReadable(message, where) {
  assert.equal(typeof message, 'string', `${where}: message is not text`);
  assert.ok(message.trim().length > 0, `${where}: empty message`);
  assert.ok(message.length <= 600, `${where}: message is ${message.length} characters long`);
  assert.ok(
    !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(message),
    `${where}: control character in ${JSON.stringify(message)}`,
  );
  assert.ok(
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(message),
    `${where}: lone surrogate in ${JSON.stringify(message)}`,
  );
}

// Calls fn(value) and asserts a coded error; returns the code.
function expectCoded(fn, value, where) {
  let result;
  try {
    result = fn(value);
  } catch (e) {
    assert.ok(e instanceof Error, `${where}: threw a non-Error ${show(e)}`);
    assert.match(String(e.code), /^ERR_[A-Z_]+$/, `${where}: code ${show(e.code)} (${e.message})`);
    assertReadable(e.message, where);
    return e.code;
  }
  if (result && typeof result.delete === 'function') result.delete();
  assert.fail(`${where}: accepted, returned ${show(result)?.slice(0, 120)}`);
}

// Asserts that the module still answers normal calls.
function assertUsable(where) {
  assert.equal(api.startPosition(518).backRank, 'RNBQKBNR', `${where}: module broken`);
  assert.equal(draws.drawByDie([2, 3, 3, 2, 3]).backRank, 'RNBQKBNR', `${where}: draw module broken`);
  const g = new api.Game(0);
  try {
    assert.equal(g.play('e4'), 'e4', `${where}: module broken`);
  } finally {
    g.delete();
  }
}

const counts = {};
// Runs one entry point over `values`; `skip(value)` names values that are valid there.
function table(name, values, call, { skip = () => false, snapshot = () => null } = {}) {
  let n = 0;
  for (const value of values) {
    if (skip(value)) continue;
    const where = `${name}(${show(value)})`;
    const before = snapshot();
    expectCoded(call, value, where);
    assert.deepEqual(snapshot(), before, `${where}: state changed`);
    n++;
  }
  assertUsable(name);
  counts[name] = n;
  return n;
}

const BAD_TEXT_OR_TYPE = [...BAD_TEXT, ...BAD_TYPES];

// A game in progress (Italian opening, both sides may castle soon) that the tests must not change.
function gameUnderTest() {
  const game = new api.Game(518);
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']) game.play(m);
  return game;
}
const gameSnapshot = (game) => () => ({
  fen: game.fen(),
  shredder: game.shredderFen(),
  start: game.startFen(),
  history: game.history(),
  uci: game.historyUci(),
  status: game.status(),
  moves: game.legalMoves().length,
  rep: game.repetitionCount(),
});

// ---- the tables ------------------------------------------------------------------------------
test('numbering: startPosition, positionNumber, randomPosition', () => {
  table('api.startPosition', ALL, (v) => api.startPosition(v));
  table('api.startPosition oneBased', ALL, (v) => api.startPosition(v, { oneBased: true }), { skip: (v) => v === 960 });
  // A start FEN may be given as its board field alone (documented: any counters, any castling form).
  table('api.positionNumber', ALL, (v) => api.positionNumber(v), {
    skip: (v) => v === 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  });
  // Any Unicode text is a seed; only non-text, non-finite, over-long seeds and lone surrogates are refused.
  table(
    'api.randomPosition seed',
    [...BAD_TYPES, NaN, Infinity, -Infinity, TOO_LONG, ...LONE_SURROGATES],
    (v) => api.randomPosition({ seed: v }),
    { skip: (v) => v === null },
  );
});

test('api.Game: constructor and every method taking input', () => {
  table('new api.Game', ALL, (v) => new api.Game(v), { skip: (v) => v === undefined });
  table('api.Game()', BAD_TEXT_OR_TYPE, (v) => api.Game(v));
  const game = gameUnderTest();
  const snapshot = gameSnapshot(game);
  try {
    table('game.play', ALL, (v) => game.play(v), { snapshot });
    table('game.sanToUci', ALL, (v) => game.sanToUci(v), { snapshot });
    table('game.uciToSan', ALL, (v) => game.uciToSan(v), { snapshot });
    table('game.fenAt', [...ALL, 7, 100], (v) => game.fenAt(v), { snapshot });
    table('game.legalMovesSan letters', ALL, (v) => game.legalMovesSan({ letters: v }), {
      skip: (v) => v === undefined,
      snapshot,
    });
    table('game.history letters', ALL, (v) => game.history({ letters: v }), { skip: (v) => v === undefined, snapshot });
    // Tags: a name must be a PGN tag name, a value text or a number.
    table('game.pgn tag name', BAD_TEXT, (v) => game.pgn({ [v]: 'x' }), {
      skip: (v) => /^[A-Za-z0-9_]{1,40}$/.test(v),
      snapshot,
    });
    table('game.pgn tag value', [...BAD_TYPES, TOO_LONG], (v) => game.pgn({ White: v }), {
      skip: (v) => v === null,
      snapshot,
    });
    table(
      'game.pgn tags',
      [...BAD_TEXT, ...BAD_NUMBERS, true, false, ['e4'], [518], 10n, Symbol('t'), () => 1],
      (v) => game.pgn(v),
      { snapshot },
    );
    table('game.claimDraw (nothing to claim)', [undefined], () => game.claimDraw(), { snapshot });
  } finally {
    game.delete();
  }
});

test('api.Game: moves after the end, deleted games', () => {
  const mated = new api.Game(518);
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mated.play(m);
  const snapshot = gameSnapshot(mated);
  table('game.play after mate', ['a3', 'Kf2', 'e1f2', 'O-O', ...BAD_TEXT.slice(0, 20)], (v) => mated.play(v), {
    snapshot,
  });
  table('game.claimDraw after mate', [undefined], () => mated.claimDraw(), { snapshot });
  mated.delete();
  const methods = [
    'fen',
    'shredderFen',
    'startFen',
    'turn',
    'moveNumber',
    'legalMoves',
    'legalMovesSan',
    'dests',
    'view',
    'undo',
    'history',
    'historyUci',
    'status',
    'canClaimDraw',
    'claimDraw',
    'repetitionCount',
    'pgnTags',
    'pgn',
  ];
  table('deleted game methods', methods, (name) => mated[name]());
  table('deleted game play/fenAt/sanToUci', ['e4', 0, 'Nf3'], (v) =>
    typeof v === 'number' ? mated.fenAt(v) : v === 'e4' ? mated.play(v) : mated.sanToUci(v),
  );
  mated.delete(); // a second delete does nothing
});

test('perft and divide', () => {
  const fen = api.startPosition(518).fen;
  table('api.perft fen', ALL, (v) => api.perft(v, 1));
  table('api.perft depth', [...ALL, 8, -0.5, 99], (v) => api.perft(fen, v));
  table('api.divide fen', ALL, (v) => api.divide(v, 1));
  table('api.divide depth', [...ALL, 0, 8], (v) => api.divide(fen, v));
});

test('api.readPgn', () => {
  // Texts that are complete PGN games (a lone move number is an empty game).
  // '%…' is an escape line (skipped), '${7*7}' a NAG sign and a comment. After a result token
  // a further game may follow: '… 0-1 3. a3' is two games, and readPgn returns the first.
  const twoGames = '1. f3 e5 2. g4 Qh4# 0-1 3. a3';
  const pgnGames = new Set(['5.', '%00', '%s%s%n', '${7*7}', twoGames]);
  table('api.readPgn', ALL, (v) => api.readPgn(v), { skip: (v) => pgnGames.has(v) });
  const first = api.readPgn(twoGames);
  assert.deepEqual([first.history().length, first.status().result], [4, '0-1']);
  first.delete();
  // 5,000 nested variations, properly closed, are read (without recursion) and skipped.
  const deep = api.readPgn('1. e4 ' + '('.repeat(5000) + '1. d4 ' + ')'.repeat(5000) + ' e5 *');
  assert.deepEqual(deep.history(), ['e4', 'e5']);
  deep.delete();
  assertUsable('deep PGN');
});

test('draw machines: startDraw, give, undo, result, drawWith, drawDistribution', () => {
  table('draws.startDraw', ALL, (v) => draws.startDraw(v));
  table('draws.drawDistribution', ALL, (v) => draws.drawDistribution(v));
  table('draws.drawDistribution not random', ['northam-placement'], (v) => draws.drawDistribution(v));
  table('draws.drawWith method', ALL, (v) => draws.drawWith(v, [2, 3, 3, 2, 3]));
  table('draws.drawWith values', [...BAD_TEXT_OR_TYPE.filter((v) => !Array.isArray(v)), ...BAD_NUMBERS], (v) =>
    draws.drawWith('die', v),
  );
  table('draws.drawWith one value', ALL, (v) => draws.drawWith('die', [2, 3, v, 2, 3]));
  table('draws.drawByDie', [[], [2, 3, 3, 2], [2, 3, 3, 2, 3, 1], [7, 7, 7, 7, 7], ['a', 'b']], (v) =>
    draws.drawByDie(v),
  );
  for (const method of draws.drawMethods().map((m) => m.id)) {
    const draw = draws.startDraw(method);
    try {
      // One accepted value first, so that undo and the state are exercised mid-way.
      draw.give(draw.next().options[0]);
      const snapshot = () => ({ state: draw.state(), next: draw.next() });
      table(`draw(${method}).give`, ALL, (v) => draw.give(v), { snapshot });
      draw.undo();
      table(`draw(${method}).undo at the start`, [undefined], () => draw.undo(), { snapshot });
      table(`draw(${method}).result unfinished`, [undefined], () => draw.result(), { snapshot });
      while (!draw.done()) draw.give(draw.next().options[0]);
      table(`draw(${method}).give when finished`, ['1', 1, 'K', 'Bc1', 'left'], (v) => draw.give(v), { snapshot });
    } finally {
      draw.delete();
    }
    table(
      `draw(${method}) deleted`,
      ['next', 'give', 'undo', 'done', 'result', 'backRank', 'state', 'history'],
      (name) => draw[name](1),
    );
  }
});

test('tournament draw', () => {
  table('events.tournamentDraw options', [...BAD_TEXT, ...BAD_NUMBERS, null, undefined, true, 10n, Symbol('o')], (v) =>
    events.tournamentDraw(v),
  );
  table('events.tournamentDraw rounds', [...ALL, 0, 961], (v) => events.tournamentDraw({ rounds: v, seed: 's' }), {
    skip: (v) => v === 960,
  });
  table(
    'events.tournamentDraw exclude',
    [...ALL.filter((v) => v !== undefined && v !== null && !Array.isArray(v)), [960], [-1]],
    (v) => events.tournamentDraw({ rounds: 3, seed: 's', exclude: [v] }),
  );
  table('events.tournamentDraw seed', [...BAD_TYPES.filter((v) => v !== null), NaN, Infinity, '', TOO_LONG], (v) =>
    events.tournamentDraw({ rounds: 3, seed: v }),
  );
  table(
    'events.tournamentDraw too many',
    [
      { rounds: 960, exclude: [0] },
      { rounds: 959, exclude: [0, 1, 2] },
    ],
    (v) => events.tournamentDraw({ ...v, seed: 's' }),
  );
});

test("a lone surrogate in any text handed to the core is refused with its argument's code, never joined to the next character", () => {
  const game = new api.Game(518);
  game.play('e4');
  game.setComment(1, 'kept');
  const snapshot = () => ({ tree: game.tree(), pgn: game.pgn() });
  const before = snapshot();
  const calls = {
    ERR_PGN_COMMENT: (v) => game.setComment(1, v),
    ERR_PGN_TAG: (v) => game.pgn({ White: v, Black: 'Bert' }),
    ERR_MOVE_SYNTAX: (v) => game.play(v),
    ERR_SQUARE: (v) => game.movesBetween(v, 'e4'),
    ERR_SEED: (v) => api.randomPosition({ seed: v }),
    ERR_NUMBER_RANGE: (v) => api.startPosition(v),
    ERR_BACK_RANK: (v) => api.positionNumber(v),
    ERR_FEN_EMPTY: (v) => api.perft(v, 1),
    ERR_EVENT_SECRET: (v) => events.eventCommitment(v),
    ERR_EVENT_PUBLIC: (v) => events.eventRounds({ secret: 'a'.repeat(64), public: v, rounds: 2 }),
    ERR_DRAW_METHOD: (v) => draws.startDraw(v),
    ERR_DRAW_VALUE: (v) => draws.drawWith('die', [v]),
  };
  for (const [code, call] of Object.entries(calls)) {
    for (const bad of LONE_SURROGATES) {
      assert.throws(
        () => call(bad),
        (e) => e.code === code && /lone surrogate/.test(e.message),
        `${code} ${JSON.stringify(bad)}`,
      );
    }
  }
  assert.throws(() => events.tournamentDraw({ rounds: 3, seed: '\udc00' }), { code: 'ERR_SEED' });
  assert.deepEqual(snapshot(), before, 'the game changed');
  // The examples of the report: the comment is not "ab𐁣d", Black is not lost, the three seeds differ.
  assert.equal(game.tree().nodes[1].comment, 'kept');
  game.setComment(1, 'ab\ud800\udc00cd');
  assert.equal(game.tree().nodes[1].comment, 'ab\u{10000}cd', 'a pair is one character');
  const pair = api.randomPosition({ seed: '\ud800\udc00' }).number;
  assert.equal(pair, api.randomPosition({ seed: '\u{10000}' }).number);
  assert.match(game.pgn({ White: 'Anna\ud83d\ude00', Black: 'Bert' }), /\[White "Anna😀"\]\n\[Black "Bert"\]/);
  game.delete();
});

test('a PGN text is read as a file: a lone surrogate is U+FFFD, and both readers agree', async () => {
  const text = '[Event "a\ud800"]\n[White "b\udc00c"]\n\n1. e4 {x\udfffy} e5 *\n';
  const game = api.readPgn(text);
  assert.deepEqual(
    [game.pgnTags().Event, game.pgnTags().White, game.tree().nodes[1].comment],
    ['a\ufffd', 'b\ufffdc', 'x\ufffdy'],
  );
  assert.equal(api.readPgn(game.pgn()).pgn(), game.pgn(), 'what was read is written back exactly');
  game.delete();
  const { createRequire } = await import('node:module');
  const checker = await createRequire(import.meta.url)(path.join(root, 'dist', 'chess960-pgn.js'))();
  assert.equal(checker.checkPgn(text).games[0].error, undefined);
});

test('table size', (t) => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const entries = Object.keys(counts).length;
  t.diagnostic(`${total} bad calls over ${entries} entry points; ${ALL.length} distinct malformed values`);
  console.log(`bad input: ${total} bad calls over ${entries} entry points; ${ALL.length} distinct malformed values`);
  assert.ok(ALL.length >= 100, `only ${ALL.length} malformed values`);
});

// ---- the CLI ---------------------------------------------------------------------------------
const cli = path.join(root, 'bin', 'chess960.cjs');
function runCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

// Argument lists: each bad text in each command's input slot (argv cannot hold NUL bytes).
const CLI_TEXT = BAD_TEXT.filter(
  (v) =>
    !v.includes('\0') &&
    v.length <= 100_000 &&
    !/[\ud800-\udfff]/.test(v.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
);
const cliCases = [
  ...CLI_TEXT.map((v) => ['position', v]),
  ...CLI_TEXT.filter((_, i) => i % 2 === 0).map((v) => ['number', v]),
  ...CLI_TEXT.filter((_, i) => i % 4 === 1).map((v) => ['perft', v, '1']),
  ...['9', '-1', '1.5', 'x', '', '８'].map((v) => ['perft', '8/8/8/8/8/8/8/K6k w - - 0 1', v]),
  ...['0', '961', '1.5', 'x', '', '-3', '1e2'].map((v) => ['draw', '--rounds', v, '--seed', 's']),
  ...['961', 'abc', '-1'].map((v) => ['draw', '--rounds', '3', '--exclude', v]),
  ['position'],
  ['number'],
  ['perft'],
  ['nonsense'],
  ['position', '518', '--lang', 'xx'],
  ['--bogus'],
  ['position', '518', '--one-based', '--one-based', 'extra'],
  [KB100],
  ['random', '--seed', TOO_LONG],
];

test(`CLI: ${cliCases.length} malformed command lines exit 1 or 2 with a coded JSON error`, async () => {
  let next = 0;
  const failures = [];
  async function worker() {
    while (next < cliCases.length) {
      const args = cliCases[next++];
      const r = await runCli([...args, '--json']);
      const where = `chess960 ${args.map(show).join(' ')}`;
      try {
        assert.ok(r.code === 1 || r.code === 2, `${where}: exit code ${r.code}, stdout ${r.out.slice(0, 100)}`);
        assert.equal(r.out, '', `${where}: wrote to stdout`);
        const error = JSON.parse(r.err.trim().split('\n').pop()).error;
        assert.match(error.code, /^ERR_[A-Z_]+$/, where);
        assertReadable(error.message, where);
      } catch (e) {
        failures.push(e.message);
      }
    }
  }
  await Promise.all([worker(), worker()]);
  assert.deepEqual(failures, []);
  counts.cli = cliCases.length;
  const ok = await runCli(['position', '518', '--json']);
  assert.equal(ok.code, 0);
  assert.equal(JSON.parse(ok.out).backRank, 'RNBQKBNR');
});
