// The arbiter's check dist/chess960-pgn.js (checkPgn: one pass, compiled for speed) against two
// readings: chessops (the oracle: every game it replays ends on the same position) and
// chess960.js's readPgnDatabase (the same games, lines, errors and final FENs, game by game), on
// every real file of tests/data/real and on texts made to end by rule or to fail.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { loadApi, root } from './load.mjs';
import { chessopsReplay, readmeFacts, readReal, sameFen, splitGames } from './real_pgn.mjs';

const require = createRequire(import.meta.url);
const checker = await require(path.join(root, 'dist', 'chess960-pgn.js'))();
const api = await loadApi();

// Returns the database's reading of every game of `text` in the checker's form.
function databaseReading(text) {
  const db = api.readPgnDatabase(text);
  try {
    return Array.from({ length: db.length }, (_, i) => {
      const info = db.info(i);
      const tags = db.tags(i);
      const error = db.error(i);
      const result = ['1-0', '0-1', '1/2-1/2', '*'].includes(tags.Result) ? tags.Result : info.result;
      const game = { game: i + 1, line: info.line, plies: info.plies, result, startNumber: tags.startNumber };
      if (error) return { ...game, error };
      const opened = db.open(i);
      const fen = opened.fen();
      opened.delete();
      return { ...game, fen };
    });
  } finally {
    db.delete();
  }
}

test('every real file: the checker reads every game as readPgnDatabase does, and as chessops does', () => {
  let games = 0;
  let oracle = 0;
  for (const { file, games: documented } of readmeFacts()) {
    const text = readReal(file);
    const checked = checker.checkPgn(text, { fens: true }).games;
    assert.deepEqual(checked, databaseReading(text), file);
    assert.ok(checked.length >= documented, `${file}: ${checked.length} games, README ${documented}`);
    // chessops, game by game where it reads the game: the same final position.
    const texts = splitGames(text);
    if (texts.length !== checked.length) continue;
    texts.forEach((game, i) => {
      if (!/\n\s*\d/.test(game.text) || checked[i].error) return; // no moves, or refused here
      const theirs = chessopsReplay(game.text);
      if (theirs.startError || theirs.illegal) return;
      assert.equal(sameFen(checked[i].fen), theirs.shredder, `${file} game ${i + 1}`);
      oracle++;
    });
    games += checked.length;
  }
  assert.ok(games > 5700, `${games} games`);
  assert.ok(oracle > 300, `${oracle} games compared with chessops`);
});

test('a game that ends by rule, an illegal move and a bad tag: the same coded errors with lines', () => {
  const dance = 'Nf3 Nf6 Ng1 Ng8 '.repeat(4);
  const text = [
    `[Event "fivefold"]\n\n1. ${dance}Nc3 *`,
    '[Event "mate"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1',
    '[Event "illegal"]\n\n1. e4 e5\n2. Ke3 *',
    '[Event "fen"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;"]\n\n1. e4 *',
    '[Event "good"]\r\n[Variant " FRC "]\r\n[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]\r\n\r\n1. e4 e5 2. Nd3 Nd6 1-0',
  ].join('\n\n');
  const checked = checker.checkPgn('\uFEFF' + text, { fens: true }).games;
  assert.deepEqual(checked, databaseReading('\uFEFF' + text));
  assert.deepEqual(
    checked.map((g) => g.error && [g.error.code, g.error.game, g.error.line]),
    [['ERR_PGN_MOVE', 1, 3], ['ERR_PGN_MOVE', 2, 7], ['ERR_PGN_MOVE', 3, 12], ['ERR_PGN_TAG', 4, 15], undefined],
  );
  assert.match(checked[0].error.message, /fivefold/);
  assert.match(checked[1].error.message, /checkmate/);
  assert.equal(checked[4].startNumber, 0);
  assert.equal(checked[4].result, '1-0');
  assert.match(checked[4].fen, /^bbqn1rkr\/pppp1ppp\/3n4\/4p3\/4P3\/3N4\/PPPP1PPP\/BBQN1RKR w /);
});

test('not text: ERR_PGN_EMPTY; empty text: no games', () => {
  assert.throws(() => checker.checkPgn(42), { code: 'ERR_PGN_EMPTY' });
  assert.deepEqual(checker.checkPgn('').games, []);
  assert.deepEqual(checker.checkPgn('% only an escape line\n{ a comment }\n').games, []);
});
