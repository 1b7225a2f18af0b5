// The play page's game review and multi-line analysis, with the real engine in its workers: an
// imported game in which White gives the queen away for a pawn (3. Qxe5+?? Nxe5, a blunder by any
// engine's measure) is reviewed with a small node budget; the graph has one point per ply, both
// accuracies are numbers from 0 to 100, the blunder carries ?? in the move list, on the board and
// in the exported PGN (lichess's form: NAG $4 and [%eval]); a review is cancelled; the analysis
// shows as many lines as chosen, each with its arrow, and pauses in a hidden tab. A judged castling
// is marked on the king's square.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, runAxe, formatViolations } from './browser.mjs';

const BLUNDER_GAME = `[Event "Review test"]
[White "Anna"]
[Black "Ben"]
[Result "*"]

1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 4. d4 Ng6 5. Nf3 d6 6. Bd3 Nf6 *`;
const PLIES = 12;
const BLUNDER_PLY = 5;

// A longer game (a Ruy Lopez, 40 plies), so that a deep review runs long enough to be cancelled.
const LONG_GAME = `[Event "Cancel test"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8
10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6
18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 *`;

// A castling that gives the queen away (Chess960: king b1, rook h1; 1. O-O exd4): the UCI of the
// castling names the rook's square h1, the king lands on g1 (the castling rule).
const CASTLING_BLUNDER = `[Event "Castling review test"]
[SetUp "1"]
[FEN "r3k3/8/8/4p3/3Q4/8/8/1K5R w H - 0 1"]
[Result "*"]

1. O-O exd4 *`;

