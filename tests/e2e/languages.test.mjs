// Every page in the five languages loaded on demand (French, Spanish, Italian, Dutch, Polish),
// in headless Chromium: with ?lang=xx the page sets <html lang>, its heading, buttons, links and
// title carry no German left over (compared with the same page in German, where German and English
// differ), and it passes axe-core. A first visit takes the browser's language; a stored choice
// wins over it, ?lang= over both; the header's menu switches and remembers; the page shows English
// (never keys) until a language's words arrive; back ranks in the language's letters; the widget
// speaks Polish with lang="pl".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatViolations, openPage, runAxe, useSite } from './browser.mjs';

const site = useSite();
const NEW = ['fr', 'es', 'it', 'nl', 'pl'];
// Texts a language writes exactly as German does (abbreviations, loan words), by language; in
// all of them the wall's letters button, which offers English letters ("EN") on either page.
const SAME_AS_GERMAN = {
  all: [/^EN$/],
  fr: [/^Partie$/],
  nl: [/^Nr\./, /^Datum$/, /^beginnen$/],
};
const PAGES = [
  'index.html',
  'play.html',
  'draw.html',
  'wall.html',
  'tables.html',
  'embed-docs.html',
  'event.html',
  'verify.html',
  'credits.html',
  'wall.html?projector=1',
];

// Marks, in the page, each script of words (lang/<code>/<area>.js) once it has run and the page
// has shown its words: a task after the script's load (or error) event. For addInitScript.
function markWordScripts() {
  const mark = (event) => {
    const node = event.target;
    if (node instanceof HTMLScriptElement && /\/lang\/\w+\/[\w-]+\.js$/.test(node.src))
      setTimeout(() => node.setAttribute('data-test-arrived', ''), 0);
  };
  // (an element's load event does not reach the window: the document is the last in its path)
  document.addEventListener('load', mark, true);
  document.addEventListener('error', mark, true);
}

// Resolves once every script of words the page has added so far has run (see markWordScripts).
function wordsArrived(page) {
  return page.waitForFunction(() =>
    [...document.querySelectorAll('script[src*="/lang/"]')].every((node) => node.hasAttribute('data-test-arrived')),
  );
}

