// The time to review a 40-move game in the play page's review worker (play/review/worker.js,
// headless Chromium, one worker) at the library's default budget, the figure of issue 55's
// "under 20 s on a laptop", beside the same review in node in the same run (the machine's load
// hits both). The game: the first game of 80 plies or more of the Mainz 2009 rapid file of
// tests/data/real, cut at 80 plies (81 positions), as bench/review_bench.mjs uses.
// Runs alternate browser and node; printed: each run, the median and the range, nodes a second.
// Prints only: timings never fail.
//   node bench/review_browser.mjs [--runs N] [--nodes N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertBuilt, launchBrowser, repoRoot, startServer } from '../tests/e2e/browser.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = Math.max(1, option('--runs', 3));
const NODES = option('--nodes', undefined); // undefined: the library's default

assertBuilt();
const chess960 = await require(path.join(repoRoot, 'dist', 'chess960.js'))();
const engineApi = await require(path.join(repoRoot, 'dist', 'chess960-engine.js'))();

// Returns { startFen, moves } of the 40-move game.
function fortyMoves() {
  const file = path.join(repoRoot, 'tests/data/real/pgn/pychess_mainz2009-chess960-rapid-wch.pgn');
  const db = chess960.readPgnDatabase(fs.readFileSync(file, 'utf8'));
  try {
    for (let i = 0; i < db.length; i++) {
      if (db.error(i) || db.info(i).plies < 80) continue;
      const game = db.open(i);
      const out = { startFen: game.startFen(), moves: game.historyUci().slice(0, 80) };
      game.delete();
      return out;
    }
  } finally {
    db.delete();
  }
  throw new Error('no game of 80 plies');
}

const forty = fortyMoves();
const server = await startServer();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(server.url + 'play.html');

// Reviews the game in a new review worker of the page; resolves to { seconds, nodes }.
function inBrowser() {
  return page.evaluate(
    ({ startFen, moves, nodes }) =>
      new Promise((resolve, reject) => {
        const worker = new Worker('play/review/worker.js');
        const t0 = performance.now();
        worker.onmessage = (event) => {
          const msg = event.data;
          if (msg.type === 'review') resolve({ seconds: (performance.now() - t0) / 1000, nodes: msg.review.nodes });
          else if (msg.type === 'error') reject(new Error(msg.code + ': ' + msg.message));
          if (msg.type !== 'progress') worker.terminate();
        };
        worker.postMessage({ type: 'review', id: 1, startFen, moves, nodes });
      }),
    { ...forty, nodes: NODES },
  );
}

// Reviews the game in this process; resolves to { seconds, nodes }.
async function inNode() {
  const game = new chess960.Game(forty.startFen);
  for (const m of forty.moves) game.play(m);
  const t0 = performance.now();
  const review = await engineApi.reviewGame(game, NODES === undefined ? {} : { nodes: NODES });
  game.delete();
  return { seconds: (performance.now() - t0) / 1000, nodes: review.nodes };
}

const runs = { 'Chromium worker': [], node: [] };
for (let run = 0; run < RUNS; run++) {
  runs['Chromium worker'].push(await inBrowser());
  runs.node.push(await inNode());
}
await browser.close();
await server.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `review of a 40-move game (81 positions), ${NODES ? NODES + ' nodes' : "the library's default budget"} a position; ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}; ${RUNS} runs each, alternating`,
);
for (const [where, list] of Object.entries(runs)) {
  const s = list.map((r) => r.seconds);
  const nps = list.map((r) => r.nodes / r.seconds / 1000);
  console.log(
    `  ${where}: ${s.map((x) => x.toFixed(1)).join(', ')} s; median ${median(s).toFixed(1)} s ` +
      `(${Math.min(...s).toFixed(1)}-${Math.max(...s).toFixed(1)}), ${list[0].nodes} nodes, ` +
      `${median(nps).toFixed(0)} k nodes/s` +
      (where === 'node' ? '' : ` (target under 20 s: ${median(s) < 20 ? 'met' : 'NOT met'})`),
  );
}
