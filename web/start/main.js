// The start page ("setzen / losen"), the entry of index.html: a start position from a number, a
// back rank or a start FEN (the one reader, shared/start-number.js), or drawn at random; the
// diagram (drawn early by shared/first-diagram.js where the address names a number), the number,
// the back rank in the page's and in English letters, the FEN with a copy button, the position's
// castling card and facts, and the two tables. Every chess fact comes from the library.
import * as castlingCard from '../components/castling-card/castling-card.js';
import * as facts from '../components/facts/facts.js';
import * as twoTables from '../components/two-tables/two-tables.js';
import { byId, el } from '../shared/dom.js';
import * as firstDiagram from '../shared/first-diagram.js';
import * as i18n from '../shared/i18n.js';
import {
  backRank,
  copyText,
  loadApi,
  onReady,
  queryParams,
  setUpLanguage,
  storageGet,
  storageSet,
  updateUrl,
} from '../shared/page.js';
import { pieceLegend } from '../shared/piece-legend.js';
import { setNumber } from '../shared/site-nav.js';
import * as startNumber from '../shared/start-number.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import './words.js';

const ONE_BASED_KEY = 'chess960.oneBased';
const DEFAULT_NUMBER = 518;
const COPY_STATUS_MS = 4000;

const state = {
  api: null,
  pos: null,
  board: null,
  tables: null,
  error: null, // the refused entry shown, said again after a language switch
  copyTimer: 0,
};

// Returns true while numbers count 1..960.
function oneBased() {
  return byId('one-based').checked;
}

// Shows why an entry was refused (in the page's language) and marks the number box.
function showError(result) {
  state.error = result;
  byId('error').textContent = startNumber.message({ ...result, oneBased: oneBased() });
  byId('number').setAttribute('aria-invalid', 'true');
}

// Removes the message of a refused entry.
function clearError() {
  state.error = null;
  byId('error').textContent = '';
  byId('number').removeAttribute('aria-invalid');
}

// Writes the number (with its 1..960 form), the back ranks and the FEN of a start position.
function showFacts(pos) {
  const shown = oneBased() && pos.number === 0 ? 960 : pos.number;
  const key = shown !== pos.number ? 'start.positionNoOneBased' : 'position.no';
  byId('pos-number').textContent = i18n.t(key, { n: pos.number });
  byId('pos-note').textContent = pos.number === DEFAULT_NUMBER ? i18n.t('start.classical') : '';
  // The page language's letters (German on the English page), then English.
  const own = i18n.lang() === 'en' ? 'de' : i18n.lang();
  byId('rank-de').textContent = backRank(state.api, pos, own);
  byId('rank-de').lang = own;
  byId('rank-en').textContent = pos.backRank;
  showFen(pos.fen);
  return shown;
}

// Shows the castling card and the facts block of a start position.
function showCards(pos) {
  facts.render(byId('position-facts'), pos, state.api);
  const card = castlingCard.castlingOfStart(state.api, pos.number);
  castlingCard.render(byId('castling'), card.castling, { mode: 'start', fide: true });
}

// Shows a start position; keepField leaves the number box, keepUrl the address as they are;
// push makes the address a new history entry (setzen, losen), else it replaces the current one.
function showPosition(pos, { keepField = false, keepUrl = false, push = false } = {}) {
  state.pos = pos;
  state.board.setPieces(pos.pieces);
  state.board.setLabel(i18n.t('position.boardLabel', { n: pos.number, rank: backRank(state.api, pos) }));
  const shown = showFacts(pos);
  document.title = i18n.t('start.pageTitle', { n: pos.number });
  if (!keepField) byId('number').value = String(shown);
  if (state.tables) showTables(pos);
  showCards(pos);
  if (!keepUrl) updateUrl({ n: pos.number }, { push });
  setNumber(pos.number);
}

// Writes the FEN with a line-break opportunity after each "/" (copying uses the FEN itself).
function showFen(fen) {
  const parts = fen.split('/');
  const pieces = parts.flatMap((part, i) => (i < parts.length - 1 ? [part + '/', el('wbr')] : [part]));
  byId('fen').replaceChildren(...pieces);
}

// Marks the position in the two tables and writes its sum.
function showTables(pos) {
  const sum = state.tables.show(pos);
  byId('tables-sum').textContent = sum.sum;
  byId('tables-summary-sum').textContent = `(${sum.sum})`;
  byId('tables-sum-text').textContent = sum.text;
}

