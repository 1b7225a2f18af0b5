// The pages that draw an event's or a tournament's rounds (event, verify with a whole event in
// its address, draw) from a cold load to ready (html[data-ready="true"], the draw page's
// body[data-ready="1"]): the time from navigation, read in the page by a mutation observer a
// script added before the page's own reports (no harness script on the main thread while the
// page loads). Since December 2026 these pages load two modules at once (chess960.js and
// chess960-event.js, both preloaded) where they loaded chess960.js alone; with --before <dist>
// (an older build of the site) both builds are measured in the same run, interleaved, each
// load in a fresh browser context, at full speed and with Chromium's CPU throttling at 4x (a
// mid-range phone). Prints the median of RUNS with the spread (min-max). Never fails.
// Usage: node bench/event_pages_load.mjs [--runs 9] [--before <dist>]   (after npm run build)
import path from 'node:path';
import { distDir, launchBrowser, startServer } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 9;
const builds = { now: distDir };
if (option('--before')) builds.before = path.resolve(option('--before'));
const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b';
const PAGES = [
  ['event', 'event.html', 'html[data-ready="true"]'],
  ['verify', `verify.html?c=${COMMITMENT}&s=${SECRET}&r=9&x=518&b=0`, 'html[data-ready="true"]'],
  ['draw', 'draw.html?method=die', 'body[data-ready="1"]'],
];
// Reports the time from navigation to the first moment the ready selector matches.
const WATCH = (selector) => `(() => {
  const seen = () => document.querySelector(${JSON.stringify(selector)});
  const report = () => console.debug('bench:ready ' + performance.now());
  const observer = new MutationObserver(() => {
    if (seen()) {
      observer.disconnect();
      report();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

// Returns the milliseconds from navigation to ready of one cold load.
async function load(browser, url, selector, cpu) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(WATCH(selector));
  const ready = new Promise((resolve) =>
    page.on('console', (m) => m.text().startsWith('bench:ready ') && resolve(Number(m.text().slice(12)))),
  );
  await page.goto(url);
  const ms = await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 30000, NaN))]);
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await launchBrowser();
const servers = {};
for (const [name, dir] of Object.entries(builds)) servers[name] = await startServer(dir);
try {
  for (const cpu of [1, 4]) {
    const times = {};
    for (let run = 0; run < RUNS; run++) {
      for (const [page, address, selector] of PAGES) {
        for (const name of Object.keys(builds)) {
          const key = `${page} ${name}`;
          (times[key] ||= []).push(await load(browser, servers[name].url + address, selector, cpu));
        }
      }
    }
    for (const [key, xs] of Object.entries(times)) {
      const ok = xs.filter((x) => Number.isFinite(x));
      const line = ok.length
        ? `${Math.round(median(ok))} ms (${Math.round(Math.min(...ok))}-${Math.round(Math.max(...ok))})`
        : 'never ready';
      console.log(`event pages load: CPU ${cpu}x, ${key}: ${line} to ready, ${ok.length} of ${xs.length} runs`);
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.close();
  await browser.close();
}
