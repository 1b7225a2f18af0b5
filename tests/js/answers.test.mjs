// Answers kept on the JS side (wasm/js/answers.js): a game's fen, turn, moves, dests, status,
// history and view are kept until the game changes. Every answer after every kind of change
// must be the position's as chessops computes it by replaying the game's moves (never one kept
// from before the change), and what a caller does to an answer must not reach the next one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeFen } from 'chessops/fen';
import { dropAnswersOnChange, keptAnswer } from '../../wasm/js/answers.js';
import { fromFen, legalUcis, playUci } from './chessops.mjs';
import { loadApi } from './load.mjs';

const api = await loadApi();
const START = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9';

// Asks every kept question once, so that the game keeps each answer.
function askAll(game) {
  game.fen();
  game.turn();
  game.legalMoves();
  game.dests();
  game.status();
  game.historyUci();
  game.history();
  game.view();
}

// Asserts the game's answers are those chessops gives for its start and moves.
function assertCurrent(game, label) {
  const pos = fromFen(game.startFen());
  for (const uci of game.historyUci()) playUci(pos, uci);
  const fen = makeFen(pos.toSetup());
  assert.equal(game.fen().split(' ').slice(0, 4).join(' '), fen.split(' ').slice(0, 4).join(' '), label + ': fen()');
  assert.equal(game.turn(), pos.turn[0], label + ': turn()');
  assert.deepEqual(game.legalMoves().slice().sort(), legalUcis(pos), label + ': legalMoves()');
  assert.equal(game.status().check, pos.isCheck(), label + ': status().check');
  assert.equal(game.view().fen, game.fen(), label + ': view().fen');
  assert.equal(game.history().length, game.historyUci().length, label + ': history()');
}

test('after each change of the game (play, undo, goTo, promote, deleteLine, claimDraw) every answer is the new position’s', () => {
  const game = new api.Game(START);
  try {
    const steps = [
      ['play', () => game.play('e4')],
      ['play', () => game.play(game.legalMoves()[0])],
      ['undo', () => game.undo()],
      ['play a side line', () => game.play(game.legalMoves().at(-1))],
      ['goTo the start', () => game.goTo(0)],
      ['goTo the side line', () => game.goTo(game.tree().nodes.length - 1)],
      ['promote', () => game.promote(game.tree().current, { toMain: true })],
      ['deleteLine', () => game.deleteLine(game.tree().current)],
      ['claimDraw refused', () => assert.throws(() => game.claimDraw(), { code: 'ERR_NO_DRAW_CLAIM' })],
      ['play', () => game.play(game.legalMoves()[0])],
    ];
    for (const [label, change] of steps) {
      askAll(game);
      change();
      assertCurrent(game, label);
    }
  } finally {
    game.delete();
  }
});

test('a threefold repetition is seen at once by status() and canClaimDraw() asked before it', () => {
  const game = new api.Game(518);
  try {
    for (const move of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) {
      assert.equal(game.canClaimDraw(), false);
      game.status();
      game.play(move);
    }
    game.status();
    game.play('Ng8');
    assert.equal(game.canClaimDraw(), 'threefold');
    assert.equal(game.claimDraw().reason, 'threefold');
    assert.equal(game.status().reason, 'threefold', 'status() after claimDraw()');
  } finally {
    game.delete();
  }
});

test('changing an answer does not change the next one', () => {
  const game = new api.Game(518);
  try {
    const moves = game.legalMoves();
    moves.push('junk');
    moves.length = 1;
    const dests = game.dests();
    dests.e2.push('e5');
    delete dests.g1;
    const status = game.status();
    status.result = '1-0';
    const view = game.view();
    view.pieces.e1 = 'q';
    const pos = fromFen(game.fen());
    assert.deepEqual(game.legalMoves().slice().sort(), legalUcis(pos));
    assert.deepEqual(game.dests().e2, ['e3', 'e4']);
    assert.deepEqual(game.dests().g1, ['f3', 'h3']);
    assert.equal(game.status().result, '*');
    assert.equal(game.view().pieces.e1, 'K');
  } finally {
    game.delete();
  }
});

test('a deleted game answers ERR_GAME_DELETED, not a kept answer', () => {
  const game = new api.Game(518);
  askAll(game);
  game.delete();
  for (const ask of [() => game.fen(), () => game.turn(), () => game.legalMoves(), () => game.status()])
    assert.throws(ask, { code: 'ERR_GAME_DELETED' });
});

test('a method not named as changing nothing drops the kept answers, also when it throws', () => {
  function Thing() {}
  Thing.prototype.question = function () {
    return keptAnswer(this, 'question', (thing) => JSON.stringify({ value: ++thing.asked }));
  };
  Thing.prototype.added = function () {}; // a method added later, named nowhere
  Thing.prototype.failing = function () {
    throw new Error('refused');
  };
  dropAnswersOnChange(Thing.prototype, ['question']);
  const thing = new Thing();
  thing.asked = 0;
  assert.equal(thing.question(), 1);
  assert.equal(thing.question(), 1, 'kept');
  thing.added();
  assert.equal(thing.question(), 2, 'dropped by a method named nowhere');
  assert.throws(() => thing.failing(), /refused/);
  assert.equal(thing.question(), 3, 'dropped by a method that threw');
});

test('a long game answers its whole history (2,400 half-moves, more than the answers buffer holds) as played', () => {
  // Each half-move keeps the game going (its result still '*'): a quiet move while the half-move
  // clock is below 100, then a pawn move or a capture (so the 75-move rule never ends it), the
  // first such in a fixed rotation of the legal moves; chessops replays the same moves.
  const game = new api.Game(518);
  const played = [];
  try {
    const pos = fromFen(game.fen());
    while (played.length < 2400) {
      const moves = game.legalMoves();
      const start = (played.length * 7919) % moves.length;
      const order = [...moves.slice(start), ...moves.slice(0, start)];
      const wantReset = pos.halfmoves >= 100;
      const keeps = (uci, reset) => {
        game.play(uci);
        if (game.status().result === '*' && (Number(game.fen().split(' ')[4]) === 0) === reset) return true;
        game.undo();
        return false;
      };
      const going = order.find((uci) => keeps(uci, wantReset)) || order.find((uci) => keeps(uci, !wantReset));
      assert.ok(going, `no move keeps the game going after ${played.length} half-moves`);
      playUci(pos, going);
      played.push(going);
    }
    assert.deepEqual(game.historyUci(), played);
    assert.equal(game.history().length, played.length);
    assert.equal(game.fen(), makeFen(pos.toSetup()));
  } finally {
    game.delete();
  }
});
