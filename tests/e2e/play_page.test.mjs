// Browser tests of the play page (play.html): games from several start numbers played by
// clicks, mouse drag, touch drag, keyboard and the text box, with every kind of Chess960
// castling (only the king moves, only the rook moves, king and rook swap, the king passes the
// rook, the "king step or castling?" question), a promotion, en passant and a checkmate; PGN
// round trip, reload and corrupt storage, review, axe-core. The board is read through
// data-square / data-piece; expected positions were checked move by move against the core.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, fileUrl, watchPage, runAxe, formatViolations, readBoard, rankText } from './browser.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

describe('play page', () => {
  const site = useSite({ csp: CSP });

  // Opens play.html in a fresh context (fresh storage); returns { page, problems, context }.
  async function open(
    mode,
    query = '',
    { viewport = { width: 1280, height: 900 }, touch = false, context: ctx, base } = {},
  ) {
    const url = mode === 'http' ? `${base || site.server.url}play.html` : fileUrl('play.html');
    return openPage(site.browser, url + query, { context: ctx, viewport, hasTouch: touch, timeout: 15000 });
  }

  async function ready(page) {
    await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  }

  const plies = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.length);
  const moveTexts = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
  const status = async (page) => (await page.textContent('#status')).trim();

  async function waitPlies(page, n) {
    await page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n, {
      timeout: 5000,
    });
  }

  // Centre of a square in page coordinates.
  async function centre(page, square) {
    const box = await page.locator(`#board [data-square="${square}"] > rect`).first().boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  async function clickSquare(page, square) {
    const c = await centre(page, square);
    await page.mouse.click(c.x, c.y);
  }

  // One move by click-click; waits for the move list to grow unless a dialog is expected.
  async function clickMove(page, from, to, { dialog = false } = {}) {
    const n = await plies(page);
    await clickSquare(page, from);
    await clickSquare(page, to);
    if (!dialog) await waitPlies(page, n + 1);
  }

  async function dragMove(page, from, to, { dialog = false } = {}) {
    const n = await plies(page);
    const a = await centre(page, from);
    const b = await centre(page, to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    if (!dialog) await waitPlies(page, n + 1);
  }

  // A drag with a finger (touch events → pointer events with pointerType "touch").
  async function touchMove(page, cdp, from, to) {
    const n = await plies(page);
    const a = await centre(page, from);
    const b = await centre(page, to);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let i = 1; i <= 6; i++) {
      const x = a.x + ((b.x - a.x) * i) / 6;
      const y = a.y + ((b.y - a.y) * i) / 6;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await waitPlies(page, n + 1);
  }

  async function textMove(page, text) {
    const n = await plies(page);
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, n + 1);
  }

  const rank = async (page, r) => rankText(await readBoard(page), r);

  async function noAxe(page, what) {
    const v = await runAxe(page);
    assert.equal(v.length, 0, `${what}:\n${formatViolations(v)}`);
  }

  test('no. 15 (QNNRKRBB) by clicks: O-O-O moves only the black king (dropped on its rook), O-O only the white king', async () => {
    const { page, problems, context } = await open('http', '?n=15');
    assert.equal(await rank(page, 1), 'QNNRKRBB');
    assert.match(await page.textContent('#start-info'), /Nr\. 15/);
    assert.equal(await status(page), 'Weiß am Zug');
    await clickMove(page, 'h2', 'h3');
    await clickMove(page, 'c8', 'b6');
    await clickMove(page, 'g1', 'h2');
    // Black: the king on e8, its a-side rook already on d8. Pick up the king: the rook's
    // landing square d8 is marked and both c8 (destination) and d8 (rook) are targets.
    await clickSquare(page, 'e8');
    const marks = await page.evaluate(() => ({
      targets: [...document.querySelectorAll('#board [data-target]')].map((n) => n.getAttribute('data-target')).sort(),
      landing: [...document.querySelectorAll('#board [data-rook-landing]')].map((n) =>
        n.getAttribute('data-rook-landing'),
      ),
    }));
    assert.deepEqual(marks.landing, ['d8']);
    assert.ok(marks.targets.includes('c8') && marks.targets.includes('d8'), `targets ${marks.targets}`);
    assert.equal(await page.isEnabled('#castle-long'), true, 'O-O-O button enabled');
    assert.equal(await page.isEnabled('#castle-short'), false, 'O-O button disabled (f8 rook blocked by g8 bishop)');
    await clickSquare(page, 'd8'); // the king onto its own rook
    await waitPlies(page, 4);
    assert.equal(await rank(page, 8), 'qnkr.rbb', 'king c8, rook stays on d8');
    // White: the king on e1 drops on g1 (two files away) — castling; the rook stays on f1.
    await clickSquare(page, 'e1');
    assert.deepEqual(
      await page.$$eval('#board [data-rook-landing]', (ns) => ns.map((n) => n.getAttribute('data-rook-landing'))),
      ['f1'],
    );
    await clickSquare(page, 'g1');
    await waitPlies(page, 5);
    assert.equal(await rank(page, 1), 'QNNR.RKB', 'king g1, rook stays on f1');
    assert.deepEqual(await moveTexts(page), ['h3', 'Sb6', 'Lh2', 'O-O-O', 'O-O']);
    // the last move is marked by shape on the king's and rook's squares
    const last = await page.$$eval('#board [data-mark="last-move"]', (ns) =>
      ns.map((n) => n.closest('[data-square]').getAttribute('data-square')).sort(),
    );
    assert.deepEqual(last, ['e1', 'f1', 'g1']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 250 (NRKQBBNR) by mouse drag: O-O-O with the king already on c1 moves only the rook', async () => {
    const { page, problems, context } = await open('http', '?n=250');
    await dragMove(page, 'd2', 'd4');
    await dragMove(page, 'd7', 'd5');
    await dragMove(page, 'd1', 'd3');
    await dragMove(page, 'd8', 'd6');
    // the king stands on its castling square: castle by dropping it on the rook b1
    await dragMove(page, 'c1', 'b1');
    assert.equal(await rank(page, 1), 'N.KRBBNR', 'king stays c1, rook b1 → d1');
    // Black castles with the button
    assert.equal(await page.isEnabled('#castle-long'), true);
    await page.click('#castle-long');
    await waitPlies(page, 6);
    assert.equal(await rank(page, 8), 'n.krbbnr');
    assert.deepEqual((await moveTexts(page)).slice(4), ['O-O-O', 'O-O-O']);
    // a drag onto an illegal square changes nothing
    const before = await readBoard(page);
    const a = await centre(page, 'g1');
    const b = await centre(page, 'g4');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up();
    assert.deepEqual(await readBoard(page), before);
    assert.equal(await plies(page), 6);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 3 (BQNNRKRB) by touch drag: O-O swaps king f1 and rook g1; Black O-O-O by text 0-0-0 (king passes e8, d8)', async () => {
    const { page, problems, context } = await open('http', '?n=3', {
      touch: true,
      viewport: { width: 390, height: 844 },
    });
    assert.equal(await page.$eval('#board', (n) => getComputedStyle(n).touchAction), 'none');
    const cdp = await context.newCDPSession(page);
    await touchMove(page, cdp, 'f1', 'g1'); // king onto its rook: O-O
    assert.equal(await rank(page, 1), 'BQNNRRKB', 'king and rook swapped');
    await touchMove(page, cdp, 'c8', 'b6');
    await touchMove(page, cdp, 'c1', 'b3');
    await touchMove(page, cdp, 'd8', 'e6');
    await touchMove(page, cdp, 'd1', 'e3');
    await textMove(page, '0-0-0');
    assert.equal(await rank(page, 8), 'bqkr2rb'.replace('2', '..'), 'king f8 → c8, rook e8 → d8');
    assert.deepEqual(await moveTexts(page), ['O-O', 'Sb6', 'Sb3', 'Se6', 'Se3', 'O-O-O']);
    // the page scrolled nowhere while dragging on the board
    assert.equal(await page.evaluate(() => window.scrollX), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 709 (RKBBQNNR): king b1 to c1 asks "king step or castling"; castling puts the king on c1 and the rook on d1', async () => {
    const { page, problems, context } = await open('http', '?n=709');
    for (const m of ['e3', 'e6', 'Le2', 'Le7', 'd3', 'd6', 'Ld2', 'Ld7']) await textMove(page, m);
    await clickMove(page, 'b1', 'c1', { dialog: true });
    const dialog = page.locator('#castle-dialog');
    await dialog.waitFor({ state: 'visible' });
    assert.equal((await page.textContent('#castle-step')).trim(), 'Königszug nach c1');
    assert.equal((await page.textContent('#castle-castle')).trim(), 'Rochade O-O-O');
    await page.click('#castle-castle');
    await waitPlies(page, 9);
    assert.equal(await rank(page, 1), '..KRQNNR', 'king b1 → c1, rook a1 → d1 (past the king)');
    // Black: the same question, answered "king step"
    await clickMove(page, 'b8', 'c8', { dialog: true });
    await dialog.waitFor({ state: 'visible' });
    await page.click('#castle-step');
    await waitPlies(page, 10);
    assert.equal(await rank(page, 8), 'r.k.qnnr', 'king stepped to c8, rook stays on a8');
    assert.deepEqual((await moveTexts(page)).slice(8), ['O-O-O', 'Kc8']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 12 (QBNNRKBR): king f1 onto g1 asks; Escape cancels, king step, take back, then castling', async () => {
    const { page, problems, context } = await open('http', '?n=12');
    for (const m of ['h3', 'h6', 'Bh2', 'Bh7']) await textMove(page, m);
    await clickSquare(page, 'f1');
    assert.deepEqual(
      await page.$$eval('#board [data-rook-landing]', (ns) => ns.map((n) => n.getAttribute('data-rook-landing'))),
      ['f1'],
    );
    await clickSquare(page, 'g1');
    const dialog = page.locator('#castle-dialog');
    await dialog.waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.activeElement.id), 'castle-castle');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await plies(page), 4);
    assert.equal(await rank(page, 1), 'QBNNRK.R', 'nothing moved');
    // king step
    await dragMove(page, 'f1', 'g1', { dialog: true });
    await dialog.waitFor({ state: 'visible' });
    await page.click('#castle-step');
    await waitPlies(page, 5);
    assert.equal(await rank(page, 1), 'QBNNR.KR');
    assert.equal((await moveTexts(page))[4], 'Kg1');
    // take back and castle instead
    await page.click('#undo');
    await waitPlies(page, 4);
    assert.equal(await page.isEnabled('#redo'), true);
    await clickMove(page, 'f1', 'g1', { dialog: true });
    await dialog.waitFor({ state: 'visible' });
    await page.click('#castle-castle');
    await waitPlies(page, 5);
    assert.equal(await rank(page, 1), 'QBNNRRK.', 'O-O: king g1, rook h1 → f1');
    assert.equal((await moveTexts(page))[4], 'O-O');
    assert.equal(await page.isEnabled('#redo'), false, 'a new move clears redo');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 518 by text box (German and English letters): en passant, promotion chooser, checkmate', async () => {
    const { page, problems, context } = await open('http', '?n=518');
    for (const m of ['e4', 'f5', 'exf5', 'g5', 'fxg6', 'Sf6', 'g7', 'Ng8']) await textMove(page, m);
    const board = await readBoard(page);
    assert.equal(board.g5, null, 'en passant removed the g5 pawn');
    // promotion by drag: the chooser opens with the queen first and focused
    await dragMove(page, 'g7', 'h8', { dialog: true });
    const promo = page.locator('#promo-dialog');
    await promo.waitFor({ state: 'visible' });
    const choices = await page.$$eval('#promo-choices [data-promotion]', (ns) =>
      ns.map((n) => n.getAttribute('data-promotion')),
    );
    assert.deepEqual(choices, ['q', 'r', 'b', 'n']);
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-promotion')), 'q');
    await page.keyboard.press('Escape');
    await promo.waitFor({ state: 'hidden' });
    assert.equal(await plies(page), 8, 'Escape cancels the promotion');
    assert.equal((await readBoard(page)).g7, 'wP');
    await dragMove(page, 'g7', 'h8', { dialog: true });
    await promo.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter'); // the queen
    await waitPlies(page, 9);
    assert.equal((await readBoard(page)).h8, 'wQ');
    await textMove(page, 'Nc6');
    await textMove(page, 'Dh5');
    assert.match(await status(page), /Schachmatt\. Weiß gewinnt \(1-0\)/);
    assert.deepEqual(await moveTexts(page), [
      'e4',
      'f5',
      'exf5',
      'g5',
      'fxg6',
      'Sf6',
      'g7',
      'Sg8',
      'gxh8=D',
      'Sc6',
      'Dh5#',
    ]);
    // the board no longer takes moves and the text box is closed
    assert.equal(await page.isDisabled('#move-input'), true);
    await clickSquare(page, 'a7');
    assert.equal(await page.$$eval('#board [data-target]', (ns) => ns.length), 0);
    // English letters and figurines in the move list
    await page.selectOption('#notation', 'en');
    assert.deepEqual((await moveTexts(page)).slice(8), ['gxh8=Q', 'Nc6', 'Qh5#']);
    await page.selectOption('#notation', 'figurine');
    assert.deepEqual((await moveTexts(page)).slice(8), ['gxh8=♕', '♘c6', '♕h5#']);
    // the check is marked on the black king
    assert.equal(
      await page.$$eval('#board [data-mark="check"]', (ns) =>
        ns.map((n) => n.closest('[data-square]').getAttribute('data-square')).join(),
      ),
      'e8',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('text box errors are explained in words (illegal, ambiguous with candidates, not a move), German and English', async () => {
    const fen = 'r3k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
    const { page, problems, context } = await open('http', `?fen=${encodeURIComponent(fen)}`);
    assert.equal(await page.textContent('#start-info'), 'Startstellung aus FEN');
    const tryMove = async (text) => {
      await page.fill('#move-input', text);
      await page.press('#move-input', 'Enter');
      return (await page.textContent('#move-error')).trim();
    };
    assert.equal(await tryMove('Sd2'), '„Sd2“ ist mehrdeutig. Gemeint ist einer dieser Züge: Sbd2, Sfd2.');
    assert.equal(await page.getAttribute('#move-input', 'aria-invalid'), 'true');
    assert.equal(await tryMove('Ke2'), '');
    await waitPlies(page, 1);
    assert.match(await tryMove('Kf1'), /„Kf1“ ist hier nicht erlaubt \(Schwarz am Zug\)\./);
    assert.match(await tryMove('hallo'), /„hallo“ ist kein Zug\./);
    await page.selectOption('#lang', 'en');
    assert.match(await tryMove('Kf1'), /“Kf1” is not legal here \(Black to move\)\./);
    assert.equal(await plies(page), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('keyboard only: arrows move the focus square, Enter picks up and drops, Escape puts back; moves are announced', async () => {
    const { page, problems, context } = await open('http', '?n=518');
    await page.focus('#board');
    // the focus starts on the king of the side to move (e1)
    assert.equal(await page.$$eval('#board [data-mark="focus"]', (ns) => ns.length), 1);
    await page.keyboard.press('ArrowRight'); // f1
    await page.keyboard.press('ArrowRight'); // g1
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('#board-announce'), /Springer g1 aufgenommen\. Ziele: f3, h3\./);
    await page.keyboard.press('Escape');
    assert.equal(await page.$$eval('#board [data-target]', (ns) => ns.length), 0, 'Escape put the knight back');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp'); // g2
    await page.keyboard.press('ArrowUp'); // g3
    await page.keyboard.press('ArrowLeft'); // f3
    assert.match(await page.textContent('#board-announce'), /f3: leer, Zielfeld/);
    await page.keyboard.press('Enter');
    await waitPlies(page, 1);
    assert.equal((await readBoard(page)).f3, 'wN');
    await page.waitForFunction(() => document.getElementById('announce').textContent === 'Springer f3');
    // English announcement and the same keys for Black (focus on the black king)
    await page.selectOption('#lang', 'en');
    await page.focus('#board');
    await page.keyboard.press('ArrowDown'); // from f3 towards f2
    await textMove(page, 'e5');
    await page.waitForFunction(() => document.getElementById('announce').textContent === 'e5');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('review: a click on a move shows that position; play resumes at the end; undo and redo', async () => {
    const { page, problems, context } = await open('http', '?n=518');
    for (const m of ['e4', 'e5', 'Nf3', 'Nc6']) await textMove(page, m);
    await page.click('#move-list [data-ply="1"]');
    assert.equal((await readBoard(page)).e4, 'wP');
    assert.equal((await readBoard(page)).e5, null, 'after 1. e4 only');
    assert.equal(await page.isVisible('#review-bar'), true);
    assert.equal(await page.getAttribute('#move-list [data-ply="1"]', 'aria-current'), 'step');
    // after 1. e4 it is Black to move there: a white piece is not picked up
    await clickSquare(page, 'd2');
    assert.equal(await page.$$eval('#board [data-target]', (ns) => ns.length), 0);
    await page.click('#nav-next');
    assert.equal((await readBoard(page)).e5, 'bP');
    await page.click('#to-live');
    assert.equal(await page.isVisible('#review-bar'), false);
    assert.equal((await readBoard(page)).c6, 'bN');
    await textMove(page, 'Bb5');
    await page.click('#undo');
    await waitPlies(page, 4);
    await page.click('#undo');
    await waitPlies(page, 3);
    await page.click('#redo');
    await waitPlies(page, 4);
    assert.deepEqual(await moveTexts(page), ['e4', 'e5', 'Sf3', 'Sc6']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the game survives a reload; a new game asks first and the old one is in the recent list', async () => {
    const { page, problems, context } = await open('http', '?n=3');
    await clickMove(page, 'f1', 'g1'); // O-O
    await textMove(page, 'Sb6');
    await page.click('#pgn-section summary');
    await page.fill('#tag-White', 'Anna');
    await page.fill('#tag-Black', 'Bert');
    const boardBefore = await readBoard(page);
    assert.equal(new URL(page.url()).searchParams.get('n'), null, 'the URL no longer starts a new game');
    await page.reload();
    await ready(page);
    assert.deepEqual(await readBoard(page), boardBefore);
    assert.deepEqual(await moveTexts(page), ['O-O', 'Sb6']);
    assert.equal(await page.inputValue('#tag-White'), 'Anna');
    assert.match(await page.textContent('#notice'), /wiederhergestellt/);
    // new game: asks, and "continue" keeps everything
    await page.click('#new-game');
    await page.fill('#new-number', '518');
    await page.click('#new-start');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.click('#confirm-choices button:text("Partie fortsetzen")');
    assert.deepEqual(await moveTexts(page), ['O-O', 'Sb6']);
    // ?n= on an unfinished game asks too; replacing keeps the old game in the recent list
    await page.goto(page.url().split('?')[0] + '?n=518');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.click('#confirm-choices button:text("Ja, ersetzen")');
    await waitPlies(page, 0);
    assert.equal(await rank(page, 1), 'RNBQKBNR');
    await page.click('#recent-section summary');
    await page.waitForSelector('#recent-list .recent-item'); // drawn on the toggle event
    const items = await page.$$eval('#recent-list .recent-item', (ns) => ns.map((n) => n.textContent));
    assert.equal(items.length, 1);
    assert.match(items[0], /Nr\. 3 · 2 Halbzüge · läuft · Anna – Bert/);
    // reopen it (the current game has no moves: no question)
    await page.click('#recent-list button[data-game-id]');
    await waitPlies(page, 2);
    assert.deepEqual(await readBoard(page), boardBefore);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the replace question: "1 Halbzug", what replaces the game, the address kept until the player answers', async () => {
    const { page, problems, context } = await open('http', '?n=3');
    await textMove(page, 'e4');
    const base = page.url().split('?')[0];
    await page.goto(base + '?n=740');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    const text = await page.textContent('#confirm-text');
    assert.match(text, /\(1 Halbzug\)/, text);
    assert.match(text, /neue Partie: Startstellung Nr\. 740\./, text);
    assert.equal(new URL(page.url()).searchParams.get('n'), '740', 'the address stays while the question is open');
    await page.click('#confirm-choices button:text("Partie fortsetzen")');
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('n'));
    assert.deepEqual(await moveTexts(page), ['e4']);
    // Two half-moves in Polish take the form of 2-4; replacing applies the address, then drops it.
    await textMove(page, 'e5');
    await page.goto(base + '?n=740&lang=pl');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.waitForFunction(() => /\(2 półruchy\)/.test(document.getElementById('confirm-text').textContent));
    assert.match(await page.textContent('#confirm-text'), /Pozycja początkowa nr 740/);
    assert.equal(new URL(page.url()).searchParams.get('n'), '740');
    await page.click('#confirm-choices .btn-primary');
    await waitPlies(page, 0);
    assert.equal(await rank(page, 1), 'RBBKNNQR', 'no. 740');
    assert.equal(new URL(page.url()).searchParams.get('n'), null);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('corrupt storage never breaks the page: the backup is used, else a new game starts', async () => {
    const { page, problems, context } = await open('http', '?n=518');
    await textMove(page, 'e4');
    await textMove(page, 'e5');
    // this tab's game is stored under its own key (the tab keeps the id in sessionStorage)
    const key = await page.evaluate(() => `chess960.play.game.${sessionStorage.getItem('chess960.play.tab')}`);
    // damage the game: its backup (the game one move earlier) is loaded
    await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"startFen":42'), key);
    await page.reload();
    await ready(page);
    assert.deepEqual(await moveTexts(page), ['e4']);
    assert.match(await page.textContent('#notice'), /Sicherung/);
    assert.equal(await page.evaluate(() => localStorage.getItem('chess960.play.unreadable')), '{"v":1,"startFen":42');
    // moves that the core refuses are cut off where they stop being legal
    await page.evaluate((k) => {
      const r = JSON.parse(localStorage.getItem(k));
      r.moves = ['e2e4', 'e7e5', 'e1e3', 'g1f3'];
      localStorage.setItem(k, JSON.stringify(r));
    }, key);
    await page.reload();
    await ready(page);
    assert.deepEqual(await moveTexts(page), ['e4', 'e5']);
    assert.match(await page.textContent('#notice'), /Halbzug 2/);
    // everything unreadable: a fresh game, no error
    await page.evaluate((k) => {
      localStorage.setItem(k, 'garbage');
      localStorage.setItem(`${k}.backup`, '[1,2,3]');
      localStorage.setItem('chess960.play.games', '{"not":"a list"}');
    }, key);
    await page.reload();
    await ready(page);
    assert.equal(await plies(page), 0);
    assert.match(await status(page), /am Zug/);
    assert.match(await page.textContent('#notice'), /beschädigt/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('PGN: export has the Chess960 tags, import gives the same moves and tags, a bad PGN is refused', async (t) => {
    const { page, problems, context } = await open('http', '?n=709');
    const hasPgn = await page.evaluate(() => createChess960().then((api) => typeof api.readPgn === 'function'));
    if (!hasPgn) {
      t.skip('chess960.js has no readPgn yet');
      await context.close();
      return;
    }
    for (const m of ['e3', 'e6', 'Le2', 'Le7', 'd3', 'd6', 'Ld2', 'Ld7', 'O-O-O', 'Kc8']) await textMove(page, m);
    await page.click('#pgn-section summary');
    await page.fill('#tag-Event', 'Vereinsabend "960"');
    await page.fill('#tag-Site', 'Berlin');
    await page.fill('#tag-Round', '3');
    await page.fill('#tag-White', 'Anna');
    await page.fill('#tag-Black', 'Bert');
    const pgn = await page.inputValue('#pgn-out');
    for (const tag of [
      'Event "Vereinsabend \\"960\\""',
      'Site "Berlin"',
      'Round "3"',
      'White "Anna"',
      'Black "Bert"',
      'Result "*"',
      'SetUp "1"',
      'Variant "Chess960"',
      'FEN "rkbbqnnr/pppppppp/8/8/8/8/PPPPPPPP/RKBBQNNR w KQkq - 0 1"',
    ]) {
      assert.ok(pgn.includes(`[${tag}]`), `tag ${tag} in\n${pgn}`);
    }
    assert.match(pgn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
    assert.match(pgn, /5\. O-O-O Kc8 \*/);
    // download
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#pgn-download')]);
    assert.match(download.suggestedFilename(), /^chess960-709-\d{4}-\d\d-\d\d\.pgn$/);
    const movesBefore = await moveTexts(page);
    const boardBefore = await readBoard(page);
    // a bad PGN: refused with the move named, the game untouched
    const bad = pgn.replace('Kc8', 'Kc9');
    await page.fill('#pgn-in', bad);
    await page.click('#pgn-import');
    assert.match(await page.textContent('#pgn-error'), /PGN nicht übernommen.*Kc9/s);
    assert.deepEqual(await moveTexts(page), movesBefore);
    // round trip: a new game, then import the exported text (no question: the game is new)
    await page.click('#new-game');
    await page.fill('#new-number', '0');
    await page.click('#new-start');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.click('#confirm-choices button:text("Ja, ersetzen")');
    await waitPlies(page, 0);
    await page.fill('#pgn-in', pgn);
    await page.click('#pgn-import');
    await waitPlies(page, 10);
    assert.deepEqual(await moveTexts(page), movesBefore);
    assert.deepEqual(await readBoard(page), boardBefore);
    assert.equal(await page.inputValue('#tag-Event'), 'Vereinsabend "960"');
    assert.equal(await page.inputValue('#tag-White'), 'Anna');
    assert.equal(await page.inputValue('#pgn-out'), pgn, 'export after import is identical');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('resign, agreed draw and claims end the game; the result is kept over a reload', async () => {
    const { page, problems, context } = await open('http', '?n=518');
    // threefold repetition by knight moves: claimable, then claimed
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) await textMove(page, m);
    assert.match(await page.textContent('#claimable'), /dreifache Stellungswiederholung/);
    assert.equal(await page.isEnabled('#claim'), true);
    await page.click('#claim');
    assert.match(await status(page), /Remis beansprucht: dreifache Stellungswiederholung/);
    await page.reload();
    await ready(page);
    assert.match(await status(page), /Remis beansprucht/);
    await page.click('#undo'); // takes back the claim and the last move
    await waitPlies(page, 7);
    assert.match(await status(page), /Schwarz am Zug/);
    await page.click('#resign');
    await page.click('#confirm-choices button:text("Schwarz gibt auf")');
    assert.match(await status(page), /Schwarz gibt auf\. Weiß gewinnt \(1-0\)/);
    assert.equal(await page.isDisabled('#resign'), true);
    await page.click('#undo');
    await page.click('#draw');
    await page.click('#confirm-choices button:text("Remis vereinbart")');
    assert.match(await status(page), /Remis vereinbart/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('axe-core: no violations mid-game, reviewing, with the promotion chooser and the castling question open, in English, on a phone', async () => {
    const { page, problems, context } = await open('http', '?n=12');
    for (const m of ['h3', 'h6', 'Bh2', 'Bh7']) await textMove(page, m);
    await noAxe(page, 'German mid-game');
    await page.click('#pgn-section summary');
    await page.click('#recent-section summary');
    await page.click('#move-list [data-ply="2"]');
    await noAxe(page, 'reviewing, panels open');
    await page.click('#to-live');
    await clickMove(page, 'f1', 'g1', { dialog: true });
    await page.locator('#castle-dialog').waitFor({ state: 'visible' });
    await noAxe(page, 'castling question');
    await page.keyboard.press('Escape');
    await page.selectOption('#lang', 'en');
    await page.focus('#board');
    await page.keyboard.press('ArrowUp');
    await noAxe(page, 'English, keyboard focus on the board');
    await page.setViewportSize({ width: 360, height: 740 });
    await noAxe(page, 'English on a phone');
    await context.close();

    const p2 = await open('http', `?fen=${encodeURIComponent('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1')}`);
    await clickMove(p2.page, 'b7', 'b8', { dialog: true });
    await p2.page.locator('#promo-dialog').waitFor({ state: 'visible' });
    await noAxe(p2.page, 'promotion chooser');
    assert.deepEqual([...problems, ...p2.problems], []);
    await p2.context.close();
  });

  test('from file://: a game by clicks with castling, restored after a reload', async () => {
    const { page, problems, context } = await open('file', '?n=15');
    await clickMove(page, 'h2', 'h3');
    await clickMove(page, 'c8', 'b6');
    await clickMove(page, 'g1', 'h2');
    await clickMove(page, 'e8', 'c8'); // O-O-O by the king's destination
    await clickMove(page, 'e1', 'f1'); // O-O by dropping the king on its rook
    assert.equal(await rank(page, 1), 'QNNR.RKB');
    assert.equal(await rank(page, 8), 'qnkr.rbb');
    await page.reload();
    await ready(page);
    assert.deepEqual(await moveTexts(page), ['h3', 'Sb6', 'Lh2', 'O-O-O', 'O-O']);
    assert.equal(await rank(page, 1), 'QNNR.RKB');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the start page links to the play page with its number ("Spielen")', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${site.server.url}index.html?n=740`);
    await ready(page);
    await page.fill('#number', '15');
    await page.click('#setzen');
    assert.equal((await page.textContent('#nav-play')).trim(), 'Spielen');
    await page.click('#nav-play');
    await ready(page);
    assert.equal(await rank(page, 1), 'QNNRKRBB');
    assert.match(await page.textContent('#start-info'), /Nr\. 15/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('works under the strict Content-Security-Policy; the board fits a phone and a desktop window', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const { page, problems } = await open('http', '?n=518', { base: site.cspServer.url, context });
    await clickMove(page, 'e2', 'e4');
    await dragMove(page, 'e7', 'e5');
    await page.click('#pgn-section summary');
    await clickMove(page, 'g1', 'f3');
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    assert.deepEqual(problems, []);
    const desk = await page.evaluate(() => {
      const r = document.querySelector('#board svg').getBoundingClientRect();
      return {
        bottom: r.bottom,
        h: window.innerHeight,
        overflow: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    assert.ok(desk.bottom <= desk.h, `board within the window (${desk.bottom} > ${desk.h})`);
    assert.equal(desk.overflow, false);
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = await page.evaluate(() => {
      const r = document.querySelector('#board svg').getBoundingClientRect();
      return { w: r.width, overflow: document.documentElement.scrollWidth > window.innerWidth };
    });
    assert.ok(phone.w >= 320, `board ${phone.w}px wide on a phone`);
    assert.equal(phone.overflow, false, 'no sideways scrolling on a phone');
    // 200 % zoom of a 1280 px window ≈ a 640 px wide window
    await page.setViewportSize({ width: 640, height: 450 });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
    await context.close();
  });
});
