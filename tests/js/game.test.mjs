// The game contract of dist/chess960.js: api.Game (moves in SAN and UCI, history, undo, status,
// draw claims, board destinations, delete), api.perft and api.divide, and coded errors that
// leave the game unchanged. Move lists and perft figures were checked with Stockfish 15.1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi } from './load.mjs';

const api = await loadApi();

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

// Runs fn with a fresh game and frees it afterwards.
function withGame(start, fn) {
  const game = start === undefined ? new api.Game() : new api.Game(start);
  try {
    return fn(game);
  } finally {
    game.delete();
  }
}

test('new Game(): 518 by default, a number, digit text or any legal FEN', () => {
  withGame(undefined, (g) => {
    assert.equal(g.fen(), START);
    assert.equal(g.startFen(), START);
    assert.equal(g.turn(), 'w');
    assert.equal(g.moveNumber(), 1);
  });
  withGame(0, (g) => assert.equal(g.fen(), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1'));
  withGame('959', (g) => assert.equal(g.shredderFen(), 'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1'));
  withGame(KIWIPETE, (g) => assert.equal(g.fen(), KIWIPETE));
  const called = api.Game(5); // without `new` it still builds a game
  assert.ok(called instanceof api.Game);
  assert.equal(called.fen(), api.startPosition(5).fen);
  called.delete();
  withGame('4k3/8/8/8/8/8/8/4K2R w K - 0 1', (g) => assert.equal(g.shredderFen(), '4k3/8/8/8/8/8/8/4K2R w H - 0 1'));
});

test('new Game() with bad input throws the coded error', () => {
  for (const bad of [960, -1, 1.5, NaN, Infinity, 1e21, '960', 'abc', '', null, {}, [], true]) {
    assert.throws(() => new api.Game(bad), { code: 'ERR_NUMBER_RANGE' }, String(bad));
  }
  assert.throws(() => new api.Game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'), {
    code: 'ERR_FEN_BOARD',
  });
  assert.throws(() => new api.Game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'), {
    code: 'ERR_FEN_TURN',
  });
  assert.throws(() => new api.Game('8/8/8/8/8/8/8/8 w - - 0 1'), { code: 'ERR_POSITION_KINGS' });
  // The module keeps working.
  withGame(518, (g) => assert.equal(g.play('e4'), 'e4'));
});

test('legalMoves in UCI (castling as king takes own rook) and SAN', () => {
  withGame('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', (g) => {
    assert.deepEqual(g.legalMoves().sort(), [
      'a1a2',
      'a1a3',
      'a1a4',
      'a1a5',
      'a1a6',
      'a1a7',
      'a1a8',
      'a1b1',
      'a1c1',
      'a1d1',
      'e1a1',
      'e1d1',
      'e1d2',
      'e1e2',
      'e1f1',
      'e1f2',
      'e1h1',
      'h1f1',
      'h1g1',
      'h1h2',
      'h1h3',
      'h1h4',
      'h1h5',
      'h1h6',
      'h1h7',
      'h1h8',
    ]);
    const san = g.legalMovesSan();
    assert.equal(san.length, 26);
    assert.ok(san.includes('O-O') && san.includes('O-O-O') && san.includes('Rxa8+') && san.includes('Rxh8+'));
  });
  withGame(518, (g) => {
    assert.equal(g.legalMoves().length, 20);
    assert.deepEqual(
      g
        .legalMovesSan({ letters: 'de' })
        .filter((m) => /^[SL]/.test(m))
        .sort(),
      ['Sa3', 'Sc3', 'Sf3', 'Sh3'],
    );
    assert.ok(g.legalMovesSan({ letters: 'figurine' }).includes('\u2658f3'));
    assert.throws(() => g.legalMovesSan({ letters: 'FR' }), { code: 'ERR_SAN_LETTERS' });
    assert.throws(() => g.legalMovesSan({ letters: 'french' }), { code: 'ERR_SAN_LETTERS' });
    // Names inherited from Object.prototype are no letter sets either.
    assert.throws(() => g.legalMovesSan({ letters: Object.create(null) }), { code: 'ERR_SAN_LETTERS' });
    for (const letters of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      assert.throws(() => g.legalMovesSan({ letters }), { code: 'ERR_SAN_LETTERS' });
      assert.throws(() => g.history({ letters }), { code: 'ERR_SAN_LETTERS' });
    }
  });
});

