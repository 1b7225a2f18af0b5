// The play page's analysis follows the position the board shows, with the real engine: an earlier
// move of the main line, a side line, a finished game, an imported game with a result; a new
// search whenever the position shown changes (the old result dropped); a checkmate has nothing to
// analyse. The hint is for the live position of a game in progress and says why when it is not.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

// Plays a move through the move box and waits for the list to hold `plies` moves of the line.
async function textMove(page, san, plies) {
  await page.fill('#move-input', san);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction((n) => document.querySelectorAll('#move-list [data-ply]').length === n, plies);
}

// Waits until the analysis shows a result at some depth whose line starts with `start` (the move
// number of the position analysed: "1…" after White's first move); returns the evaluation.
async function analysedFrom(page, start) {
  await page.waitForFunction(
    (start) =>
      /\(depth \d+\)/.test(document.getElementById('engine-depth').textContent) &&
      document.getElementById('engine-line').textContent.startsWith(start + ' '),
    start,
    { timeout: 20000 },
  );
  return page.textContent('#engine-eval');
}

// Returns the hint button's state and the reason shown beside it ('' when none is shown).
async function hintState(page) {
  return page.evaluate(() => {
    const why = document.getElementById('engine-hint-why');
    return {
      disabled: document.getElementById('engine-hint').disabled,
      why: why && !why.hidden ? why.textContent : '',
    };
  });
}

describe('analysis of the position shown', () => {
  const site = useSite();

  test('an earlier move, a side line and the end of a finished game are analysed; the hint says why not', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}play.html?n=518&lang=en`, {
      locale: 'en-GB',
      timeout: 15000,
    });
    await textMove(page, 'f3', 1);
    await textMove(page, 'e5', 2);
    await textMove(page, 'g4', 3);
    assert.deepEqual(await hintState(page), { disabled: false, why: '' }, 'the live position of a game in progress');
    await page.click('#engine-analyse');
    assert.equal(await analysedFrom(page, '2…'), 'Mate in 1 for Black');
    // An earlier move: a new analysis of that position, not the live one's mate.
    await page.click('#move-list [data-ply="1"]');
    const earlier = await analysedFrom(page, '1…');
    assert.doesNotMatch(earlier, /Mate in 1/, 'the live result is dropped');
    assert.match(earlier, /^[+−]?\d+\.\d\d$|^Mate in \d+ for (White|Black)$/, earlier);
    const reviewing = await hintState(page);
    assert.equal(reviewing.disabled, true);
    assert.match(reviewing.why, /only for the game's current position/);
    // A move played there starts a side line: its position is analysed.
    await page.fill('#move-input', 'd5');
    await page.press('#move-input', 'Enter');
    await page.waitForSelector('#move-list .side-line [aria-current]');
    assert.doesNotMatch(await analysedFrom(page, '2.'), /Mate in 1 for Black/);
    // Back to the main line's end; the mate ends the game: nothing to analyse, no hint.
    await page.locator('#move-list > .move-row button.move', { hasText: /^g4$/ }).click();
    assert.equal(await analysedFrom(page, '2…'), 'Mate in 1 for Black');
    await textMove(page, 'Qh4#', 4);
    await page.waitForFunction(() => /Checkmate/.test(document.getElementById('engine-eval').textContent));
    assert.equal(await page.textContent('#engine-eval'), 'Checkmate: there is nothing to analyse.');
    assert.equal(await page.textContent('#engine-line'), '');
    const over = await hintState(page);
    assert.equal(over.disabled, true);
    assert.match(over.why, /The game is over/);
    // An earlier position of the finished game is analysed.
    await page.click('#move-list [data-ply="2"]');
    assert.match(await analysedFrom(page, '2.'), /\d|Mate/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an imported game with a result is analysed at its end and at any move', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}play.html?n=518&lang=en`, {
      locale: 'en-GB',
      timeout: 15000,
    });
    const pgn = '[Event "Club"]\n[White "Anna"]\n[Black "Bert"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n';
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', pgn);
    await page.click('#pgn-import');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 5);
    assert.match((await hintState(page)).why, /The game is over/);
    await page.click('#engine-analyse');
    await analysedFrom(page, '3…');
    await page.click('#move-list [data-ply="2"]');
    await analysedFrom(page, '2.');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
