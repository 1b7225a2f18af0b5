// Browser test of the start page's header (index.html): it holds every page's link, the
// tournament and the verify page too, and the whole board (file letters included) stays below
// it in the window on laptops (1366x768, 1280x900) and on a phone (390x844), in German and
// English; the links stay on one line on laptops and wrap into rows on a phone, every one inside
// the window (tests/e2e/navigation.test.mjs checks every page), the page never scrolling sideways.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

describe('start page header', () => {
  const site = useSite();

  for (const lang of ['de', 'en']) {
    test(`all links, board above the fold (${lang})`, async () => {
      for (const [width, height] of [
        [1366, 768],
        [1280, 900],
        [390, 844],
      ]) {
        const { page, context } = await openPage(site.browser, `${site.server.url}index.html?lang=${lang}`, {
          viewport: { width, height },
        });
        const m = await page.evaluate(() => {
          const links = [...document.querySelectorAll('.site-nav .nav-link')];
          const board = document.querySelector('#board svg').getBoundingClientRect();
          return {
            hrefs: links.map((a) => a.getAttribute('href').split('?')[0]),
            texts: links.map((a) => a.textContent),
            rows: new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
            outside: links.filter((a) => a.getBoundingClientRect().right > window.innerWidth).length,
            boardBottom: board.bottom,
            boardRight: board.right,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        const where = `${lang} ${width}x${height}`;
        for (const href of ['index.html', 'play.html', 'draw.html', 'event.html', 'verify.html', 'wall.html'])
          assert.ok(m.hrefs.includes(href), `${href} linked (${where})`);
        assert.ok(m.texts.includes(lang === 'de' ? 'Prüfen' : 'Verify'), `verify link named (${where})`);
        assert.ok(m.texts.includes(lang === 'de' ? 'Turnier' : 'Tournament'), `event link named (${where})`);
        if (width > 1000) assert.equal(m.rows, 1, `links on one line (${where})`);
        assert.equal(m.outside, 0, `every link inside the window (${where})`);
        assert.ok(m.boardBottom <= height, `whole board in the window (${where}: bottom ${m.boardBottom})`);
        assert.ok(m.scrollWidth <= width && m.boardRight <= width, `no sideways scrolling (${where})`);
        if (width > 1000) assert.ok((await page.locator('#board svg').boundingBox()).width >= 600, 'board is large');
        await context.close();
      }
    });
  }
});
