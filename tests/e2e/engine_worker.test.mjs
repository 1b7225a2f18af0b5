// The engine in the browser: the Web Worker (play/engine/worker.js + chess960-engine.js) through
// play/engine/client.js, and the computer opponent on the play page (web/play/engine/).
// While the worker analyses, the page stays interactive: a requestAnimationFrame loop keeps
// running and a click is handled at once. Also under a strict Content-Security-Policy. The
// client's own tests add web/play/engine/client.js, bundled here, to the page (the page's bundle
// keeps it to itself).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { assertBuilt, launchBrowser, startServer, watchPage, fileUrl } from './browser.mjs';

const CLIENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'play',
  'engine',
  'client.js',
);

// Returns web/play/engine/client.js as a classic script that sets window.engineClient.
async function clientScript() {
  const built = await esbuild.build({
    entryPoints: [CLIENT],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'engineClient',
  });
  return built.outputFiles[0].text;
}

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const CASTLING_MATE = '2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1';

describe('engine worker', () => {
  let browser;
  let server;
  let cspServer;
  let client;
  before(async () => {
    assertBuilt();
    client = await clientScript();
    browser = await launchBrowser();
    server = await startServer();
    cspServer = await startServer(undefined, { headers: { 'Content-Security-Policy': CSP } });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await cspServer?.close();
  });

  async function open(base, query = '?n=518') {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(base === 'file' ? fileUrl('play.html') + query : `${base}play.html${query}`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
    return { page, problems, context };
  }

  test('client API: bestMove, analyse with info, stop; the page stays responsive', async () => {
    const { page, problems, context } = await open(server.url);
    await page.addScriptTag({ content: client });
    const result = await page.evaluate(async (mateFen) => {
      const engine = new window.engineClient.Chess960Engine('play/engine/worker.js');
      await engine.ready();
      const mate = await engine.bestMove(mateFen, 10, { movetime: 300 });
      // A long analysis; meanwhile measure frames and a click round trip.
      const infos = [];
      const analysis = engine.analyse('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1', (i) =>
        infos.push(i),
      );
      const gaps = [];
      let last = performance.now();
      let running = true;
      const loop = (now) => {
        gaps.push(now - last);
        last = now;
        if (running) requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
      const button = document.getElementById('flip');
      const clicks = [];
      for (let i = 0; i < 5; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const t0 = performance.now();
        await new Promise((resolve) => {
          button.addEventListener('click', () => resolve(), { once: true });
          button.click();
        });
        await new Promise((r) => setTimeout(r, 0));
        clicks.push(performance.now() - t0);
      }
      running = false;
      const t0 = performance.now();
      engine.stop();
      const final = await analysis;
      const stopMs = performance.now() - t0;
      engine.terminate();
      return { mate, infos, gaps: gaps.slice(2), clicks, stopMs, final };
    }, CASTLING_MATE);
    assert.equal(result.mate.uci, 'b1a1');
    assert.ok(result.infos.length >= 3, `only ${result.infos.length} info messages`);
    const lastInfo = result.infos[result.infos.length - 1];
    assert.ok(lastInfo.depth >= 4 && lastInfo.pv.length >= 1 && lastInfo.nodes > 0, JSON.stringify(lastInfo));
    assert.ok('cp' in lastInfo.score || 'mate' in lastInfo.score);
    assert.match(result.final.uci, /^[a-h][1-8][a-h][1-8]/);
    assert.ok(result.stopMs < 300, `stop took ${result.stopMs.toFixed(0)} ms`);
    const worstClick = Math.max(...result.clicks);
    assert.ok(worstClick < 100, `click round trips ${result.clicks.map((c) => c.toFixed(0)).join(', ')} ms`);
    const sorted = [...result.gaps].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)];
    assert.ok(
      result.gaps.length > 10 && p90 < 100,
      `frame gaps p90 ${p90?.toFixed(0)} ms over ${result.gaps.length} frames`,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('play page: the computer plays White, answers a move, gives a hint and analyses (strict CSP)', async () => {
    const { page, problems, context } = await open(cspServer.url);
    await page.selectOption('#engine-color', 'b');
    await page.selectOption('#engine-level', '1');
    await page.check('#engine-on');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 1, null, {
      timeout: 10000,
    });
    // The human (Black) answers through the text box; the computer replies.
    await page.fill('#move-input', 'e5');
    await page.press('#move-input', 'Enter');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 3, null, {
      timeout: 10000,
    });
    // The moves are in the saved game (autosave) like human moves.
    const saved = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((k) => localStorage.getItem(k))
        .join('\n'),
    );
    const moves = await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent.trim()));
    assert.ok(moves.length === 3 && /e5/.test(moves[1]), moves.join(' '));
    assert.ok(saved.includes('e7e5'), 'game store holds the moves');
    // Hint for Black.
    await page.click('#engine-hint');
    await page.waitForFunction(() => /^Tipp: \S/.test(document.getElementById('engine-hint-text').textContent), null, {
      timeout: 10000,
    });
    // Analysis: evaluation and a line in SAN with German letters, updating, stoppable.
    await page.uncheck('#engine-on');
    await page.click('#engine-analyse');
    await page.waitForFunction(
      () =>
        /\(Tiefe \d+\)/.test(document.getElementById('engine-depth').textContent) &&
        document.getElementById('engine-line').textContent.length > 3,
      null,
      { timeout: 10000 },
    );
    const evalText = await page.textContent('#engine-eval');
    assert.match(evalText, /^([+−]?\d+,\d\d|Matt in \d+ für (Weiß|Schwarz))$/);
    const line = await page.textContent('#engine-line');
    assert.match(line, /^\d+(\.|…) /, line);
    assert.doesNotMatch(line, /[a-h][1-8][a-h][1-8]/, 'SAN, not UCI');
    await page.click('#engine-analyse');
    assert.equal(await page.getAttribute('#engine-analyse', 'aria-pressed'), 'false');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('play page: a computer move takes the same path as a human move (castling mate, PGN)', async () => {
    const { page, problems, context } = await open(server.url, '?fen=' + encodeURIComponent(CASTLING_MATE));
    await page.selectOption('#engine-color', 'b');
    await page.selectOption('#engine-level', '10');
    await page.check('#engine-on');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 1, null, {
      timeout: 10000,
    });
    const moves = await page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent.trim()));
    assert.match(moves[0], /O-O-O#/);
    assert.match(await page.textContent('#status'), /matt|Matt|1-0/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('file://: no worker allowed, the engine runs in the page in slices (hint, computer move)', async () => {
    const { page, problems, context } = await open('file');
    await page.addScriptTag({ content: client });
    const inPage = await page.evaluate(async () => {
      const e = new window.engineClient.Chess960Engine('play/engine/worker.js');
      await e.ready();
      const r = await e.bestMove('2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1', 10, { movetime: 200 });
      e.terminate();
      return { inPage: e.inPage, uci: r.uci };
    });
    assert.equal(inPage.uci, 'b1a1');
    await page.click('#engine-hint');
    await page.waitForFunction(() => /^Tipp: \S/.test(document.getElementById('engine-hint-text').textContent), null, {
      timeout: 10000,
    });
    await page.selectOption('#engine-color', 'b');
    await page.selectOption('#engine-level', '2');
    await page.check('#engine-on');
    await page.waitForFunction(() => document.querySelectorAll('#move-list [data-ply]').length === 1, null, {
      timeout: 10000,
    });
    assert.deepEqual(problems, []);
    await context.close();
  });
  test('play page: a new player starts at level 4; a level remembered before table 2 keeps its strength', async () => {
    // Each case: what the device remembers, and the level the list then shows (and stores once changed).
    const cases = [
      [null, '4'],
      [{ on: false, color: 'w', level: 7 }, '6'],
      [{ on: false, color: 'b', level: 5 }, '4'],
      [{ on: false, color: 'w', level: 8 }, '7'],
      [{ on: false, color: 'w', level: 7, table: 2 }, '7'],
    ];
    for (const [saved, shown] of cases) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      if (saved)
        await context.addInitScript((v) => localStorage.setItem('chess960.play.engine', v), JSON.stringify(saved));
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(`${server.url}play.html?n=518`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
      assert.equal(await page.inputValue('#engine-level'), shown, JSON.stringify(saved));
      if (saved) assert.equal(await page.inputValue('#engine-color'), saved.color);
      // A change stores the settings with the table they speak of.
      await page.selectOption('#engine-level', '3');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.play.engine')));
      assert.deepEqual([stored.level, stored.table], [3, 2]);
      // Levels 8-10 differ only in time: the page says what a slower phone makes of them.
      assert.equal(await page.isVisible('#engine-level-note'), false);
      await page.selectOption('#engine-level', '9');
      assert.match(await page.textContent('#engine-level-note'), /Handy.*Stufe 10.*Stufe 9/);
      assert.equal(await page.isVisible('#engine-level-note'), true);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