test('dests: castling as king onto rook and, two files away or more, onto the castling square', () => {
  withGame('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', (g) => {
    const dests = g.dests();
    assert.deepEqual(dests.e1, ['a1', 'c1', 'd1', 'f1', 'g1', 'h1', 'd2', 'e2', 'f2']);
    assert.deepEqual(Object.keys(dests).sort(), ['a1', 'e1', 'h1']);
    const options = g
      .view()
      .castling.map((o) => [o.side, o.san, o.uci, o.kingFrom, o.rookFrom, o.kingTo, o.rookTo, o.kingToIsAlsoKingStep]);
    assert.deepEqual(options.sort(), [
      ['a', 'O-O-O', 'e1a1', 'e1', 'a1', 'c1', 'd1', false],
      ['h', 'O-O', 'e1h1', 'e1', 'h1', 'g1', 'f1', false],
    ]);
  });
  withGame(518, (g) => {
    assert.deepEqual(g.dests().g1, ['f3', 'h3']);
    assert.equal(Object.keys(g.dests()).length, 10);
    assert.deepEqual(
      g.view().castling.map((c) => [c.legal, c.why, c.squares]),
      [
        [false, 'blocked', ['f1', 'g1']],
        [false, 'blocked', ['b1', 'c1', 'd1']],
      ],
    );
  });
});

