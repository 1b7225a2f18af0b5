// The command line's language (--lang, else LC_ALL, LC_MESSAGES, LANG) and its grammar: options
// read by node:util parseArgs from one table, an unknown option refused as a usage error (exit
// 2), and the usage text listing every option of that table.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const { COMMANDS, GLOBAL, OPTIONS, environmentLanguage } = createRequire(import.meta.url)(
  path.join(root, 'bin', 'command-line.cjs'),
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-cli-lang-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

// Runs the CLI with the locale variables given (the others empty).
function run(args, locale = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: root,
    env: { ...ENGLISH, ...locale },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('--lang de and --lang en choose the words of position 518', () => {
  const de = run(['position', '518', '--lang', 'de']);
  assert.equal(de.code, 0, de.err);
  assert.match(de.out, /^Startstellung 518$/m);
  assert.match(de.out, /^Grundreihe: TSLDKLST {2}\(englisch: RNBQKBNR\)$/m);
  const en = run(['position', '518', '--lang=en'], { LANG: 'de_DE.UTF-8' });
  assert.match(en.out, /^Start position 518$/m);
  assert.match(en.out, /^Back rank: RNBQKBNR {2}\(German: TSLDKLST\)$/m);
});

test('LANG=de_DE.UTF-8 speaks German; the first non-empty of LC_ALL, LC_MESSAGES, LANG decides', () => {
  assert.match(run(['position', '518'], { LANG: 'de_DE.UTF-8' }).out, /^Startstellung 518$/m);
  assert.match(run(['position', '518'], { LC_MESSAGES: 'de_AT' }).out, /^Startstellung 518$/m);
  assert.match(run(['position', '518'], { LC_ALL: 'C', LANG: 'de_DE.UTF-8' }).out, /^Start position 518$/m);
  assert.match(run(['position', '518'], { LANG: 'fr_FR.UTF-8' }).out, /^Start position 518$/m);
  assert.match(run(['position', '518'], { LANG: 'POSIX' }).out, /^Start position 518$/m);
  assert.equal(environmentLanguage({}), 'en');
  assert.equal(environmentLanguage({ LANG: 'de' }), 'de');
  assert.equal(environmentLanguage({ LC_ALL: '', LANG: 'de_CH.ISO-8859-1' }), 'de');
  assert.equal(environmentLanguage({ LANG: 'en_GB.UTF-8' }), 'en');
});

test('counts go through plural rules: 1 Partie, 2 Partien; 1 game, 2 games', () => {
  const game = '[Event "x"]\n[Result "*"]\n\n1. e4 e5 *\n';
  const one = path.join(dir, 'one.pgn');
  const two = path.join(dir, 'two.pgn');
  fs.writeFileSync(one, game);
  fs.writeFileSync(two, game + '\n' + game);
  assert.equal(run(['pgn', one, '--lang', 'de']).out.trim(), '1 Partie gelesen, 0 fehlerhaft');
  assert.equal(run(['pgn', two], { LANG: 'de_DE.UTF-8' }).out.trim(), '2 Partien gelesen, 0 fehlerhaft');
  assert.equal(run(['pgn', one]).out.trim(), '1 game read, 0 bad');
  assert.equal(run(['pgn', two]).out.trim(), '2 games read, 0 bad');
});

test('an unknown option is a usage error (exit 2) that names it, in the chosen language', () => {
  const en = run(['position', '518', '--frobnicate']);
  assert.equal(en.code, 2);
  assert.equal(en.out, '');
  assert.equal(en.err, 'chess960: unknown option --frobnicate\nTry "chess960 --help".\n');
  const de = run(['position', '518', '--frobnicate'], { LANG: 'de_DE.UTF-8' });
  assert.equal(de.code, 2);
  assert.match(de.err, /unbekannte Option --frobnicate/);
  const json = run(['position', '518', '--frobnicate=1', '--json']);
  assert.equal(json.code, 2);
  assert.deepEqual(JSON.parse(json.err), { error: { code: 'ERR_USAGE', message: 'unknown option --frobnicate' } });
});

test('an option the command does not take, or one without its value, is a usage error (exit 2)', () => {
  const stray = run(['table', '--rounds', '3']);
  assert.equal(stray.code, 2);
  assert.match(stray.err, /table takes no option --rounds/);
  const missing = run(['draw', '--rounds']);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /--rounds needs a value/);
  assert.equal(run(['--lang', 'fr', 'table']).code, 2);
});

test('option spellings: --name=value, --name value, --both-colors, -h, -- before arguments', () => {
  const a = run(['draw', '--rounds=2', '--seed', 'Open', '--both-colors', '--json']);
  const b = run(['draw', '--rounds', '2', '--seed=Open', '--both-colours', '--json']);
  assert.equal(a.code, 0, a.err);
  assert.deepEqual(JSON.parse(a.out), JSON.parse(b.out));
  // Both colours: round 2 plays round 1's position with the colours swapped.
  const rounds = JSON.parse(a.out);
  assert.equal(rounds.length, 2);
  assert.equal(rounds[1].number, rounds[0].number);
  assert.equal(rounds[1].swapColours, true);
  assert.match(run(['-h']).out, /^Usage: chess960 <command> \[options\]/);
  assert.match(run(['position', '--', '518']).out, /^Start position 518$/m);
});

test('the usage text lists every option of the table, under each command that takes it', () => {
  for (const lang of ['en', 'de']) {
    const help = run(['--help', '--lang', lang]);
    assert.equal(help.code, 0);
    for (const name of [...Object.keys(OPTIONS), ...GLOBAL])
      assert.ok(help.out.includes(`--${name}`), `${lang}: --${name}`);
    for (const [command, spec] of Object.entries(COMMANDS)) {
      // The command's block: from its line to the next command's line.
      const start = help.out.indexOf(`\n  ${command}`);
      assert.ok(start >= 0, `${lang}: ${command}`);
      const next = help.out.slice(start + 1).search(/\n {2}[a-z]|\n\n/);
      const block = help.out.slice(start, start + 1 + next);
      for (const entry of spec.options)
        assert.ok(block.includes(`--${entry.replace('!', '')} `), `${command} ${entry}`);
    }
  }
});
