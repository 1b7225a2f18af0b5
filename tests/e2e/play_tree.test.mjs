// Browser tests of the play page's game tree: an imported annotated game shows its comments (as
// text, never markup), NAG glyphs, clocks and side lines (groups named "side line", indented
// under the move they replace); a click or Enter on any move shows it; a move played while an
// earlier position is shown starts a side line there (the line's next move steps on); comments
// and NAGs are edited by keyboard, lines promoted and deleted; the whole tree survives a reload
// and reaches a second tab; export writes it; axe finds nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, readBoard, runAxe, formatViolations } from './browser.mjs';

// A 518 game with a game comment, a clock, NAGs, a nested side line and a comment that holds markup.
const ANNOTATED = `[Event "Training"]
[White "Anna"]
[Black "Ben"]
[Result "*"]

{Opening ideas} 1. e4 {[%clk 0:02:58] best by test} e5 $1
(1... c5 {the Sicilian <img src=x onerror="window.hacked=1">} 2. Nf3 (2. Nc3 Nc6 {closed}) 2... d6) (1... e6 $5)
2. Nf3 $16 Nc6 *`;

describe('play page: the game tree', () => {
  const site = useSite();

  const url = (query = '') => site.server.url + '/play.html' + query;
  const plies = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));

  // Returns the move button of a SAN in the list (the first one with that text).
  const moveButton = (page, san) =>
    page.locator('#move-list button.move', { hasText: new RegExp('^' + san + '$') }).first();

  // Imports a PGN text through the PGN panel and waits for its main line.
  async function importPgn(page, text, mainPlies) {
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', text);
    await page.click('#pgn-import');
    await page.waitForFunction((n) => document.querySelectorAll('#move-list [data-ply]').length === n, mainPlies);
  }

  // Plays a move typed into the move box.
  async function textMove(page, text) {
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
  }

  // Returns what the list shows: comments, glyphs, clocks and side lines with their depth.
  const listed = (page) =>
    page.evaluate(() => ({
      comments: [...document.querySelectorAll('#move-list .move-comment')].map((n) => n.textContent),
      nags: [...document.querySelectorAll('#move-list .nag')].map((n) => n.textContent),
      clocks: [...document.querySelectorAll('#move-list .clock')].map((n) => n.textContent),
      sideLines: [...document.querySelectorAll('#move-list [role="group"]')].map((g) => ({
        name: g.getAttribute('aria-label'),
        moves: [...g.querySelectorAll(':scope > .move-cell button')].map((b) => b.textContent),
        indent: Math.round(g.getBoundingClientRect().left),
      })),
      images: document.querySelectorAll('#move-list img').length,
      hacked: window.hacked === 1,
    }));

  test('an imported game shows comments as text, NAG glyphs, clocks and nested side lines; axe clean', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'));
    await importPgn(page, ANNOTATED, 4);
    const seen = await listed(page);
    assert.deepEqual(seen.comments, [
      'Opening ideas',
      'best by test',
      'the Sicilian <img src=x onerror="window.hacked=1">',
      'closed',
    ]);
    assert.equal(seen.images, 0, 'a comment is never markup');
    assert.equal(seen.hacked, false);
    assert.deepEqual(seen.nags, ['!', '!?', '±']);
    assert.deepEqual(seen.clocks, ['0:02:58']);
    assert.deepEqual(
      seen.sideLines.map((l) => [l.name, l.moves]),
      [
        ['Nebenvariante', ['c5', 'Sf3', 'd6']],
        ['Nebenvariante', ['Sc3', 'Sc6']],
        ['Nebenvariante', ['e6']],
      ],
    );
    assert.ok(seen.sideLines[1].indent > seen.sideLines[0].indent, 'a nested side line is indented deeper');
    assert.deepEqual(await plies(page), ['e4', 'e5', 'Sf3', 'Sc6'], 'the main line is the game');
    const axe = await runAxe(page, '#move-list-wrap');
    assert.deepEqual(axe, [], formatViolations(axe));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a click or Enter on a side-line move shows it; a move there that differs starts a side line, the next move steps on', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'));
    await importPgn(page, ANNOTATED, 4);
    await moveButton(page, 'Sc3').click();
    let board = await readBoard(page);
    assert.equal(board.c3, 'wN');
    assert.equal(board.c5, 'bP');
    assert.equal(await moveButton(page, 'Sc3').getAttribute('aria-current'), 'step');
    assert.deepEqual(await plies(page), ['e4', 'c5', 'Sc3', 'Sc6'], 'the line of the move shown');
    assert.equal(await page.isVisible('#review-bar'), true);
    // by keyboard: Tab to the move, Enter
    await moveButton(page, 'e6').focus();
    await page.keyboard.press('Enter');
    board = await readBoard(page);
    assert.equal(board.e6, 'bP');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'e6', 'the focus stays on the move');
    // back on the main line at 1. e4: the main line's next move (e5) only steps on
    await moveButton(page, 'e4').click();
    await textMove(page, 'e5');
    await page.waitForFunction(() => document.querySelector('#move-list [aria-current]')?.textContent === 'e5');
    assert.equal(await page.$$eval('#move-list [role="group"]', (g) => g.length), 3, 'no new side line');
    // a move that differs starts a side line: no question, no error
    await moveButton(page, 'e4').click();
    await textMove(page, 'd5');
    await page.waitForFunction(() => document.querySelector('#move-list [aria-current]')?.textContent === 'd5');
    assert.equal(await page.textContent('#move-error'), '');
    assert.deepEqual(await plies(page), ['e4', 'd5']);
    assert.equal(await page.$$eval('#move-list [role="group"]', (g) => g.length), 4);
    assert.equal((await readBoard(page)).d5, 'bP');
    // the board goes on in the new line
    await textMove(page, 'exd5');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 3);
    assert.deepEqual(await plies(page), ['e4', 'd5', 'exd5']);
    // moves played at the line's end are clickable like the others
    await textMove(page, 'Dxd5');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 4);
    await moveButton(page, 'exd5').click();
    board = await readBoard(page);
    assert.equal(board.d5, 'wP', 'the position after 2. exd5');
    assert.equal(await moveButton(page, 'exd5').getAttribute('aria-current'), 'step');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('comment and NAG of a move edited by keyboard; Escape cancels; a side line promoted and one deleted', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'));
    await importPgn(page, ANNOTATED, 4);
    await page.locator('#move-list > .move-row button.move', { hasText: 'Sf3' }).click();
    await page.focus('#notes-open');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'notes-comment');
    await page.keyboard.type('a typed note that is cancelled');
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#notes-form'), false);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'notes-open', 'the focus goes back');
    assert.ok(!(await listed(page)).comments.includes('a typed note that is cancelled'));
    await page.keyboard.press('Enter');
    await page.fill('#notes-comment', 'develops <b>the knight</b>');
    await page.selectOption('#notes-move-nag', '3');
    await page.focus('#notes-comment');
    await page.keyboard.press('Enter');
    assert.equal(await page.isVisible('#notes-form'), false);
    const seen = await listed(page);
    assert.ok(seen.comments.includes('develops <b>the knight</b>'));
    assert.deepEqual(seen.nags, ['!', '!?', '!! ±'], 'the new glyph, the position assessment kept');
    assert.match(
      await page.getAttribute('#move-list [aria-current]', 'aria-label'),
      /glänzender Zug, Weiß steht besser$/,
    );
    // promote 1... e6 to the main line
    await moveButton(page, 'e6').click();
    await page.click('#notes-open');
    await page.click('#notes-main');
    await page.click('#notes-cancel');
    assert.deepEqual(await plies(page), ['e4', 'e6']);
    const main = await page.$$eval('#move-list > .move-row button.move', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(main, ['e4', 'e6'], 'e6 is the main line now');
    // delete 1... c5 and its lines, after the question
    await moveButton(page, 'c5').click();
    await page.click('#notes-open');
    await page.click('#notes-delete');
    await page.click('#confirm-choices .btn-primary');
    await page.waitForFunction(
      () => ![...document.querySelectorAll('#move-list .move')].some((b) => b.textContent === 'c5'),
    );
    assert.equal(await page.$$eval('#move-list [role="group"]', (g) => g.length), 1, 'the e5 line is left');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the whole tree survives a reload and reaches a second tab; export writes it', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'));
    await importPgn(page, ANNOTATED, 4);
    await moveButton(page, 'e4').click();
    await textMove(page, 'd5');
    await page.waitForFunction(() => document.querySelector('#move-list [aria-current]')?.textContent === 'd5');
    const before = await listed(page);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    const after = await listed(page);
    assert.deepEqual(after.comments, before.comments);
    assert.deepEqual(after.nags, before.nags);
    assert.deepEqual(after.clocks, before.clocks);
    assert.deepEqual(
      after.sideLines.map((l) => l.moves),
      before.sideLines.map((l) => l.moves),
    );
    assert.deepEqual(await plies(page), ['e4', 'e5', 'Sf3', 'Sc6'], 'the main line is shown after a reload');
    // a second tab opens the game from the recent list and sees the tree
    const other = await openPage(site.browser, url(), { context });
    await other.page.click('#recent-section summary');
    await other.page.click('#recent-list button >> nth=0');
    await other.page.waitForFunction(() => document.querySelectorAll('#move-list [role="group"]').length === 4);
    assert.deepEqual((await listed(other.page)).comments, before.comments);
    // an edit in the second tab reaches the first
    await other.page.locator('#move-list > .move-row button.move', { hasText: 'Sc6' }).click();
    await other.page.click('#notes-open');
    await other.page.fill('#notes-comment', 'from the other tab');
    await other.page.click('#notes-save');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#move-list .move-comment')].some((n) => n.textContent === 'from the other tab'),
    );
    // export: the PGN panel writes the whole tree
    if (!(await page.$eval('#pgn-section', (d) => d.open))) await page.click('#pgn-section summary');
    await page.waitForFunction(() => /from the other tab/.test(document.getElementById('pgn-out').value));
    const text = (await page.inputValue('#pgn-out')).replace(/\s+/g, ' ');
    assert.match(text, /\{Opening ideas\} 1\. e4 \{\[%clk 0:02:58\] best by test\} 1\.\.\. e5 \$1/);
    assert.match(text, /\(1\.\.\. c5 \{the Sicilian <img[^}]*\} 2\. Nf3 \(2\. Nc3 Nc6 \{closed\}\) 2\.\.\. d6\)/);
    assert.match(text, /\(1\.\.\. e6 \$5\) \(1\.\.\. d5\)/);
    assert.match(text, /Nc6 \{from the other tab\}/);
    assert.deepEqual(problems, []);
    assert.deepEqual(other.problems, []);
    await context.close();
  });

  test("a PGN file's game list marks the games with comments, NAGs or side lines; opening one keeps its tree", async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'));
    const plain = '[Event "Plain [!?]"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 {[%clk 0:03:00]} e5 *\n';
    const text = [plain, ANNOTATED, plain.replace('1. e4', '1. d4 ( 1. c4 )')].join('\n');
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', text);
    await page.click('#pgn-import');
    await page.waitForSelector('#games-rows button[data-open="3"]');
    const marks = await page.$$eval('#games-rows tr', (rows) =>
      rows.map((r) => r.querySelector('.game-notes .visually-hidden')?.textContent.trim() || null),
    );
    assert.deepEqual(marks, [null, 'mit Kommentaren, Bewertungszeichen, Varianten', 'mit Varianten']);
    await page.click('#games-rows button[data-open="2"]');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [role="group"]').length === 3);
    assert.deepEqual((await listed(page)).nags, ['!', '!?', '±']);
    const axe = await runAxe(page, '#games-panel');
    assert.deepEqual(axe, [], formatViolations(axe));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('against the computer, a move typed where the computer is to move is refused with a reason', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518'), { locale: 'en-GB' });
    await page.selectOption('#engine-level', '1');
    await page.check('#engine-on'); // I play White
    await textMove(page, 'e4');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 2);
    await moveButton(page, 'e4').click(); // Black, the computer, is to move there
    await textMove(page, 'e5');
    await page.waitForFunction(() => document.getElementById('move-error').textContent !== '');
    assert.match(await page.textContent('#move-error'), /computer moves in this position/);
    assert.equal(await page.getAttribute('#move-input', 'aria-invalid'), 'true');
    assert.equal((await plies(page)).length, 2, 'no move was added');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game saved before trees (moves only) loads as before', async () => {
    const record = {
      v: 2,
      id: 'old-game-1',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      startNumber: 518,
      moves: ['e2e4', 'e7e5', 'g1f3'],
      tags: { Event: '', Site: '', Date: '2024.01.01', Round: '', White: '', Black: '' },
      result: '*',
      ending: '',
      created: 1,
      updated: 1,
    };
    const init = (r) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('chess960.play.game.' + r.id, JSON.stringify(r));
      localStorage.setItem('chess960.play.games', JSON.stringify([r.id]));
      sessionStorage.setItem('chess960.play.tab', r.id);
    };
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(init, record);
    const { page, problems } = await openPage(site.browser, url(), { context });
    assert.deepEqual(await plies(page), ['e4', 'e5', 'Sf3']);
    assert.equal(await page.$$eval('#move-list [role="group"]', (g) => g.length), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('[%eval] is shown at the move; the notes editor shows evaluation and clock as fields and keeps them in the text', async () => {
    const { page, problems, context } = await openPage(site.browser, url('?n=518&lang=en'), { locale: 'en-GB' });
    const pgn =
      '[Event "Engines"]\n[Result "*"]\n\n' +
      '1. e4 {[%eval 0.20] [%clk 0:02:58] best by test} e5 {[%eval #-3]} ' +
      '2. Nf3 {[%eval -1.5,18] [%emt 0:00:05] [%cal Gg1f3]} *';
    await importPgn(page, pgn, 3);
    const figures = () => page.$$eval('#move-list .move-eval', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(await figures(), ['+0.20', '#-3', '−1.50']);
    assert.deepEqual((await listed(page)).comments, ['best by test'], 'commands are not shown as words');
    // e4: the words in the comment box, the commands as fields.
    await moveButton(page, 'e4').click();
    await page.click('#notes-open');
    assert.equal(await page.inputValue('#notes-comment'), 'best by test');
    assert.equal(await page.inputValue('#notes-eval'), '+0.20');
    assert.equal(await page.inputValue('#notes-clock'), '0:02:58');
    await page.fill('#notes-comment', 'the best');
    await page.fill('#notes-eval', '-0.35');
    await page.click('#notes-save');
    assert.equal(await page.isVisible('#notes-form'), false);
    assert.deepEqual(await figures(), ['−0.35', '#-3', '−1.50']);
    // Nf3: a new clock; its other commands stay as they were.
    await moveButton(page, 'Nf3').click();
    await page.click('#notes-open');
    assert.equal(await page.inputValue('#notes-comment'), '');
    assert.equal(await page.inputValue('#notes-eval'), '-1.50,18');
    await page.fill('#notes-clock', '0:01:00');
    await page.fill('#notes-eval', 'much better');
    await page.click('#notes-save');
    assert.match(await page.textContent('#notes-error'), /is not an evaluation/);
    assert.equal(await page.isVisible('#notes-form'), true, 'a value the core does not read is refused');
    await page.fill('#notes-eval', '-1.50,18');
    await page.click('#notes-save');
    assert.equal(await page.isVisible('#notes-form'), false);
    const out = await page.inputValue('#pgn-out');
    assert.ok(out.includes('{the best [%eval -0.35] [%clk 0:02:58]}'), out);
    assert.ok(out.includes('{[%eval -1.5,18] [%emt 0:00:05] [%cal Gg1f3] [%clk 0:01:00]}'), out);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
