// Players' names and other values as the play page draws them: each isolated, so that its
// direction marks (an unclosed right-to-left override) stay inside it — a name in its own <bdi>,
// '?' for a missing one; a value in a sentence between isolate marks (shared/bidi.js). A value's
// own pop-directional-isolate marks that close nothing it opened are dropped first: they would
// close the isolation around it and let an override after them turn the rest of the line round.
// And the locale a page language writes dates and counts in.
import { isolate } from '../shared/bidi.js';
import { el } from '../shared/dom.js';

const OPENS = /[\u2066-\u2068]/; // LRI, RLI, FSI
const CLOSES = '\u2069'; // PDI

// Returns the value as text without the isolate closers (U+2069) that close nothing it opened.
export function contained(value) {
  let open = 0;
  let out = '';
  for (const ch of String(value)) {
    if (OPENS.test(ch)) open++;
    else if (ch === CLOSES) {
      if (!open) continue;
      open--;
    }
    out += ch;
  }
  return out;
}

// Returns a value as text isolated from the sentence it is put into.
export function isolated(value) {
  return isolate(contained(value));
}

// Returns "White – Black" as an element, each name in its own <bdi>.
export function playerNames(white, black) {
  return el('span', { class: 'game-names' }, playerName(white), ' – ', playerName(black));
}

// Returns one player's name in a <bdi> ('?' when it is missing).
function playerName(name) {
  return el('bdi', { class: 'player-name' }, contained(name || '?'));
}

// Returns the locale of a page language for dates and numbers (British English for English).
export function locale(lang) {
  return lang === 'en' ? 'en-GB' : lang;
}
