// The languages of the site: the one list, each named in itself, and the one decision of the
// language a page starts in.

// The languages, in the order of the header's menu: each code with the language's name in itself.
// Adding a language is a line here and its tables in lang/<code>/ (one file per area, the keys
// of lang/de/); the build writes its word files and the widget carries it.
const LIST = [
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
];

// The language codes, and each language's name in itself.
export const LANGUAGES = LIST.map(([code]) => code);
export const NAMES = Object.fromEntries(LIST);
// The languages whose words come with every page (the others are loaded when chosen).
export const BUILT_IN = ['de', 'en'];
// The key of the choice remembered for every page of the site.
export const STORE_KEY = 'chess960.lang';

// Returns one of LANGUAGES for a code such as "fr-CA", or null.
export function normalize(value) {
  const code = String(value || '')
    .trim()
    .toLowerCase()
    .slice(0, 2);
  return LANGUAGES.includes(code) ? code : null;
}

// Returns the language a page starts in: ?lang= first, then the choice stored on this device,
// then the browser's first language the site speaks, else German.
export function initialLanguage() {
  let code = null;
  try {
    code = normalize(new URLSearchParams(globalThis.location.search).get('lang'));
  } catch {
    code = null;
  }
  if (!code) {
    try {
      code = normalize(globalThis.localStorage.getItem(STORE_KEY));
    } catch {
      code = null;
    }
  }
  const nav = globalThis.navigator || {};
  const list = nav.languages && nav.languages.length ? nav.languages : [nav.language];
  for (let i = 0; !code && i < list.length; i++) code = normalize(list[i]);
  return code || 'de';
}
