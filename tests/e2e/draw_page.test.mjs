// Browser tests of draw.html: a die draw completed by clicks, rerolls (said as a step of the
// method, not in the error box) and undo, the distribution chart, the tournament list, the
// language switch; over http://127.0.0.1 and file://.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, useSite, fileUrl, watchPage, runAxe, formatViolations, readBoard, rankText } from './browser.mjs';
import { seededStreamNumbers } from '../js/load.mjs';

const strip = (page) => page.$$eval('#rank-strip .rank-piece', (cells) => cells.map((c) => c.textContent).join(''));

async function open(page, base, query = '') {
  await page.goto(base === 'file' ? fileUrl('draw.html') + query : `${base}draw.html${query}`);
  await page.waitForSelector('body[data-ready="1"]');
}

async function click(page, value) {
  await page.click(`#options button[data-value="${value}"]`);
}

describe('draw page', () => {
  before(() => {
    for (const f of ['draw.html', 'draw/main.js', 'chess960.js']) {
      assert.ok(fs.existsSync(path.join(distDir, f)), `${f} missing in ${distDir}: build the site first`);
    }
  });
  const site = useSite();

  for (const mode of ['http', 'file']) {
    test(`a die draw completed by clicks ends in 518 (${mode})`, async () => {
      const context = await site.browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      const problems = watchPage(page);
      await open(page, mode === 'http' ? site.server.url : 'file');
      assert.equal(await page.$eval('#method', (s) => s.value), 'die');
      assert.equal(await strip(page), '········');
      assert.equal(
        await page.textContent('#prompt'),
        'Würfeln für den schwarzfeldrigen Läufer: 1–4 = a1, c1, e1, g1 (5, 6: noch einmal).',
      );
      assert.equal(await page.textContent('#options button[data-value="2"]'), '2 · c1');
      assert.equal(
        await page.$eval('#method option[value="bag"]', (o) => o.textContent),
        'Beutel, „Lottofee“ (Coffin)',
      );
      // 5 and 6 are die faces without a dark square: a normal roll of the method, so the page
      // says "roll again" where it says what each roll did, not in the red error box.
      for (const face of ['5', '6']) {
        await click(page, face);
        assert.match(await page.textContent('#note'), new RegExp(`^${face}: bitte noch einmal werfen`));
        assert.equal(await page.getAttribute('#note', 'role'), 'status');
        assert.equal(await page.isVisible('#draw-error'), false, `no error box for ${face}`);
        assert.notEqual(
          await page.$eval('#note', (n) => getComputedStyle(n).color),
          'rgb(164, 38, 44)',
          'not in the error colour',
        );
        assert.equal(await strip(page), '········');
      }
      // A value the die does not have is an error.
      await page.fill('#value', '7');
      await page.press('#value', 'Enter');
      assert.match(await page.textContent('#draw-error'), /„\u20687\u2069“ ist hier nicht möglich/);
      assert.equal(await page.isVisible('#draw-error'), true);
      await click(page, '2');
      assert.equal(await page.textContent('#draw-error'), '');
      assert.equal(await strip(page), '··L·····');
      assert.equal(await page.textContent('#note'), '2: Läufer auf c1.');
      await click(page, '3');
      assert.equal(await strip(page), '··L··L··');
      await click(page, '1'); // queen on a1 ...
      assert.equal(await strip(page), 'D·L··L··');
      await page.click('#undo'); // ... taken back
      assert.equal(await strip(page), '··L··L··');
      await click(page, '3');
      await click(page, '2');
      // Typed instead of clicked.
      await page.fill('#value', '3');
      await page.press('#value', 'Enter');
      assert.equal(await strip(page), 'TSLDKLST');
      assert.equal(await page.isVisible('#result'), true);
      assert.equal((await page.textContent('#result-number')).trim(), 'Nr. 518');
      assert.match(await page.getAttribute('#link-index', 'href'), /index\.html\?n=518$/);
      assert.match(await page.getAttribute('#link-play', 'href'), /play\.html\?n=518$/);
      const board = await readBoard(page, '#draw-board');
      assert.equal(rankText(board, 1), 'RNBQKBNR');
      assert.equal(rankText(board, 8), 'rnbqkbnr');
      assert.equal(await page.$$eval('#options button', (b) => b.length), 0);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the chart shows a fair die and the bag\u2019s two bar heights', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url);
    await page.waitForSelector('#dist-chart[data-method="die"]', { state: 'attached' });
    assert.equal(await page.$$eval('#dist-chart rect.dist-bar', (r) => r.length), 960);
    assert.equal(await page.$$eval('#dist-chart rect.above, #dist-chart rect.below', (r) => r.length), 0);
    await page.selectOption('#method', 'bag');
    await page.waitForSelector('#dist-chart[data-method="bag"]', { state: 'attached' });
    const heights = await page.$$eval('#dist-chart rect.dist-bar', (r) =>
      r.map((x) => Number(x.getAttribute('height'))),
    );
    const distinct = [...new Set(heights.map((h) => h.toFixed(6)))];
    assert.equal(distinct.length, 2);
    assert.ok(Math.abs(Math.max(...heights) / Math.min(...heights) - 2) < 1e-9);
    assert.match(await page.textContent('#dist-summary'), /1\/1680.*1\/840/);
    // Bag draws take piece buttons.
    assert.ok(await page.$('#options button[data-value="K"]'));
    await page.selectOption('#method', 'northam-placement');
    await page.waitForSelector('#dist-chart[data-method="northam-placement"]', { state: 'attached' });
    assert.match(await page.textContent('#dist-summary'), /nicht zufällig/);
    await page.close();
  });

  test('the tournament list follows the seed and can be printed', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url);
    await page.fill('#rounds', '9');
    await page.fill('#seed', 'Club 2026');
    await page.click('#tournament-draw');
    const numbers = await page.$$eval('#rounds-table tbody tr', (rows) =>
      rows.map((r) => Number(r.getAttribute('data-number'))),
    );
    assert.deepEqual(numbers, seededStreamNumbers('Club 2026', 9, [518]));
    assert.equal(await page.isEnabled('#tournament-print'), true);
    await page.check('#both-colours');
    await page.fill('#rounds', '4');
    await page.click('#tournament-draw');
    const both = await page.$$eval('#rounds-table tbody tr', (rows) =>
      rows.map((r) => Number(r.getAttribute('data-number'))),
    );
    const n = seededStreamNumbers('Club 2026', 2, [518]);
    assert.deepEqual(both, [n[0], n[0], n[1], n[1]]);
    await page.fill('#rounds', '0');
    await page.click('#tournament-draw');
    assert.match(await page.textContent('#tournament-error'), /1 bis 960/);
    assert.equal(await page.isHidden('#rounds-table'), true);
    await page.close();
  });

  test('a tournament link reproduces the list; the printout names every option; the list opens on the wall', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url, '?rounds=6&seed=Club%202026&exclude=518&both=1');
    const rows = () =>
      page.$$eval('#rounds-table tbody tr', (trs) => trs.map((r) => Number(r.getAttribute('data-number'))));
    const n = seededStreamNumbers('Club 2026', 3, [518]);
    assert.deepEqual(await rows(), [n[0], n[0], n[1], n[1], n[2], n[2]], 'drawn from the address alone');
    assert.equal(await page.isChecked('#both-colours'), true);
    const options = await page.textContent('#tournament-options');
    for (const part of ['6 Runden', 'Seed „\u2068Club 2026\u2069“', 'ohne Nr. 518', 'zweimal mit getauschten Farben']) {
      assert.ok(options.includes(part), `the options name ${part}: ${options}`);
    }
    const wall = await page.getAttribute('#tournament-wall', 'href');
    assert.equal(wall, `wall.html?rounds=${[n[0], n[0], n[1], n[1], n[2], n[2]].join(',')}`);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.body.classList.add('print-rounds'));
    assert.ok(await page.isVisible('#tournament-options'), 'the printout names the options');
    assert.ok(await page.isHidden('#tournament-form'));
    await page.emulateMedia({ media: 'screen' });
    // Without a seed typed, one is made and put into the address: the link gives the same list.
    await page.fill('#seed', '');
    await page.uncheck('#both-colours');
    await page.fill('#rounds', '5');
    await page.click('#tournament-draw');
    const seed = await page.inputValue('#seed');
    assert.match(seed, /^[0-9a-z]{6,}$/);
    const first = await rows();
    const link = await page.getAttribute('#tournament-link', 'href');
    assert.equal(new URL(link).searchParams.get('seed'), seed);
    assert.deepEqual(first, seededStreamNumbers(seed, 5, [518]), 'drawn without no. 518');
    await open(page, site.server.url, new URL(link).search);
    assert.equal(await page.isChecked('#exclude-518'), true, `the link ${link} keeps no. 518 out`);
    assert.deepEqual(await rows(), first, `the link ${link} gives the same list`);
    await page.close();
  });

  test('960 rounds: every position once; without no. 518 the limit said is the real one, from the options', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url);
    assert.match(await page.textContent('#rounds-limit'), /bis zu 959 Runden: 959 Stellungen bleiben/, 'on opening');
    await page.uncheck('#exclude-518');
    assert.match(await page.textContent('#rounds-limit'), /bis zu 960 Runden: 960 Stellungen bleiben/);
    await page.fill('#rounds', '960');
    await page.fill('#seed', 'all');
    await page.click('#tournament-draw');
    const numbers = await page.$$eval('#rounds-table tbody tr', (trs) => trs.map((r) => r.getAttribute('data-number')));
    assert.equal(numbers.length, 960);
    assert.equal(new Set(numbers).size, 960, 'every position once');
    await page.check('#exclude-518');
    await page.click('#tournament-draw');
    const refused = await page.textContent('#tournament-error');
    assert.match(refused, /von 1 bis 959 angeben/, refused);
    assert.match(refused, /bleiben 959 Stellungen/, refused);
    assert.ok(!refused.includes('960'), `no limit of 960 beside 959 positions: ${refused}`);
    assert.match(await page.textContent('#rounds-limit'), /bis zu 959 Runden: 959 Stellungen bleiben/);
    assert.equal(await page.getAttribute('#rounds', 'max'), '959');
    // with the evaluations option the positions it leaves out count too
    await page.check('#exclude-evals');
    const left = 959 - Number((await page.textContent('#evals-count')).match(/^(\d+)/)[1]);
    assert.match(await page.textContent('#rounds-limit'), new RegExp(`bis zu ${left} Runden: ${left} Stellungen`));
    await page.click('#tournament-draw');
    assert.match(await page.textContent('#tournament-error'), new RegExp(`von 1 bis ${left} angeben`));
    await page.fill('#rounds', String(left));
    await page.click('#tournament-draw');
    assert.equal(await page.$$eval('#rounds-table tbody tr', (trs) => trs.length), left, 'the limit said can be drawn');
    // each position twice: 960 rounds need 480 positions
    await page.uncheck('#exclude-evals');
    await page.check('#both-colours');
    assert.match(
      await page.textContent('#rounds-limit'),
      /bis zu 960 Runden: 959 Stellungen bleiben, jede in zwei Runden/,
    );
    await page.fill('#rounds', '961');
    await page.click('#tournament-draw');
    assert.match(
      await page.textContent('#tournament-error'),
      /von 1 bis 960 angeben: .*959 Stellungen, jede für zwei Runden/,
    );
    await page.selectOption('#lang', 'en');
    assert.match(
      await page.textContent('#tournament-error'),
      /from 1 to 960: with these options 959 positions are left/,
    );
    await page.close();
  });

  test('each position twice with an odd number of rounds: the last round is said to have no partner', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url, '?rounds=9&seed=Club%202026&exclude=518&both=1');
    const colours = () => page.$$eval('#rounds-table tbody tr', (trs) => trs.map((r) => r.cells[3].textContent));
    const n = seededStreamNumbers('Club 2026', 5, [518]);
    const numbers = await page.$$eval('#rounds-table tbody tr', (trs) => trs.map((r) => Number(r.dataset.number)));
    assert.deepEqual(numbers, [n[0], n[0], n[1], n[1], n[2], n[2], n[3], n[3], n[4]]);
    assert.ok(await page.isVisible('#tournament-lone'), 'the lone round is said');
    assert.match(await page.textContent('#tournament-lone'), /^Runde 9 hat keine Partnerrunde.*nur einmal gespielt/);
    const column = await colours();
    assert.equal(column[8], 'wie gepaart, nur einmal');
    assert.deepEqual(column.slice(0, 2), ['wie gepaart', 'getauscht']);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.body.classList.add('print-rounds'));
    assert.ok(await page.isVisible('#tournament-lone'), 'the printout says it too');
    await page.emulateMedia({ media: 'screen' });
    await page.fill('#rounds', '8');
    await page.click('#tournament-draw');
    assert.ok(await page.isHidden('#tournament-lone'), 'an even number of rounds: every round has its partner');
    assert.ok(!(await colours()).includes('wie gepaart, nur einmal'));
    await page.close();
  });

  test('the printout shows only the options that are on: no Colours column, no evaluations line', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url, '?rounds=5&seed=Club%202026&exclude=518');
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.body.classList.add('print-rounds'));
    const printed = () =>
      page.evaluate(() => ({
        heads: [...document.querySelectorAll('#rounds-table thead th')]
          .filter((th) => th.getClientRects().length)
          .map((th) => th.textContent),
        cells: [...document.querySelectorAll('#rounds-table tbody tr')].map((tr) => tr.cells.length),
        evals: document.getElementById('evals-count').getClientRects().length > 0,
        options: document.getElementById('tournament-options').textContent,
      }));
    let seen = await printed();
    assert.deepEqual(seen.heads, ['Runde', 'Nr.', 'Grundreihe'], 'no Colours column with each position once');
    assert.deepEqual(seen.cells, [3, 3, 3, 3, 3]);
    assert.equal(seen.evals, false, 'no evaluations line when that option is off');
    assert.ok(!/Bewertungen/.test(seen.options), seen.options);
    await page.emulateMedia({ media: 'screen' });
    await page.check('#both-colours');
    await page.check('#exclude-evals');
    await page.click('#tournament-draw');
    await page.emulateMedia({ media: 'print' });
    seen = await printed();
    assert.deepEqual(seen.heads, ['Runde', 'Nr.', 'Grundreihe', 'Farben']);
    assert.deepEqual(seen.cells, [4, 4, 4, 4, 4]);
    assert.match(seen.options, /ohne \d+ Stellungen über \+0,60/, 'the evaluations option, when on, is named once');
    assert.equal(seen.evals, false, 'and not a second time by the form’s hint');
    await page.close();
  });

  test('a seed or a typed value with a right-to-left override is isolated in the sentences', async () => {
    const page = await site.browser.newPage({ locale: 'de-DE' });
    await open(page, site.server.url);
    const seed = '\u202eClub 2026';
    await page.fill('#seed', seed);
    await page.fill('#rounds', '3');
    await page.click('#tournament-draw');
    for (const id of ['#tournament-options', '#rounds-caption']) {
      const text = await page.textContent(id);
      assert.ok(text.includes('\u2068' + seed + '\u2069'), `${id}: ${JSON.stringify(text)}`);
    }
    await page.fill('#value', '\u202e7');
    await page.press('#value', 'Enter');
    const refused = await page.textContent('#draw-error');
    assert.ok(refused.includes('\u2068\u202e7\u2069'), JSON.stringify(refused));
    await page.close();
  });

  for (const width of [390, 320]) {
    test(`on a ${width} px phone the page does not scroll sideways and its links look like the site's`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 }, locale: 'de-DE' });
      const page = await context.newPage();
      await open(page, site.server.url, '?rounds=9&seed=x');
      await page.click('#options button[data-value="3"]');
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(wide, 0, 'no horizontal scroll');
      const colour = (sel) => page.$eval(sel, (a) => getComputedStyle(a).color);
      const navColour = await colour('.site-nav a[data-nav="play"]');
      assert.equal(await colour('#rounds-table tbody a'), navColour);
      assert.equal(await colour('#tournament-link'), navColour);
      await context.close();
    });
  }

  test('English switch is remembered with the start page\u2019s key; page passes axe', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await open(page, site.server.url);
    await click(page, '3'); // the dark-squared bishop on e1 (3rd of a1 c1 e1 g1)
    await page.selectOption('#lang', 'en');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.textContent('#note'), '3: bishop on e1.');
    assert.equal(
      await page.textContent('#prompt'),
      'Roll for the light-squared bishop: 1–4 = b1, d1, f1, h1 (5, 6: roll again).',
    );
    await page.click('#undo');
    assert.match(await page.textContent('#prompt'), /Roll for the dark-squared bishop/);
    assert.equal(await page.evaluate(() => localStorage.getItem('chess960.lang')), 'en');
    await click(page, '6');
    assert.equal(await page.textContent('#note'), '6: roll or throw again – there is no square for that.');
    assert.equal(await page.isVisible('#draw-error'), false, 'roll again is no error');
    const rerollViolations = await runAxe(page);
    assert.deepEqual(rerollViolations, [], formatViolations(rerollViolations));
    await open(page, site.server.url);
    await page.waitForSelector('#dist-chart[data-method="die"]', { state: 'attached' });
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    const violations = await runAxe(page);
    assert.deepEqual(violations, [], formatViolations(violations));
    await context.close();
  });
});
