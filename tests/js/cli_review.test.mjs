// `chess960 review FILE.pgn [--nodes N] [--json]`, run as a child process on the built modules:
// every good game written annotated (read back by chessops: the [%eval] of each move, the ??
// of a hung queen), progress and a bad game (named, skipped, exit 1) on stderr, --json's
// figures per ply and per player, usage errors (exit 2).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseComment, parsePgn } from 'chessops/pgn';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-cli-review-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(args) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: root,
    env: ENGLISH,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// 2...Qg5?? hangs the queen to the knight on f3; the second game has an illegal move (3. Ke3).
const HUNG_QUEEN =
  '[Event "One"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Qg5 3. Nxg5 d6 4. Nf3 Nc6 5. d4 1-0\n';
const ILLEGAL = '[Event "Two"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n';
const SHORT = '[Event "Three"]\n[Result "*"]\n\n1. d4 d5 2. c4 *\n';
const file = path.join(dir, 'games.pgn');
fs.writeFileSync(file, HUNG_QUEEN + '\n' + ILLEGAL + '\n' + SHORT);

test('review FILE: the good games annotated on stdout, the bad one named on stderr, exit 1', () => {
  const r = run(['review', file, '--nodes', '5000']);
  assert.equal(r.code, 1, r.err);
  const games = parsePgn(r.out);
  assert.deepEqual(
    games.map((g) => g.headers.get('Event')),
    ['One', 'Three'],
  );
  for (const game of games) {
    assert.equal(game.headers.get('Annotator'), 'chess960');
    for (const node of game.moves.mainlineNodes())
      assert.ok(parseComment((node.data.comments || []).join(' ')).evaluation, node.data.san + ' has an eval');
  }
  const queen = [...games[0].moves.mainlineNodes()][3];
  assert.equal(queen.data.san, 'Qg5');
  assert.deepEqual(queen.data.nags, [4]);
  assert.match(r.err, /^game 2, line 11: ERR_PGN_MOVE: /m);
  assert.match(r.err, /^review: game 1\/3, 10\/10 positions$/m);
  assert.match(r.err, /^review: 3 games read, 1 bad$/m);
});

test('review FILE --json: per player and per ply; all games good: exit 0', () => {
  const good = path.join(dir, 'good.pgn');
  fs.writeFileSync(good, HUNG_QUEEN);
  const r = run(['review', good, '--nodes', '5000', '--json']);
  assert.equal(r.code, 0, r.err);
  const [game] = JSON.parse(r.out);
  assert.equal(game.game, 1);
  assert.equal(game.white.name, 'A');
  assert.equal(game.black.name, 'B');
  assert.equal(game.plies.length, 9);
  assert.equal(game.plies[3].san, 'Qg5');
  assert.equal(game.plies[3].judgement, 'blunder');
  assert.ok(game.black.blunders >= 1);
  for (const side of [game.white, game.black]) {
    assert.ok(side.accuracy >= 0 && side.accuracy <= 100);
    assert.ok(Number.isInteger(side.acpl) && side.acpl >= 0);
  }
  const count = (j, color) =>
    game.plies.filter((p, i) => p.judgement === j && i % 2 === (color === 'w' ? 0 : 1)).length;
  assert.equal(game.black.blunders, count('blunder', 'b'));
  assert.equal(game.white.mistakes, count('mistake', 'w'));
});

test('review: a missing file, a bad --nodes or no file is a usage error (exit 2)', () => {
  assert.equal(run(['review', path.join(dir, 'none.pgn')]).code, 2);
  assert.equal(run(['review', file, '--nodes', '0']).code, 2);
  assert.equal(run(['review', file, '--nodes', 'many']).code, 2);
  assert.equal(run(['review']).code, 2);
  assert.match(run(['--help']).out, /review FILE \[--nodes N\] \[--json\]/);
});
