// ---- shared wrapper code: turns core results into values or coded JS errors ----------
var installers = [];

// The error codes only this wrapper raises; the core's are listed in core/error_codes.h. Each
// is documented in chess960.d.ts and translated in web/shared/error-text.js.
var WRAPPER_ERRORS = {
  letters: 'ERR_SAN_LETTERS', // a letters option that names no letter set
  noRandom: 'ERR_RANDOM_UNAVAILABLE', // no crypto.getRandomValues in this environment
  damaged: 'ERR_MODULE_DAMAGED', // the embedded WebAssembly does not unpack (prelude.js)
};

// The longest text any function reads (characters); longer text is ERR_INPUT_TOO_LONG. PGN
// texts are the exception: they are read in pieces up to the core's own limit (25-pgn.js).
var MAX_TEXT = 100000;

// Returns a JS Error with a stable `.code` (e.g. "ERR_NUMBER_RANGE") and a readable message.
function codedError(code, message) {
  var error = new Error(message);
  error.name = 'Chess960Error';
  error.code = code;
  return error;
}

// Returns the object's own property `key`, or undefined: what a host page put on
// Object.prototype (e.g. a `seed` or a `code`) is never read as an option or an answer.
function own(object, key) {
  return object !== null && object !== undefined && Object.prototype.hasOwnProperty.call(object, key)
    ? object[key]
    : undefined;
}

// Returns result.value, or throws the coded error a bound function reported (an ambiguous
// move's error also carries .candidates, the moves it could stand for, in English SAN; a PGN
// error .line, the line of the text it is about).
function unwrap(result) {
  if (own(result, 'code') !== undefined) {
    var error = codedError(result.code, result.message);
    if (own(result, 'candidates')) error.candidates = result.candidates;
    if (own(result, 'line')) error.line = result.line;
    throw error;
  }
  return result.value;
}

// Returns the value of a bound function's JSON answer ({ value } or { code, message }), or
// throws its coded error.
function answer(json) {
  return unwrap(JSON.parse(json));
}

// Returns a list of strings as one text for a bound function: each item ended by NUL
// (wasm/json_writer.h split_list); an item holding NUL itself is refused with `code`.
function listText(items, code, what) {
  return items
    .map(function (item) {
      if (item.indexOf('\u0000') >= 0) throw codedError(code, what + ' must not contain the NUL character');
      return item + '\u0000';
    })
    .join('');
}

// Returns `text` if it is a string the core may read, else throws `code`.
function requireString(text, code, what) {
  if (typeof text !== 'string') throw codedError(code, what + ' must be text, not ' + describe(text));
  if (text.length > MAX_TEXT)
    throw codedError(
      'ERR_INPUT_TOO_LONG',
      what + ' is too long: ' + text.length + ' characters, at most ' + MAX_TEXT + ' are read',
    );
  return text;
}

// Returns a seed (text or a finite number) as the text the core hashes, or throws ERR_SEED.
function seedText(seed) {
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw codedError('ERR_SEED', 'a seed must be text or a finite number, not ' + describe(seed));
  if (seed === '') throw codedError('ERR_SEED', 'the seed is empty: give a text, or no seed for a random draw.');
  return requireString(String(seed), 'ERR_SEED', 'the seed');
}

// Returns a short description of a JS value for error messages.
function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  if (typeof value === 'object') return 'an object';
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

// The letter sets of the core's table (core/letters.h), in its order.
var LETTERS = ['en', 'de', 'figurine', 'fr', 'es', 'it', 'nl', 'pl'];

// Returns the letter set an options object names: 'en' (default) or one of LETTERS.
function lettersOf(options) {
  var letters = own(options, 'letters') !== undefined ? options.letters : 'en';
  if (LETTERS.indexOf(letters) < 0)
    throw codedError(
      WRAPPER_ERRORS.letters,
      'letters must be one of ' + LETTERS.join(', ') + ', not ' + describe(letters),
    );
  return letters;
}

// Returns 32 bits from the platform's cryptographic random source.
function cryptoUint32() {
  var cryptoSource = typeof globalThis !== 'undefined' && globalThis.crypto;
  if (!cryptoSource || !cryptoSource.getRandomValues) {
    throw codedError(
      WRAPPER_ERRORS.noRandom,
      'this environment has no cryptographic random source (crypto.getRandomValues)',
    );
  }
  return cryptoSource.getRandomValues(new Uint32Array(1))[0];
}

// Returns a uniform integer 0..n-1 from the crypto source (rejection sampling, no modulo bias).
function cryptoUniform(n) {
  var limit = Math.floor(4294967296 / n) * n;
  for (;;) {
    var u = cryptoUint32();
    if (u < limit) return u % n;
  }
}
