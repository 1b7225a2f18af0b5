/*
 * The engine evaluations of data/evals.js (Chess960Evals) for the pages' options: the start
 * positions where every run rates White's advantage above a threshold (issue 16: "leave out
 * positions where both evaluations exceed +0.60", 12 positions at 0.60). Reads figures only,
 * no chess rules. Classic script: Chess960Web.evals.
 *
 *   available() -> true when data/evals.js is loaded
 *   above(pawns) -> [numbers 0..959] where every run's evaluation exceeds `pawns`
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

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.evals = { available: available, above: above };
})(typeof window !== 'undefined' ? window : globalThis);
