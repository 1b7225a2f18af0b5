// @ts-check
// The "recent games" list: every saved game with a move or a result (this tab's, other tabs',
// finished ones), newest first, each with an "open" button; this tab's game is marked instead.
//
//   render(games, currentId, onOpen(record))   games: records from store.games()
//   shown(games) -> the games the list shows (those with a move or a result)
//   describe(record, isCurrent) -> [text | { white, black }]   one line; the players' names are
//                                  drawn each in its own <bdi> (names.js)
/**
 * @import { GameRecord } from './store-record.js'
 * @typedef {string | { white: string | undefined, black: string | undefined }} Part a part of a
 *   game's line: text, or its players' names
 */
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { locale, playerNames } from './names.js';
import './words.js';

const t = i18n.t;
// The list's elements are in play.html.
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

// Returns the date and time of a record's last change in the page's language.
/** @param {GameRecord} record @returns {string} */
function when(record) {
  const date = new Date(record.updated || record.created || 0);
  try {
    return date.toLocaleString(locale(i18n.lang()), { dateStyle: 'short', timeStyle: 'short' });
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

// Returns the parts of the line that describes a saved game: plain text, and the players as
// { white, black } when a name is known.
/** @param {GameRecord} record @param {boolean} isCurrent @returns {Part[]} */
export function describe(record, isCurrent) {
  const start = record.startNumber === null ? 'FEN' : t('play.startInfo', { n: record.startNumber });
  const result = record.result === '*' ? t('play.recentCurrent') : record.result;
  const tags = record.tags || {};
  /** @type {Part[]} */
  const parts = [when(record) + ' · ' + t('play.recentItem', { start, moves: record.moves.length, result })];
  if (tags.White || tags.Black) parts.push(' · ', { white: tags.White, black: tags.Black });
  if (isCurrent) parts.push(' · ' + t('play.recentThis'));
  return parts;
}

// Returns an element holding the parts of describe(): names in <bdi>, the rest as text.
/** @param {Part[]} parts @returns {HTMLElement} */
function describedElement(parts) {
  const names = (/** @type {Part} */ part) => (typeof part === 'string' ? part : playerNames(part.white, part.black));
  return el('span', { class: 'recent-text' }, parts.map(names));
}

// Returns the games the list shows: those with a move or a result.
/** @param {GameRecord[]} games @returns {GameRecord[]} */
export function shown(games) {
  return games.filter((r) => r.moves.length > 0 || r.result !== '*');
}

// Returns the button that opens a saved game.
/** @param {GameRecord} record @param {(record: GameRecord) => void} onOpen @returns {HTMLButtonElement} */
function openButton(record, onOpen) {
  const label = t('play.recentOpenLabel', { date: when(record) });
  const b = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': label, 'data-game-id': record.id });
  b.textContent = t('play.recentOpen');
  b.addEventListener('click', () => onOpen(record));
  return b;
}

// Draws the list of saved games.
/** @param {GameRecord[]} games @param {string} currentId @param {(record: GameRecord) => void} onOpen */
export function render(games, currentId, onOpen) {
  const list = part('recent-list');
  list.textContent = '';
  const listed = shown(games);
  for (const record of listed) {
    const current = record.id === currentId;
    const li = el('li', { class: 'recent-item' + (current ? ' is-current' : '') });
    li.appendChild(describedElement(describe(record, current)));
    if (!current) li.appendChild(openButton(record, onOpen));
    list.appendChild(li);
  }
  part('recent-empty').hidden = listed.length > 0;
  /** @type {HTMLButtonElement} */ (part('recent-export')).disabled = listed.length === 0;
}
