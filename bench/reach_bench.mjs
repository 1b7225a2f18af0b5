// Reach budgets (printed, never failing): widget size, time from navigation to the first diagram
// on loopback for index.html, a widget page and wall.html (cold loads, fresh context each, median),
// and the app's first load offline with everything served by the service worker.
// Usage: node bench/reach_bench.mjs [--runs 7]   (after npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir, launchBrowser, startServer } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const TARGET_MS = 300;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// Milliseconds from navigation start until `ready()` (run in the page) is true.
async function timeToDiagram(page, url, ready) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(ready, null, { timeout: 15000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

const boardReady = () => document.querySelectorAll('#board [data-piece]').length === 32;
const widgetReady = () => {
  const el = document.querySelector('chess960-position');
  return !!(el && el.shadowRoot && el.shadowRoot.querySelectorAll('[data-piece]').length === 32);
};

async function main() {
  const widget = fs.readFileSync(path.join(distDir, 'chess960-widget.js'));
  const gz = zlib.gzipSync(widget, { level: 9 }).length;
  console.log(
    `widget dist/chess960-widget.js: ${widget.length} bytes raw, ${gz} bytes gzip ` +
      `(budget 30720: ${gz <= 30720 ? 'ok' : 'OVER'})`,
  );
  const svgDir = path.join(distDir, 'svg');
  if (fs.existsSync(svgDir)) {
    const sizes = fs.readdirSync(svgDir).map((f) => fs.statSync(path.join(svgDir, f)).size);
    console.log(
      `svg/: ${sizes.length} files, ${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB, ` +
        `${Math.round(median(sizes) / 1024)} KB each (518.svg ${zlib.gzipSync(fs.readFileSync(path.join(svgDir, '518.svg'))).length} bytes gzip)`,
    );
  }
  const load = os.loadavg()[0];
  if (load > os.cpus().length * 0.75)
    console.log(`note: load average ${load.toFixed(1)} on ${os.cpus().length} cores; times are inflated`);

  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const cases = [
      ['index.html?n=518', `${server.url}index.html?n=518`, boardReady],
      ['embed.html?n=518 (widget)', `${server.url}embed.html?n=518`, widgetReady],
      ['wall.html?n=518', `${server.url}wall.html?n=518`, boardReady],
    ];
    console.log(
      `\ntime from navigation to the first diagram, http://127.0.0.1, median of ${runs} cold loads (target ≤ ${TARGET_MS} ms):`,
    );
    for (const [name, url, ready] of cases) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        times.push(await timeToDiagram(page, url, ready));
        await context.close();
      }
      const m = median(times);
      console.log(
        `  ${name.padEnd(28)} ${m.toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})  ${m <= TARGET_MS ? 'ok' : 'over target'}`,
      );
    }

    console.log(`\napp first load offline, everything from the service worker's cache (median of ${runs}):`);
    for (const [name, url] of [
      ['index.html?n=740', `${server.url}index.html?n=740`],
      ['wall.html?n=12', `${server.url}wall.html?n=12`],
    ]) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.url}index.html`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await context.setOffline(true);
        const fresh = await context.newPage();
        times.push(await timeToDiagram(fresh, url, boardReady));
        await context.close();
      }
      const m = median(times);
      console.log(
        `  ${name.padEnd(28)} ${m.toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  console.error(`reach_bench: ${e.message}`);
  process.exit(1);
});
