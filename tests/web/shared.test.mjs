// The shared page code (web/shared/): the one translator and the one start-number reader, in
// node on the DOM shim; the reader is given the real module (dist/chess960.js) as its core.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';
import { loadApi } from '../js/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED = [
  'web/shared/i18n.js',
  'web/shared/strings.js',
  'web/shared/error-text.js',
  'web/shared/start-number.js',
];

// Returns a window with the shared scripts loaded (address query and stored values as given).
function sharedWindow(options) {
  const win = createWindow(options);
  runScripts(root, win, SHARED);
  return win;
}

const api = await loadApi();

test('the translator: current language, German fallback, placeholders, remembered choice', () => {
  const storage = new Map();
  const win = sharedWindow({ storage });
  const { i18n } = win.Chess960Web;
  assert.equal(i18n.lang(), 'de');
  i18n.add({ de: { 'x.hello': 'Hallo {name}', 'x.only': 'nur deutsch' }, en: { 'x.hello': 'Hello {name}' } });
  assert.equal(i18n.t('x.hello', { name: 'Anna' }), 'Hallo Anna');
  i18n.setLang('en', true);
  assert.equal(i18n.t('x.hello', { name: 'Anna' }), 'Hello Anna');
  assert.equal(i18n.t('x.only'), 'nur deutsch');
  assert.equal(i18n.t('x.missing'), 'x.missing');
  assert.equal(storage.get('chess960.lang'), 'en');
  assert.equal(win.document.documentElement.lang, 'en');
  // A new page on the same device starts in the remembered language; ?lang= wins over it.
  assert.equal(sharedWindow({ storage }).Chess960Web.i18n.lang(), 'en');
  assert.equal(sharedWindow({ storage, search: '?lang=de' }).Chess960Web.i18n.lang(), 'de');
  assert.equal(sharedWindow({ search: '?lang=en-GB' }).Chess960Web.i18n.lang(), 'en');
});

test('the translator fills keyed elements and tells listeners', () => {
  const win = sharedWindow();
  const { i18n } = win.Chess960Web;
  const doc = win.document;
  const link = doc.body.appendChild(doc.createElement('a'));
  link.setAttribute('data-i18n', 'nav.play');
  link.setAttribute('data-i18n-title', 'nav.draw');
  const heard = [];
  i18n.onChange((lang) => heard.push(lang));
  i18n.setLang('de');
  assert.equal(link.textContent, 'Spielen');
  assert.equal(link.getAttribute('title'), 'Auslosen von Hand');
  i18n.setLang('en');
  assert.equal(link.textContent, 'Play');
  assert.deepEqual(heard, ['de', 'en']);
});

test('an API error is shown in the page language by its code', () => {
  const { i18n } = sharedWindow().Chess960Web;
  let error;
  try {
    new api.Game('8/8/8/8/8/8/8/8 w - - 0 1');
  } catch (e) {
    error = e;
  }
  assert.equal(error.code, 'ERR_POSITION_KINGS');
  assert.equal(i18n.error(error), 'Jede Seite braucht genau einen König.');
  i18n.setLang('en');
  assert.equal(i18n.error(error), 'Each side needs exactly one king.');
  i18n.add({ de: { 'err.ERR_POSITION_KINGS': 'Seitentext' }, en: { 'err.ERR_POSITION_KINGS': 'Page text wins' } });
  assert.equal(i18n.error(error), 'Page text wins');
  assert.equal(i18n.error({ code: 'ERR_NOT_KNOWN', message: 'raw' }), 'raw');
});

test('one start-number reader: the same forms everywhere, leading zeros included', () => {
  const { startNumber } = sharedWindow().Chess960Web;
  const core = startNumber.apiCore(api);
  const read = (text, options) => startNumber.read(text, core, options);
  assert.equal(read('518').number, 518);
  assert.equal(read('0518').number, 518);
  assert.equal(read(' 7 ').number, 7);
  assert.equal(read('000').number, 0);
  assert.equal(read('960', { oneBased: true }).number, 0);
  assert.equal(read('1', { oneBased: true }).number, 1);
  assert.equal(read('TSLDKLST', { allowText: true }).number, 518);
  assert.equal(read('rbbknnqr', { allowText: true }).number, 740);
  assert.equal(read(api.startPosition(959).fen, { allowText: true }).number, 959);
  assert.equal(read('960').error, 'ERR_NUMBER_RANGE');
  assert.equal(read('0', { oneBased: true }).error, 'ERR_NUMBER_RANGE');
  assert.equal(read('TSLDKLST').error, 'ERR_NUMBER_RANGE', 'text only where it is allowed');
  assert.equal(read('-1').error, 'ERR_NUMBER_RANGE');
  assert.equal(read('5.5').error, 'ERR_NUMBER_RANGE');
  assert.equal(read('  ').error, 'ERR_EMPTY');
  assert.equal(read('RNBQKNBR', { allowText: true }).error, 'ERR_BACK_RANK');
});

