// The site navigation in headless Chromium: every page with a header carries the same eight
// links (address, key, words, order) and marks itself as the current page; on a phone (320, 360
// and 390 px, German and English) every link lies inside the window, none hidden in a row that
// scrolls sideways, each one the element a tap on its centre reaches, at least 24 px tall, and
// the current page's link is on the screen; at 1366 px the links stay on one line where they did.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatViolations, openPage, runAxe, useSite } from './browser.mjs';

const PAGES = [
  'index.html',
  'play.html',
  'draw.html',
  'event.html',
  'verify.html',
  'tables.html',
  'embed-docs.html',
  'credits.html',
];
const NAV = [
  ['index.html', 'nav.start'],
  ['play.html', 'nav.play'],
  ['draw.html', 'nav.draw'],
  ['event.html', 'nav.event'],
  ['verify.html', 'nav.verify'],
  ['wall.html', 'nav.wall'],
  ['tables.html', 'nav.tables'],
  ['embed-docs.html', 'nav.embed'],
];
const PLAY_WORD = { de: 'Spielen', en: 'Play' };

const site = useSite();

// Opens a page at width × height in lang and waits until its navigation speaks lang.
async function openNav(page, lang, width, height) {
  const opened = await openPage(site.browser, `${site.server.url}${page}?lang=${lang}`, {
    viewport: { width, height },
    ready: null,
  });
  await opened.page.waitForFunction(
    ([code, word]) =>
      document.documentElement.lang === code &&
      document.querySelector('.site-nav [data-i18n="nav.play"]')?.textContent.trim() === word,
    [lang, PLAY_WORD[lang]],
  );
  return opened;
}

// Reads every navigation link: its address, key, words, box, what a tap on its centre reaches.
function readNav(page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.site-nav');
    const links = [...nav.querySelectorAll('a')].map((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        href: a.getAttribute('href').split('?')[0],
        key: a.getAttribute('data-i18n'),
        nav: a.getAttribute('data-nav'),
        text: a.textContent.trim(),
        current: a.getAttribute('aria-current'),
        box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height },
        reached: !!hit && (hit === a || a.contains(hit)),
      };
    });
    return {
      links,
      navScrolls: nav.scrollWidth > nav.clientWidth + 1,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      rows: new Set(links.map((l) => Math.round(l.box.top))).size,
    };
  });
}

describe('site navigation', () => {
  test('every page has the same eight links and marks itself as the current page', async () => {
    const reference = await openNav('index.html', 'de', 1280, 900);
    const expected = (await readNav(reference.page)).links.map((l) => [l.href, l.key, l.nav, l.text]);
    await reference.context.close();
    assert.deepEqual(
      expected.map((l) => [l[0], l[1]]),
      NAV,
    );
    for (const name of PAGES) {
      const { page, problems, context } = await openNav(name, 'de', 1280, 900);
      const { links } = await readNav(page);
      assert.deepEqual(
        links.map((l) => [l.href, l.key, l.nav, l.text]),
        expected,
        `${name}: the same links as the start page`,
      );
      const current = links.filter((l) => l.current !== null);
      if (name === 'credits.html') assert.deepEqual(current, [], 'credits.html is not in the navigation');
      else
        assert.deepEqual(
          current.map((l) => [l.href, l.current]),
          [[name, 'page']],
          `${name}: marks itself`,
        );
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  for (const lang of ['de', 'en']) {
    for (const [width, height] of [
      [320, 640],
      [360, 740],
      [390, 844],
    ]) {
      test(`${lang} ${width}×${height}: every link on the screen and reachable, the current page's link visible`, async () => {
        for (const name of PAGES) {
          const { page, problems, context } = await openNav(name, lang, width, height);
          const m = await readNav(page);
          const where = `${name} ${lang} ${width}px`;
          assert.equal(m.links.length, NAV.length, where);
          assert.equal(m.navScrolls, false, `${where}: the navigation does not scroll sideways`);
          assert.equal(m.pageScrolls, false, `${where}: the page does not scroll sideways`);
          for (const link of m.links) {
            const at = `${where}: "${link.text}" ${JSON.stringify(link.box)}`;
            assert.ok(link.box.left >= 0 && link.box.right <= width, `${at} inside the window`);
            assert.ok(link.box.top >= 0 && link.box.bottom <= height, `${at} on the first screen`);
            assert.ok(link.box.height >= 24, `${at} at least 24 px tall`);
            assert.ok(link.reached, `${at} reached by a tap on its centre`);
          }
          const current = m.links.find((l) => l.current === 'page');
          if (name !== 'credits.html') {
            assert.ok(current, `${where}: a current page`);
            assert.ok(await page.locator('.site-nav a[aria-current="page"]').isVisible(), `${where}: current visible`);
          }
          if (width === 320 && lang === 'de') {
            const v = await runAxe(page, '.site-header, .sheet-nav');
            assert.equal(v.length, 0, `${where}: ${formatViolations(v)}`);
          }
          assert.deepEqual(problems, [], where);
          await context.close();
        }
      });
    }
  }

  test('on a laptop (1366×768) the links stay on one line on every page', async () => {
    for (const name of PAGES) {
      const { page, context } = await openNav(name, 'de', 1366, 768);
      const m = await readNav(page);
      assert.equal(m.rows, 1, `${name}: one line`);
      assert.equal(m.pageScrolls, false, `${name}: no sideways scroll`);
      await context.close();
    }
  });

  test('a tap on a link of the second row on a 320 px phone opens that page', async () => {
    const { page, context } = await openNav('index.html', 'de', 320, 640);
    const m = await readNav(page);
    const lowest = m.links.reduce((a, b) => (b.box.top > a.box.top ? b : a));
    assert.ok(lowest.box.top > m.links[0].box.top, 'the links wrap into rows');
    await page.click(`.site-nav a[data-i18n="${lowest.key}"]`);
    await page.waitForURL(new RegExp(lowest.href.replace('.', '\\.')));
    await context.close();
  });
});
