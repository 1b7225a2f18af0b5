// Browser tests of the embeddable widget dist/chess960-widget.js (<chess960-position>) on host
// pages served with a strict Content-Security-Policy, from file://, loaded twice, next to an AMD
// loader; the widget's size budget. The iframe page and the guide: tests/e2e/embed_docs.test.mjs.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { distDir, useSite, openPage, startServer, runAxe, formatViolations } from './browser.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const require = createRequire(import.meta.url);

// Host pages written for the test (no inline scripts or styles: the CSP would block them).
const HOST_JS = `window.__events = [];
window.__csp = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__csp.push(e.violatedDirective + ' ' + e.blockedURI); });
document.addEventListener('chess960-change', function (e) { window.__events.push({ id: e.target.id, number: e.detail.number, fen: e.detail.fen, composed: e.composed, bubbles: e.bubbles }); });
`;
const AMD_JS = `window.__amdCalls = 0; window.define = function () { window.__amdCalls++; }; window.define.amd = {};
window.module = undefined; window.__globalsBefore = Object.getOwnPropertyNames(window);`;
const page = (body, scripts) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Widget host</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="host.css">${scripts.map((s) => `<script src="${s}"></script>`).join('')}</head>
<body><main><h1>Verein</h1>${body}</main></body></html>`;
const PAGES = {
  'two.html': page(
    `<div class="box"><chess960-position id="a" n="740" show="number letters fen tables" controls></chess960-position></div>
<div class="box"><chess960-position id="b" n="0" lang="en" theme="dark" orientation="black"></chess960-position></div>`,
    ['host.js', 'chess960-widget.js'],
  ),
  'twice.html': page('<div class="box"><chess960-position id="a" n="959"></chess960-position></div>', [
    'host.js',
    'chess960-widget.js',
    'chess960-widget.js',
  ]),
  'amd.html': page('<div class="box"><chess960-position id="a" n="12"></chess960-position></div>', [
    'amd.js',
    'host.js',
    'chess960-widget.js',
  ]),
  'bad.html': page(
    `<div class="box"><chess960-position id="a" n="&lt;img src=x onerror=alert(1)&gt;" theme="neon" show="number bogus" orientation="up" coords="maybe"></chess960-position></div>
<div class="box"><chess960-position id="b" n="960"></chess960-position></div>
<div class="box"><chess960-position id="c" n="TLLKSSDT" random-not></chess960-position></div>
<div class="box"><chess960-position id="d" n=" 0518 " size="small" lang="en"></chess960-position></div>
<div class="box"><chess960-position id="e" n="RNBQKNBR" lang="en" size="huge"></chess960-position></div>`,
    ['host.js', 'chess960-widget.js'],
  ),
  'facts.html': page(
    `<div class="box"><chess960-position id="a" n="0" lang="en" show="facts"></chess960-position></div>
