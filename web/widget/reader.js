// The one start-number reader (shared/start-number.js) for an element: the widget's module reads
// numbers, start FENs and back ranks in English or German letters; an element that speaks
// another language reads a back rank in that language's letters, else English (TCFDRFCT in
// French), as the site's pages do and as the reader's message for a refused back rank says. The
// module's core reads them (as positionNumber of the full module does).
import * as startNumber from '../shared/start-number.js';

// Returns the reader's core for an element speaking lang over the module's core.
export function readerCore(core, lang) {
  if (lang === 'de' || lang === 'en') return core;
  return { number: core.number, numberOfText: (text) => core.numberOfText(text, lang) };
}

// Returns { number } or { error, value } for what a person gave the element (an attribute or
// its number field): a number, a back rank or a start FEN.
export function readPosition(text, core, lang) {
  return startNumber.read(text, readerCore(core, lang), { allowText: true });
}

// Returns the message for a refused entry in the element's language.
export function refusal(result, lang) {
  return startNumber.message(result, lang);
}
