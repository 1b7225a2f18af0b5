// Browser test of players' names with direction marks on the play page: White's name ends in an
// unclosed right-to-left override (U+202E); Black's name, drawn after it, must still read left
// to right, in the game list of a PGN file and in the list of recent games. The order is read
// from the rendered text (the x position of each letter), as a reader sees it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

const RLO = '\u202E';
const WHITE = `Anna${RLO} Schmidt`;
const BLACK = 'Bertram';

// Returns the left edges of the letters of `word` as drawn inside the element `selector`.
function letterEdges(page, selector, word) {
  return page.evaluate(
    ({ selector, word }) => {
      const root = document.querySelector(selector);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes = [];
      let text = '';
      while (walker.nextNode()) {
        nodes.push({ node: walker.currentNode, at: text.length });
        text += walker.currentNode.data;
      }
      const start = text.indexOf(word);
      if (start < 0) return null;
      const range = document.createRange();
      const edges = [];
      for (let i = start; i < start + word.length; i++) {
        const { node, at } = nodes.filter((n) => n.at <= i).pop();
        range.setStart(node, i - at);
        range.setEnd(node, i - at + 1);
        edges.push(range.getBoundingClientRect().left);
      }
      return edges;
    },
    { selector, word },
  );
}

// Asserts that the letters run from left to right.
function assertLeftToRight(edges, what) {
  assert.ok(edges && edges.length > 1, `${what}: the name is shown`);
  for (let i = 1; i < edges.length; i++) {
    assert.ok(edges[i] > edges[i - 1], `${what}: letter ${i + 1} left of letter ${i} (${edges.join(', ')})`);
  }
}

describe("players' names with direction marks", () => {
  const site = useSite();

  test("the game list of a PGN file: White's U+202E does not turn Black's name round", async () => {
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html`, {
      timeout: 15000,
    });
    const pgn = [
      `[Event "Open${RLO}"]\n[Round "3"]\n[White "${WHITE}"]\n[Black "${BLACK}"]\n[Result "*"]\n\n1. e4 e5 *\n`,
      `[Event "Open"]\n[White "Carla"]\n[Black "Dora"]\n[Result "*"]\n\n1. d4 *\n`,
    ].join('\n');
    await page.click('#pgn-section summary');
    await page.fill('#pgn-in', pgn);
    await page.click('#pgn-import');
    await page.waitForSelector('#games-panel:not([hidden]) #games-rows tr[data-game="1"]');
    assertLeftToRight(await letterEdges(page, '#games-rows tr[data-game="1"] .col-players', BLACK), 'game list');
    // The round after an event with the same mark reads left to right too.
    assertLeftToRight(await letterEdges(page, '#games-rows tr[data-game="1"] .col-event', 'Runde'), 'round');
    assert.equal(await page.textContent('#games-rows tr[data-game="1"] .game-names'), `${WHITE} – ${BLACK}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the recent list: White's U+202E does not turn Black's name or the line's end round", async () => {
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518`, {
      timeout: 15000,
    });
    await page.click('#pgn-section summary');
    await page.fill('#tag-White', WHITE);
    await page.fill('#tag-Black', BLACK);
    await page.fill('#move-input', 'e4');
    await page.press('#move-input', 'Enter');
    await page.waitForSelector('#move-list [data-ply]');
    await page.click('#recent-section summary');
    await page.waitForSelector('#recent-list .recent-item');
    assertLeftToRight(await letterEdges(page, '#recent-list .recent-item', BLACK), 'recent list, Black');
    assertLeftToRight(await letterEdges(page, '#recent-list .recent-item', 'Partie'), 'recent list, "diese Partie"');
    assert.match(await page.textContent('#recent-list .recent-item'), /Anna\u202E Schmidt – Bertram · diese Partie/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  // A name that closes its isolation first (U+2069, pop directional isolate) and then overrides.
  const ESCAPING = `Anna\u2069${RLO} Schmidt`;

  test('a name that pops its isolation before a U+202E turns nothing round: recent list, game list', async () => {
    const { page, context, problems } = await openPage(site.browser, `${site.server.url}play.html?n=518`, {
      timeout: 15000,
    });
    await page.click('#pgn-section summary');
    await page.fill('#tag-White', ESCAPING);
    await page.fill('#tag-Black', BLACK);
    await page.fill('#move-input', 'e4');
    await page.press('#move-input', 'Enter');
    await page.waitForSelector('#move-list [data-ply]');
    await page.click('#recent-section summary');
    await page.waitForSelector('#recent-list .recent-item');
    assertLeftToRight(await letterEdges(page, '#recent-list .recent-item', BLACK), 'recent list, Black');
    assertLeftToRight(await letterEdges(page, '#recent-list .recent-item', 'Partie'), 'recent list, "diese Partie"');
    const pgn = [
      `[Event "Open\u2069${RLO}"]\n[Round "3"]\n[White "${ESCAPING}"]\n[Black "${BLACK}"]\n[Result "*"]\n\n1. e4 e5 *\n`,
      `[Event "Open"]\n[White "Carla"]\n[Black "Dora"]\n[Result "*"]\n\n1. d4 *\n`,
    ].join('\n');
    await page.fill('#pgn-in', pgn);
    await page.click('#pgn-import');
    await page.waitForSelector('#games-panel:not([hidden]) #games-rows tr[data-game="1"]');
    assertLeftToRight(await letterEdges(page, '#games-rows tr[data-game="1"] .col-players', BLACK), 'game list');
    assertLeftToRight(await letterEdges(page, '#games-rows tr[data-game="1"] .col-event', 'Runde'), 'round');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a bad ?n= value with a U+202E does not turn the notice round', async () => {
    const { page, context, problems } = await openPage(
      site.browser,
      `${site.server.url}play.html?n=${encodeURIComponent('\u2069' + RLO + '12x')}&lang=en`,
      { timeout: 15000, locale: 'en-GB' },
    );
    await page.waitForFunction(() => /invalid value/.test(document.getElementById('notice').textContent));
    assertLeftToRight(await letterEdges(page, '#notice', 'showing'), 'the notice after the value');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
