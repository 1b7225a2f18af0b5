// Game review (reviewGame of wasm/engine/review.js over the engine of dist/chess960-engine.js): the time to review a 40-move game in node
// at the default budget, then, where Debian's `stockfish` is installed, how our judgements agree
// with the same formulas on Stockfish's evaluations at a fixed depth (Stockfish taken as the
// truth): per judgement precision and recall, and the mean difference of the players' accuracy.
// The games of tests/data/real (FICS wild/fr and Mainz 2009 rapid, cut at MAX_PLIES) are split:
// the review's rules and its centipawn factor (CP_SCALE of review.js) were chosen on the tuning
// half (bench/review_collect.mjs, review_tune.mjs), the node budget here too (the budget whose
// marks agree best, of --budgets), and the figures are printed for the reporting half, which
// chose nothing.
// Times are wall clock and the process's CPU time (the figure to trust on a shared machine).
// Each precision and recall is printed with its counts and a 95 % Wilson interval. Stockfish's
// evaluations are cached in bench/.cache (gitignored), keyed by position and depth, so reruns
// only search with our engine.
// The reference against itself: the same agreement figures of Stockfish at other depths
// (--check-depths, a weaker and a stronger search) against the reference depth, on each half:
// how far any review can agree with a reference that is itself a search of limited depth.
//   node bench/review_bench.mjs [--stockfish PATH] [--depth N] [--games N] [--plies N] [--runs N]
//     [--budgets N,N] [--tuning-only] [--check-depths N,N]
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gameAccuracy, judge, povScore, winPercent } from '../wasm/engine/judgement.js';
import { CP_SCALE, reviewGame } from '../wasm/engine/review.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const STOCKFISH = option('--stockfish', '/usr/games/stockfish');
const SF_DEPTH = Number(option('--depth', 12));
const MAX_PLIES = Number(option('--plies', 60));
const GAMES = Number(option('--games', 48));
const RUNS = Number(option('--runs', 2));
const BUDGETS = option('--budgets', '150000').split(',').map(Number);
const TUNING_ONLY = args.includes('--tuning-only');
const JUDGEMENTS = ['inaccuracy', 'mistake', 'blunder'];
const CHECK_DEPTHS = option('--check-depths', '10,16').split(',').filter(Boolean).map(Number);
const cacheFile = (depth) => path.join(root, 'bench', '.cache', `stockfish-depth${depth}.json`);

const chess960 = await require(path.join(root, 'dist', 'chess960.js'))();
const engineApi = await require(path.join(root, 'dist', 'chess960-engine.js'))();

// Returns the games of the data files as Games cut at MAX_PLIES, in file order.
function games() {
  const files = ['fatics_fics-wild-fr_chess960.pgn', 'pychess_mainz2009-chess960-rapid-wch.pgn'];
  const out = [];
  for (const name of files) {
    const db = chess960.readPgnDatabase(fs.readFileSync(path.join(root, 'tests/data/real/pgn', name), 'utf8'));
    for (let i = 0; i < db.length && out.length < (name.startsWith('fatics') ? Math.ceil(GAMES / 2) : GAMES); i++) {
      if (db.error(i)) continue;
      const full = db.open(i);
      const moves = full.historyUci().slice(0, MAX_PLIES);
      const game = new chess960.Game(full.startFen());
      for (const m of moves) game.play(m);
      full.delete();
      if (moves.length >= 20) out.push(game);
      else game.delete();
    }
    db.delete();
  }
  return out;
}

// A 40-move game: the first game of the data with 80 plies or more (its first 80).
function fortyMoves() {
  const db = chess960.readPgnDatabase(
    fs.readFileSync(path.join(root, 'tests/data/real/pgn/pychess_mainz2009-chess960-rapid-wch.pgn'), 'utf8'),
  );
  for (let i = 0; i < db.length; i++) {
    if (db.error(i) || db.info(i).plies < 80) continue;
    const full = db.open(i);
    const game = new chess960.Game(full.startFen());
    for (const m of full.historyUci().slice(0, 80)) game.play(m);
    full.delete();
    db.delete();
    return game;
  }
  throw new Error('no game of 80 plies');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (RUNS > 0) {
  console.log('time to review a 40-move game (81 positions), node, default budget (150,000 nodes a position):');
  const forty = fortyMoves();
  const times = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const review = await reviewGame(engineApi, forty);
    const c = process.cpuUsage(c0);
    times.push((performance.now() - t0) / 1000);
    cpu.push((c.user + c.system) / 1e6);
    if (run === 0) console.log(`  ${review.nodes} nodes (${review.nodesPerPosition} a position)`);
  }
  const list = (xs) => xs.map((t) => t.toFixed(1) + ' s').join(', ') + ` (median ${median(xs).toFixed(1)} s)`;
  console.log(`  wall ${list(times)}; CPU ${list(cpu)}`);
  forty.delete();
}

