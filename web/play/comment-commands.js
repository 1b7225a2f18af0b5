// @ts-check
// The commands in a move's comment ([%eval 0.20], [%clk 0:02:58], [%emt …], others): the words
// of a comment without them, the evaluation the core read as a small figure, and the text the
// notes editor saves: its words, the commands it kept as they were, and the evaluation and clock
// of its fields written as commands. What a command's value means is the core's (game.tree()
// gives clock and eval); a value typed into a field is tried on the core before it is kept.
//
//   words(text) -> the comment without commands;  evalFigure(ev, lang) -> '+0.20' | '#-3'
//   evalValue(ev) -> '+0.20,18' (a command's value);  compose(text, words, changes) -> text
//   readable(api, name, value) -> true when the core reads `[%name value]`
/**
 * @import { Chess960Api, PgnEval, TreeNode } from '../../package/types/index.js'
 * @typedef {'eval' | 'clk'} FieldCommand a command shown as a field of the notes editor
 */
import { locale } from './names.js';

const COMMAND = /\[%[^\]]*\]/g;
/** @type {Record<FieldCommand, 'eval' | 'clock'>} */
export const FIELDS = { eval: 'eval', clk: 'clock' }; // the commands shown as fields: the tree's key

// Returns a comment's words without its commands, white space made single spaces.
/** @param {string} text @returns {string} */
export function words(text) {
  return text.replace(COMMAND, ' ').replace(/\s+/g, ' ').trim();
}

// Returns the commands of a comment, as written, in their order.
/** @param {string} text @returns {string[]} */
function commands(text) {
  return text.match(COMMAND) || [];
}

// Returns a command's name: "[%eval 0.2]" -> "eval".
/** @param {string} command @returns {string} */
function nameOf(command) {
  const match = /^\[%([A-Za-z]+)/.exec(command);
  return match ? match[1] : '';
}

// Returns an evaluation of the tree (game.tree()'s eval) as a figure from White's side in the
// page's language: "+0.20", "−1.50", "0.00", "#3", "#-2".
/** @param {PgnEval} ev @param {string} lang @returns {string} */
export function evalFigure(ev, lang) {
  if (ev.mate) return '#' + ev.mate;
  const format = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = ev.cp > 0 ? '+' : ev.cp < 0 ? '−' : '';
  return sign + format.format(Math.abs(ev.cp) / 100);
}

// Returns an evaluation of the tree as a command's value: "+0.20", "-1.50", "#-3", with ",depth".
/** @param {PgnEval} ev @returns {string} */
export function evalValue(ev) {
  const value = ev.mate ? '#' + ev.mate : (ev.cp > 0 ? '+' : ev.cp < 0 ? '-' : '') + (Math.abs(ev.cp) / 100).toFixed(2);
  return value + (ev.depth ? ',' + ev.depth : '');
}

// Returns the comment to save: `text` itself when neither its words nor a command changed, else
// the words followed by its commands (each one of `changes`, { eval: value | '' }, replaced or
// removed; one not there added).
/**
 * @param {string} text the comment as it is
 * @param {string} newWords the words typed
 * @param {Partial<Record<string, string>>} changes a command's new value ('' removes it) by its name
 * @returns {string}
 */
export function compose(text, newWords, changes) {
  const names = Object.keys(changes);
  const cleanWords = newWords.replace(/\s+/g, ' ').trim();
  if (cleanWords === words(text) && !names.length) return text;
  /** @type {string[]} */
  const kept = [];
  /** @type {Record<string, boolean>} */
  const seen = {};
  commands(text).forEach(function (command) {
    const name = nameOf(command);
    if (names.indexOf(name) < 0) return kept.push(command);
    if (!seen[name] && changes[name]) kept.push('[%' + name + ' ' + changes[name] + ']');
    seen[name] = true;
  });
  names.forEach((name) => !seen[name] && changes[name] && kept.push('[%' + name + ' ' + changes[name] + ']'));
  return [cleanWords].concat(kept).filter(Boolean).join(' ');
}

// Returns true when the core reads `[%name value]` (name: a key of FIELDS), tried on a game of its own.
/** @param {Chess960Api} api @param {FieldCommand} name @param {string} value @returns {boolean} */
export function readable(api, name, value) {
  if (/[[\]{}]/.test(value)) return false;
  let game = null;
  try {
    game = new api.Game();
    game.setComment(0, '[%' + name + ' ' + value + ']');
    const start = /** @type {TreeNode} start: never deleted */ (game.tree().nodes[0]);
    return start[FIELDS[name]] !== null;
  } catch {
    return false;
  } finally {
    if (game) game.delete();
  }
}
