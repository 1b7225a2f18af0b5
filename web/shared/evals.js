// The engine evaluations of data/evals.js for the pages' options and the facts: the start
// positions where every run rates White's advantage above a threshold ("leave out positions where
// both evaluations exceed +0.60": 12 positions at 0.60). Reads figures only, no chess rules. The
// figures (23 KB) are a chunk loaded when first needed (load()); until then there are no runs.
// Its words are the area 'evals' (lang/<code>/evals.js).
import { chunk } from './chunks.js';
import deEvals from '../lang/de/evals.json';
import enEvals from '../lang/en/evals.json';
import * as i18n from './i18n.js';

i18n.addWords('evals', { de: deEvals, en: enEvals });

let loaded = null; // the runs once load() has them

// Resolves to the runs of the evaluations once loaded: [{ id, engine, depth, source, commit,
// cp, rank, … }].
export function load() {
  return chunk('data/evals.js', () => import('../data/evals.js')).then((module) => (loaded = module.default.runs));
}

// Returns the runs of the evaluations, or null before load() has them.
export function runs() {
  return loaded;
}

// Returns the start numbers whose evaluation exceeds `pawns` (e.g. 0.6) in every run.
export function above(pawns) {
  if (!loaded) throw new Error('evals.above before load()');
  const cp = Math.round(pawns * 100);
  const out = [];
  for (let n = 0; n < 960; n++) if (loaded.every((run) => run.cp[n] > cp)) out.push(n);
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
