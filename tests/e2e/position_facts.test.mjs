// The start page's position facts and the draw page's evaluation option (issue 16, item 1), in
// headless Chromium: the mirror of 518 is 534 and back (a link that opens it), king and rooks,
// the number in both counts (0 is the DGT960 clock's 960), and both engine evaluations of 80 and
// 644 equal the figures of the source files, read here line by line (../shared/data/evals, or
// the committed web/data/evals.js checked against them by tests/js/evals_data.test.mjs when
// the sources are absent). The tournament draw leaves out the 12 positions above +0.60.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useSite, openPage, repoRoot } from './browser.mjs';
import { backRank } from './pgn_games.mjs'; // the standard numbering, written in the tests

const SOURCE = path.resolve(repoRoot, '..', 'shared', 'data', 'evals');

// Returns { sf17: { n: { cp, win, draw, loss } }, sf18: { n: cp } } from the sources, else from
// the committed data file.
async function figures() {
  if (fs.existsSync(SOURCE)) {
    const sf17 = {};
    const jsonl = fs.readFileSync(path.join(SOURCE, 'eval960_stockfish-17.1_depth-32.jsonl'), 'utf8');
    for (const line of jsonl.trim().split('\n')) {
      const { id, info } = JSON.parse(line);
      sf17[id] = { cp: info[0].score.cp, ...info[0].wdl };
    }
    const sf18 = {};
    const csv = fs.readFileSync(path.join(SOURCE, 'chess960evalanalyzer_stockfish-18_depth-25.csv'), 'utf8');
    for (const row of csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')) {
      const [id, pawns] = row.split(',');
      sf18[id] = Math.round(Number(pawns) * 100);
    }
    return { sf17, sf18 };
  }
  const module = await import(pathToFileURL(path.join(repoRoot, 'web', 'data', 'evals.js')).href);
  const [a, b] = module.default.runs;
  const sf17 = a.cp.map((cp, n) => ({ cp, win: a.win[n], draw: a.draw[n], loss: a.loss[n] }));
  return { sf17, sf18: b.cp };
}

// Returns a centipawn figure as the page writes it: sign, two decimals, comma in German.
function shown(cp, lang) {
  const text = (Math.abs(cp) / 100).toFixed(2);
  return (cp > 0 ? '+' : cp < 0 ? '−' : '±') + (lang === 'de' ? text.replace('.', ',') : text);
}

// Returns the number of the mirror position of n (its back rank read right to left).
function mirrorOf(n) {
  const mirrored = backRank(n).split('').reverse().join('');
  for (let m = 0; m < 960; m++) if (backRank(m) === mirrored) return m;
  throw new Error('no mirror of ' + n);
}

// Returns the rank of position n among all (1 + the number of positions rated higher).
const rankOf = (values, n) => 1 + Object.values(values).filter((v) => v > values[n]).length;

const data = await figures();

