// The engine evaluations of data/evals.js for the pages' options: the start positions where
// every run rates White's advantage above a threshold ("leave out positions where both
// evaluations exceed +0.60": 12 positions at 0.60). Reads figures only, no chess rules. Its words
// are the area 'evals' (lang/<code>/evals.js).
import EVALS from '../data/evals.js';
import deEvals from '../lang/de/evals.js';
import enEvals from '../lang/en/evals.js';
import * as i18n from './i18n.js';

i18n.addWords('evals', { de: deEvals, en: enEvals });

// The runs of the evaluations: [{ id, engine, depth, source, commit, cp, rank, … }].
export const runs = EVALS.runs;

// Returns the start numbers whose evaluation exceeds `pawns` (e.g. 0.6) in every run.
export function above(pawns) {
  const cp = Math.round(pawns * 100);
  const out = [];
  for (let n = 0; n < 960; n++) if (runs.every((run) => run.cp[n] > cp)) out.push(n);
  return out;
}

// Returns the threshold typed in pawns (a comma or a point), or NaN when it is no number 0..9.
export function threshold(text) {
  const clean = String(text).trim().replace(',', '.');
  const value = clean === '' ? NaN : Number(clean);
  return value >= 0 && value <= 9 ? value : NaN;
}

// Returns a threshold as "+0.60" in the page's language.
export function pawnsText(value) {
  const format = new Intl.NumberFormat(i18n.lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return '+' + format.format(value);
}

// Returns the sentence under a threshold field: how many positions it leaves out, or why none.
export function countText(text) {
  const value = threshold(text);
  if (Number.isNaN(value)) return i18n.t('err.ERR_EVALS_THRESHOLD');
  return i18n.t('evals.count', { count: above(value).length, threshold: pawnsText(value) });
}
