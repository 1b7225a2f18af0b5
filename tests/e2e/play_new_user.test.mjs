// Browser tests of what a new user ran into on the play page, each fixed: (a) the header links
// every page, the draw page included; (b) undo against the computer takes back the player's
// move and the reply, redo restores both; (c) playing Black turns the board; (g) two tabs keep
// two games, both in the recent list, a third tab starts its own, and a tab is told when
// another tab changed its game;
// (i) the move box: in check, "b8" without a piece, lower-case piece letters, bxc3; (j) on a
// phone: touch-sized computer controls, the castling question beside (below) the board, links
// as on the other pages; (k) no "restored" notice after a new game, and hint and analysis name
// the same move. Also: the language switch reaches every part; axe-core in German and English.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, runAxe, formatViolations, readBoard } from './browser.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

describe('play page, as a new user meets it', () => {
  const site = useSite({ csp: CSP });

  // Opens play.html with a query in a new page (of `context`, or of a fresh one).
  function open(query = '', options = {}) {
    return openPage(site.browser, `${site.server.url}play.html${query}`, { timeout: 15000, ...options });
  }

  const plies = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.length);
  const moveTexts = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));

  // Waits until the move list has n half-moves.
  function waitPlies(page, n, timeout = 10000) {
    return page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n, {
      timeout,
    });
  }

  // Types a move into the move box and waits for it in the list.
  async function textMove(page, text) {
    const n = await plies(page);
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, n + 1);
  }

  // Returns the move box's answer to a text (the error shown, '' when it was played).
  async function tryMove(page, text) {
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    return (await page.textContent('#move-error')).trim();
  }

  // Clicks the centre of a square.
  async function clickSquare(page, square) {
    const box = await page.locator(`#board [data-square="${square}"] > rect`).first().boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  // Returns the bounding box of an element.
  const box = (page, selector) => page.locator(selector).first().boundingBox();

  // Fails with axe-core's findings, if any.
  async function noAxe(page, what) {
    const v = await runAxe(page);
    assert.equal(v.length, 0, `${what}:\n${formatViolations(v)}`);
  }

  test('(a) the header links every page of the site, the draw page too', async () => {
    const { page, problems, context } = await open('?n=15');
    const links = await page.$$eval('.site-nav a', (ns) =>
      ns.map((n) => [n.getAttribute('href'), n.textContent.trim(), n.getAttribute('aria-current')]),
    );
    assert.deepEqual(links, [
      ['index.html?n=15', 'Startstellung', null],
      ['play.html', 'Spielen', 'page'],
      ['draw.html', 'Auslosen von Hand', null],
      ['event.html', 'Turnier', null],
      ['verify.html', 'Prüfen', null],
      ['wall.html?n=15', 'Wandmodus', null],
      ['tables.html?n=15', 'Zwei Tabellen', null],
      ['embed-docs.html', 'Einbinden', null],
    ]);
    await page.selectOption('#lang', 'en');
    assert.equal((await page.textContent('#nav-draw')).trim(), 'Draw by hand');
    assert.equal(await page.getAttribute('.site-nav', 'aria-label'), 'Pages');
    await page.click('#nav-draw');
    await page.waitForURL(/draw\.html$/);
    assert.ok(await page.isVisible('#draw-section'), 'the draw page opened');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('start numbers are read as on the start page: ?n=0518, a back rank in the new-game dialog', async () => {
    const { page, problems, context } = await open('?n=0518');
    assert.equal((await page.textContent('#start-info')).trim(), 'Startstellung Nr. 518');
    assert.equal(new URL(page.url()).searchParams.get('n'), null, 'the address has served its purpose');
    await page.click('#new-game');
    assert.equal(await page.inputValue('#new-number'), '518');
    // A back rank in German letters: rook, bishop, bishop, king, knight, knight, queen, rook = no. 740.
    await page.fill('#new-number', 'TLLKSSDT');
    await page.click('#new-start');
    await page.waitForFunction(() => document.getElementById('start-info').textContent.includes('Nr. 740'));
    await page.click('#new-game');
    await page.fill('#new-number', '960');
    await page.click('#new-start');
    assert.equal(
      (await page.textContent('#new-error')).trim(),
      '„\u2068960\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
    );
    assert.equal(await page.getAttribute('#new-number', 'aria-invalid'), 'true');
    await page.click('#new-cancel');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('(b) against the computer: undo takes back my move and the reply, redo restores both', async () => {
    const { page, problems, context } = await open('?n=518');
    await page.selectOption('#engine-level', '1');
    await page.check('#engine-on'); // I play White
    await textMove(page, 'e4');
    await waitPlies(page, 2); // the computer's reply
    const both = await moveTexts(page);
    assert.equal(await page.isEnabled('#undo'), true);
    await page.click('#undo');
    await waitPlies(page, 0);
    // The computer does not play again: it is my turn.
    await page.waitForTimeout(1500);
    assert.equal(await plies(page), 0);
    assert.equal((await page.textContent('#status')).trim(), 'Weiß am Zug');
    await page.click('#redo');
    await waitPlies(page, 2);
    assert.deepEqual(await moveTexts(page), both);
    await page.waitForTimeout(1000);
    assert.equal(await plies(page), 2, 'after redo it is my turn again');
    assert.equal(await page.isEnabled('#redo'), false);
    // Undo while the computer thinks (at level 1 it answers fast: take back at once) ends on my turn.
    await page.fill('#move-input', 'd4');
    await page.press('#move-input', 'Enter');
    await page.click('#undo');
    await page.waitForFunction(() => document.getElementById('status').textContent.trim() === 'Weiß am Zug');
    assert.equal((await plies(page)) % 2, 0, 'an even number of half-moves: White to move');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('(c) "I play Black" turns the board; the computer opens as White', async () => {
    const { page, problems, context } = await open('?n=518');
    const a1 = await box(page, '#board [data-square="a1"] > rect');
    const h8 = await box(page, '#board [data-square="h8"] > rect');
    assert.ok(a1.y > h8.y, 'White at the bottom first');
    await page.selectOption('#engine-level', '1');
    await page.selectOption('#engine-color', 'b');
    await page.check('#engine-on');
    await waitPlies(page, 1);
    assert.equal(await page.getAttribute('#board svg', 'data-orientation'), 'black');
    const a1b = await box(page, '#board [data-square="a1"] > rect');
    const h8b = await box(page, '#board [data-square="h8"] > rect');
    assert.ok(a1b.y < h8b.y && a1b.x > h8b.x, 'Black at the bottom: a1 top right');
    // The setting is kept: a reload shows the board from Black's side.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.getAttribute('#board svg', 'data-orientation'), 'black');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('(g) two tabs keep two games; both in the recent list; a tab is told of changes elsewhere', async () => {
    const first = await open('?n=518');
    const { context } = first;
    const a = first.page;
    await textMove(a, 'e4');
    const second = await open('?n=15', { context });
    const b = second.page;
    assert.deepEqual(await moveTexts(b), [], 'the second tab has its own new game');
    await textMove(b, 'h3');
    await textMove(a, 'e5'); // the tab that moves last does not overwrite the other tab's game
    await a.reload();
    await b.reload();
    await a.waitForSelector('html[data-ready="true"]');
    await b.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await moveTexts(a), ['e4', 'e5']);
    assert.deepEqual(await moveTexts(b), ['h3']);
    await a.click('#recent-section summary');
    await a.waitForSelector('#recent-list .recent-item');
    const items = await a.$$eval('#recent-list .recent-item', (ns) => ns.map((n) => n.textContent));
    assert.equal(items.length, 2);
    assert.match(items[0], /Nr\. 518 · 2 Halbzüge · läuft · diese Partie/);
    assert.match(items[1], /Nr\. 15 · 1 Halbzug · läuft/);
    // A third tab without an address starts its own game: tabs A and B show the saved ones.
    // Opened there from the recent list, A's game is one game in two tabs: a move is told in A.
    const third = await open('', { context });
    const c = third.page;
    assert.deepEqual(await moveTexts(c), []);
    await c.click('#recent-section summary');
    await c.click('#recent-list .recent-item:first-child button[data-game-id]');
    await waitPlies(c, 2);
    assert.deepEqual(await moveTexts(c), ['e4', 'e5']);
    await textMove(c, 'Nf3');
    await waitPlies(a, 3);
    assert.match(await a.textContent('#notice'), /in einem anderen Tab geändert.*3 Halbzüge/);
    assert.deepEqual(await moveTexts(a), ['e4', 'e5', 'Sf3']);
    // A new game in tab B keeps B's old game in the list: nothing is lost.
    await b.click('#new-game');
    await b.fill('#new-number', '0518');
    await b.click('#new-start');
    await b.click('#confirm-choices button:text("Ja, ersetzen")');
    await waitPlies(b, 0);
    await b.click('#recent-section summary');
    await b.waitForSelector('#recent-list .recent-item');
    const listed = await b.$$eval('#recent-list .recent-item', (ns) => ns.map((n) => n.textContent));
    assert.ok(
      listed.some((t) => /Nr\. 15 · 1 Halbzug · /.test(t)),
      listed.join('\n'),
    );
    assert.deepEqual([...first.problems, ...second.problems, ...third.problems], []);
    await context.close();
  });

  test('(i) the move box: in check, "b8" asks for the piece, lower-case letters, bxc3 stays a pawn', async () => {
    // White king e1 in check from the rook e2.
    const check = await open(`?fen=${encodeURIComponent('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1')}`);
    assert.equal(await tryMove(check.page, 'Kd2'), '„Kd2“ ist hier nicht erlaubt: Weiß steht im Schach.');
    await check.page.selectOption('#lang', 'en');
    assert.equal(
      (await check.page.textContent('#move-error')).trim(),
      '“Kd2” is not legal here: White is in check.',
      'the shown error follows the language switch',
    );
    await check.context.close();

    const promo = await open(`?fen=${encodeURIComponent('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1')}`);
    await promo.page.fill('#move-input', 'b8');
    await promo.page.press('#move-input', 'Enter');
    await promo.page.locator('#promo-dialog').waitFor({ state: 'visible' });
    await promo.page.click('#promo-choices [data-promotion="r"]');
    await waitPlies(promo.page, 1);
    assert.deepEqual(await moveTexts(promo.page), ['b8=T+']);
    assert.equal(await promo.page.inputValue('#move-input'), '');
    await promo.context.close();

    const lower = await open('?n=518');
    await textMove(lower.page, 'e4');
    await textMove(lower.page, 'sc6');
    await textMove(lower.page, 'nf3');
    assert.deepEqual(await moveTexts(lower.page), ['e4', 'Sc6', 'Sf3']);
    await lower.context.close();

    // Pawn b2 and bishop d2 can both take c3: "bxc3" is the pawn.
    const pawn = await open(`?fen=${encodeURIComponent('4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1')}`);
    await textMove(pawn.page, 'bxc3');
    const board = await readBoard(pawn.page);
    assert.equal(board.c3, 'wP');
    assert.equal(board.d2, 'wB');
    assert.deepEqual([...check.problems, ...promo.problems, ...lower.problems, ...pawn.problems], []);
    await pawn.context.close();
  });

  test('(j) on a phone: 44 px computer controls, the castling question below the board, site links', async () => {
    for (const width of [390, 320]) {
      const { page, problems, context } = await open('?n=12', { viewport: { width, height: 844 }, hasTouch: true });
      for (const selector of [
        'label[for="engine-on"]',
        '#engine-color',
        '#engine-level',
        '#engine-hint',
        '#engine-analyse',
      ]) {
        const b = await box(page, selector);
        assert.ok(b.width >= 44 && b.height >= 44, `${selector} is ${b.width}x${b.height} at ${width} px`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
      for (const m of ['h3', 'h6', 'Bh2', 'Bh7']) await textMove(page, m);
      await clickSquare(page, 'f1');
      await clickSquare(page, 'g1');
      await page.locator('#castle-dialog').waitFor({ state: 'visible' });
      const sheet = await box(page, '#castle-dialog');
      const board = await box(page, '#board svg');
      assert.ok(
        sheet.y >= board.y + board.height - 1,
        `the question (top ${sheet.y}) is below the board (bottom ${board.y + board.height})`,
      );
      const seen = await page.evaluate(() => {
        const r = document.getElementById('castle-castle').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      assert.ok(seen, 'the answer buttons are on the screen');
      await page.click('#castle-castle');
      await waitPlies(page, 5);
      assert.deepEqual(problems, []);
      await context.close();
    }
    // The header links look as on the start page (a link to another page on both).
    const style = (page) =>
      page.$eval('.site-nav .nav-link:not([aria-current])', (n) => {
        const s = getComputedStyle(n);
        return [s.color, s.fontWeight, s.textDecorationLine, s.minHeight];
      });
    const play = await open('?n=518', { viewport: { width: 390, height: 844 } });
    const start = await openPage(site.browser, `${site.server.url}index.html?n=518`, {
      context: play.context,
    });
    assert.deepEqual(await style(play.page), await style(start.page));
    await play.context.close();
  });

  test('(k) a new game clears the "restored" notice; hint and analysis name the same move', async () => {
    const { page, problems, context } = await open('?n=518');
    await textMove(page, 'e4');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.match(await page.textContent('#notice'), /wiederhergestellt/);
    await page.click('#new-game');
    await page.click('#new-random');
    await page.click('#confirm-choices button:text("Ja, ersetzen")');
    await waitPlies(page, 0);
    assert.equal((await page.textContent('#notice')).trim(), '');
    // Level 10, the analysis running: the hint is the first move of the line shown.
    await page.selectOption('#engine-level', '10');
    await page.click('#engine-analyse');
    await page.waitForFunction(() => /\d/.test(document.getElementById('engine-depth').textContent), null, {
      timeout: 10000,
    });
    await page.click('#engine-hint');
    const same = () =>
      page.evaluate(() => {
        const hint = document.getElementById('engine-hint-text').textContent.replace(/^Tipp: /, '');
        const line = document.getElementById('engine-line').textContent.split(' ')[1];
        return [hint, line];
      });
    for (let i = 0; i < 5; i++) {
      const [hint, first] = await same();
      assert.equal(hint, first, `hint ${hint}, line starts ${first}`);
      await page.waitForTimeout(300);
    }
    await page.click('#engine-analyse');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the language switch reaches every part: panel, castling question, computer, recent games', async () => {
    const { page, problems, context } = await open('?n=12');
    for (const m of ['h3', 'h6', 'Bh2', 'Bh7']) await textMove(page, m);
    await page.click('#recent-section summary');
    await clickSquare(page, 'f1');
    await clickSquare(page, 'g1');
    await page.locator('#castle-dialog').waitFor({ state: 'visible' });
    assert.equal((await page.textContent('#castle-step')).trim(), 'Königszug nach g1');
    await noAxe(page, 'German, castling question open');
    await page.selectOption('#lang', 'en');
    assert.equal((await page.textContent('#castle-title')).trim(), 'King move or castling?');
    assert.equal((await page.textContent('#castle-step')).trim(), 'King to g1');
    assert.equal((await page.textContent('#castle-castle')).trim(), 'Castle O-O');
    assert.equal((await page.textContent('label[for="engine-on"]')).trim(), 'play against the computer');
    assert.equal(await page.$eval('#engine-level option[value="1"]', (n) => n.textContent), '1 – beginner');
    assert.match(
      await page.$eval('#engine-level option[value="10"]', (n) => n.textContent),
      /^10 – full strength \(1 s\/move, ≈ \d{4}\+? Elo\)$/,
    );
    // Levels 2-10 each name a rating, and a higher level never reads weaker than the one below.
    const ratings = (await page.$$eval('#engine-level option', (ns) => ns.map((n) => n.textContent)))
      .slice(1)
      .map((label) => Number((/≈ (\d{4})\+? Elo/.exec(label) || [])[1]));
    assert.equal(ratings.length, 9);
    ratings.forEach((r, i) => {
      assert.ok(r >= 1000 && r <= 3000, `level ${i + 2}: ${r}`);
      if (i > 0) assert.ok(r >= ratings[i - 1], `level ${i + 2} reads weaker than level ${i + 1}`);
    });
    assert.match(
      await page.textContent('#recent-list'),
      /Start position no\. 12 · 4 half-moves · in progress · this game/,
    );
    assert.equal((await page.textContent('#status')).trim(), 'White to move');
    assert.deepEqual(await moveTexts(page), ['h3', 'h6', 'Bh2', 'Bh7']);
    await noAxe(page, 'English, castling question open');
    await page.keyboard.press('Escape');
    await page.locator('#castle-dialog').waitFor({ state: 'hidden' });
    await page.click('#engine-analyse');
    await page.waitForFunction(() => /depth \d+/.test(document.getElementById('engine-depth').textContent), null, {
      timeout: 10000,
    });
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', '[Event "x"]\n\n1. e4 e5 2. Kc9 *');
    await page.click('#pgn-import');
    assert.equal(
      (await page.textContent('#pgn-error')).trim(),
      'PGN not imported; the game in progress is unchanged. Line 3, move 2. Kc9: A move of the PGN cannot be played.',
    );
    await noAxe(page, 'English, analysis, PGN error, recent games');
    await page.selectOption('#lang', 'de');
    assert.match(await page.textContent('#pgn-error'), /^PGN nicht übernommen.*Zeile 3, Zug 2\. Kc9: Ein Zug der PGN/);
    assert.match(await page.textContent('#engine-depth'), /Tiefe \d+/);
    await page.click('#engine-analyse');
    await page.click('#new-game');
    await noAxe(page, 'German, new-game dialog');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('axe-core on a phone in German and English, with the computer panel and a notice', async () => {
    for (const lang of ['de', 'en']) {
      const { page, problems, context } = await open(`?n=518&lang=${lang}`, { viewport: { width: 390, height: 844 } });
      await textMove(page, 'e4');
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      await page.click('#recent-section summary');
      await page.click('#pgn-section summary');
      await noAxe(page, `${lang} on a phone`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
