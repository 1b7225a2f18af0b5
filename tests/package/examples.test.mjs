// The package's examples (package/examples/, shown in the reference) run as a user runs them,
// against the installed tarball: the node ones print what their comments say, the worker
// example's page gets a legal answer from the engine, the widget page draws both elements.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { launchBrowser, startServer } from '../e2e/browser.mjs';
import { START_518, repoRoot, runNode, useApp } from './consumer.mjs';

const app = useApp();
const examples = path.join(repoRoot, 'package', 'examples');
const browser = {};
before(async () => {
  browser.chromium = await launchBrowser();
});
after(async () => {
  await browser.chromium?.close();
  await browser.server?.close();
});

// Returns the lines a node example prints, run in the app.
async function printed(name) {
  const { stdout } = await runNode(app.dir, name, fs.readFileSync(path.join(examples, name), 'utf8'));
  return stdout.trim().split('\n');
}

test('numbering.mjs: 518 in both letter sets, back from German letters, its mirror 534, both counts', async () => {
  // The back rank of no. 0 and 518 from an independent table (tests/data/scalachess-back-ranks.txt).
  const ranks = fs.readFileSync(path.join(repoRoot, 'tests', 'data', 'scalachess-back-ranks.txt'), 'utf8').split('\n');
  assert.equal(ranks[518].trim().toUpperCase(), 'RNBQKBNR');
  assert.deepEqual(await printed('numbering.mjs'), ['RNBQKBNR', 'TSLDKLST', '518', '534', '960 0']);
});

test('game.mjs: the start FEN, 20 moves of no. 0, O-O as the king takes its rook, an illegal move refused', async () => {
  const lines = await printed('game.mjs');
  assert.equal(lines[0], START_518);
  // No. 0 is BBQNNRKR: 16 pawn moves and two squares for each knight (d1: c3, e3; e1: d3, f3).
  assert.equal(lines[1], '20');
  assert.equal(lines[2], 'true');
  // After O-O the king stays on g1 and the rook from h1 stands on f1; White's rights are gone.
  assert.equal(lines[3], 'O-O bbqn2kr/ppppprnp/6p1/5p2/5P2/6P1/PPPPPRNP/BBQN1RK1 b k - 3 5');
  assert.equal(lines[4], 'ERR_MOVE_ILLEGAL');
});

test('pgn-file.mjs: the good game with its players and moves, the bad one with its code and line', async () => {
  assert.deepEqual(await printed('pgn-file.mjs'), [
    'Anna–Ben, no. 0: g3 g6 Ng2 Ng7 f4 f5 Rf2 Rf7 O-O O-O',
    'game 2, line 13: ERR_PGN_MOVE',
  ]);
});

test('draw-by-hand.mjs: the die places each piece where the rule says, 518; the coins give two chances', async () => {
  // Bodlaender's rule worked by hand: a roll k puts the dark bishop on the k-th of a1 c1 e1 g1, the
  // light one on the k-th of b1 d1 f1 h1, then queen and knights on the k-th free square.
  const lines = await printed('draw-by-hand.mjs');
  assert.deepEqual(lines.slice(0, 6), [
    'dark-bishop: 2 -> c1',
    'light-bishop: 3 -> f1',
    'queen: 3 -> d1',
    'first-knight: 2 -> b1',
    'second-knight: 3 -> g1',
    '518 RNBQKBNR',
  ]);
  // Two coins: 1/4 for each bishop and the king (1/4: one of four middle squares), 1/(left·right)
  // for the rooks, 1/3 for the queen; left·right is 4 or 6, so 1/768 or 1/1152.
  assert.equal(lines[6], '1/1152 1/768');
});

test('engine-worker/: bundled, the page gets a legal reply to 1. e4 from the module worker', async () => {
  const site = path.join(app.dir, 'engine-site');
  fs.mkdirSync(site, { recursive: true });
  for (const file of ['index.html', 'main.js', 'engine.worker.js'])
    fs.copyFileSync(path.join(examples, 'engine-worker', file), path.join(app.dir, file));
  await esbuild.build({
    entryPoints: ['main.js', 'engine.worker.js'].map((file) => path.join(app.dir, file)),
    absWorkingDir: app.dir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outdir: site,
    logLevel: 'silent',
  });
  fs.copyFileSync(path.join(app.dir, 'index.html'), path.join(site, 'index.html'));
  browser.server = await startServer(site);
  const page = await browser.chromium.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(browser.server.url);
  await page.waitForFunction(() => document.querySelector('#move').textContent !== '…', null, { timeout: 30000 });
  const reply = await page.locator('#move').textContent();
  // Black's legal replies to 1. e4 in 518: 16 pawn moves and the knights' a6, c6, f6, h6.
  const legal = ['a7a6', 'a7a5', 'b7b6', 'b7b5', 'c7c6', 'c7c5', 'd7d6', 'd7d5', 'e7e6', 'e7e5', 'f7f6', 'f7f5'];
  legal.push('g7g6', 'g7g5', 'h7h6', 'h7h5', 'b8a6', 'b8c6', 'g8f6', 'g8h6');
  assert.ok(legal.includes(reply), `${reply} is a legal reply`);
  assert.deepEqual(errors, []);
  await page.close();
  await browser.server.close();
  browser.server = null;
});

test('widget.html: both elements draw their diagram from the installed classic script', async () => {
  fs.copyFileSync(path.join(examples, 'widget.html'), path.join(app.dir, 'widget.html'));
  browser.server = await startServer(app.dir);
  const page = await browser.chromium.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${browser.server.url}widget.html`);
  const pieces = await page.waitForFunction(
    () => {
      const counts = [...document.querySelectorAll('chess960-position')].map(
        (element) => element.shadowRoot?.querySelectorAll('[data-piece]').length || 0,
      );
      return counts.length === 2 && counts.every((n) => n === 32) && counts;
    },
    null,
    { timeout: 15000 },
  );
  assert.deepEqual(await pieces.jsonValue(), [32, 32]);
  assert.equal(await page.evaluate(() => document.querySelector('chess960-position').number), 518);
  assert.deepEqual(errors, []);
  await page.close();
});
