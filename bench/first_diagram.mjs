// First diagram against a picture file (printed, never failing): for the start page, the wall,
// the widget on a plain club page and the play page, the time from navigation to a frame with
// the complete diagram (all 32 pieces of position 518 in the DOM, read in a requestAnimationFrame
// callback, i.e. just before that frame's style, layout and paint), and to that frame on the
// screen (a task queued in that callback: it runs once the frame is drawn, so a page whose frame
// lays out much more than the diagram shows it later than the first reading says), against the
// reference: the same diagram as a static picture file (dist/svg/518.svg in an <img>, one
// request, as a page that reads its address under the strict CSP must make at least one), and
// against the floor: a static page holding the diagram inline. Every page is served from disk
// by the same loopback server and measured the same way in the same run. The readings are taken
// in the page by a script the bench adds before any of the page's own (a loop of
// requestAnimationFrame callbacks from the document's start) and reported as console messages,
// so the harness does not count (playwright's waitForFunction puts its own script, 25-85 ms of
// evaluation, on the page's main thread while the page loads). Cold loads from
// http://127.0.0.1, a fresh browser context each, the pages interleaved (each run starting at the
// next page), median of RUNS with the spread (min-max), in three profiles: a desktop window at
// full speed, the same with Chromium's CPU throttling at 4x (a mid-range phone's speed), and a
// phone (Chromium's mobile emulation: 390x844, device scale factor 3, touch) at CPU 4x.
// The play page also reports, seen by a mutation observer from the document's start, when its
// first diagram takes White's first move (html[data-first-move="ready"], web/play/first-move.js)
// and when it is fully ready (html[data-ready="true"]: the move box, the buttons, Black's reply,
// a second move, the computer). A click while the main thread is still busy with the rest of
// the page waits for it, as any input does: so the bench also clicks (taps, on the phone) White's
// e-pawn, at the square's place learnt in a warm load, the moment the board's frame is on the
// screen and the page takes a move, and prints when the pawn is picked up (its selection mark
// drawn): the early first move. Targets, met or missed: every page's diagram within 1.15x the
// picture (both readings, each against the picture's own); the early first move within 1.5x the
// floor; the play page fully ready within 2.5x the floor.
// Usage: node bench/first_diagram.mjs [--runs 9] [--raw] [--only play,wall]   (after npm run build;
// --raw also prints every run's reading, sorted; --only keeps the references and the site's pages
// whose name holds one of the words)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { distDir, launchBrowser } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 9;
const RAW = args.includes('--raw');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
// The profiles, each a block of the report: a browser context's options, the CPU slowdown, and
// whether the pawn is tapped rather than clicked.
const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PROFILES = [
  { name: 'desktop, full speed', context: DESKTOP, slowdown: 1 },
  { name: 'desktop, CPU slowed 4x', context: DESKTOP, slowdown: 4 },
  {
    name: 'phone (390x844, scale 3, touch), CPU slowed 4x',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    slowdown: 4,
    touch: true,
  },
];
// The targets: a page's diagram against the picture, the play page's early first move and its
// fully ready state against the floor.
const TARGETS = { picture: 1.15, picked: 1.5, ready: 2.5 };

const svgPath = path.join(distDir, 'svg', '518.svg');
if (!fs.existsSync(svgPath) || !fs.existsSync(path.join(distDir, 'index.html'))) {
  console.log('first diagram bench: dist/ is not built (run npm run build)');
  process.exit(0);
}
const svg = fs.readFileSync(svgPath, 'utf8').replace(/^<\?xml[^>]*>\s*/, '');
// Pages made for the bench, served from a folder of their own by the same server and in the same
// way (from disk, by sirv) as the site's pages they are compared with.
const madePages = {
  'bench-floor.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Chess960 Nr. 518</h1><div id="board">${svg}</div></body></html>`,
  // The same page with one empty render-blocking script: what a single request for a script costs
  // (a page that reads its address, ?n=518, needs at least one; a strict CSP allows no inline one).
  'bench-script.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><script src="bench-empty.js"></script></head>
<body><h1>Chess960 Nr. 518</h1><div id="board">${svg}</div></body></html>`,
  'bench-empty.js': '/* intentionally empty: the cost of the request alone */\n',
  // The diagram as a picture file (the static SVG) in an <img>, as a club page would show one.
  'bench-picture.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Picture</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Chess960 Nr. 518</h1><img id="picture" src="svg/518.svg" alt="Chess960 Nr. 518" width="400"></body></html>`,
  'bench-club.html': `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Schachclub</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Unser Verein</h1><p>Die Startstellung des Abends:</p>
<chess960-position n="518"></chess960-position>
<script src="chess960-widget.js"></script></body></html>`,
};

