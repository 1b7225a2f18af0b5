// One catalogue of error codes: every code raised by the core, the bindings or the JS wrapper is
// in the catalogue (core/error_codes.h, or the wrapper's WRAPPER_ERRORS), documented in
// package/types/index.d.ts and translated in German and English (web/lang/de/errors.json, web/lang/en/errors.json); no catalogued
// code is dead. Then the codes the catalogue unified, as the built module raises them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadApi, loadDrawApi, loadEventApi, root } from './load.mjs';

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

// Returns the files under a folder of the repository whose names end in one of the extensions.
function filesUnder(folder, extensions) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(relative, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext))) out.push(relative);
  }
  return out;
}

// The catalogue: enum name → code, from the X-macro list.
const catalogue = new Map(
  [...read('core/error_codes.h').matchAll(/X\((\w+),\s*"(ERR_\w+)"\)/g)].map((m) => [m[1], m[2]]),
);
const coreCodes = new Set(catalogue.values());
// The wrapper's own codes: key → code.
const wrapperBlock = read('wasm/js/errors.js').match(/const WRAPPER_ERRORS = \{([\s\S]*?)\};/)[1];
const wrapper = new Map([...wrapperBlock.matchAll(/(\w+): '(ERR_\w+)'/g)].map((m) => [m[1], m[2]]));
const allCodes = new Set([...coreCodes, ...wrapper.values()]);

const cppFiles = [...filesUnder('core', ['.h', '.cpp']), ...filesUnder('wasm', ['.h', '.cpp'])].filter(
  (f) => !f.endsWith('error_codes.h') && !f.endsWith(path.join('core', 'error.h')) && !f.endsWith('error.cpp'),
);
const jsFiles = ['wasm/js', 'wasm/loader', 'wasm/engine', 'wasm/pgn', 'wasm/numbering'].flatMap((folder) =>
  filesUnder(folder, ['.js']),
);

test('the catalogue holds each code once, with names in the ERR_ form', () => {
  const codes = [...catalogue.values(), ...wrapper.values()];
  assert.ok(catalogue.size >= 40, `only ${catalogue.size} core codes read`);
  assert.equal(new Set(codes).size, codes.length, 'a code is listed twice');
  for (const code of codes) assert.match(code, /^ERR_[A-Z0-9_]+$/);
});

test('every code raised in C++ is an ErrorCode of the catalogue, and none is a bare string', () => {
  for (const file of cppFiles) {
    const text = read(file);
    for (const m of text.matchAll(/ErrorCode::(\w+)/g)) assert.ok(catalogue.has(m[1]), `${file}: ErrorCode::${m[1]}`);
    assert.doesNotMatch(text, /"ERR_[A-Z_]+"/, `${file} names a code as a string`);
  }
});

test('every code the JS wrapper raises is catalogued', () => {
  for (const file of jsFiles) {
    for (const m of read(file).matchAll(/'(ERR_[A-Z0-9_]+)'/g)) assert.ok(allCodes.has(m[1]), `${file}: ${m[1]}`);
    for (const m of read(file).matchAll(/WRAPPER_ERRORS\.(\w+)/g))
      assert.ok(wrapper.has(m[1]), `${file}: WRAPPER_ERRORS.${m[1]}`);
  }
});

test('no catalogued code is dead: each is raised somewhere', () => {
  const cpp = cppFiles.map(read).join('\n');
  const js = jsFiles.map(read).join('\n');
  for (const [name, code] of catalogue) {
    assert.ok(cpp.includes(`ErrorCode::${name}`) || js.includes(`'${code}'`), `${code} is never raised`);
  }
  for (const [key, code] of wrapper) assert.ok(js.includes(`WRAPPER_ERRORS.${key}`), `${code} is never raised`);
});

test('package/types/index.d.ts documents exactly the catalogued codes, each with a comment', () => {
  const dts = read('package/types/index.d.ts');
  const union = dts.match(/export type ErrorCode =([\s\S]*?);\n/)[1];
  const documented = [...union.matchAll(/\/\*\*([^*]|\*(?!\/))+\*\/\s*\|\s*'(ERR_\w+)'/g)].map((m) => m[2]);
  const listed = [...union.matchAll(/'(ERR_\w+)'/g)].map((m) => m[1]);
  assert.deepEqual([...listed].sort(), [...allCodes].sort());
  assert.deepEqual([...documented].sort(), [...listed].sort(), 'a code in the d.ts has no comment');
});

test('every code has a German and an English text for the pages', async () => {
  const table = async (lang) =>
    Object.fromEntries(
      Object.entries(JSON.parse(fs.readFileSync(path.join(root, 'web', 'lang', lang, 'errors.json'), 'utf8'))).map(
        ([key, entry]) => [key, entry.message],
      ),
    );
  const texts = { de: await table('de'), en: await table('en') };
  for (const lang of ['de', 'en']) {
    assert.deepEqual(Object.keys(texts[lang]).sort(), [...allCodes].sort(), `${lang} texts`);
    for (const [code, text] of Object.entries(texts[lang])) assert.ok(text.trim().length > 10, `${lang} ${code}`);
  }
  for (const code of allCodes) assert.notEqual(texts.de[code], texts.en[code], `${code} is not translated`);
});

const api = await loadApi();
const events = await loadEventApi();
const draws = await loadDrawApi();

test('text that is too long is ERR_INPUT_TOO_LONG from every function that reads text (PGN has its own limit)', () => {
  const long = '1'.repeat(100001);
  const calls = {
    startPosition: () => api.startPosition(long),
    positionNumber: () => api.positionNumber(long),
    Game: () => new api.Game(long),
    play: () => new api.Game().play(long),
    perft: () => api.perft(long, 1),
    randomPosition: () => api.randomPosition({ seed: long }),
    startDraw: () => draws.startDraw(long),
  };
  for (const [name, call] of Object.entries(calls)) {
    assert.throws(call, { code: 'ERR_INPUT_TOO_LONG', message: /100000/ }, name);
  }
  // PGN texts are read to the core's 256 MiB limit: this one is a game with a bad token.
  assert.throws(() => api.readPgn(long), { code: 'ERR_PGN_SYNTAX', line: 1 });
});

test('a start FEN with castling "-" is not a start position: it has no castling rights', () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';
  assert.throws(() => api.positionNumber(fen), { code: 'ERR_NOT_START_POSITION', message: /no castling rights/ });
});

test("start-FEN syntax errors carry the FEN reader's codes, the same as new Game(fen)", () => {
  const board = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
  const cases = {
    ERR_FEN_BOARD: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1',
    ERR_FEN_TURN: `${board} x KQkq - 0 1`,
    ERR_FEN_CASTLING: `${board} w KQ+q - 0 1`,
    ERR_FEN_EP: `${board} w KQkq z9 0 1`,
    ERR_FEN_CLOCK: `${board} w KQkq - a 1`,
  };
  for (const [code, fen] of Object.entries(cases)) {
    assert.throws(() => api.positionNumber(fen), { code }, fen);
    assert.throws(() => new api.Game(fen), { code }, fen);
  }
});

test('a seed whose draw is impossible and a seed of the wrong type share ERR_SEED', () => {
  assert.throws(() => api.randomPosition({ seed: {} }), { code: 'ERR_SEED' });
  assert.throws(() => events.tournamentDraw({ rounds: 3, seed: '' }), { code: 'ERR_SEED' });
});
