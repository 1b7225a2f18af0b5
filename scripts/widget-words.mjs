// The widget's words module ('chess960-build:widget-words'): the widget is one script that loads
// nothing, so it carries the catalogues of its areas (shared, widget) in every language of
// web/shared/languages.js, compiled (scripts/catalogues.mjs). Written from that list, so that a new
// language is its line there and its catalogues in web/lang/<code>/, nothing in the widget. The
// site's own words in the shared area (its name, navigation, language menu, page buttons, the start
// page's field and board labels, and the messages of what only pages do: an address's number,
// loading chess960.js, a PGN tag) are left out: the widget shows none of them.
// scripts/build-lib.mjs serves it to the widget's build; tests/web/package-names.mjs to the node
// suites.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessages, readMessages } from './catalogues.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WIDGET_AREAS = ['shared', 'widget'];
const SITE_ONLY =
  /^(site\.|nav\.|lang\.|copy$|print$|loading$|number\.label$|position\.boardLabel$|number\.err\.ERR_URL$|err\.ERR_LOAD$|err\.tag$)/;

// The game viewer (<chess960-game>, web/viewer/) likewise: its own words, the texts of the codes
// a PGN, a FEN or the module can be refused with, and the message of a bad tag pair.
export const VIEWER_AREAS = {
  viewer: () => true,
  errors: (key) => /^ERR_(PGN|FEN|POSITION|MODULE|INPUT|OUT_OF)/.test(key),
  shared: (key) => /^err\.(tag|unknown)$/.test(key),
};

// Returns a words module's source, { area: { code: table } } as its default export (each table
// compiled), of the areas given ({ area: keep(key) }).
async function wordsModule(areas) {
  const { LANGUAGES } = await import(pathToFileURL(path.join(root, 'web', 'shared', 'languages.js')).href);
  const byCode = {};
  for (const code of LANGUAGES) {
    byCode[code] = {};
    for (const [area, keep] of Object.entries(areas)) byCode[code][area] = readMessages(code, area, keep);
  }
  const source = compileMessages(byCode);
  const marker = 'export default {';
  const at = source.indexOf(marker);
  // { code: { area: table } } → { area: { code: table } }
  return (
    `${source.slice(0, at)}const byCode = {${source.slice(at + marker.length)};\n` +
    'const words = {};\n' +
    'for (const code in byCode) for (const area in byCode[code]) (words[area] = words[area] || {})[code] = byCode[code][area];\n' +
    'export default words;\n'
  );
}

// Returns the widget's words module (without the site's own words).
export function widgetWordsModule() {
  const notSite = (key) => !SITE_ONLY.test(key);
  return wordsModule(Object.fromEntries(WIDGET_AREAS.map((area) => [area, notSite])));
}

// Returns the viewer's words module ('chess960-build:viewer-words').
export function viewerWordsModule() {
  return wordsModule(VIEWER_AREAS);
}
