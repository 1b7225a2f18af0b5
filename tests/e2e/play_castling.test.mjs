// Browser test of the castling card beside the play page's board (play/castling.js): for the
// live position it names both castlings' end squares or why one is not possible now (blocked by
// which piece, the king crosses an attacked square, lands in check, is in check, the rook or king
// has moved), and it follows every move, undo, new game, PGN import and the language switch; on
// a laptop it stands beside the board, on a phone below it. Positions worked out by hand from
// no. 518 (RNBQKBNR) and checked move by move on a board.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

describe('play page castling card', () => {
  const site = useSite();

  const plies = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.length);
  async function waitPlies(page, n) {
    await page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n);
  }
  // Plays moves typed in the move box (UCI, read by the page like SAN).
  async function play(page, ...moves) {
    for (const m of moves) {
      const n = await plies(page);
      await page.fill('#move-input', m);
      await page.press('#move-input', 'Enter');
      await waitPlies(page, n + 1);
    }
  }
  // Returns the card's rows: { h: [where, now], a: [where, now] } and the side line.
  async function card(page) {
    return page.evaluate(() => {
      const box = document.querySelector('#castling');
      const rows = {};
      box.querySelectorAll('.castling-row').forEach((r) => {
        rows[r.dataset.side] = [...r.querySelectorAll('dd')].map((d) => d.textContent);
      });
      return { side: box.querySelector('.castling-side').textContent, ...rows };
    });
  }

  test('follows moves, undo, new game and import; names the reason; in German and English', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}play.html?n=518`);
    let c = await card(page);
    assert.equal(c.side, 'Jetzt für Weiß (am Zug):');
    assert.deepEqual(c.h, ['König e1 → g1, Turm h1 → f1', 'Jetzt nicht, im Weg: Läufer f1, Springer g1.']);
    assert.deepEqual(c.a, ['König e1 → c1, Turm a1 → d1', 'Jetzt nicht, im Weg: Springer b1, Läufer c1, Dame d1.']);
    // The black bishop on a6 looks through e2 at f1: the king would cross an attacked square.
    await play(page, 'e2e4', 'b7b6', 'g2g3', 'c8a6', 'g1f3', 'e7e6', 'f1g2', 'g8f6');
    c = await card(page);
    assert.equal(c.h[1], 'Jetzt nicht: Der König überquert ein angegriffenes Feld (f1).');
    assert.equal(await page.isDisabled('#castle-short'), true);
    // Check from b4: neither castling now.
    await play(page, 'd2d4', 'f8b4');
    c = await card(page);
    assert.equal(c.h[1], 'Jetzt nicht: Der König steht im Schach.');
    // Take back Bb4+: Black to move, the bishop back on f8 in the way of O-O.
    await page.click('#undo');
    await waitPlies(page, 9);
    c = await card(page);
    assert.equal(c.side, 'Jetzt für Schwarz (am Zug):');
    assert.deepEqual(c.h, ['König e8 → g8, Turm h8 → f8', 'Jetzt nicht, im Weg: Läufer f8.']);
    // Be7 clears it; after White's h-rook moves, Black's O-O is possible.
    await play(page, 'f8e7', 'h1f1');
    c = await card(page);
    assert.deepEqual(c.h, ['König e8 → g8, Turm h8 → f8', 'Jetzt möglich.']);
    assert.equal(await page.isEnabled('#castle-short'), true);
    // Black castles; White's O-O is gone for good (the rook moved), the card says why.
    await play(page, 'e8g8');
    c = await card(page);
    assert.deepEqual(c.h, ['König auf g1, Turm auf f1', 'Nicht mehr möglich: Dieser Turm hat gezogen.']);
    // Reviewing the start position: the card still speaks of the current one, and says so.
    await page.click('#nav-first');
    await page.waitForSelector('#review-bar:not([hidden])');
    c = await card(page);
    assert.equal(c.side, 'In der aktuellen Stellung, für Weiß (am Zug), nicht in der angezeigten:');
    assert.equal(c.h[1], 'Nicht mehr möglich: Dieser Turm hat gezogen.');
    await page.click('#nav-last');
    await page.waitForSelector('#review-bar', { state: 'hidden' });
    assert.equal((await card(page)).side, 'Jetzt für Weiß (am Zug):');
    // In English (the language switch redraws it).
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    c = await card(page);
    assert.equal(c.side, 'Now for White (to move):');
    assert.equal(c.h[1], 'No longer possible: this rook has moved.');
    assert.equal(c.a[1], 'Not now: knight b1, bishop c1, queen d1 in the way.');
    // A new game (no. 0, BBQNNRKR): king g1, the rook h1 beside it.
    await page.click('#new-game');
    await page.fill('#new-number', '0');
    await page.click('#new-start');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.click('#confirm-choices button:text("Yes, replace")');
    await waitPlies(page, 0);
    c = await card(page);
    assert.deepEqual(c.h, ['The king stays on g1; only the rook moves: h1 → f1', 'Not now: rook f1 in the way.']);
    assert.equal(c.a[0], 'King g1 → c1, rook f1 → d1');
    // A PGN import: Bc5 aims at g1 through the empty f2: O-O would land in check.
    await page.click('#new-game');
    await page.fill('#new-number', '518');
    await page.click('#new-start');
    await waitPlies(page, 0);
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', '1. f4 e5 2. Nf3 Bc5 3. g3 d6 4. Bg2 Nf6 *');
    await page.click('#pgn-import');
    await waitPlies(page, 8);
    c = await card(page);
    assert.equal(c.h[1], 'Not now: the king would be in check (g1).');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('beside the board on a laptop, below it on a phone', async () => {
    for (const [viewport, where] of [
      [{ width: 1366, height: 768 }, 'beside'],
      [{ width: 390, height: 844 }, 'below'],
    ]) {
      const { page, context } = await openPage(site.browser, `${site.server.url}play.html?n=518&lang=en`, { viewport });
      const board = await page.locator('#board').boundingBox();
      const box = await page.locator('#castling').boundingBox();
      if (where === 'beside')
        assert.ok(box.x >= board.x + board.width, `card right of the board: ${JSON.stringify({ board, box })}`);
      else
        assert.ok(
          box.y >= board.y + board.height && box.x + box.width <= viewport.width,
          'card below the board, inside the width',
        );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, `no sideways scrolling at ${viewport.width}px`);
      await context.close();
    }
  });

  test('on a phone (390 x 844) a castling button never breaks its notation: "O-O-O" on one line', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}play.html?n=709`, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // No. 709 (RKBBQNNR): with c1 and d1 cleared, the king dropped on c1 asks "king step or castling".
    await play(page, 'e2e3', 'e7e6', 'd1e2', 'd8e7', 'd2d3', 'd7d6', 'c1d2', 'c8d7');
    await page.tap('#board [data-square="b1"]');
    await page.tap('#board [data-square="c1"]');
    await page.locator('#castle-dialog').waitFor({ state: 'visible' });
    // Returns how many lines the characters of `word` take in the element `selector`.
    const linesOf = (selector, word) =>
      page.evaluate(
        ({ selector, word }) => {
          const node = [...document.querySelector(selector).querySelectorAll('*')]
            .concat([document.querySelector(selector)])
            .flatMap((e) => [...e.childNodes])
            .find((n) => n.nodeType === 3 && n.data.includes(word));
          const range = document.createRange();
          range.setStart(node, node.data.indexOf(word));
          range.setEnd(node, node.data.indexOf(word) + word.length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        },
        { selector, word },
      );
    assert.equal((await page.textContent('#castle-castle')).trim(), 'Rochade O-O-O');
    assert.equal(await linesOf('#castle-castle', 'O-O-O'), 1, 'the dialog button');
    assert.equal(await linesOf('#castle-long', 'O-O-O'), 1, 'the O-O-O button');
    await page.tap('#castle-castle');
    await waitPlies(page, 9);
    assert.equal(await linesOf('#move-list', 'O-O-O'), 1, 'the move list');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
