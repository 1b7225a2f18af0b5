// Time to the first board: from navigation start to the first piece ([data-piece]) in the page,
// for index.html?n=518 in headless Debian Chromium, over http://127.0.0.1 (scripts/serve.mjs)
// and over file://. Each load uses a fresh browser context (cold HTTP cache); the median of
// LOADS loads is reported with the spread. Prints only; the target (≤ 300 ms) is marked.
// Usage: node bench/browser_bench.mjs [--loads N]
// Only loopback and file: URLs are loaded; other host names do not resolve in the browser, and
// any request to a non-loopback URL is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const loadsArg = args.indexOf('--loads');
const LOADS = loadsArg >= 0 ? Number(args[loadsArg + 1]) : 20;
const TARGET_MS = 300;
const PAGE = 'index.html?n=518';

if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(dist, 'chess960.js'))) {
  console.log('browser bench: dist/ is not built (run npm run build)');
  process.exit(0);
}

// Runs before any page script: notes performance.now() (ms since navigation start) when the
// first [data-piece] element and the data-ready flag appear.
const probe = () => {
  const marks = {};
  window.__benchMarks = marks;
  const look = () => {
    if (marks.piece === undefined && document.querySelector('[data-piece]')) marks.piece = performance.now();
    if (marks.ready === undefined && document.documentElement.getAttribute('data-ready') === 'true') {
      marks.ready = performance.now();
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function measure(browser, url) {
  const pieceTimes = [];
  const readyTimes = [];
  const dclTimes = [];
  const foreign = [];
  const errors = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    await context.addInitScript(probe);
    const page = await context.newPage();
    // Passive watch (request interception would slow every load and skew the figure); host
    // names other than 127.0.0.1 do not resolve in this browser anyway (launch arguments).
    page.on('request', (req) => {
      const u = req.url();
      if (!/^(file:|data:|blob:|about:|http:\/\/127\.0\.0\.1[:/])/.test(u)) foreign.push(u);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchMarks && window.__benchMarks.piece !== undefined, null, {
      timeout: 15000,
    });
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { ...window.__benchMarks, dcl: nav ? nav.domContentLoadedEventEnd : undefined };
    });
    pieceTimes.push(r.piece);
    if (r.ready !== undefined) readyTimes.push(r.ready);
    if (r.dcl !== undefined) dclTimes.push(r.dcl);
    await context.close();
  }
  return { pieceTimes, readyTimes, dclTimes, foreign, errors };
}

const { server, url: base } = await serveStatic(dist, 0);
if (!/^http:\/\/127\.0\.0\.1:\d+\/$/.test(base)) {
  server.close();
  throw new Error(`refusing non-loopback server URL ${base}`);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
try {
  const targets = [
    ['http://127.0.0.1', base + PAGE],
    ['file://', pathToFileURL(path.join(dist, 'index.html')).href + '?n=518'],
  ];
  console.log(
    `${PAGE}: ms from navigation start, median of ${LOADS} cold loads (min–max); target ≤ ${TARGET_MS} ms to the first piece`,
  );
  const load = os.loadavg()[0];
  if (load > os.cpus().length) {
    console.log(
      `  NOTE: load average ${load.toFixed(1)} on ${os.cpus().length} cores: other work shares the CPU; times are inflated`,
    );
  }
  for (const [label, url] of targets) {
    const r = await measure(browser, url);
    const f = (xs) =>
      xs.length ? `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})` : '—';
    const m = median(r.pieceTimes);
    console.log(
      `  ${label.padEnd(17)} first piece ${f(r.pieceTimes)} ${m <= TARGET_MS ? 'met' : 'NOT met'};` +
        ` data-ready ${f(r.readyTimes)}; DOMContentLoaded ${f(r.dclTimes)}`,
    );
    if (r.foreign.length) console.log(`  WARNING: non-loopback requests seen: ${[...new Set(r.foreign)].join(', ')}`);
    if (r.errors.length) console.log(`  WARNING: page errors: ${[...new Set(r.errors)].join('; ')}`);
  }
} finally {
  await browser.close();
  server.closeAllConnections?.();
  server.close();
}
