// The play page's import graph: one owner of the game (web/play/game-session.js) that the other
// modules follow. The session's own modules reach none of its followers (no module it imports
// imports it back, nor the board, panel, store, tab link or engine modules), every module that
// takes the page's game names the session (an import, or a JSDoc @import of its type), and no
// module predicts the core's node ids. Read from the source text: static imports, re-exports and
// JSDoc @import lines. And no play module keeps state of its own at the top level (the state of
// the page lives in the instances main.js makes), read with the TypeScript compiler's parser.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

// The methods that change an array, a Map or a Set in place.
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'set',
  'add',
  'delete',
  'clear',
]);

// Returns the name of the variable at the root of an access chain (a in a.b[c].d), or null.
function rootName(node) {
  while (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : null;
}

// Returns the top-level state of a module: its top-level `let` and `var` bindings, and its
// top-level `const` bindings made from an object, array or `new` expression that the module
// changes somewhere (assigns to a property or element of, deletes from, ++/-- on one, or calls a
// mutating method of: push, set, add …). A constant table or a frozen list is no state. The rule
// is by name within the module; it does not follow values handed to other modules.
function topLevelState(file) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JS,
  );
  const state = [];
  const objects = new Set();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const init = d.initializer;
      if (!isConst) state.push(d.name.text);
      else if (
        init &&
        (ts.isObjectLiteralExpression(init) || ts.isArrayLiteralExpression(init) || ts.isNewExpression(init))
      )
        objects.add(d.name.text);
    }
  }
  const changed = new Set();
  const visit = function (node) {
    const kind = ts.SyntaxKind;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const access = !ts.isIdentifier(node.left);
      if (access && op >= kind.FirstAssignment && op <= kind.LastAssignment) changed.add(rootName(node.left));
    } else if (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) {
      if (node.operator === kind.PlusPlusToken || node.operator === kind.MinusMinusToken)
        changed.add(rootName(node.operand));
    } else if (ts.isDeleteExpression(node)) {
      changed.add(rootName(node.expression));
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (MUTATORS.has(node.expression.name.text)) changed.add(rootName(node.expression.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...state, ...[...objects].filter((name) => changed.has(name))];
}

test('the rule finds top-level state: let and var, and a constant object the module changes', () => {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR || '/tmp'), 'play-state-'));
  const file = path.join(dir, 'sample.js');
  fs.writeFileSync(
    file,
    [
      'let a = 1;',
      'var b;',
      'const table = { x: 1 };', // read only: a table
      'const list = [];',
      'const byKey = new Map();',
      'const seen = { n: 0 };',
      'const kept = Object.freeze([1]);',
      'export function f() { list.push(1); byKey.set(1, 2); seen.n++; let local = {}; local.x = 1; return table.x; }',
    ].join('\n'),
  );
  try {
    assert.deepEqual(topLevelState(file), ['a', 'b', 'list', 'byKey', 'seen']);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

test('no play module keeps state at the top level', () => {
  const found = {};
  for (const file of modules) {
    const state = topLevelState(file);
    if (state.length) found[rel(file)] = state;
  }
  assert.deepEqual(found, {});
});