describe('play page: game review and multi-line analysis', () => {
  const site = useSite();
  const url = () => site.server.url + '/play.html?lang=en';

  // Imports a PGN text through the PGN panel and waits for its main line.
  async function importPgn(page, text, plies) {
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', text);
    await page.click('#pgn-import');
    await page.waitForFunction((n) => document.querySelectorAll('#move-list [data-ply]').length === n, plies);
  }

  test('a review marks the blunder, draws the graph and both accuracies, and is exported', async () => {
    const { page, problems, context } = await openPage(site.browser, url(), { locale: 'en-GB', timeout: 15000 });
    await importPgn(page, BLUNDER_GAME, PLIES);
    await page.selectOption('#review-budget', 'quick');
    await page.click('#review-start');
    await page.waitForSelector('#review-result:not([hidden])', { timeout: 30000 });
    assert.match(await page.textContent('#review-status'), /Reviewed: 12 moves/);

    const points = await page.$$eval('#review-graph .eval-graph-point', (ns) =>
      ns.map((n) => n.getAttribute('data-ply')),
    );
    assert.deepEqual(
      points,
      Array.from({ length: PLIES }, (_, i) => String(i + 1)),
      'one point per ply',
    );
    const accuracy = await page.$$eval('#review-table [data-figure="accuracy"] td', (ns) =>
      ns.map((n) => n.textContent),
    );
    assert.equal(accuracy.length, 2);
    for (const text of accuracy) {
      const value = Number(text);
      assert.ok(Number.isFinite(value) && value >= 0 && value <= 100, 'an accuracy 0..100: ' + text);
    }
    const blunders = await page.$$eval('#review-table [data-figure="blunders"] td', (ns) =>
      ns.map((n) => Number(n.textContent)),
    );
    assert.ok(blunders[0] >= 1, "White's blunder is counted");
    assert.equal(await page.getAttribute(`#review-graph [data-ply="${BLUNDER_PLY}"]`, 'data-judgement'), 'blunder');

    // The move list shows ?? after 3. Qxe5+.
    const glyph = await page.$eval(`#move-list button[data-ply="${BLUNDER_PLY}"]`, (b) => {
      const nag = b.closest('.move-cell').querySelector('.nag');
      return [b.textContent, nag ? nag.textContent : ''];
    });
    assert.deepEqual(glyph, ['Qxe5+', '??']);

    // A click on the graph's blunder shows that move: its judgement, the best move as an arrow
    // (from the position before it) and ?? on its destination square.
    const box = await page.locator('#review-graph svg').boundingBox();
    await page.mouse.click(box.x + ((BLUNDER_PLY - 1) / (PLIES - 1)) * box.width, box.y + box.height / 2);
    await page.waitForFunction(
      (n) => document.querySelector('#move-list button[aria-current]')?.dataset.ply === String(n),
      BLUNDER_PLY,
    );
    assert.match(await page.textContent('#review-move'), /^Blunder\. \S+ was best\.$/);
    assert.equal(await page.getAttribute('#board [data-badge]', 'data-badge'), '??');
    assert.equal(await page.locator('#board [data-arrow]').count(), 1);

    const axe = await runAxe(page, '.engine-box');
    assert.equal(axe.length, 0, formatViolations(axe));

    // Practice: the position before the blunder; the game's move is named as such, a queen
    // given away again (Qxf7+ Kxf7) does not keep the evaluation, the best move does.
    const best = (await page.textContent('#review-move')).match(/^Blunder\. (\S+) was best\.$/)[1];
    await page.click('#review-practice');
    await page.waitForFunction(() => document.querySelector('#move-list button[aria-current]')?.dataset.ply === '4');
    assert.equal(
      await page.textContent('#review-practice-status'),
      'Find a better move than Qxe5+: play it on the board.',
    );
    // Plays a move from the position before the blunder; returns what the practice says of it.
    const attempt = async (san) => {
      await page.fill('#move-input', san);
      await page.press('#move-input', 'Enter');
      await page.waitForFunction(
        () => / keep|move of the game/.test(document.getElementById('review-practice-status').textContent),
        null,
        {
          timeout: 20000,
        },
      );
      const said = await page.textContent('#review-practice-status');
      await page.click('#move-list button[data-ply="4"]');
      return said;
    };
    assert.equal(await attempt('Qxf7+'), 'Qxf7+ does not keep the evaluation: try another move.');
    assert.equal(await attempt(best), best + ' keeps the evaluation: well found!');

    // The export keeps the review as lichess writes it.
    const pgn = await page.inputValue('#pgn-out');
    assert.match(pgn, /Qxe5\+ \$4/);
    assert.match(pgn, /\[%eval -?\d+(\.\d+)?\]/);
    assert.match(pgn, /\[Annotator "chess960"\]/);
    assert.match(pgn, /Blunder\. \S+ was best\./);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a review is cancelled; the analysis shows the lines chosen', async () => {
    const { page, problems, context } = await openPage(site.browser, url(), { locale: 'en-GB', timeout: 15000 });
    await importPgn(page, LONG_GAME, 40);
    await page.selectOption('#review-budget', 'deep');
    await page.click('#review-start');
    await page.waitForFunction(() =>
      /position [1-9]\d* of 41/.test(document.getElementById('review-status').textContent),
    );
    assert.equal(await page.isVisible('#review-start'), false, 'one review at a time');
    await page.click('#review-cancel');
    await page.waitForFunction(() => document.getElementById('review-status').textContent === 'Review cancelled.');
    assert.equal(await page.isVisible('#review-start'), true);
    assert.equal(await page.isVisible('#review-result'), false);
    assert.equal(await page.locator('#move-list .nag').count(), 0, 'a cancelled review writes nothing');

    // Multi-line analysis of the position shown (the last move): three lines, three arrows.
    await page.click('#engine-analyse');
    await page.selectOption('#engine-lines-count', '3');
    await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length === 3, null, {
      timeout: 20000,
    });
    const lines = await page.$$eval('#engine-lines li', (ns) => ns.map((n) => n.textContent));
    for (const line of lines) assert.match(line, /^([+−]?\d+\.\d\d|Mate in \d+ for (White|Black)) 21\. \S+/, line);
    assert.equal(await page.locator('#board [data-arrow]').count(), 3);
    assert.equal(await page.locator('#board .pb-arrow-faint').count(), 2);
    assert.match(await page.textContent('#engine-nps'), /\(depth \d+\) · \d+ kN\/s/);
    assert.equal(await page.isVisible('#engine-bar'), true);
    const axe = await runAxe(page, '.engine-box');
    assert.equal(axe.length, 0, formatViolations(axe));
    // A hidden tab pauses the analysis: nothing new is reported; shown again, it goes on.
    const setHidden = (hidden) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.waitForTimeout(300);
    const paused = await page.textContent('#engine-nps');
    await page.waitForTimeout(1500);
    assert.equal(await page.textContent('#engine-nps'), paused, 'no report while hidden');
    await setHidden(false);
    await page.waitForFunction((before) => document.getElementById('engine-nps').textContent !== before, paused, {
      timeout: 20000,
    });
    // Back to one line.
    await page.selectOption('#engine-lines-count', '1');
    await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length === 1, null, {
      timeout: 20000,
    });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a judged castling's glyph is on the king's square, not on the rook's", async () => {
    const { page, problems, context } = await openPage(site.browser, url(), { locale: 'en-GB', timeout: 15000 });
    await importPgn(page, CASTLING_BLUNDER, 2);
    await page.selectOption('#review-budget', 'quick');
    await page.click('#review-start');
    await page.waitForSelector('#review-result:not([hidden])', { timeout: 30000 });
    assert.ok(await page.getAttribute('#review-graph [data-ply="1"]', 'data-judgement'), 'O-O is judged');
    await page.click('#move-list button[data-ply="1"]');
    await page.waitForSelector('#board [data-badge]');
    // The square under the badge: its circle sits 20 units in from the square's top right corner.
    const square = await page.$eval('#board [data-badge] circle', (c) => {
      const x = Number(c.getAttribute('cx')) - 80;
      const y = Number(c.getAttribute('cy')) - 20;
      const at = [...document.querySelectorAll('#board g[data-square]')].find((g) => {
        const m = /translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)/.exec(g.getAttribute('transform') || '');
        return m && Math.abs(Number(m[1]) - x) < 1 && Math.abs(Number(m[2]) - y) < 1;
      });
      return at ? at.getAttribute('data-square') : null;
    });
    assert.equal(square, 'g1');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
