// The side panel drawn from the controller's state: status, claimable draw, review bar, buttons,
// the move list (only the moves that changed are redrawn), the castling card, the start number,
// the page title and the header links. Reads the snapshot of game.view() and the record; asks
// the core nothing.
//
//   all(state)     everything below;   moves(state), status(state), buttons(state), reset()
//   statusText(record, view) -> "Weiß am Zug", "Schachmatt. Weiß gewinnt (1-0)." …
// state: { record, view, frames, review: ply|null, canUndo, canRedo }
import { byId, el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { setNumber } from '../shared/site-nav.js';
import * as castling from './castling.js';
import * as record from './record.js';
import { moveLabel, sideName } from './speech.js';
import './words.js';

let drawn = []; // the move buttons shown: [{ text, label }]

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
    const sans = state.view.history.san;
    byId('review-text').textContent =
      state.review === 0
        ? t('play.reviewingStart')
        : t('play.reviewing', { ply: state.review, move: sans[state.review - 1] });
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

// Returns the move buttons the state asks for: [{ text, label, number, color }].
function wanted(state) {
  const first = record.firstPly(state.view);
  return state.view.history.san.map(function (san, i) {
    const n = record.moveNumber(first + i);
    const frame = state.frames[i + 1];
    return {
      text: san,
      label: moveLabel(san, n.number, n.color, frame && frame.facts),
      number: n.number,
      color: n.color,
    };
  });
}

// Adds the button of half-move `ply` (1-based) to the list.
function appendMove(list, move, ply) {
  let row = list.lastElementChild;
  if (move.color === 'w' || !row) {
    const number = el('span', { class: 'move-no' }, move.number + (move.color === 'w' ? '.' : '…'));
    row = el('li', { class: 'move-row' }, number, move.color === 'b' ? el('span', { class: 'move-gap' }) : null);
    list.appendChild(row);
  }
  row.appendChild(
    el('button', { type: 'button', class: 'move', 'data-ply': ply, 'aria-label': move.label }, move.text),
  );
}

// Removes the move buttons after half-move `keep` and the rows left empty.
function cut(list, keep) {
  list.querySelectorAll('[data-ply]').forEach((b) => Number(b.getAttribute('data-ply')) > keep && b.remove());
  list.querySelectorAll('.move-row').forEach((row) => !row.querySelector('[data-ply]') && row.remove());
}

// Marks the button of the position shown and scrolls it into the list's view.
function markCurrent(list, current) {
  list.querySelectorAll('.is-current').forEach(function (b) {
    b.classList.remove('is-current');
    b.removeAttribute('aria-current');
  });
  const button = list.querySelector('[data-ply="' + current + '"]');
  if (!button) return;
  button.classList.add('is-current');
  button.setAttribute('aria-current', 'step');
  const wrap = byId('move-list-wrap');
  if (wrap.scrollHeight <= wrap.clientHeight) return;
  const top = button.offsetTop - wrap.offsetTop;
  if (top < wrap.scrollTop || top > wrap.scrollTop + wrap.clientHeight - button.offsetHeight) {
    wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
  }
}

// Redraws the move list: moves that stayed the same are kept, the rest is redrawn.
export function moves(state) {
  const list = byId('move-list');
  const want = wanted(state);
  let keep = 0;
  while (keep < drawn.length && keep < want.length && drawn[keep].text === want[keep].text) {
    if (drawn[keep].label !== want[keep].label) break;
    keep++;
  }
  if (keep < drawn.length) cut(list, keep);
  for (let i = keep; i < want.length; i++) appendMove(list, want[i], i + 1);
  drawn = want;
  byId('no-moves').hidden = want.length > 0;
  markCurrent(list, state.review === null ? want.length : state.review);
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

// Draws the whole panel.
export function all(state) {
  status(state);
  buttons(state);
  moves(state);
  start(state);
  castling.render(state);
}

// Forgets the drawn move list (the next draw redraws it whole).
export function reset() {
  drawn = [];
  byId('move-list').textContent = '';
}
