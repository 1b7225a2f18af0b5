// Print sheets: the two tables on one A4 page (tables.html, row and columns of the number
// highlighted), the position sheet of the wall mode (diagram, round, number, letters, FEN) and
// the start page, with its two tables opened too (a page of their own, neither table split);
// colours forced with print-color-adjust: exact; page counts read from the PDF.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, fileUrl, runAxe, formatViolations } from './browser.mjs';

// Number of pages in a PDF: its /Type /Page objects (not /Pages).
const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) || []).length;

describe('print sheets', () => {
  const site = useSite();

  const open = (url) => openPage(site.browser, url);

  for (const mode of ['http', 'file']) {
    test(`tables.html?n=740 (${mode}): both tables, highlighted, one A4 page`, async () => {
      const { page, problems, context } = await open(
        (mode === 'http' ? `${site.server.url}tables.html` : fileUrl('tables.html')) + '?n=740',
      );
      assert.match(await page.textContent('#sum'), /Nr\. 740 = 736 \+ 4 → TLLKSSDT/);
      assert.deepEqual(await page.$$eval('#king-table .is-current', (ns) => ns.map((n) => n.textContent)), [
        '736',
        'TKSSDT',
      ]);
      assert.equal(await page.$eval('#bishop-table tr.is-current', (tr) => tr.getAttribute('data-index')), '4');
      assert.equal(
        await page.$$eval('#bishop-table thead th.is-current', (ns) => ns.map((n) => n.textContent).join('')),
        'bc',
      );
      assert.equal(await page.$$eval('#king-table tbody th[data-base]', (ns) => ns.length), 60);
      await page.fill('#n', '518');
      await page.press('#n', 'Enter');
      assert.deepEqual(await page.$$eval('#king-table .is-current', (ns) => ns.map((n) => n.textContent)), [
        '512',
        'TSDKST',
      ]);
      if (mode === 'http') {
        const v = await runAxe(page);
        assert.equal(v.length, 0, formatViolations(v));
      }
      await page.emulateMedia({ media: 'print' });
      assert.ok(await page.isHidden('#tools'), 'the form is not printed');
      const current = await page.$eval('#king-table td.is-current', (el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(el).printColorAdjust,
      ]);
      assert.deepEqual(current, ['rgb(242, 207, 91)', 'exact']);
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      assert.equal(pdfPages(pdf), 1, 'one page');
      const en = await open(
        (mode === 'http' ? `${site.server.url}tables.html` : fileUrl('tables.html')) + '?n=740&lang=en',
      );
      assert.match(await en.page.textContent('#sum'), /No\. 740 = 736 \+ 4 → RBBKNNQR/);
      await en.page.emulateMedia({ media: 'print' });
      assert.equal(pdfPages(await en.page.pdf({ format: 'A4' })), 1);
      await en.context.close();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('wall.html?n=518&round=3 prints a one-page position sheet', async () => {
    const { page, problems, context } = await open(`${site.server.url}wall.html?n=518&round=3`);
    await page.emulateMedia({ media: 'print' });
    for (const sel of ['#board svg', '#round', '#no-digits', '#rank', '#rank-other', '#fen'])
      assert.ok(await page.isVisible(sel), `${sel} printed`);
    for (const sel of ['#toolbar', '#qr']) assert.ok(!(await page.isVisible(sel)), `${sel} not printed`);
    assert.equal(await page.textContent('#rank-other'), 'RNBQKBNR');
    assert.equal(await page.$eval('#board svg', (el) => getComputedStyle(el).printColorAdjust), 'exact');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
    const pdf = await page.pdf({ format: 'A4' });
    assert.equal(pdfPages(pdf), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [n, lang] of [
    ['518', 'de'],
    ['740', 'en'],
  ]) {
    test(`index.html?n=${n} (${lang}) with "two tables" open prints on two A4 pages, each table whole`, async () => {
      const { page, problems, context } = await open(`${site.server.url}index.html?n=${n}&lang=${lang}`);
      await page.click('#tables summary');
      assert.equal(await page.$$eval('#bishop-table tbody tr', (rows) => rows.length), 16);
      await page.emulateMedia({ media: 'print' });
      assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 2, 'the diagram, then the two tables');
      // At the width of the A4 page's printable area the two tables stand side by side.
      await page.setViewportSize({ width: 680, height: 1000 });
      const [king, bishop] = await page.$$eval('#king-table, #bishop-table', (tables) =>
        tables.map((t) => t.getBoundingClientRect().toJSON()),
      );
      assert.ok(Math.abs(king.top - bishop.top) < 1 && bishop.left >= king.right, 'side by side');
      // They begin a page, and alone (the diagram left out, so no break needed) they fill one
      // page at most: so both are whole on the second page.
      assert.equal(await page.$eval('#tables', (el) => getComputedStyle(el).breakBefore), 'page');
      await page.addStyleTag({
        content: '.position { display: none !important; } #tables { break-before: auto !important; }',
      });
      assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 1, 'the tables fit one page');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('index.html?n=518 still prints the diagram on one page', async () => {
    const { page, context } = await open(`${site.server.url}index.html?n=518`);
    await page.emulateMedia({ media: 'print' });
    assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 1);
    await context.close();
  });
});
