// Judges the review's rules on the searches review_collect.mjs stored (bench/.cache), against
// Stockfish's evaluations of the same positions (review_bench.mjs's cache): per rule and
// centipawn factor k, the precision and recall of each judgement and the accuracy difference,
// on the tuning half only. The factor fitted by least squares (our winning chances of k·cp
// against Stockfish's, positions where both give centipawns) is printed first.
//   node bench/review_tune.mjs [--nodes N] [--deep N] [--multipv 1|2] [--depth N] [--half tuning]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameAccuracy, judge, povScore, winPercent, winningChances } from '../wasm/engine/judgement.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const NODES = Number(option('--nodes', 150000));
const DEEP = Number(option('--deep', 0));
const MULTI_PV = Number(option('--multipv', 1));
const SF_DEPTH = Number(option('--depth', 12));
const HALF = option('--half', 'tuning');
const cacheDir = path.join(root, 'bench', '.cache');
const read = (name) => JSON.parse(fs.readFileSync(path.join(cacheDir, name), 'utf8'));
const sfCache = read(`stockfish-depth${SF_DEPTH}.json`);
const ours = read(`ours-${HALF}-${NODES}-mpv${MULTI_PV}.json`);
const deep = DEEP ? read(`ours-${HALF}-${DEEP}-mpv1.json`) : null;
const JUDGEMENTS = ['inaccuracy', 'mistake', 'blunder'];

// The games: { fen, moves, first, ours: positions, deep, sf: White's scores }.
const games = [];
for (const key of Object.keys(ours)) {
  const [fen, rest] = key.split(' moves ');
  const moves = rest ? rest.split(' ') : [];
  const first = fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const colorAt = (i) => ((i % 2 === 0) === (first === 'w') ? 'w' : 'b');
  const sf = [];
  let missing = false;
  for (let i = 0; i <= moves.length; i++) {
    const k = `${fen} moves ${moves.slice(0, i).join(' ')}`;
    if (!(k in sfCache)) missing = true;
    const s = sfCache[k];
    const sign = colorAt(i) === 'w' ? 1 : -1;
    // no move: the game's end, mate when our search saw one there
    sf[i] =
      s === null || s === undefined
        ? ours[key][i].score.mate === 0
          ? ours[key][i].score
          : { cp: 0 }
        : s.cp !== undefined
          ? { cp: sign * s.cp }
          : { mate: sign * s.mate };
  }
  if (missing) continue;
  if (deep && !(key in deep)) continue;
  games.push({ fen, moves, first, colorAt, ours: ours[key], deep: deep && deep[key], sf });
}

// Returns a White's-side score with its centipawns times k (mates as they are).
const scaled = (s, k) => (s.mate !== undefined ? s : { cp: Math.round(k * s.cp) });

// Returns the judgements and accuracies of Stockfish's scores of a game.
function sfReview(g) {
  return {
    judgements: g.moves.map(
      (_, i) => judge(povScore(g.sf[i], g.colorAt(i)), povScore(g.sf[i + 1], g.colorAt(i))).judgement,
    ),
    accuracy: gameAccuracy(
      g.sf.map((s) => winPercent(povScore(s, 'w'))),
      g.first,
    ),
  };
}

// Returns our judgements and accuracies under a rule: { k, bestZero, second, near, margin }.
function ourReview(g, rule) {
  let positions = g.ours;
  let extra = 0;
  if (rule.near) {
    // the positions either side of a drop within `margin` of a threshold searched again deeper
    const first = judgeAll(g, positions, rule);
    const again = new Set();
    first.drops.forEach((d, i) => {
      if (d !== null && rule.near.some((t) => Math.abs(d - t) < rule.margin)) {
        again.add(i);
        again.add(i + 1);
      }
    });
    positions = positions.map((p, i) => (again.has(i) ? g.deep[i] : p));
    extra = again.size;
  }
  const out = judgeAll(g, positions, rule);
  out.extra = extra;
  return out;
}

