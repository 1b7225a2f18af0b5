/*
 * The castling card: for a position, where king and rook stand after O-O and after O-O-O, and
 * (for a game in progress) why a castling is not possible now. Fed only from the API:
 * game.view().castling (end squares, legality, the reason and its squares) and view.pieces (to
 * name a blocking piece); for a start position, castlingOfStart(api, n) asks a fresh Game.
 * Words in board/castling-strings.js. Classic script: Chess960Web.castlingCard.
 *
 *   render(container, castling, { pieces, mode: 'start' | 'now', fide: true }) -> the card element
 *   castlingOfStart(api, n) -> { castling, pieces } of start position n (White to move)
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;

  // Returns a new element with a class and text (shared/page.js).
  function el(tag, className, text) {
    return global.Chess960Web.page.textElement(tag, text, className);
  }

  // Returns the castlings and pieces of start position n (from a Game the API builds, then freed).
  function castlingOfStart(api, n) {
    const game = new api.Game(n);
    try {
      const view = game.view();
      return { castling: view.castling, pieces: view.pieces };
    } finally {
      game.delete();
    }
  }

  // Returns the sentence of where king and rook go (and which of them stays).
  function whereText(c) {
    const vars = { kf: c.kingFrom, kt: c.kingTo, rf: c.rookFrom || '', rt: c.rookTo };
    if (!c.rookFrom) return i18n.t('castle.endsOnly', vars);
    if (c.kingFrom === c.kingTo) return i18n.t('castle.onlyRook', vars);
    if (c.rookFrom === c.rookTo) return i18n.t('castle.onlyKing', vars);
    return i18n.t('castle.both', vars);
  }

  // Returns why the castling is not possible now, naming the pieces in the way.
  function whyText(c, pieces) {
    const squares = c.squares || [];
    if (c.why === 'blocked') {
      const names = squares.map(function (sq) {
        const p = pieces && pieces[sq];
        return p ? i18n.t('castle.piece.' + p.toUpperCase()) + ' ' + sq : sq;
      });
      return i18n.t('castle.why.blocked', { pieces: names.join(', ') });
    }
    return i18n.t('castle.why.' + c.why, { squares: squares.join(', ') });
  }

  // Draws the card into container (replacing its content); returns it.
  function render(container, castling, options) {
    const o = options || {};
    const card = el('section', 'castling-card');
    card.setAttribute('data-castling-card', '');
    card.appendChild(el('h3', 'castling-title', i18n.t('castle.title')));
    const list = el('dl', 'castling-list');
    (castling || []).forEach(function (c) {
      const row = el('div', 'castling-row');
      row.setAttribute('data-side', c.side);
      row.appendChild(el('dt', '', i18n.t(c.side === 'h' ? 'castle.short' : 'castle.long')));
      row.appendChild(el('dd', 'castling-where', whereText(c)));
      if (o.mode === 'now') {
        const now = c.legal ? i18n.t('castle.legal') : whyText(c, o.pieces);
        row.appendChild(el('dd', c.legal ? 'castling-legal' : 'castling-why', now));
      }
      list.appendChild(row);
    });
    card.appendChild(list);
    if (o.mode === 'start') card.appendChild(el('p', 'castling-note', i18n.t('castle.black')));
    if (o.fide) card.appendChild(el('p', 'castling-note', i18n.t('castle.fide')));
    container.textContent = '';
    container.appendChild(card);
    return card;
  }

  web.castlingCard = { render: render, castlingOfStart: castlingOfStart };
})(typeof window !== 'undefined' ? window : globalThis);
