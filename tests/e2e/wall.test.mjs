// Browser tests of the wall mode (wall.html): size at 16:9 and 4:3 (screenshots in
// test-results/), keys, rounds, QR code, themes, wake lock, idle cursor, file://, accessibility.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  distDir,
  repoRoot,
  useSite,
  openPage,
  fileUrl,
  runAxe,
  formatViolations,
  readBoard,
  rankText,
} from './browser.mjs';

const require = createRequire(import.meta.url);
const shots = path.join(repoRoot, 'test-results');

describe('wall mode', () => {
  const site = useSite();
  let api;
  before(async () => {
    api = await require(path.join(distDir, 'chess960.js'))();
    fs.mkdirSync(shots, { recursive: true });
  });

  function open(query = '', { viewport = { width: 1920, height: 1080 }, file = false, init } = {}) {
    return openPage(site.browser, (file ? fileUrl('wall.html') : `${site.server.url}wall.html`) + query, {
      viewport,
      init,
    });
  }
  const digits = (page) => page.textContent('#no-digits');
  const n = (page) => new URL(page.url()).searchParams.get('n');

  for (const [w, h] of [
    [1920, 1080],
    [1024, 768],
  ]) {
    for (const theme of ['dark', 'light']) {
      test(`${w}x${h} ${theme}: board ≥ 85 % of the height, number ≥ 8 %, everything on screen`, async () => {
        const { page, problems, context } = await open(`?n=518&round=3&theme=${theme}`, {
          viewport: { width: w, height: h },
        });
        await page.mouse.move(5, 5);
        const m = await page.evaluate(() => {
          const r = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
          return {
            board: r('#board svg'),
            digits: r('#no-digits'),
            rank: r('#rank'),
            round: r('#round'),
            fen: r('#fen'),
            digitsFont: parseFloat(getComputedStyle(document.getElementById('no-digits')).fontSize),
            labelFont: parseFloat(getComputedStyle(document.getElementById('no-label')).fontSize),
            rankFont: parseFloat(getComputedStyle(document.getElementById('rank')).fontSize),
            bg: getComputedStyle(document.body).backgroundColor,
            scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
          };
        });
        assert.ok(m.board.height >= 0.85 * h, `board ${m.board.height}px of ${h}px`);
        assert.ok(Math.abs(m.board.width - m.board.height) < 1, 'square board');
        assert.ok(
          m.digitsFont >= 0.08 * h && m.digits.height >= 0.08 * h,
          `number ${m.digitsFont}px / ${m.digits.height}px`,
        );
        assert.ok(m.labelFont >= 0.04 * h, `"Nr." ${m.labelFont}px`);
        assert.ok(m.rankFont >= 0.05 * h, `back rank ${m.rankFont}px`);
        for (const k of ['board', 'digits', 'rank', 'round', 'fen']) {
          assert.ok(
            m[k].left >= 0 && m[k].right <= w + 0.5 && m[k].top >= 0 && m[k].bottom <= h + 0.5,
            `${k} on screen: ${JSON.stringify(m[k])}`,
          );
        }
        assert.ok(m.scroll[0] <= w && m.scroll[1] <= h, 'no scrolling');
        assert.equal(m.bg, theme === 'dark' ? 'rgb(15, 17, 19)' : 'rgb(247, 245, 240)');
        assert.equal(await digits(page), '518');
        assert.equal(await page.textContent('#rank'), 'TSLDKLST');
        assert.equal(await page.textContent('#round'), 'Runde 3');
        assert.equal(rankText(await readBoard(page), 1), 'RNBQKBNR');
        await page.screenshot({ path: path.join(shots, `wall-${w}x${h}-${theme}.png`) });
        const v = await runAxe(page);
        assert.equal(v.length, 0, formatViolations(v));
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  test('keys: digits + Enter, arrows, L and Space, D letters, T theme', async () => {
    const { page, problems, context } = await open('?n=518');
    await page.keyboard.type('740');
    assert.equal(await page.textContent('#entry'), 'Nr. 740');
    await page.keyboard.press('Enter');
    assert.equal(await digits(page), '740');
    assert.ok(await page.isHidden('#entry'));
    assert.equal(n(page), '740');
    assert.equal(rankText(await readBoard(page), 1), 'RBBKNNQR');
    await page.keyboard.press('ArrowRight');
    assert.equal(await digits(page), '741');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await digits(page), '739');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await digits(page), '959', 'wraps around');
    // a number that does not exist: message, position kept
    await page.keyboard.type('999');
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('#message'), /999/);
    assert.equal(await digits(page), '959');
    for (const key of ['l', ' ', 'L']) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const shown = Number(await digits(page));
      assert.equal(
        rankText(await readBoard(page), 1),
        api.startPosition(shown).backRank,
        `after ${JSON.stringify(key)}`,
      );
      assert.equal(await page.textContent('#rank'), api.startPosition(shown).backRankDe);
    }
    await page.keyboard.press('d');
    const shown = Number(await digits(page));
    assert.equal(await page.textContent('#rank'), api.startPosition(shown).backRank, 'D: English letters');
    assert.match(await page.textContent('#legend'), /^K king/);
    await page.keyboard.press('d');
    assert.equal(await page.textContent('#rank'), api.startPosition(shown).backRankDe);
    await page.keyboard.press('t');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.keyboard.press('T');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    // buttons do the same
    await page.mouse.move(10, 10);
    await page.click('#next');
    assert.equal(Number(await digits(page)), (shown + 1) % 960);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?rounds= steps through a tournament, ?lang=en, ?qr=1 shows a QR code of the share link', async () => {
    const { page, problems, context } = await open('?rounds=518,12,700&lang=en&qr=1');
    assert.equal(await page.textContent('#round'), 'Round 1');
    assert.equal(await digits(page), '518');
    assert.equal(await page.textContent('#no-label'), 'No.');
    assert.equal(await page.textContent('#rank'), 'RNBQKBNR');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.textContent('#round'), 'Round 2');
    assert.equal(await digits(page), '12');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.textContent('#round'), 'Round 1', 'wraps to the first round');
    await page.waitForSelector('#qr-code svg path');
    assert.ok(await page.isVisible('#qr'));
    assert.match(await page.getAttribute('#qr-code svg', 'aria-label'), /index\.html\?n=518&lang=en$/);
    assert.ok((await page.getAttribute('#qr-code svg path', 'd')).length > 500);
    assert.equal(new URL(page.url()).searchParams.get('round'), '1');
    const v = await runAxe(page);
    assert.equal(v.length, 0, formatViolations(v));
    assert.deepEqual(problems, []);
    await context.close();

    const bad = await open('?n=abc');
    assert.match(await bad.page.textContent('#message'), /n=abc/);
    assert.equal(await digits(bad.page), '518');
    await bad.context.close();
  });

  test('a round list after U: the round label is marked over a number not the list\u2019s, the key line says the lock as it is', async () => {
    const { page, problems, context } = await open('?rounds=518,12,700&round=3&lang=en');
    const keys = () => page.textContent('#keys');
    assert.equal(await page.textContent('#round'), 'Round 3');
    assert.equal(await digits(page), '700');
    assert.match(await keys(), /digits and drawing are locked/);
    await page.keyboard.press('u');
    assert.doesNotMatch(await keys(), /are locked/, 'unlocked: the key line no longer says locked');
    assert.match(await keys(), /unlocked: digits and drawing change the position \(U: lock\)/);
    await page.keyboard.type('345');
    await page.keyboard.press('Enter');
    assert.equal(await digits(page), '345');
    assert.equal(await page.textContent('#round'), 'Not from the list: round 3 is no. 700');
    assert.equal(await page.getAttribute('#round', 'data-off-list'), '');
    await page.keyboard.press('l');
    if ((await digits(page)) !== '700')
      assert.equal(await page.textContent('#round'), 'Not from the list: round 3 is no. 700', 'a drawn number too');
    await page.keyboard.press('ArrowRight');
    assert.equal(await digits(page), '518');
    assert.equal(await page.textContent('#round'), 'Round 1', 'the list\u2019s number: the round as it is');
    assert.equal(await page.getAttribute('#round', 'data-off-list'), null);
    await page.keyboard.press('u');
    assert.match(await keys(), /digits and drawing are locked/);
    await page.selectOption('#lang', 'de');
    assert.match(await keys(), /Ziffern und Losen sind gesperrt/);
    await page.keyboard.press('u');
    assert.match(await keys(), /entsperrt: Ziffern und Losen ändern die Stellung/);
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    assert.equal(await page.textContent('#round'), 'Nicht aus der Liste: Runde 1 ist Nr. 518');
    const v = await runAxe(page);
    assert.equal(v.length, 0, formatViolations(v));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a value with a right-to-left override is isolated in the wall\u2019s messages', async () => {
    for (const [query, value] of [
      ['?n=' + encodeURIComponent('\u202e21'), 'n=\u202e21'],
      ['?rounds=' + encodeURIComponent('\u202e21,43'), '\u202e21,43'],
    ]) {
      const { page, problems, context } = await open(query);
      const text = await page.textContent('#message');
      assert.ok(text.includes('\u2068' + value + '\u2069'), `${query}: ${JSON.stringify(text)}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('keeps the screen awake (again after the page was hidden) and hides the cursor when idle', async () => {
    const init = () => {
      window.__locks = 0;
      window.__vis = 'visible';
      Object.defineProperty(document, 'visibilityState', { get: () => window.__vis });
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: () => {
            window.__locks++;
            const lock = new EventTarget();
            lock.release = () => {
              lock.dispatchEvent(new Event('release'));
              return Promise.resolve();
            };
            window.__lock = lock;
            return Promise.resolve(lock);
          },
        },
      });
    };
    const { page, problems, context } = await open('?n=5', { init });
    await page.waitForFunction(() => window.__locks === 1);
    await page.evaluate(() => {
      window.__vis = 'hidden';
      window.__lock.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    assert.equal(await page.evaluate(() => window.__locks), 1, 'not while hidden');
    await page.evaluate(() => {
      window.__vis = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => window.__locks === 2);
    await page.mouse.move(100, 100);
    assert.equal(await page.evaluate(() => document.body.classList.contains('idle')), false);
    await page.waitForFunction(() => document.body.classList.contains('idle'), null, { timeout: 6000 });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).cursor), 'none');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('toolbar')).opacity === '0');
    await page.mouse.move(200, 200);
    assert.equal(await page.evaluate(() => document.body.classList.contains('idle')), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('works from file://', async () => {
    const { page, problems, context } = await open('?n=0&qr=1', { file: true });
    assert.equal(await digits(page), '0');
    assert.equal(rankText(await readBoard(page), 1), 'BBQNNRKR');
    assert.ok(await page.isHidden('#qr'), 'no QR code for a file:// address');
    await page.keyboard.press('ArrowRight');
    assert.equal(await digits(page), '1');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
