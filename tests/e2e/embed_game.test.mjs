// The game viewer in the embed guide and the iframe page, in headless Chromium: the guide's two
// live previews (one game; a file of three with the chooser) show their boards and step by
// button, key and a pick in the chooser, in German and English; the game snippets carry the
// example's PGN; embed.html?pgn= and ?src= show the game, also inside an iframe on a host page of
// another origin at 320 px; an empty or unreadable PGN and a file of another origin are refused
// in the frame in the viewer's words; at 280 and 1000 px the board fits and the moves go beside
// it only on a wide place; printed, the board and the moves show, the controls do not.
// Expected positions come from chessops replaying web/embed/games.pgn, start numbers from the
// standard numbering of tests/e2e/pgn_games.mjs, never from our core.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { makeFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import {
  assertBuilt,
  distDir,
  formatViolations,
  launchBrowser,
  repoRoot,
  runAxe,
  startServer,
  watchPage,
} from './browser.mjs';
import { backRank } from './pgn_games.mjs';
import { sameFen } from '../js/real_pgn.mjs';

const SITE_CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const FILE = fs.readFileSync(path.join(repoRoot, 'web', 'embed', 'games.pgn'), 'utf8');
const GAMES = FILE.trim().split(/\n\n(?=\[Event )/);
const numberOf = (rank) => Array.from({ length: 960 }, (_, n) => n).find((n) => backRank(n) === rank);

// Returns the main line's FENs of a game text by chessops: [start, after ply 1, …].
function fensOf(text) {
  const [game] = parsePgn(text);
  const pos = startingPosition(game.headers).unwrap();
  const fens = [makeFen(pos.toSetup())];
  for (const node of game.moves.mainline()) {
    pos.play(parseSan(pos, node.san));
    fens.push(makeFen(pos.toSetup()));
  }
  return fens;
}
const FENS = GAMES.map(fensOf);

let browser;
let site;
let hostDir;
const hosts = [];
before(async () => {
  assertBuilt();
  assert.equal(GAMES.length, 3, 'the example file holds three games');
  browser = await launchBrowser();
  site = await startServer(distDir, { headers: { 'Content-Security-Policy': SITE_CSP } });
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-game-host-'));
});
after(async () => {
  await browser?.close();
  await site?.close();
  for (const host of hosts) await host.close();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

// Opens url at width; resolves once every <chess960-game> of the page has settled (unless wait
// is false: a host page whose games are in a frame).
async function open(url, width = 1366, options = {}, wait = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE', ...options });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(url);
  if (wait) await settled(page);
  return { page, problems, context };
}

// Resolves to the outcome of each viewer's ready in a page or frame: 'ok' or the refusal's code.
async function settled(frame) {
  await frame.waitForFunction(() => customElements.get('chess960-game') && document.querySelector('chess960-game'));
  return frame.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('chess960-game')].map((e) =>
        e.ready.then(
          () => 'ok',
          (error) => error.code || String(error),
        ),
      ),
    ),
  );
}

// Returns what viewer `selector` shows: API values, pieces on the board, texts of its parts.
function shown(frame, selector) {
  return frame.evaluate((sel) => {
    const e = document.querySelector(sel);
    const root = e.shadowRoot;
    const text = (q) => root.querySelector(q)?.textContent ?? null;
    return {
      fen: e.fen,
      ply: e.ply,
      plyCount: e.plyCount,
      gameIndex: e.gameIndex,
      gameCount: e.gameCount,
      pieces: root.querySelectorAll('.board [data-piece]').length,
      start: text('.start'),
      message: text('.message'),
      gameHidden: root.querySelector('.shown')?.hidden ?? null,
      rows: [...root.querySelectorAll('.games li:not([hidden]) .game-title')].map((n) => n.textContent),
      count: text('.count'),
    };
  }, selector);
}

const WORDS = {
  de: { title: '4. Partien: der Viewer', startNo: (n) => `Startstellung Nr. ${n}`, count: '3 Partien' },
  en: { title: '4. Games: the viewer', startNo: (n) => `Start position no. ${n}`, count: '3 games' },
};

