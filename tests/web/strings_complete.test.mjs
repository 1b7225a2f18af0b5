// Every word in every language: for each string file of the site (its area) and each of the five
// languages loaded on demand (web/lang/<code>/<area>.js), every key of the German table exists,
// no other key does, the {placeholders} are the German ones and no text is empty; the same for
// the widget's inline words and the error catalogue. The piece letters a language writes agree
// wherever a text names them (the draw machines, the widget, the legends).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NEW = ['fr', 'es', 'it', 'nl', 'pl'];
const AREAS = {
  shared: 'web/shared/strings.js',
  errors: 'web/shared/error-text.js',
  castling: 'web/board/castling-strings.js',
  'draw-words': 'web/draw/step-strings.js',
  draw: 'web/draw/strings.js',
  credits: 'web/credits/strings.js',
  embed: 'web/embed/strings.js',
  event: 'web/event/strings.js',
  facts: 'web/facts/strings.js',
  play: 'web/play/strings.js',
  'play-database': 'web/play/database/strings.js',
  'play-engine': 'web/play/engine/strings.js',
  projector: 'web/projector/strings.js',
  start: 'web/start/strings.js',
  tables: 'web/tables/strings.js',
  verify: 'web/verify/strings.js',
  wall: 'web/wall/strings.js',
};
// The letters of K Q R B N in each language, as the issue lists them (national scoresheets).
const LETTERS = { de: 'KDTLS', en: 'KQRBN', fr: 'RDTFC', es: 'RDTAC', it: 'RDTAC', nl: 'KDTLP', pl: 'KHWGS' };

// Runs a string file in a sandbox and returns what it gave the translator: [{ tables, area }].
function added(file) {
  const calls = [];
  const sandbox = { Chess960Web: { i18n: { add: (tables, area) => calls.push({ tables, area }) } } };
  sandbox.window = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(fs.readFileSync(path.join(root, file), 'utf8'), sandbox, { filename: file });
  return { calls, sandbox };
}

// Returns the merged table of one language from a string file.
function table(file, lang) {
  const out = {};
  added(file).calls.forEach((c) => Object.assign(out, c.tables[lang] || {}));
  return out;
}

// Returns the sorted set of {name} placeholders of a text.
function placeholders(text) {
  return [...new Set(String(text).match(/\{\w+\}/g) || [])].sort();
}

// Keys a language may have beyond the German ones: plural categories and ordinals of the draw words.
function extraAllowed(area, key) {
  return (
    area === 'draw-words' &&
    (/^drawWords\.count\.[QBN]\.(zero|one|two|few|many|other)$/.test(key) || /^drawWords\.ordinal\.\d+$/.test(key))
  );
}

// Checks one language's table of an area against the German one.
function checkTable(area, lang, german, own) {
  const missing = Object.keys(german).filter((k) => !Object.hasOwn(own, k));
  assert.deepEqual(missing, [], `${lang}/${area}: keys missing`);
  const extra = Object.keys(own).filter((k) => !Object.hasOwn(german, k) && !extraAllowed(area, k));
  assert.deepEqual(extra, [], `${lang}/${area}: keys German does not have`);
  for (const [key, text] of Object.entries(own)) {
    assert.equal(typeof text, 'string', `${lang}/${area}: ${key} is text`);
    assert.notEqual(text.trim(), '', `${lang}/${area}: ${key} is empty`);
    const reference = Object.hasOwn(german, key) ? german[key] : german[key.replace(/\.\w+$/, '.other')];
    // English may quote the API's own (English) message of an error instead.
    const quotesApi = lang === 'en' && key.startsWith('err.') && text === '{message}';
    if (!quotesApi) {
      assert.deepEqual(placeholders(text), placeholders(reference), `${lang}/${area}: placeholders of ${key}`);
    }
  }
}

