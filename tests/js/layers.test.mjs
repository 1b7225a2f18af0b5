// The core's folders are libraries used in one direction only (cmake/core.cmake writes the
// table to build/core-layers.json). The linker checks calls (layer_check_<name>); this suite
// checks what the linker cannot see: an #include of a header from a folder that is not below.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const core = path.join(root, 'core');
const layers = JSON.parse(fs.readFileSync(path.join(root, 'build', 'core-layers.json'), 'utf8'));

// Returns the names of the libraries `name` may use: itself and everything below it.
function reachable(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const dep of layers[name].uses) reachable(dep, seen);
  return seen;
}

// Returns the library a core header belongs to, from its include path.
function libraryOfInclude(include) {
  const folder = include.includes('/') ? include.split('/')[0] : '.';
  return Object.keys(layers).find((name) => layers[name].folder === folder);
}

// Returns the C++ files directly inside a folder of core/.
function sourcesOf(folder) {
  const dir = path.join(core, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(h|cpp)$/.test(f))
    .map((f) => path.join(dir, f));
}

test('every core folder is a library in the table, and every library has its folder', () => {
  const folders = fs
    .readdirSync(core, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const tableFolders = Object.values(layers)
    .map((l) => l.folder)
    .filter((f) => f !== '.');
  assert.deepEqual([...folders].sort(), [...tableFolders].sort());
});

test('includes inside core name the folder and point only downward', () => {
  const problems = [];
  for (const [name, layer] of Object.entries(layers)) {
    const allowed = reachable(name);
    for (const file of sourcesOf(layer.folder)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^#include "([^"]+)"/gm)) {
        const include = match[1];
        const where = `${path.relative(root, file)}: #include "${include}"`;
        if (!fs.existsSync(path.join(core, include))) {
          problems.push(`${where} does not name a core header by its folder`);
          continue;
        }
        const target = libraryOfInclude(include);
        if (!allowed.has(target)) problems.push(`${where}: ${name} may not use ${target}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the numbering library (all the widget links) uses nothing of the rules', () => {
  assert.ok(!reachable('numbering').has('rules'));
  assert.ok(!reachable('numbering').has('notation'));
});
