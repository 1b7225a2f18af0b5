// The WordPress plugin's files without WordPress (its end-to-end test on a real site is
// tests/e2e/wordpress.test.mjs): PHP that parses, the headers the plugin directory reads agreeing
// with each other, the scripts' enqueueing on stand-ins for WordPress 6.5+ and older, the editor
// script registering both blocks on stand-ins for the editor's globals.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'node:test';
import { root } from './load.mjs';

const plugin = path.join(root, 'plugins/wordpress/chess960');
const read = (name) => fs.readFileSync(path.join(plugin, name), 'utf8');
const phpFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return phpFiles(full);
    return e.name.endsWith('.php') ? [full] : [];
  });

// Returns a header's fields: "Name: value" lines (readme.txt) or " * Name: value" (the PHP file).
const fields = (text) =>
  Object.fromEntries([...text.matchAll(/^(?: \* )?([A-Z][A-Za-z ]+):\s+(.+)$/gm)].map((m) => [m[1], m[2].trim()]));

test('every PHP file of the plugin parses (php -l)', () => {
  for (const file of phpFiles(plugin)) {
    assert.match(execFileSync('php', ['-l', file], { encoding: 'utf8' }), /No syntax errors/, file);
  }
});

test('readme.txt and the plugin header agree on version, requirements and the MIT licence', () => {
  const readme = read('readme.txt');
  const main = read('chess960.php');
  assert.match(readme, /^=== Chess960 ===\n/);
  for (const section of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog']) {
    assert.match(readme, new RegExp(`^== ${section} ==$`, 'm'), section);
  }
  const r = fields(readme);
  const h = fields(main);
  assert.equal(r['Stable tag'], h.Version);
  assert.match(main, new RegExp(`define\\( 'CHESS960_VERSION', '${h.Version.replace(/\./g, '\\.')}' \\)`));
  assert.match(
    readme,
    new RegExp(`^= ${h.Version.replace(/\./g, '\\.')} =$`, 'm'),
    'a changelog entry for the version',
  );
  assert.equal(r['Requires at least'], h['Requires at least']);
  assert.equal(r['Requires PHP'], h['Requires PHP']);
  assert.equal(r.License, 'MIT');
  assert.equal(h.License, 'MIT');
  assert.equal(r['License URI'], h['License URI']);
  assert.ok(r.Tags && r['Tested up to']);
  const short = readme.split('\n\n')[1];
  assert.ok(!short.includes(':') && short.length <= 150, `a short description under 150 characters: ${short}`);
});

test('the editor script registers both blocks: Position saves nothing, Game its PGN in a <pre>', () => {
  const registered = {};
  const el = (type, props, ...children) => ({ type, props: props || {}, children: children.flat() });
  const component = (name) => name;
  const wp = {
    element: { createElement: el },
    blocks: { registerBlockType: (name, settings) => (registered[name] = settings) },
    blockEditor: {
      InspectorControls: 'InspectorControls',
      useBlockProps: () => ({ className: 'wp-block' }),
      MediaUpload: 'MediaUpload',
      MediaUploadCheck: 'MediaUploadCheck',
    },
    components: Object.fromEntries(
      ['PanelBody', 'TextControl', 'TextareaControl', 'ToggleControl', 'SelectControl', 'Button'].map((n) => [
        n,
        component(n),
      ]),
    ),
    i18n: { __: (s) => s },
  };
  vm.runInNewContext(read('blocks/editor.js'), { window: { wp } });
  const blockJson = (name) => JSON.parse(read(`blocks/${name}/block.json`));
  assert.deepEqual(Object.keys(registered).sort(), [blockJson('game').name, blockJson('position').name].sort());

  const find = (node, type) =>
    !node || typeof node !== 'object'
      ? null
      : node.type === type
        ? node
        : node.children.map((c) => find(c, type)).find(Boolean) || null;
  const position = registered['chess960/position'];
  assert.equal(position.save(), null);
  const shown = find(
    position.edit({ attributes: { n: '740', show: 'fen', controls: true, lang: '' }, setAttributes() {} }),
    'chess960-position',
  );
  assert.deepEqual({ ...shown.props }, { n: '740', show: 'fen', controls: '' });

  const game = registered['chess960/game'];
  const pgn = '[Event "a < b"]\n\n1. e4 *';
  const saved = game.save({ attributes: { pgn } });
  assert.equal(saved.type, 'pre');
  assert.equal(saved.props.className, 'chess960-pgn');
  assert.deepEqual([...saved.children], [pgn]);
  assert.equal(blockJson('game').attributes.pgn.selector, 'pre', 'the attribute is read back from what save writes');
  assert.equal(game.save({ attributes: { pgn: '' } }), null);
  const preview = find(
    game.edit({ attributes: { pgn, src: 'https://example.org/g.pgn' }, setAttributes() {} }),
    'chess960-game',
  );
  assert.equal(preview.props.src, 'https://example.org/g.pgn');
  assert.deepEqual([...find(preview, 'pre').children], [pgn]);
});

// Renders a position and a game with assets/ holding only the widget, on stand-ins for the
// WordPress functions assets.php calls (with wp_enqueue_script_module() when `modules`);
// returns the enqueue calls.
function enqueueCalls(modules) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-wpplugin-'));
  try {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'chess960-widget.js'), '');
    const php = `<?php
define('ABSPATH', '/');
define('CHESS960_VERSION', '9.9.9');
define('CHESS960_PLUGIN_FILE', ${JSON.stringify(path.join(dir, 'chess960.php'))});
$calls = [];
function add_filter() {}
function add_action() {}
function esc_attr($s) { return htmlspecialchars($s, ENT_QUOTES); }
function esc_url($s) { return $s; }
function plugin_dir_path($file) { return dirname($file) . '/'; }
function plugins_url($p, $file) { return 'https://example.org/wp-content/plugins/chess960/' . $p; }
function wp_enqueue_script(...$a) { global $calls; $calls[] = array_merge(['classic'], $a); }
${modules ? "function wp_enqueue_script_module(...$a) { global $calls; $calls[] = array_merge(['module'], $a); }" : ''}
require ${JSON.stringify(path.join(plugin, 'includes/assets.php'))};
require ${JSON.stringify(path.join(plugin, 'includes/markup.php'))};
chess960_position_markup(['n' => '518']);
chess960_game_markup('1. e4 *');
echo json_encode($calls);`;
    fs.writeFileSync(path.join(dir, 'run.php'), php);
    return JSON.parse(execFileSync('php', [path.join(dir, 'run.php')], { encoding: 'utf8' }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the widget is a script module where WordPress has them (6.5+), a footer script before; no game script until it is built', () => {
  const url = 'https://example.org/wp-content/plugins/chess960/assets/chess960-widget.js';
  assert.deepEqual(enqueueCalls(true), [['module', 'chess960-widget', url, [], '9.9.9']]);
  assert.deepEqual(enqueueCalls(false), [['classic', 'chess960-widget', url, [], '9.9.9', true]]);
});
