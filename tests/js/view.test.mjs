// game.view() and game.movesBetween() through the JS API: the one snapshot a board page redraws
// from, and what a board gesture means. Expected values are worked out by hand from the rules
// (docs/rules.md); tests/js/differential.test.mjs compares both with chessops on random games.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi } from './load.mjs';

const api = await loadApi();

// Runs fn on a new game and frees it.
function withGame(start, fn) {
  const game = new api.Game(start);
  try {
    fn(game);
  } finally {
    game.delete();
  }
}

test('the view of the ordinary start: pieces, dests, blocked castlings, start number', () => {
  withGame(518, (g) => {
    const view = g.view();
    assert.equal(view.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    assert.equal(view.turn, 'w');
    assert.equal(view.moveNumber, 1);
    assert.deepEqual(view.status, { result: '*', reason: null, check: false, checkSquare: null });
    assert.equal(Object.keys(view.pieces).length, 32);
    assert.equal(view.pieces.e1, 'K');
    assert.equal(view.pieces.d8, 'q');
    assert.equal(view.pieces.e4, undefined);
    assert.deepEqual(view.dests.g1, ['f3', 'h3']);
    assert.deepEqual(
      view.castling.map((c) => [c.side, c.legal, c.why, c.squares, c.rookFrom]),
      [
        ['h', false, 'blocked', ['f1', 'g1'], 'h1'],
        ['a', false, 'blocked', ['b1', 'c1', 'd1'], 'a1'],
      ],
    );
    assert.deepEqual(view.history, { san: [], uci: [] });
    assert.equal(view.claimableDraw, false);
    assert.equal(view.lastMove, null);
    assert.equal(view.startNumber, 518);
  });
});

test('the view after a Chess960 castling: German SAN, the last move with both pieces', () => {
  withGame(959, (g) => {
    for (const m of ['Ne3', 'a6', 'c4', 'a5', 'Rc2', 'h6', 'O-O-O']) g.play(m);
    const view = g.view({ letters: 'de' });
    assert.deepEqual(view.history.san, ['Se3', 'a6', 'c4', 'a5', 'Tc2', 'h6', 'O-O-O']);
    assert.equal(view.history.uci.at(-1), 'b1a1');
    assert.deepEqual(view.lastMove, {
      from: 'b1',
      to: 'c1',
      piece: 'K',
      captured: null,
      promotion: null,
      enPassant: false,
      castling: { side: 'a', kingFrom: 'b1', kingTo: 'c1', rookFrom: 'a1', rookTo: 'd1' },
      check: false,
      san: 'O-O-O',
      uci: 'b1a1',
    });
    assert.equal(view.startNumber, 959);
    assert.equal(view.pieces.c1, 'K');
    assert.equal(view.pieces.d1, 'R');
    assert.equal(view.pieces.a1, undefined);
  });
  withGame('4k3/8/8/8/8/8/8/4K2R w K - 0 1', (g) => assert.equal(g.view().startNumber, null));
});

test('why a castling is not legal: the right gone, an attacked square, check', () => {
  withGame('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', (g) => {
    for (const m of ['Rg1', 'a6', 'Rh1', 'a5']) g.play(m);
    const [short, long] = g.view().castling;
    assert.equal(short.why, 'rook-moved');
    assert.equal(short.rookFrom, null);
    assert.equal(long.legal, true);
    assert.equal(long.san, 'O-O-O');
    assert.equal(long.uci, 'e1a1');
  });
  withGame('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', (g) => {
    for (const m of ['Kf1', 'a6', 'Ke1', 'a5']) g.play(m);
    assert.deepEqual(
      g.view().castling.map((c) => c.why),
      ['king-moved', 'king-moved'],
    );
  });
  withGame('k4r2/8/8/8/8/8/8/4K2R w K - 0 1', (g) => {
    const short = g.view().castling[0];
    assert.deepEqual([short.legal, short.why, short.squares], [false, 'passes-attacked-square', ['f1']]);
  });
  withGame('k5r1/8/8/8/8/8/8/4K2R w K - 0 1', (g) => {
    assert.deepEqual(g.view().castling[0].squares, ['g1']);
    assert.equal(g.view().castling[0].why, 'lands-in-check');
  });
  withGame('k3r3/8/8/8/8/8/8/4K2R w K - 0 1', (g) => {
    const view = g.view();
    assert.equal(view.castling[0].why, 'in-check');
    assert.deepEqual(view.status, { result: '*', reason: null, check: true, checkSquare: 'e1' });
    assert.equal(view.castling[1].why, 'no-right');
  });
});

test('movesBetween: the ordinary move, the castling, the promotions, nothing', () => {
  withGame('4k3/8/8/8/8/8/8/5K1R w K - 0 1', (g) => {
    assert.deepEqual(g.movesBetween('f1', 'g1'), [
      { uci: 'f1g1', san: 'Kg1', kind: 'normal' },
      { uci: 'f1h1', san: 'O-O', kind: 'castling', side: 'h' },
    ]);
    assert.deepEqual(
      g.movesBetween('f1', 'h1').map((m) => m.uci),
      ['f1h1'],
    );
    assert.deepEqual(g.movesBetween('f1', 'f3'), []);
  });
  withGame('r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1', (g) => {
    assert.deepEqual(
      g.movesBetween('b7', 'a8', { letters: 'de' }).map((m) => [m.san, m.promotion]),
      [
        ['bxa8=D+', 'q'],
        ['bxa8=T+', 'r'],
        ['bxa8=L', 'b'],
        ['bxa8=S', 'n'],
      ],
    );
  });
  withGame('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', (g) => {
    assert.deepEqual(g.movesBetween('e5', 'd6'), [{ uci: 'e5d6', san: 'exd6', kind: 'en-passant' }]);
  });
});

test('movesBetween refuses what is not a square with ERR_SQUARE; a finished game has no moves', () => {
  withGame(518, (g) => {
    for (const bad of ['i1', 'e9', '', 'e', 'e22', 'E2']) {
      assert.throws(() => g.movesBetween(bad, 'e4'), { code: 'ERR_SQUARE' }, bad);
      assert.throws(() => g.movesBetween('e2', bad), { code: 'ERR_SQUARE' }, bad);
    }
    assert.throws(() => g.movesBetween(null, 'e4'), { code: 'ERR_SQUARE' });
    assert.throws(() => g.view({ letters: 'xx' }), { code: 'ERR_SAN_LETTERS' });
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.play(m);
    const view = g.view();
    assert.deepEqual(view.status, { result: '0-1', reason: 'checkmate', check: true, checkSquare: 'e1' });
    assert.deepEqual(view.dests, {});
    assert.deepEqual(
      view.castling.map((c) => c.why),
      ['game-over', 'game-over'],
    );
    assert.deepEqual(g.movesBetween('e2', 'e4'), []);
  });
});

test('the view names the tree node the game stands on, as the tree numbers it', () => {
  withGame(518, (g) => {
    assert.equal(g.view().node, 0);
    g.play('e2e4');
    g.play('e7e5');
    const e5 = g.view().node;
    assert.equal(e5, g.tree().current);
    g.undo();
    g.play('c7c5'); // a second answer to 1. e4 replaces the one taken back: the tree's own id
    assert.equal(g.view().node, g.tree().current);
    assert.equal(g.tree().nodes[g.view().node].san, 'c5');
    g.goTo(0);
    assert.equal(g.view().node, 0);
    g.play('e2e4'); // the move already in the tree: the game steps onto its node
    assert.equal(g.view().node, 1);
    assert.equal(g.view().node, g.currentNode());
  });
});
