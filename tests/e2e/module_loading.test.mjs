// The three WebAssembly modules start from the bytes they carry and never fetch anything, not
// even a data: URL (an Emscripten SINGLE_FILE loader fetches its own data: URI, which a host
// page's connect-src refuses with a CSP violation on every load): the widget on club pages under
// `default-src 'self'` (with the 'wasm-unsafe-eval' that any WebAssembly needs) and under
// `default-src 'none'; script-src 'self' 'wasm-unsafe-eval'`, the engine's Web Worker
// (web/play/engine/worker.js with chess960-engine.js) under the site's policy and a stricter one, and
// chess960.js. Each page wraps fetch and XMLHttpRequest to count calls and listens for
// securitypolicyviolation (in the worker too). Under a policy without 'wasm-unsafe-eval' no
// WebAssembly compiles: the widget then says what the policy lacks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertBuilt, distDir, launchBrowser, startServer, watchPage } from './browser.mjs';

const SITE_CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const SELF_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
const NO_WASM_CSP = "default-src 'self'";
const NONE_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'";
const STRICT_SITE_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

// Runs first in every page: counts fetch/XHR calls and records CSP violations.
const RECORD_JS = `window.__fetches = [];
window.__csp = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__csp.push(e.violatedDirective + ' ' + e.blockedURI); });
var realFetch = window.fetch;
window.fetch = function (url) { window.__fetches.push(String(url).slice(0, 60)); return realFetch.apply(this, arguments); };
var realOpen = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (method, url) { window.__fetches.push(String(url).slice(0, 60)); return realOpen.apply(this, arguments); };
`;
// The worker: the same records, then the real engine worker (which loads chess960-engine.js).
const PROBE_WORKER_JS = `var fetches = [];
self.addEventListener('securitypolicyviolation', function (e) { postMessage({ type: 'csp', text: e.violatedDirective + ' ' + e.blockedURI }); });
var realFetch = self.fetch;
self.fetch = function (url) { postMessage({ type: 'fetch', url: String(url).slice(0, 60) }); return realFetch.apply(this, arguments); };
importScripts('engine-worker.js');
`;
// The page of the worker: starts it, asks for one move, keeps every message.
const ENGINE_PAGE_JS = `window.__worker = [];
var worker = new Worker('probe-worker.js');
worker.onmessage = function (e) {
  window.__worker.push(e.data);
  if (e.data.type === 'ready') worker.postMessage({ type: 'go', id: 1, fen: '2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1', level: 10, movetime: 200 });
};
`;
// The page of chess960.js: starts the module and reads one position (or keeps the refusal's code).
const API_PAGE_JS = `createChess960().then(function (api) { window.__rank = api.startPosition(518).backRank; }, function (e) { window.__refusal = e.code; });`;

