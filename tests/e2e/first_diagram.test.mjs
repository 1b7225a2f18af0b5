// The first diagram does not wait for the module: with chess960.js held back by the network,
// the start page, the wall and the play page already show the position ?n= names (from the back
// ranks of 'chess960/numbering', tables the library's build asks of the core, bundled into the
// early script); once the module arrives the page finishes and the board stays the same. Timings are in bench/first_diagram.mjs, not here.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { distDir, useSite, readBoard, holdingModule } from './browser.mjs';

const require = createRequire(import.meta.url);

// Returns the board as readBoard gives it ({ e1: 'wK', … }, empty squares null) for pieces.
function expectedBoard(pieces) {
  const out = {};
  for (const file of 'abcdefgh')
    for (let rank = 1; rank <= 8; rank++) {
      const letter = pieces[`${file}${rank}`];
      out[`${file}${rank}`] = letter ? (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase() : null;
    }
  return out;
}

describe('first diagram before the module', () => {
  const site = useSite();
  let api;
  before(async () => {
    api = await require(path.join(distDir, 'chess960.js'))();
  });

  const holding = (options) => holdingModule(site.browser, options);

  for (const [pageName, query, number] of [
    ['index.html', '?n=0742', 742],
    ['wall.html', '?n=12', 12],
    ['play.html', '?n=300', 300], // a new tab: no game of its own, so ?n= starts that position
  ]) {
    test(`${pageName}${query}: the position shows while chess960.js is still on its way`, async () => {
      const { context, release } = await holding({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      try {
        const page = await context.newPage();
        await page.goto(`${site.server.url}${pageName}${query}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.querySelectorAll('#board [data-piece]').length === 32, null, {
          timeout: 10000,
        });
        const want = expectedBoard(api.startPosition(number).pieces);
        assert.deepEqual(await readBoard(page), want);
        assert.equal(await page.getAttribute('html', 'data-ready'), null, 'the page waited for the module');
        release();
        await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
        assert.deepEqual(await readBoard(page), want);
      } finally {
        release();
        await context.close();
      }
    });
  }

  // The address is read 0-959 whatever count the reader chose (1-960 only changes how the page
  // names position 0): the first diagram does not wait for the stored choice.
  for (const [query, number] of [
    ['?n=12', 12],
    ['?n=0', 0],
  ]) {
    test(`index.html${query} with the 1-960 count chosen: the same board before and after the module`, async () => {
      const { context, release } = await holding({ locale: 'de-DE' });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => localStorage.setItem('chess960.oneBased', '1'));
        await page.goto(`${site.server.url}index.html${query}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.querySelectorAll('#board [data-piece]').length === 32, null, {
          timeout: 10000,
        });
        const want = expectedBoard(api.startPosition(number).pieces);
        assert.deepEqual(await readBoard(page), want);
        release();
        await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
        assert.deepEqual(await readBoard(page), want);
        assert.equal(await page.isChecked('#one-based'), true);
      } finally {
        release();
        await context.close();
      }
    });
  }
});
