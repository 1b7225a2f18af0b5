// The shared page code (web/shared/): the one translator and the one start-number reader, as
// modules in node under happy-dom; the reader is given the real module (the library) as its core.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'http://127.0.0.1/index.html' });
const { document } = win;
// A browser that names no language the site speaks: the page starts in German.
Object.defineProperty(navigator, 'languages', { value: ['ja'], configurable: true });
Object.defineProperty(navigator, 'language', { value: 'ja', configurable: true });
const { createChess960 } = await import('chess960');
const i18n = await import('../../web/shared/i18n.js');
await import('../../web/shared/words.js');
const startNumber = await import('../../web/shared/start-number.js');
const firstDiagram = await import('../../web/shared/first-diagram.js');
const api = await createChess960();
let pages = 0;

// Returns the translator as a new page at `search` on this device sees it (a fresh module).
async function newPage(search = '') {
  win.happyDOM.setURL(`http://127.0.0.1/index.html${search}`);
  return import(`../../web/shared/i18n.js?page=${++pages}`);
}

test('the translator: current language, German fallback, placeholders, remembered choice', async () => {
  localStorage.clear();
  const page = await newPage();
  assert.equal(page.lang(), 'de');
  // The tables as the build compiles the catalogues: a message with parameters is a function.
  const hello = (word) => (d) => word + ' ' + d.name;
  page.addWords('x', { de: { 'x.hello': hello('Hallo'), 'x.only': 'nur deutsch' }, en: { 'x.hello': hello('Hello') } });
  assert.equal(page.t('x.hello', { name: 'Anna' }), 'Hallo Anna');
  assert.equal(page.t('x.hello'), 'Hallo {name}', 'a parameter not given stays its placeholder');
  page.setLang('en', true);
  assert.equal(page.t('x.hello', { name: 'Anna' }), 'Hello Anna');
  assert.equal(page.t('x.only'), 'nur deutsch');
  assert.equal(page.t('x.missing'), 'x.missing');
  assert.equal(localStorage.getItem('chess960.lang'), 'en');
  assert.equal(document.documentElement.lang, 'en');
  // A new page on the same device starts in the remembered language; ?lang= wins over it.
  assert.equal((await newPage()).lang(), 'en');
  assert.equal((await newPage('?lang=de')).lang(), 'de');
  localStorage.clear();
  assert.equal((await newPage('?lang=en-GB')).lang(), 'en');
  win.happyDOM.setURL('http://127.0.0.1/index.html');
});

test('the translator fills keyed elements and tells listeners', () => {
  const link = document.body.appendChild(document.createElement('a'));
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
  link.remove();
});

test('an API error is shown in the page language by its code', () => {
  i18n.setLang('de');
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
  i18n.addWords('page', {
    de: { 'err.ERR_POSITION_KINGS': 'Seitentext' },
    en: { 'err.ERR_POSITION_KINGS': 'Page text wins' },
  });
  assert.equal(i18n.error(error), 'Page text wins');
  assert.equal(i18n.error({ code: 'ERR_NOT_KNOWN', message: 'raw' }), 'raw');
});

test("a refused FEN tag is shown with the tag's name and what the FEN reader found wrong", () => {
  const text = '[FEN "nrbknbrq/pppppppp/8/8/8/8/PPPPPPPP/NRBKNBRQ w GBgb - 0 1;"]\n[Result "*"]\n\n*\n';
  let error;
  try {
    api.readPgn(text);
  } catch (e) {
    error = e;
  }
  i18n.setLang('en');
  assert.equal(i18n.error(error), 'Tag FEN: The move counters of a FEN are whole numbers.');
  const db = api.readPgnDatabase(text);
  i18n.setLang('de');
  assert.equal(i18n.error(db.error(0)), 'Kopfzeile FEN: Die Zugzähler der FEN sind ganze Zahlen.');
  db.delete();
  i18n.setLang('en');
  // a tag without a FEN code keeps the code's own text
  assert.match(i18n.error({ code: 'ERR_PGN_TAG', tag: 'Variant', message: 'x' }), /^A tag pair of the PGN/);
});

test('one start-number reader: the same forms everywhere, leading zeros included', () => {
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
  i18n.setLang('de');
  const core = startNumber.apiCore(api);
  const say = (text, options) => startNumber.message(startNumber.read(text, core, options));
  assert.equal(say('960'), '„\u2068960\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.');
  assert.equal(
    say('0', { oneBased: true }),
    '„\u20680\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
  );
  assert.match(
    say('a\u0000b', { allowText: true }),
    /„\u2068a\ufffdb\u2069“/,
    'a control character shows as the replacement sign',
  );
  const notStart = say('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', { allowText: true });
  assert.match(notStart, /keine Chess960-Startstellung in FEN/);
  i18n.setLang('en');
  assert.equal(say(''), 'Please enter a number from 0 to 959.');
  assert.match(say('x'.repeat(200)), /^“\u2068x{40}…\u2069” is not a valid number/);
});

test('text with digits and no letter is read as a number where text is allowed too: "-1" is out of range', () => {
  i18n.setLang('de');
  const core = startNumber.apiCore(api);
  const read = (text, options) => startNumber.read(text, core, { allowText: true, ...options });
  for (const typed of ['-1', ' -12 ', '5.5', '+7', '1,000', '\u22121', '12 13']) {
    assert.equal(read(typed).error, 'ERR_NUMBER_RANGE', JSON.stringify(typed));
    assert.equal(read(typed, { oneBased: true }).error, 'ERR_NUMBER_RANGE', `${JSON.stringify(typed)} counting 1-960`);
  }
  assert.equal(
    startNumber.message(read('-1')),
    '„\u2068-1\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
  );
  assert.equal(
    startNumber.message(read('-1', { oneBased: true })),
    '„\u2068-1\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
  );
  i18n.setLang('en');
  assert.match(
    startNumber.message(read('-1')),
    /^“\u2068-1\u2069” is not a valid number\. Allowed are whole numbers from 0 to 959\.$/,
  );
  // letters still make a back rank or a FEN, digits or not
  assert.equal(read('TSLDKLST').number, 518);
  assert.equal(read('RNBQKNBR').error, 'ERR_BACK_RANK');
  assert.equal(read(api.startPosition(7).fen).number, 7);
  assert.equal(read(' 0518 ').number, 518);
});

test('the first diagram: the back ranks without WebAssembly give every start position as the library does', () => {
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
