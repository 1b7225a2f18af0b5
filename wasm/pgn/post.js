  // Returns an Error with a stable code, like chess960.js's errors.
  function codedError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }
  // ---- the public factory ---------------------------------------------------------------
  // Returns a Promise of { checkPgn(text, { fens }) }. The module is unpacked from this file
  // (`wasmText`, scripts/pack-wasm.mjs) and handed over as bytes: nothing is fetched.
  function createChess960Pgn(options) {
    var settings;
    try {
      settings = Object.assign({}, options);
      if (!settings.wasmBinary) settings.wasmBinary = unpackWasm(wasmText);
    } catch (cause) {
      return Promise.reject(new Error('chess960-pgn.js is damaged: its module does not unpack (' + cause.message + ')'));
    }
    return Chess960PgnModule(settings).then(function (m) {
      var utf8 = new TextEncoder();
      var utf8Out = new TextDecoder();
      return {
        // Checks every game of a PGN text in one pass (tags, every move replayed by the rules).
        // Returns { games: [{ game, line, plies, result, startNumber, fen?, error? }] }: `error`
        // is { code, message, game, line } as readPgnDatabase().error(i) gives it; `fen`, the
        // final position, only with { fens: true }. Throws ERR_PGN_EMPTY for a value that is
        // not text and ERR_PGN_TOO_LARGE for a text over the core's limit.
        checkPgn: function (text, opts) {
          if (typeof text !== 'string') throw codedError('ERR_PGN_EMPTY', 'the PGN text must be text, not ' + typeof text);
          // The text's UTF-8 bytes go straight into the module's memory (Embind would copy them
          // byte by byte); room for one byte per character first, grown when the text needs more.
          var room = text.length + 16;
          var address = m._malloc(room);
          var answer;
          try {
            if (!address) throw codedError('ERR_PGN_TOO_LARGE', 'the PGN text does not fit in memory: split the file');
            var done = utf8.encodeInto(text, m.HEAPU8.subarray(address, address + room));
            while (done.read < text.length) {
              var rest = utf8.encode(text.slice(done.read));
              var grown = m._malloc(done.written + rest.length);
              if (!grown) throw codedError('ERR_PGN_TOO_LARGE', 'the PGN text does not fit in memory: split the file');
              m.HEAPU8.copyWithin(grown, address, address + done.written);
              m.HEAPU8.set(rest, grown + done.written);
              m._free(address);
              address = grown;
              done = { read: text.length, written: done.written + rest.length };
            }
            var length = m.checkPgnText(address, done.written, !!(opts && opts.fens));
            var at = m.answerAddress();
            answer = JSON.parse(utf8Out.decode(m.HEAPU8.subarray(at, at + length)));
            m.freeAnswer();
          } finally {
            if (address) m._free(address);
          }
          if (answer.code) throw codedError(answer.code, answer.message);
          return { games: answer.value };
        },
      };
    });
  }

  if (typeof module === 'object' && module && module.exports) {
    module.exports = createChess960Pgn;
    module.exports.createChess960Pgn = createChess960Pgn;
    module.exports.default = createChess960Pgn;
  } else if (typeof globalThis !== 'undefined') {
    globalThis.createChess960Pgn = createChess960Pgn;
  }
})();
