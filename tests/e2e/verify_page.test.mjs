// Browser tests of what the verify page shows beside the rounds (verify.html): a public value
// with a right-to-left override or another invisible character is shown as it is used (isolated
// in the sentence, its characters written as visible marks, with a warning), and the rounds
// whose colours are swapped are marked, exactly those the library reports.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { useSite, openPage } from './browser.mjs';

const SECRET = '7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

describe('verify page: the value used and the swapped colours', () => {
  const site = useSite();

  // Opens verify.html with these address parameters (English); resolves to { page, context }.
  async function openVerify(params) {
    const query = new URLSearchParams({ c: sha256(SECRET), s: SECRET, lang: 'en', ...params });
    const opened = await openPage(site.browser, `${site.server.url}verify.html?${query}`, { locale: 'en-GB' });
    await opened.page.waitForSelector('#verify-result:not([hidden])');
    return opened;
  }

  test('a right-to-left override in the public value is isolated, shown as a mark and warned of', async () => {
    const { page, context, problems } = await openVerify({ p: '\u202e21 43 65', r: '3', x: '518', b: '0' });
    const basis = await page.textContent('#verify-basis');
    assert.ok(basis.includes('public value “\u2068⟨U+202E⟩21 43 65\u2069”'), JSON.stringify(basis));
    assert.doesNotMatch(basis, /\u202e/, 'the override itself is not in the sentence');
    assert.equal(await page.isVisible('#verify-hidden'), true);
    assert.match(await page.textContent('#verify-hidden'), /invisible or direction-changing characters/);
    // The rounds are those of the value with the override, not of "56 34 12" nor "21 43 65".
    const numbers = await page.$$eval('#verify-rounds td.number', (tds) => tds.map((td) => Number(td.textContent)));
    const of = (value) =>
      page.evaluate(
        ([s, p]) =>
          createChess960Event().then((api) =>
            api.eventRounds({ secret: s, public: p, rounds: 3, exclude: [518] }).map((r) => r.number),
          ),
        [SECRET, value],
      );
    assert.deepEqual(numbers, await of('\u202e21 43 65'));
    assert.notDeepEqual(numbers, await of('21 43 65'));
    // A plain value gives no warning.
    await page.fill('#public', '21 43 65');
    await page.click('#verify-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('#verify-hidden').hidden);
    assert.ok((await page.textContent('#verify-basis')).includes('public value “\u206821 43 65\u2069”'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('while it is typed, a public value with hidden characters is shown under its field as it is read', async () => {
    const { page, context, problems } = await openVerify({ p: '\u202e21 43 65', r: '3', x: '518', b: '0' });
    assert.equal(await page.isVisible('#public-hidden'), true);
    assert.ok((await page.textContent('#public-hidden')).includes('Read as: \u2068⟨U+202E⟩21 43 65\u2069'));
    await page.fill('#public', '21 43 65');
    assert.equal(await page.isVisible('#public-hidden'), false);
    await page.fill('#public', '21\u200b 43');
    assert.ok((await page.textContent('#public-hidden')).includes('21⟨U+200B⟩ 43'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the rounds whose colours are swapped are marked, exactly those the library reports', async () => {
    const { page, context } = await openVerify({ p: 'Lotto 3 17 22', r: '7', x: '518', b: '1' });
    const marked = await page.$$eval('#verify-rounds tr', (rows) =>
      rows.map((tr) => [Number(tr.cells[0].textContent), tr.cells[3].textContent]),
    );
    const swapped = await page.evaluate(
      (s) =>
        createChess960Event().then((api) =>
          api
            .eventRounds({ secret: s, public: 'Lotto 3 17 22', rounds: 7, exclude: [518], bothColours: true })
            .map((r) => r.swapColours),
        ),
      SECRET,
    );
    assert.equal(marked.length, 7);
    assert.ok(swapped.includes(true) && swapped.includes(false));
    assert.deepEqual(
      marked.map(([, text]) => text === 'colours swapped'),
      swapped,
    );
    assert.ok(marked.every(([, text]) => text === 'colours swapped' || text === ''));
    assert.equal(await page.textContent('.rounds-table thead th:nth-child(4)'), 'Colours');
    // One colour: no round is marked.
    await page.uncheck('#both');
    await page.click('#verify-form button[type=submit]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#verify-rounds tr')].every((tr) => tr.cells[3].textContent === ''),
    );
    await context.close();
  });
});
