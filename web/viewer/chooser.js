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

// How long one task draws rows (ms): a file of thousands of games is drawn a slice at a time, so
// that the page answers meanwhile.
const SLICE_MS = 12;

// Returns a row's button.
function rowButton(row, lang) {
  return el(
    'li',
    null,
    el(
      'button',
      { type: 'button', class: 'game', 'data-game': row.index, 'aria-current': 'false' },
      el('span', { class: 'game-no' }, String(row.index + 1)),
      el('span', { class: 'game-title' }, rowTitle(row, lang)),
      el('span', { class: 'game-details' }, rowDetails(row, lang)),
    ),
  );
}

// Returns the chooser: { root, show(count, rowAt, index, lang), setCurrent(index) }; rowAt(i)
// gives game i's row, piecesOf(row) the pieces of its start for the diagram.
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
  let total = 0;
  let rowAt = () => null;
  let current = 0;
  let lang = 'en';
  let drawing = 0; // the drawing under way (a new file stops the one before)

  // Draws the start of game i in the small diagram.
  const previewGame = (i) => board.setPieces(i < total ? piecesOf(rowAt(i)) : {});
  // Returns true when a row's players hold the filter's text.
  const matches = (row, needle) =>
    !needle || row.white.toLowerCase().includes(needle) || row.black.toLowerCase().includes(needle);

  // Says how many games there are, or how many of the rows drawn hold the filter's text.
  const showCount = () => {
    const needle = filter.value.trim().toLowerCase();
    let shown = 0;
    for (const item of list.children) if (!item.hidden) shown++;
    empty.hidden = shown > 0 || list.children.length < total;
    count.textContent = needle
      ? t('viewer.filterCount', { count: shown, total }, lang)
      : t('viewer.gameCount', { count: total }, lang);
  };

  // Shows the rows drawn so far whose players hold the filter's text, and how many there are.
  const apply = () => {
    const needle = filter.value.trim().toLowerCase();
    for (const item of list.children)
      item.hidden = !matches(rowAt(Number(item.firstChild.getAttribute('data-game'))), needle);
    showCount();
  };

  filter.addEventListener('input', apply);
  list.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-game]');
    if (button) onPick(Number(button.getAttribute('data-game')));
  });
  const hover = (event) => {
    const button = event.target.closest && event.target.closest('button[data-game]');
    previewGame(button ? Number(button.getAttribute('data-game')) : current);
  };
  list.addEventListener('pointerover', hover);
  list.addEventListener('focusin', hover);
  list.addEventListener('pointerleave', () => previewGame(current));

  // Marks the game shown.
  const setCurrent = (index) => {
    const before = list.children[current];
    if (before) before.firstChild.setAttribute('aria-current', 'false');
    current = index;
    const item = list.children[index];
    if (item) item.firstChild.setAttribute('aria-current', 'true');
    previewGame(index);
  };

  // Draws rows from `from` on for a slice of time, then the rest in a task of its own.
  const drawFrom = (from, token) => {
    if (token !== drawing) return;
    const needle = filter.value.trim().toLowerCase();
    const until = performance.now() + SLICE_MS;
    const items = [];
    let i = from;
    for (; i < total && (i === from || performance.now() < until); i++) {
      const item = rowButton(rowAt(i), lang);
      item.hidden = !matches(rowAt(i), needle);
      if (i === current) item.firstChild.setAttribute('aria-current', 'true');
      items.push(item);
    }
    list.append(...items);
    if (i < total) setTimeout(() => drawFrom(i, token), 0);
    else list.setAttribute('data-complete', '');
    if (from === 0 || i === total) showCount();
  };

  // Draws the rows of a file of `newTotal` games (a file of one game hides the chooser).
  const show = (newTotal, newRowAt, index, newLang) => {
    total = newTotal;
    rowAt = newRowAt;
    lang = newLang;
    current = index;
    root.hidden = total < 2;
    label.firstChild.textContent = t('viewer.filter', null, lang);
    empty.textContent = t('viewer.noMatch', null, lang);
    root.setAttribute('aria-label', t('viewer.games', null, lang));
    list.replaceChildren();
    list.removeAttribute('data-complete');
    count.textContent = '';
    previewGame(index);
    // The rows come in tasks of their own, after the game shown.
    const token = ++drawing;
    if (total > 1) setTimeout(() => drawFrom(0, token), 0);
  };

  return { root, show, setCurrent };
}
