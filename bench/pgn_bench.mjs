// PGN speed on the real corpus (tests/data/real): (a) indexing with dist/chess960.js,
// readPgnDatabase + tags(i) of every game; (b) full replay and its final FEN of every game: the
// arbiter's check dist/chess960-pgn.js (checkPgn, one pass, compiled for speed; what the CLI
// `chess960 pgn` runs), chess960.js (open(i) of every game) and chessops doing the same
// (parsePgn, then parseSan/play of every main-line move from the FEN tag, Chess960 castling);
// the target, 10x chessops, is the checker's; (c) a ~50 MB text of the real games repeated: index time and
// the WASM heap in use while indexed and after delete(); (d) reading every game with its tree
// (comments, NAGs, side lines: checkPgn { tree: true }, as open_whole() reads) against reading it
// as open(i) does without the tree ({ open: true }), both in the checker module: the median and
// spread of TREE_RUNS (>= 5) interleaved runs, and the ratio of the medians (target <= 1.5x).
// Figures of (a)-(c) are the best of RUNS runs, the runs of (a) and (b) interleaved (this shared
// machine's speed drifts). Prints only: timings never fail.
// Usage: node bench/pgn_bench.mjs [--runs N] [--quick]
//   PGN_BENCH_DIR  another folder of .pgn files (searched recursively) instead of tests/data/real
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { shredderFen } from '../tests/js/chessops.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runsArg = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : undefined;
const RUNS = quick ? 1 : Math.max(1, Math.floor(runsArg || 3));
const BIG_MB = quick ? 10 : 50;
const TARGET_REPLAY_VS_CHESSOPS = 10;
const TREE_RUNS = quick ? 1 : Math.max(5, RUNS);
const TARGET_TREE_VS_OPEN = 1.5;
const MB = 1024 * 1024;

const require = createRequire(import.meta.url);
const api = await require(path.join(root, 'dist', 'chess960.js'))();
const checker = await require(path.join(root, 'dist', 'chess960-pgn.js'))();
if (typeof api.readPgnDatabase !== 'function') {
  console.log('dist/chess960.js has no readPgnDatabase (build the PGN database first); nothing measured');
  process.exit(0);
}

// Returns every .pgn file under `dir`, sorted.
function pgnFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.pgn'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

const corpusDir = process.env.PGN_BENCH_DIR || path.join(root, 'tests', 'data', 'real');
const corpus = pgnFiles(corpusDir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
const corpusBytes = corpus.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);

