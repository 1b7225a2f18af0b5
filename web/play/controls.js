/*
 * The play page's buttons, fields and keys, and the game actions they start: flip, castling
 * buttons, the move box, notation, review (move list, arrows, "to the current position"),
 * undo and redo (undo.js says how far), claim, agree, resign, new game. Works through the
 * controller (controller.internal). Classic script: Chess960Play.controls.
 *
 *   bind()   binds every control of the page
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const play = global.Chess960Play;
  const doc = global.document;

  // Returns the controller's access to the page.
  function c() {
    return play.controller.internal;
  }

  // Takes back a decided ending, else the last move (against the computer also its reply).
  function undo() {
    const state = c().state;
    if (state.dialogOpen) return;
    if (c().decided.indexOf(state.record.ending) >= 0) {
      state.record.ending = '';
      return c().afterChange();
    }
    const count = c().undoCount();
    const uci = state.view.history.uci;
    for (let i = 0; i < count; i++) {
      state.redo.push(uci[uci.length - 1 - i]);
      state.game.undo();
      state.frames.pop();
    }
    if (!count) return;
    state.record.ending = '';
    c().afterChange();
  }

  // Plays again what undo took back (against the computer, up to the player's turn).
  function redo() {
    const state = c().state;
    const count = c().redoCount();
    for (let i = 0; i < count; i++) {
      const before = state.view;
      try {
        state.game.play(state.redo.pop());
      } catch {
        state.redo = [];
        break;
      }
      c().recordMove(before, true);
    }
    if (count) c().settle();
  }

  // Ends the game as the question (dialogs.resign or dialogs.agreeDraw) decides, if it does.
  function decide(question) {
    if (c().state.dialogOpen || c().isOver()) return;
    question().then(function (ending) {
      if (!ending) return;
      c().state.record.ending = ending;
      c().afterChange();
      c().announce(doc.getElementById('status').textContent);
    });
  }

  // Ends the game as a claimed draw (threefold repetition, fifty moves) when one can be claimed.
  function claim() {
    try {
      c().state.game.claimDraw();
    } catch {
      return;
    }
    c().state.record.ending = 'claim';
    c().afterChange();
    c().announce(doc.getElementById('status').textContent);
  }

  // Shows the list in another notation (remembered).
  function setNotation(value) {
    c().state.notation = value;
    web.page.storageSet(c().keys.notation, value);
    c().relabel();
  }

  // Shows the position after half-move ply (null or the last ply: the live position).
  function review(ply) {
    const state = c().state;
    const plies = state.frames.length - 1;
    state.review = ply === null || ply >= plies ? null : Math.max(0, ply);
    state.board.cancel();
    c().drawBoard();
    const panel = c().panelState();
    play.render.status(panel);
    play.render.buttons(panel);
    play.render.moves(panel);
    if (play.castling) play.castling.render(panel);
    c().notify();
  }

  // Steps the review by delta half-moves from the position shown.
  function step(delta) {
    const state = c().state;
    review((state.review === null ? state.frames.length - 1 : state.review) + delta);
  }

  // Binds the page's controls to the actions.
  function bind() {
    const $ = (id) => doc.getElementById(id);
    const on = (id, type, fn) => $(id).addEventListener(type, fn);
    const state = c().state;
    on('flip', 'click', () => c().setOrientation(state.orientation === 'white' ? 'black' : 'white'));
    on('castle-short', 'click', () => c().castle(0));
    on('castle-long', 'click', () => c().castle(1));
    on('move-form', 'submit', function (ev) {
      ev.preventDefault();
      c().submitMove();
    });
    on('move-input', 'input', () => $('move-error').textContent && c().moveError(null));
    on('notation', 'change', () => setNotation($('notation').value));
    on('move-list', 'click', function (ev) {
      const b = ev.target.closest('button[data-ply]');
      if (b) review(Number(b.getAttribute('data-ply')));
    });
    on('nav-first', 'click', () => review(0));
    on('nav-prev', 'click', () => step(-1));
    on('nav-next', 'click', () => state.review !== null && step(1));
    on('nav-last', 'click', () => review(null));
    on('to-live', 'click', function () {
      review(null);
      state.board.focus();
    });
    on('undo', 'click', undo);
    on('redo', 'click', redo);
    on('claim', 'click', claim);
    on('draw', 'click', () => decide(play.dialogs.agreeDraw));
    on('resign', 'click', () => decide(play.dialogs.resign));
    on('new-game', 'click', () => !state.dialogOpen && play.session.newGame());
    // Arrow keys step through the moves while the move list has focus.
    doc.addEventListener('keydown', function (ev) {
      if (state.dialogOpen || !ev.target.closest || !ev.target.closest('#move-list-wrap')) return;
      const button = { ArrowLeft: 'nav-prev', ArrowRight: 'nav-next' }[ev.key];
      if (!button) return;
      ev.preventDefault();
      $(button).click();
    });
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.controls = { bind: bind };
})(typeof window !== 'undefined' ? window : globalThis);
