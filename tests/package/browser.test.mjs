// The npm package in a bundled page: a small app (the main entry, the widget, a module worker
// with chess960/engine/worker) built once with esbuild and once with rollup and
// @rollup/plugin-node-resolve, each served on 127.0.0.1 under the Content-Security-Policy the
// embed guide gives a host page, and opened in headless Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { launchBrowser, startServer } from '../e2e/browser.mjs';
import { START_518, useApp } from './consumer.mjs';

// What the embed guide (web/embed/snippets.js) tells a host page to send for the widget (with the page's own scripts on 'self').
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const app = useApp();

// The app's page: its scripts are files (the CSP refuses inline ones).
const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>chess960 consumer</title>
<link rel="icon" href="favicon.svg">
<script type="module" src="main.js"></script>
</head>
<body>
<main>
<p>FEN: <output id="fen"></output></p>
<p>Legal moves: <output id="moves"></output></p>
<p>Engine after 1. e4: <output id="bestmove"></output> (legal: <output id="legal"></output>)</p>
<p><output id="problem"></output></p>
<chess960-position id="diagram" n="518"></chess960-position>
</main>
</body>
</html>
`;

const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n';

// The page's module: shows 518 and its legal moves, asks the worker for a move after 1. e4.
const MAIN_JS = `import { createChess960 } from 'chess960';
import 'chess960/widget';

