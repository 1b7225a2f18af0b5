// The engine's entry: `import { createChess960Engine } from 'chess960/engine'` (and the classic
// script dist/chess960-engine.js that the play page's worker loads). The search and evaluation
// of the C++ core (core/search/) compiled for speed in a module of its own;
// 'chess960-build:…' are written by scripts/build-lib.mjs.
import Chess960EngineModule from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { Chess960Error, WRAPPER_ERRORS, own } from '../js/errors.js';
import { makeDisposable, ownerRegistry } from '../js/lifetime.js';
import { unicodeText } from '../js/values.js';
import { startModule } from '../loader/start.js';
import { annotateGame } from './annotate.js';
import { winningChances } from './judgement.js';
import { reviewGame } from './review.js';

export { Chess960Error } from '../js/errors.js';
export { createEngineHost } from './host.js';

// The table's sizes in MB (core/search/tt.h, kMaxHashMb: a module holds at most 2 GiB).
const MAX_HASH_MB = 1024;
// The memory an engine needs beside its table (the search's arrays, 1.3 MB, and room to work).
const SEARCH_BYTES = 4 * 1024 * 1024;
// The numeric search options: [least, greatest] whole number (0: no limit for nodes and times).
const SEARCH_OPTIONS = {
  depth: [1, 100],
  nodes: [0, Number.MAX_SAFE_INTEGER],
  softMs: [0, Number.MAX_SAFE_INTEGER],
  hardMs: [0, Number.MAX_SAFE_INTEGER],
  startDepth: [1, 100],
  margin: [0, 10000],
  seed: [0, Number.MAX_SAFE_INTEGER],
  multiPv: [1, 5],
};

// Returns a value as an error message shows it: text quoted, its type named otherwise.
function shown(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value) + ' (text)';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  return 'a value of type ' + (Array.isArray(value) ? 'array' : typeof value);
}

// Returns `mb` when it is a whole number of megabytes from 1 to MAX_HASH_MB, else throws ERR_ENGINE_HASH.
function hashSize(mb) {
  if (typeof mb !== 'number' || !Number.isInteger(mb) || mb < 1 || mb > MAX_HASH_MB)
    throw new Chess960Error(
      WRAPPER_ERRORS.engineHash,
      'the table size must be a whole number of megabytes from 1 to ' + MAX_HASH_MB + ', not ' + shown(mb),
    );
  return mb;
}

// Returns the ERR_OUT_OF_MEMORY error for what did not fit.
function noRoom(what) {
  return new Chess960Error(
    WRAPPER_ERRORS.outOfMemory,
    'there is not enough memory for ' + what + ': delete() engines no longer needed or ask for a smaller table',
  );
}

// Returns the search options as a new object of their own values (undefined: absent), or throws
// ERR_ENGINE_OPTION for a name that is not a search option or a value outside its range.
function searchLimits(options) {
  const limits = {};
  if (options === undefined || options === null) return limits;
  if (typeof options !== 'object' || Array.isArray(options))
    throw new Chess960Error(
      WRAPPER_ERRORS.engineOption,
      'the search options must be an object such as { depth: 8 }, not ' + shown(options),
    );
  Object.keys(options).forEach(function (name) {
    const range = own(SEARCH_OPTIONS, name);
    if (!range)
      throw new Chess960Error(
        WRAPPER_ERRORS.engineOption,
        JSON.stringify(name) + ' is not a search option: give ' + Object.keys(SEARCH_OPTIONS).join(', '),
      );
    const value = options[name];
    if (value === undefined) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < range[0] || value > range[1])
      throw new Chess960Error(
        WRAPPER_ERRORS.engineOption,
        'the search option ' + name + ' must be a whole number from ' + range[0] + ' to ' +
          (range[1] === Number.MAX_SAFE_INTEGER ? '2^53 - 1' : range[1]) + ', not ' + shown(value),
      );
    limits[name] = value;
  });
  return limits;
}

