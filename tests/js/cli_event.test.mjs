// chess960 event new|rounds|verify (bin/event.cjs) as a child process on the built module: the
// secret and commitment it prints, the rounds (equal to the API's, which the event page uses),
// exit codes and messages for a wrong secret or commitment.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadApi } from './load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const api = await loadApi();
const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b';

function run(...args) {
  const r = spawnSync(process.execPath, [cli, 'event', ...args], { encoding: 'utf8', cwd: root, env: process.env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('event new prints a fresh secret, its SHA-256 commitment and the check line', () => {
  const r = run('new', '--name', 'Club 2026', '--rounds', '7', '--no-518', '--no-534', '--json');
  assert.equal(r.code, 0, r.err);
  const e = JSON.parse(r.out);
  assert.match(e.secret, /^[0-9a-f]{64}$/);
  assert.equal(e.commitment, crypto.createHash('sha256').update(e.secret).digest('hex'));
  assert.deepEqual([e.name, e.rounds, e.exclude, e.bothColours], ['Club 2026', 7, [518, 534], false]);
  const text = run('new', '--rounds', '5', '--exclude', '518', '--both-colours');
  assert.equal(text.code, 0, text.err);
  const secret = text.out.match(/\n {2}([0-9a-f]{64})\n/)[1];
  assert.match(text.out, new RegExp(api.eventCommitment(secret).commitment));
  assert.match(
    text.out,
    /chess960 event verify --commitment [0-9a-f]{64} --secret [0-9a-f]{64} --rounds 5 --exclude 518 --both-colours/,
  );
  assert.notEqual(secret, e.secret);
});

test('event rounds gives the numbers the page gives (api.eventRounds) and the published vectors', () => {
  const r = run('rounds', '--secret', SECRET, '--rounds', '9', '--no-518', '--json');
  assert.equal(r.code, 0, r.err);
  const numbers = JSON.parse(r.out).map((row) => row.number);
  assert.deepEqual(numbers, [634, 522, 541, 761, 308, 576, 188, 317, 81]);
  const page = api.eventRounds({ secret: SECRET, rounds: 9, exclude: [518] }).map((row) => row.number);
  assert.deepEqual(numbers, page);
  const both = run(
    'rounds',
    '--secret',
    SECRET,
    '--public',
    '  Lotto  3 17\t22 ',
    '--rounds',
    '8',
    '--exclude',
    '518,534',
    '--both-colours',
    '--json',
  );
  assert.deepEqual(
    JSON.parse(both.out).map((row) => row.number),
    [157, 157, 260, 260, 452, 452, 638, 638],
  );
  const text = run('rounds', '--secret', SECRET, '--rounds', '2', '--exclude=518', '--lang', 'de');
  assert.match(text.out, /Runde +Nr\.[\s\S]*1 +634 +[A-Z]{8}\n +2 +522 +/);
});

test('event verify exits 0 on a match (and prints the rounds), 1 with a clear message on a mismatch', () => {
  const ok = run('verify', '--commitment', COMMITMENT, '--secret', SECRET, '--rounds', '3', '--no-518');
  assert.equal(ok.code, 0, ok.err);
  assert.match(ok.out, /The secret matches the commitment \(fingerprint 6c86 c6aa c5fb 24bc\)/);
  assert.match(ok.out, /1 +634 [\s\S]*3 +541 /);
  const okJson = JSON.parse(run('verify', '--commitment', COMMITMENT, '--secret', SECRET, '--json').out);
  assert.equal(okJson.match, true);

  const wrong = run('verify', '--commitment', COMMITMENT, '--secret', 'f'.repeat(64), '--rounds', '3');
  assert.equal(wrong.code, 1);
  assert.equal(wrong.out, '');
  assert.match(wrong.err, /the secret does not match the commitment.*\(ERR_EVENT_COMMITMENT\)/);
  const bad = run('verify', '--commitment', COMMITMENT.slice(0, 60), '--secret', SECRET, '--json');
  assert.equal(bad.code, 1);
  assert.equal(JSON.parse(bad.err).error.code, 'ERR_EVENT_COMMITMENT');
  const badSecret = run('rounds', '--secret', 'xyz', '--rounds', '3');
  assert.equal(badSecret.code, 1);
  assert.match(badSecret.err, /ERR_EVENT_SECRET/);
});

test('usage errors exit 2', () => {
  assert.equal(run('rounds', '--rounds', '3').code, 2);
  assert.equal(run('verify', '--secret', SECRET).code, 2);
  assert.equal(run('new').code, 2);
  assert.equal(run('shuffle').code, 2);
  assert.equal(run().code, 2);
});

test('event verify without the public value says that one may be missing', () => {
  const plain = run('verify', '--commitment', COMMITMENT, '--secret', SECRET, '--rounds', '3', '--lang', 'en');
  assert.equal(plain.code, 0, plain.err);
  assert.match(plain.out, /No public value given: if the event published one, add it with --public/);
  const withPublic = run(
    'verify',
    '--commitment',
    COMMITMENT,
    '--secret',
    SECRET,
    '--public',
    '7 8 9',
    '--rounds',
    '3',
  );
  assert.equal(withPublic.code, 0, withPublic.err);
  assert.doesNotMatch(withPublic.out, /public value given|öffentlicher Wert angegeben/i);
});

test('a public value with Unicode spaces: the CLI reads it as the library and the page do', () => {
  const typed = '\u00a0Lotto\u202f 3\u300017\u200922\u0085';
  const r = run('verify', '--commitment', COMMITMENT, '--secret', SECRET, '--public', typed, '--rounds', '8');
  const args = ['--exclude', '518,534', '--both-colours', '--lang', 'en'];
  const text = run('rounds', '--secret', SECRET, '--public', typed, '--rounds', '8', ...args);
  assert.equal(r.code, 0, r.err);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /^Public value: Lotto 3 17 22$/m);
  const json = run('rounds', '--secret', SECRET, '--public', typed, '--rounds', '8', ...args, '--json');
  const numbers = JSON.parse(json.out).map((row) => row.number);
  assert.deepEqual(numbers, [157, 157, 260, 260, 452, 452, 638, 638]);
  const page = { secret: SECRET, public: typed, rounds: 8, exclude: [518, 534], bothColours: true };
  assert.deepEqual(
    numbers,
    api.eventRounds(page).map((row) => row.number),
  );
});
