// The catalogues of words (web/lang/<code>/<area>.json: { key: { message, description } }, ICU
// MessageFormat) compiled at build time with @messageformat/core: each message becomes a plain
// function of its parameters (a message without any stays its text), so that no page ships a
// parser. Used by the pages' build (scripts/build-pages.mjs), the widget's and the viewer's
// (scripts/widget-words.mjs), and the node suites (tests/web/package-names.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LANG = path.join(root, 'web', 'lang');
// A catalogue's file: web/lang/<code>/<area>.json.
export const CATALOGUE = /[\\/]web[\\/]lang[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

// Returns the messages of a catalogue, { key: message }; keep(key) chooses the keys.
export function readMessages(code, area, keep = () => true) {
  const file = path.join(LANG, code, `${area}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([key]) => keep(key))
      .map(([key, entry]) => [key, entry.message]),
  );
}

// Returns the areas (the German catalogues' names; every language has the same files).
export function areas() {
  return fs
    .readdirSync(path.join(LANG, 'de'))
    .filter((f) => f.endsWith('.json') && f !== 'cli.json')
    .map((f) => f.slice(0, -5))
    .sort();
}

// Returns the source of an ES module whose default export is { code: messages compiled } of the
// messages given as { code: { key: message } } (nested objects compile to nested objects).
export function compileMessages(byCode) {
  const codes = Object.keys(byCode);
  const source = compileModule(new MessageFormat(codes, { strict: false }), byCode);
  // A message without parameters: its text, not a function returning it.
  return source.replace(/(^\s*(?:"[^"]*"|[\w$]+): )\(\) => ("(?:[^"\\]|\\.)*")/gm, '$1$2');
}

// Returns the source of the module of one catalogue file: its messages compiled, as default export.
export function catalogueModule(file) {
  const [, code, area] = CATALOGUE.exec(file);
  const source = compileMessages({ [code]: readMessages(code, area) });
  const marker = 'export default {';
  const at = source.indexOf(marker);
  // { code: { … } } → { … }
  return `${source.slice(0, at)}const all = {${source.slice(at + marker.length)};\nexport default all[${JSON.stringify(code)}];\n`;
}

// Returns the esbuild plugin that compiles the catalogues a module imports (import x from
// '../lang/de/play.json').
export function cataloguePlugin() {
  return {
    name: 'chess960-catalogues',
    setup(build) {
      build.onLoad({ filter: /[\\/]web[\\/]lang[\\/][a-z]{2}[\\/][\w-]+\.json$/ }, (args) => ({
        contents: catalogueModule(args.path),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

// Returns the texts of the catalogues of a language, compiled here (for what the build writes
// into the pages): say(key, params) gives a key's text, a missing parameter as {name} (as the
// pages' translator, web/shared/i18n.js, does), undefined for a key no area has.
export function textsOf(code, names = areas()) {
  const mf = new MessageFormat(code, { strict: false });
  const messages = Object.assign({}, ...names.map((area) => readMessages(code, area)));
  const compiled = {};
  return (key, params = {}) => {
    if (!Object.hasOwn(messages, key)) return undefined;
    compiled[key] = compiled[key] || mf.compile(messages[key]);
    const filled = new Proxy(params, {
      get: (all, name) => (all[name] !== undefined && all[name] !== null ? all[name] : `{${String(name)}}`),
    });
    return compiled[key](filled);
  };
}
