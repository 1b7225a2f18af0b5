// The first frame of a page with a first diagram (web/shared/first-frame.js), in node on the DOM
// shim: it decides the page's language as the translator will (so that the keyed text shows at
// once only when the HTML already speaks it) and adds the page's own scripts after the frame.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Returns a shim window whose <html lang="de"> waits for its language, with the address, stored
// language and browser languages given.
function pageWindow({ search = '', stored = null, languages = [] }) {
  const storage = new Map(stored ? [['chess960.lang', stored]] : []);
  const win = createWindow({ search, storage });
  win.navigator = { languages, language: languages[0] };
  win.document.documentElement.setAttribute('lang', 'de');
  win.document.documentElement.setAttribute('data-lang-pending', '');
  return win;
}

const cases = [
  { search: '', stored: null, languages: [] },
  { search: '', stored: null, languages: ['en-US', 'en'] },
  { search: '', stored: null, languages: ['de-AT'] },
  { search: '', stored: null, languages: ['ja', 'fr-CA'] },
  { search: '', stored: 'de', languages: ['en-US'] },
  { search: '', stored: 'en', languages: ['de-DE'] },
  { search: '', stored: 'xx', languages: ['pl'] },
  { search: '?lang=de', stored: 'en', languages: ['en'] },
  { search: '?lang=EN', stored: 'de', languages: ['de'] },
  { search: '?lang=zz', stored: null, languages: ['it-IT'] },
];

// Runs the frame callbacks asked for so far, then waits for the timers they set (and the 200 ms
// fallback).
async function afterFrame(frames) {
  frames.splice(0).forEach((fn) => fn());
  await new Promise((resolve) => setTimeout(resolve, 250));
}

test('just after the first frame the HTML text shows only when the page speaks its language, as the translator decides', async () => {
  for (const c of cases) {
    const early = pageWindow(c);
    const frames = [];
    early.requestAnimationFrame = (fn) => frames.push(fn);
    early.document.head = early.document.documentElement.appendChild(early.document.createElement('head'));
    runScripts(root, early, ['web/shared/first-frame.js']);
    assert.ok(early.document.documentElement.hasAttribute('data-lang-pending'), 'hidden in the first frame');
    await afterFrame(frames);
    const translator = pageWindow(c);
    runScripts(root, translator, ['web/shared/i18n.js']);
    const lang = translator.Chess960Web.i18n.lang();
    const label = JSON.stringify(c);
    assert.equal(early.Chess960Web.firstFrame.language(), lang, label);
    assert.equal(early.document.documentElement.hasAttribute('data-lang-pending'), lang !== 'de', label);
  }
});

test('the preloads and page scripts the build names are added after the first frame, once', async () => {
  const win = pageWindow({ languages: ['de'] });
  const doc = win.document;
  doc.head = doc.documentElement.appendChild(doc.createElement('head'));
  doc.currentScript = doc.createElement('script');
  doc.currentScript.setAttribute('data-after-frame', 'index.bundle.js shared/sw-register.js');
  doc.currentScript.setAttribute('data-preload-after-frame', 'chess960.js');
  const frames = [];
  win.requestAnimationFrame = (fn) => frames.push(fn);
  runScripts(root, win, ['web/shared/first-frame.js']);
  const added = () =>
    doc.head.childNodes.map((n) => (n.nodeName === 'link' ? [n.rel, n.as, n.href] : [n.nodeName, n.src, n.async]));
  assert.deepEqual(added(), [], 'nothing before the frame');
  await afterFrame(frames);
  assert.deepEqual(added(), [
    ['preload', 'script', 'chess960.js'],
    ['script', 'index.bundle.js', false],
    ['script', 'shared/sw-register.js', false],
  ]);
});

test("without the build's list (the pages in web/) the first frame adds no script", async () => {
  const win = pageWindow({ languages: ['de'] });
  const doc = win.document;
  doc.head = doc.documentElement.appendChild(doc.createElement('head'));
  doc.currentScript = doc.createElement('script');
  win.requestAnimationFrame = (fn) => fn();
  runScripts(root, win, ['web/shared/first-frame.js']);
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(doc.head.childNodes.length, 0);
});
