// The embed guide's snippets (web/embed/snippets.js) and the iframe page's attributes and theme
// (web/embed/frame.js), as modules in node under happy-dom: what a webmaster copies works under a
// strict CSP (no style attribute, no inline script), carries the address, number and language,
// and quotes safely.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'http://127.0.0.1/embed-docs.html?lang=de', lang: 'de' });
const i18n = await import('../../web/shared/i18n.js');
const { snippets, siteBase } = await import('../../web/embed/snippets.js');
const { setAttributes, themeOf } = await import('../../web/embed/frame.js');

test('snippets: address, number and language in; no style attribute, no inline script', () => {
  const s = snippets('https://club.example/chess960/', 740, 'de');
  assert.equal(
    s.widget,
    '<script src="https://club.example/chess960/chess960-widget.js" defer></script>\n' +
      '<chess960-position n="740" lang="de" size="medium" show="number letters" controls></chess960-position>',
  );
  assert.ok(
    s.iframe.startsWith(
      '<iframe class="chess960-frame" src="https://club.example/chess960/embed.html?n=740&amp;lang=de"',
    ),
  );
  assert.ok(s.iframe.includes('title="Chess960-Startstellung Nr. 740"'));
  assert.ok(s.img.includes('src="https://club.example/chess960/svg/740.svg" width="340" height="391"'));
  for (const text of Object.values(s)) {
    assert.ok(!/\bstyle\s*=/.test(text), `no style attribute: ${text}`);
    assert.ok(!/<script>|<style/.test(text), `no inline script or style: ${text}`);
  }
  assert.equal(s['iframe-css'], '.chess960-frame { max-width: 100%; border: 0; }');
  assert.equal(s['img-css'], '.chess960-img { max-width: 100%; height: auto; }');
  assert.equal(
    s['csp-widget'],
    "Content-Security-Policy: default-src 'self'; script-src 'self' https://club.example/chess960/ 'wasm-unsafe-eval'",
  );
  assert.equal(
    s['csp-iframe'],
    "Content-Security-Policy: default-src 'self'; frame-src https://club.example/chess960/",
  );
  assert.equal(
    s['csp-img'],
    "Content-Security-Policy: default-src 'self'; img-src 'self' https://club.example/chess960/",
  );
  i18n.setLang('en');
  assert.ok(snippets('https://club.example/', 0, 'en').img.includes('alt="Chess960 start position no. 0"'));
});

test('snippets quote the address safely; the site address only over http(s)', () => {
  const s = snippets('https://x.example/a"b<c&d/', 1, 'de');
  assert.ok(s.widget.includes('src="https://x.example/a&quot;b&lt;c&amp;d/chess960-widget.js"'), s.widget);
  assert.equal(
    siteBase({ protocol: 'https:', href: 'https://club.example/c960/embed-docs.html?lang=en' }),
    'https://club.example/c960/',
  );
  assert.equal(siteBase({ protocol: 'file:', href: 'file:///home/x/dist/embed-docs.html' }), null);
});

test('the iframe page: a theme it knows, else light', () => {
  assert.equal(themeOf('dark'), 'dark');
  assert.equal(themeOf('AUTO'), 'auto');
  assert.equal(themeOf('<img src=x>'), 'light');
  assert.equal(themeOf(null), 'light');
});

test('the iframe page: the address becomes the widget’s attributes, as text', () => {
  const widget = win.document.createElement('chess960-position');
  const params = new URLSearchParams('n=TLLKSSDT&theme=dark&controls&size=small&onload=alert(1)');
  setAttributes(widget, params, 'fr');
  assert.equal(widget.getAttribute('n'), 'TLLKSSDT');
  assert.equal(widget.getAttribute('theme'), 'dark');
  assert.equal(widget.getAttribute('controls'), '');
  assert.equal(widget.getAttribute('size'), 'small');
  assert.equal(widget.getAttribute('onload'), null, 'only the widget’s attributes');
  assert.equal(widget.getAttribute('show'), 'number letters', 'by default the number and the back rank');
  assert.equal(widget.getAttribute('lang'), 'fr', 'by default the page’s language');
  const chosen = win.document.createElement('chess960-position');
  setAttributes(chosen, new URLSearchParams('show=fen&lang=en'), 'fr');
  assert.equal(chosen.getAttribute('show'), 'fen');
  assert.equal(chosen.getAttribute('lang'), 'en');
});
