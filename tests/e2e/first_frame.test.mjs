// The first frame of the start page, the wall and the play page (web/shared/first-frame.js): the
// page's own scripts come after the frame with the first diagram, so the static German text of
// the HTML must not show to a reader of another language in any frame before the page has put
// its words in place; a German reader sees it with no wait for the page's scripts.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

// Runs in the page before its scripts: notes in every frame (requestAnimationFrame) the text
// and visibility of a keyed element and whether the diagram is complete.
const recordFrames = (selector) => {
  window.frameNotes = [];
  const note = () => {
    const el = document.querySelector(selector);
    if (el) {
      window.frameNotes.push({
        text: el.textContent.trim(),
        visible: getComputedStyle(el).visibility === 'visible',
        pieces: document.querySelectorAll('#board [data-piece]').length,
      });
    }
    if (window.frameNotes.length < 600) requestAnimationFrame(note);
  };
  requestAnimationFrame(note);
};

const pages = [
  // page, a keyed element, its German and English text
  ['index.html?n=518', '[data-i18n="site.name"]', 'Schach-960', 'Chess960'],
  ['wall.html?n=518', '[data-i18n="wall.losen"]', 'losen', 'draw'],
  ['play.html?n=518', 'h1[data-i18n]', 'Schach-960 spielen', 'Play Chess960'],
];

describe('first frame: no frame in the wrong language', () => {
  const site = useSite();

  for (const [pageName, selector, german, english] of pages) {
    for (const [locale, want, other] of [
      ['en-US', english, german],
      ['de-DE', german, english],
    ]) {
      test(`${pageName} for ${locale}: the keyed text shows only as "${want}"`, async () => {
        const context = await site.browser.newContext({ locale });
        try {
          const page = await context.newPage();
          await page.addInitScript(recordFrames, selector);
          await page.goto(`${site.server.url}${pageName}`);
          await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
          await page.waitForFunction((w) => window.frameNotes.some((n) => n.visible && n.text === w), want);
          const notes = await page.evaluate(() => window.frameNotes);
          const wrong = notes.filter((n) => n.visible && n.text === other);
          assert.deepEqual(wrong, [], `a frame showed "${other}"`);
          assert.ok(
            notes.some((n) => n.pieces === 32),
            'the diagram was complete in a frame',
          );
          assert.equal(await page.getAttribute('html', 'data-lang-pending'), null);
        } finally {
          await context.close();
        }
      });
    }
  }

  test('a page with ?lang=en in the address speaks English from its first visible word on', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordFrames, '[data-i18n="site.name"]');
      await page.goto(`${site.server.url}index.html?n=7&lang=en`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      const notes = await page.evaluate(() => window.frameNotes);
      assert.deepEqual(
        notes.filter((n) => n.visible && n.text !== 'Chess960'),
        [],
      );
      assert.ok(notes.some((n) => n.visible));
    } finally {
      await context.close();
    }
  });
});
