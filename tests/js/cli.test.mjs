// The command line bin/chess960.cjs, run as a child process on the built module.
// CHESS960_DIST (passed through) points it at another folder with the same layout as dist/.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { seededStreamNumbers } from './load.mjs';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');

function run(...args) {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: root, env: ENGLISH });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function json(...args) {
  const r = run(...args, '--json');
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out);
}

test('position 518 prints the ordinary start, its FENs and the table split', () => {
  const r = run('position', '518');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /RNBQKBNR/);
  assert.match(r.out, /TSLDKLST/);
  assert.match(r.out, /rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w KQkq - 0 1/);
  assert.match(r.out, /518 = 512 .* \+ 6 /);
  assert.match(run('position', '518', '--lang', 'de').out, /Grundreihe: TSLDKLST/);
  const p = json('position', '0');
  assert.equal(p.backRank, 'BBQNNRKR');
  assert.equal(json('position', '960', '--one-based').number, 0);
  assert.equal(json('position', '959').backRank, 'RKRNNQBB');
});

test('number reads English and German back ranks and start FENs', () => {
  assert.equal(run('number', 'TSLDKLST').out.split(/\s+/)[0], '518');
  assert.equal(json('number', 'TLLKSSDT').number, 740); // the seeds' two-table example
  assert.equal(json('number', 'RBBKNNQR').number, 740);
  assert.equal(
    json('number', 'nrbbkqnr/pppppppp/8/8/8/8/PPPPPPPP/NRBBKQNR', 'w', 'KQkq', '-', '0', '1').backRank,
    'NRBBKQNR',
  );
  const bad = run('number', 'RRBQKBNN');
  assert.equal(bad.code, 1);
  assert.match(bad.err, /ERR_BACK_RANK/);
  assert.equal(bad.out, '');
});

test('random with a seed is the first value of the SHA-256 stream', () => {
  assert.equal(json('random', '--seed', 'Club 2026').number, seededStreamNumbers('Club 2026', 1)[0]);
  assert.equal(json('random', '--seed=x').number, seededStreamNumbers('x', 1)[0]);
  const n = json('random').number;
  assert.ok(Number.isInteger(n) && n >= 0 && n < 960);
});

test('draw lists distinct rounds from the seed, with exclusions and both colours', () => {
  const rows = json('draw', '--rounds', '9', '--seed', 'Club 2026');
  assert.deepEqual(
    rows.map((r) => r.number),
    seededStreamNumbers('Club 2026', 9),
  );
  const both = json('draw', '--rounds', '4', '--seed', 'Open', '--exclude', '518', '--both-colours');
  const n = seededStreamNumbers('Open', 2, [518]);
  assert.deepEqual(
    both.map((r) => r.number),
    [n[0], n[0], n[1], n[1]],
  );
  assert.deepEqual(
    both.map((r) => r.swapColours),
    [false, true, false, true],
  );
  const text = run('draw', '--rounds', '2', '--seed', 'Open', '--exclude', '518,4', '--both-colours', '--lang', 'de');
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /Farben getauscht/);
  const unseeded = json('draw', '--rounds', '959', '--exclude', '518');
  assert.equal(new Set(unseeded.map((r) => r.number)).size, 959);
  assert.ok(!unseeded.some((r) => r.number === 518));
});

test('table prints the king table and the bishop table', () => {
  const r = run('table');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /512 RNQKNR/);
  assert.match(r.out, / 6 {2}- - B - - B - -/);
  assert.match(run('table', '--lang', 'de').out, /512 TSDKST/);
  const t = json('table');
  assert.equal(t.kingTable.length, 60);
  assert.equal(t.bishopTable.length, 16);
});

test('perft counts the ordinary start position (20 and 400) or says it is unavailable', () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const r = run('perft', ...fen.split(' '), '2');
  if (r.code === 0) {
    assert.equal(r.out.trim(), '400');
    assert.equal(run('perft', fen, '1').out.trim(), '20');
    assert.equal(run('perft', 'not a fen', '1').code, 1);
  } else {
    assert.equal(r.code, 1);
    assert.match(r.err, /perft is not available/);
  }
});

test('perft --max-nodes stops a long count with ERR_PERFT_BUDGET (exit 1)', () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const started = Date.now();
  const r = run('perft', fen, '7', '--max-nodes', '1000000');
  assert.ok(Date.now() - started < 10_000, 'the budget did not stop the count');
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /more than 1000000 leaf nodes.*\(ERR_PERFT_BUDGET\)/);
  assert.equal(run('perft', fen, '3', '--max-nodes=8902').out.trim(), '8902');
  assert.equal(JSON.parse(run('perft', fen, '3', '--max-nodes', 'many', '--json').err).error.code, 'ERR_PERFT_BUDGET');
  assert.match(run('--help').out, /--max-nodes N/);
});

test('Ctrl-C stops a perft that would run for a quarter of an hour', async () => {
  const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  const child = spawn(process.execPath, [cli, 'perft', fen, '7'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stopped = Date.now();
  child.kill('SIGINT');
  const [code, signal] = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  assert.ok(Date.now() - stopped < 3000, 'the count went on after Ctrl-C');
  assert.ok(signal === 'SIGINT' || code === 130, `exit ${code} ${signal}`);
});

test('random --seed "" is refused with ERR_SEED (exit 1), as the API refuses it', () => {
  const r = run('random', '--seed', '');
  assert.equal(r.code, 1);
  assert.match(r.err, /seed is empty.*ERR_SEED/);
  assert.equal(run('random', '--seed=').code, 1);
});

test('usage errors exit with 2 and a message on stderr', () => {
  for (const args of [
    [],
    ['frob'],
    ['position'],
    ['position', '1', '2'],
    ['draw'],
    ['draw', '--rounds'],
    ['random', '--lang', 'fr'],
    ['table', '--colour'],
    ['random', 'extra'],
    ['perft', 'x'],
  ]) {
    const r = run(...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.ok(r.err.length > 0);
    assert.equal(r.out, '');
  }
});

test('refused input exits with 1 and names the error code', () => {
  for (const [args, code] of [
    [['position', '960'], 'ERR_NUMBER_RANGE'],
    [['position', 'abc'], 'ERR_NUMBER_RANGE'],
    [['draw', '--rounds', '0'], 'ERR_TOURNAMENT_ROUNDS'],
    [['draw', '--rounds', '3', '--exclude', '999'], 'ERR_TOURNAMENT_EXCLUDE'],
  ]) {
    const r = run(...args);
    assert.equal(r.code, 1, args.join(' '));
    assert.match(r.err, new RegExp(code));
    const j = run(...args, '--json');
    assert.equal(j.code, 1);
    assert.equal(JSON.parse(j.err).error.code, code);
  }
});

test('--help describes the commands in English or German', () => {
  const en = run('--help');
  assert.equal(en.code, 0);
  for (const word of ['position', 'number', 'random', 'draw', 'table', 'perft', '--json', '--lang']) {
    assert.ok(en.out.includes(word), word);
  }
  assert.match(run('--help', '--lang', 'de').out, /Aufruf/);
});

test('usage errors quote the command line readably: control characters escaped, long words cut', () => {
  const r = run('ab\u001bc', '--json');
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.err).error.message, /ab\\u001bc/);
  const long = run('x'.repeat(100000), '--json');
  assert.equal(long.code, 2);
  assert.ok(JSON.parse(long.err).error.message.length < 300);
});