test('the reader says why, in the page language, the same words at every entry point', () => {
  const { startNumber, i18n } = sharedWindow().Chess960Web;
  const core = startNumber.apiCore(api);
  const say = (text, options) => startNumber.message(startNumber.read(text, core, options));
  assert.equal(say('960'), '„960“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.');
  assert.equal(say('0', { oneBased: true }), '„0“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.');
  assert.match(say('a\u0000b', { allowText: true }), /„a\ufffdb“/, 'a control character shows as the replacement sign');
  const notStart = say('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', { allowText: true });
  assert.match(notStart, /keine Chess960-Startstellung in FEN/);
  i18n.setLang('en');
  assert.equal(say(''), 'Please enter a number from 0 to 959.');
  assert.match(say('x'.repeat(200)), /^“x{40}…” is not a valid number/);
});

test('text with digits and no letter is read as a number where text is allowed too: "-1" is out of range', () => {
  const { startNumber, i18n } = sharedWindow().Chess960Web;
  const core = startNumber.apiCore(api);
  const read = (text, options) => startNumber.read(text, core, { allowText: true, ...options });
  for (const typed of ['-1', ' -12 ', '5.5', '+7', '1,000', '\u22121', '12 13']) {
    assert.equal(read(typed).error, 'ERR_NUMBER_RANGE', JSON.stringify(typed));
    assert.equal(read(typed, { oneBased: true }).error, 'ERR_NUMBER_RANGE', `${JSON.stringify(typed)} counting 1-960`);
  }
  assert.equal(
    startNumber.message(read('-1')),
    '„-1“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
  );
  assert.equal(
    startNumber.message(read('-1', { oneBased: true })),
    '„-1“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
  );
  i18n.setLang('en');
  assert.match(
    startNumber.message(read('-1')),
    /^“-1” is not a valid number\. Allowed are whole numbers from 0 to 959\.$/,
  );
  // letters still make a back rank or a FEN, digits or not
  assert.equal(read('TSLDKLST').number, 518);
  assert.equal(read('RNBQKNBR').error, 'ERR_BACK_RANK');
  assert.equal(read(api.startPosition(7).fen).number, 7);
  assert.equal(read(' 0518 ').number, 518);
});

test('the first diagram: the built table gives every start position as chess960.js does', () => {
  const win = createWindow({ search: '?n=0742' });
  runScripts(path.join(root, 'dist'), win, ['shared/back-ranks.js']);
  runScripts(root, win, ['web/shared/first-diagram.js']);
  const { firstDiagram } = win.Chess960Web;
  const plain = (x) => JSON.parse(JSON.stringify(x)); // objects of the page's own realm
  for (let n = 0; n < 960; n++)
    assert.deepEqual(plain(firstDiagram.pieces(n)), api.startPosition(n).pieces, `no. ${n}`);
  assert.equal(firstDiagram.pieces(960), null);
  assert.equal(firstDiagram.pieces(-1), null);
  // paint() draws only what ?n= names as plain digits; other forms wait for the module's reader.
  const drawn = [];
  const board = { setPieces: (p) => drawn.push(p) };
  assert.equal(firstDiagram.paint(board, new URLSearchParams('n=0742')), 742);
  assert.deepEqual(plain(drawn), [api.startPosition(742).pieces]);
  for (const query of ['n=960', 'n=RNBQKBNR', 'n=', 'x=5', 'n=1e2', 'n=-1']) {
    assert.equal(firstDiagram.paint(board, new URLSearchParams(query)), null, query);
  }
  assert.equal(drawn.length, 1);
});
