// @ts-check
// The game list of a PGN file on the play page: a table of the games (number, players, event
// and round, start number, result, half-moves), filtered by a player's name and a start number,
// sorted by any column (the header buttons; aria-sort tells which), drawn a page of rows at a
// time. A game's players are the button that opens it; a game the core refused shows why, with
// its line, and has no button. Words follow a language switch.
//
//   new GameListPanel({ readNumber(text) -> { number } | { error, value } }); start() binds it
//   on('open', fn(row)) a game's button was pressed;  on('close', fn()) the list was closed
//   show(rows, name)      the list of a file (name: its file name, or null for pasted text)
//   hide();  opened(game) marks the game shown on the board (1-based; null for none)
//   render()              draws the rows again (filters, order, language)

import { byId, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { message as numberMessage } from '../../shared/start-number.js';
import { balanced } from '../../shared/bidi.js';
import { reason } from '../pgn.js';
import * as list from './list.js';
import './words.js';

/**
 * @import { GameRow } from './messages.js'
 * @import { Direction } from './list.js'
 * @typedef {{ player: string, number: number | null, column: string, direction: Direction }} ListOptions
 *   the filters and the order the list is drawn in
 * @typedef {{ number: number, error?: undefined } | { error: string, value: string, number?: undefined }}
 *   NumberRead the start-number box read (shared/start-number.js read)
 * @typedef {{ open: ((row: GameRow) => void)[], close: (() => void)[] }} Followers
 */

const PAGE = 200; // rows drawn at a time
const t = i18n.t;
/** @type {ListOptions} */
const FIRST_ORDER = { player: '', number: null, column: 'game', direction: 'ascending' };
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// Returns a count in the page's language (1.234 / 1,234).
/** @param {number} n */
function count(n) {
  return list.count(n, i18n.lang());
}

// Returns "White – Black" ('?' for a missing name), each name in its own <bdi> so that its
// direction marks (an unclosed right-to-left override) stay inside it.
/** @param {GameRow} row @returns {HTMLElement} */
function players(row) {
  const names = el('span', { class: 'game-names' });
  names.appendChild(el('bdi', { class: 'player-name' }, balanced(row.white || '?')));
  names.appendChild(document.createTextNode(' – '));
  names.appendChild(el('bdi', { class: 'player-name' }, balanced(row.black || '?')));
  return names;
}

// Returns the cell of the event and the round ("Open, Runde 3.1"; the round kept on one line),
// each isolated like the names.
/** @param {GameRow} row @returns {HTMLElement} */
function eventCell(row) {
  const td = el('td', { class: 'col-event' });
  if (row.event && row.event !== '?') td.appendChild(el('bdi', { class: 'game-event' }, balanced(row.event)));
  if (row.round && row.round !== '?' && row.round !== '-') {
    if (td.childNodes.length) td.appendChild(document.createTextNode(', '));
    td.appendChild(el('bdi', { class: 'game-round' }, t('db.round', { round: balanced(row.round) })));
  }
  return td;
}

// Returns the start-number cell: the number, "FEN" for another position, else a dash.
/** @param {GameRow} row @returns {string} */
function startText(row) {
  if (row.startNumber !== null) return String(row.startNumber);
  return row.fen ? 'FEN' : '–';
}

// Returns why the core refused a game, with its line (and move), in the page's language.
/** @param {GameRow} row @returns {string} */
function errorText(row) {
  return reason(row.error);
}

// Returns the mark of a game with comments, NAGs or side lines: a pencil, and its words for
// screen readers (null for a game without).
/** @param {GameRow} row @returns {HTMLElement | null} */
function notesMark(row) {
  const notes = row.notes;
  if (!notes) return null;
  const kinds = /** @type {const} */ (['comments', 'nags', 'lines']).filter((k) => notes[k]);
  const text = t('db.notes', { what: kinds.map((k) => t('db.notes.' + k)).join(', ') });
  return el(
    'span',
    { class: 'game-notes', title: text },
    el('span', { 'aria-hidden': 'true' }, '✎'),
    el('span', { class: 'visually-hidden' }, ' ' + text),
  );
}

// The game list of one page (see the header); database/files.js makes it once the list's chunk is loaded.
export class GameListPanel {
  /** @param {{ readNumber: (text: string) => NumberRead }} reading */
  constructor(reading) {
    this.readNumber = reading.readNumber;
    /** @type {Followers} told when a game is opened, when the list is closed */
    this.followers = { open: [], close: [] };
    /** @type {GameRow[]} */
    this.rows = [];
    /** @type {string | null} */
    this.name = null;
    this.options = Object.assign({}, FIRST_ORDER);
    this.limit = PAGE;
    /** @type {number | null} */
    this.openedGame = null;
    /** @type {(() => string) | null} the start-number box's refusal, said again after a language switch */
    this.numberError = null;
    /** @type {number | undefined} */
    this.timer = undefined;
  }

  // Follows the list: 'open' with the row of the game whose button was pressed, 'close'.
  /** @template {keyof Followers} K @param {K} type @param {Followers[K][number]} fn */
  on(type, fn) {
    /** @type {Followers[K][number][]} */ (this.followers[type]).push(fn);
  }

  // Returns the table row of one game.
  /** @param {GameRow} row @returns {HTMLElement} */
  rowElement(row) {
    const tr = el('tr');
    tr.setAttribute('data-game', String(row.game));
    const current = row.game === this.openedGame;
    if (current) tr.className = 'is-open';
    tr.appendChild(el('td', { class: 'col-game' }, String(row.game)));
    const who = el('td', { class: 'col-players' });
    if (row.error) {
      tr.classList.add('is-bad');
      who.appendChild(players(row));
      who.appendChild(el('span', { class: 'game-error' }, errorText(row)));
    } else {
      const b = el('button', { class: 'game-open' });
      b.type = 'button';
      b.setAttribute('data-open', String(row.game));
      b.appendChild(el('span', { class: 'visually-hidden' }, t('db.openGame', { n: row.game }) + ' '));
      b.appendChild(players(row));
      const mark = notesMark(row);
      if (mark) b.appendChild(mark);
      if (current) b.setAttribute('aria-current', 'true');
      b.addEventListener('click', () => this.followers.open.forEach((fn) => fn(row)));
      who.appendChild(b);
    }
    tr.appendChild(who);
    tr.appendChild(eventCell(row));
    const start = el('td', { class: 'col-start' }, startText(row));
    start.setAttribute('data-label', t('db.col.start'));
    tr.appendChild(start);
    tr.appendChild(el('td', { class: 'col-result' }, row.result === '1/2-1/2' ? '½–½' : row.result));
    const plies = el('td', { class: 'col-plies' }, String(row.plies));
    plies.setAttribute('data-label', t('db.col.plies'));
    tr.appendChild(plies);
    return tr;
  }

  // Marks the sorted column (aria-sort and the arrow).
  drawHeader() {
    document.querySelectorAll('#games-table th[data-column]').forEach((th) => {
      const active = th.getAttribute('data-column') === this.options.column;
      if (active) th.setAttribute('aria-sort', this.options.direction);
      else th.removeAttribute('aria-sort');
      const mark = /** @type {HTMLElement} */ (th.querySelector('.sort-mark'));
      mark.textContent = active ? (this.options.direction === 'ascending' ? ' ▲' : ' ▼') : '';
    });
  }

  // Draws the rows, the count, the caption and the "more" button.
  render() {
    if (part('games-panel').hidden) return;
    const shown = list.view(this.rows, this.options);
    const body = part('games-rows');
    body.textContent = '';
    shown.slice(0, this.limit).forEach((row) => body.appendChild(this.rowElement(row)));
    this.drawHeader();
    const bad = this.rows.filter((r) => r.error).length;
    const from = this.name ? this.name : t('db.pasted');
    // the counts as numbers: the catalogue's plurals choose the form and write them
    const total = this.rows.length;
    part('games-summary').textContent = t(bad ? 'db.summaryBad' : 'db.summary', { name: from, count: total, bad });
    part('games-count').textContent =
      shown.length === this.rows.length ? t('db.countAll', { total }) : t('db.count', { shown: shown.length, total });
    const column = t('db.col.' + (this.options.column === 'startNumber' ? 'start' : this.options.column));
    part('games-caption').textContent = t('db.caption', {
      name: from,
      column: column,
      direction: t('db.' + this.options.direction),
    });
    part('games-none').hidden = shown.length > 0;
    const more = part('games-more');
    more.hidden = shown.length <= this.limit;
    const left = shown.length - this.limit;
    more.textContent = left > 0 ? t('db.more', { n: count(Math.min(PAGE, left)), left: count(left) }) : '';
    part('games-number-error').textContent = this.numberError ? this.numberError() : '';
  }

  // Reads the filter boxes into the options and draws the list (soon, for a large list).
  filterChanged() {
    this.options.player = field('games-player').value;
    const text = field('games-number').value;
    this.numberError = null;
    this.options.number = null;
    if (text.trim()) {
      const read = this.readNumber(text);
      if (read.error !== undefined) this.numberError = () => numberMessage(read) + ' ' + t('db.numberIgnored');
      else this.options.number = read.number;
    }
    if (this.numberError) field('games-number').setAttribute('aria-invalid', 'true');
    else field('games-number').removeAttribute('aria-invalid');
    this.limit = PAGE;
    clearTimeout(this.timer);
    if (this.rows.length > 2000) this.timer = setTimeout(() => this.render(), 150);
    else this.render();
  }

  // Sorts by a column: the sorted one turns round, another starts ascending.
  /** @param {string} column */
  sortBy(column) {
    if (this.options.column === column)
      this.options.direction = this.options.direction === 'ascending' ? 'descending' : 'ascending';
    else this.options = Object.assign({}, this.options, { column: column, direction: 'ascending' });
    this.render();
  }

  // Shows the list of a file's games and moves the focus to its heading.
  /** @param {GameRow[]} list @param {string | null} fileName */
  show(list, fileName) {
    this.rows = list;
    this.name = fileName || null;
    this.openedGame = null;
    this.limit = PAGE;
    this.numberError = null;
    this.options = Object.assign({}, FIRST_ORDER);
    field('games-player').value = '';
    field('games-number').value = '';
    field('games-number').removeAttribute('aria-invalid');
    part('games-panel').hidden = false;
    this.render();
    part('games-title').focus();
  }

  // Hides the list (the focus goes back to the PGN box); the games are freed.
  hide() {
    part('games-panel').hidden = true;
    part('games-rows').textContent = '';
    this.rows = [];
    part('pgn-in').focus();
    this.followers.close.forEach((fn) => fn());
  }

  // Marks the game shown on the board.
  /** @param {number | null} game */
  opened(game) {
    this.openedGame = game;
    this.render();
  }

  // Binds the list's controls (see the header).
  start() {
    part('games-filter').addEventListener('submit', (ev) => ev.preventDefault());
    field('games-player').addEventListener('input', () => this.filterChanged());
    field('games-number').addEventListener('input', () => this.filterChanged());
    document.querySelectorAll('#games-table .sort-btn').forEach((b) => {
      // every sort button of the table names its column (play.html)
      b.addEventListener('click', () => this.sortBy(/** @type {string} */ (b.getAttribute('data-sort'))));
    });
    part('games-more').addEventListener('click', () => {
      this.limit += PAGE;
      this.render();
    });
    part('games-close').addEventListener('click', () => this.hide());
    i18n.onChange(() => this.render());
  }
}