// Runs fn and returns { value, seconds } by the wall clock.
function timed(fn) {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { value, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

// (a) Indexes every file and reads the tags of every game; returns the games indexed.
function indexCorpus() {
  let games = 0;
  for (const { text } of corpus) {
    const db = api.readPgnDatabase(text);
    for (let i = 0; i < db.length; i++) db.tags(i);
    games += db.length;
    db.delete();
  }
  return games;
}

// (b) Replays every game with chess960.js; returns { games, bad, plies, fenChars, fens }
// (fens: per file, each game's final Shredder-FEN, kept with keepFens for the comparison).
function replayCorpus(keepFens = false) {
  const out = { games: 0, bad: 0, plies: 0, fenChars: 0, fens: [], xfens: [] };
  for (const { text } of corpus) {
    const db = api.readPgnDatabase(text);
    const fens = [];
    const xfens = [];
    for (let i = 0; i < db.length; i++) {
      let game;
      try {
        game = db.open(i);
      } catch {
        out.bad++;
        fens.push(null);
        xfens.push(null);
        continue;
      }
      out.fenChars += game.fen().length;
      if (keepFens) {
        out.plies += game.history().length;
        fens.push(game.shredderFen());
        xfens.push(game.fen());
      }
      game.delete();
    }
    out.games += db.length;
    out.fens.push(fens);
    out.xfens.push(xfens);
    db.delete();
  }
  return out;
}

// (b) The same with the checker chess960-pgn.js: one call per file.
function checkCorpus(keepFens = false) {
  const out = { games: 0, bad: 0, plies: 0, fenChars: 0, fens: [] };
  for (const { text } of corpus) {
    const { games } = checker.checkPgn(text, { fens: true });
    const fens = [];
    for (const game of games) {
      if (game.error) out.bad++;
      else out.fenChars += game.fen.length;
      if (keepFens) {
        if (!game.error) out.plies += game.plies;
        fens.push(game.error ? null : game.fen);
      }
    }
    out.games += games.length;
    out.fens.push(fens);
  }
  return out;
}

// (b) The same with chessops: parse, replay the main line from the tags, final FEN.
function replayCorpusChessops(keepFens = false) {
  const out = { games: 0, bad: 0, plies: 0, fenChars: 0, fens: [] };
  for (const { text } of corpus) {
    const fens = [];
    for (const game of parsePgn(text)) {
      out.games++;
      const start = startingPosition(game.headers);
      if (start.isErr) {
        out.bad++;
        fens.push(null);
        continue;
      }
      const pos = start.value;
      let ok = true;
      for (const node of game.moves.mainline()) {
        const move = parseSan(pos, node.san);
        if (!move) {
          ok = false;
          break;
        }
        pos.play(move);
        if (keepFens) out.plies++;
      }
      if (!ok) out.bad++;
      out.fenChars += makeFen(pos.toSetup()).length;
      if (keepFens) fens.push(ok ? shredderFen(pos) : null);
    }
    out.fens.push(fens);
  }
  return out;
}

// ---- counts and agreement (untimed), then a warm-up ------------------------------------------
const ours = replayCorpus(true);
const checked = checkCorpus(true);
const theirs = replayCorpusChessops(true);
// The checker gives every game the verdict and final position that open() gives.
const checkerDiffers = ours.xfens.reduce(
  (n, xfens, f) =>
    n +
    (xfens.length !== checked.fens[f].length
      ? xfens.length
      : xfens.filter((fen, i) => fen !== checked.fens[f][i]).length),
  0,
);
// Final FENs of the games both replay, in the files both split into the same games.
const agree = { compared: 0, differ: 0, oursOnly: 0, theirsOnly: 0 };
ours.fens.forEach((fens, f) => {
  if (fens.length !== theirs.fens[f].length) return; // the two read the file's games differently
  fens.forEach((fen, i) => {
    const other = theirs.fens[f][i];
    if (fen === null || other === null) {
      if (fen !== null) agree.oursOnly++;
      if (other !== null) agree.theirsOnly++;
      return;
    }
    agree.compared++;
    if (fen !== other) agree.differ++;
  });
});
const sameCount = ours.fens.filter((fens, f) => fens.length === theirs.fens[f].length).length;

// ---- timed runs ---------------------------------------------------------------------------
const best = { index: Infinity, replay: Infinity, check: Infinity, chessops: Infinity };
for (let run = 0; run < RUNS; run++) {
  best.index = Math.min(best.index, timed(indexCorpus).seconds);
  best.replay = Math.min(best.replay, timed(() => replayCorpus()).seconds);
  best.check = Math.min(best.check, timed(() => checkCorpus()).seconds);
  best.chessops = Math.min(best.chessops, timed(() => replayCorpusChessops()).seconds);
}

// ---- (d) reading with the tree against reading without it, in the checker module ------------
// Returns the games read in every file of the corpus with checkPgn options `opts`, and how many
// of them have an error.
function readCorpus(opts) {
  const out = { games: 0, bad: 0 };
  for (const { text } of corpus) {
    const { games } = checker.checkPgn(text, opts);
    out.games += games.length;
    out.bad += games.filter((game) => game.error).length;
  }
  return out;
}
const readOpen = readCorpus({ open: true });
const readTree = readCorpus({ tree: true });
const treeTimes = { open: [], tree: [] };
for (let run = 0; run < TREE_RUNS; run++) {
  treeTimes.open.push(timed(() => readCorpus({ open: true })).seconds);
  treeTimes.tree.push(timed(() => readCorpus({ tree: true })).seconds);
}
// Returns the median of a list of numbers.
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---- (c) a big text: the corpus repeated to about BIG_MB -----------------------------------
const unit = corpus.map((f) => f.text.replace(/^\uFEFF/, '')).join('\n\n') + '\n\n';
const big = unit.repeat(Math.max(1, Math.round((BIG_MB * MB) / Buffer.byteLength(unit))));
const bigBytes = Buffer.byteLength(big);
const heap = () => api._heapStats();
const bigRuns = [];
for (let run = 0; run < RUNS; run++) {
  const before = heap();
  const { value: db, seconds } = timed(() => api.readPgnDatabase(big));
  const indexed = heap();
  const games = db.length;
  db.delete();
  bigRuns.push({ seconds, games, before, indexed, after: heap() });
}
const bigBest = bigRuns.reduce((a, b) => (b.seconds < a.seconds ? b : a));
let bigCheck = Infinity;
let bigCheckedGames = 0;
for (let run = 0; run < RUNS; run++) {
  const { value, seconds } = timed(() => checker.checkPgn(big).games.length);
  bigCheck = Math.min(bigCheck, seconds);
  bigCheckedGames = value;
}
const bigLast = bigRuns[bigRuns.length - 1];

// ---- the table ----------------------------------------------------------------------------
const num = (x, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes) => num(bytes / MB, 1);
const rel = path.relative(root, corpusDir) || corpusDir;
console.log(
  `corpus: ${rel.startsWith('..') ? corpusDir : rel} — ${corpus.length} files, ${mb(corpusBytes)} MB, ` +
    `${num(ours.games)} games (chess960.js; chessops reads ${num(theirs.games)}), best of ${RUNS}`,
);
const rows = [
  ['(a) index + tags: chess960.js', ours.games, best.index],
  ['(b) full replay: chess960-pgn.js checkPgn', checked.games, best.check],
  ['(b) full replay: chess960.js open(i)', ours.games, best.replay],
  ['(b) full replay: chessops', theirs.games, best.chessops],
];
const cells = rows.map(([label, games, s]) => [label, num(s * 1000, 1), num(games / s), num(corpusBytes / MB / s, 1)]);
const header = ['', 'ms', 'games/s', 'MB/s'];
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const c of cells) console.log(line(c));
const ratio = best.chessops / best.check;
console.log(
  `full replay: chess960-pgn.js ${num(ratio, 1)}× chessops (target ≥ ${TARGET_REPLAY_VS_CHESSOPS}×: ` +
    `${ratio >= TARGET_REPLAY_VS_CHESSOPS ? 'target met' : 'below target'}); ` +
    `chess960.js open(i) ${num(best.chessops / best.replay, 1)}× chessops`,
);
console.log(
  `checker against open(i): ${checkerDiffers === 0 ? 'the same verdict and final position in every game' : `${checkerDiffers} games DIFFER`}`,
);
console.log(
  `replayed: chess960.js ${num(ours.plies)} plies, ${ours.bad} games refused; chessops ${num(theirs.plies)} plies, ` +
    `${theirs.bad} games refused`,
);
console.log(
  `final FENs, in the ${sameCount} of ${corpus.length} files both split into the same games: ` +
    `${agree.compared - agree.differ} of ${agree.compared} equal${agree.differ ? '  <-- DIFFERENT' : ''}; ` +
    `replayed by chess960.js only ${agree.oursOnly}, by chessops only ${agree.theirsOnly}`,
);
console.log(
  `(c) ${mb(bigBytes)} MB text (${num(bigLast.games)} games): index ${num(bigBest.seconds * 1000, 0)} ms, ` +
    `${num(bigBytes / MB / bigBest.seconds, 1)} MB/s; WASM heap in use: ${mb(bigLast.before.inUse)} MB before, ` +
    `${mb(bigLast.indexed.inUse)} MB indexed, ${mb(bigLast.after.inUse)} MB after delete(); ` +
    `WASM memory ${mb(bigLast.after.memoryBytes)} MB`,
);
console.log(
  `(c) the same text checked whole by chess960-pgn.js: ${num(bigCheckedGames)} games in ${num(bigCheck * 1000, 0)} ms, ` +
    `${num(bigBytes / MB / bigCheck, 1)} MB/s`,
);
const treeRatios = treeTimes.open.map((open, i) => treeTimes.tree[i] / open);
const spread = (list) => `${num(Math.min(...list) * 1000, 1)}–${num(Math.max(...list) * 1000, 1)} ms`;
const treeRatio = median(treeTimes.tree) / median(treeTimes.open);
console.log(
  `(d) every game read as open(i) (no tree): median ${num(median(treeTimes.open) * 1000, 1)} ms ` +
    `(${spread(treeTimes.open)}); with its tree as open_whole(): median ${num(median(treeTimes.tree) * 1000, 1)} ms ` +
    `(${spread(treeTimes.tree)}); ${TREE_RUNS} runs, chess960-pgn.js`,
);
console.log(
  `(d) tree / no tree: ${num(treeRatio, 2)}× (runs ${num(Math.min(...treeRatios), 2)}–${num(Math.max(...treeRatios), 2)}×; ` +
    `target ≤ ${TARGET_TREE_VS_OPEN}×: ${treeRatio <= TARGET_TREE_VS_OPEN ? 'target met' : 'above target'}); ` +
    `${num(readTree.games)} games, ${readOpen.bad} refused without the tree, ${readTree.bad} with it`,
);
