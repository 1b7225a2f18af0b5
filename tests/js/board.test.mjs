// api.Board (an editable setup), the board-only FEN, EPD, and the transforms flip, mirror and
// rotate, checked against chessops (an independent rules library: its FEN writer, its board
// transforms, its perft) and against the FEN reader's own answers for the same text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi } from './load.mjs';
import * as cp from './chessops.mjs';
import { makeBoardFen } from 'chessops/fen';
import { flipHorizontal, flipVertical, rotate180 } from 'chessops/transform';
import { makeSquare } from 'chessops/util';

const api = await loadApi();

// Returns positions met in short games from several start numbers (ep squares, castling lost,
// captures included): the FENs, Shredder form.
function positions() {
  const fens = [];
  for (const number of [0, 77, 314, 518, 705, 959]) {
    const game = new api.Game(number);
    for (let ply = 0; ply < 40; ply++) {
      const moves = game.legalMoves();
      if (!moves.length || game.status().result !== '*') break;
      fens.push(game.shredderFen());
      game.play(moves[(ply * 7 + number) % moves.length]);
    }
    game.delete();
  }
  return fens;
}
const FENS = positions();

// Returns the FEN with the castling field emptied.
const withoutCastling = (fen) =>
  fen
    .split(' ')
    .map((field, i) => (i === 2 ? '-' : field))
    .join(' ');

test('a Board read from a FEN writes it back, with the pieces chessops reads', () => {
  for (const fen of FENS) {
    const board = new api.Board(fen);
    assert.equal(board.fen(), fen);
    const pos = cp.fromFen(fen);
    assert.equal(board.boardFen(), makeBoardFen(pos.board));
    const expected = {};
    for (const [square, piece] of pos.board) {
      const letter = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' }[piece.role];
      expected[makeSquare(square)] = piece.color === 'white' ? letter.toUpperCase() : letter;
    }
    assert.deepEqual(board.pieces(), expected);
    const game = board.game();
    assert.equal(game.shredderFen(), fen);
    assert.equal(game.boardFen(), makeBoardFen(pos.board));
    game.delete();
  }
});

test('put, get and remove edit the setup; bad squares and pieces are coded errors', () => {
  const board = new api.Board();
  assert.equal(board.fen(), '8/8/8/8/8/8/8/8 w - - 0 1');
  board.put('g1', 'K');
  board.put('b8', 'k');
  board.put('e4', 'P');
  assert.equal(board.get('e4'), 'P');
  assert.equal(board.get('e5'), null);
  assert.equal(board.fen(), '1k6/8/8/8/4P3/8/8/6K1 w - - 0 1');
  board.put('e4', 'q');
  assert.equal(board.remove('e4'), 'q');
  assert.equal(board.remove('e4'), null);
  assert.equal(board.validate(), null);
  assert.throws(() => board.put('e9', 'K'), { code: 'ERR_SQUARE' });
  assert.throws(() => board.put('e4', 'X'), { code: 'ERR_FEN_BOARD' });
  assert.throws(() => board.put('e4', 'KK'), { code: 'ERR_FEN_BOARD' });
  assert.throws(() => board.get(null), { code: 'ERR_SQUARE' });
  assert.throws(() => new api.Board('8/8/8/8/8/8/8/8 w - - 0 1'), { code: 'ERR_POSITION_KINGS' });
});

test('validate() names what is wrong with the code and message of the FEN reader', () => {
  const cases = [
    ['ERR_POSITION_KINGS', (b) => b.remove('g1')],
    ['ERR_POSITION_PAWNS_ON_BACKRANK', (b) => b.put('a8', 'P')],
    ['ERR_POSITION_CASTLING', (b) => (b.castling = 'H')],
    ['ERR_POSITION_OPPOSITE_CHECK', (b) => b.put('b1', 'r')],
    ['ERR_POSITION_EP', (b) => (b.epSquare = 'e6')],
    ['ERR_FEN_TURN', (b) => (b.turn = 'x')],
    ['ERR_FEN_CLOCK', (b) => (b.halfmove = -1)],
  ];
  for (const [code, spoil] of cases) {
    const board = new api.Board('1k6/8/8/8/8/8/8/6K1 b - - 0 1');
    spoil(board);
    const found = board.validate();
    assert.equal(found && found.code, code, board.fen());
    assert.throws(() => new api.Game(board.fen()), { code, message: found.message });
    assert.throws(() => board.game(), { code });
  }
});

