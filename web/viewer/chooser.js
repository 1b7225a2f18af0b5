// The game chooser of <chess960-game> for a file of several games: a filter by player, the games
// as buttons (players, result, round, date, start number) and a small diagram of the start of the
// game under the pointer or focus (else the one shown). Rows are drawn from what the library's
// index says (tags), never by reading the PGN; a pick is reported through onPick(index).
import { render as renderBoard } from '../board/board.js';
import { el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';

// Returns a row's text of the players and result: "Anna – Ben 1-0".
function rowTitle(row, lang) {
  return t('viewer.gameRow', { white: row.white, black: row.black, result: row.result }, lang).trim();
}

// Returns a row's details: round, date, start number.
function rowDetails(row, lang) {
  const parts = [];
  if (row.round) parts.push(t('viewer.round', { round: row.round }, lang));
  if (row.date) parts.push(row.date);
  if (row.startNumber !== null) parts.push(t('viewer.startNo', { n: row.startNumber }, lang));
  return parts.join(' · ');
}

// Returns the chooser: { root, show(rows, index, lang), setCurrent(index) }. piecesOf(row)
// gives the pieces of a game's start for the diagram.
export function createChooser({ onPick, piecesOf }) {
  const filter = el('input', { type: 'search', class: 'filter', part: 'filter', autocomplete: 'off' });
  const label = el('label', { class: 'filter-label' }, el('span', { class: 'filter-text' }), filter);
  const count = el('p', { class: 'count', 'aria-live': 'polite' });
  const list = el('ol', { class: 'games', part: 'games' });
  const empty = el('p', { class: 'no-match', hidden: true });
  const preview = el('div', { class: 'preview', 'aria-hidden': 'true' });
  const root = el(
    'section',
    { class: 'chooser', part: 'chooser', hidden: true },
    el('div', { class: 'chooser-head' }, label, count),
    el('div', { class: 'chooser-body' }, el('div', { class: 'games-box' }, list, empty), preview),
  );
  const board = renderBoard(preview, { coords: false });
  let rows = [];
  let current = 0;
  let lang = 'en';

  // Draws the start of a row's game in the small diagram.
  const previewRow = (row) => board.setPieces(row ? piecesOf(row) : {});

  // Shows the rows whose players hold the filter's text.
  const apply = () => {
    const needle = filter.value.trim().toLowerCase();
    let shown = 0;
    for (const item of list.children) {
      const row = rows[Number(item.firstChild.getAttribute('data-game'))];
      const match = !needle || row.white.toLowerCase().includes(needle) || row.black.toLowerCase().includes(needle);
      item.hidden = !match;
      if (match) shown++;
    }
    empty.hidden = shown > 0;
    count.textContent = needle
      ? t('viewer.filterCount', { count: shown, total: rows.length }, lang)
      : t('viewer.gameCount', { count: rows.length }, lang);
  };

  filter.addEventListener('input', apply);
  list.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-game]');
    if (button) onPick(Number(button.getAttribute('data-game')));
  });
  const hover = (event) => {
    const button = event.target.closest && event.target.closest('button[data-game]');
    previewRow(button ? rows[Number(button.getAttribute('data-game'))] : rows[current]);
  };
  list.addEventListener('pointerover', hover);
  list.addEventListener('focusin', hover);
  list.addEventListener('pointerleave', () => previewRow(rows[current]));

  // Marks the game shown.
  const setCurrent = (index) => {
    current = index;
    for (const item of list.children) {
      const button = item.firstChild;
      const on = Number(button.getAttribute('data-game')) === index;
      button.setAttribute('aria-current', on ? 'true' : 'false');
    }
    previewRow(rows[index]);
  };

  // Draws the rows (a file of one game hides the chooser).
  const show = (newRows, index, newLang) => {
    rows = newRows;
    lang = newLang;
    root.hidden = rows.length < 2;
    label.firstChild.textContent = t('viewer.filter', null, lang);
    empty.textContent = t('viewer.noMatch', null, lang);
    root.setAttribute('aria-label', t('viewer.games', null, lang));
    const items = rows.map((row) =>
      el(
        'li',
        null,
        el(
          'button',
          { type: 'button', class: 'game', 'data-game': row.index },
          el('span', { class: 'game-no' }, String(row.index + 1)),
          el('span', { class: 'game-title' }, rowTitle(row, lang)),
          el('span', { class: 'game-details' }, rowDetails(row, lang)),
        ),
      ),
    );
    list.replaceChildren(...items);
    apply();
    setCurrent(index);
  };

  return { root, show, setCurrent };
}
