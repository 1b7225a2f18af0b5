// @ts-check
// Counts of half-moves in the page's language, in the plural form its rules choose for the number
// (the catalogue's ICU plural: Polish has four forms, 1 półruch, 2–4 półruchy, 5 półruchów, 1,5
// półruchu).
import * as i18n from '../shared/i18n.js';
import './words.js';

// Returns "n half-moves" in the page's language, singular or plural as n asks ("1 Halbzug",
// "12 Halbzüge", "3 półruchy").
/** @param {number} n @returns {string} */
export function halfMoves(n) {
  return i18n.t('play.halfMoves', { n: n });
}
