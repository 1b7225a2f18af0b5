// Browser tests of the start-position page (index.html): setzen, losen, ?n=, errors, language,
// copy, the two tables, layout and accessibility. Runs over http://127.0.0.1 and from file://.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {
  useSite,
  openPage,
  startServer,
  fileUrl,
  watchPage,
  runAxe,
  formatViolations,
  readBoard,
  rankText,
  repoRoot,
} from './browser.mjs';

// Independent oracle (docs/numbering.md): Scharnagl number of a legal back rank, or null if illegal.
const KRN = ['NNRKR', 'NRNKR', 'NRKNR', 'NRKRN', 'RNNKR', 'RNKNR', 'RNKRN', 'RKNNR', 'RKNRN', 'RKRNN'];
function scharnagl(rank) {
  if (!/^[KQRBN]{8}$/.test(rank)) return null;
  if ([...rank].sort().join('') !== 'BBKNNQRR') return null;
  const b = [...rank].flatMap((c, i) => (c === 'B' ? [i] : []));
  if (b[0] % 2 === b[1] % 2) return null;
  const r = [...rank].flatMap((c, i) => (c === 'R' ? [i] : []));
  const k = rank.indexOf('K');
  if (!(r[0] < k && k < r[1])) return null;
  const light = b.find((i) => i % 2 === 1);
  const dark = b.find((i) => i % 2 === 0);
  const noBishops = [...rank].filter((c) => c !== 'B');
  const q = noBishops.indexOf('Q');
  const krn = KRN.indexOf(noBishops.filter((c) => c !== 'Q').join(''));
  return (light - 1) / 2 + 4 * (dark / 2) + 16 * q + 96 * krn;
}
const toDe = (s) => s.replace(/[QRBN]/g, (c) => ({ Q: 'D', R: 'T', B: 'L', N: 'S' })[c]);

// Checks the whole board is a start position with back rank `rank`; returns the board.
async function expectStartPosition(page, rank) {
  const board = await readBoard(page);
  assert.equal(Object.keys(board).length, 64, '64 squares with data-square');
  assert.equal(rankText(board, 1), rank, 'white back rank (rank 1)');
  assert.equal(rankText(board, 8), rank.toLowerCase(), 'black mirrors white (rank 8)');
  assert.equal(rankText(board, 2), 'PPPPPPPP');
  assert.equal(rankText(board, 7), 'pppppppp');
  for (const r of [3, 4, 5, 6]) assert.equal(rankText(board, r), '........', `rank ${r} empty`);
  assert.equal(Object.values(board).filter(Boolean).length, 32);
  return board;
}

const shownNumber = async (page) => (await page.textContent('#pos-number')).trim();
const currentN = (page) => new URL(page.url()).searchParams.get('n');

async function setzen(page, text, { enter = false } = {}) {
  await page.fill('#number', text);
  if (enter) await page.press('#number', 'Enter');
  else await page.click('#setzen');
}

const modes = ['http', 'file'];

