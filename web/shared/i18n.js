// The one translator of the site: every page, component and the widget read their words through
// it. The words are catalogues by language and area (lang/<code>/<area>.json, ICU MessageFormat),
// which the build compiles into tables of functions (scripts/catalogues.mjs): a message with
// parameters (placeholders, plurals, numbers in the language's way) is a function of them, one
// without is its text. A page adds the areas it shows (addWords), asks for a text by key (t), for
// the text of an API error by its code (error), and fills the elements that name a key in an
// attribute (apply).
//
// German and English come with the page (its bundle imports them). The other languages are
// loaded only when chosen: setLang('fr') adds a <script> for lang/fr/<area>.js (next to the pages)
// of every area the page has — script elements work from file:// and under the CSP — and each
// such file, compiled from the same catalogue, hands it over through the one hook `chess960Words`.
// Until they arrive the page shows English (then German) text, never keys.
import { loadScript } from './chunks.js';
import { BUILT_IN, LANGUAGES, NAMES, STORE_KEY, initialLanguage, normalize } from './languages.js';

export { LANGUAGES as languages, NAMES as names, normalize };

const tables = Object.fromEntries(LANGUAGES.map((code) => [code, {}]));
const areas = new Map(); // area -> the prefix of its keys ('' for most)
const loads = {}; // 'fr/start' -> Promise (settled once the script ran or failed)
const listeners = [];
let current = null;
let waiting = Promise.resolve();

// Adds one table of an area: its keys, with the area's prefix, in language `code`.
function addTable(code, area, table) {
  const prefix = areas.get(area) || '';
  for (const key of Object.keys(table || {})) tables[code][prefix + key] = table[key];
}

// Installs the hook the lazily loaded word files call, chess960Words.push([code, area, table]),
// before the first is loaded (so the widget, which carries every language, adds no global).
function installHook() {
  if (globalThis.chess960Words && !Array.isArray(globalThis.chess960Words)) return;
  const early = globalThis.chess960Words || [];
  globalThis.chess960Words = { push: (entry) => addTable(entry[0], entry[1], entry[2]) };
  early.forEach(globalThis.chess960Words.push);
}

// Adds the words of an area: { de, en } (and any other language given); { prefix } puts a
// prefix before each key (the draw machines' words are read as drawWords.<key>). The area's
// other languages are loaded when the page is shown in one.
export function addWords(area, byLanguage, options) {
  if (!areas.has(area)) areas.set(area, (options && options.prefix) || '');
  for (const code of Object.keys(byLanguage)) addTable(code, area, byLanguage[code]);
  if (current && !BUILT_IN.includes(current) && !byLanguage[current]) load(current);
}

// Returns the current language.
export function lang() {
  if (!current) current = initialLanguage();
  return current;
}

// Returns true when the key has a text in `language` (German by default, which every key has).
export function has(key, language) {
  return Object.hasOwn(tables[normalize(language) || 'de'], key);
}

// Returns text with its {name} placeholders filled from params (unknown names stay).
export function fill(text, params) {
  return String(text).replace(/\{(\w+)\}/g, (all, name) =>
    params && params[name] !== undefined && params[name] !== null ? String(params[name]) : all,
  );
}

// Returns a compiled message's text: its parameters from params, a missing one as {name}.
function say(message, params) {
  if (typeof message !== 'function') return message;
  const given = params || {};
  return message(
    new Proxy(given, {
      get: (all, name) => (all[name] !== undefined && all[name] !== null ? all[name] : `{${String(name)}}`),
    }),
  );
}

// Returns the text of a key in `language` or the current one, else English, German, the key.
export function t(key, params, language) {
  for (const code of [normalize(language) || lang(), 'en', 'de']) {
    if (Object.hasOwn(tables[code], key)) return say(tables[code][key], params);
  }
  return fill(key, params);
}

// Returns the text for an error with a .code: the page's own 'err.CODE' (which may quote the
// API's English {message}), else the one of the errors area (lang/<code>/errors.json); a FEN tag
// the FEN reader refused says the tag and the FEN reader's reason ('err.tag').
export function error(err, params) {
  const code = err && err.code;
  const tag = err && Object.hasOwn(err, 'tag') ? err.tag : '';
  const fenCode = err && Object.hasOwn(err, 'fenCode') ? err.fenCode : '';
  // a bad tag pair: its name, and for a FEN tag what the FEN reader found wrong
  if (code === 'ERR_PGN_TAG' && tag && fenCode && has(fenCode))
    return t('err.tag', Object.assign({ tag: tag, reason: t(fenCode) }, params));
  if (code && has('err.' + code)) return t('err.' + code, Object.assign({ message: err.message }, params));
  if (code && has(code)) return t(code, params);
  return (err && err.message) || t('err.unknown', { message: String(code || err) });
}

// The attributes apply() fills, each with the attribute it sets (null: the text).
const KEYED = {
  'data-i18n': null,
  'data-i18n-label': 'aria-label',
  'data-i18n-title': 'title',
  'data-i18n-placeholder': 'placeholder',
  'data-i18n-content': 'content',
};

// Fills every element below root that names a key: text, aria-label, title, placeholder, content.
export function apply(root) {
  const scope = root || document;
  for (const [attr, target] of Object.entries(KEYED)) {
    scope.querySelectorAll(`[${attr}]`).forEach((node) => {
      const text = t(node.getAttribute(attr));
      if (target) node.setAttribute(target, text);
      else node.textContent = text;
    });
  }
}

// Returns a Promise settled once lang/<code>/<area>.js has run (or failed to load).
function loadArea(code, area) {
  const id = `${code}/${area}`;
  if (!loads[id]) {
    loads[id] = loadScript(`lang/${id}.js`).catch(() => {});
  }
  return loads[id];
}

// Loads the words of every area of the page in `code` (not a built-in language), then shows them.
function load(code) {
  if (typeof document === 'undefined' || BUILT_IN.includes(code)) return;
  installHook();
  const pending = [...areas.keys()].map((area) => loadArea(code, area));
  const all = Promise.all(pending).then(() => {
    if (current === code) show(code);
  });
  waiting = Promise.all([waiting, all]);
}

// Shows the current language: <html lang>, every keyed element, the listeners.
function show(code) {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    apply(document);
  }
  listeners.slice().forEach((fn) => fn(code));
}

// Switches the language (again once its words have arrived); `remember` keeps the choice for
// every page of the site.
export function setLang(value, remember) {
  current = normalize(value) || 'de';
  if (remember) {
    try {
      localStorage.setItem(STORE_KEY, current);
    } catch {
      /* storage refused: the choice lasts for this page */
    }
  }
  show(current);
  load(current);
}

// Returns a Promise of the current language once the words asked for so far have arrived.
export function ready() {
  return waiting.then(() => lang());
}

// Calls fn(lang) after every language change.
export function onChange(fn) {
  listeners.push(fn);
}
