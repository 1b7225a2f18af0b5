// The static diagrams dist/svg/0.svg … 959.svg: every file parses as XML in Chromium's
// DOMParser, is a standalone SVG without scripts or outside references, has a <title>, shows
// the number and back rank as text, and its pieces match api.startPosition(n).
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { distDir, useSite, watchPage } from './browser.mjs';

const require = createRequire(import.meta.url);

describe('static SVG diagrams', () => {
  const site = useSite();
  let api;
  before(async () => {
    api = await require(path.join(distDir, 'chess960.js'))();
  });

  test('all 960 files parse and show the right position, number and back rank', async () => {
    const files = fs.readdirSync(path.join(distDir, 'svg')).filter((f) => f.endsWith('.svg'));
    assert.equal(files.length, 960);
    const page = await site.browser.newPage({ locale: 'de-DE' });
    const problems = watchPage(page);
    await page.goto(`${site.server.url}index.html`);
    for (let start = 0; start < 960; start += 120) {
      const batch = [];
      for (let n = start; n < start + 120; n++)
        batch.push({ n, text: fs.readFileSync(path.join(distDir, 'svg', `${n}.svg`), 'utf8') });
      const results = await page.evaluate(
        (items) =>
          items.map(({ n, text }) => {
            const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
            const root = doc.documentElement;
            const error = doc.querySelector('parsererror');
            const rank = 'abcdefgh'.split('').map((f) => {
              const p = doc.querySelector(`[data-square="${f}1"] [data-piece]`);
              return p ? p.getAttribute('data-piece') : '..';
            });
            const black = 'abcdefgh'
              .split('')
              .map((f) =>
                (doc.querySelector(`[data-square="${f}8"] [data-piece]`) || { getAttribute: () => '..' }).getAttribute(
                  'data-piece',
                ),
              );
            const hrefs = [...doc.querySelectorAll('*')].flatMap((e) =>
              [...e.attributes].filter((a) => /href$/.test(a.name)).map((a) => a.value),
            );
            const handlers = [...doc.querySelectorAll('*')].flatMap((e) =>
              [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
            );
            return {
              n,
              error: error ? error.textContent.slice(0, 200) : null,
              root: root.localName + ' ' + root.namespaceURI,
              title: (doc.querySelector('svg > title') || {}).textContent || '',
              number: (doc.querySelector('[data-number]') || {}).textContent || '',
              rankText: (doc.querySelector('[data-back-rank]') || {}).textContent || '',
              rank: rank.map((c) => c[1]).join(''),
              colours: rank.map((c) => c[0]).join('') + black.map((c) => c[0]).join(''),
              pieces: doc.querySelectorAll('[data-piece]').length,
              squares: doc.querySelectorAll('[data-square]').length,
              scripts: doc.querySelectorAll('script, foreignObject').length,
              outside: hrefs.filter((h) => !h.startsWith('#')),
              handlers,
            };
          }),
        batch,
      );
      for (const r of results) {
        const pos = api.startPosition(r.n);
        assert.equal(r.error, null, `svg/${r.n}.svg parses`);
        assert.equal(r.root, 'svg http://www.w3.org/2000/svg');
        assert.equal(r.rank, pos.backRank, `svg/${r.n}.svg back rank`);
        assert.equal(r.colours, 'wwwwwwwwbbbbbbbb');
        assert.equal(r.pieces, 32);
        assert.equal(r.squares, 64);
        assert.equal(r.title, `Chess960 Nr. ${r.n}: ${pos.backRankDe} (${pos.backRank})`);
        assert.equal(r.number, `Chess960 Nr. ${r.n}`);
        assert.equal(r.rankText, `${pos.backRankDe} · ${pos.backRank}`);
        assert.equal(r.scripts, 0);
        assert.deepEqual(r.outside, []);
        assert.deepEqual(r.handlers, []);
      }
    }
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('as <img> the diagram draws (scripts stripped, no outside resources)', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    const problems = watchPage(page);
    await page.goto(`${site.server.url}index.html`);
    const sizes = await page.evaluate(
      async (base) =>
        Promise.all(
          [0, 518, 959].map(
            (n) =>
              new Promise((resolve) => {
                const img = new Image();
                img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
                img.onerror = () => resolve(null);
                img.src = `${base}svg/${n}.svg`;
              }),
          ),
        ),
      site.server.url,
    );
    for (const s of sizes) assert.ok(s && s[0] > 300 && s[1] > s[0], `image size ${s}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
});
