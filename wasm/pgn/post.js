  // Returns an Error with a stable code, like chess960.js's errors.
  function codedError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }
  var RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
  var COLUMNS = 8; // the numbers per game, as wasm/pgn/bind_pgn_check.cpp writes them

  // Returns the games of the last answer (`count` of them; -1: the text was refused, and the
  // answer is its error { code, message }). Each game has 8 numbers (line, plies, result, start
  // number or -1, FEN bytes or -1, error line or -1, code bytes, message bytes); its strings
  // follow each other in one text, decoded at once and cut where it is all ASCII (as FENs and
  // nearly all messages are), else piece by piece.
  function readAnswer(m, count, decoder) {
    var heap = m.HEAPU8;
    var bytes = heap.subarray(m.answerText(), m.answerText() + m.answerTextBytes());
    var text = decoder.decode(bytes);
    if (count < 0) return JSON.parse(text);
    var ascii = text.length === bytes.length;
    var cut = function (from, length) {
      return ascii ? text.slice(from, from + length) : decoder.decode(bytes.subarray(from, from + length));
    };
    var numbers = new Int32Array(heap.buffer, m.answerNumbers(), count * COLUMNS);
    var games = new Array(count);
    var at = 0;
    for (var i = 0; i < count; i++) {
      var row = i * COLUMNS;
      var game = {
        game: i + 1,
        line: numbers[row],
        plies: numbers[row + 1],
        result: RESULTS[numbers[row + 2]],
        startNumber: numbers[row + 3] < 0 ? null : numbers[row + 3],
      };
      if (numbers[row + 4] >= 0) {
        game.fen = cut(at, numbers[row + 4]);
        at += numbers[row + 4];
      }
      if (numbers[row + 5] >= 0) {
        var code = cut(at, numbers[row + 6]);
        at += numbers[row + 6];
        game.error = { code: code, message: cut(at, numbers[row + 7]), game: i + 1, line: numbers[row + 5] };
        at += numbers[row + 7];
      }
      games[i] = game;
    }
    return games;
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
          var count;
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
            count = m.checkPgnText(address, done.written, !!(opts && opts.fens));
            answer = readAnswer(m, count, utf8Out);
            m.freeAnswer();
          } finally {
            if (address) m._free(address);
          }
          if (count < 0) throw codedError(answer.code, answer.message);
          return { games: answer };
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