describe('position facts', () => {
  const site = useSite();
  const open = (query, lang = 'de') =>
    openPage(site.browser, `${site.server.url}index.html${query}&lang=${lang}`, { timeout: 15000 });
  const text = (page, sel) => page.textContent(sel).then((t) => t.replace(/\s+/g, ' ').trim());

  test('518 and 534 are each other’s mirror; the link opens the mirror', async () => {
    const { page, problems, context } = await open('?n=518');
    assert.equal(await text(page, '#position-facts .facts-mirror-no'), 'Nr. 534');
    assert.equal(await text(page, '#position-facts .facts-mirror-rank'), 'TSLKDLST');
    assert.equal(await text(page, '#position-facts [data-fact="king"]'), 'König e1, Türme a1 und h1');
    assert.match(await text(page, '#position-facts [data-fact="number"]'), /^518 \(0–959\) · 518 \(1–960\)/);
    await page.click('#position-facts .facts-mirror-no');
    await page.waitForFunction(() => document.getElementById('pos-number').textContent.includes('534'));
    assert.equal(await text(page, '#position-facts .facts-mirror-no'), 'Nr. 518');
    assert.equal(await text(page, '#position-facts .facts-mirror-rank'), 'TSLDKLST');
    assert.deepEqual(problems, []);
    await context.close();
  });

  // Asserts that the page shows both runs' figures of position n from the sources.
  async function checkRuns(page, n, lang) {
    const sf17 = await text(page, '[data-run="sf17"]');
    const sf18 = await text(page, '[data-run="sf18"]');
    const cp17 = Object.fromEntries(Object.entries(data.sf17).map(([k, v]) => [k, v.cp]));
    const { win, draw, loss } = data.sf17[n];
    assert.ok(
      sf17.startsWith(`Stockfish 17.1, ${lang === 'de' ? 'Tiefe' : 'depth'} 32: ${shown(cp17[n], lang)}`),
      sf17,
    );
    assert.ok(sf17.includes(`${rankOf(cp17, n)} ${lang === 'de' ? 'von' : 'of'} 960`), sf17);
    assert.ok(sf17.includes(`${win} ‰`) && sf17.includes(`${draw} ‰`) && sf17.includes(`${loss} ‰`), sf17);
    assert.ok(sf17.includes('clfs/eval960'), sf17);
    assert.ok(
      sf18.startsWith(`Stockfish 18, ${lang === 'de' ? 'Tiefe' : 'depth'} 25: ${shown(data.sf18[n], lang)}`),
      sf18,
    );
    assert.ok(sf18.includes(`${rankOf(data.sf18, n)} ${lang === 'de' ? 'von' : 'of'} 960`), sf18);
    assert.ok(sf18.includes('bariskisir/Chess960EvalAnalyzer'), sf18);
    if (n === 80) assert.ok(rankOf(cp17, 80) <= 3 && rankOf(data.sf18, 80) <= 3);
    assert.match(await text(page, '.caveat'), lang === 'de' ? /14 Millionen/ : /14 million/);
  }

  for (const [n, lang] of [
    [80, 'de'],
    [644, 'en'],
    [518, 'en'],
  ]) {
    test(`the evaluations of ${n} are the sources' figures (${lang})`, async () => {
      const { page, problems, context } = await open(`?n=${n}`, lang);
      await checkRuns(page, n, lang);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the wall shows the facts with ?facts=1; I hides and shows them, the address follows', async () => {
    const url = `${site.server.url}wall.html?n=80&facts=1&lang=de`;
    const { page, problems, context } = await openPage(site.browser, url, { timeout: 15000 });
    await page.waitForSelector('#wall-facts [data-run="sf18"]');
    await checkRuns(page, 80, 'de');
    assert.equal(await text(page, '#wall-facts .facts-mirror-no'), 'Nr. 879');
    assert.equal(await text(page, '#wall-facts [data-fact="king"]'), 'König f1, Türme e1 und g1');
    await page.keyboard.press('i');
    assert.equal(await page.isVisible('#wall-facts'), false);
    assert.equal(new URL(page.url()).searchParams.get('facts'), null);
    assert.equal(await page.getAttribute('#facts', 'aria-pressed'), 'false');
    await page.keyboard.press('ArrowRight');
    await page.click('#facts');
    await page.waitForSelector('#wall-facts [data-run="sf17"]');
    assert.equal(await text(page, '#wall-facts [data-fact="number"]').then((t) => t.slice(0, 8)), '81 (0–95');
    assert.equal(new URL(page.url()).searchParams.get('facts'), '1');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('no. 0 is the 960 of the 1–960 count (a DGT960 clock)', async () => {
    const { page, context } = await open('?n=0', 'en');
    assert.match(
      await text(page, '#position-facts [data-fact="number"]'),
      /^0 \(0–959\) · 960 \(1–960\): a DGT960 clock’s 960/,
    );
    await context.close();
  });

  test('the tournament draw leaves out the positions above +0.60 in both evaluations', async () => {
    const above = Object.keys(data.sf18)
      .map(Number)
      .filter((n) => data.sf17[n].cp > 60 && data.sf18[n] > 60);
    assert.equal(above.length, 12);
    const { page, problems, context } = await openPage(
      site.browser,
      `${site.server.url}draw.html?rounds=200&seed=facts&evals=0.60&lang=en`,
      { timeout: 15000, ready: 'body[data-ready="1"]' },
    );
    await page.waitForSelector('#rounds-table tbody tr');
    const numbers = await page.$$eval('#rounds-table tbody tr', (rows) => rows.map((r) => Number(r.dataset.number)));
    assert.equal(numbers.length, 200);
    assert.deepEqual(
      numbers.filter((n) => above.includes(n)),
      [],
    );
    assert.match(await text(page, '#tournament-options'), /without 12 positions above \+0\.60 in both evaluations/);
    assert.match(await text(page, '#evals-count'), /^12 positions/);
    // Adjustable: at +0.70 four positions.
    await page.fill('#evals-threshold', '0.7');
    assert.match(await text(page, '#evals-count'), /^4 positions/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an event leaves out the unbalanced positions; its handouts carry the facts', async () => {
    assert.equal(backRank(518), 'RNBQKBNR'); // the test's own numbering, on the published anchors
    assert.equal(mirrorOf(518), 534);
    const above = Object.keys(data.sf18)
      .map(Number)
      .filter((n) => data.sf17[n].cp > 60 && data.sf18[n] > 60);
    const { page, problems, context } = await openPage(site.browser, `${site.server.url}event.html?lang=en`, {
      timeout: 15000,
    });
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction(() => /^12 positions/.test(document.getElementById('unbalanced-count').textContent));
    await page.fill('#name', 'Facts cup');
    await page.fill('#rounds', '3');
    await page.check('#no-unbalanced');
    await page.click('#new-form button[type=submit]');
    const expected = [...above, 518].sort((a, b) => a - b).join(', ');
    assert.equal(await text(page, '#current-options'), `3 rounds · excluded: ${expected}`);
    // An empty threshold is refused with its message, and no event is made.
    await page.fill('#unbalanced-threshold', '');
    await page.click('#new-form button[type=submit]');
    await page.waitForSelector('#page-error:not([hidden])');
    assert.match(await text(page, '#page-error'), /threshold is a number from 0 to 9/);
    assert.equal(await page.locator('#event-list li').count(), 1);
    // Handouts of all three rounds with the facts: three A4 pages, each sheet with its own mirror.
    await page.evaluate(() => (window.print = () => (window.printed = true)));
    await page.check('#handout-facts');
    await page.click('#print-all');
    await page.waitForFunction(() => window.printed);
    const sheets = await page.$$eval('#print-area .handout', (list) =>
      list.map((s) => ({
        title: s.querySelector('h1').textContent,
        mirror: s.querySelector('.facts-mirror-no').textContent,
        runs: s.querySelectorAll('[data-run]').length,
      })),
    );
    assert.equal(sheets.length, 3);
    for (const sheet of sheets) {
      const n = Number(sheet.title.match(/No\. (\d+)/)[1]);
      assert.ok(!above.includes(n) && n !== 518, sheet.title);
      assert.equal(sheet.runs, 2);
      assert.equal(sheet.mirror, `No. ${mirrorOf(n)}`);
    }
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length, 3);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
