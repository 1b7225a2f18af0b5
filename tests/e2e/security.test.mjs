// Security of the pages and the widget: every URL parameter (?n=, ?fen=, ?round=, ?rounds=,
// ?lang=, ?theme=, ?method= …), PGN tags and comments imported into play.html, the inputs of
// index.html, play.html and draw.html, and every attribute of <chess960-position> receive
// script payloads (<img onerror>, <svg onload>, "><script>, javascript: URLs). They must be
// shown as text only: no payload runs (window.__pwned stays undefined; no dialog), no element
// with an event-handler attribute, inline script, frame or javascript: link appears (in the
// page or a shadow root), no Content-Security-Policy violation fires under the strict policy
// `script-src 'self' 'wasm-unsafe-eval'; style-src 'self'`, and no request leaves 127.0.0.1
// or file://. Pages are checked with and without the policy: without it an injected handler
// would run and set the flag, with it the violation would be reported.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertBuilt, distDir, fileUrl, launchBrowser, startServer, watchPage } from './browser.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

// Every vector in one value (any HTML sink parses all of them), and a javascript: URL on its own
// (it only works at the start of an href).
const HTML_PAYLOAD =
  '<img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=2"></svg>' +
  '"><script>window.__pwned=3</script>\'><img src=x onerror=window.__pwned=4><iframe srcdoc="<script>parent.__pwned=5</script>">' +
  '<a href="javascript:window.__pwned=6" id="pwn">x</a>{{constructor.constructor(\'window.__pwned=7\')()}}';
const JS_URL = 'javascript:window.__pwned=8//';
const PAYLOADS = [HTML_PAYLOAD, JS_URL];

// Runs in the page: elements that only an injection could have created, in the document and in
// every open shadow root.
function scanDom() {
  const found = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) || '';
        if (/^on/i.test(attr)) found.push(`<${el.localName} ${attr}>`);
        if (/^(href|src|xlink:href|action|formaction|srcdoc)$/i.test(attr) && /^\s*javascript:/i.test(value)) {
          found.push(`<${el.localName} ${attr}="${value.slice(0, 30)}">`);
        }
      }
      if (el.localName === 'script' && !el.src) found.push('inline <script>');
      if (['iframe', 'object', 'embed', 'frame'].includes(el.localName)) found.push(`<${el.localName}>`);
      if (el.localName === 'img' && /\/x$/.test(el.src || '')) found.push('<img src=x>');
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return { pwned: window.__pwned, csp: window.__csp || [], found };
}

// Records CSP violations from the first script on (init scripts run outside the page's policy).
function recordViolations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
  });
}

const site = {};
before(async () => {
  assertBuilt();
  site.browser = await launchBrowser();
  site.plain = await startServer();
  site.strict = await startServer(distDir, { headers: { 'Content-Security-Policy': CSP } });
  site.context = await site.browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'de-DE' });
});
after(async () => {
  await site.browser?.close();
  await site.plain?.close();
  await site.strict?.close();
});

const bases = () => [
  ['no CSP', site.plain.url],
  ['strict CSP', site.strict.url],
];

// Opens base + path, runs `act(page)`, and asserts that nothing ran, was injected or left the machine.
async function visit(url, act) {
  const page = await site.context.newPage();
  const problems = watchPage(page);
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('request', (r) => {
    if (/\/x(\?|$)/.test(r.url())) problems.push(`payload image requested: ${r.url()}`);
  });
  await page.addInitScript(recordViolations);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Ready: the page's data-ready flag, or a widget that has drawn its shadow tree.
    await page
      .waitForFunction(
        () =>
          document.querySelector('[data-ready]') ||
          document.querySelector('chess960-position')?.shadowRoot?.childElementCount > 0,
        null,
        { timeout: 15000 },
      )
      .catch(() => {});
    if (act) await act(page);
    await page.waitForTimeout(100);
    const state = await page.evaluate(scanDom);
    const where = url.length > 160 ? `${url.slice(0, 160)}…` : url;
    assert.equal(state.pwned, undefined, `${where}: a payload ran (window.__pwned = ${state.pwned})`);
    assert.deepEqual(state.found, [], `${where}: injected elements`);
    assert.deepEqual(state.csp, [], `${where}: CSP violations`);
    assert.deepEqual(problems, [], `${where}: page problems`);
    return page;
  } finally {
    if (!act || !act.keepOpen) await page.close();
  }
}

