// @ts-check
// The play page's board: web/board/ (board.js, marks.js, input.js) showing one snapshot at a
// time, and the move requests of click, drag and keyboard handed to the controller. Announces
// the focused square and a picked-up piece (speech.js). Knows no rules: pieces, legal targets
// and castling squares come from the snapshot. A board that already takes White's first move
// (first-move.js) is taken over with its marks and input; the page's handlers replace the
// table's with the first snapshot of the live game.
//
//   create(container, handlers) -> boardView
// handlers: { onMove(from, to, how, t0), announce(text) }
// boardView:
//   show({ frame, view, interactive, live, orientation, label })   frame: record.frame of the
//                  position shown; view: the live snapshot (turn, dests, castling); live: false
//                  while an earlier position is reviewed
//   cancel()       puts a picked-up piece back;   focus()   focuses the board
//   relabel()      after a language switch (the rook-landing title)
/**
 * @import { GameView, Pieces, Square } from '../../package/types/index.js'
 * @import { Handlers as Gestures } from './first-move-layer.js'
 * @typedef {'white' | 'black'} Orientation
 * @typedef {{ pieces: Pieces, lastMove: string[], check: string | null }} ShownFrame what the
 *   board draws of a position (record.frame)
 * @typedef {object} Shown what show() is given
 * @property {ShownFrame} frame the position shown
 * @property {GameView | null} view the live snapshot (turn, dests, castling); null before the game
 * @property {boolean} interactive the board takes moves now (then view is set)
 * @property {boolean} live false while an earlier position is reviewed
 * @property {Orientation} orientation
 * @property {string} label the board's accessible name
 * @typedef {object} BoardHandlers what the board asks of the page
 * @property {(from: string, to: string, how?: string, t0?: number) => void} onMove a move request
 * @property {(text: string) => void} announce says text to a screen reader
 * @typedef {object} BoardView the page's board (see the header)
 * @property {(next: Shown) => void} show
 * @property {() => void} cancel
 * @property {() => void} focus
 * @property {() => void} relabel
 * The parts of web/board/ this file uses (those files are not type-checked):
 * @typedef {object} DrawnBoard a board of board/board.js
 * @property {() => Orientation} orientation
 * @property {(orientation: Orientation) => void} setOrientation
 * @property {(pieces: Pieces) => void} setPieces
 * @property {(label: string) => void} setLabel
 * @typedef {object} Marks a marks layer of board/marks.js
 * @property {(marks: object) => void} set changes the marks named
 * @property {() => void} redraw
 * @typedef {object} GestureInput the input layer of board/input.js
 * @property {() => string | null} selected the square of the picked-up piece
 * @property {() => void} refresh
 * @property {() => void} cancel
 */
import * as input from '../board/input.js';
import * as marksLayer from '../board/marks.js';
import * as i18n from '../shared/i18n.js';
import * as firstDiagram from '../shared/first-diagram.js';
import { layerOf } from './first-move-layer.js';
import * as speech from './speech.js';
import './words.js';

// Returns the board of the page drawn into container (see the header).
/** @param {HTMLElement} container @param {BoardHandlers} handlers @returns {BoardView} */
export function create(container, handlers) {
  let early = layerOf(container);
  /** @type {Record<string, string>} the marks' words */
  const strings = early ? /** @type {Record<string, string>} */ (early.strings) : {};
  strings.rookLanding = i18n.t('play.rookLanding');
  /** @type {Shown | { frame: ShownFrame, view: null, interactive: false }} */
  let shown = { frame: { pieces: {}, lastMove: [], check: null }, view: null, interactive: false };
  const board = /** @type {DrawnBoard} */ (
    early ? early.board : firstDiagram.board(container, { pieces: {}, coords: 'outside', label: '' })
  );
  const marks = /** @type {Marks} */ (early ? early.marks : marksLayer.create(board, { strings: strings }));

  // Returns the piece on a square of the position shown (undefined for an empty one).
  /** @param {string} square */
  const pieceOn = (square) => shown.frame.pieces[/** @type {Square} the board's square names */ (square)];
  // Returns the live snapshot, there whenever the board takes moves (shown.interactive).
  const liveView = () => /** @type {GameView} */ (shown.view);

  // Returns true when the piece on square belongs to the side to move and may move now.
  /** @param {string} square @returns {boolean} */
  function canPick(square) {
    const letter = shown.interactive && pieceOn(square);
    return !!letter && speech.colorOf(letter) === liveView().turn;
  }

  // Returns the legal targets of the piece on square (none while moves are not taken).
  /** @param {string} square @returns {string[]} */
  function targets(square) {
    return (shown.interactive && liveView().dests[/** @type {Square} */ (square)]) || [];
  }

  // Returns the rook landing squares of the castlings a king on square can play now.
  /** @param {string | null} square @returns {{ square: string, color: 'w' | 'b' }[]} */
  function rookLandings(square) {
    if (!shown.interactive || !square) return [];
    const view = liveView();
    return view.castling
      .filter((c) => c.legal && c.kingFrom === square)
      .map((c) => ({ square: c.rookTo, color: view.turn }));
  }

  /** @type {Gestures} */
  const gestures = {
    canPick: canPick,
    targets: targets,
    // Hands a move request to the controller.
    onMove: function (from, to, how, t0) {
      handlers.onMove(from, to, how, t0);
    },
    // Marks where a picked-up king's castling rook lands and says what was picked up.
    onSelect: function (/** @type {string | null} */ square) {
      marks.set({ rookLandings: rookLandings(square) });
      if (square) handlers.announce(speech.pickedUp(shown.frame.pieces, square, targets(square)));
    },
    // Says what stands on the focused square (and whether it is a target).
    onFocusSquare: function (square) {
      let text = speech.square(shown.frame.pieces, square);
      const selected = gestureInput && gestureInput.selected();
      if (selected && targets(selected).indexOf(square) >= 0) text += ', ' + i18n.t('play.isTarget');
      handlers.announce(text);
    },
    // Returns the king of the side to move: where keyboard focus starts.
    homeSquare: function () {
      const king = shown.view && shown.view.turn === 'b' ? 'k' : 'K';
      return Object.keys(shown.frame.pieces).filter((sq) => pieceOn(sq) === king)[0] || null;
    },
  };
  /** @type {GestureInput} */
  const gestureInput = early
    ? /** @type {GestureInput} */ (early.input)
    : input.attach(board, marks, container, gestures);

  return {
    // Shows a position: only squares whose piece changed and marks that changed are redrawn.
    show: function (next) {
      shown = next;
      if (early && next.view) {
        early.use(gestures);
        early = null;
      }
      if (board.orientation() !== next.orientation) {
        board.setOrientation(next.orientation);
        marks.redraw();
      }
      board.setPieces(next.frame.pieces);
      marks.set({ lastMove: next.frame.lastMove, check: next.frame.check });
      board.setLabel(next.label);
      container.classList.toggle('is-review', !next.live);
      gestureInput.refresh();
      if (!gestureInput.selected()) marks.set({ rookLandings: [] });
    },
    // Puts a picked-up piece back.
    cancel: function () {
      gestureInput.cancel();
    },
    // Focuses the board without scrolling.
    focus: function () {
      container.focus({ preventScroll: true });
    },
    // Writes the board's words again after a language switch.
    relabel: function () {
      strings.rookLanding = i18n.t('play.rookLanding');
      marks.redraw();
    },
  };
}
