// What every page does the same way: storage that may be refused, the address, copying, the
// language menu in the header, back ranks in the page's letters, and the library started after
// the page's first frame.
import { createChess960 } from 'chess960';
import { afterPaint } from './after-paint.js';
import { byId, el } from './dom.js';
import * as i18n from './i18n.js';
import './words.js';

export { afterPaint };

// Returns the stored value of key, or null where storage is refused (privacy mode, file://).
export function storageGet(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// Stores value under key; returns false where storage is refused or full.
export function storageSet(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// Returns the query parameters of the page's address (none where the URL API fails).
export function queryParams() {
  try {
    return new URLSearchParams(location.search);
  } catch {
    return new URLSearchParams('');
  }
}

// Writes changes into the address ({ n: 518 } sets ?n=518, null removes) without reloading;
// { push: true } makes it a new history entry (Back returns to the address before).
export function updateUrl(changes, { push = false } = {}) {
  try {
    const url = new URL(location.href);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) url.searchParams.delete(key);
      else url.searchParams.set(key, String(value));
    }
    if (url.href === location.href) return;
    if (push) history.pushState(null, '', url.href);
    else history.replaceState(null, '', url.href);
  } catch {
    /* some browsers refuse history changes for file:// pages */
  }
}

// Copies text through a hidden text area (old browsers, file://); returns true if it worked.
function fallbackCopy(text) {
  const area = el('textarea', { readonly: true, 'aria-hidden': 'true', class: 'visually-hidden' });
  area.value = text;
  document.body.appendChild(area);
  const focused = document.activeElement;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  document.body.removeChild(area);
  if (focused && typeof focused.focus === 'function') focused.focus();
  return ok;
}

// Copies text to the clipboard (Clipboard API, else the hidden text area) and calls done(ok).
export function copyText(text, done) {
  const clipboard = navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    clipboard.writeText(text).then(
      () => done(true),
      () => done(fallbackCopy(text)),
    );
  } else {
    done(fallbackCopy(text));
  }
}

// Runs start once the document has been parsed.
export function onReady(start) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

// Shows the page in its language and makes the #lang menu choose among the languages, each
// named in itself (remembered for all pages; a ?lang= in the address follows the choice).
export function setUpLanguage() {
  const menu = byId('lang');
  if (menu) {
    for (const code of i18n.languages) menu.appendChild(el('option', { value: code, lang: code }, i18n.names[code]));
    i18n.onChange(() => {
      menu.value = i18n.lang();
      menu.setAttribute('aria-label', i18n.t('lang.label'));
    });
    menu.addEventListener('change', () => {
      i18n.setLang(menu.value, true);
      if (queryParams().has('lang')) updateUrl({ lang: i18n.lang() });
    });
  }
  i18n.setLang(i18n.lang(), false);
  document.documentElement.removeAttribute('data-lang-pending'); // see shared/first-frame.js
}

// Returns the back rank of a start position (as the API gives it: { number, backRank,
// backRankDe }) in the letters of a language (the page's by default): German and English from
// pos itself, the others asked of the API (startPosition(n, { letters })), English without it.
export function backRank(api, pos, lang) {
  const code = lang || i18n.lang();
  if (code === 'de') return pos.backRankDe;
  if (code === 'en' || !api) return pos.backRank;
  try {
    return api.startPosition(pos.number, { letters: code }).backRank;
  } catch {
    return pos.backRank;
  }
}

// Returns a Promise of the library's API (or of the module `create` starts, such as the draw
// module's createChess960Draw), started after the page's next frame (at once with
// { afterFrame: false }, for a page whose first frame is already drawn); rejects with an Error
// coded ERR_LOAD.
export function loadApi(create = createChess960, { afterFrame = true } = {}) {
  return (afterFrame ? new Promise(afterPaint) : Promise.resolve())
    .then(() => create())
    .catch((cause) => {
      const error = new Error(cause && cause.message ? cause.message : String(cause));
      error.code = 'ERR_LOAD';
      throw error;
    });
}
