// Browser tests of PGN files on the play page: a file of 20 games (made with chessops in
// tests/e2e/pgn_games.mjs) shows the game list, filtered by player and start number, sorted, and
// its game 7 opens with its moves, tags and final position as chessops has them; a bad game is
// listed with the German reason and its line; a file of about 5 MB is read in the worker with a
// progress bar while the page answers clicks; "download all" writes the recent games as one PGN
// that chessops reads back; the in-page reader under file://; axe-core with the list open. Over
// http the pages are served with the site's strict Content-Security-Policy (the worker too).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { parseSquare } from 'chessops/util';
import { useSite, openPage, fileUrl, runAxe, formatViolations, readBoard } from './browser.mjs';
import { makeGames, pgnText, illegalMoveAt } from './pgn_games.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const GAMES = makeGames(20);
const FILE = pgnText(GAMES);
const pieceCode = (p) => (p.color === 'white' ? 'w' : 'b') + (p.role === 'knight' ? 'N' : p.role[0].toUpperCase());

describe('play page: PGN files', () => {
  const site = useSite({ csp: CSP });

  // Opens play.html in a fresh context; returns { page, problems, context }.
  async function open({ viewport = { width: 1280, height: 900 }, url } = {}) {
    const address = url || `${site.cspServer.url}play.html`;
    const got = await openPage(site.browser, address, { viewport, timeout: 15000 });
    await got.page.click('#pgn-section summary');
    return got;
  }

  // Chooses a PGN file in the file picker.
  function choose(page, text, name = 'frankfurt-2024.pgn') {
    return page.setInputFiles('#pgn-file', { name, mimeType: 'application/x-chess-pgn', buffer: Buffer.from(text) });
  }

  // Waits for the game list and returns its rows as { game, players, event, start, result, plies, bad }.
  async function rows(page) {
    await page.waitForSelector('#games-panel:not([hidden]) #games-rows tr', { timeout: 30000 });
    return page.$$eval('#games-rows tr', (trs) =>
      trs.map((tr) => ({
        game: Number(tr.querySelector('.col-game').textContent),
        players: tr.querySelector('.game-names').textContent,
        event: tr.querySelector('.col-event').textContent,
        start: tr.querySelector('.col-start').textContent,
        result: tr.querySelector('.col-result').textContent,
        plies: Number(tr.querySelector('.col-plies').textContent),
        open: Boolean(tr.querySelector('button[data-open]')),
        error: tr.querySelector('.game-error')?.textContent || null,
      })),
    );
  }

  const shownGames = async (page) => (await rows(page)).map((r) => r.game);
  const numbered = (list) => list.map((g) => GAMES.indexOf(g) + 1);

  async function noAxe(page, what) {
    const v = await runAxe(page);
    assert.equal(v.length, 0, `${what}:\n${formatViolations(v)}`);
  }

  test('20 games: the list, filters by player and number, sorting, game 7 opened with its moves and tags', async () => {
    const { page, problems, context } = await open();
    await choose(page, FILE.text);
    const list = await rows(page);
    assert.equal(list.length, 20);
    assert.match(await page.textContent('#games-summary'), /^frankfurt-2024\.pgn: 20 Partien$/);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'games-title');
    GAMES.forEach((g, i) => {
      const r = list[i];
      assert.equal(r.game, i + 1);
      assert.equal(r.players, `${g.tags.White} – ${g.tags.Black}`);
      assert.equal(r.event, `${g.tags.Event}, Runde ${g.tags.Round}`);
      assert.equal(r.start, String(g.number), `start number of game ${i + 1}`);
      assert.equal(r.result, g.result === '1/2-1/2' ? '½–½' : g.result);
      assert.equal(r.plies, g.sans.length, `half-moves of game ${i + 1}`);
      assert.equal(r.open, true);
    });
    // Filter by a player (typed without the accent), then also by a start number.
    const uenal = GAMES.filter((g) => [g.tags.White, g.tags.Black].includes('Ünal, Deniz'));
    await page.fill('#games-player', 'unal');
    assert.deepEqual(await shownGames(page), numbered(uenal));
    assert.equal(await page.textContent('#games-count'), `${uenal.length} von 20 Partien`);
    const number = uenal[0].number;
    await page.fill('#games-number', String(number));
    assert.deepEqual(await shownGames(page), numbered(uenal.filter((g) => g.number === number)));
    await page.fill('#games-player', '');
    assert.deepEqual(await shownGames(page), numbered(GAMES.filter((g) => g.number === number)));
    await page.fill('#games-number', '');
    // Sort by length, longest first (equal lengths in file order), then by start number.
    await page.click('#games-table button[data-sort="plies"]');
    await page.click('#games-table button[data-sort="plies"]');
    assert.equal(await page.getAttribute('#games-table th[data-column="plies"]', 'aria-sort'), 'descending');
    const byLength = GAMES.map((g, i) => [g.sans.length, i + 1]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    assert.deepEqual(
      await shownGames(page),
      byLength.map((p) => p[1]),
    );
    await page.click('#games-table button[data-sort="startNumber"]');
    const byNumber = GAMES.map((g, i) => [g.number, i + 1]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    assert.deepEqual(
      await shownGames(page),
      byNumber.map((p) => p[1]),
    );
    // Game 7, with the moves in English letters as chessops writes them.
    await page.selectOption('#notation', 'en');
    const seventh = GAMES[6];
    await page.click('#games-rows button[data-open="7"]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('#move-list [data-ply]').length === n,
      seventh.sans.length,
    );
    const moves = await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(moves, seventh.sans);
    for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black'])
      assert.equal(await page.inputValue(`#tag-${tag}`), seventh.tags[tag], `tag ${tag}`);
    assert.match(await page.textContent('#start-info'), new RegExp(`Nr\\. ${seventh.number}$`));
    const board = await readBoard(page);
    for (const [square, code] of Object.entries(board)) {
      const piece = seventh.final.board.get(parseSquare(square));
      assert.equal(code, piece ? pieceCode(piece) : null, `square ${square} after game 7`);
    }
    assert.equal(await page.getAttribute('#games-rows button[data-open="7"]', 'aria-current'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
    // An unfinished game on the board: opening another game asks first; "continue" keeps it.
    await page.click('#new-game');
    await page.fill('#new-number', '518');
    await page.click('#new-start');
    await page.fill('#move-input', 'e4');
    await page.press('#move-input', 'Enter');
    await page.click('#games-rows button[data-open="2"]');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.click('#confirm-choices button:text("Partie fortsetzen")');
    assert.deepEqual(await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent)), ['e4']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a bad game is listed with the German reason and its line, cannot be opened; English after the switch', async () => {
    const ply = 9;
    const san = illegalMoveAt(GAMES[11], ply);
    const file = pgnText(GAMES, { replace: { game: 11, ply, san } });
    const line = file.moveLine[11][ply];
    const { page, problems, context } = await open();
    await choose(page, file.text, 'mit-fehler.pgn');
    const list = await rows(page);
    assert.equal(list.length, 20, 'the bad game does not stop the others');
    assert.match(await page.textContent('#games-summary'), /20 Partien, davon 1 nicht lesbar/);
    const bad = list[11];
    assert.equal(bad.open, false);
    const moveText = `${Math.floor(ply / 2) + 1}\\.(\\.\\.)? ?${san}`;
    assert.match(
      bad.error,
      new RegExp(`^Zeile ${line}, Zug ${moveText}: Ein Zug der PGN kann nicht gespielt werden\\.$`),
    );
    assert.equal(list.filter((r) => r.open).length, 19);
    await page.selectOption('#lang', 'en');
    const english = (await rows(page))[11].error;
    assert.match(english, new RegExp(`^Line ${line}, move ${moveText}: A move of the PGN cannot be played\\.$`));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a file of about 5 MB: a progress bar while the worker reads, the page answers a click meanwhile', async () => {
    const copies = Math.ceil((5 * 1024 * 1024) / FILE.text.length);
    const many = Array.from({ length: copies }, () => GAMES).flat();
    const big = pgnText(many, { round: (i) => `${Math.floor(i / 20) + 1}.${(i % 20) + 1}` });
    assert.ok(big.text.length >= 5 * 1024 * 1024);
    const { page, problems, context } = await open();
    // Record the progress bar as the page shows it.
    await page.evaluate(() => {
      window.__progress = [];
      const box = document.getElementById('pgn-progress');
      const bar = document.getElementById('pgn-progress-bar');
      new MutationObserver(() => {
        if (!box.hidden) window.__progress.push([document.getElementById('pgn-progress-label').textContent, bar.value]);
      }).observe(box, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    // A first read is stopped: no list, the bar goes, a note says so.
    await choose(page, big.text, 'gross.pgn');
    await page.locator('#pgn-progress').waitFor({ state: 'visible' });
    await page.click('#pgn-cancel');
    assert.equal(await page.isVisible('#pgn-progress'), false);
    assert.equal(await page.textContent('#pgn-status'), 'Lesen abgebrochen.');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'pgn-in');
    await page.waitForTimeout(500);
    assert.equal(await page.isVisible('#games-panel'), false, 'a stopped read shows no list');
    await choose(page, big.text, 'gross.pgn');
    await page.locator('#pgn-progress').waitFor({ state: 'visible' });
    assert.equal(page.workers().length, 1, 'the file is read in a Web Worker');
    // The worker checks the games with the checker chess960-pgn.js (loaded under the CSP, unpacked
    // from its own bytes).
    const checked = await page
      .workers()[0]
      .evaluate(() => globalThis.createChess960Pgn().then((c) => c.checkPgn('1. e4 e5 2. Ke3 *').games[0].error.code));
    assert.equal(checked, 'ERR_PGN_MOVE');
    // While the file is read, the board turns at once.
    assert.equal(await page.getAttribute('#board svg', 'data-orientation'), 'white');
    await page.click('#flip');
    await page.waitForSelector('#board svg[data-orientation="black"]', { timeout: 2000 });
    assert.equal(await page.isVisible('#pgn-progress'), true, 'still reading after the click was answered');
    await page.waitForSelector('#games-panel:not([hidden])', { timeout: 120000 });
    assert.equal(await page.isVisible('#pgn-progress'), false);
    assert.equal(await page.textContent('#games-count'), `${many.length.toLocaleString('de-DE')} Partien`);
    const seen = await page.evaluate(() => window.__progress);
    assert.ok(
      seen.some(([label]) => /^Partien werden geprüft: [\d.]+ von [\d.]+$/.test(label)),
      JSON.stringify(seen.slice(0, 5)),
    );
    assert.ok(
      seen.some(([, value]) => value > 0 && value < 1),
      'the bar moves',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('download all: the recent games in one PGN file that chessops reads back, each with its tags', async () => {
    const { page, problems, context } = await open();
    await choose(page, FILE.text);
    await rows(page);
    for (const n of [3, 5, 8]) {
      await page.click(`#games-rows button[data-open="${n}"]`);
      await page.waitForFunction(
        (k) => document.querySelectorAll('#move-list [data-ply]').length === k,
        GAMES[n - 1].sans.length,
      );
    }
    await page.click('#recent-section summary');
    await page.waitForSelector('#recent-list li');
    const recent = await page.$$eval('#recent-list li', (lis) => lis.length);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#recent-export')]);
    assert.match(download.suggestedFilename(), /^chess960-games-\d{4}-\d\d-\d\d\.pgn$/);
    const text = await (await import('node:fs')).promises.readFile(await download.path(), 'utf8');
    const read = parsePgn(text);
    assert.equal(read.length, recent);
    assert.equal(recent, 3);
    // Newest first: games 8, 5, 3, each with its players, round and every move.
    [8, 5, 3].forEach((n, i) => {
      const want = GAMES[n - 1];
      const got = read[i];
      for (const tag of ['White', 'Black', 'Round', 'Event', 'Result'])
        assert.equal(got.headers.get(tag), want.tags[tag]);
      const pos = startingPosition(got.headers).unwrap();
      const sans = [];
      for (const node of got.moves.mainline()) {
        const move = parseSan(pos, node.san);
        assert.ok(move, `move ${node.san} of game ${n}`);
        sans.push(node.san);
        pos.play(move);
      }
      assert.deepEqual(sans, want.sans);
    });
    assert.match(await page.textContent('#recent-status'), /^3 Partien in einer PGN-Datei\.$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('from file:// (no workers): the reader runs in the page, the list opens a game, one game opens at once', async () => {
    const { page, problems, context } = await open({ url: fileUrl('play.html') });
    await choose(page, pgnText(GAMES.slice(0, 3)).text, 'drei.pgn');
    assert.equal((await rows(page)).length, 3);
    assert.equal(page.workers().length, 0, 'no worker under file://: the reader ran in the page');
    await page.click('#games-rows button[data-open="2"]');
    await page.waitForFunction(
      (k) => document.querySelectorAll('#move-list [data-ply]').length === k,
      GAMES[1].sans.length,
    );
    assert.equal(await page.inputValue('#tag-White'), GAMES[1].tags.White);
    // A file of one game opens it at once, as before.
    await choose(page, pgnText([GAMES[9]]).text, 'eine.pgn');
    await page.waitForFunction(
      (k) => document.querySelectorAll('#move-list [data-ply]').length === k,
      GAMES[9].sans.length,
    );
    assert.equal(await page.inputValue('#tag-Round'), GAMES[9].tags.Round);
    assert.match(await page.textContent('#pgn-status'), /^PGN übernommen: \d+ Halbzüge\.$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('axe-core with the list open, German and English, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { page, problems, context } = await open({ viewport: { width, height: 900 } });
      const bad = pgnText(GAMES, { replace: { game: 4, ply: 6, san: illegalMoveAt(GAMES[4], 6) } });
      await choose(page, bad.text);
      await rows(page);
      await page.fill('#games-player', 'bauer');
      await noAxe(page, `German, ${width} px`);
      await page.selectOption('#lang', 'en');
      await page.click('#games-table button[data-sort="result"]');
      await noAxe(page, `English, ${width} px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
