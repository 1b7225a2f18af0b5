// Browser tests of how the play page's tabs know which games are open: two tabs on one game
// where one closes (the other still shows it: a new tab starts its own game; once the last one
// closes, the next new tab takes the game up), with the browser's Web Locks and BroadcastChannel,
// then the same in a browser without navigator.locks (the tabs tell each other on their channel)
// and in one without BroadcastChannel (a move reaches the other tab by a storage event).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

describe('play page: the games open in tabs', () => {
  const site = useSite();

  const moveTexts = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
  const tabGame = (page) => page.evaluate(() => sessionStorage.getItem('chess960.play.tab'));

  // Waits until the move list has n half-moves.
  const waitPlies = (page, n) =>
    page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n, {
      timeout: 10000,
    });

  // Plays a move typed into the move box.
  async function textMove(page, text) {
    const n = (await moveTexts(page)).length;
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, n + 1);
  }

  // Two tabs on one game, one closes, then the other (see the header); `init` runs in every
  // page of the browser before its scripts.
  async function oneGameTwoTabs(init) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    if (init) await context.addInitScript(init);
    const open = (query) => openPage(site.browser, `${site.server.url}play.html${query}`, { context, timeout: 15000 });
    const tabs = [];
    const a = (await open('?n=518')).page;
    await textMove(a, 'e4');
    const game = await tabGame(a);
    // Tab B starts its own game, then opens tab A's from the recent list and answers e4.
    const b = (await open('')).page;
    assert.deepEqual(await moveTexts(b), []);
    await b.click('#recent-section summary');
    await b.click(`#recent-list button[data-game-id="${game}"]`);
    await b.waitForFunction((id) => sessionStorage.getItem('chess960.play.tab') === id, game);
    await textMove(b, 'e5');
    await waitPlies(a, 2);
    tabs.push(a, b);
    // Tab A closes: tab B still shows the game, so a new tab C starts its own.
    await a.close({ runBeforeUnload: true });
    const c = (await open('')).page;
    tabs.push(c);
    assert.deepEqual(await moveTexts(c), [], 'the game is still open in tab B');
    assert.notEqual(await tabGame(c), game);
    // Tab B closes too: the next new tab takes the game up.
    await b.close({ runBeforeUnload: true });
    const d = (await open('')).page;
    assert.deepEqual(await moveTexts(d), ['e4', 'e5']);
    assert.equal(await tabGame(d), game);
    assert.match(await d.textContent('#notice'), /wiederhergestellt/);
    const locks = await d.evaluate(() => (navigator.locks ? navigator.locks.query() : null));
    await context.close();
    return locks;
  }

  test('two tabs on one game, one closes: the game stays open until the last tab closes (Web Locks)', async () => {
    const locks = await oneGameTwoTabs(null);
    // Each open tab holds the lock of the game it shows: tabs C and D.
    assert.equal(locks.held.filter((l) => l.name.startsWith('chess960-play:')).length, 2);
  });

  test('the same without navigator.locks: the tabs tell each other on their channel', async () => {
    const locks = await oneGameTwoTabs(() => {
      delete Navigator.prototype.locks;
    });
    assert.equal(locks, null, 'the pages had no navigator.locks');
  });

  test('the same without BroadcastChannel: the locks tell which games are open, storage events what changed', async () => {
    const locks = await oneGameTwoTabs(() => {
      delete window.BroadcastChannel;
    });
    assert.equal(locks.held.filter((l) => l.name.startsWith('chess960-play:')).length, 2);
  });
});
