// Browser tests of what an arbiter relies on beyond the workflow (event.html, verify.html): a
// damaged or partly malformed saved list is kept aside and offered for download, never written
// over unseen; the verify link carries every setting and verify.html says what the rounds depend
// on; a public value is read by the core's white-space rule and never dropped; options survive a
// reload; a round shown again keeps its countdown; a large import does not freeze the page;
// imported duplicate ids; long names; axe.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { useSite, openPage, runAxe, formatViolations } from './browser.mjs';

const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SECRET_C = '7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const fingerprint = (hex) => hex.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ');

// Returns a saved event as the page keeps it (secret A: rounds 634 522 541 … with 518 excluded).
function eventA(extra = {}) {
  return {
    id: 'eA',
    name: 'Club',
    rounds: 9,
    exclude: [518],
    bothColours: false,
    secret: SECRET,
    commitment: sha256(SECRET),
    fingerprint: fingerprint(sha256(SECRET)),
    created: '2026-03-01T10:00:00.000Z',
    public: '',
    publicFixed: true,
    revealed: [{ round: 1, number: 634, at: '2026-03-01T10:05:00.000Z' }],
    secretRevealedAt: null,
    ...extra,
  };
}

const listText = (events) => JSON.stringify({ format: 'chess960-events', version: 1, events });

