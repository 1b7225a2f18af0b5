// The wall (wall.html) in headless Chromium, measured by bounding boxes: the toolbar never covers
// the panel's text (QR code, number, back rank, the position's facts to their last line) on a
// laptop (?qr=1&facts=1 at 1366×768 and other landscape screens) nor on a phone (?facts=1 at 390
// and 320 px, where what does not fit scrolls inside the panel, above the toolbar); a refused
// number (999) is said beside the board, not over its pieces.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatViolations, openPage, runAxe, useSite } from './browser.mjs';

const site = useSite();

// Returns true when two boxes share more than a pixel's sliver.
function overlap(a, b) {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

// Waits two frames: the panel is fitted on the next frame after a change (wall/fit.js).
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Opens the wall with query at width × height, its facts (and QR code) drawn, pointer moved.
async function openWall(query, width, height) {
  const opened = await openPage(site.browser, `${site.server.url}wall.html${query}`, {
    viewport: { width, height },
  });
  if (query.includes('facts=1')) await opened.page.waitForSelector('#wall-facts .caveat');
  if (query.includes('qr=1')) await opened.page.waitForSelector('#qr-code svg');
  await opened.page.mouse.move(width / 2, height / 2);
  await settle(opened.page);
  return opened;
}

// Reads the boxes of the toolbar, the panel and the panel's parts (the facts' rows one by one).
function readBoxes(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const parts = [...document.querySelectorAll('#message, #qr, #no-digits, #rank, #wall-facts h2, #wall-facts h3')]
      .concat([...document.querySelectorAll('#wall-facts .facts-row, #wall-facts li, #wall-facts .caveat')])
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ name: el.id || el.className || el.tagName, box: box(el) }));
    const panel = document.querySelector('.panel');
    return {
      toolbar: box(document.getElementById('toolbar')),
      panel: box(panel),
      scrolls: panel.scrollHeight > panel.clientHeight + 1,
      focusable: panel.getAttribute('tabindex') === '0',
      fit: Number(panel.getAttribute('data-fit')),
      parts,
    };
  });
}

describe('wall: nothing under the toolbar, no message over the pieces', () => {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
    [1024, 768],
    [1920, 1080],
  ]) {
    for (const lang of ['de', 'en']) {
      test(`?qr=1&facts=1 at ${width}×${height} (${lang}): every line of the panel on the screen, none under the toolbar`, async () => {
        const { page, problems, context } = await openWall(`?n=518&qr=1&facts=1&lang=${lang}`, width, height);
        const m = await readBoxes(page);
        assert.equal(m.scrolls, false, `the panel fits without scrolling (--fit ${m.fit})`);
        assert.ok(m.parts.length >= 10, `${m.parts.length} parts measured`);
        for (const part of m.parts) {
          const at = `${part.name} ${JSON.stringify(part.box)} / toolbar ${JSON.stringify(m.toolbar)}`;
          assert.ok(!overlap(part.box, m.toolbar), `${at}: under the toolbar`);
          assert.ok(part.box.top >= 0 && part.box.bottom <= height && part.box.right <= width, `${at}: off screen`);
        }
        if (width === 1366 && lang === 'de') {
          const v = await runAxe(page);
          assert.equal(v.length, 0, formatViolations(v));
        }
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
  ]) {
    for (const lang of ['de', 'en']) {
      test(`?qr=1&facts=1 at ${width}×${height} (${lang}) with a message: the panel shrinks to fit, nothing cut`, async () => {
        const { page, problems, context } = await openWall(`?n=518&qr=1&facts=1&lang=${lang}`, width, height);
        await page.keyboard.type('999');
        await page.keyboard.press('Enter');
        await page.waitForSelector('#message:not([hidden])');
        await settle(page);
        await settle(page);
        const m = await readBoxes(page);
        assert.ok(
          m.parts.some((part) => part.name === 'message'),
          'the message is measured',
        );
        assert.equal(m.scrolls, false, `the panel fits with the message (--fit ${m.fit})`);
        for (const part of m.parts) {
          const at = `${part.name} ${JSON.stringify(part.box)} / panel ${JSON.stringify(m.panel)}`;
          assert.ok(
            part.box.top >= m.panel.top - 1 && part.box.bottom <= m.panel.bottom + 1,
            `${at}: cut by the panel`,
          );
          assert.ok(part.box.top >= 0 && part.box.bottom <= height && part.box.right <= width, `${at}: off screen`);
          assert.ok(!overlap(part.box, m.toolbar), `${at}: under the toolbar`);
        }
        const last = m.parts.find((part) => String(part.name).includes('caveat'));
        assert.ok(last, 'the caveat, the last line, is there');
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ]) {
    test(`?facts=1 at ${width}×${height}: the facts scroll inside the panel, above the toolbar, to their last line`, async () => {
      const { page, problems, context } = await openWall('?n=518&facts=1&lang=de', width, height);
      const m = await readBoxes(page);
      assert.ok(
        !overlap(m.panel, m.toolbar),
        `panel ${JSON.stringify(m.panel)} / toolbar ${JSON.stringify(m.toolbar)}`,
      );
      for (const part of m.parts) {
        const seen = {
          ...part.box,
          top: Math.max(part.box.top, m.panel.top),
          bottom: Math.min(part.box.bottom, m.panel.bottom),
        };
        if (seen.bottom > seen.top)
          assert.ok(!overlap(seen, m.toolbar), `${part.name}: its visible part under the toolbar`);
      }
      assert.ok(await page.isVisible('#no-digits'), 'the number is shown');
      assert.ok(m.panel.bottom <= m.toolbar.top, 'the panel ends above the toolbar');
      if (m.scrolls) {
        assert.equal(m.focusable, true, 'a panel that scrolls takes the keyboard focus');
        await page.$eval('.panel', (panel) => {
          panel.scrollTop = panel.scrollHeight;
        });
      }
      const caveat = await page.$eval('#wall-facts .caveat', (el) => el.getBoundingClientRect().toJSON());
      assert.ok(caveat.bottom <= m.panel.bottom + 1 && caveat.top >= m.panel.top - 1, 'the last line can be read');
      assert.ok(!overlap(caveat, m.toolbar), 'the last line is not under the toolbar');
      const v = await runAxe(page);
      assert.equal(v.length, 0, formatViolations(v));
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
    [320, 640],
  ]) {
    test(`999 at ${width}×${height}: the message is shown beside the board, over none of its pieces`, async () => {
      const { page, problems, context } = await openWall('?n=518&lang=en', width, height);
      await page.keyboard.type('999');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#message:not([hidden])');
      await settle(page);
      assert.match(await page.textContent('#message'), /999.*0 to 959/);
      const message = await page.$eval('#message', (el) => el.getBoundingClientRect().toJSON());
      const pieces = await page.$$eval('#board [data-square]', (squares) =>
        squares
          .filter((sq) => sq.querySelector('[data-piece]'))
          .map((sq) => ({ square: sq.getAttribute('data-square'), box: sq.getBoundingClientRect().toJSON() })),
      );
      assert.equal(pieces.length, 32);
      for (const piece of pieces)
        assert.ok(!overlap(message, piece.box), `message ${JSON.stringify(message)} over ${piece.square}`);
      const toolbar = await page.$eval('#toolbar', (el) => el.getBoundingClientRect().toJSON());
      assert.ok(!overlap(message, toolbar), 'the message is not under the toolbar');
      assert.ok(message.top >= 0 && message.bottom <= height, 'the message is on the screen');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
