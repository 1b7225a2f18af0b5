// The computer's answers are judged by the rules before they are played: an engine worker that
// answers with an illegal move or with none (a stand-in for play/engine/worker.js, served in its
// place) is never obeyed. The player is told, the computer searches again and plays its next
// legal answer; after three refused answers in a row it is switched off and the player plays on.
// Never a board that waits for a move that will not come.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, launchBrowser, startServer, watchPage } from './browser.mjs';

// A worker that speaks the engine worker's messages (wasm/engine/host.js) and answers each
// search with the next of `answers` (the last one again once they run out).
const fakeWorker = (answers) => `
const answers = ${JSON.stringify(answers)};
let asked = 0;
self.postMessage({ type: 'ready' });
self.onmessage = (event) => {
  const msg = event.data || {};
  if (msg.type !== 'go') return;
  const uci = answers[Math.min(asked++, answers.length - 1)];
  self.postMessage({ type: 'bestmove', id: msg.id, uci, ponder: '' });
};`;

describe('the computer never plays an answer the rules refuse', () => {
  let browser;
  let server;
  before(async () => {
    assertBuilt();
    browser = await launchBrowser();
    server = await startServer();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  // Opens play.html?n=518 with the computer on as Black, its worker answering `answers`.
  async function open(answers) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await context.route('**/play/engine/worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeWorker(answers) }),
    );
    await context.addInitScript(() =>
      localStorage.setItem('chess960.play.engine', JSON.stringify({ on: true, color: 'w', level: 5, table: 2 })),
    );
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${server.url}play.html?n=518&lang=en`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
    return { context, page, problems };
  }

  // Plays White's move through the move box.
  async function playWhite(page, san) {
    await page.fill('#move-input', san);
    await page.press('#move-input', 'Enter');
  }

  const plies = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent.trim()));

  test('an illegal answer and a missing one are refused and said; the next legal one is played', async () => {
    const { context, page, problems } = await open(['e7e4', '', 'e7e5', 'b8c6']);
    await playWhite(page, 'e4');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 2, null, {
      timeout: 10000,
    });
    const list = await plies(page);
    assert.match(list[1], /e5/, list.join(' '));
    // The notice of the refused answers is gone once a legal one is played; the game goes on.
    assert.equal(await page.textContent('#notice'), '');
    await playWhite(page, 'Nf3');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 4, null, {
      timeout: 10000,
    });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the notice names the refused move while the computer searches again', async () => {
    // Answers that never become legal: the notice shows after the first, in the page's language.
    const { context, page } = await open(['e7e4']);
    await page.evaluate(() => {
      window.__notices = [];
      new MutationObserver(() => window.__notices.push(document.getElementById('notice').textContent)).observe(
        document.getElementById('notice'),
        { childList: true, characterData: true, subtree: true },
      );
    });
    await playWhite(page, 'e4');
    await page.waitForFunction(() => /not available/.test(document.getElementById('engine-status').textContent), null, {
      timeout: 10000,
    });
    const notices = await page.evaluate(() => window.__notices);
    assert.ok(
      notices.some((n) => /\(e7e4\) is not a legal move here/.test(n)),
      `notices: ${JSON.stringify(notices)}`,
    );
    await context.close();
  });

  test('after three refused answers the computer is off and the player plays on', async () => {
    const { context, page, problems } = await open(['', 'a7a1', 'h8h8']);
    await playWhite(page, 'e4');
    await page.waitForFunction(() => /not available/.test(document.getElementById('engine-status').textContent), null, {
      timeout: 10000,
    });
    assert.match(await page.textContent('#engine-status'), /no legal move three times in a row/);
    assert.equal(await page.textContent('#notice'), '', 'no "thinking again" once it has stopped');
    // Black's move is the player's now: the board takes it, the game goes on.
    await playWhite(page, 'e5');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 2, null, {
      timeout: 10000,
    });
    const list = await plies(page);
    assert.match(list[1], /e5/, list.join(' '));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
