// Moves spelled out (Game.moves(), lastMove(), view().lastMove) and the attack questions
// (attackers, isAttacked, checkers, pinned) checked against chessops, an independent rules
// library, over random Chess960 games: every legal move's squares, piece, capture, promotion,
// castling rook squares, check, SAN and UCI; the attackers of every square; the pins, computed
// here from chessops' attack sets (a piece is pinned when taking it off the board lets an enemy
// piece attack its king).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { envInt, loadApi } from './load.mjs';
import { prng } from './prng.mjs';
import * as cp from './chessops.mjs';
import { castlingSide } from 'chessops/chess';
import { kingCastlesTo, makeSquare, parseUci, rookCastlesTo } from 'chessops/util';

const GAMES = envInt('MOVES_GAMES', 16);
const api = await loadApi();

// Returns the FEN letter of a chessops piece (upper case White), or null.
function letter(piece) {
  if (!piece) return null;
  const char = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' }[piece.role];
  return piece.color === 'white' ? char.toUpperCase() : char;
}

// Returns what chessops says a legal UCI move does.
function expectedMove(pos, uci) {
  const move = parseUci(uci);
  const kind = cp.classify(pos, uci);
  const piece = pos.board.get(move.from);
  const side = kind.castling ? castlingSide(pos, move) : undefined;
  const after = pos.clone();
  const san = cp.playUci(after, uci);
  const them = pos.turn === 'white' ? 'black' : 'white';
  return {
    from: makeSquare(move.from),
    to: makeSquare(side ? kingCastlesTo(pos.turn, side) : move.to),
    piece: letter(piece),
    captured: kind.enPassant
      ? letter({ role: 'pawn', color: them })
      : kind.castling
        ? null
        : letter(pos.board.get(move.to)),
    promotion: move.promotion ? letter({ role: move.promotion, color: pos.turn }) : null,
    enPassant: kind.enPassant,
    castling: side
      ? {
          side,
          kingFrom: makeSquare(move.from),
          kingTo: makeSquare(kingCastlesTo(pos.turn, side)),
          rookFrom: makeSquare(move.to),
          rookTo: makeSquare(rookCastlesTo(pos.turn, side)),
        }
      : null,
    check: after.isCheck(),
    san,
    uci,
  };
}

// Returns the names of the squares of a chessops SquareSet, a1..h8 order.
const names = (set) => [...set].map(makeSquare);

// Returns the side to move's pinned pieces, from chessops' attack sets alone.
function expectedPins(pos) {
  const king = pos.board.kingOf(pos.turn);
  const them = pos.turn === 'white' ? 'black' : 'white';
  const occupied = pos.board.occupied;
  const before = pos.kingAttackers(king, them, occupied);
  const pinned = [];
  for (const square of pos.board[pos.turn].without(king)) {
    const exposed = pos.kingAttackers(king, them, occupied.without(square)).diff(before);
    if (exposed.nonEmpty()) pinned.push(makeSquare(square));
  }
  return pinned;
}

// Plays random games and calls check(game, pos) on every position.
function eachPosition(check) {
  for (let index = 0; index < GAMES; index++) {
    const rand = prng(960 + index);
    const game = new api.Game((index * 337 + 11) % 960);
    const pos = cp.fromFen(game.fen());
    for (let ply = 0; ply < 100; ply++) {
      const moves = game.legalMoves();
      if (!moves.length || game.status().result !== '*') break;
      check(game, pos);
      // castling, promotions and en passant first, so that each is met often
      const special = moves.filter((uci) => {
        const kind = cp.classify(pos, uci);
        return kind.castling || kind.promotion || kind.enPassant;
      });
      const uci =
        special.length && rand() < 0.7
          ? special[Math.floor(rand() * special.length)]
          : moves[Math.floor(rand() * moves.length)];
      const spelled = game.moves().find((move) => move.uci === uci);
      game.play(uci);
      cp.playUci(pos, uci);
      assert.deepEqual(game.lastMove(), spelled, 'lastMove() is the move played, as moves() spelled it');
      assert.deepEqual(game.view().lastMove, spelled, 'view().lastMove is the same');
    }
    game.delete();
  }
}

test('moves() spells out every legal move as chessops sees it', () => {
  const seen = { castling: 0, enPassant: 0, promotion: 0, check: 0, captured: 0 };
  eachPosition((game, pos) => {
    const moves = game.moves();
    assert.deepEqual(
      moves.map((move) => move.uci),
      game.legalMoves(),
      'the moves of legalMoves(), in its order',
    );
    assert.deepEqual([...moves.map((move) => move.uci)].sort(), cp.legalUcis(pos));
    for (const move of moves) {
      assert.deepEqual(move, expectedMove(pos, move.uci), game.fen() + ' ' + move.uci);
      for (const key of Object.keys(seen)) if (move[key]) seen[key]++;
    }
  });
  for (const key of Object.keys(seen)) assert.ok(seen[key] > 10, `only ${seen[key]} moves with ${key} met`);
});

test('moves() and lastMove() write the SAN in the letters asked for', () => {
  const game = new api.Game(518);
  assert.deepEqual(
    game.moves({ letters: 'de' }).map((move) => move.san),
    game.legalMovesSan({ letters: 'de' }),
  );
  assert.equal(game.lastMove(), null, 'no move at the start');
  game.play('g1f3');
  assert.equal(game.lastMove({ letters: 'de' }).san, 'Sf3');
  game.undo();
  assert.equal(game.lastMove(), null, 'none after the only move is taken back');
  assert.throws(() => game.moves({ letters: 'xx' }), { code: 'ERR_SAN_LETTERS' });
  game.delete();
  assert.throws(() => game.lastMove(), { code: 'ERR_GAME_DELETED' });
});

test('attackers(), isAttacked(), checkers() and pinned() agree with chessops', () => {
  let pins = 0;
  let checks = 0;
  eachPosition((game, pos) => {
    for (let square = 0; square < 64; square++) {
      const name = makeSquare(square);
      for (const [color, side] of [
        ['w', 'white'],
        ['b', 'black'],
      ]) {
        const expected = names(pos.kingAttackers(square, side, pos.board.occupied));
        assert.deepEqual(game.attackers(name, color), expected, `${game.fen()}: ${color} attackers of ${name}`);
        assert.equal(game.isAttacked(name, color), expected.length > 0);
      }
    }
    const checkers = names(pos.ctx().checkers);
    assert.deepEqual(game.checkers(), checkers, game.fen());
    const pinned = expectedPins(pos);
    assert.deepEqual(game.pinned(), pinned, game.fen());
    pins += pinned.length;
    checks += checkers.length;
  });
  assert.ok(pins > 20 && checks > 20, `only ${pins} pins and ${checks} checks met`);
});

test('attackers() refuses a square or colour that is not one', () => {
  const game = new api.Game(518);
  assert.throws(() => game.attackers('i9', 'w'), { code: 'ERR_SQUARE' });
  assert.throws(() => game.attackers(4, 'w'), { code: 'ERR_SQUARE' });
  assert.throws(() => game.isAttacked('e4', 'white'), { code: 'ERR_FEN_TURN' });
  assert.throws(() => game.attackers('e4', null), { code: 'ERR_FEN_TURN' });
  assert.deepEqual(game.attackers('f3', 'w'), ['g1', 'e2', 'g2'], 'a knight and two pawns, a1..h8 order');
  game.delete();
});
