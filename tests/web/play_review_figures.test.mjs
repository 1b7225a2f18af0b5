// Where the play page's review marks a move (web/play/review/figures.js movePlayed, on the real
// library): on the square the piece lands on, which for a castling is the king's square on the g
// or c file although Chess960's UCI writes the castling as the king taking its own rook. The
// squares expected are the castling rule's (the king ends on g1/c1, g8/c8), not the library's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import './package-names.mjs';

const { createChess960 } = await import('chess960');
const { movePlayed } = await import('../../web/play/review/figures.js');
const api = await createChess960();

const CLASSIC = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// Each king on the d file between its rooks on the a and h files.
const SPREAD = 'r2k3r/8/8/8/8/8/8/R2K3R w HAha - 0 1';

test('a castling is marked on the king’s destination, not on the rook’s square the UCI names', () => {
  const before = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5'];
  const short = movePlayed(api, CLASSIC, before, 'e1h1', 'en');
  assert.equal(short.to, 'g1');
  assert.equal(short.san, 'O-O');
  assert.deepEqual(short.castling && [short.castling.kingTo, short.castling.rookTo], ['g1', 'f1']);

  const long = movePlayed(api, SPREAD, [], 'd1a1', 'en');
  assert.equal(long.to, 'c1');
  assert.equal(long.san, 'O-O-O+', 'the rook lands on d1, facing the king on d8');
  assert.equal(movePlayed(api, SPREAD, [], 'd1h1', 'en').to, 'g1');
  // Black's castlings after a move of White's: the king from d8 to c8 and to g8.
  const black = movePlayed(api, SPREAD, ['h1h2'], 'd8a8', 'en');
  assert.equal(black.to, 'c8');
  assert.equal(black.san, 'O-O-O+', 'the rook lands on d8, facing the king on d1');
  assert.equal(movePlayed(api, SPREAD, ['h1h2'], 'd8h8', 'en').to, 'g8');
});

test('any other move is marked where it lands; a move the core refuses marks nothing', () => {
  const move = movePlayed(api, CLASSIC, ['e2e4', 'e7e5'], 'g1f3', 'en');
  assert.equal(move.to, 'f3');
  assert.equal(move.san, 'Nf3');
  assert.equal(movePlayed(api, CLASSIC, [], 'e2e5', 'en'), null);
  assert.equal(movePlayed(api, 'not a fen', [], 'e2e4', 'en'), null);
});