// Returns the board module (web/board/board.js) as a classic script that hands its exports to
// window.testBoard: the page keeps its board inside its own bundle.
async function boardScript() {
  const built = await esbuild.build({
    entryPoints: [path.join(repoRoot, 'web', 'board', 'board.js')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'testBoard',
    logLevel: 'silent',
  });
  return built.outputFiles[0].text;
}

describe('start page', () => {
  const site = useSite();

  // Opens index.html (with a query) in a fresh context; returns { page, problems, context }.
  async function open(mode, query = '', { viewport = { width: 1280, height: 900 }, lang } = {}) {
    const base = mode === 'http' ? `${site.server.url}index.html` : fileUrl('index.html');
    return openPage(site.browser, base + query, { viewport, locale: lang === 'en' ? 'en-GB' : 'de-DE' });
  }

  for (const mode of modes) {
    describe(`over ${mode}`, () => {
      test('opens on no. 518, the ordinary start position, in German', async () => {
        const { page, problems, context } = await open(mode);
        await expectStartPosition(page, 'RNBQKBNR');
        assert.equal(await page.getAttribute('html', 'lang'), 'de');
        assert.equal(await shownNumber(page), 'Nr. 518');
        assert.equal((await page.textContent('#rank-de')).trim(), 'TSLDKLST');
        assert.equal((await page.textContent('#rank-en')).trim(), 'RNBQKBNR');
        assert.equal((await page.textContent('#legend')).trim(), 'K König · D Dame · T Turm · L Läufer · S Springer');
        assert.equal(
          (await page.textContent('#fen')).trim(),
          'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        );
        const svg = page.locator('#board svg');
        assert.equal(await svg.getAttribute('role'), 'img');
        assert.equal(await svg.getAttribute('aria-label'), 'Startposition 518: TSLDKLST');
        assert.equal((await page.textContent('#setzen')).trim(), 'setzen');
        assert.equal((await page.textContent('#losen')).trim(), 'losen');
        assert.equal((await page.textContent('label[for="number"]')).trim(), 'Nr.:');
        // files a-h and ranks 1-8 are labelled on the diagram
        const coords = await page.$$eval('#board .c960-coord', (ns) =>
          ns
            .map((n) => n.textContent)
            .sort()
            .join(''),
        );
        assert.equal(coords, '12345678abcdefgh');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('setzen shows 0 = BBQNNRKR and Enter in the field shows 959 = RKRNNQBB', async () => {
        const { page, problems, context } = await open(mode);
        await setzen(page, '0');
        await expectStartPosition(page, 'BBQNNRKR');
        assert.equal(await shownNumber(page), 'Nr. 0');
        assert.equal((await page.textContent('#rank-de')).trim(), 'LLDSSTKT');
        assert.equal(await page.getAttribute('#board svg', 'aria-label'), 'Startposition 0: LLDSSTKT');
        assert.equal(currentN(page), '0', 'URL carries the number');

        await setzen(page, '959', { enter: true });
        await expectStartPosition(page, 'RKRNNQBB');
        assert.equal(await shownNumber(page), 'Nr. 959');
        assert.equal(
          (await page.textContent('#fen')).trim(),
          'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1',
        );
        assert.equal(currentN(page), '959');
        assert.equal(await page.textContent('#error'), '', 'no error after valid entries');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('losen draws legal start positions whose number matches the display and the URL', async () => {
        const { page, problems, context } = await open(mode);
        const seen = new Set();
        for (let i = 0; i < 6; i++) {
          await page.click('#losen');
          const board = await readBoard(page);
          const rank = rankText(board, 1);
          const n = scharnagl(rank);
          assert.notEqual(n, null, `drawn back rank ${rank} is a legal Chess960 start`);
          await expectStartPosition(page, rank);
          assert.equal(await shownNumber(page), `Nr. ${n}`);
          assert.equal(currentN(page), String(n));
          assert.equal(await page.inputValue('#number'), String(n));
          assert.equal((await page.textContent('#rank-de')).trim(), toDe(rank));
          seen.add(n);
        }
        assert.ok(seen.size >= 2, `six draws gave only ${[...seen]}`);
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('?n=740 opens that number and the two tables show 740 = 736 + 4', async () => {
        const { page, problems, context } = await open(mode, '?n=740');
        await expectStartPosition(page, 'RBBKNNQR');
        assert.equal(await shownNumber(page), 'Nr. 740');
        assert.equal((await page.textContent('#rank-de')).trim(), 'TLLKSSDT');
        await page.click('#tables summary');
        assert.equal((await page.textContent('#tables-sum')).trim(), '740 = 736 + 4');
        assert.equal(await page.$$eval('#king-table tbody th[data-base]', (n) => n.length), 60);
        assert.equal(await page.$$eval('#bishop-table tbody tr', (n) => n.length), 16);
        const kingRow = await page.$$eval('#king-table .is-current', (ns) =>
          ns.map((n) => n.textContent.replace(/\s/g, '')),
        );
        assert.deepEqual(kingRow, ['736', 'TKSSDT']);
        const bishopRow = await page.$eval('#bishop-table tr.is-current', (tr) => tr.textContent.replace(/\s/g, ''));
        assert.equal(bishopRow, '4–LL–––––');
        const files = await page.$$eval('#bishop-table thead th.is-current', (ns) =>
          ns.map((n) => n.textContent).join(''),
        );
        assert.equal(files, 'bc');
        // setzen moves the highlight: 518 = 512 + 6
        await setzen(page, '518');
        assert.equal((await page.textContent('#tables-sum')).trim(), '518 = 512 + 6');
        assert.deepEqual(
          await page.$$eval('#king-table .is-current', (ns) => ns.map((n) => n.textContent.replace(/\s/g, ''))),
          ['512', 'TSDKST'],
        );
        assert.equal(await page.$eval('#bishop-table tr.is-current', (tr) => tr.getAttribute('data-index')), '6');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('a back rank (German or English letters) or a start FEN shows its number', async () => {
        const { page, problems, context } = await open(mode);
        await setzen(page, 'TLLKSSDT');
        await expectStartPosition(page, 'RBBKNNQR');
        assert.equal(await shownNumber(page), 'Nr. 740');
        assert.equal(await page.inputValue('#number'), '740');
        assert.equal(currentN(page), '740');
        await setzen(page, 'rbbknnqr');
        assert.equal(await shownNumber(page), 'Nr. 740');
        await setzen(page, 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
        await expectStartPosition(page, 'BBQNNRKR');
        assert.equal(await shownNumber(page), 'Nr. 0');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('invalid entries show an alert beside the field and keep the position', async () => {
        const { page, problems, context } = await open(mode, '?n=959');
        const before = await readBoard(page);
        for (const bad of ['960', 'abc', '-1', '1.5', '', ' 12x', 'RNBQKRBN', 'KRNBQBRN', 'TSLDKLSS']) {
          await setzen(page, bad);
          const error = page.locator('#error');
          assert.equal(await error.getAttribute('role'), 'alert');
          assert.ok(await error.isVisible(), `error visible for "${bad}"`);
          const text = (await error.textContent()).trim();
          assert.ok(text.length > 10, `error text for "${bad}": ${text}`);
          assert.ok(!/\b(not a|number|allowed|please)\b/i.test(text), `German message for "${bad}": ${text}`);
          assert.equal(await page.getAttribute('#number', 'aria-invalid'), 'true');
          assert.deepEqual(await readBoard(page), before, `board kept after "${bad}"`);
          assert.equal(await shownNumber(page), 'Nr. 959');
          assert.equal(currentN(page), '959', 'URL kept');
        }
        await setzen(page, '960');
        assert.match(await page.textContent('#error'), /0 bis 959/);
        // a minus sign makes no back rank: the number's range is the answer
        for (const typed of ['-1', '+7', '5.5']) {
          await setzen(page, typed);
          assert.equal(
            (await page.textContent('#error')).trim(),
            `„\u2068${typed}\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.`,
          );
        }
        // a pasted control character is shown as the replacement sign, not as an invisible gap
        await setzen(page, 'ab\u0000c');
        const shown = await page.textContent('#error');
        assert.ok(shown.includes('ab\ufffdc') && !shown.includes('\u0000'), shown);
        // a valid entry clears the error
        await setzen(page, '518');
        assert.equal(await page.textContent('#error'), '');
        assert.equal(await page.getAttribute('#number', 'aria-invalid'), null);
        await expectStartPosition(page, 'RNBQKBNR');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('an invalid ?n= shows an error and the ordinary start position', async () => {
        const { page, problems, context } = await open(mode, '?n=1000');
        await expectStartPosition(page, 'RNBQKBNR');
        assert.match(await page.textContent('#error'), /n=1000/);
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('setzen and losen are history entries: Back and Forward go through the positions', async () => {
        const { page, problems, context } = await open(mode, '?n=518');
        const length = () => page.evaluate(() => history.length);
        const first = await length();
        await setzen(page, '518');
        assert.equal(await length(), first, 'setting the position shown adds no entry');
        let drawn = 518;
        while (drawn === 518 || drawn === 100) {
          await page.click('#losen');
          drawn = Number(currentN(page));
        }
        await setzen(page, '100');
        assert.equal(await shownNumber(page), 'Nr. 100');
        const expectShown = async (n, what) => {
          await page.waitForFunction((want) => new URL(location.href).searchParams.get('n') === want, String(n));
          assert.equal(await shownNumber(page), `Nr. ${n}`, what);
          assert.equal(await page.inputValue('#number'), String(n), `${what}: the number box`);
          assert.equal(scharnagl(rankText(await readBoard(page), 1)), n, `${what}: the board`);
        };
        await page.goBack();
        await expectShown(drawn, 'Back: the drawn position');
        await page.goBack();
        await expectShown(518, 'Back again: no. 518');
        await page.goForward();
        await expectShown(drawn, 'Forward: the drawn position again');
        await page.goForward();
        await expectShown(100, 'Forward again: no. 100');
        assert.equal(await length(), first + 2, 'Back and Forward push no entry of their own');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('?n= takes what the number box takes: a back rank, other letters, a start FEN', async () => {
        for (const [query, n, rank] of [
          ['?n=TLLKSSDT', 740, 'RBBKNNQR'],
          ['?n=rbbknnqr', 740, 'RBBKNNQR'],
          ['?n=' + encodeURIComponent('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1'), 0, 'BBQNNRKR'],
          ['?lang=fr&n=TCFDRFCT', 518, 'RNBQKBNR'],
          ['?n=0740', 740, 'RBBKNNQR'],
        ]) {
          const { page, problems, context } = await open(mode, query);
          await expectStartPosition(page, rank);
          assert.equal((await page.textContent('#error')).trim(), '', `${query}: no error`);
          assert.match(await shownNumber(page), new RegExp(`\\b${n}$`), query);
          assert.equal(currentN(page), String(n), `${query}: the address names the number`);
          assert.deepEqual(problems, []);
          await context.close();
        }
      });

      test('a typed value with a right-to-left override is isolated in the error line', async () => {
        const { page, problems, context } = await open(mode, '?n=0');
        for (const typed of ['\u202e21 43 65', 'TSLD\u202eKLST']) {
          await setzen(page, typed);
          const text = await page.textContent('#error');
          assert.ok(text.includes('\u2068' + typed + '\u2069'), `isolated: ${JSON.stringify(text)}`);
        }
        assert.deepEqual(problems, []);
        await context.close();
        const url = await open(mode, '?n=' + encodeURIComponent('\u202e21'));
        const text = await url.page.textContent('#error');
        assert.ok(text.includes('\u2068n=\u202e21\u2069'), `the address's value isolated: ${JSON.stringify(text)}`);
        await url.context.close();
      });

      test('the English switch translates the page, is remembered, and ?lang=en works', async () => {
        const { page, problems, context } = await open(mode, '?n=0');
        await page.selectOption('#lang', 'en');
        assert.equal(await page.getAttribute('html', 'lang'), 'en');
        assert.equal((await page.textContent('#setzen')).trim(), 'set');
        assert.equal((await page.textContent('#losen')).trim(), 'draw');
        assert.equal((await page.textContent('label[for="number"]')).trim(), 'No.:');
        assert.equal(await shownNumber(page), 'No. 0');
        assert.equal(await page.getAttribute('#board svg', 'aria-label'), 'Start position 0: BBQNNRKR');
        assert.equal((await page.textContent('#legend')).trim(), 'K king · Q queen · R rook · B bishop · N knight');
        assert.equal(await page.inputValue('#lang'), 'en');
        await expectStartPosition(page, 'BBQNNRKR');
        await setzen(page, 'abc');
        assert.match(await page.textContent('#error'), /neither a number nor a legal back rank/);
        // the choice survives a reload (localStorage)
        await page.reload();
        await page.waitForSelector('html[data-ready="true"]');
        assert.equal(await page.getAttribute('html', 'lang'), 'en');
        assert.equal((await page.textContent('#setzen')).trim(), 'set');
        // and switches back
        await page.selectOption('#lang', 'de');
        assert.equal(await page.getAttribute('html', 'lang'), 'de');
        assert.equal((await page.textContent('#setzen')).trim(), 'setzen');
        await context.close();

        const fresh = await open(mode, '?lang=en&n=518');
        assert.equal(await fresh.page.getAttribute('html', 'lang'), 'en');
        assert.equal(await shownNumber(fresh.page), 'No. 518');
        assert.deepEqual([...problems, ...fresh.problems], []);
        await fresh.context.close();
      });

      test('option 1-960: 960 means position 0', async () => {
        const { page, problems, context } = await open(mode);
        await page.check('#one-based');
        await setzen(page, '960');
        await expectStartPosition(page, 'BBQNNRKR');
        assert.match(await shownNumber(page), /^Nr\. 0\b/);
        assert.equal(currentN(page), '0');
        await setzen(page, '0');
        assert.match(await page.textContent('#error'), /1 bis 960/);
        await expectStartPosition(page, 'BBQNNRKR');
        assert.deepEqual(problems, []);
        await context.close();
      });

      test('axe-core finds no accessibility violations (German, English, error, tables open)', async () => {
        const { page, problems, context } = await open(mode, '?n=740');
        const check = async (what) => {
          const v = await runAxe(page);
          assert.equal(v.length, 0, `${what}:\n${formatViolations(v)}`);
        };
        await check('German');
        await page.click('#tables summary');
        await setzen(page, 'abc');
        await check('German, tables open, error shown');
        await page.selectOption('#lang', 'en');
        await check('English');
        await page.setViewportSize({ width: 360, height: 740 });
        await check('English on a phone');
        assert.deepEqual(problems, []);
        await context.close();
      });
    });
  }

  test('board: black orientation on screen, highlights, inside coordinates, turning back', async () => {
    const { page, problems, context } = await open('http');
    await page.addScriptTag({ content: await boardScript() });
    const r = await page.evaluate(() => {
      const host = document.createElement('div');
      host.style.width = '400px';
      document.body.appendChild(host);
      const board = window.testBoard.render(host, {
        pieces: { a8: 'k', h1: 'K' },
        orientation: 'black',
        coords: 'inside',
        highlights: { h1: 'last', a8: true },
      });
      // The square drawn top left on the screen, and the one bottom right.
      const corner = (pick) =>
        [...host.querySelectorAll('[data-square]')]
          .map((n) => ({ sq: n.getAttribute('data-square'), box: n.getBoundingClientRect() }))
          .reduce((best, n) => (pick(n.box) < pick(best.box) ? n : best)).sq;
      const out = {
        topLeft: corner((b) => b.left + b.top),
        bottomRight: corner((b) => -(b.left + b.top)),
        pieces: [...host.querySelectorAll('[data-piece]')]
          .map((n) => `${n.getAttribute('data-piece')}@${n.parentNode.getAttribute('data-square')}`)
          .sort(),
        hl: [...host.querySelectorAll('.c960-hl')]
          .map((n) => `${n.parentNode.getAttribute('data-square')}:${n.getAttribute('class')}`)
          .sort(),
        coords: [...host.querySelectorAll('.c960-coord')]
          .map((n) => n.textContent)
          .sort()
          .join(''),
      };
      board.setOrientation('white');
      out.topLeftWhite = corner((b) => b.left + b.top);
      board.setPieces({ e1: 'K', e8: 'k' });
      out.afterMove = [...host.querySelectorAll('[data-piece]')].length;
      board.destroy();
      out.destroyed = host.children.length;
      return out;
    });
    assert.equal(r.topLeft, 'h1', 'black at the bottom: h1 is drawn top left');
    assert.equal(r.bottomRight, 'a8');
    assert.deepEqual(r.pieces, ['bK@a8', 'wK@h1']);
    assert.deepEqual(r.hl, ['a8:c960-hl c960-hl-mark', 'h1:c960-hl c960-hl-last']);
    assert.equal(r.coords, '12345678abcdefgh', 'inside coordinates: every file and rank once');
    assert.equal(r.topLeftWhite, 'a8');
    assert.equal(r.afterMove, 2);
    assert.equal(r.destroyed, 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a missing chess960.js is reported instead of a blank page', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    await context.route('**/chess960.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.server.url}index.html?n=5`);
    await page.waitForFunction(() => document.getElementById('error').textContent.trim() !== '');
    assert.match(await page.textContent('#error'), /chess960\.js/);
    assert.ok(await page.isDisabled('#setzen'));
    assert.ok(await page.isDisabled('#losen'));
    await context.close();
  });

  test('copy button puts the FEN on the clipboard and says "kopiert"', async () => {
    const { page, problems, context } = await open('http', '?n=0');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.server.url.replace(/\/$/, ''),
    });
    await page.click('#copy');
    await page.waitForFunction(() => document.getElementById('copy-status').textContent.trim() !== '');
    assert.equal((await page.textContent('#copy-status')).trim(), 'kopiert');
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(clip, 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the board fills the width on a phone and stays within the window height on a desktop', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 640, height: 450 },
    ]) {
      // 640 x 450 is a 1280 x 900 window at 200 % zoom
      const { page, context } = await open('http', '', { viewport });
      const m = await page.evaluate(() => {
        const box = document.querySelector('#board svg').getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          w: box.width,
          left: box.left,
          right: box.right,
        };
      });
      assert.ok(
        m.scrollWidth <= m.inner,
        `no horizontal scrolling at ${viewport.width}px (${m.scrollWidth} > ${m.inner})`,
      );
      assert.ok(m.left >= 0 && m.right <= m.inner, 'board inside the window');
      assert.ok(m.w >= Math.min(m.inner - 40, viewport.height - 30), `board uses the space (${m.w}px)`);
      for (const id of ['#number', '#setzen', '#losen']) assert.ok(await page.isVisible(id), `${id} visible`);
      await context.close();
    }
    const { page, context } = await open('http', '', { viewport: { width: 1366, height: 900 } });
    const box = await page.locator('#board svg').boundingBox();
    assert.ok(box.y + box.height <= 900, `whole board visible on a 1366 x 900 desktop (bottom ${box.y + box.height})`);
    assert.ok(box.width >= 600, `board is large (${box.width}px)`);
    await context.close();
  });

  test('print shows the board, number, back ranks and FEN only', async () => {
    const { page, context } = await open('http', '?n=0');
    await page.emulateMedia({ media: 'print' });
    const visible = async (sel) => page.locator(sel).first().isVisible();
    for (const sel of ['#board svg', '#pos-number', '#rank-de', '#rank-en', '#fen'])
      assert.ok(await visible(sel), `${sel} printed`);
    for (const sel of ['#entry', '#lang', '#copy', '#tables', '.site-footer', '.intro'])
      assert.ok(!(await visible(sel)), `${sel} not printed`);
    const adjust = await page.$eval(
      '#board svg',
      (el) => getComputedStyle(el).printColorAdjust || getComputedStyle(el).webkitPrintColorAdjust,
    );
    assert.equal(adjust, 'exact');
    const pdf = await page.pdf({ format: 'A4' });
    assert.ok(pdf.length > 5000);
    await context.close();
  });

  test('works under the strict Content-Security-Policy', async () => {
    const csp = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
    const strict = await startServer(undefined, { headers: { 'Content-Security-Policy': csp } });
    const context = await site.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    try {
      await page.goto(`${strict.url}index.html?n=959`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 10000 });
      await expectStartPosition(page, 'RKRNNQBB');
      await setzen(page, '0');
      await expectStartPosition(page, 'BBQNNRKR');
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await strict.close();
    }
  });
});
