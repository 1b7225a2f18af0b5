// @ts-check
// The side panel drawn from what the controller reads of the page's game (its panel state:
// { record, view, tree, frames, review: ply|null, canUndo, canRedo }): status, claimable draw,
// review bar, buttons, the move list (components/move-list, with the page's words), the castling
// card, the start number, the page title and the header links. Asks the core nothing.
/**
 * @import { GameTree, GameView, PgnEval, TreeNode } from '../../package/types/index.js'
 * @import { MoveListWords } from '../components/move-list/move-list.js'
 * @import { GameRecord } from './store-record.js'
 * @import { Frame } from './game-types.js'
 * @typedef {object} PanelState what the panel is drawn from (the controller's panelState())
 * @property {GameRecord} record the line's record
 * @property {GameView} view the live snapshot
 * @property {GameTree} tree the game's tree
 * @property {Frame[]} frames the frames of the line, by ply
 * @property {number | null} review the ply reviewed, null on the live position
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 */
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

// The panel's elements are in play.html.
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

// Returns true when the game has ended (the core's end or one the page decided).
/** @param {PanelState} state @returns {boolean} */
export function isOver(state) {
  return record.result(state.record, state.view) !== '*';
}

// Returns the status line: who is to move, check, or how the game ended.
/** @param {GameRecord} rec @param {GameView} view @returns {string} */
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
/** @param {PanelState} state */
export function status(state) {
  const over = isOver(state);
  const text = statusText(state.record, state.view);
  const node = part('status');
  if (node.textContent !== text) node.textContent = text;
  node.classList.toggle('is-over', over);
  node.classList.toggle('is-check', !over && state.view.status.check);
  const claim = over ? false : state.view.claimableDraw;
  part('claimable').textContent = claim ? t('play.claimable.' + claim) : '';
  part('board').setAttribute('aria-label', t('play.boardLabel', { status: text }));
  part('review-bar').hidden = state.review === null;
  if (state.review !== null) {
    const move = state.view.history.san[state.review - 1];
    const text = state.review === 0 ? t('play.reviewingStart') : t('play.reviewing', { ply: state.review, move });
    part('review-text').replaceChildren(...keepMoves(text, state.review === 0 ? [] : [move]));
  }
}

// Enables the buttons that can act now.
/** @param {PanelState} state */
export function buttons(state) {
  const over = isOver(state);
  const live = state.review === null;
  const castlings = state.view.castling;
  /** @param {string} id @param {boolean} off */
  const disable = (id, off) => {
    /** @type {HTMLButtonElement | HTMLInputElement} */ (byId(id)).disabled = off;
  };
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
/** @param {HTMLElement | null} button */
function scrollTo(button) {
  const wrap = part('move-list-wrap');
  if (!button || wrap.scrollHeight <= wrap.clientHeight) return;
  const top = button.offsetTop - wrap.offsetTop;
  if (top < wrap.scrollTop || top > wrap.scrollTop + wrap.clientHeight - button.offsetHeight) {
    wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
  }
}

/** @type {number[]} */
export const SPOKEN_NAGS = [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19]; // play.nag.<n>

// Returns the spoken name of a NAG in the page's language ('' for those without one).
/** @param {number} n @returns {string} */
export function nagWords(n) {
  return SPOKEN_NAGS.indexOf(n) >= 0 ? t('play.nag.' + n) : '';
}

// Returns the words of the move list in the page's language: a move's name says its move in
// words where the board's frame of it is known (the moves of the line shown), and its NAGs.
/** @param {PanelState} state @returns {MoveListWords} */
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
    // the list is drawn from the core's tree, whose evaluations are PgnEval
    evalText: (ev) => evalFigure(/** @type {PgnEval} */ (ev), lang()),
  };
}

// Redraws the move list from the game's tree (components/move-list), keeping the focus on the
// move that had it.
/** @param {PanelState} state */
export function moves(state) {
  const list = part('move-list');
  const active = document.activeElement;
  const focused = active && list.contains(active) ? active.getAttribute('data-node') : null;
  const ids = moveList.lineIds(state.tree);
  const shown = ids[state.review === null ? ids.length - 1 : state.review];
  const snapshot = { tree: state.tree, shown: shown, firstPly: record.firstPly(state.view) };
  const current = moveList.draw(list, snapshot, listWords(state));
  const root = /** @type {TreeNode} the start: never deleted */ (state.tree.nodes[0]);
  part('no-moves').hidden = root.children.length > 0 || !!root.comment;
  if (focused !== null) {
    const button = /** @type {HTMLElement | null} */ (list.querySelector('[data-node="' + focused + '"]'));
    button?.focus({ preventScroll: true });
  }
  scrollTo(current);
}

// Writes the start number, the page title and the header links that carry the number (the
// page's own link keeps opening the tab's game).
/** @param {PanelState} state */
export function start(state) {
  const n = state.view.startNumber;
  part('start-info').textContent = n === null ? t('play.startInfoFen') : t('play.startInfo', { n });
  document.title = n === null ? t('play.pageTitle') : t('play.pageTitleNo', { n });
  setNumber(n);
  byId('nav-play')?.setAttribute('href', 'play.html');
}

// Draws what depends on the position shown: status, buttons, move list, castling card.
/** @param {PanelState} state */
export function shown(state) {
  status(state);
  buttons(state);
  moves(state);
  castling.render(state);
}

// Draws the whole panel.
/** @param {PanelState} state */
export function all(state) {
  shown(state);
  start(state);
}

// Empties the move list (the next draw redraws it).
export function reset() {
  part('move-list').textContent = '';
}
