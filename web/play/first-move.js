// @ts-check
// White's first move on the play page's first diagram, before chess960.js has loaded: the page's
// early script, loaded without `defer` right after the board's container (its
// data-after-frame="chess960.js play/main.js" adds the library and then the page's entry after the
// first frame). It draws the first diagram (shared/first-diagram.js) and, when that drew the
// position ?n= names into the board (a tab without a game of its own) and the computer does not
// play White, puts marks and input (board/marks.js, board/input.js) on that board just after the
// first frame. Which pieces may move and where
// come from the table the build writes with the core ('chess960-site:first-moves',
// first-move-table.js; the page knows no rules). One move is taken and shown; main.js plays it
// through the controller, like any drop, once the game has started. Sets
// html[data-first-move="ready"] when the board takes a move (bench/first_diagram.mjs reads it as
// "accepts a move"). The layer is kept on the container (first-move-layer.js), where
// board-view.js takes the marks and the input over; with its first snapshot of the live game its
// own handlers replace the table's (the layer: first-move-layer.js, FirstMoveLayer).
import firstMoves from 'chess960-site:first-moves';
import * as inputLayer from '../board/input.js';
import * as marksLayer from '../board/marks.js';
import * as firstDiagram from '../shared/first-diagram.js';
import { atFirstFrame } from '../shared/first-frame.js';
import { keepLayer, layerOf } from './first-move-layer.js';
import { readSettings } from './engine/settings.js';
import * as table from './first-move-table.js';

/**
 * @import { HeldMove, Handlers } from './first-move-layer.js'
 */

// Returns true when the computer panel's settings have the computer play White (the player Black).
function computerPlaysWhite() {
  const settings = readSettings();
  return settings.on && settings.color === 'b';
}

// Puts the first-move layer on the board first-diagram.js drew into container (see the header).
/** @param {Element} container @param {any} board web/board's board @param {number} n */
function attach(container, board, n) {
  const dests = table.dests(firstMoves, n);
  if (!dests) return null;
  /** @type {HeldMove | null} */
  let held = null;
  const strings = { rookLanding: '' };
  const marks = marksLayer.create(board, { strings: strings });
  /** @type {Handlers} */
  const own = {
    canPick: (square) => !held && !!dests[square],
    targets: (square) => (held ? [] : dests[square] || []),
    // Takes the move, shows it and holds it for main.js.
    onMove: function (from, to) {
      if (held || !dests[from] || dests[from].indexOf(to) < 0) return;
      held = { from: from, to: to, t0: performance.now() };
      const before = board.pieces();
      const pieces = Object.assign({}, before);
      const rook = table.rook(firstMoves, n, from, to);
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
      return Object.keys(pieces).filter((/** @type {string} */ sq) => pieces[sq] === 'K')[0] || null;
    },
  };
  let active = own;
  const input = inputLayer.attach(board, marks, container, {
    canPick: (/** @type {string} */ square) => active.canPick(square),
    targets: (/** @type {string} */ square) => active.targets(square),
    onMove: (
      /** @type {string} */ from,
      /** @type {string} */ to,
      /** @type {string} */ how,
      /** @type {number} */ t0,
    ) => active.onMove(from, to, how, t0),
    onSelect: (/** @type {string} */ square) => active.onSelect && active.onSelect(square),
    onFocusSquare: (/** @type {string} */ square) => active.onFocusSquare && active.onFocusSquare(square),
    homeSquare: () => active.homeSquare(),
  });
  document.documentElement.setAttribute('data-first-move', 'ready');
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
    use: function (/** @type {Handlers} */ handlers) {
      active = handlers;
    },
  };
}

// Puts the layer on every first diagram marked data-first-move (play.html's board).
function attachMarked() {
  if (computerPlaysWhite()) return;
  const n = firstDiagram.number(new URLSearchParams(location.search));
  document.querySelectorAll('[data-first-diagram][data-first-move]').forEach(function (container) {
    const board = firstDiagram.drawn(container);
    const made = board && n !== null && !layerOf(container) ? attach(container, board, n) : null;
    if (made) keepLayer(container, made);
  });
}

// After the first frame, whose diagram is drawn already: reading the stored engine setting (the
// first read of localStorage) and setting up the marks and input would only hold that frame back,
// and no one clicks a board not yet shown. Before the page's scripts are added, so the layer is
// there when main.js looks for it.
atFirstFrame(attachMarked);
