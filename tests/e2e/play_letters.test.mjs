// A game typed with French letters into the play page's move box (issue 16): with the notation
// set to French, the move box reads French piece letters (R roi, D dame, T tour, F fou,
// C cavalier) and English, and the move list writes French. The game is the opening of a real
// game (Nakamura–Aronian, Mainz 2009, tests/data/real), its SAN read from the PGN file here and
// turned into French by the letter list of the issue, not by the core.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useSite, openPage, repoRoot } from './browser.mjs';

// English K Q R B N to French R D T F C (issue 16).
const toFrench = (san) => san.replace(/[KQRBN]/g, (c) => 'RDTFC'['KQRBN'.indexOf(c)]);

// Returns { fen, sans } of the first game of the Mainz file: the FEN tag and the first 24 moves.
function mainzOpening() {
  const file = path.join(repoRoot, 'tests/data/real/pgn/pychess_mainz2009-chess960-rapid-wch.pgn');
  const game = fs.readFileSync(file, 'utf8').split(/\n\s*\n(?=\[)/)[0];
  const fen = game.match(/\[FEN "([^"]+)"\]/)[1];
  const movetext = game.split(/\n\s*\n/)[1];
  const sans = movetext
    .replace(/\d+\.+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 24);
  return { fen, sans };
}

describe('play page: French letters in the move box', () => {
  const site = useSite();

  test('a real game typed in French letters; the list writes French, then English', async () => {
    const { fen, sans } = mainzOpening();
    assert.equal(sans[4], 'Nc3'); // the file as expected: 1. g3 c6 2. c4 g6 3. Nc3
    const { page, problems, context } = await openPage(
      site.browser,
      `${site.server.url}play.html?fen=${encodeURIComponent(fen)}`,
      { timeout: 15000 },
    );
    await page.selectOption('#notation', 'fr');
    for (const [i, san] of sans.entries()) {
      await page.fill('#move-input', toFrench(san));
      await page.press('#move-input', 'Enter');
      await page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, i + 1, {
        timeout: 5000,
      });
    }
    const list = () => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(await list(), sans.map(toFrench));
    assert.ok((await list()).includes('Cc3') && (await list()).includes('Txf4'));
    await page.selectOption('#notation', 'en');
    assert.deepEqual(await list(), sans);
    assert.equal((await page.textContent('#move-error')).trim(), '');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('R is the king in French: Re2 moves the king, and English letters are still read', async () => {
    const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    const { page, problems, context } = await openPage(
      site.browser,
      `${site.server.url}play.html?fen=${encodeURIComponent(fen)}`,
      { timeout: 15000 },
    );
    await page.selectOption('#notation', 'fr');
    const type = async (text, plies) => {
      await page.fill('#move-input', text);
      await page.press('#move-input', 'Enter');
      await page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, plies, {
        timeout: 5000,
      });
    };
    await type('Re2', 1); // roi e1-e2
    await type('Kd7', 2); // English K: also read
    await type('Ta2', 3); // tour a1-a2
    const list = await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(list, ['Re2', 'Rd7', 'Ta2']);
    await page.selectOption('#notation', 'en');
    const english = await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(english, ['Ke2', 'Kd7', 'Ra2']);
    // Back in German notation on a German page, "Re2" is read as an English rook move: illegal here.
    await page.selectOption('#notation', 'auto');
    await page.fill('#move-input', 'Re3');
    await page.press('#move-input', 'Enter');
    await page.waitForFunction(() => document.getElementById('move-error').textContent.trim() !== '');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
