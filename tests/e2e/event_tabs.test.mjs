// Browser tests of the event page's saved list where it can be lost or shown wrong (event.html):
// two tabs of one browser each writing the list (no event, secret or reveal lost; the other tab
// told), a full storage (the events not saved named, their export right there), a saved reveal
// that does not fit its secret (crossed out, said, not put on the wall), and values that a
// right-to-left override would turn round (isolated in the sentences).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { useSite, openPage } from './browser.mjs';

const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events);

describe('event page: the saved list across tabs and a full storage', () => {
  const site = useSite();

  // Returns a new context (English) with `before` run in each of its pages first.
  async function newContext(before) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    if (before) await context.addInitScript(before);
    return context;
  }

  // Opens event.html?lang=en in the context; resolves to { page, problems }.
  async function open(context) {
    const opened = await openPage(site.browser, `${site.server.url}event.html?lang=en`, { context });
    opened.page.setDefaultTimeout(10000);
    opened.page.on('dialog', (d) => d.accept());
    return opened;
  }

  // Creates an event from the form.
  async function createEvent(page, name) {
    await page.fill('#name', name);
    await page.fill('#rounds', '5');
    await page.click('#new-form button[type=submit]');
    await page.waitForFunction((n) => document.querySelector('#current-name').textContent === n, name);
  }

  // Returns the names in the page's list of events.
  const listed = (page) => page.$$eval('#event-list button', (bs) => bs.map((b) => b.textContent));

  test('two tabs: A creates "Open A", B "Open B", A reveals round 1: both events and secrets stay', async () => {
    const context = await newContext();
    const a = await open(context);
    const b = await open(context);
    const secretOf = async (page, name) => (await stored(page)).find((e) => e.name === name).secret;
    await createEvent(a.page, 'Open A');
    const secretA = await secretOf(a.page, 'Open A');
    await createEvent(b.page, 'Open B');
    const secretB = await secretOf(b.page, 'Open B');
    await a.page.click('#reveal');
    await a.page.waitForFunction(() => document.querySelector('#reveal').textContent === 'Reveal round 2');
    const shownA = await a.page.textContent('#rounds-body td.number');
    await b.page.reload();
    await b.page.waitForSelector('html[data-ready="true"]');
    await a.page.reload();
    await a.page.waitForSelector('html[data-ready="true"]');
    const after = await stored(a.page);
    assert.deepEqual(
      after.map((e) => [e.name, e.secret, e.revealed.map((r) => String(r.number))]),
      [
        ['Open A', secretA, [shownA]],
        ['Open B', secretB, []],
      ],
    );
    for (const e of after) assert.equal(e.commitment, sha256(e.secret), `${e.name}: the secret of its commitment`);
    assert.deepEqual(await listed(b.page), ['\u2068Open A\u2069', '\u2068Open B\u2069']);
    // B reveals round 1 of its event: A's reveal stays, and A shows B's at once and says so.
    assert.equal(await a.page.isVisible('#tab-notice'), false);
    await b.page.click('#event-list button:has-text("Open B")');
    await b.page.click('#reveal');
    await b.page.waitForFunction(() => document.querySelector('#reveal').textContent === 'Reveal round 2');
    assert.deepEqual(
      (await stored(b.page)).map((e) => e.revealed.length),
      [1, 1],
    );
    await a.page.waitForSelector('#tab-notice:not([hidden])');
    assert.match(await a.page.textContent('#tab-notice'), /Another tab of this page changed the list of events/);
    await a.page.click('#event-list button:has-text("Open B")');
    assert.equal(await a.page.textContent('#reveal'), 'Reveal round 2');
    assert.deepEqual(a.problems, []);
    assert.deepEqual(b.problems, []);
    await context.close();
  });

  test('an event deleted in one tab stays deleted when the other tab writes', async () => {
    const context = await newContext();
    const a = await open(context);
    const b = await open(context);
    await createEvent(a.page, 'Keep');
    await createEvent(a.page, 'Gone');
    await b.page.waitForFunction(() => document.querySelectorAll('#event-list li').length === 2);
    await a.page.click('#delete');
    await a.page.waitForFunction(() => document.querySelectorAll('#event-list li').length === 1);
    await b.page.waitForFunction(() => document.querySelectorAll('#event-list li').length === 1);
    await createEvent(b.page, 'New in B');
    assert.deepEqual(
      (await stored(a.page)).map((e) => e.name),
      ['Keep', 'New in B'],
    );
    await context.close();
  });

  test('a full storage: the events not saved are named with their export, nothing is lost silently', async () => {
    // Storage refuses the list of events, as a full one does.
    const context = await newContext(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key === 'chess960.events') throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, key, value);
      };
    });
    const { page } = await open(context);
    await createEvent(page, 'Club full');
    await page.waitForSelector('#save-alert:not([hidden])');
    const alert = await page.textContent('#save-alert');
    assert.match(alert, /did not save 1 event \(storage full or switched off\): \u2068Club full\u2069/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-alert-export')]);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    const here = await page.evaluate(() => document.querySelector('#commitment').textContent.replace(/ /g, ''));
    assert.equal(file.events.length, 1);
    assert.equal(sha256(file.events[0].secret), here, 'the export holds the secret of the commitment shown');
    await context.close();
  });

  test('a saved reveal that does not fit the secret is crossed out, said, and not put on the wall', async () => {
    const event = {
      id: 'eA',
      name: 'Club',
      rounds: 9,
      exclude: [518],
      bothColours: false,
      secret: SECRET,
      commitment: sha256(SECRET),
      fingerprint: sha256(SECRET)
        .slice(0, 16)
        .replace(/(.{4})(?!$)/g, '$1 '),
      created: '',
      public: '',
      publicFixed: true,
      revealed: [{ round: 1, number: 0, at: '2026-03-01T10:05:00.000Z' }],
      secretRevealedAt: null,
    };
    const list = JSON.stringify({ format: 'chess960-events', version: 1, events: [event] });
    const context = await newContext(
      `if (!sessionStorage.getItem('seeded')) { localStorage.setItem('chess960.events', ${JSON.stringify(list)}); sessionStorage.setItem('seeded', '1'); }`,
    );
    const { page } = await open(context);
    await page.waitForSelector('#current:not([hidden])');
    const expected = await page.evaluate(
      (s) => createChess960Event().then((api) => api.eventRounds({ secret: s, rounds: 9, exclude: [518] })[0].number),
      SECRET,
    );
    assert.notEqual(expected, 0);
    assert.equal(
      await page.textContent('#rounds-body td.number'),
      `0 does not fit the secret, which gives no. ${expected}`,
    );
    assert.equal(await page.textContent('#rounds-body td.number s'), '0');
    assert.match(
      await page.textContent('#storage-text'),
      new RegExp(`\u2068Club\u2069 round 1: saved no\\. 0, the secret gives no\\. ${expected}`),
    );
    await page.click('#project');
    assert.match(await page.textContent('#projector-message'), /Round 1 is not put on the wall/);
    assert.doesNotMatch(await page.textContent('#wall-state'), /No\. 0/);
    await context.close();
  });

  test('a right-to-left override in the name and the public value is isolated in the sentences', async () => {
    const context = await newContext();
    const { page } = await open(context);
    await createEvent(page, '\u202eOpen');
    await page.fill('#public', '\u202e21 43 65');
    await page.click('#public-save');
    await page.waitForFunction(() => document.querySelector('#public').readOnly);
    assert.equal(await page.textContent('#public-state'), 'Fixed: “\u2068\u202e21 43 65\u2069”');
    assert.deepEqual(await listed(page), ['\u2068\u202eOpen\u2069']);
    // The command line keeps the value as the CLI takes it, its argument in an isolate of its own.
    await page.click('#reveal-secret');
    await page.waitForSelector('#secret-block:not([hidden])');
    assert.equal(await page.textContent('#cli-line bdi'), "--public '\u202e21 43 65'");
    assert.match(
      await page.textContent('#cli-line'),
      /^chess960 event verify --commitment [0-9a-f]{64} .* --public '\u202e21 43 65'$/,
    );
    await context.close();
  });
});
