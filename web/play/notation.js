// @ts-check
// Moves inside a sentence kept whole: a move's notation never breaks across lines ("O-O-O" would
// break after a hyphen), each one in a <span class="san"> the style sheet keeps on one line.
import { el } from '../shared/dom.js';

// Returns the text as nodes with each move of `sans`, found in its order in the text, in a span
// of its own (a move not found stays text): nodes for el() or append().
/** @param {string} text @param {string[]} sans @returns {(string | HTMLElement)[]} */
export function keepMoves(text, sans) {
  /** @type {(string | HTMLElement)[]} */
  const nodes = [];
  let at = 0;
  sans.forEach(function (san) {
    const found = san ? text.indexOf(san, at) : -1;
    if (found < 0) return;
    if (found > at) nodes.push(text.slice(at, found));
    nodes.push(el('span', { class: 'san' }, san));
    at = found + san.length;
  });
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}
