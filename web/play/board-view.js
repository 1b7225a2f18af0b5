/*
 * The play page's board: web/board/ (board.js, marks.js, input.js) showing one snapshot at a
 * time, and the move requests of click, drag and keyboard handed to the controller. Announces
 * the focused square and a picked-up piece (speech.js). Knows no rules: pieces, legal targets
 * and castling squares come from the snapshot. A board that already takes White's first move
 * (first-move.js) is taken over with its marks and input; the page's handlers replace the
 * table's with the first snapshot of the live game. Classic script: Chess960Play.boardView.
 *
 *   create(container, handlers) -> boardView
 * handlers: { onMove(from, to, how, t0), announce(text) }
 * boardView:
 *   show({ frame, view, interactive, live, orientation, label })   frame: record.frame of the
 *                  position shown; view: the live snapshot (turn, dests, castling); live: false
 *                  while an earlier position is reviewed
 *   cancel()       puts a picked-up piece back;   focus()   focuses the board
 *   relabel()      after a language switch (the rook-landing title)
 */
(function (global) {
  'use strict';

  // Returns 'w' or 'b' for a FEN piece letter (upper case White).
  function colorOf(letter) {
    return letter === letter.toUpperCase() ? 'w' : 'b';
  }

  // Returns the board of the page drawn into container (see the header).
  function create(container, handlers) {
    const web = global.Chess960Web;
    const speech = global.Chess960Play.speech;
    const first = global.Chess960Play.firstMove;
    let early = first ? first.layer(container) : null;
    const strings = early ? early.strings : {};
    strings.rookLanding = web.i18n.t('play.rookLanding');
    let shown = { frame: { pieces: {}, lastMove: [], check: null }, view: null, interactive: false };
    const board = early ? early.board : web.firstDiagram.board(container, { pieces: {}, coords: 'outside', label: '' });
    const marks = early ? early.marks : web.marks.create(board, { strings: strings });

    // Returns true when the piece on square belongs to the side to move and may move now.
    function canPick(square) {
      const letter = shown.interactive && shown.frame.pieces[square];
      return !!letter && colorOf(letter) === shown.view.turn;
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
        const selected = input && input.selected();
        if (selected && targets(selected).indexOf(square) >= 0) text += ', ' + web.i18n.t('play.isTarget');
        handlers.announce(text);
      },
      // Returns the king of the side to move: where keyboard focus starts.
      homeSquare: function () {
        const king = shown.view && shown.view.turn === 'b' ? 'k' : 'K';
        const pieces = shown.frame.pieces;
        return Object.keys(pieces).filter((sq) => pieces[sq] === king)[0] || null;
      },
    };
    const input = early ? early.input : web.input.attach(board, marks, container, gestures);

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
        input.refresh();
        if (!input.selected()) marks.set({ rookLandings: [] });
      },
      // Puts a picked-up piece back.
      cancel: function () {
        input.cancel();
      },
      // Focuses the board without scrolling.
      focus: function () {
        container.focus({ preventScroll: true });
      },
      // Writes the board's words again after a language switch.
      relabel: function () {
        strings.rookLanding = web.i18n.t('play.rookLanding');
        marks.redraw();
      },
    };
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.boardView = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
