// @ts-check
// Counts of half-moves in the page's language, in the form its plural rules choose for the number
// (Intl.PluralRules: 'one', 'few', 'many' or 'other'; each language has a text for each, Polish
// four different ones: 1 półruch, 2–4 półruchy, 5 półruchów).
import * as i18n from '../shared/i18n.js';
import './words.js';

const FORMS = ['one', 'few', 'many', 'other'];

// Returns the plural form of n in the page's language ('other' where the browser has no rules).
/** @param {number} n */
function form(n) {
  try {
    const chosen = new Intl.PluralRules(i18n.lang()).select(n);
    return FORMS.indexOf(chosen) >= 0 ? chosen : 'other';
  } catch {
    return 'other';
  }
}

// Returns "n half-moves" in the page's language, singular or plural as n asks ("1 Halbzug",
// "12 Halbzüge", "3 półruchy").
/** @param {number} n @returns {string} */
export function halfMoves(n) {
  return i18n.t('play.halfMoves.' + form(n), { n: n });
}
