// The first frame of a page with a first diagram (web/shared/first-frame.js), as a module in node
// under happy-dom: it decides the page's language as the translator will (so that the keyed text
// shows at once only when the HTML already speaks it) and adds the page's own scripts after the frame.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';

const win = installDom({ url: 'http://127.0.0.1/index.html' });
const { document } = win;
const firstFrame = await import('../../web/shared/first-frame.js');
let pages = 0;

// Makes the window a page at `search` whose <html lang="de"> waits for its language, with the
// stored language and browser languages given.
function openPage({ search = '', stored = null, languages = [] }) {
  win.happyDOM.setURL(`http://127.0.0.1/index.html${search}`);
  localStorage.clear();
  if (stored) localStorage.setItem('chess960.lang', stored);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: languages[0], configurable: true });
  const root = document.documentElement;
  root.setAttribute('lang', 'de');
  root.setAttribute('data-lang-pending', '');
  document.head.replaceChildren();
}

// Replaces requestAnimationFrame with a list of the frame callbacks asked for; returns the list.
function holdFrames() {
  const frames = [];
  globalThis.requestAnimationFrame = (fn) => frames.push(fn);
  return frames;
}

// Runs the frame callbacks asked for so far, then waits for the timers they set (and the 200 ms
// fallback).
async function afterFrame(frames) {
  frames.splice(0).forEach((fn) => fn());
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// Returns an early script element naming what to add after the frame.
function earlyScript(attributes) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
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

test('just after the first frame the HTML text shows only when the page speaks its language, as the translator decides', async () => {
  for (const c of cases) {
    openPage(c);
    const frames = holdFrames();
    firstFrame.afterFirstFrame(earlyScript({}));
    assert.ok(document.documentElement.hasAttribute('data-lang-pending'), 'hidden in the first frame');
    await afterFrame(frames);
    const translator = await import(`../../web/shared/i18n.js?page=${++pages}`);
    const lang = translator.lang();
    const label = JSON.stringify(c);
    assert.equal(firstFrame.language(), lang, label);
    assert.equal(document.documentElement.hasAttribute('data-lang-pending'), lang !== 'de', label);
  }
});

test('the preloads and page scripts the build names are added after the first frame, once', async () => {
  openPage({ languages: ['de'] });
  const frames = holdFrames();
  firstFrame.afterFirstFrame(
    earlyScript({ 'data-after-frame': 'index/main.js shared/extra.js', 'data-preload-after-frame': 'chess960.js' }),
  );
  const added = () =>
    [...document.head.children].map((n) =>
      n.localName === 'link' ? [n.rel, n.as, n.getAttribute('href')] : [n.localName, n.getAttribute('src'), n.async],
    );
  assert.deepEqual(added(), [], 'nothing before the frame');
  await afterFrame(frames);
  assert.deepEqual(added(), [
    ['preload', 'script', 'chess960.js'],
    ['script', 'index/main.js', false],
    ['script', 'shared/extra.js', false],
  ]);
});

test("without the build's list the first frame adds no script", async () => {
  openPage({ languages: ['de'] });
  globalThis.requestAnimationFrame = (fn) => fn();
  firstFrame.afterFirstFrame(earlyScript({}));
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(document.head.children.length, 0);
});
