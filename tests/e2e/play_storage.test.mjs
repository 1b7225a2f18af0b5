// Browser tests of the play page's saved games when the storage is full or the game is long:
// six tabs with a game each and localStorage filled to its quota; 200 characters typed into a
// tag field of tab A drop no other game, tab A says which game is not saved and why and offers it
// as PGN right there (and asks before it is closed), every tab finds its own game after a reload,
// and downloaded games that no tab shows make room once needed. A legal game of 2,100
// half-moves (tests/e2e/long_games.mjs, made with the core) is imported, played on and restored.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useSite, openPage, runAxe, formatViolations } from './browser.mjs';
import { longGame } from './long_games.mjs';

const PREFIX = 'chess960.play.game.';

describe('play page: a full storage and long games', () => {
  const site = useSite();

  const moveTexts = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));

  // Waits until the move list has n half-moves.
  function waitPlies(page, n, timeout = 20000) {
    return page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n, {
      timeout,
    });
  }

  // Plays a move typed into the move box.
  async function textMove(page, text) {
    const n = (await moveTexts(page)).length;
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, n + 1);
  }

  // Returns the ids of the games in localStorage (not their backups).
  const storedGames = (page) =>
    page.evaluate(
      (prefix) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(prefix) && !k.endsWith('.backup'))
          .map((k) => k.slice(prefix.length))
          .sort(),
      PREFIX,
    );

  // Fills localStorage until it throws QuotaExceededError, to the last character (the last
  // keys are single letters with empty values); returns the error's name.
  const fillStorage = (page) =>
    page.evaluate(() => {
      let name = null;
      const fill = (key, value) => {
        try {
          localStorage.setItem(key, value);
          return true;
        } catch (e) {
          name = e.name;
          return false;
        }
      };
      let i = 0;
      for (let size = 1 << 20; size >= 1; size >>= 1) {
        const value = 'x'.repeat(size);
        while (fill(`filler.${Date.now()}.${i++}`, value));
      }
      for (let code = 0x4e00; code < 0x9fff; code++) {
        const key = String.fromCharCode(code);
        if (localStorage.getItem(key) === null && !fill(key, '')) break;
      }
      return name;
    });

  // Returns the text of a download the page offers when `click` runs.
  async function downloaded(page, click) {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    return fs.readFileSync(await download.path(), 'utf8');
  }

  test('a full storage: typing in tab A drops none of six games, says which is not saved and offers it', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      acceptDownloads: true,
    });
    const numbers = [0, 100, 200, 300, 400, 518];
    const tabs = [];
    for (const n of numbers) {
      const { page, problems } = await openPage(site.browser, `${site.server.url}play.html?n=${n}`, {
        context,
        timeout: 15000,
      });
      await textMove(page, 'e4');
      await textMove(page, 'e5');
      tabs.push({ page, problems, n, id: await page.evaluate(() => sessionStorage.getItem('chess960.play.tab')) });
    }
    const [a] = tabs;
    assert.equal((await storedGames(a.page)).length, 6);
    const ids = tabs.map((t) => t.id).sort();
    assert.equal(await fillStorage(a.page), 'QuotaExceededError');
    await a.page.click('#pgn-section summary');
    await a.page.locator('#tag-Event').pressSequentially('T'.repeat(200));
    assert.equal(await a.page.inputValue('#tag-Event'), 'T'.repeat(200));
    // The games' backups made room (older copies), no game was dropped.
    assert.deepEqual(await storedGames(a.page), ids);
    // Filled again after each letter typed, the backups go one by one; then a letter cannot be
    // saved. No game was dropped; tab A says which game is not saved, and why.
    for (let i = 0; i < 8 && !(await a.page.isVisible('#save-alert')); i++) {
      assert.equal(await fillStorage(a.page), 'QuotaExceededError');
      await a.page.locator('#tag-Site').pressSequentially('S');
      assert.deepEqual(await storedGames(a.page), ids);
    }
    await a.page.locator('#save-alert').waitFor({ state: 'visible' });
    assert.equal(await a.page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.backup')).length), 0);
    const siteTag = await a.page.inputValue('#tag-Site');
    const alert = await a.page.textContent('#save-alert-text');
    assert.match(alert, /Diese Partie \(Startstellung Nr\. 0, 2 Halbzüge\) ist nicht gespeichert/);
    assert.match(alert, /Speicher des Browsers für diese Seite ist voll/);
    assert.match(alert, /Keine andere Partie wurde dafür gelöscht/);
    const violations = await runAxe(a.page);
    assert.equal(violations.length, 0, formatViolations(violations));
    // The download right there holds the game as it is on the page, with the typed tag.
    const pgn = await downloaded(a.page, () => a.page.click('#save-alert-download'));
    assert.match(pgn, new RegExp(`\\[Event "${'T'.repeat(200)}"\\]`));
    assert.match(pgn, new RegExp(`\\[Site "${siteTag}"\\]`));
    assert.match(pgn, /1\. e4 e5/);
    // In English the alert says the same.
    await a.page.selectOption('#lang', 'en');
    await a.page.waitForFunction(() =>
      /This game \(Start position no\. 0, 2 half-moves\) is not saved/.test(
        document.getElementById('save-alert-text').textContent,
      ),
    );
    await a.page.selectOption('#lang', 'de');
    // Closing the tab with a change not saved asks first.
    const asked = new Promise((resolve) => a.page.once('dialog', (d) => resolve(d.type()) || d.dismiss()));
    await a.page.close({ runBeforeUnload: true });
    assert.equal(await asked, 'beforeunload');
    await a.page.waitForTimeout(100);
    assert.equal(a.page.isClosed(), false, 'the tab stays open when the question is dismissed');
    // Every other tab finds its own game after a reload.
    for (const t of tabs.slice(1)) {
      await t.page.reload();

      await t.page.waitForSelector('html[data-ready="true"]');
      assert.deepEqual(await moveTexts(t.page), ['e4', 'e5'], `tab of no. ${t.n}`);
      assert.match(await t.page.textContent('#start-info'), new RegExp(`Nr\\. ${t.n}\\b`));
      assert.equal(await t.page.evaluate(() => sessionStorage.getItem('chess960.play.tab')), t.id);
    }
    // Downloading the recent games lets games that no tab shows make room: the tab of no. 518
    // goes, and on a storage full again tab A's next change drops that game (downloaded, shown
    // nowhere) and is saved; the games open in tabs B to E stay.
    await a.page.click('#recent-section summary');
    await downloaded(a.page, () => a.page.click('#recent-export'));
    const last = tabs[5];
    await last.page.goto('about:blank');
    assert.equal(await fillStorage(a.page), 'QuotaExceededError');
    await a.page.locator('#tag-White').pressSequentially('W');
    await a.page.locator('#save-alert').waitFor({ state: 'hidden' });
    assert.match(
      await a.page.textContent('#notice'),
      /wurde 1 schon heruntergeladene Partie aus den letzten Partien entfernt/,
    );
    assert.deepEqual(
      await storedGames(a.page),
      tabs
        .slice(0, 5)
        .map((t) => t.id)
        .sort(),
    );
    const saved = await a.page.evaluate((key) => JSON.parse(localStorage.getItem(key)).tags, PREFIX + a.id);
    assert.equal(saved.Event, 'T'.repeat(200));
    assert.equal(saved.White, 'W');
    assert.equal(saved.Site, siteTag);
    assert.deepEqual(
      tabs.flatMap((t) => t.problems),
      [],
    );
    await context.close();
  });

  test('a legal game of 2,100 half-moves is imported, played on, saved and restored after a reload', async () => {
    const game = longGame(2100, { number: 518, seed: 7 });
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518`, {
      timeout: 15000,
    });
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', game.pgn);
    await page.click('#pgn-import');
    await waitPlies(page, 2100, 60000);
    await page.fill('#move-input', game.next);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, 2101, 60000);
    assert.equal(await page.isVisible('#save-alert'), false, 'no alert: the game is saved');
    assert.equal((await page.textContent('#notice')).trim(), '');
    const stored = await page.evaluate(
      (prefix) => JSON.parse(localStorage.getItem(prefix + sessionStorage.getItem('chess960.play.tab'))).moves,
      PREFIX,
    );
    assert.deepEqual(stored, [...game.moves, game.next]);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await waitPlies(page, 2101, 60000);
    assert.match(await page.textContent('#notice'), /wiederhergestellt/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
