// Moves spelled out and the attack questions of a Game, its board-only FEN and EPD, and api.Board:
// a setup to edit square by square, whose validate() is the core's FEN reader run on its FEN.
import { WRAPPER_ERRORS, answer, codedError, own } from './errors.js';
import { describe, lettersOf, requireString } from './values.js';

const FILES = 'abcdefgh';
const SQUARE = /^[a-h][1-8]$/;
// An EPD operand (PGN standard 16.2): a "string" (\" and \\ inside) or a run without space, '"', ';'.
const OPERAND = /"(?:[^"\\]|\\.)*"|[^\s";]+/g;
// One EPD operation: an opcode (a letter, then up to 14 letters, digits, '_'), operands, ';'.
const OPERATION = new RegExp('\\s*([A-Za-z]\\w{0,14})((?:\\s+(?:' + OPERAND.source + '))*)\\s*;', 'y');

// Returns the square named, or throws ERR_SQUARE (the core's message).
function squareOf(square) {
  if (!SQUARE.test(typeof square === 'string' && square))
    throw codedError('ERR_SQUARE', describe(square) + ' is not a square (a1 to h8)');
  return square;
}

export function installBoard(api, m) {
  const Game = api.Game;
  const proto = Game.prototype;
  // moves() and lastMove(): the moves spelled out, SAN in { letters }.
  [
    ['moves', m.gameMoves],
    ['lastMove', m.gameLastMove],
  ].forEach(function (entry) {
    proto[entry[0]] = function (options) {
      const letters = lettersOf(options);
      return answer(entry[1](this._live(), letters));
    };
  });
  // The attack questions: one bound function answers the three (wasm/bind_board.cpp).
  function squares(game, question, square, color) {
    return answer(m.gameSquares(game._live(), question, square, color));
  }
  proto.attackers = function (square, color) {
    if (color !== 'w' && color !== 'b')
      throw codedError('ERR_FEN_TURN', 'the colour ' + describe(color) + " must be 'w' or 'b'");
    return squares(this, 0, requireString(square, 'ERR_SQUARE', 'the square'), color);
  };
  proto.isAttacked = function (square, color) {
    return this.attackers(square, color).length > 0;
  };
  proto.checkers = function () {
    return squares(this, 1, '', '');
  };
  proto.pinned = function () {
    return squares(this, 2, '', '');
  };
  proto.boardFen = function () {
    return this.fen().split(' ')[0];
  };
  // The FEN's first four fields, then each operation: opcode, operands (a PGN symbol such as Nf3
  // as it is, other text quoted), ';'.
  proto.epd = function (operations) {
    const ops = Object.keys(operations || {}).map(function (opcode) {
      if (!/^[A-Za-z]\w{0,14}$/.test(opcode))
        throw codedError(WRAPPER_ERRORS.epd, describe(opcode) + ' is not an EPD opcode');
      const operands = [].concat(operations[opcode]).map(function (operand) {
        const text = String(operand);
        return /^\w[\w+#=:-]*$/.test(text) ? text : '"' + text.replace(/[\\"]/g, '\\$&') + '"';
      });
      return ' ' + [opcode].concat(operands).join(' ') + ';';
    });
    return this.fen().split(' ').slice(0, 4).join(' ') + ops.join('');
  };
  // { game, operations } of an EPD line: the Game of its four fields with the clocks of its hmvc
  // and fmvn operations, and { opcode: [operands] } (quotes taken off).
  api.readEpd = function (line) {
    const text = requireString(line, WRAPPER_ERRORS.epd, 'the EPD line').trim();
    if (!text) throw codedError(WRAPPER_ERRORS.epd, 'the EPD line is empty');
    const fields = /^(\S+ +){3}\S+/.exec(text) || [text];
    const operations = {};
    for (OPERATION.lastIndex = fields[0].length; OPERATION.lastIndex < text.length;) {
      const at = OPERATION.lastIndex;
      const found = OPERATION.exec(text);
      if (!found)
        throw codedError(
          WRAPPER_ERRORS.epd,
          'EPD operation ' + describe(text.slice(at).trim()) + ' is not an opcode, operands and ";"',
        );
      operations[found[1]] = (found[2].match(OPERAND) || []).map(function (operand) {
        return operand[0] === '"' ? operand.slice(1, -1).replace(/\\(.)/g, '$1') : operand;
      });
    }
    const clock = (opcode, fallback) => (own(operations, opcode) ? operations[opcode][0] : fallback);
    const fen = fields[1] ? fields[0] + ' ' + clock('hmvc', 0) + ' ' + clock('fmvn', 1) : text;
    return { game: new Game(fen), operations: operations };
  };

  // An editable setup: pieces by square, the FEN's other fields as properties.
  function Board(fen) {
    if (!(this instanceof Board)) return new Board(fen);
    let fields = ['', 'w', '-', '-', 0, 1];
    this._pieces = {};
    if (fen !== undefined) {
      const game = new Game(fen);
      fields = game.shredderFen().split(' ');
      this._pieces = game.view().pieces;
      game.delete();
    }
    this.turn = fields[1];
    this.castling = fields[2];
    this.epSquare = fields[3];
    this.halfmove = +fields[4];
    this.fullmove = +fields[5];
  }
  const board = Board.prototype;
  board.pieces = function () {
    return Object.assign({}, this._pieces);
  };
  board.get = function (square) {
    return this._pieces[squareOf(square)] || null;
  };
  board.put = function (square, piece) {
    squareOf(square);
    if (!/^[PNBRQK]$/i.test(typeof piece === 'string' && piece))
      throw codedError('ERR_FEN_BOARD', 'unknown piece letter ' + describe(piece) + ': one of PNBRQK or pnbrqk');
    this._pieces[square] = piece;
  };
  board.remove = function (square) {
    const piece = this.get(square);
    delete this._pieces[square];
    return piece;
  };
  board.boardFen = function () {
    let text = '';
    for (let rank = 8; rank > 0; rank--)
      for (const file of FILES) text += (this._pieces[file + rank] || 1) + (file === 'h' && rank > 1 ? '/' : '');
    return text.replace(/1+/g, (ones) => ones.length);
  };
  board.fen = function () {
    return [this.boardFen(), this.turn, this.castling, this.epSquare, this.halfmove, this.fullmove].join(' ');
  };
  // null, or the FEN reader's { code, message } (perft to depth 0 is that reader alone).
  board.validate = function () {
    try {
      answer(m.perft(this.fen(), '0', 0));
      return null;
    } catch (error) {
      return { code: error.code, message: error.message };
    }
  };
  board.game = function () {
    return new Game(this.fen());
  };
  // Returns a new Board with each piece moved by `where` and, for `swap`, the colours swapped
  // (pieces, turn, castling rights); for `keep` false the castling rights dropped.
  function transformed(from, where, swap, keep) {
    const out = new Board();
    const other = (text) => (swap ? text.replace(/\w/g, (c) => (c < 'a' ? c.toLowerCase() : c.toUpperCase())) : text);
    for (const square in from._pieces) out._pieces[where(square)] = other(from._pieces[square]);
    out.turn = swap ? { w: 'b', b: 'w' }[from.turn] || from.turn : from.turn;
    out.castling = keep ? other(from.castling) : '-';
    out.epSquare = SQUARE.test(from.epSquare) ? where(from.epSquare) : from.epSquare;
    out.halfmove = from.halfmove;
    out.fullmove = from.fullmove;
    return out;
  }
  const upsideDown = (square) => square[0] + (9 - square[1]);
  const sideways = (square) => FILES[7 - FILES.indexOf(square[0])] + square[1];
  board.flip = function () {
    return transformed(this, upsideDown, true, true);
  };
  board.mirror = function () {
    return transformed(this, sideways, false, false);
  };
  board.rotate = function () {
    return transformed(this, (square) => upsideDown(sideways(square)), true, false);
  };
  api.Board = Board;
  // The Game methods added here, none of which changes the game (wasm/js/answers.js).
  return ['moves', 'lastMove', 'attackers', 'isAttacked', 'checkers', 'pinned', 'boardFen', 'epd'];
}