const q = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

test('the detector sees an injection (without CSP: the flag; with CSP: the violation)', async () => {
  for (const [name, base] of bases()) {
    const page = await site.context.newPage();
    await page.addInitScript(recordViolations);
    await page.goto(`${base}index.html`);
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML('beforeend', html);
    }, HTML_PAYLOAD);
    await page.waitForTimeout(300);
    const state = await page.evaluate(scanDom);
    assert.ok(state.found.length > 0, `${name}: injected elements not found`);
    if (name === 'no CSP') assert.notEqual(state.pwned, undefined, 'the payload did not run without CSP');
    else assert.ok(state.csp.length > 0 && state.pwned === undefined, `${name}: no violation reported`);
    await page.close();
  }
});

describe('URL parameters are text only', () => {
  const cases = (p) => [
    `index.html?${q({ n: p })}`,
    `index.html?${q({ n: `518${p}`, lang: p })}`,
    `play.html?${q({ n: p })}`,
    `play.html?${q({ fen: p })}`,
    `play.html?${q({ fen: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1${p}` })}`,
    `wall.html?${q({ n: p })}`,
    `wall.html?${q({ n: 518, round: p })}`,
    `wall.html?${q({ rounds: p, round: p })}`,
    `wall.html?${q({ n: 518, lang: p, theme: p, qr: p, letters: p })}`,
    `tables.html?${q({ n: p, lang: p })}`,
    `draw.html?${q({ method: p })}`,
    `embed.html?${q({ n: p, lang: p, show: p, theme: p, orientation: p, coords: p, controls: p, random: p })}`,
    `embed.html?${q({ random: p, controls: p })}`,
  ];
  for (const [name, index] of [
    ['html payload', 0],
    ['javascript: URL', 1],
  ]) {
    test(`${name}: every page and parameter, with and without the strict CSP`, async () => {
      for (const [, base] of bases()) {
        for (const path of cases(PAYLOADS[index])) await visit(base + path);
      }
    });
  }
  test('file:// pages with payload parameters', async () => {
    for (const page of ['index.html', 'play.html', 'wall.html', 'embed.html']) {
      await visit(
        `${fileUrl(page)}?${q({ n: HTML_PAYLOAD, fen: HTML_PAYLOAD, round: HTML_PAYLOAD, lang: HTML_PAYLOAD })}`,
      );
    }
  });
});

describe('inputs are text only', () => {
  test('index.html: a payload typed as number / back rank / FEN', async () => {
    for (const [, base] of bases()) {
      for (const p of PAYLOADS) {
        await visit(`${base}index.html`, async (page) => {
          await page.fill('#number', p);
          await page.click('#setzen');
          assert.ok((await page.textContent('#error')).length > 0, 'no error shown');
        });
      }
    }
  });

  test("play.html: a payload as move; PGN with payloads in tags, comments and a side line's comment is imported, shown and exported as text", async () => {
    for (const [, base] of bases()) {
      await visit(`${base}play.html?n=518`, async (page) => {
        await page.fill('#move-input', HTML_PAYLOAD);
        await page.click('#move-submit');
        assert.ok((await page.textContent('#move-error')).length > 0, 'no error for the payload move');
        await page.click('#pgn-section summary');
        const tag = (name) => `[${name} "${HTML_PAYLOAD.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
        const pgn = [
          tag('Event'),
          tag('Site'),
          '[Date "2024.01.01"]',
          tag('Round'),
          tag('White'),
          tag('Black'),
          '[Result "*"]',
          tag('Annotator'),
          `[Variant "Chess960"]`,
          '',
          `1. e4 {${HTML_PAYLOAD.replace(/[{}]/g, '')}} e5 ; ${HTML_PAYLOAD}`,
          `2. Nf3 (2. Nc3 {${JS_URL}}) Nc6 *`,
          '',
        ].join('\n');
        await page.fill('#pgn-in', pgn);
        await page.click('#pgn-import');
        assert.equal(await page.textContent('#pgn-error'), '', 'the PGN was refused');
        const white = await page.inputValue('#tag-White');
        assert.ok(white.startsWith('<img src=x onerror="window.__pwned=1">'), `White tag not shown as text: ${white}`);
        const out = await page.inputValue('#pgn-out');
        assert.ok(out.includes('<img src=x onerror='), 'exported PGN lost the tag text');
        assert.ok(
          out.replace(/\s+/g, ' ').includes(`(2. Nc3 {${JS_URL}})`),
          'exported PGN lost the side line or its comment',
        );
        const shown = await page.textContent('#move-list');
        assert.ok(shown.includes(JS_URL), "the side line's comment is shown as text");
        assert.equal(
          await page.$$eval('#move-list a, #move-list img', (n) => n.length),
          0,
          'no markup made from notes',
        );
        // The recent list shows the players' names.
        await page.click('#recent-section summary').catch(() => {});
        // A PGN whose bad move is a payload, in the main line or a side line: refused, the message is text.
        for (const text of [`1. e4 ${HTML_PAYLOAD} *`, `1. e4 e5 (1... ${JS_URL}) *`]) {
          await page.fill('#pgn-in', text);
          await page.click('#pgn-import');
          assert.ok((await page.textContent('#pgn-error')).length > 0, 'payload move not refused');
        }
      });
    }
  });

  test('draw.html: payloads as draw values and as tournament seed', async () => {
    for (const [, base] of bases()) {
      for (const p of PAYLOADS) {
        await visit(`${base}draw.html`, async (page) => {
          await page.fill('#value', p.slice(0, 20));
          await page.press('#value', 'Enter');
          const refused = await page
            .waitForFunction(() => document.getElementById('draw-error').textContent.length > 0, null, {
              timeout: 5000,
            })
            .then(
              () => true,
              () => false,
            );
          assert.ok(refused, 'no error for the payload value');
          await page.fill('#seed', p);
          await page.click('#tournament-draw');
          await page.waitForSelector('#rounds-table:not([hidden]), #tournament-error:not(:empty)', { timeout: 5000 });
          const caption = await page.textContent('#rounds-caption');
          assert.ok(caption.includes(p.slice(0, 30)), `seed not shown as text: ${caption}`);
        });
      }
    }
  });
});

describe('widget attributes are text only', () => {
  test('every attribute of <chess960-position> set to each payload, in embed.html and a second element', async () => {
    const names = ['n', 'random', 'lang', 'orientation', 'coords', 'show', 'controls', 'theme'];
    for (const [, base] of bases()) {
      await visit(`${base}embed.html?n=518`, async (page) => {
        await page.waitForFunction(() => customElements.get('chess960-position') !== undefined, null, {
          timeout: 5000,
        });
        await page.evaluate(
          ({ names, payloads }) => {
            const host = document.querySelector('chess960-position');
            const second = document.createElement('chess960-position');
            document.body.appendChild(second);
            for (const p of payloads) {
              for (const name of names) {
                host.setAttribute(name, p);
                second.setAttribute(name, p);
              }
              for (const name of names) host.removeAttribute(name);
            }
            for (const name of names) second.setAttribute(name, payloads[0]);
          },
          { names, payloads: PAYLOADS },
        );
        await page.waitForTimeout(200);
        const shown = await page.evaluate(() => {
          const els = document.querySelectorAll('chess960-position');
          return els[els.length - 1].shadowRoot?.textContent || '';
        });
        assert.ok(shown.length > 0, 'the widget shows nothing for bad attributes');
      });
    }
  });
});
