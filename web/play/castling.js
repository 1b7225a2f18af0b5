// @ts-check
// The castling card beside the play page's board (components/castling-card in mode 'now'): for
// the live position, where king and rook of the side to move go after O-O and O-O-O, or why a
// castling is not possible now (king or rook moved, blocked by which piece, check, an attacked
// square). Drawn from the snapshot of game.view() after every move, undo, new game, import and
// language switch (render.js calls it); asks the core nothing.
/**
 * @import { GameView } from '../../package/types/index.js'
 */
import * as castlingCard from '../components/castling-card/castling-card.js';
import { byId, el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { sideName } from './speech.js';
import './words.js';

// Draws the card for the live position into #castling (a note while an earlier one is reviewed).
/** @param {{ view: GameView, review: number | null }} state the panel's state (render.js) */
export function render(state) {
  const box = byId('castling');
  if (!box) return;
  const view = state.view;
  const card = castlingCard.render(box, view.castling, { pieces: view.pieces, mode: 'now' });
  const key = state.review === null ? 'play.castlingFor' : 'play.castlingLive';
  const who = el('p', { class: 'castling-side' }, t(key, { side: sideName(view.turn) }));
  card.insertBefore(who, card.children[1] || null);
  box.setAttribute('data-turn', view.turn);
}
