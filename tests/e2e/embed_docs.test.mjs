// The embed guide embed-docs.html and the iframe page embed.html in headless Chromium: the guide
// in German and English at 1280, 390 and 320 px (site navigation, language switch, snippets
// with this address, the position box read by the one start-number reader, no sideways scroll,
// axe); every snippet pasted into a host page of another origin at 320 px under the
// Content-Security-Policy the guide states (nothing scrolls sideways, nothing is refused);
// embed.html with ?n= in every form the reader takes, its language and theme, inside an iframe.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertBuilt, distDir, formatViolations, launchBrowser, runAxe, startServer, watchPage } from './browser.mjs';

const SITE_CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const NAV = [
  'index.html',
  'play.html',
  'draw.html',
  'event.html',
  'verify.html',
  'wall.html',
  'tables.html',
  'embed-docs.html',
];
const WORDS = {
  de: {
    heading: 'Startstellungen einbinden',
    nav: [
      'Startstellung',
      'Spielen',
      'Auslosen von Hand',
      'Turnier',
      'Prüfen',
      'Wandmodus',
      'Zwei Tabellen',
      'Einbinden',
    ],
    name: 'Chess960-Startstellung Nr. 518',
  },
  en: {
    heading: 'Embedding start positions',
    nav: ['Start position', 'Play', 'Draw by hand', 'Tournament', 'Verify', 'Wall mode', 'Two tables', 'Embed'],
    name: 'Chess960 start position no. 518',
  },
};
// Records CSP violations in a host page (a script of the host's own origin).
const RECORD_JS = `window.__csp = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__csp.push(e.violatedDirective + ' ' + e.blockedURI); });`;

