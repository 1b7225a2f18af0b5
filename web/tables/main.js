// The printable tables page (tables.html?n=740), its entry: the king table and the bishop table
// on one A4 page with the row and columns of the number marked, a number box and print.
import * as twoTables from '../components/two-tables/two-tables.js';
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { backRank, loadApi, onReady, queryParams, setUpLanguage, updateUrl } from '../shared/page.js';
import { setNumber } from '../shared/site-nav.js';
import * as startNumber from '../shared/start-number.js';
import './words.js';

const DEFAULT_NUMBER = 518;
const state = { api: null, tables: null, pos: null, error: null };

// Shows a start position: marks, the sum above the tables, the title, the address.
function show(pos) {
  state.pos = pos;
  const sum = i18n.t('tables.sheetSum', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex });
  const letters = el('span', { class: 'rank-letters', lang: i18n.lang() }, backRank(state.api, pos));
  byId('sum').replaceChildren(`${sum} `, letters);
  state.tables.show(pos);
  byId('n').value = String(pos.number);
  document.title = i18n.t('tables.pageTitle', { n: pos.number });
  updateUrl({ n: pos.number });
  setNumber(pos.number);
}

// Shows a refused entry (or nothing) under the form.
function showError(result) {
  state.error = result;
  byId('tools-error').textContent = result ? startNumber.message(result) : '';
  if (result) byId('n').setAttribute('aria-invalid', 'true');
  else byId('n').removeAttribute('aria-invalid');
}

// Reads the number box and shows its position, or says why not.
function submit(ev) {
  ev.preventDefault();
  const result = startNumber.read(byId('n').value, startNumber.apiCore(state.api), { allowText: true });
  if (result.error) {
    showError(result);
    return;
  }
  showError(null);
  show(state.api.startPosition(result.number));
}

// Fills everything that depends on the language again.
function relabel() {
  if (!state.api) return;
  state.tables.build();
  if (state.pos) show(state.pos);
  if (state.error) showError(state.error);
}

// Returns the number ?n= names (the one reader), else 518 with the error shown.
function firstNumber(api) {
  const n = queryParams().get('n');
  if (n === null) return DEFAULT_NUMBER;
  const result = startNumber.read(n, startNumber.apiCore(api));
  if (!result.error) return result.number;
  showError({ error: 'ERR_URL', value: `n=${n}` });
  return DEFAULT_NUMBER;
}

// Builds the tables once the library is there and shows the position of the address.
function open(api) {
  state.api = api;
  state.tables = twoTables.create(byId('king-table'), byId('bishop-table'), api);
  state.tables.build();
  show(api.startPosition(firstNumber(api)));
  byId('tools').addEventListener('submit', submit);
  document.documentElement.setAttribute('data-ready', 'true');
}

// Sets the page up: language, the print button, then the library.
function start() {
  setUpLanguage();
  i18n.onChange(relabel);
  byId('print').addEventListener('click', () => print());
  loadApi().then(open, (err) => {
    byId('tools-error').textContent = i18n.error(err);
  });
}

onReady(start);
