// @ts-nocheck
// The "recent games" list: every saved game with a move or a result (this tab's, other tabs',
// finished ones), newest first, each with an "open" button; this tab's game is marked instead.
//
//   render(games, currentId, onOpen(record))   games: records from store.games()
//   shown(games) -> the games the list shows (those with a move or a result)
//   describe(record, isCurrent) -> [text | { white, black }]   one line; the players' names are
//                                  drawn each in its own <bdi> (names.js)
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { locale, playerNames } from './names.js';
import './words.js';

const t = i18n.t;

// Returns the date and time of a record's last change in the page's language.
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
export function describe(record, isCurrent) {
  const start = record.startNumber === null ? 'FEN' : t('play.startInfo', { n: record.startNumber });
  const result = record.result === '*' ? t('play.recentCurrent') : record.result;
  const tags = record.tags || {};
  const parts = [when(record) + ' · ' + t('play.recentItem', { start, moves: record.moves.length, result })];
  if (tags.White || tags.Black) parts.push(' · ', { white: tags.White, black: tags.Black });
  if (isCurrent) parts.push(' · ' + t('play.recentThis'));
  return parts;
}

// Returns an element holding the parts of describe(): names in <bdi>, the rest as text.
function describedElement(parts) {
  const names = (part) => (typeof part === 'string' ? part : playerNames(part.white, part.black));
  return el('span', { class: 'recent-text' }, parts.map(names));
}

// Returns the games the list shows: those with a move or a result.
export function shown(games) {
  return games.filter((r) => r.moves.length > 0 || r.result !== '*');
}

// Returns the button that opens a saved game.
function openButton(record, onOpen) {
  const label = t('play.recentOpenLabel', { date: when(record) });
  const b = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': label, 'data-game-id': record.id });
  b.textContent = t('play.recentOpen');
  b.addEventListener('click', () => onOpen(record));
  return b;
}

// Draws the list of saved games.
export function render(games, currentId, onOpen) {
  const list = byId('recent-list');
  list.textContent = '';
  const listed = shown(games);
  for (const record of listed) {
    const current = record.id === currentId;
    const li = el('li', { class: 'recent-item' + (current ? ' is-current' : '') });
    li.appendChild(describedElement(describe(record, current)));
    if (!current) li.appendChild(openButton(record, onOpen));
    list.appendChild(li);
  }
  byId('recent-empty').hidden = listed.length > 0;
  byId('recent-export').disabled = listed.length === 0;
}
