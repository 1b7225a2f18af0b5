/*
 * White's first move on the play page's first diagram, before chess960.js has loaded. Loaded
 * without `defer` after shared/first-diagram.js (the build joins the run into
 * first-move.bundle.js), it runs while the page is read: when the first diagram drew the
 * position ?n= names into the board (a tab without a game of its own) and the computer does not
 * play White, it puts marks and input (board/marks.js, board/input.js) on that board at once.
 * Which pieces may move and where come from play/first-moves.js, the table the build writes with
 * the core (the page knows no rules). One move is taken and shown; main.js plays it through the
 * controller, like any drop, once the game has started. Sets html[data-first-move="ready"] when
 * the board takes a move (bench/first_diagram.mjs reads it as "accepts a move").
 * board-view.js takes the marks and the input over, and with its first snapshot of the live game
 * its own handlers replace the table's.
 * Classic script: Chess960Play.firstMove = { dests(n) -> { from: [to, …] } | null,
 *   rook(n, from, to) -> the rook's { from, to } when the king's drop from-to castles, else null,
 *   layer(container) -> null | { board, marks, input, strings, pieces(),
 *   held() -> { from, to, t0 } | null, use(handlers) } }.
 */
(function (global) {
  'use strict';

  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const ENGINE_KEY = 'chess960.play.engine'; // engine/panel.js: { on, color: the player's }
  const layers = []; // [{ container, layer }]

  // Returns the table's moves of start position n ("e2e4", "f1g1/g1f1" for a castling), or null.
  function movesOf(n) {
    const table = global.Chess960Web.firstMoves;
    if (!table || typeof table.index !== 'string' || !Number.isInteger(n) || n < 0 || n >= table.index.length)
      return null;
    const set = table.sets[LETTERS.indexOf(table.index[n])];
    return typeof set === 'string' ? (table.common + ' ' + set).split(' ').filter(Boolean) : null;
  }

  // Returns { from: [to, …] } of White's first moves in start position n, or null.
  function destsOf(n) {
    const moves = movesOf(n);
    if (!moves) return null;
    const dests = {};
    moves.forEach(function (m) {
      const from = m.slice(0, 2);
      (dests[from] = dests[from] || []).push(m.slice(2, 4));
    });
    return dests;
  }

  // Returns the rook's move of the castling a king's drop from-to is in start position n
  // ({ from, to }), or null. On move one the king lands where it is dropped (the table's
  // castlings are the king and the rook beside it changing places).
  function rookOf(n, from, to) {
    const m = (movesOf(n) || []).filter((x) => x.slice(0, 4) === from + to)[0];
    return m && m.length === 9 ? { from: m.slice(5, 7), to: m.slice(7, 9) } : null;
  }

  // Returns true when the stored engine setting has the computer play White (the player Black).
  function computerPlaysWhite() {
    try {
      const saved = JSON.parse(global.localStorage.getItem(ENGINE_KEY) || '{}');
      return !!saved && saved.on === true && saved.color === 'b';
    } catch {
      return false;
    }
  }

  // Puts the first-move layer on the board first-diagram.js drew into container (see the header).
  function attach(container, board, n) {
    const web = global.Chess960Web;
    const dests = destsOf(n);
    if (!dests || !web.marks || !web.input) return null;
    let held = null;
    const strings = { rookLanding: '' };
    const marks = web.marks.create(board, { strings: strings });
    const table = {
      canPick: (square) => !held && !!dests[square],
      targets: (square) => (held ? [] : dests[square] || []),
      // Takes the move, shows it and holds it for main.js.
      onMove: function (from, to) {
        if (held || !dests[from] || dests[from].indexOf(to) < 0) return;
        held = { from: from, to: to, t0: global.performance.now() };
        const before = board.pieces();
        const pieces = Object.assign({}, before);
        const rook = rookOf(n, from, to);
        const moved = rook ? [{ from: from, to: to }, rook] : [{ from: from, to: to }];
        moved.forEach((m) => delete pieces[m.from]);
        moved.forEach((m) => (pieces[m.to] = before[m.from]));
        board.setPieces(pieces);
        marks.set({ lastMove: [from, to], selected: null, targets: [] });
      },
      onSelect: null,
      onFocusSquare: null,
      // Returns White's king: where keyboard focus starts.
      homeSquare: function () {
        const pieces = board.pieces();
        return Object.keys(pieces).filter((sq) => pieces[sq] === 'K')[0] || null;
      },
    };
    let active = table;
    const input = web.input.attach(board, marks, container, {
      canPick: (square) => active.canPick(square),
      targets: (square) => active.targets(square),
      onMove: (from, to, how, t0) => active.onMove(from, to, how, t0),
      onSelect: (square) => active.onSelect && active.onSelect(square),
      onFocusSquare: (square) => active.onFocusSquare && active.onFocusSquare(square),
      homeSquare: () => active.homeSquare(),
    });
    global.document.documentElement.setAttribute('data-first-move', 'ready');
    return {
      board: board,
      marks: marks,
      input: input,
      strings: strings,
      // Returns the pieces shown now (the held move made).
      pieces: () => board.pieces(),
      // Returns the move taken, or null.
      held: () => held,
      // Hands the input over to the page's handlers (the same shape as input.attach's).
      use: function (handlers) {
        active = handlers;
      },
    };
  }

  // Returns the layer put on container's first diagram, or null.
  function layer(container) {
    const found = layers.filter((l) => l.container === container)[0];
    return found ? found.layer : null;
  }

  // Puts the layer on every first diagram marked data-first-move (play.html's board).
  function attachMarked() {
    const web = global.Chess960Web || {};
    const doc = global.document;
    if (!doc || !web.firstDiagram || !global.location || computerPlaysWhite()) return;
    const n = web.firstDiagram.number(new URLSearchParams(global.location.search));
    doc.querySelectorAll('[data-first-diagram][data-first-move]').forEach(function (container) {
      const board = web.firstDiagram.drawn(container);
      const made = board && n !== null && !layer(container) ? attach(container, board, n) : null;
      if (made) layers.push({ container: container, layer: made });
    });
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.firstMove = { dests: destsOf, rook: rookOf, layer: layer };
  attachMarked();
})(typeof window !== 'undefined' ? window : globalThis);