let browser;
let site;
let hostDir;
before(async () => {
  assertBuilt();
  browser = await launchBrowser();
  site = await startServer(distDir, { headers: { 'Content-Security-Policy': SITE_CSP } });
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960-host-'));
  fs.writeFileSync(path.join(hostDir, 'record.js'), RECORD_JS);
  fs.writeFileSync(path.join(hostDir, 'favicon.ico'), '');
});
after(async () => {
  await browser?.close();
  await site?.close();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

// Opens url at the given width; resolves to { page, problems, context } once the page is ready.
async function open(url, width = 1280, { ready = 'html[data-ready="true"]', permissions = [] } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE', permissions });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(url);
  if (ready) await page.waitForSelector(ready, { timeout: 10000 });
  return { page, problems, context };
}

// Waits until the <chess960-position> matching selector in a page or frame shows 32 pieces.
function drawn(frame, selector = 'chess960-position') {
  return frame.waitForFunction(
    (sel) => document.querySelector(sel)?.shadowRoot?.querySelectorAll('[data-piece]').length === 32,
    selector,
    { timeout: 10000 },
  );
}

// Resolves to the frame of page whose address matches url (a lazy iframe may come late).
async function frameOf(page, url) {
  for (let i = 0; i < 100; i++) {
    const frame = page.frame({ url });
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame ${url}`);
}

// Returns { name: text } of the guide's snippets.
const snippetTexts = (page) =>
  page.$$eval('pre[data-snippet]', (ns) => Object.fromEntries(ns.map((n) => [n.dataset.snippet, n.textContent])));

// Resolves to true when the page does not scroll sideways.
const noSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('embed-docs.html', () => {
  for (const lang of ['de', 'en']) {
    test(`${lang}: navigation, snippets with this address, no sideways scroll, accessible at 1280, 390, 320 px`, async () => {
      for (const width of [1280, 390, 320]) {
        const { page, problems, context } = await open(`${site.url}embed-docs.html?lang=${lang}`, width);
        await drawn(page);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        assert.equal(await page.textContent('h1'), WORDS[lang].heading);
        const nav = await page.$$eval('.site-nav a', (as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
        assert.deepEqual(
          nav,
          NAV.map((href, i) => [href, WORDS[lang].nav[i]]),
        );
        assert.equal(await page.getAttribute('.site-nav a[aria-current="page"]', 'href'), 'embed-docs.html');
        const s = await snippetTexts(page);
        assert.ok(s.widget.includes(`<script src="${site.url}chess960-widget.js" defer></script>`), s.widget);
        assert.ok(s.widget.includes(`<chess960-position n="518" lang="${lang}"`), s.widget);
        assert.ok(s.iframe.includes(`src="${site.url}embed.html?n=518&amp;lang=${lang}"`), s.iframe);
        assert.ok(s.iframe.includes(`title="${WORDS[lang].name}"`), s.iframe);
        assert.ok(s.img.includes(`src="${site.url}svg/518.svg"`) && s.img.includes(`alt="${WORDS[lang].name}"`));
        assert.ok(!Object.values(s).some((text) => /\bstyle=/.test(text)), 'no style attribute in any snippet');
        assert.equal(
          s['csp-widget'],
          `Content-Security-Policy: default-src 'self'; script-src 'self' ${site.url} 'wasm-unsafe-eval'`,
        );
        assert.ok(await noSideways(page), `no sideways scroll at ${width}px`);
        const v = await runAxe(page);
        assert.equal(v.length, 0, formatViolations(v));
        assert.deepEqual(problems, []);
        await context.close();
      }
    });
  }

  test('the position box is read by the one start-number reader; the examples follow; copy', async () => {
    const url = `${site.url}embed-docs.html`;
    const { page, problems, context } = await open(url, 1280, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.fill('#n', '0518');
    assert.ok((await snippetTexts(page)).img.includes('svg/518.svg'));
    await page.fill('#n', 'tllkssdt');
    const s = await snippetTexts(page);
    assert.ok(s.widget.includes('n="740"') && s.iframe.includes('n=740') && s.img.includes('svg/740.svg'));
    await page.waitForFunction(() => document.querySelector('.demo-widget').number === 740);
    await page.waitForFunction(() => {
      const img = document.querySelector('.demo-img');
      return img.getAttribute('src') === 'svg/740.svg' && img.complete && img.naturalWidth > 0;
    });
    await page.fill('#n', '960');
    assert.equal(
      await page.textContent('#n-error'),
      '„\u2068960\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
    );
    assert.equal(await page.getAttribute('#n', 'aria-invalid'), 'true');
    assert.ok((await snippetTexts(page)).img.includes('svg/740.svg'), 'a refused entry keeps the position');
    await page.fill('#n', '7');
    assert.equal(await page.textContent('#n-error'), '');
    await page.click('button[data-copy="img"]');
    await page.waitForFunction(() => document.querySelector('button[data-copy="img"] + .copy-status').textContent);
    assert.equal(await page.textContent('button[data-copy="img"] + .copy-status'), 'kopiert');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await snippetTexts(page)).img);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the language switch: English at once, remembered, the example widget and snippets follow', async () => {
    const { page, problems, context } = await open(`${site.url}embed-docs.html`);
    await drawn(page);
    assert.equal(await page.inputValue('#lang'), 'de');
    await page.selectOption('#lang', 'en');
    assert.equal(await page.textContent('h1'), WORDS.en.heading);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.inputValue('#lang'), 'en');
    assert.ok((await snippetTexts(page)).widget.includes('lang="en"'));
    await page.waitForFunction(
      () =>
        document.querySelector('.demo-widget').shadowRoot.querySelector('.number')?.textContent ===
        'No. 518 (standard chess position)',
    );
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.textContent('h1'), WORDS.en.heading, 'the choice is remembered');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('each snippet on a host page of another origin, at 320 px, under the policy the guide states', () => {
  const hosts = [];
  after(async () => {
    for (const host of hosts) await host.close();
  });

  // Serves a host page made of the snippet `html` (and `css` as its stylesheet) under `csp`.
  async function hostPage(name, html, css, csp) {
    const head = css ? '<link rel="stylesheet" href="host.css">' : '';
    fs.mkdirSync(path.join(hostDir, name));
    fs.copyFileSync(path.join(hostDir, 'record.js'), path.join(hostDir, name, 'record.js'));
    fs.writeFileSync(path.join(hostDir, name, 'favicon.ico'), '');
    if (css) fs.writeFileSync(path.join(hostDir, name, 'host.css'), `body { font-family: sans-serif; }\n${css}\n`);
    fs.writeFileSync(
      path.join(hostDir, name, 'index.html'),
      `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Verein</title>${head}
<script src="record.js"></script></head><body><main><h1>Schachverein</h1><p>Die Stellung der Woche:</p>
${html}
</main></body></html>`,
    );
    const server = await startServer(path.join(hostDir, name), { headers: { 'Content-Security-Policy': csp } });
    hosts.push(server);
    return server.url;
  }

  let s;
  before(async () => {
    const { page, context } = await open(`${site.url}embed-docs.html`);
    s = await snippetTexts(page);
    await context.close();
  });
  // Returns the policy of a CSP snippet without its header name.
  const policy = (text) => text.replace(/^Content-Security-Policy: /, '');

  // Opens a host page at 320 px, waits for `ready(page)`, checks scrolling and violations.
  async function check(url, ready) {
    const { page, problems, context } = await open(url, 320, { ready: null });
    await ready(page);
    await page.waitForTimeout(200);
    assert.ok(await noSideways(page), 'no sideways scroll at 320 px');
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no CSP violation');
    assert.deepEqual(problems, []);
    await context.close();
  }

  test('the widget (with the stylesheet rule), and with default-src none', async () => {
    const url = await hostPage('widget', s.widget, s['widget-css'], policy(s['csp-widget']));
    await check(url, async (page) => {
      await drawn(page);
      const width = await page.evaluate(
        () => document.querySelector('chess960-position').getBoundingClientRect().width,
      );
      assert.ok(width > 250 && width <= 304, `the widget fits the narrow page (${width}px)`);
    });
    const none = policy(s['csp-widget']).replace("default-src 'self'", "default-src 'none'");
    await check(await hostPage('widget-none', s.widget, null, none), (page) => drawn(page));
  });

  test('the iframe with its stylesheet rule', async () => {
    const url = await hostPage('iframe', s.iframe, s['iframe-css'], policy(s['csp-iframe']));
    await check(url, async (page) => {
      const frame = await frameOf(page, /embed\.html/);
      await drawn(frame);
      assert.equal(await frame.evaluate(() => document.querySelector('chess960-position').number), 518);
    });
  });

  test('the image with its stylesheet rule', async () => {
    const url = await hostPage('img', s.img, s['img-css'], policy(s['csp-img']));
    await check(url, async (page) => {
      await page.waitForFunction(() => {
        const img = document.querySelector('img');
        return img.complete && img.naturalWidth > 0;
      });
      const width = await page.evaluate(() => document.querySelector('img').getBoundingClientRect().width);
      assert.ok(width <= 304, `the image shrinks to the page (${width}px)`);
    });
  });
});

describe('embed.html', () => {
  test('?n= in every form the reader takes; language and theme from the query; accessible', async () => {
    const cases = [
      ['?n=740&lang=en&theme=dark&show=number%20letters%20fen', 740, 'No. 740', 'en'],
      ['?n=0518', 518, 'Nr. 518 (normale Grundstellung)', 'de'],
      ['?n=TLLKSSDT&lang=de', 740, 'Nr. 740', 'de'],
      [
        `?n=${encodeURIComponent('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1')}&lang=en`,
        0,
        'No. 0',
        'en',
      ],
    ];
    for (const [query, number, text, lang] of cases) {
      const { page, problems, context } = await open(`${site.url}embed.html${query}`, 340, { ready: null });
      await drawn(page);
      assert.equal(await page.evaluate(() => document.getElementById('position').number), number);
      assert.equal(
        await page.evaluate(() => document.querySelector('#position').shadowRoot.querySelector('.number').textContent),
        text,
      );
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      const link = await page.getAttribute('#open-link', 'href');
      assert.equal(link, `index.html?n=${number}${lang === 'en' ? '&lang=en' : ''}`);
      assert.equal(
        await page.textContent('#open-link'),
        lang === 'en' ? 'Open in Chess960 ↗' : 'Auf Schach-960 öffnen ↗',
      );
      assert.equal(
        await page.title(),
        lang === 'en' ? `Chess960 start position ${number}` : `Chess960-Startstellung ${number}`,
      );
      if (query.includes('theme=dark')) assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      const box = await page.evaluate(() =>
        document.getElementById('position').shadowRoot.querySelector('svg').getBoundingClientRect().toJSON(),
      );
      assert.ok(box.bottom <= 900 && box.width > 200, `board fits the frame (${JSON.stringify(box)})`);
      const v = await runAxe(page);
      assert.equal(v.length, 0, formatViolations(v));
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('a refused ?n= shows the reader’s words; in an iframe the page works', async () => {
    const { page, context } = await open(`${site.url}embed.html?n=960`, 340, { ready: null });
    await page.waitForFunction(
      () => document.querySelector('#position').shadowRoot?.querySelector('.message')?.textContent,
    );
    assert.equal(
      await page.evaluate(() => document.querySelector('#position').shadowRoot.querySelector('.message').textContent),
      '„\u2068960\u2069“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
    );
    assert.equal(await page.getAttribute('#open-link', 'href'), 'index.html');
    await page.setContent(
      `<iframe title="Chess960" src="${site.url}embed.html?n=5" width="340" height="440"></iframe>`,
    );
    const frame = await frameOf(page, /embed\.html\?n=5/);
    await drawn(frame);
    assert.equal(await frame.evaluate(() => document.getElementById('position').number), 5);
    await context.close();
  });
});
