// Argument checks the wrapper's modules share: text the core may read, letter sets, seeds,
// lists, and the platform's random source.
import { WRAPPER_ERRORS, codedError, own } from './errors.js';
import { LETTERS } from './lists.js';

// The longest text any function reads (characters); longer text is ERR_INPUT_TOO_LONG. PGN
// texts are the exception: they are read in pieces up to the core's own limit (pgn.js).
export const MAX_TEXT = 100000;

// A UTF-16 surrogate that is not half of a pair: no UTF-8 text can carry it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Returns `text` if it is Unicode text (no lone surrogate), else throws `code`: the one check of
// every string handed to the core, which reads UTF-8 (Embind's conversion would join a lone
// surrogate with the next character, and \uD800 and \uDC00 would read alike).
export function unicodeText(text, code, what) {
  if (LONE_SURROGATE.test(text))
    throw codedError(
      code,
      what + ' is not Unicode text: it holds a lone surrogate (half of a UTF-16 pair), which no UTF-8 text can carry',
    );
  return text;
}

// Returns a list of strings as one text for a bound function: each item ended by NUL
// (wasm/json_writer.h split_list); an item holding NUL itself or a lone surrogate is refused
// with `code`.
export function listText(items, code, what) {
  return items
    .map(function (item) {
      if (item.indexOf('\u0000') >= 0) throw codedError(code, what + ' must not contain the NUL character');
      return unicodeText(item, code, what) + '\u0000';
    })
    .join('');
}

// Returns the string `text` if it has at most MAX_TEXT characters, else throws ERR_INPUT_TOO_LONG.
export function textWithin(text, what) {
  if (text.length > MAX_TEXT)
    throw codedError(
      'ERR_INPUT_TOO_LONG',
      what + ' is too long: ' + text.length + ' characters, at most ' + MAX_TEXT + ' are read',
    );
  return text;
}

// Returns `text` if it is a string the core may read (at most MAX_TEXT characters, Unicode
// text: see unicodeText), else throws `code` (ERR_INPUT_TOO_LONG for a longer one).
export function requireString(text, code, what) {
  if (typeof text !== 'string') throw codedError(code, what + ' must be text, not ' + describe(text));
  return unicodeText(textWithin(text, what), code, what);
}

// Returns a seed (text or a finite number) as the text the core hashes, or throws ERR_SEED.
export function seedText(seed) {
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw codedError('ERR_SEED', 'a seed must be text or a finite number, not ' + describe(seed));
  if (seed === '') throw codedError('ERR_SEED', 'the seed is empty: give a text, or no seed for a random draw.');
  return requireString(String(seed), 'ERR_SEED', 'the seed');
}

// Returns a short description of a JS value for error messages.
export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  if (typeof value === 'object') return 'an object';
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

// Returns how an options object counts start positions: false for 0..959 (no oneBased, or
// false), true for 1..960 (oneBased: true); any other value is refused with ERR_NUMBER_RANGE.
// Both entries read it here (the main one and chess960/numbering).
export function oneBasedOf(options) {
  const oneBased = own(options, 'oneBased');
  if (oneBased !== undefined && oneBased !== null && typeof oneBased !== 'boolean')
    throw codedError('ERR_NUMBER_RANGE', 'oneBased: true or false, not ' + describe(oneBased));
  return !!oneBased;
}

// The letter sets of the core's table (core/letters.cpp), in its order: written from it into
// lists.js by scripts/write-lists.mjs.
export { LETTERS };

// Returns the letter set an options object names: 'en' (default) or one of LETTERS.
export function lettersOf(options) {
  const given = own(options, 'letters'); // read once: a getter may answer differently
  const letters = given !== undefined ? given : 'en';
  if (LETTERS.indexOf(letters) < 0)
    throw codedError(
      WRAPPER_ERRORS.letters,
      'letters must be one of ' + LETTERS.join(', ') + ', not ' + describe(letters),
    );
  return letters;
}

// Returns 32 bits from the platform's cryptographic random source.
export function cryptoUint32() {
  const cryptoSource = typeof globalThis !== 'undefined' && globalThis.crypto;
  if (!cryptoSource || !cryptoSource.getRandomValues) {
    throw codedError(
      WRAPPER_ERRORS.noRandom,
      'this environment has no cryptographic random source (crypto.getRandomValues)',
    );
  }
  return cryptoSource.getRandomValues(new Uint32Array(1))[0];
}

// Returns a uniform integer 0..n-1 from the crypto source (rejection sampling, no modulo bias).
export function cryptoUniform(n) {
  const limit = Math.floor(4294967296 / n) * n;
  for (;;) {
    const u = cryptoUint32();
    if (u < limit) return u % n;
  }
}
