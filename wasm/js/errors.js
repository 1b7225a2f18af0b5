// The library's errors: every refusal is a Chess960Error with a stable `code` (listed in
// package/types/index.d.ts, worded for the pages in web/lang/<code>/errors.js) and an English
// message.

// The codes only this wrapper raises; the core's are listed in core/error_codes.h.
export const WRAPPER_ERRORS = {
  letters: 'ERR_SAN_LETTERS', // a letters option that names no letter set
  noRandom: 'ERR_RANDOM_UNAVAILABLE', // no crypto.getRandomValues in this environment
  damaged: 'ERR_MODULE_DAMAGED', // the embedded WebAssembly does not unpack or compile
  csp: 'ERR_MODULE_CSP', // the page's Content Security Policy forbids compiling WebAssembly
  engineDeleted: 'ERR_ENGINE_DELETED', // a call on an engine after delete()
  engineFailed: 'ERR_ENGINE_FAILED', // the engine worker's module did not start or a search threw
  engineHash: 'ERR_ENGINE_HASH', // a table size that is not a whole number of MB from 1 to 1024
  engineOption: 'ERR_ENGINE_OPTION', // a search option unknown or not a whole number in its range
  engineBusy: 'ERR_ENGINE_BUSY', // a call on an engine from its own onInfo (but delete())
  aborted: 'ERR_ABORTED', // a game review cancelled by its AbortSignal
  outOfMemory: 'ERR_OUT_OF_MEMORY', // the module's memory cannot hold what a call needs
  epd: 'ERR_EPD_SYNTAX', // an EPD line whose operations are not opcode, operands, ';'
};

// An error of the library: `code` always; `candidates` (ERR_MOVE_AMBIGUOUS), `line` (PGN) and
// `game` (PgnDatabase) where they apply. One class for every copy of the library in a realm (its
// ES and CommonJS files, a bundle): the first copy loaded keeps it under a registered symbol of
// globalThis and the others take it, so that `instanceof` holds whichever copy threw.
const SHARED = Symbol.for('chess960.Chess960Error');
export const Chess960Error =
  globalThis[SHARED] ||
  (globalThis[SHARED] = class extends Error {
    // Returns the class's name, which minifying would otherwise shorten.
    static get name() {
      return 'Chess960Error';
    }
    constructor(code, message) {
      super(message);
      this.name = 'Chess960Error';
      this.code = code;
    }
  });

// Returns a Chess960Error with this code and message.
export function codedError(code, message) {
  return new Chess960Error(code, message);
}

// Returns the object's own property `key`, or undefined: what a host page put on
// Object.prototype (e.g. a `seed` or a `code`) is never read as an option or an answer.
export function own(object, key) {
  return object !== null && object !== undefined && Object.prototype.hasOwnProperty.call(object, key)
    ? object[key]
    : undefined;
}

// Returns result.value, or throws the coded error a bound function reported (with its
// `candidates`, `line`, and for a bad tag pair its `tag` and the FEN reader's `fenCode` where the
// core gave them).
export function unwrap(result) {
  if (own(result, 'code') !== undefined) {
    const error = codedError(result.code, result.message);
    if (own(result, 'candidates')) error.candidates = result.candidates;
    if (own(result, 'line')) error.line = result.line;
    if (own(result, 'tag')) error.tag = result.tag;
    if (own(result, 'fenCode')) error.fenCode = result.fenCode;
    throw error;
  }
  return result.value;
}

// Returns the value of a bound function's JSON answer ({ value } or { code, message }), or
// throws its coded error.
export function answer(json) {
  return unwrap(JSON.parse(json));
}
