// The play page's import graph: one owner of the game (web/play/game-session.js) that the other
// modules follow. The session's own modules reach none of its followers (no module it imports
// imports it back, nor the board, panel, store, tab link or engine modules), every module that
// takes the page's game names the session (an import, or a JSDoc @import of its type), and no
// module predicts the core's node ids. Read from the source text: static imports, re-exports and
// JSDoc @import lines.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const play = path.join(root, 'web', 'play');
const SESSION = path.join(play, 'game-session.js');

// Returns every .js file under a folder.
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full);
    return e.name.endsWith('.js') ? [full] : [];
  });
}

// Returns the files a module imports: { runtime, types } (relative specifiers, resolved).
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const resolve = (spec) => path.resolve(path.dirname(file), spec);
  const runtime = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms)].map(
    (m) => resolve(m[1] || m[2]),
  );
  const types = [...text.matchAll(/@import\s+\{[^}]*\}\s+from\s+'(\.[^']+)'/g)].map((m) => resolve(m[1]));
  return { runtime, types };
}

// Returns every module reachable from `file` through runtime imports (itself left out).
function reachable(file, seen = new Set()) {
  for (const next of importsOf(file).runtime) {
    if (seen.has(next) || !fs.existsSync(next)) continue;
    seen.add(next);
    reachable(next, seen);
  }
  return seen;
}

const modules = filesUnder(play);
const rel = (f) => path.relative(root, f).split(path.sep).join('/');

test('the session reaches none of its followers: no module it imports imports it back', () => {
  const own = reachable(SESSION);
  const followers = modules.filter((f) => {
    const { runtime, types } = importsOf(f);
    return runtime.includes(SESSION) || types.includes(SESSION);
  });
  assert.ok(followers.length >= 5, 'the followers: ' + followers.map(rel).join(', '));
  assert.deepEqual([...own].filter((f) => followers.includes(f)).map(rel), []);
  const named = ['controller.js', 'sync.js', 'session.js', 'notes.js', 'render.js', 'main.js', 'store.js'];
  assert.deepEqual(
    [...own].filter((f) => named.includes(path.basename(f)) || f.includes(`${path.sep}engine${path.sep}`)).map(rel),
    [],
  );
});

test('every play module that takes the page game names the session; the engine and the store follow it', () => {
  const takers = modules.filter((f) => f !== SESSION && /\bGameSession\b/.test(fs.readFileSync(f, 'utf8')));
  const missing = takers.filter((f) => {
    const { runtime, types } = importsOf(f);
    return !runtime.includes(SESSION) && !types.includes(SESSION);
  });
  assert.deepEqual(missing.map(rel), []);
  for (const name of ['controller.js', 'sync.js', 'session.js', 'notes.js', 'main.js', 'engine/advice.js'])
    assert.ok(takers.map(rel).includes('web/play/' + name), name + ' follows the session');
});

test('hooks are not injected back into the owner, and no module predicts the core node ids', () => {
  for (const file of modules) {
    const text = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(text, /treeGuess/, rel(file));
    assert.doesNotMatch(text, /\bhooks\.(adopted|save|listChanged)\b/, rel(file));
  }
  assert.equal(fs.existsSync(path.join(play, 'game-tree.js')), false);
});