const show = (id, value) => {
  document.getElementById(id).textContent = String(value);
};
try {
  const api = await createChess960();
  const start = api.startPosition(518);
  const game = new api.Game(518);
  show('fen', start.fen);
  show('moves', game.legalMoves().length);
  game.play('e4');
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    if (data.type === 'bestmove') {
      show('bestmove', data.uci);
      show('legal', game.legalMoves().includes(data.uci));
    } else if (data.type === 'error') {
      show('problem', data.code + ': ' + data.message);
    }
  };
  worker.onerror = (event) => show('problem', 'worker: ' + event.message);
  worker.postMessage({ type: 'go', id: 1, fen: start.fen, moves: ['e2e4'], level: 10, movetime: 300 });
} catch (error) {
  show('problem', (error.code || error.name) + ': ' + error.message);
}
`;

// The worker's own file.
const WORKER_JS = `import 'chess960/engine/worker';\n`;

// Writes the app's sources and the static files of each build.
function writeSources() {
  fs.mkdirSync(path.join(app.dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(app.dir, 'src', 'main.js'), MAIN_JS);
  fs.writeFileSync(path.join(app.dir, 'src', 'worker.js'), WORKER_JS);
}

// Puts the page and its icon beside a build's scripts.
function writeStatic(outDir) {
  fs.writeFileSync(path.join(outDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(outDir, 'favicon.svg'), FAVICON_SVG);
}

// Bundles main.js and worker.js with esbuild's JS API; returns the output folder and the warnings.
async function buildWithEsbuild() {
  const outDir = path.join(app.dir, 'out-esbuild');
  const result = await esbuild.build({
    absWorkingDir: app.dir,
    entryPoints: { main: 'src/main.js', worker: 'src/worker.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outdir: outDir,
    logLevel: 'silent',
  });
  writeStatic(outDir);
  return { outDir, warnings: result.warnings.map((w) => w.text) };
}

// Bundles main.js and worker.js with rollup and node-resolve (browser); returns the folder and warnings.
async function buildWithRollup() {
  const outDir = path.join(app.dir, 'out-rollup');
  const warnings = [];
  for (const name of ['main', 'worker']) {
    const bundle = await rollup({
      input: path.join(app.dir, 'src', `${name}.js`),
      plugins: [nodeResolve({ browser: true })],
      onwarn: (warning) => warnings.push(`${warning.code}: ${warning.message}`),
    });
    await bundle.write({ file: path.join(outDir, `${name}.js`), format: 'es' });
    await bundle.close();
  }
  writeStatic(outDir);
  return { outDir, warnings };
}

// Opens the served build in a fresh context and records what a user would not want to see.
async function openBuild(browser, url) {
  const context = await browser.newContext();
  const problems = [];
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  context.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') problems.push(`worker console.error: ${message.text()}`);
    });
  });
  await page.goto(url);
  // The tests say what is missing when the page never gets there.
  await page
    .waitForFunction(
      () =>
        document.getElementById('legal').textContent !== '' || document.getElementById('problem').textContent !== '',
      null,
      { timeout: 20000 },
    )
    .catch(() => {});
  await page
    .waitForFunction(
      () => document.getElementById('diagram').shadowRoot?.querySelectorAll('[data-piece]').length >= 32,
      null,
      {
        timeout: 10000,
      },
    )
    .catch(() => {});
  return { context, page, problems, requests };
}

// Reads what the page shows: the outputs, the widget's pieces and rank 1, the CSP violations.
function readPage(page) {
  return page.evaluate(() => {
    const text = (id) => document.getElementById(id).textContent;
    const root = document.getElementById('diagram').shadowRoot;
    const piece = (square) => root?.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece');
    return {
      fen: text('fen'),
      moves: text('moves'),
      bestmove: text('bestmove'),
      legal: text('legal'),
      problem: text('problem'),
      pieces: root ? root.querySelectorAll('[data-piece]').length : 0,
      rank1: 'abcdefgh'
        .split('')
        .map((file) => (piece(`${file}1`) || '..')[1])
        .join(''),
      violations: window.__violations,
    };
  });
}

// The checks of one bundler's build.
function describeBuild(name, build) {
  describe(`a page bundled by ${name}`, () => {
    const site = {};
    before(async () => {
      writeSources();
      site.build = await build();
      site.browser = await launchBrowser();
      site.server = await startServer(site.build.outDir, { headers: { 'Content-Security-Policy': CSP } });
      site.opened = await openBuild(site.browser, `${site.server.url}index.html`);
      site.shown = await readPage(site.opened.page);
    });
    after(async () => {
      await site.opened?.context.close();
      await site.browser?.close();
      await site.server?.close();
    });

    test(`${name} bundles the app without a warning`, () => {
      assert.deepEqual(site.build.warnings, []);
    });

    test("the page shows 518's FEN and its 20 legal moves", () => {
      assert.equal(site.shown.problem, '');
      assert.equal(site.shown.fen, START_518);
      assert.equal(site.shown.moves, '20');
    });

    test('the module worker of chess960/engine/worker answers a legal bestmove for 518 after 1. e4', () => {
      assert.match(site.shown.bestmove, /^[a-h][1-8][a-h][1-8][qrbn]?$/);
      assert.equal(site.shown.legal, 'true', `bestmove ${site.shown.bestmove} is legal for Black`);
    });

    test('the chess960/widget element draws the diagram of 518: 32 pieces, RNBQKBNR on rank 1', () => {
      assert.equal(site.shown.pieces, 32);
      assert.equal(site.shown.rank1, 'RNBQKBNR');
    });

    test('nothing is fetched but the app: no .wasm request, every request on the loopback server', () => {
      const requests = [...new Set(site.opened.requests)];
      assert.deepEqual(
        requests.filter((url) => /\.wasm(?:[?#]|$)/i.test(url)),
        [],
      );
      assert.deepEqual(
        requests.filter((url) => !url.startsWith(site.server.url)),
        [],
      );
      assert.ok(requests.includes(`${site.server.url}worker.js`), 'the worker was loaded from its own file');
    });

    test('no console error, no page error, no failed request, no CSP violation', () => {
      assert.deepEqual(site.opened.problems, []);
      assert.deepEqual(site.shown.violations, []);
    });
  });
}

describeBuild('esbuild', buildWithEsbuild);
describeBuild('rollup', buildWithRollup);
