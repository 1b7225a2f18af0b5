// embed-docs.html, the page's entry: the guide for club webmasters. Fills the copy-paste
// snippets (embed/snippets.js) with this site's address (when served over http/https), the
// chosen start position and the page language; copies them; keeps the example widget and image
// on the same position and the example games (<chess960-game>) in the page's language. The game
// snippets carry the PGN the single example is written with. The position box is read by the one start-number reader over the library.
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { copyText, loadApi, onReady, setUpLanguage } from '../shared/page.js';
import * as startNumber from '../shared/start-number.js';
import { siteBase, snippets } from './snippets.js';
import './words.js';

const STATUS_MS = 4000; // how long "copied" stays
const DEFAULT_NUMBER = 518;

const state = { base: null, number: DEFAULT_NUMBER, refused: null, core: null, pgn: '' };

// Fills an element with text whose `quoted` parts are shown as code.
function rich(element, text) {
  element.replaceChildren(
    ...String(text)
      .split('`')
      .map((part, i) => (i % 2 ? el('code', null, part) : part))
      .filter((part) => part !== ''),
  );
}

// Selects the text of an element (for a copy by hand where the clipboard is refused).
function selectText(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

// Copies a snippet; where the clipboard is refused, selects it and says how to copy.
function copySnippet(pre, status) {
  copyText(pre.textContent, (ok) => {
    if (!ok) selectText(pre);
    status.textContent = i18n.t(ok ? 'embed.copied' : 'embed.selected');
    setTimeout(() => {
      status.textContent = '';
    }, STATUS_MS);
  });
}

// Adds a copy button and its status line after every snippet.
function addCopyButtons() {
  for (const pre of document.querySelectorAll('pre.snippet')) {
    const attrs = {
      type: 'button',
      class: 'btn copy',
      'data-i18n': 'embed.copy',
      'data-copy': pre.getAttribute('data-snippet'),
    };
    const button = el('button', attrs, i18n.t('embed.copy'));
    const status = el('span', { class: 'copy-status', role: 'status' });
    pre.after(el('p', { class: 'copy-row' }, button, status));
    button.addEventListener('click', () => copySnippet(pre, status));
  }
}

// Keeps the example widget and image on the position chosen, in the page's language.
function renderExamples(lang) {
  const demo = document.querySelector('.demo-widget');
  const image = document.querySelector('.demo-img');
  if (demo) {
    demo.setAttribute('lang', lang);
    demo.setAttribute('n', String(state.number));
  }
  if (image) {
    image.src = `svg/${state.number}.svg`;
    image.alt = i18n.t('embed.positionName', { n: state.number });
  }
  for (const game of document.querySelectorAll('.demo-game'))
    if (game.getAttribute('lang') !== lang) game.setAttribute('lang', lang);
}

// Redraws everything that depends on the language, the position or a refused entry.
function render() {
  const lang = i18n.lang();
  const shownBase = state.base || i18n.t('embed.baseExample');
  rich(byId('base-note'), i18n.t(state.base ? 'embed.baseOnline' : 'embed.baseOffline', { base: shownBase }));
  for (const element of document.querySelectorAll('[data-i18n-rich]'))
    rich(element, i18n.t(element.getAttribute('data-i18n-rich')));
  const texts = snippets(shownBase, state.number, lang, state.pgn);
  for (const pre of document.querySelectorAll('pre[data-snippet]'))
    pre.textContent = texts[pre.getAttribute('data-snippet')];
  byId('n-error').textContent = state.refused ? startNumber.message(state.refused) : '';
  byId('n').setAttribute('aria-invalid', state.refused ? 'true' : 'false');
  renderExamples(lang);
}

// Reads the position box with the one reader (once the library is there).
function readInput() {
  if (!state.core) return;
  const result = startNumber.read(byId('n').value, state.core, { allowText: true });
  state.refused = result.error ? result : null;
  if (!result.error) state.number = result.number;
  render();
}

// Starts the page: language, snippets, the position box and the examples.
function start() {
  state.base = siteBase(location);
  const example = document.querySelector('#demo-game pre.chess960-pgn');
  state.pgn = example ? example.textContent.trim() : '';
  addCopyButtons();
  i18n.onChange(render);
  setUpLanguage();
  byId('n').addEventListener('input', readInput);
  byId('number-form').addEventListener('submit', (event) => {
    event.preventDefault();
    readInput();
  });
  loadApi().then(
    (api) => {
      state.core = startNumber.apiCore(api);
      readInput();
      document.documentElement.setAttribute('data-ready', 'true');
    },
    (err) => {
      byId('n-error').textContent = i18n.error(err);
      document.documentElement.setAttribute('data-ready', 'true');
    },
  );
}

onReady(start);
