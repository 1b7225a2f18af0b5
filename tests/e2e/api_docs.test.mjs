// The library's reference in the site (dist/docs/api/, TypeDoc over the package's declarations):
// reached from the embed guide, every entry and the examples present, and the pages run under the
// site's strict Content-Security-Policy with no violation and no console error; axe-core finds no
// violation on any of its kinds of page, each links back to the site; the guide says how to install.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { distDir, formatViolations, runAxe, useSite } from './browser.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";
const site = useSite({ csp: CSP });

// Opens a page of the reference under the policy; returns { page, errors } after it settled.
async function openReference(relative, viewport = { width: 1280, height: 900 }) {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  // A failed request is reported by its URL (Chromium asks for /favicon.ico on its own: not the page's).
  page.on(
    'console',
    (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(`console: ${m.text()}`),
  );
  page.on(
    'response',
    (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`),
  );
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(new URL(relative, site.cspServer.url).href);
  await page.waitForLoadState('networkidle');
  return { page, errors, context };
}

describe('API reference', () => {
  test('every entry of the package has its page, with the examples and the CHANGELOG', () => {
    const modules = path.join(distDir, 'docs', 'api', 'modules');
    const pages = fs.readdirSync(modules);
    for (const entry of [
      'chess960',
      'chess960_numbering',
      'chess960_pgn',
      'chess960_engine',
      'chess960_engine_worker',
      'chess960_widget',
    ])
      assert.ok(pages.includes(`${entry}.html`), `${entry}.html in ${pages.join(', ')}`);
    const examples = fs.readFileSync(path.join(distDir, 'docs', 'api', 'documents', 'Examples.html'), 'utf8');
    const text = examples
      .replace(/<[^>]*>/g, '')
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"');
    for (const needle of ['readPgnDatabase', "import 'chess960/engine/worker'", '<chess960-position', 'mirror(518)'])
      assert.ok(text.includes(needle.replace('<', '&lt;')) || text.includes(needle), needle);
  });

  test('the embed guide links the reference, which opens under the strict policy without errors', async () => {
    const { page, errors, context } = await openReference('embed-docs.html?lang=en');
    const link = page.locator('a[href="docs/api/index.html"]');
    assert.match(await link.textContent(), /reference/i);
    await link.click();
    await page.waitForLoadState('networkidle');
    assert.match(await page.title(), /chess960/);
    assert.ok(await page.locator('text=createChess960').first().isVisible());
    const game = await openReference('docs/api/interfaces/chess960.Game.html');
    assert.ok(await game.page.locator('text=legalMoves').first().isVisible());
    assert.deepEqual([...errors, ...game.errors], []);
    await context.close();
    await game.context.close();
  });

  test('axe-core finds no violation on the reference pages, and each links back to the site', async () => {
    const pages = [
      'docs/api/index.html',
      'docs/api/modules.html',
      'docs/api/hierarchy.html',
      'docs/api/documents/Examples.html',
      'docs/api/documents/CHANGELOG.html',
      'docs/api/modules/chess960.html',
      'docs/api/modules/chess960_pgn.html',
      'docs/api/interfaces/chess960.Game.html',
      'docs/api/interfaces/chess960_pgn.PgnChecker.html',
      'docs/api/interfaces/chess960_engine.Engine.html',
      'docs/api/classes/chess960.Chess960Error.html',
      'docs/api/functions/chess960.createChess960.html',
    ];
    const found = [];
    for (const [k, relative] of pages.entries()) {
      const viewport = k % 3 === 2 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
      const { page, errors, context } = await openReference(relative, viewport);
      const violations = await runAxe(page);
      if (violations.length) found.push(`${relative} at ${viewport.width} px:\n${formatViolations(violations)}`);
      assert.deepEqual(errors, [], relative);
      const back = page.locator('header a', { hasText: 'Chess960 site' });
      assert.equal(await back.count(), 1, `${relative}: a link back to the site`);
      if (k === 7) {
        await back.click();
        await page.waitForLoadState('networkidle');
        assert.equal(new URL(page.url()).pathname, '/index.html');
      }
      await context.close();
    }
    assert.deepEqual(found, [], found.join('\n'));
  });

  test('the embed guide says how to install the package before and after it is on npm', async () => {
    const { page, context } = await openReference('embed-docs.html?lang=en');
    const text = await page.locator('[data-i18n-rich="embed.lib.text"]').textContent();
    assert.match(text, /npm run package/);
    assert.match(text, /npm install path\/to\/chess960-<version>\.tgz/);
    assert.match(text, /once published, npm install chess960/);
    await context.close();
  });
});