describe('event page: nothing lost, nothing wrong shown', () => {
  const site = useSite();

  // Opens event.html with `saved` as the stored event list (a text), answering every dialog
  // with `answer` (true: OK); resolves to { page, context, problems, dialogs }.
  async function openWith(saved, { answer = true, url = 'event.html', before, ...options } = {}) {
    const init = saved === undefined ? undefined : `localStorage.setItem('chess960.events', ${JSON.stringify(saved)})`;
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      ...options,
    });
    if (before) await context.addInitScript(before);
    if (init)
      await context.addInitScript(
        `if (!sessionStorage.getItem('seeded')) { ${init}; sessionStorage.setItem('seeded', '1'); }`,
      );
    const opened = await openPage(site.browser, `${site.server.url}${url}`, { context });
    opened.page.setDefaultTimeout(10000);
    const dialogs = [];
    opened.page.on('dialog', (d) => {
      dialogs.push(d.message());
      return answer ? d.accept() : d.dismiss();
    });
    return { ...opened, dialogs };
  }

  // Creates an event from the form.
  async function createEvent(page, { name = 'Club 2026', rounds = '5' } = {}) {
    await page.fill('#name', name);
    await page.fill('#rounds', rounds);
    await page.click('#new-form button[type=submit]');
    await page.waitForSelector('#current:not([hidden])');
  }

  // Returns the texts kept aside in the page's storage.
  const keptAside = (page) =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('chess960.events.unreadable.'))
        .sort()
        .map((k) => localStorage.getItem(k)),
    );

  test('a damaged list (cut by 20 characters) is kept aside with a warning and a download', async () => {
    const cut = listText([eventA()]).slice(0, -20);
    const { page, context, problems } = await openWith(cut);
    await page.waitForSelector('#storage-notice:not([hidden])');
    assert.match(await page.textContent('#storage-notice'), /beschädigt/);
    assert.deepEqual(await keptAside(page), [cut]);
    // Creating an event writes a new list; the old text (with its secret) stays aside.
    await createEvent(page, { name: 'Neu' });
    assert.deepEqual(await keptAside(page), [cut]);
    assert.match(await page.evaluate(() => localStorage.getItem('chess960.events')), /"Neu"/);
    // After a reload the warning and the download are still there; the file is the text.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForSelector('#storage-notice:not([hidden])');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('#aside-list button:has-text("Herunterladen")'),
    ]);
    assert.equal(fs.readFileSync(await download.path(), 'utf8'), cut);
    assert.match(download.suggestedFilename(), /^chess960-events-unreadable-.*\.txt$/);
    const violations = await runAxe(page);
    assert.deepEqual(violations, [], formatViolations(violations));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a damaged list that cannot be kept aside (storage full) is not written over until downloaded', async () => {
    const cut = listText([eventA()]).slice(0, -20);
    // A full storage for new keys: keeping aside fails.
    const before = () => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith('chess960.events.unreadable.')) throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, key, value);
      };
    };
    const { page, context } = await openWith(cut, { url: 'event.html?lang=en', before });
    await page.waitForSelector('#storage-notice:not([hidden])');
    assert.match(await page.textContent('#storage-text'), /could not be kept aside \(storage full\)/);
    await createEvent(page, { name: 'New' });
    assert.equal(await page.evaluate(() => localStorage.getItem('chess960.events')), cut, 'not written over');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#aside-list button')]);
    assert.equal(fs.readFileSync(await download.path(), 'utf8'), cut);
    await page.waitForFunction(() => /"New"/.test(localStorage.getItem('chess960.events')));
    await context.close();
  });

  test('malformed saved entries are skipped with a notice; the page starts with the others', async () => {
    const noRevealed = eventA({ id: 'n' });
    delete noRevealed.revealed;
    const saved = listText([null, {}, noRevealed, eventA({ id: 'z', secret: 'zz' }), eventA({ id: 'ok' })]);
    const { page, context, problems } = await openWith(saved);
    await page.waitForSelector('#current:not([hidden])');
    assert.equal(await page.locator('#event-list li').count(), 1);
    assert.equal(await page.textContent('#current-name'), 'Club');
    const notice = await page.textContent('#storage-text');
    assert.match(notice, /4 gespeicherte Turniere konnten nicht gelesen werden/);
    assert.match(
      notice,
      /Nr\. 1: kein Turnier, Nr\. 2: Runden oder Ausschlüsse, Nr\. 3: aufgedeckte Runden, Nr\. 4: Geheimnis/,
    );
    assert.deepEqual(await keptAside(page), [saved]);
    await page.click('#reveal');
    await page.waitForFunction(() => document.querySelectorAll('#rounds-body td.number')[1].textContent !== '–');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the verify link carries every setting; verify.html names what the rounds depend on', async () => {
    const { page, context } = await openWith(undefined);
    await page.fill('#name', 'Link');
    await page.fill('#rounds', '4');
    await page.check('#no-534');
    await page.fill('#exclude', '12');
    await page.check('#both');
    await page.click('#new-form button[type=submit]');
    await page.waitForSelector('#current:not([hidden])');
    await page.fill('#public', 'Lotto 3 17 22');
    await page.click('#public-save');
    await page.click('#reveal');
    await page.waitForFunction(() => document.querySelector('#reveal').textContent === 'Runde 2 aufdecken');
    await page.click('#reveal-secret');
    await page.waitForSelector('#secret-block:not([hidden])');
    const href = await page.getAttribute('#verify-link', 'href');
    const q = new URL(href).searchParams;
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events[0]);
    assert.equal(q.get('c'), stored.commitment);
    assert.equal(q.get('s'), stored.secret);
    assert.equal(q.get('p'), 'Lotto 3 17 22');
    assert.equal(q.get('r'), '4');
    assert.deepEqual(q.get('x').split(','), ['12', '518', '534']);
    assert.equal(q.get('b'), '1');
    const mine = await page.$$eval('#rounds-body td.number', (tds) => tds.map((t) => t.textContent));
    // The link opens the same rounds, with the settings named.
    await page.goto(href);
    await page.waitForSelector('#verify-result:not([hidden])');
    const theirs = await page.$$eval('#verify-rounds td.number', (tds) => tds.map((t) => t.textContent));
    assert.deepEqual(theirs.slice(0, 1), mine.slice(0, 1));
    assert.equal(theirs.length, 4);
    assert.equal(theirs[0], theirs[1], 'both colours: each position twice');
    const basis = await page.textContent('#verify-basis');
    assert.match(
      basis,
      /öffentlicher Wert „\u2068Lotto 3 17 22\u2069“ · 4 Runden · ausgeschlossen: 12, 518, 534 · beide Farben/,
    );
    assert.equal(await page.isHidden('#verify-missing'), true);
    await context.close();
  });

  test('verify.html opened with commitment and secret only says which settings the link left out', async () => {
    const url = `verify.html?c=${sha256(SECRET_C)}&s=${SECRET_C}`;
    const { page, context } = await openWith(undefined, { url });
    await page.waitForSelector('#verify-result:not([hidden])');
    assert.match(await page.textContent('#verify-ok'), /Das Geheimnis passt zur Festlegung/);
    assert.doesNotMatch(await page.textContent('#verify-ok'), /Runden/);
    const missing = await page.textContent('#verify-missing');
    assert.match(missing, /Der Link enthält nicht: Öffentlicher Wert, Runden, Ausgeschlossene Nummern, beide Farben/);
    assert.match(await page.textContent('#verify-basis'), /kein öffentlicher Wert · 7 Runden · ausgeschlossen: 518/);
    assert.match(await page.textContent('.verify-page'), /Die Runden hängen außer vom Geheimnis vom öffentlichen Wert/);
    // Typing the public value in takes it off the list.
    await page.fill('#public', '12 19 23 31 40 45');
    await page.fill('#exclude', '518 534');
    await page.click('#verify-form button[type=submit]');
    await page.waitForFunction(() =>
      /Runden, beide Farben\./.test(document.querySelector('#verify-missing').textContent),
    );
    const numbers = await page.$$eval('#verify-rounds td.number', (tds) => tds.map((t) => Number(t.textContent)));
    assert.deepEqual(numbers, [841, 243, 272, 457, 202, 423, 707]); // docs/event.md, vector C
    await context.close();
  });

  test('Unicode spaces in the public value: the page fixes what the core reads; verify agrees', async () => {
    const { page, context, dialogs } = await openWith(listText([eventA({ publicFixed: false, revealed: [] })]));
    await page.waitForSelector('#current:not([hidden])');
    // No-break space, narrow no-break space, ideographic space, thin space: all white space.
    await page.fill('#public', '\u00a0Lotto\u202f 3\u300017\u200922 ');
    await page.click('#public-save');
    await page.click('#reveal');
    await page.waitForFunction(() => document.querySelector('#rounds-body td.number').textContent !== '–');
    const first = await page.textContent('#rounds-body td.number');
    const expected = await page.evaluate(
      (s) =>
        createChess960Event().then(
          (api) => api.eventRounds({ secret: s, public: 'Lotto 3 17 22', rounds: 1, exclude: [518] })[0].number,
        ),
      SECRET,
    );
    assert.equal(first, String(expected));
    // verify.html with the value as typed (the spaces kept) gives the same round.
    const url = `verify.html?c=${sha256(SECRET)}&s=${SECRET}&r=9&x=518&b=0&p=${encodeURIComponent('\u00a0Lotto\u202f 3\u300017\u200922 ')}`;
    await page.goto(`${site.server.url}${url}`);
    await page.waitForSelector('#verify-result:not([hidden])');
    assert.equal(await page.textContent('#verify-rounds td.number'), first);
    assert.match(await page.textContent('#verify-basis'), /öffentlicher Wert „\u2068Lotto 3 17 22\u2069“/);
    // The page asked with the value as the core reads it, and shows it so.
    assert.match(dialogs[0], /„\u2068Lotto 3 17 22\u2069“ festhalten/);
    await page.goBack();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.inputValue('#public'), 'Lotto 3 17 22');
    assert.equal(await page.evaluate(() => document.querySelector('#public').readOnly), true);
    await context.close();
  });

  test('a typed public value is never dropped on reveal: asked first, used on OK, nothing on cancel', async () => {
    const saved = listText([eventA({ publicFixed: false, revealed: [] })]);
    const cancel = await openWith(saved, { answer: false });
    const page = cancel.page;
    await page.waitForSelector('#current:not([hidden])');
    await page.fill('#public', '4 8 15');
    const answered = Promise.race([
      page.waitForEvent('dialog'),
      page.waitForFunction(() => document.querySelector('#reveal').textContent === 'Runde 2 aufdecken'),
    ]);
    await page.click('#reveal');
    await answered;
    assert.equal(await page.textContent('#rounds-body td.number'), '–', 'nothing revealed');
    assert.match(cancel.dialogs[0], /„\u20684 8 15\u2069“, noch nicht festgehalten/);
    assert.equal(await page.inputValue('#public'), '4 8 15', 'the typed value stays');
    assert.equal(
      await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events[0].publicFixed),
      false,
    );
    await cancel.context.close();
    const ok = await openWith(saved, { answer: true });
    await ok.page.waitForSelector('#current:not([hidden])');
    await ok.page.fill('#public', '4 8 15');
    await ok.page.click('#reveal');
    await ok.page.waitForFunction(() => document.querySelector('#rounds-body td.number').textContent !== '–');
    const kept = await ok.page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events[0]);
    assert.equal(kept.public, '4 8 15');
    assert.equal(kept.publicFixed, true);
    const expected = await ok.page.evaluate(
      (s) =>
        createChess960Event().then(
          (api) => api.eventRounds({ secret: s, public: '4 8 15', rounds: 1, exclude: [518] })[0].number,
        ),
      SECRET,
    );
    assert.equal(kept.revealed[0].number, expected);
    assert.equal(await ok.page.textContent('#public-state'), 'Festgehalten: „\u20684 8 15\u2069“');
    await ok.context.close();
  });

  test('a lone surrogate in the public value is refused in the page language (ERR_EVENT_PUBLIC)', async () => {
    const { page, context } = await openWith(listText([eventA({ publicFixed: false, revealed: [] })]), {
      url: 'event.html?lang=en',
    });
    await page.waitForSelector('#current:not([hidden])');
    await page.evaluate(() => {
      document.querySelector('#public').value = 'Lotto \ud800';
    });
    await page.click('#public-save');
    await page.waitForSelector('#page-error:not([hidden])');
    assert.match(await page.textContent('#page-error'), /The public value is not readable text/);
    assert.equal(
      await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events[0].publicFixed),
      false,
    );
    await context.close();
  });

  // Opens event.html with a controlled clock and one new event; resolves to { page, context }.
  async function withClock() {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = (await openPage(site.browser, `${site.server.url}event.html`, { context })).page;
    page.setDefaultTimeout(10000);
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await createEvent(page, { name: 'Uhr', rounds: '3' });
    return { page, context };
  }

  test('the study time and the QR option survive a reload', async () => {
    const { page, context } = await withClock();
    await page.selectOption('#study', '10');
    await page.check('#show-qr');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.inputValue('#study'), '10');
    assert.equal(await page.isChecked('#show-qr'), true);
    await page.selectOption('#study', 'other');
    await page.fill('#study-other', '7,5');
    await page.dispatchEvent('#study-other', 'change');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.inputValue('#study'), 'other');
    assert.equal(await page.inputValue('#study-other'), '7,5');
    assert.equal(await page.isVisible('#study-other'), true);
    await context.close();
  });

  test('showing a round on the wall again keeps its countdown; another study time restarts it', async () => {
    const { page, context } = await withClock();
    await page.selectOption('#study', '10');
    await page.click('#reveal');
    await page.click('#project');
    await page.waitForFunction(() => document.querySelector('#preview .hall-time').textContent === '10:00');
    await page.clock.fastForward(90000);
    await page.waitForFunction(() => document.querySelector('#preview .hall-time').textContent === '8:30');
    await page.click('#project');
    await page.clock.fastForward(1000);
    assert.equal(await page.textContent('#preview .hall-time'), '8:29');
    await page.selectOption('#study', '2');
    await page.click('#project');
    await page.waitForFunction(() => document.querySelector('#preview .hall-time').textContent === '2:00');
    await context.close();
  });

  // Returns the text of an export file of `count` events of 959 rounds (2 revealed; checking
  // one draws all its rounds), built with the page's own module; the first has id `firstId`.
  function bigFile(page, count, firstId) {
    return page.evaluate(
      ([n, first]) =>
        createChess960Event().then((api) => {
          const events = [];
          for (let i = 0; i < n; i++) {
            const secret = api.eventNewSecret();
            const keys = api.eventCommitment(secret);
            const rows = api.eventRounds({ secret, rounds: 2, exclude: [518] });
            events.push({
              id: i === 0 ? first : `big${i}`,
              name: `Groß ${i}`,
              rounds: 959,
              exclude: [518],
              bothColours: false,
              secret,
              commitment: keys.commitment,
              fingerprint: keys.fingerprint,
              public: '',
              publicFixed: true,
              revealed: rows.map((r) => ({ round: r.round, number: r.number, at: '' })),
            });
          }
          return JSON.stringify({ format: 'chess960-events', version: 1, events });
        }),
      [count, firstId],
    );
  }

  // Imports a file's text through the page's file input.
  const importText = (page, text) =>
    page.setInputFiles('#import', { name: 'e.json', mimeType: 'application/json', buffer: Buffer.from(text) });

  test('a large import keeps the page responsive and shows its progress', async () => {
    const { page, context } = await openWith(undefined);
    const file = await bigFile(page, 40, 'big0');
    await page.evaluate(() => {
      window.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
      }).observe({ type: 'longtask', buffered: false });
      window.progress = [];
      new MutationObserver(() => window.progress.push(document.querySelector('#file-message').textContent)).observe(
        document.querySelector('#file-message'),
        { childList: true, characterData: true, subtree: true },
      );
    });
    const started = Date.now();
    await importText(page, file);
    await page.waitForFunction(() => document.querySelectorAll('#event-list li').length === 40, null, {
      timeout: 60000,
    });
    const took = Date.now() - started;
    const longest = await page.evaluate(() => window.longest);
    console.log(`import of 40 events of 959 rounds: ${took} ms, longest task ${Math.round(longest)} ms`);
    assert.ok(longest < 500, `a task of ${Math.round(longest)} ms froze the page`);
    const progress = await page.evaluate(() => window.progress);
    assert.ok(
      progress.some((t) => /Datei wird geprüft: \d+ von 40/.test(t)),
      progress.join(' | '),
    );
    assert.match(await page.textContent('#file-message'), /^Importiert: 40 neue/);
    await context.close();
  });

  test('an imported event whose id is taken gets a new one: selected alone, revealed alone', async () => {
    const { page, context } = await openWith(listText([eventA({ id: 'same' })]));
    const other = eventA({ id: 'same', name: 'Andere', secret: SECRET_C, commitment: sha256(SECRET_C), revealed: [] });
    await importText(page, listText([other]));
    await page.waitForFunction(() => document.querySelectorAll('#event-list li').length === 2);
    const ids = await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events.map((e) => e.id));
    assert.equal(new Set(ids).size, 2, `ids ${ids}`);
    await page.click('#event-list button:has-text("Andere")');
    assert.equal(await page.locator('#event-list button[aria-pressed="true"]').count(), 1);
    assert.equal(await page.textContent('#current-name'), 'Andere');
    await page.click('#reveal');
    await page.waitForFunction(() => document.querySelector('#reveal').textContent === 'Runde 2 aufdecken');
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events);
    assert.deepEqual(
      after.map((e) => [e.name, e.revealed.length]),
      [
        ['Club', 1],
        ['Andere', 1],
      ],
    );
    assert.match(
      await page.textContent('#file-message'),
      /1 davon hatte die Kennung eines anderen Turniers und bekam eine neue/,
    );
    await context.close();
  });

  test('a refused import leaves no "imported" line beside "nothing was changed"', async () => {
    const { page, context } = await openWith(undefined);
    await importText(page, listText([eventA()]));
    await page.waitForFunction(() => /importiert/i.test(document.querySelector('#file-message').textContent));
    await importText(page, '{"format":"x"}');
    await page.waitForSelector('#page-error:not([hidden])');
    assert.match(await page.textContent('#page-error'), /Nichts wurde geändert/);
    assert.equal(await page.textContent('#file-message'), '');
    await context.close();
  });

  test('a 200-character name without spaces keeps the page width, on a laptop and a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await openWith(undefined, { viewport });
      await createEvent(page, { name: 'W'.repeat(200) });
      await page.click('#reveal');
      await page.click('#project');
      await page.waitForFunction(() => /^Runde 1/.test(document.querySelector('#preview .hall-title').textContent));
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(widths[0] <= widths[1], `page ${widths[0]} px wide in a ${widths[1]} px window`);
      await context.close();
    }
  });

  test('the event page passes axe with an event shown on the wall (rounds table, heading order)', async () => {
    const { page, context } = await openWith(undefined);
    await createEvent(page, { name: 'Axe' });
    await page.click('#reveal');
    await page.click('#project');
    await page.waitForFunction(() => /^Runde 1/.test(document.querySelector('#preview .hall-title').textContent));
    const violations = await runAxe(page);
    assert.deepEqual(violations, [], formatViolations(violations));
    assert.match(await page.textContent('#wall-state'), /^An der Wand: Runde 1 · Nr\. \d+$/);
    await context.close();
  });
});
