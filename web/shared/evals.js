/*
 * The engine evaluations of data/evals.js (Chess960Evals) for the pages' options: the start
 * positions where every run rates White's advantage above a threshold (issue 16: "leave out
 * positions where both evaluations exceed +0.60", 12 positions at 0.60). Reads figures only,
 * no chess rules. Classic script: Chess960Web.evals.
 *
 *   available() -> true when data/evals.js is loaded
 *   above(pawns) -> [numbers 0..959] where every run's evaluation exceeds `pawns`
 *   threshold(text) -> pawns from 0 to 9 as typed ("0,6" or "0.60"), else NaN
 *   pawnsText(pawns) -> "+0.60" in the page's language
 *   countText(text) -> how many positions a typed threshold leaves out (or why none)
 * Words in facts/strings.js (evals.*).
 */
(function (global) {
  'use strict';

  // Returns true when the evaluations are loaded.
  function available() {
    return !!(global.Chess960Evals && global.Chess960Evals.runs);
  }

  // Returns the start numbers whose evaluation exceeds `pawns` (e.g. 0.6) in every run.
  function above(pawns) {
    if (!available()) return [];
    const cp = Math.round(pawns * 100);
    const out = [];
    for (let n = 0; n < 960; n++) {
      if (global.Chess960Evals.runs.every((run) => run.cp[n] > cp)) out.push(n);
    }
    return out;
  }

  // Returns the threshold typed in pawns (a comma or a point), or NaN when it is no number 0..9.
  function threshold(text) {
    const clean = String(text).trim().replace(',', '.');
    const value = clean === '' ? NaN : Number(clean);
    return value >= 0 && value <= 9 ? value : NaN;
  }

  // Returns a threshold as "+0.60" in the page's language.
  function pawnsText(value) {
    const lang = global.Chess960Web.i18n.lang();
    return '+' + new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }

  // Returns the sentence under a threshold field: how many positions it leaves out, or why not.
  function countText(text) {
    const i18n = global.Chess960Web.i18n;
    const value = threshold(text);
    if (!available()) return i18n.t('evals.missing');
    if (Number.isNaN(value)) return i18n.t('evals.badThreshold');
    return i18n.t('evals.count', { count: above(value).length, threshold: pawnsText(value) });
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.evals = {
    available: available,
    above: above,
    threshold: threshold,
    pawnsText: pawnsText,
    countText: countText,
  };
})(typeof window !== 'undefined' ? window : globalThis);