// Returns the engine API over the started module `m`.
function engineApi(m) {
  const finalizer = ownerRegistry(function (handle) {
    handle.delete();
  });

  // Throws the coded error of a bound function's { code, message } answer.
  function fail(answer) {
    throw new Chess960Error(answer.code, answer.message);
  }

  // One search engine: a transposition table, a position and the moves played to reach it.
  // options: { hashMb } (1..MAX_HASH_MB, default 8).
  function Engine(options) {
    if (!(this instanceof Engine)) return new Engine(options);
    const hashMb = own(options, 'hashMb');
    const mb = hashMb === undefined ? 8 : hashSize(hashMb);
    if (!m.EngineHandle.hasRoom(SEARCH_BYTES)) throw noRoom('an engine');
    const handle = new m.EngineHandle();
    if (!handle.setHashSize(mb)) {
      handle.delete();
      throw noRoom('a table of ' + mb + ' MB');
    }
    this._h = handle;
    this._searching = false;
    if (finalizer) finalizer.register(this, this._h, this);
  }
  // Returns the engine's handle; throws ERR_ENGINE_DELETED after delete(), ERR_ENGINE_BUSY
  // while its search runs (from onInfo).
  Engine.prototype._live = function () {
    if (!this._h) throw new Chess960Error(WRAPPER_ERRORS.engineDeleted, 'this engine was deleted: create a new Engine');
    if (this._searching)
      throw new Chess960Error(
        WRAPPER_ERRORS.engineBusy,
        'this engine is searching: only delete() may be called from onInfo; call the rest after search() returns',
      );
    return this._h;
  };
  // Sets the position: a FEN (KQkq, X-FEN or Shredder-FEN) and UCI moves (array or text).
  // Returns the resulting FEN; throws a Chess960Error on a bad FEN or move.
  Engine.prototype.setPosition = function (fen, moves) {
    const text = unicodeText(Array.isArray(moves) ? moves.join(' ') : String(moves || ''), 'ERR_MOVE_SYNTAX', 'the moves');
    const position = unicodeText(String(fen), 'ERR_FEN_EMPTY', 'the FEN');
    const answer = this._live().setPosition(position, text);
    if (own(answer, 'code') !== undefined) fail(answer);
    return answer.value;
  };
  // Searches synchronously. options: depth, nodes, softMs, hardMs, startDepth, margin, seed,
  // multiPv (1..5 lines). onInfo({ depth, seldepth, score: { cp } | { mate }, nodes, time, pv,
  // lines: [{ score, pv }] best first }) after each iteration.
  // Returns the same fields plus bestmove, ponder and stopped.
  // A delete() from onInfo stops the search, and the engine is freed when it returns; an error
  // thrown by onInfo stops it too and is thrown by search().
  Engine.prototype.search = function (options, onInfo) {
    const limits = searchLimits(options);
    if (onInfo !== undefined && onInfo !== null && typeof onInfo !== 'function')
      throw new Chess960Error(WRAPPER_ERRORS.engineOption, 'onInfo must be a function, not ' + shown(onInfo));
    const handle = this._live();
    const engine = this;
    let failed = false;
    let thrown;
    const report = onInfo
      ? function (info) {
          try {
            onInfo(info);
          } catch (e) {
            failed = true;
            thrown = e;
          }
          return failed || !engine._h;
        }
      : null;
    this._searching = true;
    let result;
    try {
      result = handle.search(limits, report);
    } finally {
      this._searching = false;
      if (!this._h) handle.delete();
    }
    if (failed) throw thrown;
    return result;
  };
  // Forgets the table and the move-ordering statistics (between games).
  Engine.prototype.newGame = function () {
    this._live().newGame();
  };
  // Changes the table size in megabytes (clears it).
  // 1..MAX_HASH_MB; ERR_OUT_OF_MEMORY (the table as it was) when the memory is not there.
  Engine.prototype.setHashSize = function (mb) {
    const size = hashSize(mb);
    if (!this._live().setHashSize(size)) throw noRoom('a table of ' + size + ' MB (the table keeps its size)');
  };
  // Frees the engine's memory in the module (a second call does nothing); from onInfo, once
  // the search has returned.
  Engine.prototype.delete = function () {
    if (!this._h) return;
    if (finalizer) finalizer.unregister(this);
    const handle = this._h;
    this._h = null;
    if (!this._searching) handle.delete();
  };
  makeDisposable(Engine.prototype);

  const api = {
    Engine: Engine,
    Chess960Error: Chess960Error,
    // Returns the settings of level 1..10: { level, depth, movetime, margin, blunderPercent }.
    level: function (n) {
      return m.EngineHandle.level(n | 0);
    },
    // Returns the limits of one move at level n with a random seed: { depth, movetime, margin, seed }.
    levelLimits: function (n, seed) {
      return m.EngineHandle.levelLimits(n | 0, Math.floor(seed) || 0);
    },
    // Resolves to the review of a game's main line (review.js): per ply and per colour.
    reviewGame: function (game, options) {
      return reviewGame(api, game, options);
    },
    // Writes a review into the game's tree; returns its PGN with the [Annotator] tag.
    annotateGame: annotateGame,
    // Returns the winning chances -1..1 of a score ({ cp } | { mate } or centipawns) from its side.
    winningChances: winningChances,
  };
  return api;
}

// Returns a Promise of { Engine, level(n), levelLimits(n, seed), reviewGame, annotateGame,
// winningChances, Chess960Error }; options as
// createChess960's ({ wasmModule } of chess960-engine.wasm, or { wasmBinary }).
export function createChess960Engine(options) {
  return startModule(Chess960EngineModule, packedWasm, 'chess960-engine.js', options, 'EngineHandle').then(engineApi);
}

export default createChess960Engine;
