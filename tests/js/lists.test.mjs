// The lists typed once: the letter sets (the core's table kRows in core/letters.cpp), the PGN
// roster tags (kRosterTags in core/game/pgn.cpp) and the site's languages
// (web/shared/languages.js). Each other place is generated from them (scripts/write-lists.mjs) or
// reads them; this test reads every place and fails when one drifts from its source.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LETTERS } from '../../wasm/js/values.js';
import { LANGUAGES } from '../../web/shared/languages.js';
import { ROSTER_TAGS } from '../../web/shared/pgn-roster.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

// The core's lists, read here from the C++ source (not through the generator).
const coreSets = [.../kRows\[[^\]]*\] = \{([\s\S]*?)\};/.exec(read('core/letters.cpp'))[1].matchAll(/\{"(\w+)",/g)].map(
  (m) => m[1],
);
const coreRoster = [.../kRosterTags\[\] = \{([\s\S]*?)\};/.exec(read('core/game/pgn.cpp'))[1].matchAll(/"(\w+)"/g)].map(
  (m) => m[1],
);

// Returns the JS and HTML files below the folders (build outputs and vendored code left out).
function sources(folders) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(m?js|cjs|html|ts)$/.test(entry.name)) out.push(file);
    }
  };
  folders.forEach(walk);
  return out;
}

test('the generated copies match the core (node scripts/write-lists.mjs --check)', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'write-lists.mjs'), '--check'], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
});

test("the letter sets: the wrapper's LETTERS and the type Letters are the core's table, in its order", () => {
  assert.deepEqual(coreSets, ['en', 'de', 'figurine', 'fr', 'es', 'it', 'nl', 'pl']);
  assert.deepEqual(LETTERS, coreSets);
  const union = /export type Letters = ([^;]*);/.exec(read('package/types/index.d.ts'))[1];
  assert.deepEqual(
    [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]),
    coreSets,
  );
});

test('the letter sets are typed nowhere else: build-lib imports them, play.html takes them from the library', () => {
  assert.match(read('scripts/build-lib.mjs'), /import \{ LETTERS \} from '\.\.\/wasm\/js\/lists\.js'/);
  const typed = /'figurine'[^\n]*'nl'|'nl'[^\n]*'figurine'/;
  const generated = ['wasm/js/lists.js', 'package/types/index.d.ts'];
  for (const file of sources(['wasm/js', 'scripts', 'web', 'bin', 'package/types']))
    if (!generated.includes(file)) assert.doesNotMatch(read(file), typed, file);
  assert.doesNotMatch(read('web/play.html'), /<option value="(?:de|figurine|nl)"/);
  // Each set is worded in the notation setting (its key in the source language's play catalogue).
  const words = JSON.parse(read('web/lang/en/play.json'));
  for (const set of coreSets) assert.ok(words[`play.notation.${set}`], `play.notation.${set}`);
});

test("the roster tags: the pages' copy is the core's seven-tag roster, typed nowhere else", () => {
  assert.deepEqual(coreRoster, ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
  assert.deepEqual(ROSTER_TAGS, coreRoster);
  for (const file of sources(['wasm/js', 'web', 'bin', 'scripts']))
    if (file !== path.join('web', 'shared', 'pgn-roster.js'))
      assert.doesNotMatch(read(file), /'Event',\s*'Site',\s*'Date'/, file);
});

test("the languages: one list (web/shared/languages.js); the WordPress block's choice is that list", () => {
  const block = read('plugins/wordpress/chess960/blocks/editor.js');
  const choice = /choice\(__\('Language', 'chess960'\), a\.lang, \[([^\]]*)\]/.exec(block);
  assert.ok(choice, 'the block offers a language choice');
  assert.deepEqual(
    [...choice[1].matchAll(/'(\w*)'/g)].map((m) => m[1]),
    ['', ...LANGUAGES],
  );
  for (const code of LANGUAGES) assert.ok(fs.existsSync(path.join(root, 'web', 'lang', code)), code);
});