// Returns { judgements, accuracy, drops } of a game's positions under a rule.
function judgeAll(g, positions, rule) {
  const scores = positions.map((p) => scaled(p.score, rule.k));
  const judgements = [];
  const drops = [];
  const wins = scores.map((s) => winPercent(povScore(s, 'w')));
  for (let i = 0; i < g.moves.length; i++) {
    const color = g.colorAt(i);
    const before = povScore(scores[i], color);
    let after = povScore(scores[i + 1], color);
    const p = positions[i];
    if (rule.reply && i + 2 < scores.length) {
      // the position after the move is worth at most what it is after the reply played there
      const replied = povScore(scores[i + 2], color);
      if (replied.mate === undefined && after.mate === undefined && replied.cp < after.cp - (rule.reply || 0))
        after = replied;
    }
    if (rule.second && p.secondMove === g.moves[i] && p.second) {
      // the played move is the second line: its score from the search before, the better of both
      const s = povScore(scaled(p.second, rule.k), color);
      if (s.mate === undefined && after.mate === undefined && s.cp > after.cp) after = s;
    }
    if (rule.bestZero && p.best === g.moves[i]) {
      judgements.push(null);
      drops.push(0);
      continue;
    }
    judgements.push(judge(before, after).judgement);
    drops.push(
      before.mate === undefined && after.mate === undefined ? winningChances(before) - winningChances(after) : null,
    );
  }
  return { judgements, drops, accuracy: gameAccuracy(wins, g.first) };
}

// Returns the agreement figures of our reviews with Stockfish's.
function agreement(pairs) {
  const out = {};
  for (const j of JUDGEMENTS) {
    let both = 0;
    let mine = 0;
    let theirs = 0;
    for (const { m, s } of pairs)
      m.judgements.forEach((x, i) => {
        if (x === j) mine++;
        if (s.judgements[i] === j) theirs++;
        if (x === j && s.judgements[i] === j) both++;
      });
    out[j] = { both, mine, theirs };
  }
  const diffs = [];
  for (const { m, s } of pairs)
    for (const c of ['w', 'b'])
      if (m.accuracy[c] !== null && s.accuracy[c] !== null) diffs.push(m.accuracy[c] - s.accuracy[c]);
  out.accuracy = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  out.absAccuracy = diffs.reduce((a, b) => a + Math.abs(b), 0) / diffs.length;
  out.extra = pairs.reduce((a, p) => a + p.m.extra, 0);
  out.positions = pairs.reduce((a, p) => a + p.m.judgements.length + 1, 0);
  return out;
}

const sfOf = new Map(games.map((g) => [g, sfReview(g)]));
const run = (rule) => agreement(games.map((g) => ({ m: ourReview(g, rule), s: sfOf.get(g) })));
const pc = (k, n) => (n ? ((100 * k) / n).toFixed(0) + '%' : '-');
const line = (name, a) =>
  `${name.padEnd(34)} ` +
  JUDGEMENTS.map(
    (j) =>
      `${j.slice(0, 4)} P ${pc(a[j].both, a[j].mine).padStart(4)} R ${pc(a[j].both, a[j].theirs).padStart(4)} (${a[j].both}/${a[j].mine}/${a[j].theirs})`,
  ).join('  ') +
  `  acc ${a.accuracy >= 0 ? '+' : ''}${a.accuracy.toFixed(1)} |${a.absAccuracy.toFixed(1)}|` +
  (a.extra ? `  again ${((100 * a.extra) / a.positions).toFixed(0)}%` : '');

// The least-squares k: our winning chances of k·cp against Stockfish's.
const points = [];
for (const g of games)
  g.ours.forEach((p, i) => {
    if (p.score.mate === undefined && g.sf[i].mate === undefined) points.push([p.score.cp, g.sf[i].cp]);
  });
let fitted = 1;
let bestError = Infinity;
for (let k = 0.3; k <= 1.5001; k += 0.01) {
  const e = points.reduce((a, [o, s]) => a + (winningChances(k * o) - winningChances(s)) ** 2, 0);
  if (e < bestError) [bestError, fitted] = [e, k];
}
console.log(
  `${games.length} games of the ${HALF} half, ${NODES} nodes (multiPv ${MULTI_PV})${DEEP ? `, deeper ${DEEP}` : ''}; least-squares k ${fitted.toFixed(2)} over ${points.length} positions`,
);
const ks = [...new Set([1, 0.5, 0.6, 0.7, 0.8, 0.9, Number(fitted.toFixed(2))])].sort((a, b) => a - b);
for (const k of ks) {
  console.log(line(`k ${k}`, run({ k })));
  console.log(line(`k ${k} best=0`, run({ k, bestZero: true })));
  console.log(line(`k ${k} best=0 reply`, run({ k, bestZero: true, reply: 1e-9 })));
  for (const m of [50, 100]) console.log(line(`k ${k} best=0 reply>${m}`, run({ k, bestZero: true, reply: m })));
  if (MULTI_PV > 1) console.log(line(`k ${k} best=0 second`, run({ k, bestZero: true, second: true })));
  if (DEEP)
    for (const margin of [0.05, 0.1])
      for (const near of [[0.3], [0.3, 0.2], [0.3, 0.2, 0.1]])
        console.log(line(`k ${k} best=0 near ${near.join('/')} ±${margin}`, run({ k, bestZero: true, near, margin })));
}