// Opens a page in a language (?lang=) and waits until its words have arrived.
async function openIn(context, page, lang) {
  const url = `${site.server.url}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
  // (the draw page marks <body data-ready="1">, the others <html data-ready="true">)
  const ready = 'html[data-ready="true"], body[data-ready="1"]';
  const opened = await openPage(site.browser, url, { context, ready, init: markWordScripts });
  await wordsArrived(opened.page);
  return opened;
}

// Returns the texts a reader meets first, by key: the title, the headings and every keyed button,
// link and label (data-i18n), and the aria-label of keyed controls.
function visibleTexts(page) {
  return page.evaluate(() => {
    const out = { title: document.title };
    const h1 = document.querySelector('h1');
    if (h1) out.h1 = h1.textContent.trim();
    document
      .querySelectorAll('button[data-i18n], a[data-i18n], h1[data-i18n], h2[data-i18n], label[data-i18n]')
      .forEach((node) => {
        out['text:' + node.getAttribute('data-i18n')] = node.textContent.trim();
      });
    document.querySelectorAll('button[id]').forEach((node) => {
      if (node.textContent.trim()) out['button#' + node.id] = node.textContent.trim();
    });
    document.querySelectorAll('[data-i18n-label]').forEach((node) => {
      out['label:' + node.getAttribute('data-i18n-label')] = node.getAttribute('aria-label');
    });
    return out;
  });
}

describe('pages in seven languages', () => {
  test('each page in French, Spanish, Italian, Dutch and Polish: no German left, <html lang>, axe', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    for (const page of PAGES) {
      // The German page, then the same page in English.
      const reference = {};
      for (const lang of ['de', 'en']) {
        const opened = await openIn(context, page, lang);
        reference[lang] = await visibleTexts(opened.page);
        await opened.page.close();
      }
      // The texts that depend on the language: German and English differ.
      const keys = Object.keys(reference.de).filter(
        (k) => reference.en[k] !== undefined && reference.de[k] !== reference.en[k],
      );
      assert.ok(keys.length >= 3, `${page}: language-dependent texts found (${keys.length})`);
      for (const lang of NEW) {
        const { page: p, problems } = await openIn(context, page, lang);
        assert.equal(await p.getAttribute('html', 'lang'), lang, `${page} ${lang}: <html lang>`);
        const texts = await visibleTexts(p);
        const same = SAME_AS_GERMAN.all.concat(SAME_AS_GERMAN[lang] || []);
        const german = keys.filter((k) => texts[k] === reference.de[k] && !same.some((re) => re.test(texts[k])));
        assert.deepEqual(german, [], `${page} ${lang}: German left: ${german.map((k) => reference.de[k]).join(' | ')}`);
        assert.equal(await p.inputValue('#lang'), lang, `${page} ${lang}: the menu shows the language`);
        const violations = await runAxe(p);
        assert.deepEqual(violations, [], `${page} ${lang}:\n${formatViolations(violations)}`);
        assert.deepEqual(problems, [], `${page} ${lang}`);
        await p.close();
      }
    }
    await context.close();
  });

  test('a first visit takes the browser language; a stored choice wins over it, ?lang= over both', async () => {
    const context = await site.browser.newContext({ locale: 'fr-FR' });
    const first = await openPage(site.browser, `${site.server.url}index.html`, { context, init: markWordScripts });
    await wordsArrived(first.page);
    assert.equal(await first.page.getAttribute('html', 'lang'), 'fr');
    assert.equal((await first.page.textContent('h1')).trim(), 'Échecs 960');
    assert.equal((await first.page.textContent('#losen')).trim(), 'tirer');
    await first.page.close();

    await context.addInitScript(() => localStorage.setItem('chess960.lang', 'pl'));
    const stored = await openPage(site.browser, `${site.server.url}play.html`, { context, init: markWordScripts });
    await wordsArrived(stored.page);
    assert.equal(await stored.page.getAttribute('html', 'lang'), 'pl');
    assert.equal((await stored.page.textContent('h1')).trim(), 'Graj w szachy 960');
    await stored.page.close();

    const asked = await openPage(site.browser, `${site.server.url}index.html?lang=es`, {
      context,
      init: markWordScripts,
    });
    await wordsArrived(asked.page);
    assert.equal(await asked.page.getAttribute('html', 'lang'), 'es');
    await context.close();

    // A browser in a language the site does not speak gets German, as before.
    const other = await openPage(site.browser, `${site.server.url}index.html`, { locale: 'pt-BR' });
    assert.equal(await other.page.getAttribute('html', 'lang'), 'de');
    await other.context.close();
  });

  test('the language menu: seven languages named in themselves, keyboard, remembered', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}index.html`, {
      init: markWordScripts,
    });
    const options = await page.$$eval('#lang option', (list) => list.map((o) => [o.value, o.textContent, o.lang]));
    assert.deepEqual(options, [
      ['de', 'Deutsch', 'de'],
      ['en', 'English', 'en'],
      ['fr', 'Français', 'fr'],
      ['es', 'Español', 'es'],
      ['it', 'Italiano', 'it'],
      ['nl', 'Nederlands', 'nl'],
      ['pl', 'Polski', 'pl'],
    ]);
    assert.equal(await page.getAttribute('#lang', 'aria-label'), 'Sprache · Language');
    await page.focus('#lang');
    await page.selectOption('#lang', 'it');
    await wordsArrived(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    assert.equal((await page.textContent('#losen')).trim(), 'sorteggia');
    assert.equal(await page.getAttribute('#lang', 'aria-label'), 'Lingua · Language');
    assert.equal(await page.evaluate(() => localStorage.getItem('chess960.lang')), 'it');
    // Back to German by keyboard: Home picks the first option.
    await page.focus('#lang');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal((await page.textContent('#losen')).trim(), 'losen');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('until the words arrive the page shows English, never keys; then the language', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await context.route('**/lang/nl/**', async (route) => {
      await held;
      await route.continue();
    });
    await context.addInitScript(markWordScripts);
    const page = await context.newPage();
    // (the held scripts hold the load event too: wait for the parsed page only)
    await page.goto(`${site.server.url}index.html?lang=nl`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    assert.equal((await page.textContent('#losen')).trim(), 'draw');
    assert.doesNotMatch(await page.textContent('body'), /start\.\w+|nav\.\w+/);
    release();
    await wordsArrived(page);
    assert.equal((await page.textContent('#losen')).trim(), 'loten');
    await context.close();
  });

  test('back ranks and the key to the letters in the language letters: start page, tables, wall', async () => {
    const expected = { fr: 'TCFDRFCT', es: 'TCADRACT', it: 'TCADRACT', nl: 'TPLDKLPT', pl: 'WSGHKGSW' };
    // The national scoresheets' letters of K Q R B N, each with the piece's name.
    const legends = {
      fr: 'R roi · D dame · T tour · F fou · C cavalier',
      es: 'R rey · D dama · T torre · A alfil · C caballo',
      it: 'R re · D donna · T torre · A alfiere · C cavallo',
      nl: 'K koning · D dame · T toren · L loper · P paard',
      pl: 'K król · H hetman · W wieża · G goniec · S skoczek',
    };
    const context = await site.browser.newContext({ locale: 'de-DE' });
    for (const lang of NEW) {
      const start = await openIn(context, 'index.html?n=518', lang);
      assert.equal((await start.page.textContent('#rank-de')).trim(), expected[lang], `start ${lang}`);
      assert.equal(await start.page.getAttribute('#rank-de', 'lang'), lang);
      assert.equal((await start.page.textContent('#rank-en')).trim(), 'RNBQKBNR');
      assert.equal((await start.page.textContent('#legend')).trim(), legends[lang], `start ${lang}: the key`);
      await start.page.close();
    }
    const wall = await openIn(context, 'wall.html?n=518', 'pl');
    assert.equal((await wall.page.textContent('#rank')).trim(), 'WSGHKGSW');
    assert.equal((await wall.page.textContent('#letters')).trim(), 'EN');
    await wall.page.click('#letters');
    assert.equal((await wall.page.textContent('#rank')).trim(), 'RNBQKBNR');
    assert.equal((await wall.page.textContent('#letters')).trim(), 'PL');
    await wall.page.close();
    // A back rank typed in the page's letters is read in them.
    const typed = await openIn(context, 'index.html', 'fr');
    await typed.page.fill('#number', 'TCFDRFCT');
    await typed.page.click('#setzen');
    await typed.page.waitForFunction(() => /518/.test(document.getElementById('pos-number').textContent));
    await typed.page.close();
    await context.close();
  });

  test('the widget with lang="pl" speaks Polish and writes Polish letters', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}embed.html?n=518&lang=pl`, {
      ready: 'chess960-position',
    });
    const widget = page.locator('chess960-position');
    await page.waitForFunction(() => {
      const el = document.querySelector('chess960-position');
      return el && el.shadowRoot && /WSGHKGSW/.test(el.shadowRoot.textContent);
    });
    const text = await widget.evaluate((el) => el.shadowRoot.textContent);
    assert.match(text, /Nr 518/);
    assert.match(text, /zwykła pozycja początkowa/);
    assert.match(text, /\(RNBQKBNR\)/);
    const label = await widget.evaluate((el) =>
      el.shadowRoot.querySelector('[role="img"], svg').getAttribute('aria-label'),
    );
    assert.equal(label, 'Pozycja początkowa Chess960 518: WSGHKGSW');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
