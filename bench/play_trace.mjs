// Where the play page's load goes, phase by phase (printed, never failing): play.html?n=518 loaded
// cold from http://127.0.0.1 in a desktop window (or the phone profile) with the CPU slowed 4x,
// traced by Chromium (its timeline, not a sampling profiler: the page runs at its own speed). The
// page marks its phases with performance.now() (read by a script the bench adds before the
// page's own): the first diagram's frame (rAF) and the task after it (the frame on the screen),
// the library's script run (createChess960 defined), the page's entry (createChess960 first
// asked for), the API ready, fully ready (html[data-ready]); resource timing adds when
// chess960.js and play/main.js were asked for and came. For each phase the trace's main-thread
// tasks are split by kind: HTML parsing, script run (by file), script callbacks (timers,
// events, promise jobs: the page's set-up and the core's calls), style, layout, paint, garbage
// collection, other browser work, and time the main thread was idle (waiting for the network or
// for work off the main thread). Median of RUNS loads per kind and phase.
// Usage: node bench/play_trace.mjs [--runs 5] [--slowdown 4] [--phone]   (after npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 5);
const SLOWDOWN = option('--slowdown', 4);
const PHONE = args.includes('--phone');
const CONTEXT = PHONE
  ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
  : { viewport: { width: 1366, height: 768 } };

// The page's marks (window.__marks, ms of performance.now()), set as the page reaches them.
const MARKS = `(() => {
  const marks = (window.__marks = {});
  let real;
  Object.defineProperty(window, 'createChess960', {
    configurable: true,
    get: () => {
      if (!marks.entry) marks.entry = performance.now();
      return real && function (o) { return real(o).then((api) => { marks.api = performance.now(); return api; }); };
    },
    set: (f) => { marks.library = performance.now(); real = f; },
  });
  const tick = () => {
    if (document.querySelectorAll('#board [data-piece]').length !== 32) return requestAnimationFrame(tick);
    marks.diagram = performance.now();
    setTimeout(() => (marks.shown = performance.now()), 0);
  };
  requestAnimationFrame(tick);
  new MutationObserver(() => {
    if (document.documentElement.getAttribute('data-ready') === 'true' && !marks.ready) marks.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
})();`;

// The phases, each from the mark before it: [mark, what the phase is].
const PHASES = [
  ['diagram', 'navigation -> first diagram (its frame begins)'],
  ['shown', 'the first frame drawn (style, layout, paint)'],
  ['asked', 'until chess960.js and play/main.js are asked for'],
  ['came', 'until both have come'],
  ['library', 'until chess960.js has run'],
  ['entry', 'until play/main.js runs start()'],
  ['api', 'until the API is ready (set-up, unpack, compile)'],
  ['ready', 'until fully ready (the game opened and drawn)'],
];

// The kind of a main-thread trace event, or null for a wrapper whose children tell more.
function kindOf(e) {
  const d = (e.args && e.args.data) || {};
  switch (e.name) {
    case 'ParseHTML':
      return 'HTML parsing';
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
      return 'script run: ' + (d.url ? path.basename(new URL(d.url).pathname) : 'other');
    case 'FunctionCall':
    case 'TimerFire':
    case 'EventDispatch':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'BlinkScheduler_PerformMicrotaskCheckpoint':
      return 'script callbacks';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'Commit':
    case 'UpdateLayer':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
      return 'garbage collection';
    default:
      return null;
  }
}

// Returns [{ from, to, kind }] (ms from navigation) of the main thread's busy time: each top-level
// task split by its outermost events of a known kind, the rest 'other browser work'.
function busySpans(events, pid, tid, t0) {
  const mine = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const spans = [];
  let taskEnd = -Infinity;
  let coveredTo = -Infinity;
  for (const e of mine) {
    const from = (e.ts - t0) / 1000;
    const to = (e.ts + e.dur - t0) / 1000;
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      if (from >= taskEnd) {
        spans.push({ from, to, kind: 'other browser work' });
        taskEnd = to;
      }
      continue;
    }
    const kind = kindOf(e);
    if (!kind || from < coveredTo) continue;
    spans.push({ from, to, kind, inner: true });
    coveredTo = to;
  }
  // The known events cut the 'other browser work' of the task they lie in.
  const out = [];
  const inner = spans.filter((s) => s.inner);
  for (const s of spans) {
    if (s.inner) continue;
    let at = s.from;
    for (const i of inner) {
      if (i.to <= s.from || i.from >= s.to) continue;
      if (i.from > at) out.push({ from: at, to: i.from, kind: s.kind });
      out.push({ from: Math.max(i.from, s.from), to: Math.min(i.to, s.to), kind: i.kind });
      at = Math.max(at, Math.min(i.to, s.to));
    }
    if (at < s.to) out.push({ from: at, to: s.to, kind: s.kind });
  }
  const tasks = spans.filter((s) => !s.inner);
  for (const i of inner) if (!tasks.some((t) => t.from <= i.from && i.from < t.to)) out.push(i);
  return out;
}

