// Browser tests of the game viewer dist/chess960-game.js (<chess960-game>) on host pages served
// with a strict Content-Security-Policy (no violation may be reported), from file://, at 320 px,
// inside an iframe and several on one page: every control by mouse, keyboard and touch, the
// screen-reader text of a castling, the script API, each real file of tests/data and the
// dialects the PGN reader reads, and a generated file of 1,000 games opened and chosen from
// without a long task over 200 ms. Expected moves, positions and counts come from chessops and
// the files' README, not from our core.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, launchBrowser, startServer, watchPage } from './browser.mjs';
import { makeFen } from 'chessops/fen';
import { backRank, makeGames, pgnText } from './pgn_games.mjs';
import { chessopsReplay, readmeFacts, readReal, sameFen, splitGames } from '../js/real_pgn.mjs';
import { realGame, withTag, writeGame } from '../js/pgn_variants.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";
const HOST_JS = `window.__csp = [];
window.__moves = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
document.addEventListener('chess960-move', (e) => window.__moves.push({ id: e.target.id, ...e.detail, composed: e.composed }));
window.__long = [];
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true }); } catch (e) {}
`;
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const page = (body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Viewer host</title><link rel="icon" href="data:,">` +
  `<script src="host.js"></script><script src="chess960-game.js" defer></script></head><body><main>${body}</main></body></html>`;

// The back rank RBBQNKNR: king f1, rooks a1 and h1; after 1. Nh3 Nh6 both sides may play O-O,
// the king going f1 to g1 and the rook h1 to f1 (the Chess960 rule: king to g1, rook to f1).
const CASTLE_RANK = 'RBBQNKNR';
const CASTLE_NUMBER = Array.from({ length: 960 }, (_, n) => n).find((n) => backRank(n) === CASTLE_RANK);
const CASTLE_FEN = `${CASTLE_RANK.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${CASTLE_RANK} w HAha - 0 1`;
const CASTLE_PGN = `[Event "Club \\"Open\\""]
[White "Anna <b>"]
[Black "Ben"]
[Result "*"]
[FEN "${CASTLE_FEN}"]

1. Nh3 {Quotes "like this" & a <b>tag</b> stay text [%clk 0:09:58] [%eval 0.31]} Nh6 $1
(1... e5 2. e4 $2) 2. O-O {[%clk 0:09:50]} O-O 3. e4 *`;
const CASTLE_REPLAY = chessopsReplay(CASTLE_PGN);

// A file of three games whose second cannot be played (1. e5 is not a move for White).
const THREE = [
  writeGame(realGame('pgn/kokopu_chess960-variant-spellings.pgn', 0)),
  '[Event "Bad"]\n[White "X"]\n[Black "Y"]\n\n1. e5 *\n',
  CASTLE_PGN + '\n',
].join('\n');

const GAMES = makeGames(1000);
const THOUSAND = pgnText(GAMES).text;

const PAGES = {
  'one.html': page(
    `<chess960-game id="one" play="play.html"><pre class="chess960-pgn">${escape(CASTLE_PGN)}</pre></chess960-game>`,
  ),
  'de.html': page(
    `<chess960-game id="three"><pre class="chess960-pgn">${escape(THREE)}</pre></chess960-game>` +
      `<chess960-game id="second" lang="en" src="thousand.pgn"></chess960-game>`,
    'de',
  ),
  'thousand.html': page('<chess960-game id="many" src="thousand.pgn"></chess960-game>'),
  'empty.html': page(
    '<chess960-game id="api"></chess960-game><chess960-game id="far" src="http://example.invalid/x.pgn"></chess960-game>',
  ),
  'frame.html': page('<iframe src="one.html" title="game" width="420" height="900"></iframe>'),
};

// Writes the host site: the viewer, the host script, the pages and the file of 1,000 games.
function writeSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-viewer-'));
  fs.copyFileSync(path.join(distDir, 'chess960-game.js'), path.join(dir, 'chess960-game.js'));
  fs.writeFileSync(path.join(dir, 'host.js'), HOST_JS);
  fs.writeFileSync(path.join(dir, 'thousand.pgn'), THOUSAND);
  for (const [name, html] of Object.entries(PAGES)) fs.writeFileSync(path.join(dir, name), html);
  return dir;
}

// Returns what the viewer `id` shows: its API's answers and the words of its parts.
function shown(p, id) {
  return p.evaluate((sel) => {
    const e = document.getElementById(sel);
    const root = e.shadowRoot;
    const text = (q) => (root.querySelector(q) ? root.querySelector(q).textContent : null);
    const pieces = {};
    for (const sq of root.querySelectorAll('.board [data-square]')) {
      const piece = sq.querySelector('[data-piece]');
      if (piece) pieces[sq.getAttribute('data-square')] = piece.getAttribute('data-piece');
    }
    const a1 = root.querySelector('.board [data-square="a1"]');
    return {
      fen: e.fen,
      ply: e.ply,
      plyCount: e.plyCount,
      gameIndex: e.gameIndex,
      gameCount: e.gameCount,
      live: text('.sr[aria-live]'),
      message: text('.message'),
      start: text('.start'),
      players: text('.players'),
      current: root.querySelector('.move[aria-current]')?.textContent ?? null,
      comments: [...root.querySelectorAll('.move-comment')].map((c) => c.textContent),
      pieces: Object.keys(pieces).length,
      a1: a1 ? a1.getAttribute('transform') : null,
      bar: root.querySelector('.bar').hasAttribute('hidden')
        ? null
        : root.querySelector('.bar-w').getAttribute('width'),
      clocks: [...root.querySelectorAll('.players .clock')].map((c) => c.textContent),
      playHref: root.querySelector('a.link').hidden ? null : root.querySelector('a.link').getAttribute('href'),
      width: e.getBoundingClientRect().width,
    };
  }, id);
}

// Opens a page and waits for each viewer's ready (rejections are returned as codes).
async function open(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const p = await context.newPage();
  const problems = watchPage(p);
  await p.goto(url);
  const settled = await p.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('chess960-game')].map((e) =>
        e.ready.then(
          () => 'ok',
          (error) => error.code || String(error),
        ),
      ),
    ),
  );
  return { p, context, problems, settled };
}

describe('<chess960-game> (dist/chess960-game.js)', () => {
  let browser;
  let server;
  let dir;
  before(async () => {
    assert.ok(fs.existsSync(path.join(distDir, 'chess960-game.js')), 'dist/chess960-game.js is built');
    dir = writeSite();
    browser = await launchBrowser();
    server = await startServer(dir, { headers: { 'Content-Security-Policy': CSP } });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a castling game: start number, castlings, clocks, eval bar, comments as text, and the API', async () => {
    const { p, context, problems, settled } = await open(browser, server.url + 'one.html');
    assert.deepEqual(settled, ['ok']);
    const start = await shown(p, 'one');
    assert.equal(start.ply, 0);
    assert.equal(start.plyCount, CASTLE_REPLAY.plies);
    assert.equal(start.gameCount, 1);
    assert.equal(sameFen(start.fen), sameFen(CASTLE_FEN));
    assert.equal(start.pieces, 32);
    assert.match(start.start, new RegExp(`no\\. ${CASTLE_NUMBER}(?!\\d)`));
    assert.match(start.start, /O-O: king f1 → g1, rook h1 → f1/);
    assert.match(start.start, /O-O-O: king f1 → c1, rook a1 → d1/);
    assert.match(start.players, /Anna <b>/);
    assert.ok(start.comments.includes('Quotes "like this" & a <b>tag</b> stay text'), start.comments.join('|'));
    assert.equal(await p.evaluate(() => document.getElementById('one').shadowRoot.querySelectorAll('b').length), 0);
    await p.evaluate(() => document.getElementById('one').goTo(1));
    const first = await shown(p, 'one');
    assert.equal(first.current, 'Nh3');
    assert.deepEqual(first.clocks, ['0:09:58', '']);
    assert.ok(Number(first.bar) > 50 && Number(first.bar) < 60, `bar ${first.bar}`);
    await p.evaluate(() => document.getElementById('one').goTo(3));
    const castled = await shown(p, 'one');
    assert.equal(castled.live, '2. White: O-O: king f1 to g1, rook h1 to f1');
    assert.deepEqual(castled.clocks, ['0:09:50', '']);
    assert.equal(castled.bar, null, 'no [%eval] at this move: no bar');
    const link = new URL(castled.playHref, server.url);
    assert.equal(link.pathname, '/play.html');
    assert.equal(link.searchParams.get('fen'), castled.fen, 'the link continues the position shown');
    const moves = await p.evaluate(() => window.__moves.map((m) => [m.ply, m.composed]));
    assert.deepEqual(moves.slice(-2), [
      [1, true],
      [3, true],
    ]);
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('every control by mouse: steps, a move and a side line clicked, flip, autoplay, copy FEN and PGN, download', async () => {
    const { p, context } = await open(browser, server.url + 'one.html', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const click = (what) => p.locator(`#one [data-do="${what}"]`).click();
    await click('next');
    assert.equal((await shown(p, 'one')).ply, 1);
    await click('last');
    assert.equal((await shown(p, 'one')).ply, CASTLE_REPLAY.plies);
    await click('prev');
    assert.equal((await shown(p, 'one')).ply, CASTLE_REPLAY.plies - 1);
    await click('first');
    assert.equal((await shown(p, 'one')).ply, 0);
    await p.locator('#one .move-row button.move', { hasText: 'O-O' }).first().click();
    assert.equal((await shown(p, 'one')).ply, 3);
    // The side line 1... e5 2. e4: entered by a click, followed by "next", left by "first".
    await p.locator('#one .side-line button.move', { hasText: 'e5' }).click();
    let side = await shown(p, 'one');
    assert.equal(side.current, 'e5');
    assert.equal(side.ply, 2);
    await click('next');
    side = await shown(p, 'one');
    assert.equal(side.current, 'e4');
    assert.match(side.fen, /4P3/);
    await click('first');
    const before = (await shown(p, 'one')).a1;
    await click('flip');
    assert.notEqual((await shown(p, 'one')).a1, before, 'the board turned');
    await p.locator('#one select').selectOption('0.5');
    await click('play');
    await p.waitForFunction(() => document.getElementById('one').ply >= 2, null, { timeout: 5000 });
    await click('play');
    const stopped = (await shown(p, 'one')).ply;
    await p.waitForTimeout(700);
    assert.equal((await shown(p, 'one')).ply, stopped, 'autoplay stopped');
    await p.evaluate(() => document.getElementById('one').goTo(2));
    await click('copy-fen');
    await p.waitForFunction(() => document.getElementById('one').shadowRoot.querySelector('.note').textContent !== '');
    assert.equal(await p.evaluate(() => navigator.clipboard.readText()), (await shown(p, 'one')).fen);
    await click('copy-pgn');
    await p.waitForFunction(async () => (await navigator.clipboard.readText()).includes('[FEN'));
    const pgn = await p.evaluate(() => navigator.clipboard.readText());
    assert.match(pgn, /\[Variant "Chess960"\]/);
    assert.match(pgn, /\[SetUp "1"\]/);
    assert.equal(sameFen(pgn.match(/\[FEN "([^"]+)"\]/)[1]), sameFen(CASTLE_FEN), pgn);
    const cut = chessopsReplay(pgn);
    assert.deepEqual(cut.sans, CASTLE_REPLAY.sans.slice(0, 2), 'the PGN holds the line up to the move shown');
    const [download] = await Promise.all([p.waitForEvent('download'), click('download')]);
    const file = await download.path();
    const whole = fs.readFileSync(file, 'utf8');
    assert.deepEqual(chessopsReplay(whole).sans, CASTLE_REPLAY.sans);
    assert.match(whole, /\(1\.\.\. e5 2\. e4 \$2\)/);
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    await context.close();
  });

  test('keyboard: ←/→/Home/End on the board; not while typing in the filter', async () => {
    const { p, context } = await open(browser, server.url + 'one.html');
    await p.locator('#one .board').focus();
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    assert.equal((await shown(p, 'one')).ply, 2);
    await p.keyboard.press('End');
    assert.equal((await shown(p, 'one')).ply, CASTLE_REPLAY.plies);
    await p.keyboard.press('ArrowLeft');
    assert.equal((await shown(p, 'one')).ply, CASTLE_REPLAY.plies - 1);
    await p.keyboard.press('Home');
    assert.equal((await shown(p, 'one')).ply, 0);
    await p.locator('#one [data-do="next"]').focus();
    await p.keyboard.press('Enter');
    assert.equal((await shown(p, 'one')).ply, 1);
    await context.close();
  });

  test('touch: taps on the buttons and swipes over the board step', async () => {
    const { p, context } = await open(browser, server.url + 'one.html', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await p.locator('#one [data-do="next"]').tap();
    assert.equal((await shown(p, 'one')).ply, 1);
    const box = await p.locator('#one .board').boundingBox();
    const cdp = await context.newCDPSession(p);
    const swipe = async (from, to) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await p.waitForFunction(() => document.getElementById('one').ply === 2);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await p.waitForFunction(() => document.getElementById('one').ply === 1);
    await context.close();
  });

  test('a file of three in German: the chooser, the refused game in place with its code, the others still show; two viewers on one page', async () => {
    const { p, context, problems, settled } = await open(browser, server.url + 'de.html', { locale: 'de-DE' });
    assert.deepEqual(settled, ['ok', 'ok']);
    let three = await shown(p, 'three');
    assert.equal(three.gameCount, 3);
    assert.match(three.start, /Startstellung Nr\./);
    const rows = await p.locator('#three .games button').allTextContents();
    assert.equal(rows.length, 3);
    assert.match(rows[0], /Carlsen/);
    await p.locator('#three .games button').nth(1).click();
    three = await shown(p, 'three');
    const german = JSON.parse(fs.readFileSync(new URL('../../web/lang/de/errors.json', import.meta.url), 'utf8'))
      .ERR_PGN_MOVE.message;
    assert.ok(three.message.includes('ERR_PGN_MOVE') && three.message.includes(german), three.message);
    assert.match(three.message, /Partie 2/);
    assert.equal(three.fen, null);
    await p.locator('#three .games button').nth(2).click();
    three = await shown(p, 'three');
    assert.equal(three.message, '');
    assert.equal(three.gameIndex, 2);
    assert.equal(three.plyCount, CASTLE_REPLAY.plies);
    await p.waitForSelector('#three .games[data-complete]', { state: 'attached' });
    await p.locator('#three .filter').fill('carl');
    assert.deepEqual(await p.locator('#three .games li:not([hidden])').count(), 1);
    const other = await shown(p, 'second');
    assert.equal(other.gameCount, 1000);
    assert.match(other.start, /Start position no\./, 'lang="en" beats the page language');
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('1,000 games from src: opened, filtered and a game chosen without a long task over 200 ms', async () => {
    const { p, context, settled } = await open(browser, server.url + 'thousand.html');
    assert.deepEqual(settled, ['ok']);
    assert.equal((await shown(p, 'many')).gameCount, 1000);
    await p.waitForSelector('#many .games[data-complete]', { state: 'attached' });
    assert.equal(await p.locator('#many .games li').count(), 1000);
    const player = GAMES[737].tags.White;
    await p.locator('#many .filter').fill(player);
    const needle = player.toLowerCase();
    const matches = GAMES.filter((g) => (g.tags.White + '\n' + g.tags.Black).toLowerCase().includes(needle)).length;
    assert.equal(await p.locator('#many .games li:not([hidden])').count(), matches);
    await p.locator('#many .games button[data-game="737"]').click();
    const chosen = await shown(p, 'many');
    assert.equal(chosen.gameIndex, 737);
    assert.equal(chosen.plyCount, GAMES[737].sans.length);
    await p.evaluate(() => document.getElementById('many').goTo(1e9));
    assert.equal(sameFen((await shown(p, 'many')).fen), sameFen(makeFen(GAMES[737].final.toSetup())));
    await p.evaluate(() => {
      document.getElementById('many').gameIndex = 999;
    });
    assert.equal((await shown(p, 'many')).plyCount, GAMES[999].sans.length);
    const long = await p.evaluate(() => window.__long);
    console.log(`# long tasks (ms): ${long.map((d) => Math.round(d)).join(', ') || 'none'}`);
    assert.ok(
      long.every((d) => d <= 200),
      `long tasks over 200 ms: ${long.join(', ')}`,
    );
    await context.close();
  });

  test('the pgn property, a src of another origin refused with its code, file://, 320 px and an iframe', async () => {
    const { p, context, settled } = await open(browser, server.url + 'empty.html');
    assert.deepEqual(settled, ['ERR_PGN_EMPTY', 'ERR_VIEWER_ORIGIN']);
    await p.evaluate((text) => {
      document.getElementById('api').pgn = text;
    }, CASTLE_PGN);
    await p.waitForFunction(() => document.getElementById('api').gameCount === 1);
    assert.equal((await shown(p, 'api')).plyCount, CASTLE_REPLAY.plies);
    assert.match((await shown(p, 'far')).message, /ERR_VIEWER_ORIGIN/);
    await context.close();

    const local = await open(browser, 'file://' + path.join(dir, 'one.html'), {
      viewport: { width: 320, height: 800 },
    });
    assert.deepEqual(local.settled, ['ok']);
    const narrow = await shown(local.p, 'one');
    assert.equal(narrow.pieces, 32);
    assert.ok(narrow.width <= 320, `element ${narrow.width} px wide`);
    assert.ok(
      await local.p.evaluate(() => document.documentElement.scrollWidth <= 320),
      'no horizontal scrolling at 320 px',
    );
    await local.context.close();

    const framed = await open(browser, server.url + 'frame.html');
    const frame = framed.p.frames().find((f) => f.url().endsWith('one.html'));
    await frame.waitForFunction(() => document.getElementById('one')?.fen);
    await frame.evaluate(() => document.getElementById('one').goTo(3));
    assert.equal((await shown(frame, 'one')).live, '2. White: O-O: king f1 to g1, rook h1 to f1');
    await framed.context.close();
  });

  test('each real file of tests/data: its games counted, the first game with moves replayed to chessops’ final position', async () => {
    const { p, context } = await open(browser, server.url + 'empty.html');
    for (const fact of readmeFacts()) {
      const text = readReal(fact.file);
      await p.evaluate((t) => {
        const e = document.getElementById('api');
        e.pgn = null;
        e.pgn = t;
      }, text);
      await p.waitForFunction((n) => document.getElementById('api').gameCount === n, fact.games, { timeout: 20000 });
      const games = splitGames(text);
      const index = games.findIndex((g) => chessopsReplay(g.text).plies > 0);
      if (index < 0) continue;
      const replay = chessopsReplay(games[index].text);
      await p.evaluate((i) => {
        const e = document.getElementById('api');
        e.gameIndex = i;
        e.goTo(e.plyCount);
      }, index);
      const view = await shown(p, 'api');
      assert.equal(view.plyCount, replay.plies, `${fact.file}: game ${index + 1}'s moves`);
      assert.equal(sameFen(view.fen), sameFen(replay.fen), `${fact.file}: game ${index + 1}'s final position`);
    }
    await context.close();
  });

  test('dialects: the rewrites other tools write each show the same game', async () => {
    const BASE = realGame('transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn', 0);
    const SECOND = realGame('pgn/kokopu_chess960-variant-spellings.pgn', 0);
    const FICS = realGame('pgn/fatics_fics-wild-fr_chess960.pgn', 0);
    const dialects = [
      ['byte-order mark', BASE, '\uFEFF' + BASE.text],
      ['CRLF line ends', BASE, BASE.text.replace(/\n/g, '\r\n')],
      ['FICS CRLF with [%emt]', FICS, FICS.text],
      [
        'a comment and a NAG after every move',
        BASE,
        writeGame(BASE, { after: (k) => `{ note ${k} } $${(k % 7) + 1}` }),
      ],
      [
        'glyphs glued to the moves',
        BASE,
        writeGame(BASE, { san: (san, k) => san + ['!?', '?!', '!!', '??', '!', '?'][k % 6] }),
      ],
      ['no move numbers', BASE, writeGame(BASE, { numbers: 'none' })],
      ['12... before every Black move', BASE, writeGame(BASE, { numbers: 'both' })],
      ['castling written 0-0', SECOND, writeGame(SECOND, { castle: '0' })],
      ['no result token', BASE, writeGame(BASE, { result: '' })],
      ['SetUp removed', SECOND, writeGame(SECOND, { tags: withTag(SECOND.tags, 'SetUp', null) })],
      ['no Variant tag', BASE, writeGame(BASE, { tags: withTag(BASE.tags, 'Variant', null) })],
      ...['chess 960', 'Fischerandom', 'FRC', '960'].map((v) => [
        `Variant "${v}"`,
        BASE,
        writeGame(BASE, { tags: withTag(BASE.tags, 'Variant', v) }),
      ]),
      ['% escape lines', BASE, `% a comment line\n${BASE.text.replace('\n\n', '\n\n% inside\n')}`],
    ];
    const { p, context } = await open(browser, server.url + 'empty.html');
    for (const [label, game, text] of dialects) {
      const replay = chessopsReplay(game.text);
      await p.evaluate((t) => {
        const e = document.getElementById('api');
        e.pgn = t;
      }, text);
      await p.waitForFunction(() => document.getElementById('api').plyCount > 0);
      await p.evaluate(() => document.getElementById('api').goTo(1e9));
      const view = await shown(p, 'api');
      assert.equal(view.message, '', `${label}: no refusal`);
      assert.equal(view.plyCount, replay.plies, `${label}: moves`);
      assert.equal(sameFen(view.fen), sameFen(replay.fen), `${label}: final position`);
      await p.evaluate(() => {
        document.getElementById('api').pgn = '';
      });
      await p.waitForFunction(() => document.getElementById('api').plyCount === 0);
    }
    await context.close();
  });
});
