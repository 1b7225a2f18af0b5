// @ts-check
// White's first moves in the start positions 0..959 from the table the build writes with the
// core (scripts/write-first-moves.mjs: { common, sets, index }), without the rules: the index
// holds one letter per start position naming its set of moves, each set the moves besides the
// common ones ("e2e4", "f1g1/g1f1" for a castling: the king's move, then the rook's).
/**
 * @typedef {{ common: string, sets: string[], index: string }} FirstMoveTable
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Returns the table's moves of start position n, or null.
/** @param {FirstMoveTable | null} table @param {number} n @returns {string[] | null} */
function movesOf(table, n) {
  if (!table || typeof table.index !== 'string' || !Number.isInteger(n) || n < 0 || n >= table.index.length)
    return null;
  const set = table.sets[LETTERS.indexOf(table.index[n])];
  return typeof set === 'string' ? (table.common + ' ' + set).split(' ').filter(Boolean) : null;
}

// Returns { from: [to, …] } of White's first moves in start position n, or null.
/** @param {FirstMoveTable | null} table @param {number} n @returns {Record<string, string[]> | null} */
export function dests(table, n) {
  const moves = movesOf(table, n);
  if (!moves) return null;
  /** @type {Record<string, string[]>} */
  const out = {};
  moves.forEach(function (m) {
    const from = m.slice(0, 2);
    (out[from] = out[from] || []).push(m.slice(2, 4));
  });
  return out;
}

// Returns the rook's move of the castling a king's drop from-to is in start position n
// ({ from, to }), or null. On move one the king lands where it is dropped (the table's
// castlings are the king and the rook beside it changing places).
/**
 * @param {FirstMoveTable | null} table
 * @param {number} n
 * @param {string} from
 * @param {string} to
 * @returns {{ from: string, to: string } | null}
 */
export function rook(table, n, from, to) {
  const m = (movesOf(table, n) || []).filter((x) => x.slice(0, 4) === from + to)[0];
  return m && m.length === 9 ? { from: m.slice(5, 7), to: m.slice(7, 9) } : null;
}
