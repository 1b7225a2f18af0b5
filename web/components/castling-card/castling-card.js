// @ts-check
// The castling card: for a position, where king and rook stand after O-O and after O-O-O, and
// (for a game in progress) why a castling is not possible now. Fed only from the API:
// game.view().castling (end squares, legality, the reason and its squares) and view.pieces (to
// name a blocking piece, by the shared piece names); for a start position, castlingOfStart(api, n)
// asks a fresh Game. Its words are the area 'castling'.
//
//   render(container, castling, { pieces, mode: 'start' | 'now', fide: true }) -> the card element
//   castlingOfStart(api, n) -> { castling, pieces } of start position n (White to move)
import { clear, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import './words.js';

/**
 * @import { CastlingView, Chess960Api, Pieces } from '../../../package/types/index.js'
 * @typedef {object} CardOptions
 * @property {Pieces} [pieces] the position's pieces, to name a blocking piece (mode 'now')
 * @property {'start' | 'now'} [mode] a start position (with Black's note) or a game in progress
 * @property {boolean} [fide] adds the note on the FIDE rule
 */

// Returns the castlings and pieces of start position n (from a Game the API builds, then freed).
/** @param {Chess960Api} api @param {number} n @returns {{ castling: CastlingView[], pieces: Pieces }} */
export function castlingOfStart(api, n) {
  const game = new api.Game(n);
  try {
    const view = game.view();
    return { castling: view.castling, pieces: view.pieces };
  } finally {
    game.delete();
  }
}

// Returns the sentence of where king and rook go (and which of them stays).
/** @param {CastlingView} c @returns {string} */
function whereText(c) {
  const vars = { kf: c.kingFrom, kt: c.kingTo, rf: c.rookFrom || '', rt: c.rookTo };
  if (!c.rookFrom) return i18n.t('castle.endsOnly', vars);
  if (c.kingFrom === c.kingTo) return i18n.t('castle.onlyRook', vars);
  if (c.rookFrom === c.rookTo) return i18n.t('castle.onlyKing', vars);
  return i18n.t('castle.both', vars);
}

// Returns why the castling is not possible now, naming the pieces in the way.
/** @param {CastlingView} c @param {Pieces} [pieces] @returns {string} */
function whyText(c, pieces) {
  const squares = c.squares || [];
  if (c.why === 'blocked') {
    const names = squares.map((sq) => {
      const p = pieces && pieces[sq];
      return p ? i18n.t('piece.' + p.toUpperCase()) + ' ' + sq : sq;
    });
    return i18n.t('castle.why.blocked', { pieces: names.join(', ') });
  }
  return i18n.t('castle.why.' + c.why, { squares: squares.join(', ') });
}

// Returns the row of one castling: its name, where king and rook go and, in mode 'now', whether
// it is possible now or why not.
/** @param {CastlingView} c @param {CardOptions} o @returns {HTMLElement} */
function castlingRow(c, o) {
  const row = el(
    'div',
    { class: 'castling-row', 'data-side': c.side },
    el('dt', {}, i18n.t(c.side === 'h' ? 'castle.short' : 'castle.long')),
    el('dd', { class: 'castling-where' }, whereText(c)),
  );
  if (o.mode === 'now') {
    const now = c.legal ? i18n.t('castle.legal') : whyText(c, o.pieces);
    row.append(el('dd', { class: c.legal ? 'castling-legal' : 'castling-why' }, now));
  }
  return row;
}

// Draws the card into container (replacing its content); returns it.
/** @param {Element} container @param {CastlingView[] | null} [castling] @param {CardOptions} [options] @returns {HTMLElement} */
export function render(container, castling, options) {
  const o = options || {};
  const card = el(
    'section',
    { class: 'castling-card', 'data-castling-card': '' },
    el('h3', { class: 'castling-title' }, i18n.t('castle.title')),
    el(
      'dl',
      { class: 'castling-list' },
      (castling || []).map((c) => castlingRow(c, o)),
    ),
  );
  if (o.mode === 'start') card.append(el('p', { class: 'castling-note' }, i18n.t('castle.black')));
  if (o.fide) card.append(el('p', { class: 'castling-note' }, i18n.t('castle.fide')));
  clear(container);
  container.append(card);
  return card;
}
