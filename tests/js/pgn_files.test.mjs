// Every real PGN file of tests/data/real read through api.readPgnDatabase and checked against
// facts that do not come from our core: the README's sha256, game and castling counts (counted
// with python-chess when the files were collected) and chessops' replay of every game with its
// own PGN parser (tests/js/real_pgn.mjs). Then each game is written with game.pgn() and read
// back with api.readPgn: moves, final position and tags must survive.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadApi } from './load.mjs';
import {
  REAL_DIR,
  chessopsReplay,
  gameLineAt,
  readReal,
  readmeFacts,
  resultToken,
  sameFen,
  splitGames,
  startNumberOf,
} from './real_pgn.mjs';

const api = await loadApi();
const FACTS = readmeFacts();
// Tags game.pgn() writes anew by design (core/game/pgn.h): SetUp "1", the start's X-FEN and
// Variant "Chess960"; the FEN is compared as a position instead.
const REWRITTEN = new Set(['SetUp', 'FEN', 'Variant']);

// Returns the .pgn files under tests/data/real, relative to it.
function pgnFilesOnDisk(dir = REAL_DIR, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pgnFilesOnDisk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.pgn') ? [prefix + entry.name] : [];
  });
}

// Returns a FEN tag value in a comparable form (the position), or the text when chessops refuses it.
function position(fen) {
  try {
    return sameFen(fen);
  } catch {
    return fen;
  }
}

const castlings = (game) => game.history().filter((san) => san.startsWith('O-O')).length;

// Returns what differs between our tags of a game and chessops' (names and values as written).
function tagProblems(ours, theirs) {
  const problems = [];
  const names = Object.keys(ours).filter((name) => name !== 'startNumber');
  if (names.sort().join() !== Object.keys(theirs).sort().join()) {
    problems.push(`tag names ${names.join()} ≠ chessops ${Object.keys(theirs).sort().join()}`);
  }
  for (const [name, value] of Object.entries(theirs)) {
    const same = name === 'FEN' ? position(ours.FEN) === position(value) : ours[name] === value;
    if (!same) problems.push(`tag ${name} ${JSON.stringify(ours[name])} ≠ chessops ${JSON.stringify(value)}`);
  }
  const number = theirs.FEN === undefined ? 518 : startNumberOf(theirs.FEN);
  if (ours.startNumber !== number) problems.push(`startNumber ${ours.startNumber} ≠ ${number}`);
  return problems;
}

// Returns what differs when a game is written with pgn() and read back with api.readPgn.
function roundTripProblems(game) {
  const copy = api.readPgn(game.pgn());
  try {
    const problems = [];
    if (copy.historyUci().join() !== game.historyUci().join()) problems.push('round trip: moves differ');
    if (copy.fen() !== game.fen()) problems.push(`round trip: final FEN ${copy.fen()} ≠ ${game.fen()}`);
    if (sameFen(copy.startFen()) !== sameFen(game.startFen())) problems.push('round trip: start differs');
    const before = game.pgnTags();
    const after = copy.pgnTags();
    for (const [name, value] of Object.entries(before)) {
      if (!REWRITTEN.has(name) && after[name] !== value) {
        problems.push(`round trip: tag ${name} ${JSON.stringify(after[name])} ≠ ${JSON.stringify(value)}`);
      }
    }
    return problems;
  } finally {
    copy.delete();
  }
}

// Returns the problems of game i of a database against chessops' reading `want` of the same
// game; adds its castlings to `count`.
function gameProblems(db, i, want, count) {
  const problems = [];
  const info = db.info(i);
  const expectInfo = { game: i + 1, line: want.line, plies: want.tokens, result: resultToken(want.text) };
  for (const [key, value] of Object.entries(expectInfo)) {
    if (info[key] !== value) problems.push(`info.${key} ${info[key]} ≠ ${value}`);
  }
  const ours = db.tags(i);
  problems.push(...tagProblems(ours, want.tags));
  const error = db.error(i);
  if (want.startError) {
    // chessops refuses the FEN tag (e.g. "0 1;"): the game must be refused there, by tag.
    const line = gameLineAt(want, want.text.indexOf('[FEN '));
    if (error?.code !== 'ERR_PGN_TAG' || error.line !== line || error.game !== i + 1) {
      problems.push(
        `chessops refuses the FEN tag (${want.startError}) at line ${line}; error ${JSON.stringify(error)}`,
      );
    }
    return problems;
  }
  if (error !== null) return [...problems, `error ${error.code} at line ${error.line}: ${error.message}`];
  const game = db.open(i);
  try {
    const ucis = game.historyUci();
    if (ucis.join(' ') !== want.ucis.join(' ')) {
      const k = ucis.findIndex((uci, ply) => uci !== want.ucis[ply]);
      problems.push(`moves differ from chessops at ply ${k + 1}: ${ucis[k]} ≠ ${want.ucis[k]}`);
    }
    if (game.shredderFen() !== want.shredder) problems.push(`final ${game.shredderFen()} ≠ chessops ${want.shredder}`);
    const read = game.pgnTags();
    for (const [name, value] of Object.entries(ours)) {
      if (name !== 'startNumber' && read[name] !== value)
        problems.push(`open().pgnTags().${name} ${read[name]} ≠ tags().${name} ${value}`);
    }
    count.castling += castlings(game);
    problems.push(...roundTripProblems(game));
  } finally {
    game.delete();
  }
  return problems;
}

test('the README lists every PGN file of tests/data/real, and each has the bytes it states (sha256)', () => {
  assert.deepEqual(FACTS.map((fact) => fact.file).sort(), pgnFilesOnDisk().sort());
  for (const { file, sha } of FACTS) {
    const bytes = fs.readFileSync(path.join(REAL_DIR, file));
    assert.equal(crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16), sha, file);
  }
});

for (const fact of FACTS) {
  test(`${fact.file}: ${fact.games} games, ${fact.castling} castlings, as chessops replays them`, () => {
    const text = readReal(fact.file);
    const expected = splitGames(text).map((game) => ({ ...game, ...chessopsReplay(game.text) }));
    // The oracle itself agrees with the README and finds every move legal.
    assert.equal(expected.length, fact.games, 'chessops (after splitting) disagrees with the README');
    assert.deepEqual(
      expected.filter((want) => want.illegal),
      [],
    );
    const started = performance.now();
    const db = api.readPgnDatabase(text);
    const indexed = performance.now() - started;
    try {
      assert.equal(db.length, fact.games);
      const count = { castling: 0 };
      const failures = [];
      for (let i = 0; i < db.length; i++) {
        const problems = gameProblems(db, i, expected[i], count);
        if (problems.length)
          failures.push(`${fact.file} game ${i + 1} (line ${expected[i].line}): ${problems.join('; ')}`);
      }
      assert.equal(failures.length, 0, `${failures.length} games differ:\n${failures.slice(0, 10).join('\n')}`);
      assert.equal(count.castling, fact.castling, 'castling moves played');
      const all = performance.now() - started;
      console.log(`${fact.file}: indexed in ${indexed.toFixed(0)} ms, all checks ${all.toFixed(0)} ms`);
    } finally {
      db.delete();
    }
  });
}
