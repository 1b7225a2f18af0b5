// Move latency of the play page in headless Chromium: time from the drop of a piece (pointerup
// on the board) to the redrawn board (pieces and marks drawn), measured in the page with
// the page's User Timing measures 'chess960.play.drop' and 'chess960.play.frame' (gathered into
// window.__playMetrics by an init script). Also the time to the next animation frame, and the
// calls into the module per board move: every method of api.Game and every api function is
// wrapped in the bench page (an init script catches createChess960) and counted from the press
// of the mouse button to 50 ms after the board was redrawn. Moves are real mouse drags of seeded
// random legal moves (targets read from the board's markers), restarting when a game ends.
// Printed, not a test.
// Usage: node bench/move_latency.mjs [moves=200]   (needs a built dist/: npm run build)
import os from 'node:os';
import { assertBuilt, launchBrowser, startServer } from '../tests/e2e/browser.mjs';

const MOVES = Number(process.argv[2] || 200);

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  const q = (p) => v[Math.min(v.length - 1, Math.floor(p * v.length))];
  return { n: v.length, median: q(0.5), p90: q(0.9), max: v[v.length - 1] };
}

assertBuilt();
const browser = await launchBrowser();
const server = await startServer();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
// Counts every call into the module: api functions and the methods of api.Game (not the
// wrapper's own _-prefixed helpers), in window.__apiCalls.
await context.addInitScript(() => {
  // The page's measures of each drop: to the redrawn board, and to the next frame.
  const metrics = { drops: [], frames: [] };
  window.__playMetrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'chess960.play.drop') metrics.drops.push(entry.duration);
      if (entry.name === 'chess960.play.frame') metrics.frames.push(entry.duration);
    }
  }).observe({ entryTypes: ['measure'] });
  const counter = { calls: 0, byName: {} };
  window.__apiCalls = counter;
  const count = (name, fn) =>
    function (...args) {
      counter.calls++;
      counter.byName[name] = (counter.byName[name] || 0) + 1;
      return fn.apply(this, args);
    };
  let factory;
  Object.defineProperty(window, 'createChess960', {
    configurable: true,
    get: () => factory,
    set: (real) => {
      factory = (...args) =>
        real(...args).then((api) => {
          const proto = api.Game.prototype;
          for (const name of Object.keys(proto)) {
            if (name[0] !== '_' && typeof proto[name] === 'function') proto[name] = count(`game.${name}`, proto[name]);
          }
          for (const name of Object.keys(api)) {
            if (name !== 'Game' && typeof api[name] === 'function') api[name] = count(`api.${name}`, api[name]);
          }
          return api;
        });
    },
  });
});
const page = await context.newPage();
const random = rng(960);
const calls = [];
const callNames = {};

const drops = [];
const frames = [];
// Collects the page's figures before it is left.
async function harvest() {
  await page.waitForTimeout(50);
  const m = await page
    .evaluate(() => window.__playMetrics || { drops: [], frames: [] })
    .catch(() => ({ drops: [], frames: [] }));
  drops.push(...m.drops);
  frames.push(...m.frames);
}

async function openGame() {
  await page.goto(`${server.url}play.html?n=${Math.floor(random() * 960)}`);
  await page.waitForSelector('html[data-ready="true"]');
}

async function centre(square) {
  const box = await page.locator(`#board [data-square="${square}"] > rect`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

await openGame();
let played = 0;
while (played < MOVES) {
  const over = await page.isDisabled('#move-input');
  if (over) {
    await harvest();
    await page.evaluate(() => localStorage.clear());
    await openGame();
    continue;
  }
  // own pieces: squares whose piece has the colour of the side to move
  const turn = await page.evaluate(() =>
    document.getElementById('status').textContent.match(/^(Weiß|White)/) ? 'w' : 'b',
  );
  const own = await page.$$eval(
    '#board [data-piece]',
    (ns, t) =>
      ns
        .filter((n) => n.getAttribute('data-piece')[0] === t)
        .map((n) => n.closest('[data-square]').getAttribute('data-square')),
    turn,
  );
  let from = null;
  let targets = [];
  for (let tries = 0; tries < 40 && !targets.length; tries++) {
    from = own[Math.floor(random() * own.length)];
    const c = await centre(from);
    await page.mouse.click(c.x, c.y);
    targets = await page.$$eval('#board [data-target]', (ns) => ns.map((n) => n.getAttribute('data-target')));
  }
  if (!targets.length) break;
  await page.keyboard.press('Escape');
  const to = targets[Math.floor(random() * targets.length)];
  const a = await centre(from);
  const b = await centre(to);
  const before = await page.evaluate(() => window.__playMetrics.drops.length);
  const callsBefore = await page.evaluate(() => ({ ...window.__apiCalls, byName: { ...window.__apiCalls.byName } }));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up();
  // a promotion or the "king step or castling?" question: take the first choice
  if (await page.evaluate(() => !!document.querySelector('dialog[open]'))) {
    await page.keyboard.press('Enter');
    continue; // the dialog's move is not a drop-to-redraw measurement
  }
  const after = await page.evaluate(() => window.__playMetrics.drops.length);
  if (after > before) {
    played++;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const callsAfter = await page.evaluate(() => window.__apiCalls);
    calls.push(callsAfter.calls - callsBefore.calls);
    for (const [name, n] of Object.entries(callsAfter.byName)) {
      callNames[name] = (callNames[name] || 0) + n - (callsBefore.byName[name] || 0);
    }
  }
}
await harvest();
await browser.close();
await server.close();

const d = stats(drops);
const f = stats(frames);
const fmt = (x) => x.toFixed(2).padStart(7);
console.log(`Play page move latency, headless Chromium, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}`);
console.log(`drag moves measured: ${d.n} (random legal moves from random start numbers, seed 960)`);
console.log('                                 median     p90     max   (ms)');
console.log(`drop → board redrawn (in JS)   ${fmt(d.median)} ${fmt(d.p90)} ${fmt(d.max)}`);
console.log(`drop → next animation frame    ${fmt(f.median)} ${fmt(f.p90)} ${fmt(f.max)}`);
console.log(`target: median drop → redrawn board under 16 ms: ${d.median < 16 ? 'met' : 'NOT met'}`);
const c = stats(calls);
const perMove = Object.entries(callNames)
  .filter(([, n]) => n > 0)
  .sort((x, y) => y[1] - x[1])
  .map(([name, n]) => `${name} ${(n / calls.length).toFixed(1)}`)
  .join(', ');
console.log(
  `calls into the module per board move: median ${c.median}, max ${c.max} (target ≤ 3: ${c.median <= 3 ? 'met' : 'NOT met'})`,
);
console.log(`  per move on average: ${perMove}`);