if (!fs.existsSync(STOCKFISH) || spawnSync(STOCKFISH, [], { input: 'quit\n' }).status !== 0) {
  console.log('against Stockfish: skipped: no stockfish (apt-get install stockfish)');
  process.exit(0);
}

// A Stockfish process answering `evaluate(fen, moves)` with its score at `depth` (side to move),
// from and into the cache of that depth (save() writes it).
function stockfish(depth) {
  const file = cacheFile(depth);
  const cache = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const proc = spawn(STOCKFISH, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  let rest = '';
  let waiting = null;
  let last = null;
  proc.stdout.on('data', (chunk) => {
    rest += chunk;
    for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
      const line = rest.slice(0, i).trim();
      rest = rest.slice(i + 1);
      const score = line.match(/^info .*score (cp|mate) (-?\d+)/);
      if (score && !/ upperbound| lowerbound/.test(line)) last = { [score[1]]: Number(score[2]) };
      if (waiting && (line.startsWith('bestmove') || line === 'readyok')) {
        const done = waiting;
        waiting = null;
        done(line);
      }
    }
  });
  const ask = (text) =>
    new Promise((resolve) => {
      waiting = resolve;
      proc.stdin.write(text + '\n');
    });
  return {
    ready: () =>
      ask(
        'setoption name UCI_Chess960 value true\nsetoption name Threads value 1\nsetoption name Hash value 64\nisready',
      ),
    async evaluate(fen, moves) {
      const key = `${fen} moves ${moves.join(' ')}`;
      if (key in cache) return cache[key];
      last = null;
      const line = await ask(
        `position fen ${fen}${moves.length ? ' moves ' + moves.join(' ') : ''}\ngo depth ${depth}`,
      );
      cache[key] = line.startsWith('bestmove (none)') ? null : last;
      return cache[key];
    },
    newGame: () => ask('ucinewgame\nisready'),
    quit: () => proc.stdin.write('quit\n'),
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(cache));
    },
  };
}

// Returns Stockfish's judgements and accuracies for a game, with the same formulas as ours.
async function stockfishReview(sf, game) {
  const fen = game.startFen();
  const moves = game.historyUci();
  const first = fen.split(' ')[1];
  const colorAt = (i) => ((i % 2 === 0) === (first === 'w') ? 'w' : 'b');
  await sf.newGame();
  const scores = [];
  for (let i = moves.length; i >= 0; i--) {
    const s = await sf.evaluate(fen, moves.slice(0, i));
    const sign = colorAt(i) === 'w' ? 1 : -1;
    const mated = s === null && game.status().check; // no move: only at the game's end
    scores[i] =
      s === null
        ? mated
          ? { mate: 0, mated: colorAt(i) }
          : { cp: 0 }
        : s.cp !== undefined
          ? { cp: sign * s.cp }
          : { mate: sign * s.mate };
  }
  const judgements = moves.map(
    (_, i) => judge(povScore(scores[i], colorAt(i)), povScore(scores[i + 1], colorAt(i))).judgement,
  );
  return {
    judgements,
    accuracy: gameAccuracy(
      scores.map((s) => winPercent(povScore(s, 'w'))),
      first,
    ),
  };
}

