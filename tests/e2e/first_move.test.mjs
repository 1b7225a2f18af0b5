// White's first move on the play page's first diagram: with chess960.js held back by the
// network, a new tab at play.html?n= already takes a pawn or knight move (click or drag), shows
// it, and plays it once the game starts: it is in the move list, the saved game and the board.
// Castling on move one (king f1, rook g1) shows the two pieces changing places.
// Pieces that may not move (a rook, Black's) are not picked up, only one move is taken, and the
// layer stays off when the computer plays White or the tab already has a game.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, readBoard, watchPage, holdingModule, squareCentre } from './browser.mjs';

describe('first move before the module', () => {
  const site = useSite();

  const holding = (init) =>
    holdingModule(site.browser, { viewport: { width: 1280, height: 900 }, locale: 'en-GB' }, init);
  const centre = squareCentre;

  async function clickSquare(page, square) {
    const c = await centre(page, square);
    await page.mouse.click(c.x, c.y);
  }

  // Opens play.html with a query while the module is held; waits for the first diagram.
  async function openHeld(context, query) {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${site.server.url}play.html${query}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('#board [data-piece]').length === 32, null, {
      timeout: 10000,
    });
    return { page, problems };
  }

  // The moves of the list as the page shows them.
  const listed = (page) => page.$$eval('#move-list .move', (els) => els.map((e) => e.textContent.trim()));

  test('play.html?n=518: e2-e4 by two clicks before the module, then in the game and the saved record', async () => {
    const { context, release } = await holding();
    try {
      const { page, problems } = await openHeld(context, '?n=518');
      await page.waitForSelector('html[data-first-move="ready"]', { timeout: 10000 });
      assert.equal(await page.getAttribute('html', 'data-ready'), null, 'the module has not arrived');
      // A rook is not picked up (no first move), a pawn is, with its two targets.
      await clickSquare(page, 'a1');
      assert.equal(await page.locator('#board [data-mark="selected"]').count(), 0);
      await clickSquare(page, 'e2');
      assert.equal(await page.locator('#board [data-mark="selected"]').count(), 1);
      assert.equal(await page.locator('#board [data-mark="target"]').count(), 2);
      await clickSquare(page, 'e4');
      let board = await readBoard(page);
      assert.equal(board.e4, 'wP');
      assert.equal(board.e2, null);
      // One move only: Black's pawn and another white pawn stay where they are.
      await clickSquare(page, 'd2');
      await clickSquare(page, 'd4');
      await clickSquare(page, 'e7');
      await clickSquare(page, 'e5');
      board = await readBoard(page);
      assert.equal(board.d2, 'wP');
      assert.equal(board.e7, 'bP');
      release();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move').length === 1, null, {
        timeout: 5000,
      });
      assert.deepEqual(await listed(page), ['e4']);
      board = await readBoard(page);
      assert.equal(board.e4, 'wP');
      assert.equal(board.e2, null);
      const saved = await page.evaluate(() =>
        JSON.parse(localStorage.getItem(`chess960.play.game.${sessionStorage.getItem('chess960.play.tab')}`)),
      );
      assert.deepEqual(saved.moves, ['e2e4']);
      // The game goes on as usual: Black answers on the page's own input.
      await clickSquare(page, 'e7');
      await clickSquare(page, 'e5');
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move').length === 2);
      // A reload shows the tab's game, not the start position: no first move is taken then.
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      assert.equal(await page.getAttribute('html', 'data-first-move'), null);
      assert.deepEqual(await listed(page), ['e4', 'e5']);
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });

  test('play.html?n=0: a knight move by drag before the module (no. 0 is BBQNNRKR: knights on d1 and e1)', async () => {
    const { context, release } = await holding();
    try {
      const { page, problems } = await openHeld(context, '?n=0');
      await page.waitForSelector('html[data-first-move="ready"]', { timeout: 10000 });
      const knight = Object.entries(await readBoard(page)).find(([sq, p]) => p === 'wN' && sq.endsWith('1'))[0];
      const file = knight.charCodeAt(0);
      const to = String.fromCharCode(file === 97 ? file + 1 : file - 1) + '3';
      const a = await centre(page, knight);
      const b = await centre(page, to);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up();
      assert.equal((await readBoard(page))[to], 'wN');
      release();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move').length === 1, null, {
        timeout: 5000,
      });
      assert.match((await listed(page))[0], new RegExp(`^N${to}$`));
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });

  test('play.html?n=3 (BQNNRKRB): castling on move one before the module, king and rook change places', async () => {
    const { context, release } = await holding();
    try {
      const { page, problems } = await openHeld(context, '?n=3');
      await page.waitForSelector('html[data-first-move="ready"]', { timeout: 10000 });
      await clickSquare(page, 'f1');
      await clickSquare(page, 'g1');
      let board = await readBoard(page);
      assert.equal(board.g1, 'wK');
      assert.equal(board.f1, 'wR');
      release();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move').length === 1, null, {
        timeout: 5000,
      });
      assert.deepEqual(await listed(page), ['O-O']);
      board = await readBoard(page);
      assert.equal(board.g1, 'wK');
      assert.equal(board.f1, 'wR');
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });

  test('no early move when the computer plays White: its move comes first', async () => {
    const { context, release } = await holding(() =>
      localStorage.setItem('chess960.play.engine', JSON.stringify({ on: true, color: 'b', level: 1 })),
    );
    try {
      const { page } = await openHeld(context, '?n=518');
      assert.equal(await page.getAttribute('html', 'data-first-move'), null);
      await clickSquare(page, 'e2');
      assert.equal(await page.locator('#board [data-mark="selected"]').count(), 0);
      release();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      // The computer (White) moves; the player's board waits for it.
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move').length === 1, null, {
        timeout: 15000,
      });
    } finally {
      release();
      await context.close();
    }
  });
});