<div class="box"><chess960-position id="b" n="518" show="number facts"></chess960-position></div>`,
    ['host.js', 'chess960-widget.js'],
  ),
  'random.html': page('<div class="box"><chess960-position id="a" random></chess960-position></div>', [
    'host.js',
    'chess960-widget.js',
  ]),
};

// Reads a widget's board: { e1: 'wK', ... } from its shadow root.
function readWidget(p, id) {
  return p.evaluate((sel) => {
    const root = document.getElementById(sel).shadowRoot;
    const out = {};
    for (const sq of root.querySelectorAll('[data-square]')) {
      const piece = sq.querySelector('[data-piece]');
      out[sq.getAttribute('data-square')] = piece ? piece.getAttribute('data-piece') : null;
    }
    return out;
  }, id);
}
const rank1 = (board) =>
  'abcdefgh'
    .split('')
    .map((f) => (board[`${f}1`] || '.')[1] || '.')
    .join('');
const shadowText = (p, id, cls) =>
  p.evaluate(
    ([i, c]) => {
      const n = document.getElementById(i).shadowRoot.querySelector('.' + c);
      return n ? n.textContent : null;
    },
    [id, cls],
  );
const drawn = (p, id) =>
  p.waitForFunction(
    (i) => {
      const el = document.getElementById(i);
      return el && el.shadowRoot && el.shadowRoot.querySelectorAll('[data-piece]').length === 32;
    },
    id,
    { timeout: 10000 },
  );

describe('embeddable widget', () => {
  const site = useSite();
  let strict;
  let dir;
  let api;
  before(async () => {
    assert.ok(fs.existsSync(path.join(distDir, 'chess960-widget.js')), 'dist/chess960-widget.js is built');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-widget-'));
    fs.copyFileSync(path.join(distDir, 'chess960-widget.js'), path.join(dir, 'chess960-widget.js'));
    fs.writeFileSync(path.join(dir, 'host.js'), HOST_JS);
    fs.writeFileSync(path.join(dir, 'amd.js'), AMD_JS);
    fs.writeFileSync(
      path.join(dir, 'host.css'),
      'body{font-family:sans-serif;margin:1rem}.box{width:320px;display:inline-block;vertical-align:top;margin:8px}',
    );
    for (const [name, html] of Object.entries(PAGES)) fs.writeFileSync(path.join(dir, name), html);
    api = await require(path.join(distDir, 'chess960.js'))();
    strict = await startServer(dir, { headers: { 'Content-Security-Policy': CSP } });
  });
  after(async () => {
    await strict?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = (url, viewport = { width: 1100, height: 900 }) => openPage(site.browser, url, { viewport, ready: null });

  test('dist/chess960-widget.js is at most 30 KB gzip, one file with the module packed in, no eval', () => {
    const bytes = fs.readFileSync(path.join(distDir, 'chess960-widget.js'));
    const gz = zlib.gzipSync(bytes, { level: 9 }).length;
    console.log(`  widget: ${bytes.length} bytes, ${gz} bytes gzip`);
    assert.ok(gz <= 30 * 1024, `widget is ${gz} bytes gzip (budget 30720)`);
    const text = bytes.toString('utf8');
    assert.ok(!/new Function|\beval\(/.test(text), 'no eval / new Function');
    assert.match(
      text,
      /\}\)\("(?:[^"\\]|\\.)+","[A-Za-z0-9+/=]{8000,}"\);\s*$/,
      'the module and its LZMA decoder packed into the file (scripts/build-lib.mjs)',
    );
    assert.ok(
      !/data:application\/octet-stream;base64,[A-Za-z0-9+/]/.test(text),
      'no data: URL for the loader to fetch',
    );
  });

  test('show="facts": both counts, the mirror, king and rooks (published anchors 0 ↔ 959, 518 ↔ 534)', async () => {
    const { page: p, problems, context } = await open(`${strict.url}facts.html`);
    await drawn(p, 'a');
    await drawn(p, 'b');
    const facts = (id) =>
      p.evaluate(
        (i) => [...document.getElementById(i).shadowRoot.querySelectorAll('.facts li')].map((li) => li.textContent),
        id,
      );
    // No. 0 is BBQNNRKR; read right to left, RKRNNQBB is no. 959.
    assert.deepEqual(await facts('a'), [
      '0 (counting 0–959) · 960 (counting 1–960, DGT960 clock)',
      'Mirror position: no. 959',
      'King g1, rooks f1 and h1',
    ]);
    assert.deepEqual(await facts('b'), [
      '518 (Zählung 0–959) · 518 (Zählung 1–960, DGT960-Uhr)',
      'Spiegelstellung: Nr. 534',
      'König e1, Türme a1 und h1',
    ]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('two widgets under a strict CSP: drawn, no violations, chess960-change, setzen and losen inside', async () => {
    const { page: p, problems, context } = await open(`${strict.url}two.html`);
    await drawn(p, 'a');
    await drawn(p, 'b');
    assert.equal(rank1(await readWidget(p, 'a')), 'RBBKNNQR');
    assert.equal(rank1(await readWidget(p, 'b')), 'BBQNNRKR');
    assert.equal(
      await p.evaluate(() =>
        document.getElementById('b').shadowRoot.querySelector('svg').getAttribute('data-orientation'),
      ),
      'black',
    );
    assert.equal((await shadowText(p, 'a', 'number')).trim(), 'Nr. 740');
    assert.match(await shadowText(p, 'a', 'letters'), /^TLLKSSDT \(RBBKNNQR\)$/);
    assert.equal(await shadowText(p, 'a', 'fen'), 'rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w KQkq - 0 1');
    assert.match(await shadowText(p, 'a', 'tables'), /^740 = 736 \+ 4/);
    assert.equal((await shadowText(p, 'b', 'number')).trim(), 'No. 0');
    // adoptedStyleSheets styled the shadow tree (the board is square and fills the box)
    const box = await p.evaluate(() =>
      document.getElementById('a').shadowRoot.querySelector('svg').getBoundingClientRect().toJSON(),
    );
    assert.ok(Math.abs(box.width - box.height) < 1 && box.width > 300, `square board ${box.width}x${box.height}`);
    const events = await p.evaluate(() => window.__events);
    assert.deepEqual(events.map((e) => e.id).sort(), ['a', 'b']);
    const ev = events.find((e) => e.id === 'a');
    assert.deepEqual(ev, {
      id: 'a',
      number: 740,
      fen: 'rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w KQkq - 0 1',
      composed: true,
      bubbles: true,
    });

    // setzen inside the widget (locators pierce the open shadow root)
    await p.fill('#a input', '0518');
    await p.click('#a button[part~="setzen"]');
    await p.waitForFunction(() => window.__events.length === 3);
    assert.equal(rank1(await readWidget(p, 'a')), 'RNBQKBNR');
    assert.equal((await p.evaluate(() => window.__events[2])).number, 518);
    assert.equal(await p.evaluate(() => document.getElementById('a').number), 518);
    // a back rank in German letters, by Enter
    await p.fill('#a input', 'tllkssdt');
    await p.press('#a input', 'Enter');
    await p.waitForFunction(() => window.__events.length === 4);
    assert.equal((await p.evaluate(() => window.__events[3])).number, 740);
    // a bad entry: message, position kept, no event
    await p.fill('#a input', '960');
    await p.click('#a button[part~="setzen"]');
    await p.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('.message').textContent !== '');
    assert.match(await shadowText(p, 'a', 'message'), /0 bis 959/);
    assert.equal(rank1(await readWidget(p, 'a')), 'RBBKNNQR');
    // losen
    await p.click('#a button[part~="losen"]');
    await p.waitForFunction(() => window.__events.length === 5);
    const drawnEvent = await p.evaluate(() => window.__events[4]);
    assert.equal(drawnEvent.fen, api.startPosition(drawnEvent.number).fen);
    assert.equal(rank1(await readWidget(p, 'a')), api.startPosition(drawnEvent.number).backRank);
    assert.equal(await shadowText(p, 'a', 'message'), '', 'message cleared');
    // attribute changes re-render
    await p.evaluate(() => document.getElementById('b').setAttribute('n', '959'));
    await p.waitForFunction(() => window.__events.length === 6);
    assert.equal(rank1(await readWidget(p, 'b')), 'RKRNNQBB');

    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    assert.deepEqual(problems, []);
    const v = await runAxe(p);
    assert.equal(v.length, 0, formatViolations(v));
    await context.close();
  });

  test('loaded twice: defined once, works; an AMD loader on the page is left alone; no new globals', async () => {
    const twice = await open(`${strict.url}twice.html`);
    await drawn(twice.page, 'a');
    assert.equal(rank1(await readWidget(twice.page, 'a')), 'RKRNNQBB');
    assert.equal(await twice.page.evaluate(() => window.__events.length), 1);
    assert.deepEqual(twice.problems, []);
    await twice.context.close();

    const amd = await open(`${strict.url}amd.html`);
    await drawn(amd.page, 'a');
    const r = await amd.page.evaluate(() => ({
      amd: window.__amdCalls,
      added: Object.getOwnPropertyNames(window).filter(
        (k) => !window.__globalsBefore.includes(k) && !k.startsWith('__'),
      ),
    }));
    assert.equal(r.amd, 0, 'define() was not called');
    assert.deepEqual(r.added, [], 'no globals besides the custom element');
    assert.deepEqual(amd.problems, []);
    await amd.context.close();
  });

  test('bad attribute values show readable text, never HTML, and never break the page', async () => {
    const { page: p, problems, context } = await open(`${strict.url}bad.html`);
    await p.waitForFunction(() =>
      ['a', 'b', 'e'].every(
        (id) => document.getElementById(id).shadowRoot.querySelector('.message').textContent !== '',
      ),
    );
    await drawn(p, 'c');
    const msgA = await shadowText(p, 'a', 'message');
    for (const part of [
      'theme="neon"',
      'show="number bogus"',
      'orientation="up"',
      'coords="maybe"',
      '<img src=x onerror=alert(1)>',
    ]) {
      assert.ok(msgA.includes(part), `message names ${part}: ${msgA}`);
    }
    assert.equal(
      await p.evaluate(() => document.getElementById('a').shadowRoot.querySelectorAll('img').length),
      0,
      'no HTML from attributes',
    );
    assert.equal(
      await p.evaluate(() => document.getElementById('a').shadowRoot.querySelectorAll('[data-square]').length),
      64,
      'an empty board is still drawn',
    );
    // The one start-number reader's words (web/shared/strings.js), as on every page of the site.
    assert.equal(
      await shadowText(p, 'b', 'message'),
      '„\u2068960\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
    );
    const msgE = await shadowText(p, 'e', 'message');
    assert.ok(
      msgE.includes('“\u2068RNBQKNBR\u2069” is neither a number nor a legal back rank (eight pieces such as RBBKNNQR'),
      msgE,
    );
    assert.ok(msgE.includes('Attribute size="huge" is not understood; possible: small, medium, large.'), msgE);
    assert.equal(rank1(await readWidget(p, 'c')), 'RBBKNNQR', 'n accepts a back rank in German letters');
    await drawn(p, 'd');
    assert.equal(rank1(await readWidget(p, 'd')), 'RNBQKBNR', 'n="0518": leading zeros and spaces as everywhere');
    assert.equal((await shadowText(p, 'd', 'number')).trim(), 'No. 518 (standard chess position)');
    const small = await p.evaluate(() => document.getElementById('d').getBoundingClientRect().width);
    assert.ok(small <= 240.5 && small > 200, `size="small" is at most 15rem wide (${small}px)`);
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('random draws a legal position once per element', async () => {
    const { page: p, problems, context } = await open(`${strict.url}random.html`);
    await drawn(p, 'a');
    const ev = await p.evaluate(() => window.__events[0]);
    assert.ok(Number.isInteger(ev.number) && ev.number >= 0 && ev.number < 960);
    assert.equal(rank1(await readWidget(p, 'a')), api.startPosition(ev.number).backRank);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('works from file://', async () => {
    const { page: p, problems, context } = await open(pathToFileURL(path.join(dir, 'two.html')).href);
    await drawn(p, 'a');
    await drawn(p, 'b');
    assert.equal(rank1(await readWidget(p, 'a')), 'RBBKNNQR');
    await p.fill('#a input', '0');
    await p.press('#a input', 'Enter');
    await p.waitForFunction(() => window.__events.length === 3);
    assert.equal(rank1(await readWidget(p, 'a')), 'BBQNNRKR');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
