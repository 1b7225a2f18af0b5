// What a phone costs the computer opponent: the play page's engine worker (dist/play/engine/
// worker.js, the WebAssembly engine) in headless Chromium, levels 8, 9 and 10 on positions of
// real games, on this machine and as on a phone four times slower (the phone profile of
// bench/first_diagram.mjs). Chromium's CPU throttling slows the page but not a dedicated worker
// (the worker searched as many nodes with it as without), so the phone is modelled by what
// slowing decides: the same level thinking as long with a quarter of the speed searches what
// this machine searches in a quarter of the level's time. Levels 8-10 differ only in their time
// (full strength, no chosen errors), so the bench also names the level a phone's search matches.
// Prints per level the median nodes of the last completed iteration, the depth, the time.
// Usage: node bench/engine_phone.mjs [--positions 12] [--levels 8,9,10]   (after npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, repoRoot, startServer, assertBuilt } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const POSITIONS = Number(option('positions', 12));
const LEVELS = option('levels', '8,9,10').split(',').map(Number);

// Positions of real Chess960 games (the perft data's), every third one so they differ more.
const fens = fs
  .readFileSync(path.join(repoRoot, 'tests/data/chess960-first100.perft'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('epd '))
  .map((line) => line.slice(4).trim() + ' 0 1')
  .filter((_, i) => i % 3 === 0)
  .slice(0, POSITIONS);

const SLOWDOWN = Number(option('slowdown', 4));
const PROFILES = [
  { name: 'this machine', slowdown: 1 },
  { name: `a phone ${SLOWDOWN}x slower (time / ${SLOWDOWN})`, slowdown: SLOWDOWN },
];

// The levels' move times, from the engine module's own level table.
const require = (await import('node:module')).createRequire(import.meta.url);
const engineApi = await require(path.join(repoRoot, 'dist/chess960-engine.js'))();
const levelTime = Object.fromEntries(LEVELS.map((l) => [l, engineApi.level(l).movetime]));
for (const l of LEVELS) {
  const s = engineApi.level(l);
  if (s.margin !== 0 || s.blunderPercent !== 0)
    throw new Error(`level ${l} errs on purpose: time alone does not model it`);
}

// In the page: starts the worker, searches every position at `level`, returns the last info of
// each search (nodes, depth) and its time from the request to the answer.
function searchAll({ fens, movetime }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker('play/engine/worker.js');
    const results = [];
    let id = 0;
    let last = null;
    let sent = 0;
    const next = () => {
      if (id === fens.length) {
        worker.terminate();
        resolve(results);
        return;
      }
      last = null;
      sent = performance.now();
      worker.postMessage({ type: 'newgame' });
      worker.postMessage({ type: 'go', id: ++id, fen: fens[id - 1], moves: [], level: 10, movetime });
    };
    worker.onerror = (e) => reject(new Error(e.message));
    worker.onmessage = ({ data }) => {
      if (data.type === 'ready') next();
      else if (data.type === 'info' && data.id === id) last = data;
      else if (data.type === 'error') reject(new Error(data.message));
      else if (data.type === 'bestmove' && data.id === id) {
        results.push({ nodes: last ? last.nodes : 0, depth: last ? last.depth : 0, ms: performance.now() - sent });
        next();
      }
    };
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
const table = {};
try {
  const page = await browser.newPage();
  await page.goto(server.url + 'play.html?n=518');
  for (const profile of PROFILES) {
    for (const level of LEVELS) {
      const movetime = Math.round(levelTime[level] / profile.slowdown);
      table[`${profile.name}|${level}`] = await page.evaluate(searchAll, { fens, movetime });
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `${fens.length} positions of real games, the play page's engine worker (load average ${os.loadavg()[0].toFixed(1)}); ` +
    'medians: nodes of the last completed iteration, its depth, time to the answer',
);
for (const level of LEVELS) {
  const here = table[`${PROFILES[0].name}|${level}`];
  for (const profile of PROFILES) {
    const r = table[`${profile.name}|${level}`];
    // The phone's nodes as a share of this machine's, position by position.
    const share = median(r.map((x, i) => x.nodes / Math.max(1, here[i].nodes)));
    console.log(
      `level ${String(level).padStart(2)}  ${profile.name.padEnd(40)} nodes ${String(Math.round(median(r.map((x) => x.nodes)))).padStart(8)}` +
        `  depth ${median(r.map((x) => x.depth))
          .toFixed(1)
          .padStart(4)} (min ${Math.min(...r.map((x) => x.depth))})` +
        `  ${Math.round(median(r.map((x) => x.ms)))} ms` +
        (profile === PROFILES[0] ? '' : `  nodes ${share.toFixed(2)}x${matching(level)}`),
    );
  }
}

// The level whose time on this machine is nearest the phone's quarter of this level's time.
function matching(level) {
  const phoneTime = levelTime[level] / SLOWDOWN;
  const near = LEVELS.filter((l) => l < level).sort(
    (a, b) => Math.abs(Math.log(levelTime[a] / phoneTime)) - Math.abs(Math.log(levelTime[b] / phoneTime)),
  )[0];
  return near && Math.abs(Math.log(levelTime[near] / phoneTime)) < Math.log(1.5)
    ? `: searches about as level ${near} does here (${levelTime[near]} ms)`
    : '';
}