test('the string files name their areas, and the translator knows the seven languages', () => {
  for (const [area, file] of Object.entries(AREAS)) {
    const areas = added(file).calls.map((c) => c.area);
    assert.deepEqual(areas, [area], `${file} adds its tables as area "${area}"`);
  }
  const sandbox = { URLSearchParams };
  sandbox.window = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(fs.readFileSync(path.join(root, 'web/shared/i18n.js'), 'utf8'), sandbox);
  const i18n = sandbox.Chess960Web.i18n;
  assert.deepEqual([...i18n.languages], ['de', 'en', ...NEW]);
  assert.deepEqual(
    [...i18n.languages].map((l) => i18n.names[l]),
    ['Deutsch', 'English', 'Français', 'Español', 'Italiano', 'Nederlands', 'Polski'],
  );
  assert.equal(i18n.normalize('fr-CA'), 'fr');
  assert.equal(i18n.normalize('pt-BR'), null);
});

test('German and English are complete in every area', () => {
  for (const [area, file] of Object.entries(AREAS)) {
    const de = table(file, 'de');
    assert.ok(Object.keys(de).length > 0, `${area} has German words`);
    checkTable(area, 'en', de, table(file, 'en'));
  }
});

for (const lang of NEW) {
  test(`${lang}: every area complete, same placeholders, nothing empty, one file per area`, () => {
    const folder = path.join(root, 'web', 'lang', lang);
    const files = fs.readdirSync(folder).sort();
    assert.deepEqual(
      files,
      Object.keys(AREAS)
        .map((a) => a + '.js')
        .sort(),
      `web/lang/${lang}/ has one file per area`,
    );
    for (const [area, file] of Object.entries(AREAS)) {
      const own = `web/lang/${lang}/${area}.js`;
      const lines = fs.readFileSync(path.join(root, own), 'utf8').split('\n').length;
      assert.ok(lines <= 400, `${own} has ${lines} lines`);
      const { calls } = added(own);
      calls.forEach((c) => assert.deepEqual(Object.keys(c.tables), [lang], `${own} adds only ${lang}`));
      checkTable(area, lang, table(file, 'de'), table(own, lang));
    }
  });
}

test('every error code has a text in every language', () => {
  const german = table(AREAS.errors, 'de');
  const codes = Object.keys(german);
  assert.ok(codes.length >= 50, 'the catalogue has its codes');
  for (const lang of NEW) {
    const { sandbox } = added(`web/lang/${lang}/errors.js`);
    // Without the catalogue global the file only feeds the translator; with it, it joins it.
    assert.equal(sandbox.Chess960ErrorText, undefined);
    const own = table(`web/lang/${lang}/errors.js`, lang);
    assert.deepEqual(Object.keys(own).sort(), [...codes].sort(), `${lang}: every code`);
  }
});

test('the widget carries its words and the reader messages in all seven languages', () => {
  const shared = table(AREAS.shared, 'de');
  const numberKeys = Object.keys(shared).filter((k) => k.startsWith('number.err.'));
  const german = table('web/widget/strings.js', 'de');
  for (const lang of ['en', ...NEW]) {
    const own = table('web/widget/strings.js', lang);
    const expected = { ...german };
    if (NEW.includes(lang)) numberKeys.forEach((k) => (expected[k] = shared[k]));
    checkTable('widget', lang, expected, own);
  }
});

test('each language writes the same piece letters everywhere', () => {
  for (const lang of ['de', 'en', ...NEW]) {
    const file = (area) => (lang === 'de' || lang === 'en' ? AREAS[area] : `web/lang/${lang}/${area}.js`);
    assert.equal(table('web/widget/strings.js', lang)['widget.letters'], LETTERS[lang], `${lang}: widget`);
    assert.equal(table('web/widget/strings.js', lang)['widget.bishop'], LETTERS[lang][3], `${lang}: widget bishop`);
    assert.equal(table(file('draw-words'), lang)['drawWords.letters'], LETTERS[lang], `${lang}: draw words`);
    assert.equal(table(file('tables'), lang)['tables.bishopLetter'], LETTERS[lang][3], `${lang}: tables`);
    // The legend names K Q R B N in that order, each with its letter first.
    const legend = table(file('start'), lang)['start.legend'];
    const initials = legend
      .split(' · ')
      .map((part) => part.split(' ')[0])
      .join('');
    assert.equal(initials, LETTERS[lang], `${lang}: start page legend "${legend}"`);
    if (lang !== 'de') {
      const wall = table(file('wall'), lang)['wall.legend'];
      assert.equal(wall, legend, `${lang}: the wall's legend is the start page's`);
    }
  }
});
