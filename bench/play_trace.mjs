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

// Returns [{ from, to, kind }] (ms from navigation) of the main thread's busy time: every moment
// of a task goes to the innermost event of a known kind around it (a script run inside HTML
// parsing is the script's, a layout a script forces is layout), the rest of a task to 'other
// browser work'.
function busySpans(events, pid, tid, t0) {
  const known = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 0)
    .map((e) => ({
      from: (e.ts - t0) / 1000,
      to: (e.ts + e.dur - t0) / 1000,
      kind: e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' ? 'other browser work' : kindOf(e),
    }))
    .filter((e) => e.kind)
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const out = [];
  const open = [];
  let at = -Infinity;
  // Gives the time up to `to` to the innermost open event, closing those that end by then.
  const advance = (to) => {
    while (open.length) {
      const top = open[open.length - 1];
      const end = Math.min(top.to, to);
      if (end > at) out.push({ from: at, to: end, kind: top.kind });
      at = Math.max(at, end);
      if (top.to <= to) open.pop();
      else break;
    }
    at = Math.max(at, to);
  };
  for (const e of known) {
    advance(e.from);
    open.push(e);
  }
  advance(Infinity);
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
