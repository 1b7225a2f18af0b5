/*
 * The castling card beside the play page's board (board/castling-card.js in mode 'now'): for the
 * live position, where king and rook of the side to move go after O-O and O-O-O, or why a
 * castling is not possible now (king or rook moved, blocked by which piece, check, an attacked
 * square). Drawn from the snapshot of game.view() after every move, undo, new game, import and
 * language switch (render.js calls it); asks the core nothing. Classic script:
 * Chess960Play.castling.render(state)   state: render.js's { view, review, … }
 */
(function (global) {
  'use strict';

  // Draws the card for the live position into #castling (a note while an earlier one is reviewed).
  function render(state) {
    const web = global.Chess960Web;
    const box = global.document.getElementById('castling');
    if (!box || !web.castlingCard) return;
    const view = state.view;
    const card = web.castlingCard.render(box, view.castling, { pieces: view.pieces, mode: 'now' });
    const side = web.i18n.t(view.turn === 'b' ? 'play.black' : 'play.white');
    const who = global.document.createElement('p');
    who.className = 'castling-side';
    who.textContent = web.i18n.t(state.review === null ? 'play.castlingFor' : 'play.castlingLive', { side: side });
    card.insertBefore(who, card.children[1] || null);
    box.setAttribute('data-turn', view.turn);
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.castling = { render: render };
})(typeof window !== 'undefined' ? window : globalThis);
