// Every word in every language: the site's words are tables by language and area
// (web/lang/<code>/<area>.js, one folder per language of web/shared/languages.js); in every
// language each area has every key of the German table and no other, the German {placeholders},
// no empty text; every error code has a text in every language. No table types the piece
// letters: they come from the core's table (PIECE_LETTERS of chess960/numbering).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, NAMES, normalize } from '../../web/shared/languages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LANG = path.join(root, 'web', 'lang');
// The letters of K Q R B N in each language, as the national scoresheets write them.
const LETTERS = { de: 'KDTLS', en: 'KQRBN', fr: 'RDTFC', es: 'RDTAC', it: 'RDTAC', nl: 'KDTLP', pl: 'KHWGS' };

// Returns the areas: the German tables' names (every language has the same files).
function areas() {
  return fs
    .readdirSync(path.join(LANG, 'de'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort();
}

// Returns the table of words of one language and area.
async function table(code, area) {
  return (await import(pathToFileURL(path.join(LANG, code, `${area}.js`)).href)).default;
}

// Returns the sorted set of {name} placeholders of a text.
function placeholders(text) {
  return [...new Set(String(text).match(/\{\w+\}/g) || [])].sort();
}

// Keys a language may have beyond the German ones: plural categories and ordinals of the draw words.
function extraAllowed(area, key) {
  return (
    area === 'draw-words' && (/^count\.[QBN]\.(zero|one|two|few|many|other)$/.test(key) || /^ordinal\.\d+$/.test(key))
  );
}

// Checks one language's table of an area against the German one.
function checkTable(area, code, german, own) {
  const missing = Object.keys(german).filter((k) => !Object.hasOwn(own, k));
  assert.deepEqual(missing, [], `${code}/${area}: keys missing`);
  const extra = Object.keys(own).filter((k) => !Object.hasOwn(german, k) && !extraAllowed(area, k));
  assert.deepEqual(extra, [], `${code}/${area}: keys German does not have`);
  for (const [key, text] of Object.entries(own)) {
    assert.equal(typeof text, 'string', `${code}/${area}: ${key} is text`);
    assert.notEqual(text.trim(), '', `${code}/${area}: ${key} is empty`);
    const reference = Object.hasOwn(german, key) ? german[key] : german[key.replace(/\.\w+$/, '.other')];
    // English may quote the API's own (English) message of an error instead.
    const quotesApi = code === 'en' && key.startsWith('err.') && text === '{message}';
    if (!quotesApi) {
      assert.deepEqual(placeholders(text), placeholders(reference), `${code}/${area}: placeholders of ${key}`);
    }
  }
}

// Returns true when a text is piece letters of the language: one of them alone, all five in
// order, or a legend "K König · D Dame · …" whose initials are the five.
function typesLetters(text, letters) {
  const initials = text
    .split(' · ')
    .map((part) => part.split(' ')[0])
    .join('');
  return (
    (text.length === 1 && letters.includes(text)) || text === letters || (text.includes(' · ') && initials === letters)
  );
}

test('the seven languages, each named in itself, each with a folder of words', () => {
  assert.deepEqual(LANGUAGES, ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl']);
  assert.deepEqual(
    LANGUAGES.map((code) => NAMES[code]),
    ['Deutsch', 'English', 'Français', 'Español', 'Italiano', 'Nederlands', 'Polski'],
  );
  assert.equal(normalize('fr-CA'), 'fr');
  assert.equal(normalize('pt-BR'), null);
  const folders = fs.readdirSync(LANG).filter((f) => fs.statSync(path.join(LANG, f)).isDirectory());
  assert.deepEqual(folders.sort(), [...LANGUAGES].sort(), 'web/lang/ has a folder for each language, no other');
});

test('German has words in every area, and the shared area the words every page uses', async () => {
  for (const area of areas()) assert.ok(Object.keys(await table('de', area)).length > 0, `de/${area} has words`);
  const shared = await table('de', 'shared');
  for (const key of ['backRank', 'piece.K', 'piece.Q', 'piece.R', 'piece.B', 'piece.N', 'number.label', 'position.no'])
    assert.ok(Object.hasOwn(shared, key), `de/shared: ${key}`);
});

for (const code of LANGUAGES.filter((c) => c !== 'de')) {
  test(`${code}: every area complete, same placeholders, nothing empty, one file per area`, async () => {
    // The command line's catalogue (cli.json) is checked by tests/js/cli_words.test.mjs.
    const files = fs
      .readdirSync(path.join(LANG, code))
      .filter((file) => file !== 'cli.json')
      .sort();
    assert.deepEqual(
      files,
      areas()
        .map((a) => `${a}.js`)
        .sort(),
      `web/lang/${code}/ has one file per area`,
    );
    for (const area of areas()) {
      const file = path.join(LANG, code, `${area}.js`);
      const lines = fs.readFileSync(file, 'utf8').split('\n').length;
      assert.ok(lines <= 400, `web/lang/${code}/${area}.js has ${lines} lines`);
      checkTable(area, code, await table('de', area), await table(code, area));
    }
  });
}

test('every error code has a text in every language', async () => {
  const codes = Object.keys(await table('de', 'errors'));
  assert.ok(codes.length >= 50, 'the catalogue has its codes');
  for (const code of LANGUAGES) {
    assert.deepEqual(Object.keys(await table(code, 'errors')).sort(), [...codes].sort(), `${code}: every code`);
  }
});

test('no table of words types the piece letters (they come from the core)', async () => {
  const typed = [];
  for (const code of LANGUAGES) {
    for (const area of areas()) {
      for (const [key, text] of Object.entries(await table(code, area))) {
        if (typesLetters(text, LETTERS[code])) typed.push(`${code}/${area} ${key}: "${text}"`);
      }
    }
  }
  assert.deepEqual(typed, [], 'use PIECE_LETTERS of chess960/numbering (and the shared piece.* names) instead');
});
