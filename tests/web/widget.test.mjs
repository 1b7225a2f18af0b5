// The widget's page code (web/widget/, wasm/widget/glue.js) as modules in node under happy-dom:
// its words in every language beside the shared translator and reader, the language an element
// speaks, the attributes it reads, the text below the board, and the glue that turns the
// module's line of 64 squares into pieces.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'https://club.example/page.html' });
// A French browser on a page that names no language.
Object.defineProperty(navigator, 'languages', { value: ['fr-FR'], configurable: true, writable: true });
const i18n = await import('../../web/shared/i18n.js');
const { WORDS } = await import('../../web/widget/words.js');
const options = await import('../../web/widget/options.js');
const { piecesOfSquares } = await import('../../wasm/widget/glue.js');

// Returns a <chess960-position> stand-in with the given attributes.
function element(attributes) {
  const node = win.document.createElement('chess960-position');
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  return node;
}

test('the widget words exist in every language of the site, with the same keys', () => {
  const keys = (code) => Object.keys(WORDS.widget[code]).sort();
  const de = keys('de');
  assert.ok(de.length >= 10);
  for (const code of i18n.languages) assert.deepEqual(keys(code), de, code);
  assert.deepEqual(Object.keys(WORDS.shared).sort(), [...i18n.languages].sort());
  assert.equal(i18n.t('position.no', { n: 740 }, 'en'), 'No. 740');
});

test('the element speaks its own language; the translator changes nothing on the page', () => {
  assert.equal(i18n.t('position.set', null, 'de'), 'setzen');
  assert.equal(i18n.t('position.set', null, 'en'), 'set');
  assert.equal(win.document.documentElement.getAttribute('lang'), null, '<html lang> untouched');
  assert.equal(i18n.normalize('en-GB'), 'en');
  assert.equal(i18n.normalize('fr'), 'fr');
  assert.equal(i18n.normalize('pt-BR'), null);
  assert.equal(options.pageLang(), 'fr', 'a French browser: French');
  assert.equal(i18n.t('position.set', null, 'fr'), 'placer');
  assert.equal(i18n.t('position.draw', null, 'pl'), 'losuj');
  win.document.documentElement.lang = 'de-AT';
  assert.equal(options.pageLang(), 'de');
  win.document.documentElement.lang = 'pt';
  navigator.languages = ['pt-BR'];
  assert.equal(options.pageLang(), 'en', 'a language the widget does not speak: English');
  win.document.documentElement.removeAttribute('lang');
  assert.equal(win.document.querySelectorAll('script').length, 0, 'no script was loaded for a language');
});

test('attributes: defaults, accepted values and a message naming each value not understood', () => {
  const problems = [];
  const plain = options.readOptions(element({}), 'de', problems);
  assert.deepEqual(JSON.parse(JSON.stringify(plain)), {
    orientation: 'white',
    coords: 'outside',
    show: ['number', 'letters'],
    controls: false,
  });
  const set = { orientation: 'Black', coords: 'none', show: 'fen, tables', controls: '', theme: 'dark', size: 'small' };
  const chosen = options.readOptions(element(set), 'de', problems);
  assert.deepEqual(JSON.parse(JSON.stringify(chosen)), {
    orientation: 'black',
    coords: false,
    show: ['fen', 'tables'],
    controls: true,
  });
  assert.deepEqual(problems, []);
  const bad = { orientation: 'up', coords: 'maybe', show: 'number bogus', theme: 'neon', size: 'x'.repeat(60) };
  options.readOptions(element(bad), 'en', problems);
  assert.equal(problems.length, 5);
  assert.equal(problems[0], 'Attribute orientation="up" is not understood; possible: white, black.');
  assert.ok(problems[4].includes(`size="${'x'.repeat(40)}…"`), 'long values are shortened');
});

test('the text below the board: number, letters in both alphabets, FEN, the two tables', () => {
  const info = win.document.createElement('div');
  // Position 740 as docs/numbering.md works it out: TLLKSSDT (RBBKNNQR) = 736 + 4.
  const pos = {
    number: 740,
    backRank: 'RBBKNNQR',
    backRankDe: 'TLLKSSDT',
    fen: 'rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w KQkq - 0 1',
    kingTableBase: 736,
    bishopIndex: 4,
  };
  options.writeInfo(info, pos, ['number', 'letters', 'fen', 'tables'], 'de');
  const text = (cls) => info.querySelector(`.${cls}`).textContent;
  assert.equal(text('number'), 'Nr. 740');
  assert.equal(text('letters'), 'TLLKSSDT (RBBKNNQR)');
  assert.equal(text('fen'), pos.fen);
  assert.equal(text('tables'), '740 = 736 + 4Königstabelle 736: TKSSDT · Läufertabelle 4: –LL–––––');
  options.writeInfo(info, pos, ['tables'], 'en');
  assert.equal(text('tables'), '740 = 736 + 4King table 736: RKNNQR · bishop table 4: –BB–––––');
  assert.equal(info.querySelector('.number'), null);
});

test('the glue turns the line of 64 squares (a1..h8) into pieces by square', () => {
  const line = 'RNBQKBNR' + 'PPPPPPPP' + '.'.repeat(32) + 'pppppppp' + 'rnbqkbnr';
  const pieces = piecesOfSquares(line);
  assert.equal(Object.keys(pieces).length, 32);
  assert.equal(pieces.e1, 'K');
  assert.equal(pieces.d8, 'q');
  assert.equal(pieces.h2, 'P');
  assert.equal(pieces.a7, 'p');
  assert.equal(pieces.e4, undefined);
});