// Returns { perJudgement: {precision, recall, ours, theirs}, accuracyDiff } over the games.
function agreement(pairs) {
  const out = {};
  for (const j of JUDGEMENTS) {
    let both = 0;
    let ours = 0;
    let theirs = 0;
    for (const { mine, sf } of pairs)
      mine.judgements.forEach((m, i) => {
        if (m === j) ours++;
        if (sf.judgements[i] === j) theirs++;
        if (m === j && sf.judgements[i] === j) both++;
      });
    out[j] = { precision: ours ? both / ours : null, recall: theirs ? both / theirs : null, both, ours, theirs };
  }
  const diffs = [];
  for (const { mine, sf } of pairs)
    for (const c of ['w', 'b'])
      if (mine.accuracy[c] !== null && sf.accuracy[c] !== null) diffs.push(mine.accuracy[c] - sf.accuracy[c]);
  out.accuracyDiff = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  out.accuracyAbsDiff = diffs.reduce((a, b) => a + Math.abs(b), 0) / diffs.length;
  return out;
}

// Returns our judgements and accuracies for a game at a node budget.
async function ourReview(game, nodes) {
  const r = await reviewGame(engineApi, game, { nodes });
  return { judgements: r.plies.map((p) => p.judgement), accuracy: { w: r.white.accuracy, b: r.black.accuracy } };
}

// The 95 % Wilson score interval of a proportion k/n, as [low, high].
function wilson(k, n, z = 1.96) {
  if (!n) return null;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x) => (x === null ? '  -  ' : (100 * x).toFixed(0).padStart(3) + '%');
const ratio = (k, n) => {
  const w = wilson(k, n);
  return w ? `${pct(k / n)} (${k}/${n}, 95% ${pct(w[0]).trim()}–${pct(w[1]).trim()})` : '  -  ';
};
function print(title, a, difference = 'ours − Stockfish') {
  console.log(title);
  for (const j of JUDGEMENTS)
    console.log(`  ${j.padEnd(10)} precision ${ratio(a[j].both, a[j].ours)}  recall ${ratio(a[j].both, a[j].theirs)}`);
  console.log(
    `  accuracy: mean difference ${a.accuracyDiff.toFixed(1)} points (${difference}), mean |difference| ${a.accuracyAbsDiff.toFixed(1)}`,
  );
}

const all = games();
const tuning = all.filter((_, i) => i % 2 === 0);
const reporting = all.filter((_, i) => i % 2 === 1);
// Returns Stockfish's review of every game at `depth`, as a Map by game.
async function stockfishReviews(depth) {
  const sf = stockfish(depth);
  await sf.ready();
  const reviews = new Map();
  for (const game of all) reviews.set(game, await stockfishReview(sf, game));
  sf.save();
  sf.quit();
  return reviews;
}
const sfOf = await stockfishReviews(SF_DEPTH);
for (const depth of CHECK_DEPTHS) {
  const other = await stockfishReviews(depth);
  for (const [name, list] of [
    ['tuning', tuning],
    ['reporting', reporting],
  ])
    print(
      `the reference against itself: Stockfish depth ${depth} judged against depth ${SF_DEPTH}, ${name} half (${list.length} games):`,
      agreement(list.map((game) => ({ mine: other.get(game), sf: sfOf.get(game) }))),
      `depth ${depth} − depth ${SF_DEPTH}`,
    );
}
console.log(
  `against Stockfish depth ${SF_DEPTH} (the same formulas on its evaluations), games cut at ${MAX_PLIES} plies;` +
    ` our centipawns times k = ${CP_SCALE} (review.js's CP_SCALE, fitted on the tuning half):`,
);
let chosen = null;
for (const nodes of BUDGETS) {
  const pairs = [];
  for (const game of tuning) pairs.push({ mine: await ourReview(game, nodes), sf: sfOf.get(game) });
  const a = agreement(pairs);
  print(`tuning half (${tuning.length} games), ${nodes} nodes a position:`, a);
  const f1 = ['mistake', 'blunder'].reduce((s, j) => {
    const p = a[j].precision || 0;
    const r = a[j].recall || 0;
    return s + (p + r ? (2 * p * r) / (p + r) : 0);
  }, 0);
  if (!chosen || f1 > chosen.f1) chosen = { nodes, f1 };
}
if (TUNING_ONLY) process.exit(0);
const pairs = [];
for (const game of reporting) pairs.push({ mine: await ourReview(game, chosen.nodes), sf: sfOf.get(game) });
print(
  `reporting half (${reporting.length} games), ${chosen.nodes} nodes a position (chosen on the tuning half):`,
  agreement(pairs),
);
for (const game of all) game.delete();