// Loads the page once, traced; returns { marks, phases: [{ ms, kinds: { kind: ms } }] }.
async function traceOnce(browser, url, file) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      path: file,
      categories: ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    const marks = await page.evaluate(() => {
      const out = Object.assign({}, window.__marks);
      const times = performance.getEntriesByType('resource').filter((e) => /(chess960|play\/main)\.js$/.test(e.name));
      out.asked = Math.max(...times.map((e) => e.startTime));
      out.came = Math.max(...times.map((e) => e.responseEnd));
      return out;
    });
    await browser.stopTracing();
    const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
    const events = trace.traceEvents || trace;
    const nav = events.find(
      (e) =>
        e.name === 'navigationStart' &&
        /play\.html/.test((e.args && e.args.data && e.args.data.documentLoaderURL) || ''),
    );
    if (!nav) throw new Error('the trace holds no navigation of play.html');
    const spans = busySpans(events, nav.pid, nav.tid, nav.ts);
    const phases = [];
    let from = 0;
    for (const [mark] of PHASES) {
      const to = Math.max(from, marks[mark]);
      const kinds = {};
      let busy = 0;
      for (const s of spans) {
        const ms = Math.min(s.to, to) - Math.max(s.from, from);
        if (ms <= 0) continue;
        kinds[s.kind] = (kinds[s.kind] || 0) + ms;
        busy += ms;
      }
      kinds['idle (waiting)'] = Math.max(0, to - from - busy);
      phases.push({ ms: to - from, at: to, kinds });
      from = to;
    }
    return { marks, phases };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'play-trace-'));
  const server = await startServer();
  const browser = await launchBrowser();
  const runs = [];
  try {
    // A first load warms the browser process (not the page: each run has a fresh context).
    await traceOnce(browser, server.url + 'play.html?n=518', path.join(dir, 'warm.json'));
    for (let i = 0; i < RUNS; i++)
      runs.push(await traceOnce(browser, server.url + 'play.html?n=518', path.join(dir, `run${i}.json`)));
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `play.html?n=518, ${PHONE ? 'phone (390x844, scale 3, touch)' : 'desktop 1366x768'}, CPU slowed ${SLOWDOWN}x, ` +
      `traced, ${RUNS} cold loads (median ms; phase end from navigation), load ${os.loadavg()[0].toFixed(1)}`,
  );
  const kinds = [...new Set(runs.flatMap((r) => r.phases.flatMap((p) => Object.keys(p.kinds))))];
  PHASES.forEach(([mark, what], i) => {
    const at = median(runs.map((r) => r.phases[i].at));
    const ms = median(runs.map((r) => r.phases[i].ms));
    console.log(`\n${what}: ${ms.toFixed(0)} ms (ends at ${at.toFixed(0)} ms, "${mark}")`);
    const rows = kinds
      .map((k) => [k, median(runs.map((r) => r.phases[i].kinds[k] || 0))])
      .filter(([, v]) => v >= 0.5)
      .sort((a, b) => b[1] - a[1]);
    for (const [k, v] of rows) console.log(`  ${k.padEnd(34)} ${v.toFixed(1).padStart(7)} ms`);
  });
  const total = {};
  for (const r of runs)
    for (const p of r.phases) for (const [k, v] of Object.entries(p.kinds)) (total[k] ||= []).push(v);
  console.log('\nnavigation -> fully ready, by kind (sum over the phases, median of the runs):');
  for (const k of kinds) {
    const per = runs.map((r) => r.phases.reduce((sum, p) => sum + (p.kinds[k] || 0), 0));
    console.log(`  ${k.padEnd(34)} ${median(per).toFixed(1).padStart(7)} ms`);
  }
}

main().catch((e) => {
  console.error(`play_trace: ${e.message}`);
  process.exit(1);
});
