// Browser test of the play page on laptop screens: the whole board, its rank numbers and file
// letters included, is in the window without scrolling at 1366×768 and 1366×657 (the inside of
// a real browser window on a 1366×768 screen), also with a notice shown and where the header's
// links take two rows (Dutch at 1024 px); and the board still uses the room it has.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

describe('play page layout on laptop screens', () => {
  const site = useSite();

  // Returns the board's box, each coordinate label's box and the scroll position.
  function measure(page) {
    return page.evaluate(() => {
      const box = (r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
      const svg = document.querySelector('#board svg');
      return {
        board: box(svg.getBoundingClientRect()),
        labels: [...svg.querySelectorAll('.c960-coords text')].map((t) => ({
          text: t.textContent,
          ...box(t.getBoundingClientRect()),
        })),
        width: window.innerWidth,
        height: window.innerHeight,
        scrollY: window.scrollY,
        sideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
  }

  // Asserts that the board and all 16 coordinate labels are inside the window, unscrolled.
  function assertWholeBoard(m, what) {
    assert.equal(m.scrollY, 0, `${what}: the page is not scrolled`);
    assert.equal(m.sideways, false, `${what}: no sideways scrolling`);
    assert.ok(m.board.top >= 0 && m.board.left >= 0, `${what}: board top left inside`);
    assert.ok(m.board.bottom <= m.height, `${what}: board bottom ${m.board.bottom} > window ${m.height}`);
    assert.ok(m.board.right <= m.width, `${what}: board right ${m.board.right} > window ${m.width}`);
    assert.equal(m.labels.length, 16, `${what}: 8 rank numbers and 8 file letters`);
    for (const l of m.labels) {
      assert.ok(l.bottom <= m.height && l.top >= 0, `${what}: label ${l.text} at ${l.top}..${l.bottom}`);
    }
  }

  for (const [width, height] of [
    [1366, 768],
    [1366, 657],
  ]) {
    test(`${width}×${height}: the whole board with its coordinates fits, also with a notice`, async () => {
      const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518`, {
        viewport: { width, height },
        timeout: 15000,
      });
      assertWholeBoard(await measure(page), 'new game');
      const m = await measure(page);
      // The board is not made tiny to fit: it takes the height below the header.
      assert.ok(m.board.bottom - m.board.top >= height - 220, `board ${m.board.bottom - m.board.top}px high`);
      // A move, then a reload: the "restored" notice is shown and the board stays where it was.
      await page.fill('#move-input', 'e4');
      await page.press('#move-input', 'Enter');
      await page.waitForSelector('#move-list [data-ply]');
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.notEqual((await page.textContent('#notice')).trim(), '', 'a notice is shown');
      assertWholeBoard(await measure(page), 'with a notice');
      // In English too.
      await page.selectOption('#lang', 'en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      assertWholeBoard(await measure(page), 'in English');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('1024×640 in Dutch, where the header links take two rows: the board still fits', async () => {
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518&lang=nl`, {
      viewport: { width: 1024, height: 640 },
      timeout: 15000,
    });
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    const header = await page.evaluate(() => document.querySelector('.site-header').getBoundingClientRect().height);
    assert.ok(header > 160, `the header takes two rows of links (${header}px)`);
    assertWholeBoard(await measure(page), 'Dutch, 1024×640');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('1366×768: "Notes on the move" opened and typed in keeps the whole board in view beside the editor', async () => {
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518&lang=en`, {
      viewport: { width: 1366, height: 768 },
      locale: 'en-GB',
      timeout: 15000,
    });
    for (const san of ['e4', 'e5', 'Nf3']) {
      await page.fill('#move-input', san);
      await page.press('#move-input', 'Enter');
    }
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 3);
    await page.click('#notes-open');
    await page.keyboard.type('a plan');
    const inView = await page.evaluate(() => {
      const r = document.getElementById('notes-comment').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.equal(inView, true, 'the comment being typed is in view');
    const m = await measure(page);
    assert.ok(m.board.top >= 0 && m.board.bottom <= m.height, `the board in view: ${m.board.top}..${m.board.bottom}`);
    for (const l of m.labels) assert.ok(l.top >= 0 && l.bottom <= m.height, `label ${l.text} in view`);
    if (process.env.CHESS960_SHOTS) await page.screenshot({ path: process.env.CHESS960_SHOTS + '/notes-1366.png' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
