// The statistics of a match (bench/match.mjs, bench/match_table.mjs): the score, the Elo
// difference it implies and its 95 % interval over the starts.

// Returns the Elo difference that an expected score p (0..1) implies (clamped to ±1200).
export function eloOf(p) {
  const q = Math.min(Math.max(p, 0.001), 0.999);
  return -400 * Math.log10(1 / q - 1);
}

/* Returns { n, score, elo, low, high } with a 95% interval. byStart maps a start to the scores of
   its games. The two games of one start (one with each colour) are one sample: they are not
   independent, so the spread is taken over the starts' mean scores (a start with only one game
   finished counts with its one game). */
export function summary(byStart) {
  const samples = Object.values(byStart).map((s) => s.reduce((a, b) => a + b, 0) / s.length);
  const n = Object.values(byStart).reduce((a, s) => a + s.length, 0);
  const m = samples.length;
  const mean = samples.reduce((a, b) => a + b, 0) / m;
  const variance = samples.reduce((a, s) => a + (s - mean) ** 2, 0) / Math.max(1, m - 1);
  const se = Math.sqrt(variance / m);
  return { n, score: mean, elo: eloOf(mean), low: eloOf(mean - 1.96 * se), high: eloOf(mean + 1.96 * se) };
}

// Returns "+45 [-20, +114]": the Elo difference and its interval as the tables print it.
export function eloText(r) {
  return `${r.elo >= 0 ? '+' : ''}${r.elo.toFixed(0)} [${r.low.toFixed(0)}, ${r.high.toFixed(0)}]`;
}
