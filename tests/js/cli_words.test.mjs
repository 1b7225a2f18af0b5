// The command line's words: bin/words.cjs is compiled from the catalogues web/lang/<code>/cli.json
// and committed; it fails here when it is stale (scripts/cli-words.mjs --check). The catalogues
// are complete: every English key has a description, and German has every key and no other.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';
import { CLI_LANGUAGES, catalogueProblems, readCatalogue } from '../../scripts/cli-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('bin/words.cjs is what the catalogues compile to (node scripts/cli-words.mjs --check)', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'cli-words.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});

test('the catalogues are complete, and a missing key or description is reported', () => {
  const catalogues = Object.fromEntries(CLI_LANGUAGES.map((code) => [code, readCatalogue(code)]));
  assert.deepEqual(catalogueProblems(catalogues), []);
  const broken = {
    en: { a: { message: 'A', description: 'the letter' }, b: { message: 'B' } },
    de: { a: { message: 'A' }, c: { message: 'C' } },
  };
  assert.deepEqual(catalogueProblems(broken), ['en: b has no description', 'de: b is missing', 'de: c is not in en']);
});

test('each placeholder of an English message is in the German one too', () => {
  // The arguments of a message: {name}, {name, plural, …}, {name, select, …}, nested ones too.
  const names = (message, found = new Set()) => {
    const walk = (tokens) => {
      for (const token of tokens) {
        if (token.arg) found.add(token.arg);
        for (const c of token.cases || []) walk(c.tokens);
      }
    };
    walk(parse(message));
    return found;
  };
  const [en, de] = [readCatalogue('en'), readCatalogue('de')];
  for (const [key, entry] of Object.entries(en)) assert.deepEqual(names(de[key].message), names(entry.message), key);
});

test('every message is used: named in bin/, or the help of a command or option of the table', () => {
  const { COMMANDS, OPTIONS } = createRequire(import.meta.url)(path.join(root, 'bin', 'command-line.cjs'));
  const code = ['chess960', 'command-line', 'event', 'pgn', 'review']
    .map((name) => fs.readFileSync(path.join(root, 'bin', `${name}.cjs`), 'utf8'))
    .join('\n');
  const table = new Set([
    ...Object.keys(COMMANDS).map((command) => `command.${command}`),
    ...Object.values(COMMANDS).flatMap((spec) => (spec.args ? [spec.args] : [])),
    ...Object.keys(OPTIONS).map((name) => `option.${name}`),
    ...Object.entries(COMMANDS).flatMap(([command, spec]) => spec.options.map((o) => `option.${command}.${o}`)),
  ]);
  for (const key of Object.keys(readCatalogue('en'))) assert.ok(code.includes(`'${key}'`) || table.has(key), key);
});
