// Browser tests of the tournament workflow: event.html (create, commit, reveal, export/import,
// reload), the projector window wall.html?projector=1 driven over BroadcastChannel (two pages of
// one browser context stay in step; countdown with a controlled clock; reload of either keeps
// round and time left), the handouts printed to PDF (one page per round), and verify.html.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { useSite, openPage } from './browser.mjs';

const SECRET = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b';

// Counts the pages of a PDF (its /Type /Page objects).
const pdfPages = (buf) => (buf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;

describe('event page and projector', () => {
  const site = useSite();

  async function createEvent(page, { name = 'Club 2026', rounds = '5' } = {}) {
    await page.fill('#name', name);
    await page.fill('#rounds', rounds);
    await page.click('#new-form button[type=submit]');
    await page.waitForSelector('#current:not([hidden])');
  }

  test('create, commit, reveal rounds, reload keeps everything; the numbers are the API’s', async () => {
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}event.html`);
    await createEvent(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events[0]);
    assert.match(stored.secret, /^[0-9a-f]{64}$/);
    assert.equal(stored.commitment, crypto.createHash('sha256').update(stored.secret).digest('hex'));
    assert.equal((await page.textContent('#commitment')).replace(/\s/g, ''), stored.commitment);
    assert.equal(await page.textContent('#fingerprint'), stored.commitment.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 '));
    await page.waitForSelector('#commit-qr svg');
    await page.fill('#public', '  7 12  19 ');
    const asked = [];
    page.on('dialog', (d) => asked.push(d.message()) && d.accept());
    await page.click('#public-save');
    await page.waitForFunction(() => document.querySelector('#public').readOnly);
    assert.match(asked[0], /„\u20687 12 19\u2069“ festhalten\?/);
    assert.equal(await page.textContent('#public-state'), 'Festgehalten: „\u20687 12 19\u2069“');
    assert.equal(await page.inputValue('#public'), '7 12 19');
    assert.equal(await page.isHidden('#public-save'), true);
    await page.click('#reveal');
    await page.click('#reveal');
    const numbers = await page.$$eval('#rounds-body td.number', (tds) => tds.map((t) => t.textContent));
    const expected = await page.evaluate(
      (s) =>
        createChess960Event().then((api) =>
          api.eventRounds({ secret: s, public: '7 12 19', rounds: 5, exclude: [518] }).map((r) => String(r.number)),
        ),
      stored.secret,
    );
    assert.deepEqual(numbers.slice(0, 2), expected.slice(0, 2));
    assert.equal(numbers[2], '–');
    assert.equal(asked.length, 1, 'a fixed value is not asked for again');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    const after = await page.$$eval('#rounds-body td.number', (tds) => tds.map((t) => t.textContent));
    assert.deepEqual(after, numbers);
    assert.equal(await page.evaluate(() => document.querySelector('#public').readOnly), true, 'still fixed');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('export and import: a bad file is refused with a coded message and loses nothing', async () => {
    const { page, context } = await openPage(site.browser, `${site.server.url}event.html`);
    await createEvent(page, { name: 'A' });
    const [exported] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const file = fs.readFileSync(await exported.path(), 'utf8');
    await page.setInputFiles('#import', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"x"}'),
    });
    await page.waitForSelector('#page-error:not([hidden])');
    assert.match(await page.textContent('#page-error'), /keine Turnier-Datei/);
    const broken = JSON.parse(file);
    broken.events[0].commitment = 'f'.repeat(64);
    broken.events[0].id = 'other';
    await page.setInputFiles('#import', {
      name: 'b.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.waitForFunction(() => /Festlegung passt nicht/.test(document.querySelector('#page-error').textContent));
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('chess960.events')).events.length), 1);
    // The same file in another browser profile: imported whole.
    const other = await openPage(site.browser, `${site.server.url}event.html`);
    await other.page.setInputFiles('#import', {
      name: 'e.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
    await other.page.waitForSelector('#current:not([hidden])');
    assert.equal(await other.page.textContent('#current-name'), 'A');
    await other.context.close();
    await context.close();
  });

  test('control page and projector stay in step; countdown and reloads with a controlled clock', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const start = new Date('2026-03-01T10:00:00Z');
    const control = (await openPage(site.browser, `${site.server.url}event.html`, { context })).page;
    await control.clock.install({ time: start });
    await control.reload();
    await control.waitForSelector('html[data-ready="true"]');
    await createEvent(control, { name: 'Hall', rounds: '3' });
    const wall = (await openPage(site.browser, `${site.server.url}wall.html?projector=1`, { context })).page;
    await wall.clock.install({ time: start });
    await wall.reload();
    await wall.waitForSelector('html[data-ready="true"]');
    await control.click('#reveal');
    await control.selectOption('#study', '5');
    await control.click('#project');
    const number = await control.textContent('#rounds-body tr:first-child td.number');
    await wall.waitForFunction(
      (n) => document.querySelector('.hall-title').textContent === `Runde 1 · Nr. ${n}`,
      number,
    );
    assert.equal(await wall.textContent('.hall-time'), '5:00');
    await control.waitForFunction(
      (n) => document.querySelector('#preview .hall-title').textContent === `Runde 1 · Nr. ${n}`,
      number,
    );
    // Stray keys on the projector change nothing.
    await wall.keyboard.press('ArrowRight');
    await wall.keyboard.type('12');
    await wall.keyboard.press('Enter');
    await wall.keyboard.press('l');
    assert.equal(await wall.textContent('.hall-title'), `Runde 1 · Nr. ${number}`);
    // 2 min 30 s before the end, in both windows (each page has its own controlled clock).
    const endsAt = await wall.evaluate(() => JSON.parse(localStorage.getItem('chess960.projector')).endsAt);
    for (const p of [wall, control]) {
      await p.clock.setSystemTime(endsAt - 151000);
      await p.clock.fastForward(1000);
    }
    await wall.waitForFunction(() => document.querySelector('.hall-time').textContent === '2:30');
    // The control page's preview ticks on its own clock: wait for it, as for the wall.
    await control.waitForFunction(() => document.querySelector('#preview .hall-time').textContent === '2:30');
    // A reload of the projector keeps round and time left.
    await wall.reload();
    await wall.waitForSelector('html[data-ready="true"]');
    await wall.waitForFunction(() => /^2:(30|29)$/.test(document.querySelector('.hall-time').textContent));
    assert.equal(await wall.textContent('.hall-title'), `Runde 1 · Nr. ${number}`);
    // A reload of the control page too.
    await control.reload();
    await control.waitForSelector('html[data-ready="true"]');
    await control.waitForFunction(() => /^2:(30|29)$/.test(document.querySelector('#preview .hall-time').textContent));
    // The time runs out: the countdown goes, the position stays.
    await wall.clock.fastForward(160000);
    await wall.waitForFunction(() => document.querySelector('.hall-time').hidden);
    assert.equal(await wall.textContent('.hall-caption'), 'Die Uhren laufen.');
    assert.equal(await wall.locator('.hall-board [data-piece]').count(), 32);
    // Round 2 from the control page reaches the wall.
    await control.click('#reveal');
    await control.selectOption('#study', '0');
    await control.click('#project');
    const second = await control.textContent('#rounds-body tr:nth-child(2) td.number');
    await wall.waitForFunction(
      (n) => document.querySelector('.hall-title').textContent === `Runde 2 · Nr. ${n}`,
      second,
    );
    await context.close();
  });

  test('handouts print one A4 page per round, two A5 per A4 with the option', async () => {
    const { page, context } = await openPage(site.browser, `${site.server.url}event.html`);
    await page.evaluate(() => (window.print = () => {}));
    await createEvent(page, { name: 'Print', rounds: '4' });
    await page.click('#print-all');
    assert.equal(await page.locator('#print-area .handout').count(), 4);
    assert.equal(await page.locator('#print-area .castling-card').count(), 4);
    await page.emulateMedia({ media: 'print' });
    assert.equal(pdfPages(await page.pdf({ preferCSSPageSize: true })), 4);
    await page.emulateMedia({ media: 'screen' });
    await page.check('#a5');
    await page.click('#print-all');
    assert.equal(pdfPages(await page.pdf({ preferCSSPageSize: true })), 2);
    await context.close();
  });

  test('verify page: every round from the published texts, a wrong secret refused with its code', async () => {
    const url = `${site.server.url}verify.html?c=${COMMITMENT}&s=${SECRET}&r=9&x=518`;
    const { page, problems, context } = await openPage(site.browser, url);
    await page.waitForSelector('#verify-result:not([hidden])');
    const numbers = await page.$$eval('#verify-rounds td.number', (tds) => tds.map((t) => Number(t.textContent)));
    assert.deepEqual(numbers, [634, 522, 541, 761, 308, 576, 188, 317, 81]);
    await page.fill('#secret', 'f'.repeat(64));
    await page.click('#verify-form button[type=submit]');
    await page.waitForSelector('#verify-error:not([hidden])');
    assert.equal(await page.getAttribute('#verify-error', 'data-code'), 'ERR_EVENT_COMMITMENT');
    assert.match(await page.textContent('#verify-error'), /Festlegung passt nicht/);
    // Both fingerprints, to find a mistyped digit (the secret's from node's crypto).
    const fp = (hex) => hex.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ');
    const wrong = crypto.createHash('sha256').update('f'.repeat(64)).digest('hex');
    assert.match(
      await page.textContent('#verify-error'),
      new RegExp(`beginnt mit ${fp(wrong)}, die Festlegung mit ${fp(COMMITMENT)}`),
    );
    await page.fill('#secret', 'xyz');
    await page.click('#verify-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('#verify-error').dataset.code === 'ERR_EVENT_SECRET');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