// "setzen": the position the number box names, or why not.
function setzen() {
  if (!state.api) return;
  const text = byId('number').value;
  const result = startNumber.read(text, startNumber.apiCore(state.api), { oneBased: oneBased(), allowText: true });
  if (result.error) {
    showError(result);
    byId('number').focus();
    return;
  }
  clearError();
  showPosition(state.api.startPosition(result.number), { push: true });
}

// "losen": a position drawn at random (crypto.getRandomValues in the library).
function losen() {
  if (!state.api) return;
  try {
    const pos = state.api.randomPosition();
    clearError();
    showPosition(pos, { push: true });
  } catch (err) {
    byId('error').textContent = i18n.error(err);
  }
}

// Selects the FEN on the page (when the clipboard refuses), so the user can copy it by hand.
function selectFen() {
  try {
    const range = document.createRange();
    range.selectNodeContents(byId('fen'));
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  } catch {
    /* nothing more to do */
  }
}

// Copies the FEN of the position shown and says for a while whether it worked.
function copyFen() {
  if (!state.pos) return;
  copyText(state.pos.fen, (ok) => {
    if (!ok) selectFen();
    byId('copy-status').textContent = i18n.t(ok ? 'start.copied' : 'start.copyFailed');
    clearTimeout(state.copyTimer);
    state.copyTimer = setTimeout(() => {
      byId('copy-status').textContent = '';
    }, COPY_STATUS_MS);
  });
}

// Fills what depends on the language or the 1..960 count again.
function relabel() {
  byId('number-hint').textContent = i18n.t(oneBased() ? 'start.numberHintOneBased' : 'start.numberHint');
  byId('legend').textContent = pieceLegend();
  byId('copy-status').textContent = '';
  if (state.tables) state.tables.build();
  if (state.pos) showPosition(state.pos, { keepUrl: true, keepField: true });
  else document.title = i18n.t('start.pageTitlePlain');
  if (state.error) showError(state.error);
}

// Disables the buttons while the library is not there.
function setBusy(busy) {
  for (const id of ['setzen', 'losen', 'copy']) byId(id).disabled = busy;
}

// Builds the two tables after the first diagram is painted, not before it.
function buildTablesLater() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      state.tables = twoTables.create(byId('king-table'), byId('bishop-table'), state.api);
      state.tables.build();
      if (state.pos) showTables(state.pos);
      document.documentElement.setAttribute('data-ready', 'true');
    }, 0),
  );
}

// Shows the position of ?n= (the one reader, as the number box reads it: a number with leading
// zeros, a back rank, a start FEN), else number 518; on the first load and on Back / Forward.
function openAddressPosition(api) {
  const n = queryParams().get('n');
  if (n === null) {
    clearError();
    showPosition(api.startPosition(DEFAULT_NUMBER), { keepUrl: true });
    return;
  }
  const result = startNumber.read(n, startNumber.apiCore(api), { allowText: true });
  if (result.error) {
    showError({ error: 'ERR_URL', value: `n=${n}` });
    showPosition(api.startPosition(DEFAULT_NUMBER), { keepUrl: true });
  } else {
    clearError();
    showPosition(api.startPosition(result.number));
  }
}

// Connects the form, the buttons and the 1..960 switch.
function listen() {
  byId('entry').addEventListener('submit', (ev) => {
    ev.preventDefault();
    setzen();
  });
  byId('losen').addEventListener('click', losen);
  byId('copy').addEventListener('click', copyFen);
  byId('one-based').addEventListener('change', () => {
    storageSet(ONE_BASED_KEY, oneBased() ? '1' : '0');
    relabel();
  });
  // Back and Forward: the position of the address reached, without a new entry.
  window.addEventListener('popstate', () => {
    if (state.api) openAddressPosition(state.api);
  });
}

// Sets the page up: language, the board drawn early (or now), then the library and the position.
function start() {
  if (storageGet(ONE_BASED_KEY) === '1') byId('one-based').checked = true;
  i18n.onChange(relabel);
  setUpLanguage();
  listen();
  state.board = firstDiagram.board(byId('board'), { coords: 'outside', label: i18n.t('start.boardLoading') });
  if (!oneBased()) firstDiagram.paint(state.board, queryParams());
  byId('pos-number').textContent = i18n.t('loading');
  setBusy(true);
  loadApi().then(
    (api) => {
      state.api = api;
      setBusy(false);
      openAddressPosition(api);
      buildTablesLater();
    },
    (err) => {
      byId('error').textContent = i18n.error(err);
    },
  );
}

onReady(start);
registerServiceWorker();
