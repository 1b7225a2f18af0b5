// @ts-check
// The list of a PGN file's games, without the page: which rows a filter keeps (a player's name,
// a start number) and their order by any column. A row is what the PGN reader sends for one
// game (host.js, rowOf); the facts in it come from the core.
//
//   COLUMNS                                   the sortable columns, in the table's order
//   fold(text) -> text                         lower case without accents ("Émile" -> "emile")
//   matchesPlayer(row, query) -> bool          every word of the query is in White's or Black's name
//   filter(rows, { player, number }) -> rows   number: 0..959, or null for any
//   sort(rows, column, direction) -> rows      direction 'ascending' | 'descending'; a new array
//   view(rows, { player, number, column, direction }) -> rows   filtered, then sorted
//   count(n, lang) -> text                     a count as the language writes it (1.234 / 1,234)
// row = { game (1-based), line, plies, result, white, black, event, round, site, date,
//         startNumber: 0..959 | null, fen: bool, error: null | { code, message, line },
//         notes: null | { comments, nags, lines } (annotations.js) }   (its type: messages.js)
/**
 * @import { GameRow } from './messages.js'
 * @typedef {'ascending' | 'descending'} Direction
 * @typedef {{ player?: string, number?: number | null }} Filter
 * @typedef {Filter & { column?: string, direction?: Direction }} ListView
 */

export const COLUMNS = ['game', 'players', 'event', 'startNumber', 'result', 'plies'];
// Results from White's point of view: a win, a draw, a loss, then a game without a result.
const RESULT_ORDER = ['1-0', '1/2-1/2', '0-1', '*'];
// Orders names and rounds ("Runde 2" before "Runde 10"). Made when the list's chunk (games.js)
// loads, which is when a list is first shown.
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

// Returns the order of two names or rounds.
/** @param {string} a @param {string} b @returns {number} */
function collate(a, b) {
  return collator.compare(a, b);
}

// Returns text in lower case without accents, for matching what a person types.
/** @param {unknown} text @returns {string} */
export function fold(text) {
  return String(text || '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

// Returns true when every word of the query occurs in White's or Black's name.
/** @param {GameRow} row @param {string | undefined} query @returns {boolean} */
export function matchesPlayer(row, query) {
  const words = fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!words.length) return true;
  const names = fold(row.white) + '\n' + fold(row.black);
  return words.every((w) => names.indexOf(w) >= 0);
}

// Returns the rows a filter keeps, in their order.
/** @param {GameRow[]} rows @param {Filter} [options] @returns {GameRow[]} */
export function filter(rows, options) {
  const o = options || {};
  const number = Number.isInteger(o.number) ? o.number : null;
  return rows.filter(function (row) {
    if (number !== null && row.startNumber !== number) return false;
    return matchesPlayer(row, o.player);
  });
}

// Returns the place of a result in RESULT_ORDER (unknown results last).
/** @param {string} result @returns {number} */
function resultRank(result) {
  const i = RESULT_ORDER.indexOf(result);
  return i < 0 ? RESULT_ORDER.length : i;
}

// Compares two rows by a column, ascending; returns <0, 0 or >0 (ties: 0).
/** @param {string} column @param {GameRow} a @param {GameRow} b @returns {number} */
function compareBy(column, a, b) {
  switch (column) {
    case 'players':
      return collate(a.white || '', b.white || '') || collate(a.black || '', b.black || '');
    case 'event':
      return collate(a.event || '', b.event || '') || collate(a.round || '', b.round || '');
    case 'startNumber':
      return Number(a.startNumber) - Number(b.startNumber); // sort() has set the rows without one apart
    case 'result':
      return resultRank(a.result) - resultRank(b.result);
    case 'plies':
      return a.plies - b.plies;
    default:
      return a.game - b.game;
  }
}

// Returns the rows ordered by a column; rows without a start number stay last either way,
// and equal rows keep the file's order.
/** @param {GameRow[]} rows @param {string | undefined} column @param {Direction | undefined} direction @returns {GameRow[]} */
export function sort(rows, column, direction) {
  const key = column && COLUMNS.indexOf(column) >= 0 ? column : 'game';
  const sign = direction === 'descending' ? -1 : 1;
  return rows.slice().sort(function (a, b) {
    if (key === 'startNumber') {
      const missing = Number(a.startNumber === null) - Number(b.startNumber === null);
      if (missing) return missing;
    }
    return sign * compareBy(key, a, b) || a.game - b.game;
  });
}

// Returns the rows a filter keeps, in the chosen order.
/** @param {GameRow[]} rows @param {ListView} [options] @returns {GameRow[]} */
export function view(rows, options) {
  const o = options || {};
  return sort(filter(rows, o), o.column, o.direction);
}

// Returns a count as the language writes it: 1.234 in German, 1,234 in English.
/** @param {number} n @param {string} lang @returns {string} */
export function count(n, lang) {
  return Number(n).toLocaleString(lang === 'en' ? 'en-GB' : lang);
}