describe('embed-docs.html: the game previews', () => {
  for (const lang of ['de', 'en']) {
    test(`${lang}: both previews show a board and step; the chooser picks and filters; the snippets`, async () => {
      const { page, problems, context } = await open(`${site.url}embed-docs.html?lang=${lang}`);
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await page.textContent('#game-title'), WORDS[lang].title);
      await page.waitForFunction((l) => document.querySelector('#demo-file').getAttribute('lang') === l, lang);
      await settled(page);
      let one = await shown(page, '#demo-game');
      assert.equal(one.pieces, 32);
      assert.equal(one.plyCount, FENS[0].length - 1);
      assert.equal(sameFen(one.fen), sameFen(FENS[0][0]));
      assert.ok(one.start.startsWith(WORDS[lang].startNo(numberOf('RBBQNKNR'))), one.start);
      await page.locator('#demo-game [data-do="next"]').click();
      one = await shown(page, '#demo-game');
      assert.equal(one.ply, 1);
      assert.equal(sameFen(one.fen), sameFen(FENS[0][1]));
      await page.locator('#demo-game .board').focus();
      await page.keyboard.press('End');
      one = await shown(page, '#demo-game');
      assert.equal(one.ply, FENS[0].length - 1);
      assert.equal(sameFen(one.fen), sameFen(FENS[0].at(-1)));

      let file = await shown(page, '#demo-file');
      assert.equal(file.gameCount, 3);
      await page.waitForFunction(() =>
        document.querySelector('#demo-file').shadowRoot.querySelector('.games[data-complete]'),
      );
      file = await shown(page, '#demo-file');
      assert.deepEqual(file.rows, [
        'Weber, Anna – Novak, Ben 1-0',
        'Novak, Ben – Kaya, Deniz 1/2-1/2',
        'Kaya, Deniz – Weber, Anna 0-1',
      ]);
      assert.equal(file.count, WORDS[lang].count);
      await page.locator('#demo-file button[data-game="1"]').click();
      file = await shown(page, '#demo-file');
      assert.equal(file.gameIndex, 1);
      assert.ok(file.start.startsWith(WORDS[lang].startNo(numberOf('RBBKNNQR'))), file.start);
      assert.equal(sameFen(file.fen), sameFen(FENS[1][0]));
      await page.locator('#demo-file [data-do="last"]').click();
      assert.equal(sameFen((await shown(page, '#demo-file')).fen), sameFen(FENS[1].at(-1)));
      await page.locator('#demo-file input.filter').fill('kaya');
      assert.equal((await shown(page, '#demo-file')).rows.length, 2, 'two games of Kaya');

      const s = await page.$$eval('pre[data-snippet]', (ns) =>
        Object.fromEntries(ns.map((n) => [n.dataset.snippet, n.textContent])),
      );
      const pgn = GAMES[0].trim();
      assert.ok(s.game.startsWith(`<script src="${site.url}chess960-game.js" defer></script>`), s.game);
      assert.ok(s.game.includes(`<chess960-game lang="${lang}"><pre class="chess960-pgn">\n${pgn}\n</pre>`));
      assert.ok(
        s['game-frame'].includes(`src="${site.url}embed.html?pgn=${encodeURIComponent(pgn)}&amp;lang=${lang}"`),
      );
      assert.ok(s['game-frame-src'].includes(`src="${site.url}embed.html?src=embed/games.pgn&amp;lang=${lang}"`));
      assert.equal(s['wp-game'], `[chess960_game]\n${pgn}\n[/chess960_game]`);
      assert.equal(s['wp-position'], '[chess960 n="518" show="number letters"]');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('embed.html with a game', () => {
  test('?pgn= shows the game at its start and steps to its end; named; accessible', async () => {
    const url = `${site.url}embed.html?pgn=${encodeURIComponent(GAMES[0])}&lang=en`;
    const { page, problems, context } = await open(url, 420);
    const before = await shown(page, '#game');
    assert.equal(before.pieces, 32);
    assert.equal(before.plyCount, FENS[0].length - 1);
    assert.equal(sameFen(before.fen), sameFen(FENS[0][0]));
    await page.evaluate(() => document.getElementById('game').goTo(9999));
    assert.equal(sameFen((await shown(page, '#game')).fen), sameFen(FENS[0].at(-1)));
    assert.equal(await page.title(), 'Chess960 game');
    assert.ok(await page.isHidden('#open-link'), 'the viewer links to the play page itself');
    assert.equal(await page.locator('#position').count(), 0, 'no start position beside the game');
    const v = await runAxe(page);
    assert.equal(v.length, 0, formatViolations(v));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?src= reads a file of this site; game= chooses; German title', async () => {
    const { page, problems, context } = await open(`${site.url}embed.html?src=embed/games.pgn&game=3&lang=de`, 420);
    const game = await shown(page, '#game');
    assert.equal(game.gameCount, 3);
    assert.equal(game.gameIndex, 2);
    assert.equal(sameFen(game.fen), sameFen(FENS[2][0]));
    assert.ok(game.start.startsWith(`Startstellung Nr. ${numberOf('NNBRKRQB')}`), game.start);
    assert.equal(await page.title(), 'Chess960-Partie');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('another origin, an empty address, no PGN or an unplayable one: refused in place, in words', async () => {
    const far = 'http://example.invalid/games.pgn';
    const cases = [
      [
        `?src=${encodeURIComponent(far)}&lang=en`,
        'ERR_VIEWER_ORIGIN',
        `ERR_VIEWER_ORIGIN: Only files of this site can be read: ${far}`,
      ],
      ['?src=&lang=en', 'ERR_PGN_EMPTY', 'ERR_PGN_EMPTY: The text holds no game.'],
      ['?pgn=&lang=de', 'ERR_PGN_EMPTY', 'ERR_PGN_EMPTY: Der Text enthält keine Partie.'],
    ];
    for (const [query, code, message] of cases) {
      const { page, context } = await open(`${site.url}embed.html${query}`, 420);
      assert.deepEqual(await settled(page), [code], query);
      const game = await shown(page, '#game');
      assert.equal(game.message, message, query);
      assert.equal(game.gameHidden, true, 'no board for a refused text');
      assert.ok(await page.locator('#game .message').isVisible(), 'the refusal is shown');
      await context.close();
    }
    const bad = encodeURIComponent('[Event "Bad"]\n\n1. e5 *');
    const { page, context } = await open(`${site.url}embed.html?pgn=${bad}&lang=en`, 420);
    const game = await shown(page, '#game');
    assert.match(game.message, /^Game 1 cannot be shown: ERR_PGN_MOVE: /);
    assert.equal(game.pieces, 0);
    await context.close();
  });

  test('the guide’s ?src= iframe snippet on a host page of another origin at 320 px', async () => {
    const guide = await open(`${site.url}embed-docs.html?lang=en`);
    const snippet = await guide.page.textContent('pre[data-snippet="game-frame-src"]');
    const css = await guide.page.textContent('pre[data-snippet="iframe-css"]');
    await guide.context.close();
    fs.writeFileSync(path.join(hostDir, 'host.css'), css);
    fs.writeFileSync(path.join(hostDir, 'favicon.ico'), '');
    fs.writeFileSync(
      path.join(hostDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Club</title><link rel="stylesheet" href="host.css"></head><body><main><h1>Our games</h1>${snippet}</main></body></html>`,
    );
    const host = await startServer(hostDir, {
      headers: { 'Content-Security-Policy': `default-src 'self'; frame-src ${site.url}` },
    });
    hosts.push(host);
    const { page, problems, context } = await open(host.url, 320, { locale: 'en-GB' }, false);
    await page.waitForFunction(() => document.querySelector('iframe'));
    let frame = null;
    for (let i = 0; i < 100 && !frame; i++) {
      frame = page.frames().find((f) => /embed\.html\?src=/.test(f.url()));
      if (!frame) await page.waitForTimeout(100);
    }
    assert.ok(frame, 'the frame is there');
    assert.deepEqual(await settled(frame), ['ok']);
    const game = await shown(frame, '#game');
    assert.equal(game.gameCount, 3);
    assert.equal(game.pieces, 32);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('sizes', () => {
  test('from 280 to 1000 px: the board is square and inside the element, nothing scrolls sideways', async () => {
    for (const width of [280, 1000]) {
      const { page, problems, context } = await open(`${site.url}embed.html?src=embed/games.pgn&lang=en`, width);
      const box = await page.evaluate(() => {
        const e = document.getElementById('game');
        const rect = (n) => n.getBoundingClientRect().toJSON();
        return { element: rect(e), board: rect(e.shadowRoot.querySelector('.board svg')) };
      });
      assert.ok(
        Math.abs(box.board.width - box.board.height) < 40,
        `square with its coordinates: ${JSON.stringify(box)}`,
      );
      assert.ok(box.board.left >= box.element.left && box.board.right <= box.element.right + 0.5, `${width}px`);
      assert.ok(box.board.width >= (width < 600 ? width - 60 : 400), `the board uses the room (${box.board.width}px)`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width}px`);
      const beside = await page.evaluate(() => {
        const root = document.getElementById('game').shadowRoot;
        return (
          root.querySelector('.moves').getBoundingClientRect().left >
          root.querySelector('.board').getBoundingClientRect().right
        );
      });
      assert.equal(beside, width >= 600, 'the moves stand beside the board only on a wide place');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});

describe('printing a game', () => {
  test('the board and the moves are printed; the controls, tools and chooser are not', async () => {
    const { page, problems, context } = await open(`${site.url}embed.html?src=embed/games.pgn&lang=en`, 800);
    await page.evaluate(() => document.getElementById('game').goTo(4));
    assert.ok(await page.locator('#game .controls').isVisible(), 'on screen: the controls');
    await page.emulateMedia({ media: 'print' });
    for (const part of ['.board', '.move-list', '.players'])
      assert.ok(await page.locator(`#game ${part}`).isVisible(), part);
    for (const part of ['.controls', '.tools', '.chooser'])
      assert.ok(await page.locator(`#game ${part}`).isHidden(), `${part} is not printed`);
    const moves = await page.locator('#game .move-list').textContent();
    assert.ok(moves.includes('Nxe5') && moves.includes('O-O'), 'every move is printed');
    assert.equal((await shown(page, '#game')).pieces, 32, 'the pieces of the board');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
