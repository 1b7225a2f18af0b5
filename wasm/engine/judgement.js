// The figures of a game review, as lichess computes them (its published formulas, written here
// from their definitions): winning chances, the judgement of a move by the winning chances it
// gives away, the accuracy of a move and of a game, the average centipawn loss. Scores are
// { cp } | { mate } from White's side, { mate: 0 } for a checkmated side to move (`mated` names it).

// The slope of lichess's logistic curve from centipawns to winning chances.
const WIN_SLOPE = 0.00368208;
// Centipawns count up to this much; a mate counts as this much.
const CP_CEILING = 1000;
// The least drop in winning chances (-1..1) of each judgement, worst first.
const JUDGEMENT_DROPS = [
  [0.3, 'blunder'],
  [0.2, 'mistake'],
  [0.1, 'inaccuracy'],
];

// Returns the score from `color`'s side ('w' | 'b'): { cp } or { mate } (mate > 0: `color`
// mates; a checkmate on the board is a mate for the side that gave it, as mate ±0 cannot say).
export function povScore(score, color) {
  const sign = color === 'w' ? 1 : -1;
  if (score.mate === undefined) return { cp: sign * score.cp };
  if (score.mate === 0) return { mate: score.mated === color ? -0.5 : 0.5 };
  return { mate: sign * score.mate };
}

// Returns a score from one side as centipawns clamped to ±CP_CEILING (a mate as ±CP_CEILING).
export function clampedCp(pov) {
  if (pov.mate !== undefined) return pov.mate > 0 ? CP_CEILING : -CP_CEILING;
  return Math.max(-CP_CEILING, Math.min(CP_CEILING, pov.cp));
}

// Returns the winning chances -1..1 of a score from one side ({ cp } | { mate } or a number of cp).
export function winningChances(pov) {
  const cp = typeof pov === 'number' ? clampedCp({ cp: pov }) : clampedCp(pov);
  return 2 / (1 + Math.exp(-WIN_SLOPE * cp)) - 1;
}

// Returns the win percentage 0..100 of a score from one side.
export function winPercent(pov) {
  return 50 + 50 * winningChances(pov);
}

// Returns the accuracy 0..100 of a move that takes the mover's win percentage from `before` to `after`.
export function moveAccuracy(before, after) {
  if (after >= before) return 100;
  const drop = before - after;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * drop) - 3.166924740191411 + 1;
  return Math.max(0, Math.min(100, raw));
}

// Returns the judgement of a move ('blunder' | 'mistake' | 'inaccuracy' | null) and what a mate
// had to do with it ('created': the mover now gets mated; 'lost': the mover's forced mate is
// gone; null), from the scores before and after the move from the mover's side. Both in
// centipawns: by the drop in winning chances. A mate on either side: lichess's mate cases, by
// the centipawns on the other side of the change (a delayed or a found mate is no fault).
export function judge(before, after) {
  const mateBefore = before.mate !== undefined;
  const mateAfter = after.mate !== undefined;
  if (!mateBefore && !mateAfter) {
    const drop = winningChances(before) - winningChances(after);
    const found = JUDGEMENT_DROPS.find((entry) => drop >= entry[0]);
    return { judgement: found ? found[1] : null, mate: null };
  }
  const cpBefore = mateBefore ? 0 : before.cp;
  const cpAfter = mateAfter ? 0 : after.cp;
  let sequence = null;
  if (!mateBefore && after.mate < 0) sequence = 'created';
  else if (mateBefore && before.mate > 0 && (!mateAfter || after.mate < 0)) sequence = 'lost';
  if (sequence === 'created')
    return { judgement: cpBefore < -999 ? 'inaccuracy' : cpBefore < -700 ? 'mistake' : 'blunder', mate: sequence };
  if (sequence === 'lost')
    return { judgement: cpAfter > 999 ? 'inaccuracy' : cpAfter > 700 ? 'mistake' : 'blunder', mate: sequence };
  return { judgement: null, mate: null };
}

// Returns the population standard deviation of a list of numbers.
function deviation(values) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) * (v - mean), 0) / values.length);
}

// Returns the accuracy 0..100 of each side over a game, as lichess's AccuracyPercent: `wins` are
// White's win percentages of the start position and after each move, `firstColor` the side of
// the first move. Each move's accuracy is weighted by the volatility of the win percentage
// around it (its window's standard deviation, clamped to 0.5..12); a side's accuracy is the mean
// of that weighted mean and the harmonic mean of its moves' accuracies. null for a side without moves.
// `accuracies` (optional): the moves' accuracies where they are not those of consecutive `wins`.
export function gameAccuracy(wins, firstColor, accuracies) {
  const moves = wins.length - 1;
  const out = { w: null, b: null };
  if (moves < 1) return out;
  const size = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  const windows = [];
  for (let i = 0; i < Math.min(size, wins.length) - 2; i++) windows.push(wins.slice(0, size));
  for (let i = 0; i + size <= wins.length; i++) windows.push(wins.slice(i, i + size));
  if (windows.length < moves) windows.push(wins.slice());
  const sums = { w: { weighted: 0, weights: 0, inverse: 0, count: 0 }, b: { weighted: 0, weights: 0, inverse: 0, count: 0 } };
  for (let i = 0; i < moves; i++) {
    const color = (i % 2 === 0) === (firstColor === 'w') ? 'w' : 'b';
    const before = color === 'w' ? wins[i] : 100 - wins[i];
    const after = color === 'w' ? wins[i + 1] : 100 - wins[i + 1];
    const accuracy = accuracies ? accuracies[i] : moveAccuracy(before, after);
    const weight = Math.max(0.5, Math.min(12, deviation(windows[i])));
    const s = sums[color];
    s.weighted += accuracy * weight;
    s.weights += weight;
    s.inverse += 1 / Math.max(1, accuracy);
    s.count += 1;
  }
  for (const color of ['w', 'b']) {
    const s = sums[color];
    if (s.count) out[color] = (s.weighted / s.weights + s.count / s.inverse) / 2;
  }
  return out;
}
