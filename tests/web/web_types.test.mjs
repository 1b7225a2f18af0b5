// The type check of the pages' scripts (scripts/check-types.sh, tsconfig.web.json): every script
// of web/play and web/components says on its first line whether tsc checks it (// @ts-check) or
// not yet (// @ts-nocheck), so that a new file is never left out unnoticed. The config excludes
// nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.web.json'), 'utf8'));

// Returns every .js file under a folder, relative to the root with '/'.
function filesUnder(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir + '/' + e.name;
    if (e.isDirectory()) return filesUnder(rel);
    return e.name.endsWith('.js') ? [rel] : [];
  });
}

const scripts = [...filesUnder('web/play'), ...filesUnder('web/components')];
const pragma = (file) => (fs.readFileSync(path.join(root, file), 'utf8').match(/^\/\/ @ts-(check|nocheck)\n/) || [])[1];

test('the config checks web/play and web/components strictly and writes nothing', () => {
  // web/types: the declarations of the modules the build writes ('chess960-site:<name>').
  assert.deepEqual(config.include, ['web/play/**/*.js', 'web/components/**/*.js', 'web/types/*.d.ts']);
  assert.equal(config.compilerOptions.strict, true);
  assert.equal(config.compilerOptions.noEmit, true);
  assert.equal(config.exclude, undefined);
});

test('every script says whether tsc checks it', () => {
  const silent = scripts.filter((f) => !pragma(f));
  assert.deepEqual(silent, []);
  const checked = scripts.filter((f) => pragma(f) === 'check');
  // The page's game, its events and the move list are the contract; they stay checked.
  for (const file of [
    'web/play/game-session.js',
    'web/play/game-events.js',
    'web/play/game-types.js',
    'web/play/store.js',
    'web/play/store-record.js',
    'web/play/sync.js',
    'web/play/session.js',
    'web/play/tabs.js',
  ])
    assert.ok(checked.includes(file), file);
  assert.ok(checked.includes('web/components/move-list/move-list.js'));
  // Every component is checked.
  assert.deepEqual(
    scripts.filter((f) => f.startsWith('web/components/') && !checked.includes(f)),
    [],
  );
});
