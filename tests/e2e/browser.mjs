// Shared helpers for the browser tests: Debian Chromium through playwright-core, the static
// server from scripts/serve.mjs (loopback only), axe-core injection and board reading.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../scripts/serve.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The built site; CHESS960_DIST points the tests at another folder with the same layout.
export const distDir = path.resolve(repoRoot, process.env.CHESS960_DIST || 'dist');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--disable-component-update',
  '--disable-sync',
];

// Fails with a readable message when the site has not been built.
export function assertBuilt(dir = distDir) {
  for (const f of ['index.html', 'chess960.js']) {
    if (!fs.existsSync(path.join(dir, f))) {
      throw new Error(`${path.relative(repoRoot, path.join(dir, f))} is missing: run "npm run build" first`);
    }
  }
}

// Launches headless Debian Chromium.
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

// Serves `dir` on 127.0.0.1 (any free port); resolves to { url, close() }.
// `headers` (optional) is an object of extra response headers, e.g. a Content-Security-Policy.
export async function startServer(dir = distDir, { headers } = {}) {
  const setHeaders = headers
    ? (res) => {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      }
    : undefined;
  const { server, url } = await serveStatic(dir, 0, { headers: setHeaders });
  if (!/^http:\/\/127\.0\.0\.1:\d+\/$/.test(url)) {
    server.close();
    throw new Error(`refusing non-loopback server URL ${url}`);
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// For a describe block: before its tests checks the build, launches Chromium and serves dist/
// (with `csp`, also a second server that sends this Content-Security-Policy); closes them after.
// Returns { browser, server, cspServer }, filled in by the before hook.
export function useSite({ csp } = {}) {
  const site = {};
  before(async () => {
    assertBuilt();
    site.browser = await launchBrowser();
    site.server = await startServer();
    if (csp) site.cspServer = await startServer(distDir, { headers: { 'Content-Security-Policy': csp } });
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
    await site.cspServer?.close();
  });
  return site;
}

// Opens url in a new page (of `context`, or of a fresh context: 1280x900, German, plus `options`),
// records its problems (watchPage) and waits for `ready`; resolves to { page, problems, context }.
export async function openPage(
  browser,
  url,
  { context, init, ready = 'html[data-ready="true"]', timeout = 10000, ...options } = {},
) {
  const ctx =
    context || (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', ...options }));
  const page = await ctx.newPage();
  if (init) await page.addInitScript(init);
  const problems = watchPage(page);
  await page.goto(url);
  if (ready) await page.waitForSelector(ready, { timeout });
  return { page, problems, context: ctx };
}

// file:// URL of a page in `dir`.
export function fileUrl(page = 'index.html', dir = distDir) {
  return pathToFileURL(path.join(dir, page)).href;
}

// Records page errors, console errors and requests that leave the loopback/file world.
export function watchPage(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('request', (r) => {
    const u = r.url();
    if (!/^(file:|data:|blob:|about:|http:\/\/127\.0\.0\.1[:/])/.test(u)) problems.push(`foreign request: ${u}`);
  });
  return problems;
}

const axeSource = () => fs.readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

// Runs axe-core (injected as source, so it works under a strict CSP); resolves to violations.
// preload is off: axe would fetch the stylesheets again, which file:// pages refuse.
export async function runAxe(page, context = null) {
  const loaded = await page.evaluate(() => typeof window.axe === 'object');
  if (!loaded) await page.evaluate(axeSource());
  const result = await page.evaluate(async (ctx) => {
    const r = await window.axe.run(ctx || document, { resultTypes: ['violations'], preload: false });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary}`),
    }));
  }, context);
  return result;
}

// Formats axe violations for an assertion message.
export function formatViolations(violations) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.join('\n  ')}`).join('\n');
}

// Reads a rendered board: { e1: 'wK', ... } for every square element (null when empty).
export function readBoard(page, root = '#board') {
  return page.evaluate((sel) => {
    const out = {};
    for (const sq of document.querySelectorAll(`${sel} [data-square]`)) {
      const pieces = sq.querySelectorAll('[data-piece]');
      out[sq.getAttribute('data-square')] =
        pieces.length === 1 ? pieces[0].getAttribute('data-piece') : pieces.length === 0 ? null : 'MANY';
    }
    return out;
  }, root);
}

// Pieces on one rank, files a..h, as a string of piece codes' letters ('.' for empty):
// White upper-case, Black lower-case (so rank 8 of 518 is "rnbqkbnr").
export function rankText(board, rank) {
  return 'abcdefgh'
    .split('')
    .map((f) => {
      const p = board[`${f}${rank}`];
      if (!p) return '.';
      return p[0] === 'w' ? p[1] : p[1].toLowerCase();
    })
    .join('');
}

// Returns { context, release }: a new context (options; init runs before every page's scripts)
// whose requests for chess960.js wait until release() is called.
export async function holdingModule(browser, options, init) {
  const context = await browser.newContext(options);
  if (init) await context.addInitScript(init);
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await context.route(/\/chess960\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { context, release };
}

// Centre of a board square in page coordinates.
export async function squareCentre(page, square, root = '#board') {
  const box = await page.locator(`${root} [data-square="${square}"] > rect`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
