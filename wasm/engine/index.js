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

export { Chess960Error } from '../js/errors.js';
export { createEngineHost } from './host.js';

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
  // options: { hashMb } (default 8).
  function Engine(options) {
    if (!(this instanceof Engine)) return new Engine(options);
    const hashMb = own(options, 'hashMb');
    this._h = new m.EngineHandle(hashMb > 0 ? Math.floor(hashMb) : 8);
    if (finalizer) finalizer.register(this, this._h, this);
  }
  // Returns the engine's handle, or throws ERR_ENGINE_DELETED after delete().
  Engine.prototype._live = function () {
    if (!this._h) throw new Chess960Error(WRAPPER_ERRORS.engineDeleted, 'this engine was deleted: create a new Engine');
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
  // Searches synchronously. options: depth, nodes, softMs, hardMs, startDepth, margin, seed.
  // onInfo({ depth, seldepth, score: { cp } | { mate }, nodes, time, pv }) after each iteration.
  // Returns the same fields plus bestmove, ponder and stopped.
  Engine.prototype.search = function (options, onInfo) {
    return this._live().search(options || {}, onInfo || null);
  };
  // Forgets the table and the move-ordering statistics (between games).
  Engine.prototype.newGame = function () {
    this._live().newGame();
  };
  // Changes the table size in megabytes (clears it).
  Engine.prototype.setHashSize = function (mb) {
    this._live().setHashSize(Math.max(1, Math.floor(mb)));
  };
  // Frees the engine's memory in the module (a second call does nothing).
  Engine.prototype.delete = function () {
    if (!this._h) return;
    if (finalizer) finalizer.unregister(this);
    this._h.delete();
    this._h = null;
  };
  makeDisposable(Engine.prototype);

  return {
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
  };
}

// Returns a Promise of { Engine, level(n), levelLimits(n, seed), Chess960Error }; options as
// createChess960's ({ wasmModule } of chess960-engine.wasm, or { wasmBinary }).
export function createChess960Engine(options) {
  return startModule(Chess960EngineModule, packedWasm, 'chess960-engine.js', options, 'EngineHandle').then(engineApi);
}

export default createChess960Engine;