const page = (body, scripts) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${scripts
    .map((s) => `<script src="${s}"></script>`)
    .join('')}</head><body><main><h1>Club</h1>${body}</main></body></html>`;
const PAGES = {
  'widget.html': page('<chess960-position n="740" controls></chess960-position>', ['record.js', 'chess960-widget.js']),
  'engine.html': page('<p>engine</p>', ['record.js', 'engine-page.js']),
  'api.html': page('<p>api</p>', ['record.js', 'chess960.js', 'api-page.js']),
};

describe('the modules never fetch (no data: URL), so host CSPs log nothing', () => {
  let browser;
  let dir;
  const servers = {};
  before(async () => {
    assertBuilt();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-loading-'));
    for (const f of ['chess960-widget.js', 'chess960-engine.js', 'chess960.js'])
      fs.copyFileSync(path.join(distDir, f), path.join(dir, f));
    // the site's worker; its importScripts('../../chess960-engine.js') resolves to this root
    fs.copyFileSync(path.join(distDir, 'play', 'engine', 'worker.js'), path.join(dir, 'engine-worker.js'));
    fs.writeFileSync(path.join(dir, 'record.js'), RECORD_JS);
    fs.writeFileSync(path.join(dir, 'probe-worker.js'), PROBE_WORKER_JS);
    fs.writeFileSync(path.join(dir, 'engine-page.js'), ENGINE_PAGE_JS);
    fs.writeFileSync(path.join(dir, 'api-page.js'), API_PAGE_JS);
    for (const [name, html] of Object.entries(PAGES)) fs.writeFileSync(path.join(dir, name), html);
    fs.writeFileSync(path.join(dir, 'favicon.ico'), '');
    browser = await launchBrowser();
    const policies = { site: SITE_CSP, self: SELF_CSP, none: NONE_CSP, strict: STRICT_SITE_CSP, noWasm: NO_WASM_CSP };
    for (const [name, csp] of Object.entries(policies))
      servers[name] = await startServer(dir, { headers: { 'Content-Security-Policy': csp } });
  });
  after(async () => {
    await browser?.close();
    for (const server of Object.values(servers)) await server.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Opens a page of the fixture folder under one policy; resolves to { page, problems, context }.
  async function open(server, file) {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 }, locale: 'de-DE' });
    const p = await context.newPage();
    const problems = watchPage(p);
    await p.goto(`${servers[server].url}${file}`);
    return { page: p, problems, context };
  }

  for (const server of ['self', 'none']) {
    test(`the widget under "${server === 'self' ? SELF_CSP : NONE_CSP}": drawn, nothing fetched, no violation`, async () => {
      const { page: p, problems, context } = await open(server, 'widget.html');
      await p.waitForFunction(
        () => document.querySelector('chess960-position')?.shadowRoot?.querySelectorAll('[data-piece]').length === 32,
        null,
        { timeout: 10000 },
      );
      assert.equal(await p.evaluate(() => document.querySelector('chess960-position').number), 740);
      const styled = await p.evaluate(() => {
        const root = document.querySelector('chess960-position').shadowRoot;
        return {
          label: getComputedStyle(root.querySelector('.sr')).position,
          message: root.querySelector('.message').textContent,
        };
      });
      assert.deepEqual(styled, { label: 'absolute', message: '' }, 'the shadow styles apply and nothing went wrong');
      await p.fill('chess960-position input', '0518');
      await p.press('chess960-position input', 'Enter');
      await p.waitForFunction(() => document.querySelector('chess960-position').number === 518);
      await p.waitForTimeout(100);
      assert.deepEqual(await p.evaluate(() => window.__csp), []);
      assert.deepEqual(await p.evaluate(() => window.__fetches), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test(`the widget under "${NO_WASM_CSP}" (no WebAssembly allowed): draws 740 from its table, says what the policy lacks, fetches nothing`, async () => {
    const { page: p, context } = await open('noWasm', 'widget.html');
    await p.waitForFunction(
      () => document.querySelector('chess960-position')?.shadowRoot?.querySelector('.message')?.textContent,
      null,
      { timeout: 10000 },
    );
    const message = await p.evaluate(
      () => document.querySelector('chess960-position').shadowRoot.querySelector('.message').textContent,
    );
    assert.match(message, /Content-Security-Policy.*'wasm-unsafe-eval'/);
    // The diagram of a plain number comes from the widget's back-rank table, drawn before the
    // module is unpacked: it stands even though the module never compiles (740 is RBBKNNQR).
    const rank1 = await p.evaluate(() =>
      [...'abcdefgh']
        .map((f) => {
          const sq = document
            .querySelector('chess960-position')
            .shadowRoot.querySelector(`[data-square="${f}1"] [data-piece]`);
          return sq ? sq.getAttribute('data-piece')[1] : '.';
        })
        .join(''),
    );
    assert.equal(rank1, 'RBBKNNQR');
    assert.deepEqual(await p.evaluate(() => window.__csp), ['script-src wasm-eval'], 'only the compile is refused');
    assert.deepEqual(await p.evaluate(() => window.__fetches), []);
    await context.close();
  });

  for (const server of ['site', 'strict']) {
    test(`the engine worker under "${server === 'site' ? SITE_CSP : STRICT_SITE_CSP}": starts and moves, nothing fetched, no violation`, async () => {
      const { page: p, problems, context } = await open(server, 'engine.html');
      await p.waitForFunction(() => window.__worker.some((m) => m.type === 'bestmove'), null, { timeout: 15000 });
      const messages = await p.evaluate(() => window.__worker);
      assert.equal(messages.find((m) => m.type === 'bestmove').uci, 'b1a1', 'the castling mate in one');
      assert.deepEqual(
        messages.filter((m) => m.type === 'csp' || m.type === 'fetch'),
        [],
      );
      assert.deepEqual(await p.evaluate(() => window.__csp), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test(`chess960.js under "${STRICT_SITE_CSP}": starts, nothing fetched, no violation`, async () => {
    const { page: p, problems, context } = await open('strict', 'api.html');
    await p.waitForFunction(() => window.__rank, null, { timeout: 10000 });
    assert.equal(await p.evaluate(() => window.__rank), 'RNBQKBNR');
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    assert.deepEqual(await p.evaluate(() => window.__fetches), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`chess960.js under "${NO_WASM_CSP}" (no WebAssembly allowed): createChess960() rejects with ERR_MODULE_CSP`, async () => {
    const { page: p, context } = await open('noWasm', 'api.html');
    await p.waitForFunction(() => window.__refusal, null, { timeout: 10000 });
    assert.equal(await p.evaluate(() => window.__refusal), 'ERR_MODULE_CSP', 'not ERR_MODULE_DAMAGED');
    assert.deepEqual(await p.evaluate(() => window.__fetches), []);
    await context.close();
  });
});