// Runs in the page before its own scripts: logs "bench:diagram <ms>" in the first
// requestAnimationFrame callback that sees the complete diagram (the widget's in its shadow
// root), "bench:takes <ms>" when the page first takes a move (html[data-first-move] "ready" or
// html[data-ready] "true"), "bench:ready <ms>" when html[data-ready] becomes "true",
// "bench:picked <ms>" when the board first shows a picked-up piece; "bench:shown <ms>" when the
// diagram's frame is on the screen (the bench presses then).
const timeReadings = () => {
  const tick = () => {
    const host = document.querySelector('chess960-position');
    const root = host && host.shadowRoot ? host.shadowRoot : document;
    const picture = document.getElementById('picture');
    const complete = picture
      ? picture.complete && picture.naturalWidth > 0
      : root.querySelectorAll('[data-piece]').length === 32;
    if (!complete) return requestAnimationFrame(tick);
    console.debug(`bench:diagram ${performance.now()}`);
    // "shown": a task after this frame's style, layout and paint, when it has gone to the screen
    // (only then does the browser place a tap by the page's layout and zoom: on the phone, a tap
    // sent earlier is placed by the 980 px page shown before the viewport was read).
    setTimeout(() => console.debug(`bench:shown ${performance.now()}`), 0);
  };
  requestAnimationFrame(tick);
  const seen = {};
  // Logs `name` once, the first time `holds` is true.
  const once = (name, holds) => {
    if (seen[name] || !holds) return;
    seen[name] = true;
    console.debug(`bench:${name} ${performance.now()}`);
  };
  new MutationObserver(() => {
    const html = document.documentElement;
    const ready = html.getAttribute('data-ready') === 'true';
    once('takes', ready || html.getAttribute('data-first-move') === 'ready');
    once('ready', ready);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready', 'data-first-move'] });
  let picked = false;
  new MutationObserver(() => {
    if (picked || !document.querySelector('#board [data-mark="selected"]')) return;
    picked = true;
    console.debug(`bench:picked ${performance.now()}`);
  }).observe(document, { childList: true, subtree: true });
};

// Resolves to { diagram, takes, ready, picked } (ms) once the page has logged the readings
// `wanted` names; onReading(name) is called as each arrives.
function readings(page, wanted, onReading) {
  const got = {};
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const missing = wanted.filter((w) => got[w] === undefined);
      reject(new Error(`${page.url()}: no ${missing.join('/')} reading within 30 s (got ${JSON.stringify(got)})`));
    }, 30000);
    page.on('console', (msg) => {
      const m = /^bench:(\w+) ([\d.]+)$/.exec(msg.text());
      if (!m) return;
      got[m[1]] = Number(m[2]);
      if (onReading) onReading(m[1]);
      if (wanted.every((w) => got[w] !== undefined)) {
        clearTimeout(timer);
        resolve(got);
      }
    });
  });
}

// The pages: the floor and the picture (the two references), the floor with one empty script
// (what a script request alone costs), and the site's pages (`page`: judged against the picture;
// `move`: the play page, whose first move and ready state are read too).
const allCases = [
  { name: 'floor (static inline SVG)', page: 'bench-floor.html', floor: true },
  { name: 'floor + 1 empty script', page: 'bench-script.html' },
  { name: 'picture file <img> (the reference)', page: 'bench-picture.html', picture: true },
  { name: 'start page index.html?n=518', page: 'index.html?n=518', judged: true },
  { name: 'wall wall.html?n=518', page: 'wall.html?n=518', judged: true },
  { name: 'widget on a plain club page', page: 'bench-club.html', judged: true },
  { name: 'play page play.html?n=518', page: 'play.html?n=518', judged: true, move: true },
];
const cases = allCases.filter((c) => !ONLY || !c.judged || ONLY.some((word) => c.name.includes(word)));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// Returns the page coordinates of e2 on the play page's board (a warm load, the profile's window).
async function pawnSquare(browser, baseUrl, profile) {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + 'play.html?n=518');
    await page.waitForSelector('html[data-ready="true"]');
    const box = await page.locator('#board [data-square="e2"] > rect').first().boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

// Clicks (or, on a touch profile, taps) the page at `at` through the DevTools protocol.
async function press(cdp, at, touch) {
  if (touch) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  for (const type of ['mousePressed', 'mouseReleased'])
    await cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
}

// Loads one page cold in a profile; returns its readings in ms from navigation start (see
// timeReadings; takes, ready and picked for the play page: pawnAt is where its e2 is).
async function load(browser, baseUrl, c, profile, pawnAt) {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(timeReadings);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.slowdown });
    let pressed = Promise.resolve();
    const seen = new Set();
    const got = readings(
      page,
      c.move ? ['diagram', 'shown', 'takes', 'ready', 'picked'] : ['diagram', 'shown'],
      (name) => {
        // A player clicks once the board is seen and the page says it takes a move.
        if (c.move && (name === 'takes' || name === 'shown') && seen.add(name).size === 2)
          pressed = press(cdp, pawnAt, profile.touch);
      },
    );
    await page.goto(baseUrl + c.page, { waitUntil: 'commit' });
    const r = await got.catch((e) => {
      throw new Error(`${profile.name}: ${e.message}`);
    });
    await pressed;
    return r;
  } finally {
    await context.close();
  }
}

