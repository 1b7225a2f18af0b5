// The widget's words module ('chess960-build:widget-words'): the widget is one script that loads
// nothing, so it carries the tables of its areas (shared, widget) in every language of
// web/shared/languages.js. Written from that list, so that a new language is its line there and
// its tables in web/lang/<code>/, nothing in the widget. The site's own words in the shared area
// (its name, navigation, language menu, page buttons, and the messages of what only pages do: an
// address's number, loading chess960.js, a PGN tag) are left out: the widget shows none of them.
// scripts/build-lib.mjs serves it to the widget's build; tests/web/package-names.mjs to the node
// suites.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WIDGET_AREAS = ['shared', 'widget'];
const SITE_ONLY = /^(site\.|nav\.|lang\.|copy$|print$|loading$|number\.err\.ERR_URL$|err\.ERR_LOAD$|err\.tag$)/;

// Returns the table of an area in a language, without the site's own words.
async function table(code, area) {
  const file = path.join(root, 'web', 'lang', code, `${area}.js`);
  const words = (await import(pathToFileURL(file).href)).default;
  return Object.fromEntries(Object.entries(words).filter(([key]) => !SITE_ONLY.test(key)));
}

// Returns the module's source: { area: { code: table } } as its default export.
export async function widgetWordsModule() {
  const { LANGUAGES } = await import(pathToFileURL(path.join(root, 'web', 'shared', 'languages.js')).href);
  const words = {};
  for (const area of WIDGET_AREAS) {
    words[area] = {};
    for (const code of LANGUAGES) words[area][code] = await table(code, area);
  }
  return `export default ${JSON.stringify(words)};\n`;
}
