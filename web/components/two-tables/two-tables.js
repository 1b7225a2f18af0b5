// @ts-check
// The two tables for drawing without a computer (docs/numbering.md): the king table (60 rows:
// base 0, 16, …, 944 and the order of the six pieces other than the bishops) in three column
// groups, and the bishop table (16 rows: where the bishops stand for the remainder 0..15).
// Shown by the start page and the printable tables page. The rows come from chess960.js and the
// letters from the core's table (PIECE_LETTERS); this module only lays them out and marks the
// row and columns of a number. Its words are the area 'two-tables'.
//
//   create(kingTable, bishopTable, api) -> tables   (the <table> elements to fill)
//   tables.build()         (again after a language change)
//   tables.show(pos)       marks the position's king row, bishop row and bishop columns; returns
//                          { sum, text }: "518 = 512 + 6" and the whole sum in words
import { backRank } from 'chess960/numbering';
import { clear, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { letterSet, pieceLetters } from '../../shared/piece-letters.js';
import './words.js';

/**
 * @import { BishopTableRow, Chess960Api, KingTableRow, StartPosition } from '../../../package/types/index.js'
 * @import { PieceLetters } from '../../../package/types/numbering.js'
 * @typedef {object} TwoTables the two tables' controller
 * @property {() => void} build fills both tables in the page's language (keeping the marks)
 * @property {(pos: StartPosition) => { sum: string, text: string }} show marks a start position's
 *   rows and bishop columns; returns its sum in figures and in words
 */

const FILES = 'abcdefgh';
const GROUPS = 3;

// Returns the piece letters of the page's language ({ K, Q, R, B, N }).
/** @returns {Readonly<PieceLetters>} */
function letters() {
  return pieceLetters(i18n.lang());
}

// Returns the piece letters of a king-table row in the page's letters.
/** @param {KingTableRow} row @returns {string} */
function piecesOf(row) {
  const own = letters();
  return row.pieces.replace(/[KQRBN]/g, (c) => own[/** @type {keyof PieceLetters} */ (c)]);
}

// Returns a header cell for a column or a row.
/** @param {string} text @param {'col' | 'row'} scope @param {string} [className] @returns {HTMLElement} */
function header(text, scope, className) {
  return el('th', { class: className, scope }, text);
}

// Fills the king table: its hidden caption, the header of the column groups, the rows.
/** @param {HTMLTableElement} table @param {KingTableRow[]} kingRows */
function buildKingTable(table, kingRows) {
  const per = Math.ceil(kingRows.length / GROUPS);
  const groupClass = (/** @type {number} */ g) => 'num' + (g ? ' group-start' : '');
  const headRow = el('tr');
  for (let g = 0; g < GROUPS; g++)
    headRow.append(header(i18n.t('tables.colNumber'), 'col', groupClass(g)), header(i18n.t('tables.colPieces'), 'col'));
  const body = el('tbody');
  for (let r = 0; r < per; r++) {
    const tr = body.appendChild(el('tr'));
    for (let g = 0; g < GROUPS; g++) {
      const row = kingRows[g * per + r];
      const base = row ? String(row.base) : null;
      tr.append(
        el('th', { class: groupClass(g), scope: 'row', 'data-base': base }, row ? String(row.base) : ''),
        el('td', { class: 'pieces', 'data-base': base }, row ? piecesOf(row) : ''),
      );
    }
  }
  clear(table);
  table.append(
    el('caption', { class: 'visually-hidden' }, i18n.t('tables.kingCaption')),
    el('thead', {}, headRow),
    body,
  );
}

// Fills the bishop table: its hidden caption, the files, a row per remainder with the bishops.
/** @param {HTMLTableElement} table @param {BishopTableRow[]} bishopRows */
function buildBishopTable(table, bishopRows) {
  const bishop = letters().B;
  const headRow = el('tr', {}, header(i18n.t('tables.colRest'), 'col', 'num'));
  for (const f of FILES) headRow.append(el('th', { class: 'file', scope: 'col', 'data-file': f }, f));
  const body = el('tbody');
  for (const row of bishopRows) {
    const tr = body.appendChild(el('tr', { 'data-index': String(row.index) }, header(String(row.index), 'row', 'num')));
    [...row.pattern].forEach((ch, i) => {
      const has = ch !== '-';
      tr.append(el('td', { class: has ? 'bishop' : 'empty', 'data-file': FILES[i] }, has ? bishop : '–'));
    });
  }
  clear(table);
  table.append(
    el('caption', { class: 'visually-hidden' }, i18n.t('tables.bishopCaption')),
    el('thead', {}, headRow),
    body,
  );
}

// Removes the marks of the previous number from both tables.
/** @param {HTMLTableElement[]} tables */
function unmark(tables) {
  for (const table of tables) {
    table.querySelectorAll('.is-current, .is-col').forEach((n) => {
      n.classList.remove('is-current', 'is-col');
      n.removeAttribute('aria-current');
    });
  }
}

// Marks a node as the current row or column.
/** @param {Element} node */
function markCurrent(node) {
  node.classList.add('is-current');
  node.setAttribute('aria-current', 'true');
}

// Marks the bishop row of a remainder and its bishops' columns; returns the row's pattern in the
// page's letters ("--L--L--").
/** @param {HTMLTableElement} bishopTable @param {number} index @returns {string} */
function markBishops(bishopTable, index) {
  // The table has a row per remainder 0..15 and a header cell and a cell per file (build).
  const bishopRow = /** @type {HTMLTableRowElement} */ (bishopTable.querySelector('tr[data-index="' + index + '"]'));
  markCurrent(bishopRow);
  const bishop = letters().B;
  return [...FILES]
    .map((f) => {
      const cell = /** @type {HTMLTableCellElement} */ (bishopRow.querySelector('td[data-file="' + f + '"]'));
      if (!cell.classList.contains('bishop')) return '-';
      const head = /** @type {HTMLTableCellElement} */ (bishopTable.querySelector('th[data-file="' + f + '"]'));
      head.classList.add('is-current');
      bishopTable.querySelectorAll('td[data-file="' + f + '"]').forEach((c) => c.classList.add('is-col'));
      return bishop;
    })
    .join('');
}

// Returns the two tables' controller (see the header).
/** @param {HTMLTableElement} kingTable @param {HTMLTableElement} bishopTable @param {Chess960Api} api @returns {TwoTables} */
export function create(kingTable, bishopTable, api) {
  const kingRows = api.kingTable();
  const bishopRows = api.bishopTable();
  /** @type {StartPosition | null} */
  let shown = null;

  // Marks a start position's rows and bishop columns; returns its sum in figures and in words.
  /** @param {StartPosition} pos */
  function show(pos) {
    shown = pos;
    unmark([kingTable, bishopTable]);
    kingTable.querySelectorAll('[data-base="' + pos.kingTableBase + '"]').forEach(markCurrent);
    const pattern = markBishops(bishopTable, pos.bishopIndex);
    // Every base of a start position has its row in the king table.
    const kingRow = /** @type {KingTableRow} */ (kingRows.find((r) => r.base === pos.kingTableBase));
    return {
      sum: i18n.t('tables.sum', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex }),
      text: i18n.t('tables.sumText', {
        base: pos.kingTableBase,
        index: pos.bishopIndex,
        pieces: piecesOf(kingRow),
        pattern,
        rank: backRank(pos.number, { letters: letterSet(i18n.lang()) }),
      }),
    };
  }

  return {
    // Fills both tables in the page's language (and keeps the marks of the number shown).
    build() {
      buildKingTable(kingTable, kingRows);
      buildBishopTable(bishopTable, bishopRows);
      if (shown) show(shown);
    },
    show,
  };
}
