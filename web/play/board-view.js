// @ts-nocheck
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
import * as input from '../board/input.js';
import * as marksLayer from '../board/marks.js';
import * as i18n from '../shared/i18n.js';
import * as firstDiagram from '../shared/first-diagram.js';
import { layerOf } from './first-move-layer.js';
import * as speech from './speech.js';
import './words.js';

// Returns the board of the page drawn into container (see the header).
export function create(container, handlers) {
  let early = layerOf(container);
  const strings = early ? early.strings : {};
  strings.rookLanding = i18n.t('play.rookLanding');
  let shown = { frame: { pieces: {}, lastMove: [], check: null }, view: null, interactive: false };
  const board = early ? early.board : firstDiagram.board(container, { pieces: {}, coords: 'outside', label: '' });
  const marks = early ? early.marks : marksLayer.create(board, { strings: strings });

  // Returns true when the piece on square belongs to the side to move and may move now.
  function canPick(square) {
    const letter = shown.interactive && shown.frame.pieces[square];
    return !!letter && speech.colorOf(letter) === shown.view.turn;
  }

  // Returns the legal targets of the piece on square (none while moves are not taken).
  function targets(square) {
    return (shown.interactive && shown.view.dests[square]) || [];
  }

  // Returns the rook landing squares of the castlings a king on square can play now.
  function rookLandings(square) {
    if (!shown.interactive || !square) return [];
    return shown.view.castling
      .filter((c) => c.legal && c.kingFrom === square)
      .map((c) => ({ square: c.rookTo, color: shown.view.turn }));
  }

  const gestures = {
    canPick: canPick,
    targets: targets,
    // Hands a move request to the controller.
    onMove: function (from, to, how, t0) {
      handlers.onMove(from, to, how, t0);
    },
    // Marks where a picked-up king's castling rook lands and says what was picked up.
    onSelect: function (square) {
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
      const pieces = shown.frame.pieces;
      return Object.keys(pieces).filter((sq) => pieces[sq] === king)[0] || null;
    },
  };
  const gestureInput = early ? early.input : input.attach(board, marks, container, gestures);

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