test('flip swaps the colours: the same perft, and flipping twice gives the position back', () => {
  for (const fen of FENS.filter((_, i) => i % 4 === 0)) {
    const flipped = new api.Board(fen).flip();
    assert.equal(flipped.flip().fen(), fen);
    assert.equal(flipped.validate(), null, flipped.fen());
    assert.equal(api.perft(flipped.fen(), 3), cp.perft(cp.fromFen(fen), 3), fen);
    const pos = cp.fromFen(fen);
    const ours = cp.fromFen(flipped.fen());
    for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'])
      for (const [color, other] of [
        ['white', 'black'],
        ['black', 'white'],
      ])
        assert.deepEqual(
          [...ours.board.pieces(other, role)],
          [...flipVertical(pos.board.pieces(color, role))].sort((a, b) => a - b),
        );
  }
});

test('mirror and rotate move the pieces as chessops transforms the board, and drop castling', () => {
  for (const fen of FENS.filter((_, i) => i % 4 === 1)) {
    const pos = cp.fromFen(fen);
    const board = new api.Board(fen);
    for (const [name, transform, swap] of [
      ['mirror', flipHorizontal, false],
      ['rotate', rotate180, true],
    ]) {
      const out = board[name]();
      assert.equal(out.castling, '-');
      assert.equal(out.validate(), null, out.fen());
      const ours = cp.fromFen(out.fen());
      for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'])
        for (const [color, other] of [
          ['white', 'black'],
          ['black', 'white'],
        ])
          assert.deepEqual(
            [...ours.board.pieces(swap ? other : color, role)],
            [...transform(pos.board.pieces(color, role))].sort((a, b) => a - b),
            `${name} ${fen}`,
          );
      assert.equal(api.perft(out.fen(), 3), cp.perft(cp.fromFen(withoutCastling(fen)), 3), `${name} ${fen}`);
    }
    assert.equal(board.mirror().mirror().fen(), withoutCastling(fen));
    assert.equal(board.rotate().rotate().fen(), withoutCastling(fen));
  }
});

test('epd() writes the four fields and the operations; readEpd() reads them back', () => {
  const game = new api.Game(518);
  game.play('e4');
  assert.equal(game.epd(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -');
  const line = game.epd({ bm: 'e5', am: ['Nh6', 'Na6'], id: 'open game 1.e4', acd: 12 });
  assert.equal(
    line,
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; am Nh6 Na6; id "open game 1.e4"; acd 12;',
  );
  const read = api.readEpd(line);
  assert.deepEqual(read.operations, { bm: ['e5'], am: ['Nh6', 'Na6'], id: ['open game 1.e4'], acd: ['12'] });
  assert.equal(read.game.fen(), game.fen());
  read.game.delete();
  const clocks = api.readEpd('4k3/8/8/8/8/8/8/4K3 w - - hmvc 7; fmvn 42; c0 "say \\"hi\\"";');
  assert.equal(clocks.game.fen(), '4k3/8/8/8/8/8/8/4K3 w - - 7 42');
  assert.deepEqual(clocks.operations.c0, ['say "hi"']);
  assert.equal(api.readEpd(game.epd({ c0: 'say "hi"' })).operations.c0[0], 'say "hi"');
  assert.throws(() => api.readEpd('4k3/8/8/8/8/8/8/4K3 w - - bm Kd2'), { code: 'ERR_EPD_SYNTAX' });
  assert.throws(() => api.readEpd('4k3/8/8/8/8/8/8/4K3 w - - id "open;'), { code: 'ERR_EPD_SYNTAX' });
  assert.throws(() => api.readEpd(''), { code: 'ERR_EPD_SYNTAX' });
  assert.throws(() => api.readEpd('4k3/8/8/8/8/8/8/4K3 w -'), { code: 'ERR_FEN_FIELDS' });
  assert.throws(() => api.readEpd('4k3/8/8/8/8/8/8/4K3 w - - hmvc x;'), { code: 'ERR_FEN_CLOCK' });
  assert.throws(() => game.epd({ '1x': 'e5' }), { code: 'ERR_EPD_SYNTAX' });
  game.delete();
});
