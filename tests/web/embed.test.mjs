// The embed guide's snippets (web/embed/docs.js) and the iframe page's theme (web/embed/embed.js)
// in node on the DOM shim: what a webmaster copies works under a strict CSP (no style attribute,
// no inline script), carries the address, number and language, and quotes safely.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FILES = [
  'web/shared/i18n.js',
  'web/shared/strings.js',
  'web/shared/page.js',
  'web/shared/start-number.js',
  'web/embed/strings.js',
  'web/embed/docs.js',
  'web/embed/embed.js',
];

// Returns a window with the embed scripts loaded (the pages' start waits for elements they lack).
function embedWindow(search = '') {
  const win = createWindow({ search });
  win.document.readyState = 'loading';
  runScripts(root, win, FILES);
  return win;
}

test('snippets: address, number and language in; no style attribute, no inline script', () => {
  const win = embedWindow();
  const { snippets } = win.Chess960Embed.docs;
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
  win.Chess960Web.i18n.setLang('en');
  assert.ok(snippets('https://club.example/', 0, 'en').img.includes('alt="Chess960 start position no. 0"'));
});

test('snippets quote the address safely; the site address only over http(s)', () => {
  const { snippets, siteBase } = embedWindow().Chess960Embed.docs;
  const s = snippets('https://x.example/a"b<c&d/', 1, 'de');
  assert.ok(s.widget.includes('src="https://x.example/a&quot;b&lt;c&amp;d/chess960-widget.js"'), s.widget);
  assert.equal(
    siteBase({ protocol: 'https:', href: 'https://club.example/c960/embed-docs.html?lang=en' }),
    'https://club.example/c960/',
  );
  assert.equal(siteBase({ protocol: 'file:', href: 'file:///home/x/dist/embed-docs.html' }), null);
});

test('the iframe page: a theme it knows, else light', () => {
  const { themeOf } = embedWindow().Chess960Embed.frame;
  assert.equal(themeOf('dark'), 'dark');
  assert.equal(themeOf('AUTO'), 'auto');
  assert.equal(themeOf('<img src=x>'), 'light');
  assert.equal(themeOf(null), 'light');
});
