// @ts-check
// What the hall sees: the projector window (wall.html?projector=1) and the control page's preview
// draw the same view from the same state (link.js), so the arbiter sees exactly what is on the
// wall. "Runde 3 · Nr. 742", the board, the back rank, and the study countdown huge; once the time
// is over the countdown goes and the position stays. Sizes follow the frame (CSS container units
// in projector.css), so the small preview is the wall scaled down.
import { render } from '../../board/board.js';
import { clear, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { backRank } from '../../shared/page.js';
import * as qr from '../../shared/qr.js';
import * as countdown from './countdown.js';
import './words.js';

/**
 * @import { Chess960Api } from '../../../package/types/index.js'
 * @import { Clock } from './countdown.js'
 * @import { ProjectorState } from './link.js'
 * @typedef {{ show: (state: ProjectorState | null) => void, tick: () => void, state: () => ProjectorState | null }} HallView
 */

// Returns the view's parts (empty elements with their classes), put together in frame.
/** @param {HTMLElement} frame */
function buildParts(frame) {
  /** @type {(tag: string, name: string) => HTMLElement} */
  const part = (tag, name) => el(tag, { class: `hall-${name}` });
  const parts = {
    event: part('p', 'event'),
    title: part('h1', 'title'),
    body: part('div', 'body'),
    board: part('div', 'board'),
    side: part('div', 'side'),
    time: /** @type {HTMLElement} */ (el('p', { class: 'hall-time', 'data-countdown': '' })),
    caption: part('p', 'caption'),
    rank: part('p', 'rank'),
    qr: part('figure', 'qr'),
  };
  parts.side.append(parts.time, parts.caption, parts.rank, parts.qr);
  parts.body.append(parts.board, parts.side);
  frame.append(parts.event, parts.title, parts.body);
  return parts;
}

// Returns the caption under the countdown: study time while it runs, "clocks running" after.
/** @param {number} left @param {boolean} counting @returns {string} */
function countdownCaption(left, counting) {
  if (left > 0) return i18n.t('hall.study');
  return counting ? i18n.t('hall.clocks') : '';
}

// Returns the time left of state s's countdown (0 when none runs).
/** @param {ProjectorState | null} s @param {Clock} [clock] @returns {number} */
function timeLeft(s, clock) {
  if (!(s && s.number !== null && s.endsAt)) return 0;
  // Never more than the time chosen: the two windows' clocks may differ by a moment.
  const most = typeof s.minutes === 'number' ? s.minutes * 60000 : Infinity;
  return Math.min(most, countdown.remaining(s.endsAt, clock));
}

// Builds the view into frame; returns { show(state), tick(), state() }.
/** @param {HTMLElement} frame @param {Chess960Api} api @param {Clock} [clock] @returns {HallView} */
export function create(frame, api, clock) {
  clear(frame);
  frame.classList.add('hall');
  const parts = buildParts(frame);
  const board = render(parts.board, { coords: 'inside', label: '' });
  /** @type {ProjectorState | null} */
  let current = null;
  /** @type {string | null} */
  let qrUrl = null;

  // Writes the countdown (and its caption) for the time now.
  function tick() {
    const left = timeLeft(current, clock);
    parts.time.hidden = !(left > 0);
    parts.time.textContent = countdown.format(left);
    frame.classList.toggle('hall-counting', left > 0);
    const caption = countdownCaption(left, !!(current && current.number !== null && current.endsAt));
    parts.caption.textContent = caption;
    parts.caption.hidden = !caption;
  }

  // Writes the round, the number, the board and the back rank of state s.
  /** @param {Partial<ProjectorState>} s @param {number} n the start position */
  function showPosition(s, n) {
    const pos = api.startPosition(n);
    const title = s.round
      ? i18n.t('hall.roundNo', { r: s.round, n: pos.number })
      : i18n.t('hall.no', { n: pos.number });
    parts.title.textContent = title;
    board.setPieces(pos.pieces);
    board.setLabel(title);
    const letters = i18n.normalize(s.letters) || i18n.lang();
    parts.rank.textContent = backRank(api, pos, letters);
    parts.rank.lang = letters;
  }

  // Shows the QR code of the verification address (drawn again only when it changes).
  /** @param {string | null} url */
  function showQr(url) {
    parts.qr.hidden = !url;
    if (!url || url === qrUrl) return;
    qrUrl = url;
    const code = el('div', { class: 'hall-qr-code' });
    const caption = el('figcaption', { class: 'hall-qr-caption' });
    parts.qr.replaceChildren(code, caption);
    qr.draw(code, caption, i18n.t('hall.verify'), url);
  }

  // Shows a state of link.js (null: nothing yet).
  /** @param {ProjectorState | null} state */
  function show(state) {
    current = state || null;
    /** @type {Partial<ProjectorState>} */
    const s = current || {};
    const n = s.number;
    const has = typeof n === 'number';
    frame.classList.toggle('hall-blank', !!s.blank);
    frame.classList.toggle('hall-empty', !has);
    parts.event.textContent = s.event || '';
    parts.event.hidden = !s.event;
    parts.body.hidden = !has;
    if (has) showPosition(s, n);
    else parts.title.textContent = s.event ? i18n.t('hall.waiting') : 'Chess960';
    showQr(has && s.verifyUrl ? s.verifyUrl : null);
    tick();
  }

  i18n.onChange(() => show(current));
  return { show, tick, state: () => current };
}
