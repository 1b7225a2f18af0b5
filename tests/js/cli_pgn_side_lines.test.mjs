// `chess960 pgn FILE` on games with comments, NAGs and side lines, run as a child process on the
// built module: an illegal move inside a side line is reported with the game, the line and the
// side line's path (English and German), and `--strip` writes the good games without comments,
// NAGs and side lines. chessops is the oracle: it finds each planted move illegal and replays
// the main lines the stripped games must keep.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { lineAt } from './real_pgn.mjs';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const checker = await createRequire(import.meta.url)(path.join(root, 'dist', 'chess960-pgn.js'))();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-cli-side-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

// Runs the CLI; `env` adds environment variables (CHESS960_PGN_PIECE_BYTES).
function run(args, env = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: root,
    env: { ...ENGLISH, ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function write(name, text) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const ANNOTATED =
  '[Event "Club (open)"]\n[White "Anna"]\n[Black "Bert"]\n\n' +
  '{Opening} 1. e4 {[%clk 0:05:00]} e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. Nc3 Nc6) 2... d6)\n' +
  '2. Nf3!? Nc6 3. Bb5 (3. Bc4 Bc5 ; the Italian\n) 3... a6 4. Ba4 Nf6 1-0\n\n';
const BAD_NESTED =
  '[Event "a bad move in a side line of a side line"]\n\n' +
  '1. d4 d5 (1... Nf6 2. c4\n(2. Nf3 g6 3. Bg5 Bg7 4. Ke3)) 2. c4 *\n\n';
const BAD_THIRD = '[Event "the third side line"]\n\n1. e4 e5 (1... c5) (1... c6) (1... d5 2. Ke3) 2. Nf3 *\n\n';
const text = ANNOTATED + BAD_NESTED + BAD_THIRD;
const badLines = [lineAt(text, text.indexOf('4. Ke3')), lineAt(text, text.indexOf('2. Ke3'))];

// Returns chessops' reading of a game text: its main line's SAN and whether every move of every
// line (side lines too) is legal.
function chessopsReading(gameText) {
  const [game] = parsePgn(gameText);
  let legal = true;
  const walk = (node, pos) => {
    for (const child of node.children) {
      const next = pos.clone();
      const move = parseSan(next, child.data.san);
      if (!move) {
        legal = false;
        continue;
      }
      next.play(move);
      walk(child, next);
    }
  };
  walk(game.moves, startingPosition(game.headers).unwrap());
  return { sans: [...game.moves.mainline()].map((n) => n.san), legal };
}

test('the test games: chessops reads every line of the good game and refuses the two planted moves', () => {
  assert.equal(chessopsReading(ANNOTATED).legal, true);
  assert.equal(chessopsReading(BAD_NESTED).legal, false);
  assert.equal(chessopsReading(BAD_THIRD).legal, false);
  assert.equal(chessopsReading(BAD_NESTED.replace('4. Ke3', '4. e3')).legal, true);
  assert.equal(chessopsReading(BAD_THIRD.replace('2. Ke3', '2. exd5')).legal, true);
});

test("an illegal move in a side line: game, line and the side line's path, in English and German", () => {
  const file = write('side-lines.pgn', text);
  const en = run(['pgn', file]);
  assert.equal(en.code, 1, en.err);
  const lines = en.out.trim().split('\n');
  assert.equal(lines.length, 3, en.out);
  assert.ok(lines[0].startsWith(`game 2, line ${badLines[0]}: ERR_PGN_MOVE: `), lines[0]);
  assert.match(lines[0], /Ke3 \(line \d+, side line 1 at 1\.\.\., then side line 1 at 2\.\)/);
  assert.ok(lines[1].startsWith(`game 3, line ${badLines[1]}: ERR_PGN_MOVE: `), lines[1]);
  assert.match(lines[1], /Ke3 \(line \d+, side line 3 at 1\.\.\.\)/);
  assert.equal(lines[2], '3 games read, 2 bad');
  const de = run(['pgn', file, '--lang', 'de']);
  assert.equal(de.code, 1, de.err);
  const deLines = de.out.trim().split('\n');
  assert.ok(deLines[0].startsWith(`game 2, line ${badLines[0]}: ERR_PGN_MOVE: `), deLines[0]);
  assert.match(deLines[0], /Ke3 \(line \d+, Nebenvariante 1 bei 1\.\.\., dann Nebenvariante 1 bei 2\.\)/);
  assert.match(deLines[1], /Ke3 \(line \d+, Nebenvariante 3 bei 1\.\.\.\)/);
  assert.equal(deLines[2], '3 Partien gelesen, 2 fehlerhaft');
  const json = JSON.parse(run(['pgn', file, '--json']).out);
  assert.deepEqual(
    json.errors.map(({ game, line, code }) => ({ game, line, code })),
    [
      { game: 2, line: badLines[0], code: 'ERR_PGN_MOVE' },
      { game: 3, line: badLines[1], code: 'ERR_PGN_MOVE' },
    ],
  );
});

test("read in pieces, each fault names the line in the whole file and keeps its side line's number", () => {
  // over the 64 KiB read first, so that the file is cut into pieces; each later piece begins with
  // a game whose fault stands on the piece's line 3, in "side line 3"
  const many = ANNOTATED.repeat(400) + BAD_THIRD.repeat(40);
  assert.ok(many.length > 80 * 1024);
  const file = write('side-lines-pieces.pgn', many);
  const whole = run(['pgn', file]);
  const pieces = run(['pgn', file], { CHESS960_PGN_PIECE_BYTES: '1' });
  assert.equal(whole.code, 1);
  assert.equal(pieces.out, whole.out);
  const faults = whole.out.trim().split('\n').slice(0, -1);
  assert.equal(faults.length, 40);
  faults.forEach((fault, k) => {
    const line = lineAt(many, many.indexOf('2. Ke3', ANNOTATED.length * 400 + BAD_THIRD.length * k));
    assert.ok(
      fault.startsWith(`game ${401 + k}, line ${line}: ERR_PGN_MOVE: move 2. Ke3 (line ${line}, side line 3 at 1...)`),
      fault,
    );
  });
});

test('--strip writes the good games without comments, NAGs and side lines; the report goes to stderr', () => {
  const file = write('strip.pgn', text);
  const r = run(['pgn', file, '--strip']);
  assert.equal(r.code, 1, 'a bad game: exit 1 as for the check');
  const report = r.err.trim().split('\n');
  assert.equal(report.length, 3, r.err);
  assert.ok(report[0].startsWith(`game 2, line ${badLines[0]}: ERR_PGN_MOVE: `));
  assert.equal(report[2], '3 games read, 2 bad');
  const movetext = r.out.slice(r.out.indexOf('\n\n'));
  assert.doesNotMatch(movetext, /[{}()$;!?]/);
  assert.match(r.out, /\[Event "Club \(open\)"\]\n/);
  assert.match(r.out, /\[White "Anna"\]\n[\s\S]*\[Result "1-0"\]\n/);
  assert.equal(r.out.match(/\[Event /g).length, 1, 'the bad games are not written');
  // read again: one good game, the original's main line and final position
  const again = checker.checkPgn(r.out, { fens: true }).games;
  const original = checker.checkPgn(ANNOTATED, { fens: true }).games;
  assert.equal(again.length, 1);
  assert.equal(again[0].error, undefined);
  assert.equal(again[0].fen, original[0].fen);
  assert.equal(again[0].result, '1-0');
  assert.deepEqual(chessopsReading(r.out).sans, chessopsReading(ANNOTATED).sans);
  const check = run(['pgn', write('stripped.pgn', r.out)]);
  assert.equal(check.code, 0, check.out);
});

test('--strip of good games: exit 0, the same output read whole or in pieces, games a blank line apart', () => {
  const good = ANNOTATED + ANNOTATED.replace('Club (open)', 'Second') + BAD_THIRD.replace('2. Ke3', '2. exd5');
  const file = write('strip-good.pgn', good);
  const whole = run(['pgn', file, '--strip']);
  assert.equal(whole.code, 0, whole.err);
  assert.equal(whole.err.trim(), '3 games read, 0 bad');
  const pieces = run(['pgn', file, '--strip'], { CHESS960_PGN_PIECE_BYTES: '1' });
  assert.equal(pieces.out, whole.out);
  const games = checker.checkPgn(whole.out).games;
  assert.equal(games.length, 3);
  assert.ok(games.every((g) => !g.error));
  assert.equal(whole.out.split(/\n\n(?=\[Event )/).length, 3);
  assert.equal(run(['pgn', file, '--strip', '--lang', 'de']).err.trim(), '3 Partien gelesen, 0 fehlerhaft');
});

test('--strip with --stats or --json is a usage error (exit 2) that says why', () => {
  const file = write('usage.pgn', ANNOTATED);
  const stats = run(['pgn', file, '--strip', '--stats']);
  assert.equal(stats.code, 2);
  assert.equal(stats.out, '');
  assert.match(stats.err, /--strip writes the games as PGN; it cannot be combined with --stats/);
  const json = run(['pgn', file, '--strip', '--json']);
  assert.equal(json.code, 2);
  assert.equal(JSON.parse(json.err).error.code, 'ERR_USAGE');
  assert.match(JSON.parse(json.err).error.message, /--json/);
});

test('the help names --strip and side lines in English and German', () => {
  assert.match(run(['--help']).out, /--strip writes every good game without comments, NAGs and side/);
  assert.match(run(['--help', '--lang', 'de']).out, /--strip schreibt jede fehlerfreie/);
  assert.match(run(['--help', '--lang', 'de']).out, /Nebenvarianten/);
});
