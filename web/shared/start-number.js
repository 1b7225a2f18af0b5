// The one reader of start positions as people type them, for every entry point: the address
// (?n=), the number box, the wall's digits, the widget's attribute, the tables page. The same
// forms are accepted everywhere and refused with the same message:
//   - a whole number 0..959 (with { oneBased: true } 1..960, 960 meaning 0), leading zeros and
//     surrounding white space allowed ("0518", " 7 "); text with a digit and no letter ("-1",
//     "5.5", "+7") is a number too, and refused as one;
//   - where text is allowed: a back rank in English or German letters (RNBQKBNR, TSLDKLST; with
//     apiCore in the page language's letters or English: TCFDRFCT on the French page) or a
//     start position's FEN.
// The core decides (it is given as `core`, so the widget's smaller module works too):
//   core.number(text, oneBased) -> number, or throws an Error with .code
//   core.numberOfText(text) -> number, or throws an Error with .code
// The messages are the shared words number.err.* (lang/<code>/shared.js).
import { isolate } from './bidi.js';
import * as i18n from './i18n.js';

const DIGITS = /^\s*\d+\s*$/;
const LETTER = /\p{L}/u;

// Returns true for text a person meant as a number: a digit and no letter ("-1", "5.5").
function looksLikeNumber(text) {
  return /\d/.test(text) && !LETTER.test(text);
}

// Returns { number } or { error: code, value, oneBased } for what a person typed (rules above).
export function read(text, core, options) {
  // Own properties only (a copy without a prototype): what a page put on Object.prototype is no option.
  const opts = { __proto__: null, ...options };
  const oneBased = !!opts.oneBased;
  const allowText = !!opts.allowText;
  const value = String(text === undefined || text === null ? '' : text);
  const trimmed = value.trim();
  if (!trimmed) return { error: 'ERR_EMPTY', value: '', oneBased };
  try {
    if (DIGITS.test(value) || looksLikeNumber(trimmed) || !allowText) return { number: core.number(trimmed, oneBased) };
    return { number: core.numberOfText(trimmed) };
  } catch (err) {
    return { error: (err && err.code) || 'ERR_NUMBER_RANGE', value: trimmed, oneBased };
  }
}

// Returns the message for a refused entry in `language`, by default the page's (control
// characters shown as �, the value isolated from the sentence: a right-to-left override in it
// cannot reorder the message); the widget names the language of each element.
export function message(result, language) {
  const raw = String(result.value || '').replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  const shown = isolate(raw.length > 40 ? raw.slice(0, 40) + '…' : raw);
  let code = result.error;
  if (/^ERR_(FEN_|POSITION_)/.test(code)) code = 'ERR_NOT_START_POSITION';
  const key = 'number.err.' + code;
  if (result.oneBased && i18n.has(key + '.oneBased')) return i18n.t(key + '.oneBased', { value: shown }, language);
  if (i18n.has(key)) return i18n.t(key, { value: shown }, language);
  return i18n.error({ code, message: code });
}

// Returns the reader's core for the full API of chess960.js: numbers as startPosition reads them,
// a back rank in the page language's letters or English (German and English on the German and
// English pages).
export function apiCore(api) {
  return {
    number: (text, oneBased) => api.startPosition(text, { oneBased }).number,
    numberOfText: (text) => {
      const lang = i18n.lang();
      return lang === 'de' || lang === 'en' ? api.positionNumber(text) : api.positionNumber(text, { letters: lang });
    },
  };
}
