// The package's names for the node suites of the pages' modules: the pages import 'chess960',
// 'chess960/draw', 'chess960/event' and 'chess960/numbering' like any user of the package
// (scripts/build-pages.mjs maps them for the site); in node they are the package's ES modules
// that the library's build writes into build-wasm/lib/. Importing this module registers the
// mapping: import the page modules after it, with `await import(…)` (static imports are
// resolved before it runs).
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lib = path.join(root, 'build-wasm', 'lib');

// The hooks, run by node on its loader thread: the package's entries by name, and the catalogues
// of words the pages import (web/lang/<code>/<area>.json) compiled as the build compiles them.
const HOOKS = `
let entries = {};
let catalogues = null;
export async function initialize(data) {
  entries = data.entries;
  catalogues = await import(data.catalogues);
}
export function resolve(specifier, context, next) {
  return Object.hasOwn(entries, specifier) ? { url: entries[specifier], shortCircuit: true } : next(specifier, context);
}
export async function load(url, context, next) {
  if (!catalogues || !url.startsWith('file:') || !catalogues.CATALOGUE.test(url)) return next(url, context);
  const file = new URL(url).pathname;
  return { format: 'module', source: catalogues.catalogueModule(decodeURIComponent(file)), shortCircuit: true };
}
`;

// The files of the package's entries the pages import, by name; and the widget's words, the
// and the viewer's words, the modules its build writes (scripts/widget-words.mjs).
const { widgetWordsModule, viewerWordsModule } = await import(
  pathToFileURL(path.join(root, 'scripts', 'widget-words.mjs')).href
);
// (a data: module names the runtime of the compiled messages by its file)
const runtimeFiles = (source) =>
  source.replace(/from "(@messageformat\/runtime[^"]*)"/g, (all, name) => `from "${import.meta.resolve(name)}"`);
const widgetWords = runtimeFiles(await widgetWordsModule());
const viewerWords = runtimeFiles(await viewerWordsModule());
export const ENTRIES = {
  chess960: pathToFileURL(path.join(lib, 'index.js')).href,
  'chess960/draw': pathToFileURL(path.join(lib, 'draw.js')).href,
  'chess960/event': pathToFileURL(path.join(lib, 'event.js')).href,
  'chess960/numbering': pathToFileURL(path.join(lib, 'numbering.js')).href,
  'chess960-build:widget-words': 'data:text/javascript,' + encodeURIComponent(widgetWords),
  'chess960-build:viewer-words': 'data:text/javascript,' + encodeURIComponent(viewerWords),
};

const catalogues = pathToFileURL(path.join(root, 'scripts', 'catalogues.mjs')).href;
register('data:text/javascript,' + encodeURIComponent(HOOKS), { data: { entries: ENTRIES, catalogues } });
