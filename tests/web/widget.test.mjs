// The widget's page code (web/widget/, wasm/widget/core.js) in node on the DOM shim, assembled
// the way cmake/widget.cmake bundles it: its words beside the shared translator and reader, the
// attributes it reads, the text below the board, and the glue that turns the module's line of
// 64 squares into pieces.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORDS = ['web/shared/i18n.js', 'web/shared/strings.js', 'web/shared/start-number.js', 'web/widget/strings.js'];

// Returns a context like the bundle's: wordsWeb from a window without document, the widget's
// helpers (options.js) on a page window, and the glue's functions (core.js).
function widgetScope() {
  const words = {};
  runScripts(root, words, WORDS);
  const page = createWindow();
  page.wordsWeb = words.Chess960Web;
  page.navigator = { languages: ['fr-FR'] };
  const context = runScripts(root, page, ['web/widget/options.js']);
  vm.runInContext(fs.readFileSync(path.join(root, 'wasm/widget/core.js'), 'utf8'), context);
  return { words: words.Chess960Web, page, context };
}

// Returns a <chess960-position> stand-in with the given attributes.
function element(page, attributes) {
  const el = page.document.createElement('chess960-position');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  return el;
}

test('the widget words exist in German and English', () => {
  const { words } = widgetScope();
  const keys = (lang) => {
    words.i18n.setLang(lang);
    const text = fs.readFileSync(path.join(root, 'web/widget/strings.js'), 'utf8');
    return [...text.matchAll(/'(widget\.\w+)'/g)].map((m) => m[1]).filter((k) => words.i18n.t(k) !== k);
  };
  const de = keys('de');
  assert.ok(de.length >= 15);
  assert.deepEqual(keys('en'), de);
  words.i18n.setLang('en');
  assert.equal(words.i18n.t('widget.number', { n: 740 }), 'No. 740');
});

test('the element speaks its own language; the translator changes nothing on the page', () => {
  const { page, context } = widgetScope();
  assert.equal(context.say('de', 'widget.set'), 'setzen');
  assert.equal(context.say('en', 'widget.set'), 'set');
  assert.equal(page.document.documentElement.getAttribute('lang'), null, '<html lang> untouched');
  assert.equal(context.pickLang('en-GB'), 'en');
  assert.equal(context.pickLang('fr'), 'fr');
  assert.equal(context.pickLang('pt-BR'), null);
  assert.equal(context.pageLang(), 'fr', 'a French browser: French');
  assert.equal(context.say('fr', 'widget.set'), 'placer');
  assert.equal(context.say('pl', 'widget.draw'), 'losuj');
  page.document.documentElement.lang = 'de-AT';
  assert.equal(context.pageLang(), 'de');
  page.document.documentElement.lang = 'pt';
  page.navigator = { languages: ['pt-BR'] };
  assert.equal(context.pageLang(), 'en', 'a language the widget does not speak: English');
});

test('attributes: defaults, accepted values and a message naming each value not understood', () => {
  const { page, context } = widgetScope();
  const problems = [];
  const plain = context.readOptions(element(page, {}), 'de', problems);
  assert.deepEqual(JSON.parse(JSON.stringify(plain)), {
    orientation: 'white',
    coords: 'outside',
    show: ['number', 'letters'],
    controls: false,
  });
  const set = { orientation: 'Black', coords: 'none', show: 'fen, tables', controls: '', theme: 'dark', size: 'small' };
  const chosen = context.readOptions(element(page, set), 'de', problems);
  assert.deepEqual(JSON.parse(JSON.stringify(chosen)), {
    orientation: 'black',
    coords: false,
    show: ['fen', 'tables'],
    controls: true,
  });
  assert.deepEqual(problems, []);
  const bad = { orientation: 'up', coords: 'maybe', show: 'number bogus', theme: 'neon', size: 'x'.repeat(60) };
  context.readOptions(element(page, bad), 'en', problems);
  assert.equal(problems.length, 5);
  assert.equal(problems[0], 'Attribute orientation="up" is not understood; possible: white, black.');
  assert.ok(problems[4].includes(`size="${'x'.repeat(40)}…"`), 'long values are shortened');
});

test('the text below the board: number, letters in both alphabets, FEN, the two tables', () => {
  const { page, context } = widgetScope();
  const info = page.document.createElement('div');
  // Position 740 as docs/numbering.md works it out: TLLKSSDT (RBBKNNQR) = 736 + 4.
  const pos = {
    number: 740,
    backRank: 'RBBKNNQR',
    backRankDe: 'TLLKSSDT',
    fen: 'rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w KQkq - 0 1',
    kingTableBase: 736,
    bishopIndex: 4,
  };
  context.writeInfo(info, pos, ['number', 'letters', 'fen', 'tables'], 'de');
  const text = (cls) => info.querySelector(`.${cls}`).textContent;
  assert.equal(text('number'), 'Nr. 740');
  assert.equal(text('letters'), 'TLLKSSDT (RBBKNNQR)');
  assert.equal(text('fen'), pos.fen);
  assert.equal(text('tables'), '740 = 736 + 4Königstabelle 736: TKSSDT · Läufertabelle 4: –LL–––––');
  context.writeInfo(info, pos, ['tables'], 'en');
  assert.equal(text('tables'), '740 = 736 + 4King table 736: RKNNQR · bishop table 4: –BB–––––');
  assert.equal(info.querySelector('.number'), null);
});

test('the glue turns the line of 64 squares (a1..h8) into pieces by square', () => {
  const { context } = widgetScope();
  const line = 'RNBQKBNR' + 'PPPPPPPP' + '.'.repeat(32) + 'pppppppp' + 'rnbqkbnr';
  const pieces = context.piecesOfSquares(line);
  assert.equal(Object.keys(pieces).length, 32);
  assert.equal(pieces.e1, 'K');
  assert.equal(pieces.d8, 'q');
  assert.equal(pieces.h2, 'P');
  assert.equal(pieces.a7, 'p');
  assert.equal(pieces.e4, undefined);
});
