// Where the play page's time goes (printed, never failing): a CPU profile (Chromium's sampling
// profiler over CDP, 100 µs) of play.html?n=518 loaded cold from http://127.0.0.1 in a desktop
// window with the CPU slowed 4x (or --slowdown n), from navigation to html[data-ready="true"], over a copy of dist/
// whose play/main.js is bundled unminified (its functions keep their names). Prints the phases
// (the page's entry started, chess960.js's API ready, fully ready; read in the page) and, for
// the time from the API ready to fully ready, the samples by the play page's set-up step they
// fall in (main.js's openGame: the controller, the panels, session.open, the held move …) and by
// what ran (the page's script, chess960.js and its WebAssembly, garbage collection, the browser's
// own work: style, layout, paint), median of RUNS loads.
// Usage: node bench/play_profile.mjs [--runs 5] [--dist dist] [--slowdown 4]   (after npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../tests/e2e/browser.mjs';
import { bundleEntry } from '../scripts/build-pages.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const DIST = path.resolve(args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');
const SLOWDOWN = Number(args[args.indexOf('--slowdown') + 1]) || 4;

// Steps of the page's set-up, by the function of play/main.js's bundle (or of the controller)
// on the stack; the innermost one named here takes the sample.
const STEPS = {
  setUpLanguage: 'words (setUpLanguage)',
  fitBoard: 'board fit (fitBoard)',
  setUp: 'panels set-up (setUp of a module)',
  bind: 'controls (controls.bind)',
  showFirstDiagram: 'first diagram taken over',
  start: 'api handed over (controller.start)',
  open: 'game opened (session.open)',
  adopt: 'game adopted and drawn (controller.adopt)',
  playHeldMove: 'held first move',
  onBoardMove: 'held first move',
  registerServiceWorker: 'service worker',
  loadApi: 'chess960.js loaded (loadApi)',
};

// Reads the API-ready and the fully-ready times in the page (performance.now()): createChess960
// is wrapped when chess960.js defines it, and a mutation observer sees data-ready.
const INIT = `(() => {
  const marks = (window.__marks = {});
  let real;
  Object.defineProperty(window, 'createChess960', {
    configurable: true,
    get: () => real && function (o) { return real(o).then((api) => { marks.api = performance.now(); return api; }); },
    set: (f) => { real = f; },
  });
  new MutationObserver(() => {
    const html = document.documentElement;
    if (html.getAttribute('data-ready') === 'true' && !marks.ready) marks.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
})();`;

// Returns a copy of dist with play/main.js unminified.
async function readableDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'play-profile-'));
  fs.cpSync(DIST, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'play', 'main.js'), await bundleEntry('play/main.js', {}, { readable: true }));
  return dir;
}

// Returns the samples of a profile as [{ t (ms of the page's performance.now(), from the
// navigation's start in seconds of the same clock), stack: [frames outermost first] }].
function samplesOf(profile, navigationStart) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  profile.nodes.forEach((n) => (n.children || []).forEach((c) => parent.set(c, n.id)));
  const stackOf = (id) => {
    const out = [];
    for (let at = id; at !== undefined; at = parent.get(at)) out.unshift(byId.get(at).callFrame);
    return out;
  };
  let t = profile.startTime / 1000 - navigationStart * 1000;
  return profile.samples.map((id, i) => {
    t += profile.timeDeltas[i] / 1000;
    return { t, stack: stackOf(id) };
  });
}

// Returns what ran in a sample: the page's script, chess960.js, WebAssembly, the browser.
function whatRan(stack) {
  const top = stack[stack.length - 1];
  if (top.functionName === '(garbage collector)') return 'garbage collection';
  if (top.functionName === '(program)' || top.functionName === '(idle)')
    return 'browser (style, layout, paint) or idle';
  if (/^wasm|wasm-function/.test(top.url) || top.url.startsWith('wasm://')) return 'chess960.js WebAssembly';
  if (top.url.endsWith('chess960.js')) return 'chess960.js glue';
  if (top.url.includes('/play/main.js')) return 'play page script (' + (top.functionName ? 'JS' : 'top level') + ')';
  return top.url ? path.basename(new URL(top.url).pathname) : top.functionName || 'native';
}

