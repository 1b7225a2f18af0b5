// Defects a new user hit on the start page, the wall and the tables page, each checked in
// headless Chromium: the draw page is reachable, the one start-number reader takes "0518" on
// every entry point, wall and tables honour the chosen language, a wall round list cannot be
// replaced by a stray key, and the wall's QR code is never under the toolbar.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatViolations, openPage, runAxe, useSite } from './browser.mjs';

const site = useSite();
const english = () => localStorage.setItem('chess960.lang', 'en');

// Returns true when two boxes overlap.
function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('site pages', () => {
  test('the draw page is linked from the start page and named in the wall help', async () => {
    const start = await openPage(site.browser, `${site.server.url}index.html`);
    const link = start.page.locator('a[href="draw.html"]');
    assert.equal(await link.count(), 1);
    await link.click();
    await start.page.waitForURL(/draw\.html$/);
    await start.context.close();
    const wall = await openPage(site.browser, `${site.server.url}wall.html`);
    assert.match(await wall.page.textContent('#keys'), /draw\.html/);
    assert.equal(await wall.page.getAttribute('#by-hand', 'href'), 'draw.html');
    assert.deepEqual(wall.problems, []);
    await wall.context.close();
  });

  test('?n=0518 opens 518 on the start page, the wall and the tables page, and the box takes 0518', async () => {
    for (const [page, selector] of [
      ['index.html', '#pos-number'],
      ['wall.html', '#no-digits'],
      ['tables.html', '#sum'],
    ]) {
      const { page: p, problems, context } = await openPage(site.browser, `${site.server.url}${page}?n=0518`);
      assert.match(await p.textContent(selector), /518/, page);
      assert.doesNotMatch(await p.textContent('body'), /ungültig/, `${page}: no error for 0518`);
      assert.deepEqual(problems, []);
      await context.close();
    }
    const { page, context } = await openPage(site.browser, `${site.server.url}index.html?n=12`);
    await page.fill('#number', '0518');
    await page.click('#setzen');
    assert.equal(await page.textContent('#pos-number'), 'Nr. 518');
    await page.fill('#number', '960');
    await page.click('#setzen');
    const message = await page.textContent('#error');
    await context.close();
    const tables = await openPage(site.browser, `${site.server.url}tables.html`);
    await tables.page.fill('#n', '960');
    await tables.page.click('#show');
    assert.equal(await tables.page.textContent('#tools-error'), message, 'the same words for the same entry');
    await tables.context.close();
  });

  test('the wall and the tables page speak the language the user chose', async () => {
    const wall = await openPage(site.browser, `${site.server.url}wall.html?n=740`, { init: english });
    assert.equal(await wall.page.textContent('#no-label'), 'No.');
    assert.equal(await wall.page.textContent('#rank'), 'RBBKNNQR');
    assert.equal(await wall.page.getAttribute('html', 'lang'), 'en');
    await wall.page.selectOption('#lang', 'de');
    assert.equal(await wall.page.textContent('#no-label'), 'Nr.');
    await wall.context.close();
    const tables = await openPage(site.browser, `${site.server.url}tables.html?n=740`, { init: english });
    assert.match(await tables.page.textContent('#sum'), /^No\. 740 = 736 \+ 4/);
    assert.equal(await tables.page.textContent('#king-title'), 'King table');
    await tables.context.close();
  });

  for (const lang of ['de', 'en']) {
    test(`axe-core finds no violation on the tables page, the wall and the start page (${lang})`, async () => {
      for (const page of ['tables.html?n=740', 'wall.html?rounds=518,12&qr=1', 'index.html?n=959']) {
        const init = lang === 'en' ? english : undefined;
        const { page: p, problems, context } = await openPage(site.browser, `${site.server.url}${page}`, { init });
        assert.equal(await p.getAttribute('html', 'lang'), lang);
        const violations = await runAxe(p);
        assert.deepEqual(violations, [], `${page}: ${formatViolations(violations)}`);
        assert.deepEqual(problems, []);
        await context.close();
      }
    });
  }

  test('a wall round list: digits, L and Space do not replace the position; U unlocks', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}wall.html?rounds=518,12,700`);
    const digits = () => page.textContent('#no-digits');
    for (const key of ['7', 'Enter', 'l', 'L', 'Space']) await page.keyboard.press(key);
    assert.equal(await digits(), '518', 'the hall still sees round 1');
    assert.match(await page.textContent('#message'), /gesperrt/);
    assert.ok(await page.isDisabled('#draw'));
    await page.keyboard.press('ArrowRight');
    assert.equal(await digits(), '12', 'arrows still change the round');
    await page.keyboard.press('u');
    assert.equal(await page.getAttribute('#lock', 'aria-pressed'), 'false');
    await page.keyboard.press('7');
    await page.keyboard.press('Enter');
    assert.equal(await digits(), '7', 'after unlocking, digits set a number');
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1366, 768],
    [800, 600],
  ]) {
    test(`wall ?qr=1 at ${width}×${height}: the toolbar leaves the QR code free; the link breaks only at / ? & =`, async () => {
      const { page, problems, context } = await openPage(
        site.browser,
        `${site.server.url}wall.html?rounds=518,12,700&qr=1&lang=en`,
        { viewport: { width, height } },
      );
      await page.waitForSelector('#qr-code svg');
      const qr = await page.locator('#qr').boundingBox();
      const toolbar = await page.locator('#toolbar').boundingBox();
      assert.ok(!overlap(qr, toolbar), `QR ${JSON.stringify(qr)} vs toolbar ${JSON.stringify(toolbar)}`);
      assert.ok(qr.y >= 0 && qr.y + qr.height <= height && qr.x + qr.width <= width, 'the QR code is on the screen');
      const split = await page.evaluate(() =>
        [...document.querySelectorAll('#qr-caption .qr-link')[0].childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => {
            const range = document.createRange();
            range.selectNodeContents(n);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            return { text: n.textContent, lines: lines.size };
          }),
      );
      for (const part of split) assert.equal(part.lines, 1, `"${part.text}" breaks inside`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