test('play accepts SAN (English or German) and UCI, returns SAN; history, undo, fenAt', () => {
  withGame(518, (g) => {
    assert.equal(g.play('e4'), 'e4');
    assert.equal(g.play('e7e5'), 'e5');
    assert.equal(g.play('Sf3'), 'Nf3');
    assert.equal(g.play('b8c6'), 'Nc6');
    assert.equal(g.play('Lc4'), 'Bc4');
    assert.equal(g.play('Nf6'), 'Nf6');
    assert.equal(g.play('e1g1'), 'O-O'); // king to its castling square
    assert.deepEqual(g.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'O-O']);
    assert.deepEqual(g.history({ letters: 'de' }), ['e4', 'e5', 'Sf3', 'Sc6', 'Lc4', 'Sf6', 'O-O']);
    assert.deepEqual(g.historyUci(), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1h1']);
    assert.equal(g.turn(), 'b');
    assert.equal(g.moveNumber(), 4);
    assert.equal(g.fenAt(0), START);
    assert.equal(g.fenAt(1), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.equal(g.fenAt(7), g.fen());
    assert.throws(() => g.fenAt(8), { code: 'ERR_PLY_RANGE' });
    assert.throws(() => g.fenAt(1.5), { code: 'ERR_PLY_RANGE' });
    assert.throws(() => g.fenAt('1'), { code: 'ERR_PLY_RANGE' });
    assert.equal(g.sanToUci('Bc5'), 'f8c5');
    assert.equal(g.sanToUci('f8c5'), 'f8c5');
    assert.equal(g.uciToSan('f8c5'), 'Bc5');
    assert.throws(() => g.sanToUci('O-O'), { code: 'ERR_MOVE_ILLEGAL', message: 'O-O is not a legal move for Black' });
    assert.equal(g.uciToSan('f6e4'), 'Nxe4');
    assert.equal(g.undo(), 'O-O');
    assert.equal(g.undo(), 'Nf6');
    assert.deepEqual(g.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    for (let i = 0; i < 5; i++) g.undo();
    assert.equal(g.undo(), null);
    assert.equal(g.fen(), START);
  });
});

test('bad moves throw coded errors and leave the game unchanged', () => {
  withGame('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', (g) => {
    const before = g.fen();
    const cases = [
      ['Nd2', 'ERR_MOVE_AMBIGUOUS', 'Nd2 is ambiguous for White: Nbd2, Nfd2'],
      ['Nd3', 'ERR_MOVE_ILLEGAL', 'Nd3 is not a legal move for White'],
      ['e1c1', 'ERR_MOVE_ILLEGAL', 'e1c1 is not a legal move for White'],
      ['O-O', 'ERR_MOVE_ILLEGAL', 'O-O is not a legal move for White'],
      ['Zz9', 'ERR_MOVE_SYNTAX', "'Zz9' is not a chess move for White"],
      ['', 'ERR_MOVE_SYNTAX', "'' is not a chess move for White"],
    ];
    for (const [move, code, message] of cases) {
      assert.throws(
        () => g.play(move),
        (e) => e.code === code && e.message.startsWith(message) && e.name === 'Chess960Error',
        move,
      );
      assert.equal(g.fen(), before);
    }
    for (const bad of [undefined, null, 42, {}]) assert.throws(() => g.play(bad), { code: 'ERR_MOVE_SYNTAX' });
    assert.throws(() => g.sanToUci('Nd2'), { code: 'ERR_MOVE_AMBIGUOUS' });
    assert.throws(() => g.play('Sd2'), {
      code: 'ERR_MOVE_AMBIGUOUS',
      message: /Sbd2, Sfd2/,
      candidates: ['Nbd2', 'Nfd2'],
    });
    assert.throws(() => g.uciToSan('b1b2'), { code: 'ERR_MOVE_ILLEGAL' });
    assert.deepEqual(g.history(), []);
    assert.equal(g.fen(), before);
    assert.equal(g.play('Nbd2'), 'Nbd2');
  });
  withGame(518, (g) => {
    g.play('e4');
    assert.throws(() => g.play('Nf3'), { code: 'ERR_MOVE_ILLEGAL', message: 'Nf3 is not a legal move for Black' });
  });
});

test('a complete Chess960 game by SAN and the same by UCI end in mate (start 959)', () => {
  const san = ['Nc3', 'e6', 'b4', 'Qxb4#'];
  const uci = ['d1c3', 'e7e6', 'b2b4', 'f8b4'];
  for (const moves of [san, uci]) {
    withGame(959, (g) => {
      assert.deepEqual(
        moves.map((m) => g.play(m)),
        san,
      );
      assert.deepEqual(g.status(), { result: '0-1', reason: 'checkmate', check: true, checkSquare: 'b1' });
      assert.equal(g.fen(), 'rkrnn1bb/pppp1ppp/4p3/8/1q6/2N5/P1PPPPPP/RKR1NQBB w KQkq - 0 3');
      assert.deepEqual(g.historyUci(), uci);
      assert.deepEqual(g.legalMoves(), []);
      assert.deepEqual(g.dests(), {});
      assert.equal(g.canClaimDraw(), false);
      assert.throws(() => g.play('a3'), { code: 'ERR_GAME_OVER' });
      assert.throws(() => g.claimDraw(), { code: 'ERR_GAME_OVER' });
    });
  }
  withGame(518, (g) => {
    for (const m of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6']) g.play(m);
    assert.equal(g.play('Qxf7'), 'Qxf7#');
    assert.deepEqual(g.status(), { result: '1-0', reason: 'checkmate', check: true, checkSquare: 'e8' });
  });
});

test('Chess960 castling O-O-O with the king one file from c1: both inputs, options, status check', () => {
  withGame(959, (g) => {
    for (const m of ['Ne3', 'a6', 'c4', 'a5', 'Rc2', 'h6']) g.play(m);
    assert.deepEqual(g.dests().b1, ['a1', 'c1']);
    assert.deepEqual(g.view().castling[1], {
      side: 'a',
      legal: true,
      san: 'O-O-O',
      uci: 'b1a1',
      why: null,
      squares: [],
      kingFrom: 'b1',
      kingTo: 'c1',
      rookFrom: 'a1',
      rookTo: 'd1',
      kingToIsAlsoKingStep: true,
    });
    assert.equal(g.play('b1c1'), 'Kc1'); // the ordinary king step
    g.undo();
    assert.equal(g.play('b1a1'), 'O-O-O');
    assert.equal(g.fen(), 'rkrnnqbb/1pppppp1/7p/p7/2P5/4N3/PPRPPPPP/2KRNQBB b kq - 1 4');
    g.undo();
    assert.equal(g.play('0-0-0'), 'O-O-O');
    assert.equal(g.status().check, false);
  });
});

test('a dead position ends the game but lists its legal moves (as perft counts them); play() refuses them', () => {
  withGame('4k3/8/8/8/8/8/8/1N2K3 w - - 0 1', (g) => {
    assert.equal(g.status().reason, 'insufficient-material');
    assert.deepEqual([...g.legalMoves()].sort(), ['b1a3', 'b1c3', 'b1d2', 'e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2']);
    assert.equal(g.legalMovesSan().length, 8);
    assert.deepEqual(g.dests(), {}, 'a board may play none');
    assert.throws(() => g.play('Nc3'), { code: 'ERR_GAME_OVER' });
  });
  for (const fen of [
    '8/8/8/4k3/8/8/8/4K3 b - - 0 1',
    '2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1',
    '8/2b5/8/4k3/8/8/1B6/4K3 b - - 0 1',
    '7k/8/8/8/8/8/8/K1B5 w - - 0 1',
  ]) {
    withGame(fen, (g) => {
      assert.equal(g.status().reason, 'insufficient-material', fen);
      assert.equal(g.legalMoves().length, api.perft(fen, 1), fen);
    });
  }
  withGame('R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1', (g) => assert.deepEqual(g.legalMoves(), [], 'mate: no moves'));
  withGame('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', (g) => assert.deepEqual(g.legalMoves(), [], 'stalemate: no moves'));
});

test('status: stalemate and insufficient material end the game; fifty-move is claimable at 100', () => {
  withGame('7k/4Q3/6K1/8/8/8/8/8 w - - 0 1', (g) => {
    g.play('Qf7');
    assert.deepEqual(g.status(), { result: '1/2-1/2', reason: 'stalemate', check: false, checkSquare: null });
  });
  withGame('4k3/8/8/8/8/8/3q4/4K3 w - - 0 1', (g) => {
    assert.deepEqual(g.status(), { result: '*', reason: null, check: true, checkSquare: 'e1' });
    g.play('Kxd2');
    assert.deepEqual(g.status(), {
      result: '1/2-1/2',
      reason: 'insufficient-material',
      check: false,
      checkSquare: null,
    });
    assert.throws(() => g.play('Kd7'), { code: 'ERR_GAME_OVER' });
  });
  withGame('4k3/8/8/8/8/8/8/R3K3 w - - 98 60', (g) => {
    g.play('Ra2');
    assert.equal(g.canClaimDraw(), false);
    assert.throws(() => g.claimDraw(), { code: 'ERR_NO_DRAW_CLAIM' });
    g.play('Kd8');
    assert.equal(g.canClaimDraw(), 'fifty-move');
    assert.deepEqual(g.status(), { result: '*', reason: null, check: false, checkSquare: null });
    g.play('Ra3'); // moves stay allowed while the draw is only claimable
    assert.deepEqual(g.claimDraw(), { result: '1/2-1/2', reason: 'fifty-move', check: false, checkSquare: null });
    assert.deepEqual(g.status(), { result: '1/2-1/2', reason: 'fifty-move', check: false, checkSquare: null });
    assert.throws(() => g.play('Ke8'), { code: 'ERR_GAME_OVER' });
    assert.equal(g.undo(), 'Ra3');
    assert.equal(g.status().result, '*');
  });
});

test('threefold repetition is claimable, counted with castling rights', () => {
  withGame(518, (g) => {
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) g.play(m);
    assert.equal(g.canClaimDraw(), false);
    g.play('Ng8');
    assert.equal(g.repetitionCount(), 3);
    assert.equal(g.canClaimDraw(), 'threefold');
    assert.equal(g.status().result, '*');
    assert.deepEqual(g.claimDraw(), { result: '1/2-1/2', reason: 'threefold', check: false, checkSquare: null });
  });
  withGame('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', (g) => {
    for (let i = 0; i < 2; i++) for (const m of ['Ke2', 'Ke7', 'Ke1', 'Ke8']) g.play(m);
    assert.equal(g.repetitionCount(), 2); // the first position still had castling rights
    assert.equal(g.canClaimDraw(), false);
  });
});

test('delete(): later calls throw ERR_GAME_DELETED, a second delete does nothing', () => {
  const g = new api.Game();
  g.play('e4');
  g.delete();
  assert.equal(g.isDeleted(), true);
  for (const call of [
    () => g.fen(),
    () => g.play('e5'),
    () => g.status(),
    () => g.undo(),
    () => g.dests(),
    () => g.history(),
  ]) {
    assert.throws(call, { code: 'ERR_GAME_DELETED' });
  }
  g.delete();
  withGame(518, (other) => assert.equal(other.fen(), START));
});

test("the caller's options are read before the game's id: a getter that deletes the game and makes another changes neither", () => {
  // Each call with a getter that deletes the game it is called on and makes a new one (which may
  // get the freed id): the call must refuse with ERR_GAME_DELETED, the new game stay as it was.
  const calls = {
    play: (g, o) => g.play('e4', o),
    movesBetween: (g, o) => g.movesBetween('e2', 'e4', o),
    legalMovesSan: (g, o) => g.legalMovesSan(o),
    history: (g, o) => g.history(o),
    view: (g, o) => g.view(o),
    tree: (g, o) => g.tree(o),
    promote: (g, o) => g.promote(1, o),
    setComment: (g, o) => g.setComment(1, 'from the other game', o),
    pgnTags: (g, o) => g.pgn(o),
    pgnLetters: (g, o) => g.pgn({}, o),
  };
  const names = { promote: 'toMain', setComment: 'before', pgnTags: 'Event' };
  for (const [name, call] of Object.entries(calls)) {
    const game = new api.Game(518);
    game.play('d4');
    let other = null;
    const key = names[name] || 'letters';
    const options = {
      get [key]() {
        if (!other) {
          game.delete();
          other = new api.Game(518);
          other.play('Nf3');
        }
        return key === 'letters' ? 'en' : key === 'Event' ? 'x' : false;
      },
    };
    assert.throws(() => call(game, options), { code: 'ERR_GAME_DELETED' }, name);
    assert.ok(other, `${name}: the getter ran`);
    assert.deepEqual(other.history(), ['Nf3'], `${name}: the other game was changed`);
    assert.equal(other.tree().nodes[1].comment, '', `${name}: the other game was changed`);
    other.delete();
  }
});

test('perft and divide match published numbers', () => {
  assert.equal(api.perft(START, 4), 197281);
  assert.equal(api.perft(KIWIPETE, 3), 97862);
  assert.equal(api.perft('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', 3), 12189);
  assert.equal(api.perft(START, 0), 1);
  const divide = api.divide(START, 3);
  assert.equal(Object.keys(divide).length, 20);
  assert.equal(divide.e2e4, 600);
  assert.equal(
    Object.values(divide).reduce((a, b) => a + b, 0),
    8902,
  );
  assert.deepEqual(Object.keys(api.divide('4k3/8/8/8/8/8/8/4KR2 w K - 0 1', 1)).sort(), [
    'e1d1',
    'e1d2',
    'e1e2',
    'e1f1',
    'e1f2',
    'f1f2',
    'f1f3',
    'f1f4',
    'f1f5',
    'f1f6',
    'f1f7',
    'f1f8',
    'f1g1',
    'f1h1',
  ]);
});

test('perft and divide within { maxNodes }: ERR_PERFT_BUDGET as soon as the budget is passed', () => {
  assert.equal(api.perft(START, 4, { maxNodes: 197281 }), 197281); // exactly the budget
  assert.throws(() => api.perft(START, 4, { maxNodes: 197280 }), {
    code: 'ERR_PERFT_BUDGET',
    message: /depth 4 counts more than 197280 leaf nodes/,
  });
  const started = performance.now();
  assert.throws(() => api.perft(START, 7, { maxNodes: 1e6 }), { code: 'ERR_PERFT_BUDGET' });
  const ms = performance.now() - started;
  assert.ok(ms < 2000, `depth 7 with a budget of a million nodes took ${ms.toFixed(0)} ms`);
  assert.equal(Object.keys(api.divide(START, 3, { maxNodes: 8902 })).length, 20);
  assert.throws(() => api.divide(START, 3, { maxNodes: 8901 }), { code: 'ERR_PERFT_BUDGET' });
  for (const bad of [0, -1, 1.5, NaN, Infinity, '1000', 2 ** 60, {}]) {
    assert.throws(() => api.perft(START, 1, { maxNodes: bad }), { code: 'ERR_PERFT_BUDGET' }, String(bad));
  }
  assert.equal(api.perft(START, 2, { maxNodes: null }), 400); // no budget
  assert.equal(api.perft(START, 2, {}), 400);
});

test('a game past fullmove 999999 writes a FEN that new Game() reads', () => {
  const game = new api.Game('4k3/8/8/8/8/8/8/R3K3 b Q - 0 999999');
  game.play('Kd7');
  assert.equal(game.moveNumber(), 1000000);
  const again = new api.Game(game.fen());
  assert.equal(again.fen(), game.fen());
  assert.deepEqual(again.legalMoves(), game.legalMoves());
  game.delete();
  again.delete();
});

test('perft and divide reject bad depths and FENs with coded errors', () => {
  for (const depth of [8, -1, 1.5, NaN, '3', null, undefined]) {
    assert.throws(() => api.perft(START, depth), { code: 'ERR_PERFT_DEPTH' }, String(depth));
  }
  assert.throws(() => api.divide(START, 0), { code: 'ERR_PERFT_DEPTH' });
  assert.throws(() => api.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', 1), {
    code: 'ERR_FEN_BOARD',
  });
  assert.throws(() => api.divide('8/8/8/8/8/8/8/8 w - - 0 1', 1), { code: 'ERR_POSITION_KINGS' });
});
