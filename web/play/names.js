// Players' names as the play page draws them: each name isolated in its own <bdi>, so that its
// direction marks (an unclosed right-to-left override) stay inside it, '?' for a missing one;
// and the locale a page language writes dates and counts in.
import { el } from '../shared/dom.js';

// Returns "White – Black" as an element, each name in its own <bdi>.
export function playerNames(white, black) {
  return el('span', { class: 'game-names' }, playerName(white), ' – ', playerName(black));
}

// Returns one player's name in a <bdi> ('?' when it is missing).
function playerName(name) {
  return el('bdi', { class: 'player-name' }, name || '?');
}

// Returns the locale of a page language for dates and numbers (British English for English).
export function locale(lang) {
  return lang === 'en' ? 'en-GB' : lang;
}
