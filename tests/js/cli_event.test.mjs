// chess960 event new|rounds|verify (bin/event.cjs) as a child process on the built module: the
// secret and commitment it prints, the rounds (equal to the API's, which the event page uses),
// exit codes and messages for a wrong secret or commitment.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadEventApi } from './load.mjs';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const api = await loadEventApi();
const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b';

function run(...args) {
  const r = spawnSync(process.execPath, [cli, 'event', ...args], { encoding: 'utf8', cwd: root, env: ENGLISH });
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

test("an event name's and a public value's control characters are shown visibly, never written raw", () => {
  const name = 'Club \u001b[2J\u001b]0;owned\u0007 Open\u202e21\u009b';
  const r = run('new', '--name', name, '--rounds', '3', '--public', 'a\u001bb');
  assert.equal(r.code, 0, r.err);
  assert.doesNotMatch(r.out, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  assert.match(r.out, /^Event: Club ⟨U\+001B⟩\[2J⟨U\+001B⟩\]0;owned⟨U\+0007⟩ Open⟨U\+202E⟩21⟨U\+009B⟩$/m);
  // the check line quotes the value so that the shell gives the same bytes: $'a\x1bb'
  assert.match(r.out, / --public \$'a\\x1bb'$/m);
  const rounds = run('rounds', '--secret', SECRET, '--public', 'Lotto\u001b[31m 7', '--rounds', '2');
  assert.equal(rounds.code, 0, rounds.err);
  assert.match(rounds.out, /^Public value: Lotto⟨U\+001B⟩\[31m 7$/m);
  assert.doesNotMatch(rounds.out, /\u001b/);
  const json = JSON.parse(run('new', '--name', name, '--rounds', '3', '--json').out);
  assert.equal(json.name, name, 'the JSON keeps the name exactly (escaped by JSON)');
});

// Runs the CLI with arguments given as shell words (printf '\377' makes a byte that is not UTF-8).
function runShell(words) {
  const r = spawnSync('/bin/sh', ['-c', `exec "$0" "$1" ${words}`, process.execPath, cli], {
    encoding: 'utf8',
    cwd: root,
    env: ENGLISH,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('bytes that are not UTF-8 in --public, --secret or --seed are refused, not read as U+FFFD', () => {
  const args = `--secret ${SECRET} --rounds 3`;
  // two different byte strings that node decodes to the same text "Lotto \ufffd"
  for (const bytes of ['\\377', '\\376', '\\303']) {
    const r = runShell(`event rounds ${args} --public "$(printf 'Lotto ${bytes}')" --json`);
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out, '');
    const { error } = JSON.parse(r.err);
    assert.equal(error.code, 'ERR_EVENT_PUBLIC');
    assert.match(error.message, /--public is not valid UTF-8 text: character 7 is U\+FFFD/);
  }
  const de = runShell(`event verify --commitment ${COMMITMENT} ${args} --public "$(printf '\\377')" --lang de`);
  assert.equal(de.code, 1);
  assert.match(de.err, /--public ist kein gültiger UTF-8-Text.*\(ERR_EVENT_PUBLIC\)/);
  const secret = runShell(`event rounds --secret "$(printf '${SECRET.slice(1)}\\377')" --rounds 3`);
  assert.equal(secret.code, 1);
  assert.match(secret.err, /--secret is not valid UTF-8 text.*\(ERR_EVENT_SECRET\)/);
  for (const command of ['random', 'draw --rounds 3']) {
    const seed = runShell(`${command} --seed "$(printf 'Club\\377')"`);
    assert.equal(seed.code, 1, command);
    assert.match(seed.err, /--seed is not valid UTF-8 text: character 5 is U\+FFFD.*\(ERR_SEED\)/);
  }
  // UTF-8 text, umlauts and all, is read as before
  const good = runShell(`event rounds ${args} --public "$(printf 'M\\303\\274ller')" --json`);
  assert.equal(good.code, 0, good.err);
  assert.deepEqual(
    JSON.parse(good.out).map((row) => row.number),
    api.eventRounds({ secret: SECRET, public: 'Müller', rounds: 3 }).map((row) => row.number),
  );
});
