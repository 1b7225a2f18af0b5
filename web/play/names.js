// @ts-check
// Players' names as the play page draws them: each in its own <bdi> with its own isolates balanced
// (shared/bidi.js), so that its direction marks stay inside it; '?' for a missing one. And the
// locale a page language writes dates and counts in.
import { balanced } from '../shared/bidi.js';
import { el } from '../shared/dom.js';

// Returns "White – Black" as an element, each name in its own <bdi>.
/** @param {string | undefined} white @param {string | undefined} black */
export function playerNames(white, black) {
  return el('span', { class: 'game-names' }, playerName(white), ' – ', playerName(black));
}

// Returns one player's name in a <bdi> ('?' when it is missing).
/** @param {string | undefined} name */
function playerName(name) {
  return el('bdi', { class: 'player-name' }, balanced(name || '?'));
}

// Returns the locale of a page language for dates and numbers (British English for English).
/** @param {string} lang @returns {string} */
export function locale(lang) {
  return lang === 'en' ? 'en-GB' : lang;
}