// Returns the set-up step a sample belongs to (STEPS), by the innermost named frame of main.js.
function stepOf(stack) {
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i];
    const name = f.functionName.replace(/\d+$/, '');
    if (f.url.includes('/play/main.js') && STEPS[name]) return STEPS[name];
  }
  const top = stack[stack.length - 1].functionName;
  if (top === '(program)') return 'browser: style, layout, paint';
  if (top === '(idle)') return 'idle (waiting)';
  if (top === '(garbage collector)') return 'garbage collection';
  return (
    'other script (' +
    (stack
      .find((f) => f.url)
      ?.url.split('/')
      .pop() || top) +
    ')'
  );
}

// Returns the innermost function of the page's own script on the stack (its unminified name).
function pageFunction(stack) {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (stack[i].url.includes('/play/main.js')) return stack[i].functionName || '(top level)';
  }
  return '(not the page script) ' + whatRan(stack);
}

// Adds the samples in (from, to] (ms of the profile) to tables { steps, ran, fns }.
function tally(samples, from, to) {
  const out = { steps: {}, ran: {}, fns: {} };
  const add = (table, key, ms) => (table[key] = (table[key] || 0) + ms);
  let last = from;
  for (const s of samples) {
    if (s.t <= from || s.t > to) continue;
    const ms = s.t - last;
    last = s.t;
    add(out.steps, stepOf(s.stack), ms);
    add(out.ran, whatRan(s.stack), ms);
    add(out.fns, pageFunction(s.stack), ms);
  }
  return out;
}

// Loads the page once; returns { marks, entry: when main.js first ran (ms of the profile),
// before: tables of [entry, API ready], after: tables of [API ready, fully ready] }.
async function profileOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(INIT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url + '/play.html?n=518');
  await page.waitForFunction(() => window.__marks && window.__marks.ready, null, { timeout: 30000 });
  const { profile } = await cdp.send('Profiler.stop');
  const marks = await page.evaluate(() => window.__marks);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const samples = samplesOf(profile, metrics.find((m) => m.name === 'NavigationStart').value);
  const entry = samples.find((s) => s.stack.some((f) => f.url.includes('/play/main.js'))).t;
  return {
    marks,
    entryMs: entry,
    before: tally(samples, entry, marks.api),
    after: tally(samples, marks.api, marks.ready),
  };
}

// Returns the median of numbers.
function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[(s.length - 1) >> 1] : 0;
}

// Prints one table: median ms and its share of the total.
function printTable(title, tables, limit = 30) {
  const names = [...new Set(tables.flatMap((t) => Object.keys(t)))];
  const rows = names
    .map((n) => [n, median(tables.map((t) => t[n] || 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  const total = rows.reduce((sum, r) => sum + r[1], 0);
  console.log(`\n${title} (median of ${tables.length}, ms and % of their sum ${total.toFixed(0)} ms)`);
  for (const [n, ms] of rows)
    if (ms >= 0.5)
      console.log(`  ${n.padEnd(48)} ${ms.toFixed(1).padStart(7)}  ${((100 * ms) / total).toFixed(0).padStart(3)}%`);
}

const dir = await readableDist();
const server = await startServer(dir);
const browser = await launchBrowser();
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(browser, server.url));
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
const phase = (f) => median(runs.map(f)).toFixed(0);
console.log(
  `play.html?n=518, desktop, CPU slowed ${SLOWDOWN}x, ${RUNS} cold loads, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`  the page's entry (play/main.js) runs       ${phase((r) => r.entryMs)} ms after navigation`);
console.log(`  API ready (createChess960 resolved)  ${phase((r) => r.marks.api)} ms after navigation`);
console.log(`  fully ready (data-ready)             ${phase((r) => r.marks.ready)} ms`);
console.log(`  API ready -> fully ready             ${phase((r) => r.marks.ready - r.marks.api)} ms`);
for (const [when, key] of [
  ['From the entry to the API ready', 'before'],
  ['From the API ready to fully ready', 'after'],
]) {
  printTable(
    `${when}, by set-up step`,
    runs.map((r) => r[key].steps),
  );
  printTable(
    `${when}, by what ran`,
    runs.map((r) => r[key].ran),
  );
  printTable(
    `${when}, by the page's innermost function`,
    runs.map((r) => r[key].fns),
    25,
  );
}
