// @ts-nocheck
// The side panel drawn from what the controller reads of the page's game (its panel state:
// { record, view, tree, frames, review: ply|null, canUndo, canRedo }): status, claimable draw,
// review bar, buttons, the move list (components/move-list, with the page's words), the castling
// card, the start number, the page title and the header links. Asks the core nothing.
import { byId } from '../shared/dom.js';
import { lang, t } from '../shared/i18n.js';
import { evalFigure, words as commentWords } from './comment-commands.js';
import * as moveList from '../components/move-list/move-list.js';
import { setNumber } from '../shared/site-nav.js';
import * as castling from './castling.js';
import * as record from './record.js';
import { keepMoves } from './notation.js';
import { moveLabel, sideName } from './speech.js';
import './words.js';

// Returns true when the game has ended (the core's end or one the page decided).
export function isOver(state) {
  return record.result(state.record, state.view) !== '*';
}

// Returns the status line: who is to move, check, or how the game ended.
export function statusText(rec, view) {
  const end = record.endKey(rec, view);
  if (end) {
    const result = record.result(rec, view);
    const winner = sideName(result === '1-0' ? 'w' : 'b');
    return t('play.end.' + end, { result: result === '1/2-1/2' ? '½–½' : result, winner });
  }
  return t(view.status.check ? 'play.inCheck' : 'play.toMove', { side: sideName(view.turn) });
}

// Draws the status line, the claimable draw and the review bar.
export function status(state) {
  const over = isOver(state);
  const text = statusText(state.record, state.view);
  const node = byId('status');
  if (node.textContent !== text) node.textContent = text;
  node.classList.toggle('is-over', over);
  node.classList.toggle('is-check', !over && state.view.status.check);
  const claim = over ? false : state.view.claimableDraw;
  byId('claimable').textContent = claim ? t('play.claimable.' + claim) : '';
  byId('board').setAttribute('aria-label', t('play.boardLabel', { status: text }));
  byId('review-bar').hidden = state.review === null;
  if (state.review !== null) {
    const move = state.view.history.san[state.review - 1];
    const text = state.review === 0 ? t('play.reviewingStart') : t('play.reviewing', { ply: state.review, move });
    byId('review-text').replaceChildren(...keepMoves(text, state.review === 0 ? [] : [move]));
  }
}

// Enables the buttons that can act now.
export function buttons(state) {
  const over = isOver(state);
  const live = state.review === null;
  const castlings = state.view.castling;
  const disable = (id, off) => (byId(id).disabled = off);
  disable('castle-short', !(live && !over && castlings[0].legal));
  disable('castle-long', !(live && !over && castlings[1].legal));
  disable('undo', !state.canUndo);
  disable('redo', !state.canRedo);
  disable('claim', over || !state.view.claimableDraw);
  ['draw', 'resign', 'move-input', 'move-submit'].forEach((id) => disable(id, over));
  const shown = live ? state.view.history.uci.length : state.review;
  ['nav-first', 'nav-prev'].forEach((id) => disable(id, shown === 0));
  ['nav-next', 'nav-last'].forEach((id) => disable(id, live));
}

// Scrolls the move list so that the button of the position shown is in view.
function scrollTo(button) {
  const wrap = byId('move-list-wrap');
  if (!button || wrap.scrollHeight <= wrap.clientHeight) return;
  const top = button.offsetTop - wrap.offsetTop;
  if (top < wrap.scrollTop || top > wrap.scrollTop + wrap.clientHeight - button.offsetHeight) {
    wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
  }
}

export const SPOKEN_NAGS = [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19]; // play.nag.<n>

// Returns the spoken name of a NAG in the page's language ('' for those without one).
export function nagWords(n) {
  return SPOKEN_NAGS.indexOf(n) >= 0 ? t('play.nag.' + n) : '';
}

// Returns the words of the move list in the page's language: a move's name says its move in
// words where the board's frame of it is known (the moves of the line shown), and its NAGs.
function listWords(state) {
  return {
    sideLine: t('play.sideLine'),
    clock: t('play.clock'),
    evalTitle: t('play.evalTitle'),
    label(node, number, color, onLine) {
      const frame = onLine ? state.frames[node.ply] : null;
      const spoken = node.nags.map(nagWords).filter(Boolean);
      return moveLabel(node.san, number, color, frame && frame.facts) + spoken.map((w) => ', ' + w).join('');
    },
    comment: commentWords,
    evalText: (ev) => evalFigure(ev, lang()),
  };
}

// Redraws the move list from the game's tree (components/move-list), keeping the focus on the
// move that had it.
export function moves(state) {
  const list = byId('move-list');
  const focused = list.contains(document.activeElement) ? document.activeElement.getAttribute('data-node') : null;
  const ids = moveList.lineIds(state.tree);
  const shown = ids[state.review === null ? ids.length - 1 : state.review];
  const snapshot = { tree: state.tree, shown: shown, firstPly: record.firstPly(state.view) };
  const current = moveList.draw(list, snapshot, listWords(state));
  byId('no-moves').hidden = state.tree.nodes[0].children.length > 0 || !!state.tree.nodes[0].comment;
  if (focused !== null) list.querySelector('[data-node="' + focused + '"]')?.focus({ preventScroll: true });
  scrollTo(current);
}

// Writes the start number, the page title and the header links that carry the number (the
// page's own link keeps opening the tab's game).
export function start(state) {
  const n = state.view.startNumber;
  byId('start-info').textContent = n === null ? t('play.startInfoFen') : t('play.startInfo', { n });
  document.title = n === null ? t('play.pageTitle') : t('play.pageTitleNo', { n });
  setNumber(n);
  byId('nav-play')?.setAttribute('href', 'play.html');
}

// Draws what depends on the position shown: status, buttons, move list, castling card.
export function shown(state) {
  status(state);
  buttons(state);
  moves(state);
  castling.render(state);
}

// Draws the whole panel.
export function all(state) {
  shown(state);
  start(state);
}

// Empties the move list (the next draw redraws it).
export function reset() {
  byId('move-list').textContent = '';
}
