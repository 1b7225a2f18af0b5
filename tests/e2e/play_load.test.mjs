// How the play page loads (docs/web.md, "The play page's set-up"): its scripts never force a
// layout of their own while the page is set up (each one, where the page still changes after
// it, is a second layout of the whole page: 70 ms with the CPU slowed 4x), read from a
// Chromium trace (a Layout event that carries a script's stack is one a script forced); the
// game list of a PGN file is code of its own (play/database/games.js), loaded when a text of
// several games is first opened, also offline and under the strict CSP, and a single game
// opens without it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useSite } from './browser.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const LIST_CODE = 'play/database/games.js';
// Three short games of position 518 (the classical start).
const THREE_GAMES = [1, 2, 3]
  .map((i) => `[Event "Club ${i}"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n`)
  .join('\n');
const ONE_GAME = '[Event "Club"]\n[Result "*"]\n\n1. d4 d5 *\n';

const TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'];

// Loads url in a fresh context under a trace until the page is fully ready; returns the layouts
// a script of the site forced (the trace also holds the browser's own pages), each as its
// stack's innermost frames.
async function forcedLayouts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE });
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return events
    .filter((e) => e.name === 'Layout' && e.args && e.args.beginData && e.args.beginData.stackTrace)
    .filter((e) => e.args.beginData.stackTrace.some((f) => f.url.startsWith(new URL(url).origin)))
    .map((e) => e.args.beginData.stackTrace.slice(0, 3).map((f) => `${f.functionName}@${f.url.split('/').pop()}`));
}

// Opens the play page at url with its PGN section open; returns { page, problems, context,
// asked: the page's requests for the game list's code so far }.
async function openPlay(browser, url, options) {
  const got = await openPage(browser, url, { timeout: 15000, ...options });
  const asked = [];
  got.page.on('request', (r) => r.url().includes(LIST_CODE) && asked.push(r.url()));
  await got.page.click('#pgn-section summary');
  return { ...got, asked };
}

// Pastes a PGN text into the import box and presses the import button.
async function paste(page, text) {
  await page.fill('#pgn-in', text);
  await page.click('#pgn-import');
}

describe('play page load', () => {
  const site = useSite({ csp: CSP });

  test('the game list is loaded when a text of several games is first opened, not before', async () => {
    const { page, problems, context, asked } = await openPlay(site.browser, `${site.cspServer.url}/play.html`);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('play/database/')),
    );
    assert.equal(loaded, false, 'no code of the game list with the page');
    await paste(page, ONE_GAME);
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-node]').length === 2);
    assert.deepEqual(asked, [], 'one game opens without the list');
    await paste(page, THREE_GAMES);
    await page.waitForSelector('#games-panel:not([hidden]) #games-rows tr');
    assert.equal(await page.locator('#games-rows tr').count(), 3);
    assert.equal(asked.length, 1, `the list's code asked once: ${asked}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('offline after one visit, the game list still opens (the service worker keeps its code)', async () => {
    const { page, context } = await openPlay(site.browser, `${site.server.url}/play.html`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 }).catch(() => {});
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
    await page.click('#pgn-section summary');
    await paste(page, THREE_GAMES);
    await page.waitForSelector('#games-panel:not([hidden]) #games-rows tr');
    assert.equal(await page.locator('#games-rows tr').count(), 3);
    await context.close();
  });

  for (const query of ['?n=518', '', '?n=518&lang=fr']) {
    test(`play.html${query}: no script forces a layout until the page is fully ready`, async () => {
      const forced = await forcedLayouts(site.browser, `${site.server.url}/play.html${query}`);
      assert.deepEqual(forced, [], `layouts forced by: ${JSON.stringify(forced)}`);
    });
  }
});