// Serves dist/ and the made pages (written to a temporary folder) on 127.0.0.1; resolves to
// { url, close() }.
async function startBenchServer() {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'first-diagram-'));
  for (const [name, html] of Object.entries(madePages)) fs.writeFileSync(path.join(made, name), html);
  const madeFiles = sirv(made, { dev: true, etag: true });
  const siteFiles = sirv(distDir, { dev: true, etag: true });
  const server = http.createServer((req, res) =>
    madeFiles(req, res, () =>
      siteFiles(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      }),
    ),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(made, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

// Runs every page RUNS times in one profile; returns { [case name]: { diagram: [ms], takes, ready,
// picked } }.
async function runProfile(browser, baseUrl, profile) {
  const pawnAt = await pawnSquare(browser, baseUrl, profile);
  const results = {};
  for (const c of cases) results[c.name] = { diagram: [], shown: [], takes: [], ready: [], picked: [] };
  await load(browser, baseUrl, cases[0], profile, pawnAt); // warm the browser process, not the pages
  for (let run = 0; run < RUNS; run++) {
    // Each run starts at another page: the place in the round moves a page's time by 10-20 ms.
    for (const c of cases.map((_, i) => cases[(i + run) % cases.length])) {
      const r = await load(browser, baseUrl, c, profile, pawnAt);
      for (const [name, ms] of Object.entries(r)) results[c.name][name].push(ms);
    }
  }
  return results;
}

// "median ms (min-max)" of a list of readings.
function spread(xs) {
  return `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
}

// "1.07x met" (or "missed") for a ratio and its target.
function judged(ratio, target) {
  return `${ratio.toFixed(2)}x ${ratio <= target ? 'met' : 'missed'}`;
}

// Returns the rows of one profile's block: [what, time, x picture, x floor, target] each, and
// the number of targets missed.
function profileRows(results) {
  const floor = median(results[cases.find((c) => c.floor).name].diagram);
  const picture = median(results[cases.find((c) => c.picture).name].diagram);
  const pictureShown = median(results[cases.find((c) => c.picture).name].shown);
  const rows = [];
  let missed = 0;
  // One row: a reading's times, its ratios, and its target against `base` when it has one.
  const row = (what, xs, target, base) => {
    const t = median(xs);
    const against = { picture, floor, 'picture on the screen': pictureShown }[base];
    const judgedCell = target ? judged(t / against, target) : '';
    if (target && !judgedCell.endsWith('met')) missed++;
    const goal = target ? `${judgedCell} (<= ${target}x the ${base})` : '';
    rows.push([what, spread(xs), `${(t / picture).toFixed(2)}x`, `${(t / floor).toFixed(2)}x`, goal]);
  };
  for (const c of cases) {
    const r = results[c.name];
    row(c.name, r.diagram, c.judged ? TARGETS.picture : null, 'picture');
    row(
      '  on the screen (a task after that frame)',
      r.shown,
      c.judged ? TARGETS.picture : null,
      'picture on the screen',
    );
    if (!c.move) continue;
    row('  play page: takes a move (data-first-move)', r.takes, null);
    row('  play page: e2 picked up (early first move)', r.picked, TARGETS.picked, 'floor');
    row('  play page: fully ready (data-ready)', r.ready, TARGETS.ready, 'floor');
  }
  return { rows, missed };
}

// Prints a table with a header row.
function printTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
}

async function main() {
  const load1 = os.loadavg()[0];
  const server = await startBenchServer();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const profile of PROFILES) results.push(await runProfile(browser, server.url, profile));
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    `time from navigation to the complete diagram, http://127.0.0.1, cold loads: median of ${RUNS} (min-max); ` +
      'ratios to the picture file and to the floor measured in the same run',
  );
  let missed = 0;
  PROFILES.forEach((profile, i) => {
    console.log(`\n${profile.name}`);
    const block = profileRows(results[i]);
    missed += block.missed;
    printTable(['page', 'time', 'x picture', 'x floor', 'target'], block.rows);
    if (RAW) {
      for (const c of cases)
        for (const [name, xs] of Object.entries(results[i][c.name]))
          if (xs.length)
            console.log(
              `raw ${c.name} ${name}: ${[...xs]
                .sort((a, b) => a - b)
                .map((x) => x.toFixed(0))
                .join(' ')}`,
            );
    }
  });
  console.log(missed ? `\n${missed} target(s) missed` : '\nevery target met');
  const load2 = os.loadavg()[0];
  if (Math.max(load1, load2) > os.cpus().length * 0.75)
    console.log(
      `note: load average ${Math.max(load1, load2).toFixed(1)} on ${os.cpus().length} cores: figures are noisy`,
    );
}

main().catch((e) => {
  console.error(`first_diagram: ${e.message}`);
  process.exit(1);
});
