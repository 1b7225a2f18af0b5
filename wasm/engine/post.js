  // ---- the public factory ---------------------------------------------------------------
  // Returns a Promise of { Engine, level(n), levelLimits(n, seed) }. The module is unpacked from
  // this file (`wasmText`, scripts/pack-wasm.mjs) and handed over as bytes: nothing is fetched.
  function createChess960Engine(options) {
    var settings;
    try {
      settings = Object.assign({}, options);
      if (!settings.wasmBinary) settings.wasmBinary = unpackWasm(wasmText);
    } catch (cause) {
      return Promise.reject(new Error('chess960-engine.js is damaged: its module does not unpack (' + cause.message + ')'));
    }
    return Chess960EngineModule(settings).then(function (m) {
      function fail(r) {
        var e = new Error(r.message);
        e.code = r.code;
        throw e;
      }
      // One search engine: a transposition table, a position and the moves played to reach it.
      function Engine(opts) {
        if (!(this instanceof Engine)) return new Engine(opts);
        var mb = opts && opts.hashMb > 0 ? Math.floor(opts.hashMb) : 8;
        this._h = new m.EngineHandle(mb);
      }
      // Sets the position: a FEN (KQkq, X-FEN or Shredder-FEN) and UCI moves (array or text).
      // Returns the resulting FEN; throws an Error with .code on a bad FEN or move.
      Engine.prototype.setPosition = function (fen, moves) {
        var text = Array.isArray(moves) ? moves.join(' ') : String(moves || '');
        var r = this._h.setPosition(String(fen), text);
        if (r.code) fail(r);
        return r.value;
      };
      // Searches synchronously. options: depth, nodes, softMs, hardMs, startDepth, margin, seed.
      // onInfo({depth, seldepth, score:{cp}|{mate}, nodes, time, pv}) after each iteration.
      // Returns the same fields plus bestmove, ponder and stopped.
      Engine.prototype.search = function (options, onInfo) {
        return this._h.search(options || {}, onInfo || null);
      };
      // Forgets the table and the move-ordering statistics (between games).
      Engine.prototype.newGame = function () { this._h.newGame(); };
      // Changes the table size in megabytes (clears it).
      Engine.prototype.setHashSize = function (mb) { this._h.setHashSize(Math.max(1, Math.floor(mb))); };
      // Frees the WebAssembly memory of this engine.
      Engine.prototype.delete = function () { if (this._h) { this._h.delete(); this._h = null; } };
      return {
        Engine: Engine,
        // Returns the settings of level 1..10: {level, depth, movetime, margin, blunderPercent}.
        level: function (n) { return m.EngineHandle.level(n | 0); },
        // Returns the limits of one move at level n with a random seed: {depth, movetime, margin, seed}.
        levelLimits: function (n, seed) { return m.EngineHandle.levelLimits(n | 0, Math.floor(seed) || 0); }
      };
    });
  }

  if (typeof module === 'object' && module && module.exports) {
    module.exports = createChess960Engine;
    module.exports.createChess960Engine = createChess960Engine;
    module.exports.default = createChess960Engine;
  } else if (typeof globalThis !== 'undefined') {
    globalThis.createChess960Engine = createChess960Engine;
  }
})();
