// Offline and installable app: manifest and icons, the generated service-worker asset list, the
// app reloaded offline after one visit (start page, wall mode with a query, play, tables, a die
// draw on the draw page with its own module), and
// the pages from file:// (no service worker there, no errors).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { useSite, distDir, fileUrl, watchPage, readBoard, rankText } from './browser.mjs';

function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [prefix + e.name]));
}

// Runs dist/sw.js's install step in a sandbox; returns the cache's version and what it adds.
async function swConstants() {
  const text = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const listeners = {};
  const opened = [];
  let added = null;
  const self = {
    location: { origin: 'http://127.0.0.1' },
    addEventListener: (type, fn) => (listeners[type] = fn),
    skipWaiting: async () => {},
  };
  const caches = { open: async (name) => (opened.push(name), { addAll: async (requests) => (added = requests) }) };
  vm.runInNewContext(text, {
    self,
    caches,
    Request: class {
      constructor(url) {
        this.url = url;
      }
    },
  });
  let done = null;
  listeners.install({ waitUntil: (promise) => (done = promise) });
  await done;
  return { version: opened[0].replace(/^chess960-/, ''), assets: Array.from(added, (r) => r.url) };
}

function pngSize(file) {
  const b = fs.readFileSync(file);
  assert.equal(b.toString('latin1', 1, 4), 'PNG', `${file} is a PNG`);
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('offline app', () => {
  const site = useSite();

  test('manifest: name, start URL, icons 192/512 and a maskable one that exist', () => {
    const m = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.webmanifest'), 'utf8'));
    assert.equal(m.display, 'standalone');
    assert.ok(m.name && m.short_name && m.start_url && m.theme_color && m.background_color);
    const sizes = {};
    for (const icon of m.icons) {
      const file = path.join(distDir, icon.src);
      assert.ok(fs.existsSync(file), `${icon.src} exists`);
      if (icon.type === 'image/png') {
        const [w, h] = pngSize(file);
        assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
        sizes[`${icon.sizes} ${icon.purpose}`] = true;
      }
    }
    for (const k of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes[k], `icon ${k}`);
  });

  test('sw.js lists every asset of dist/ (but the SVG diagrams, the library reference and the WordPress plugin) under a content-hash cache name', async () => {
    const { version, assets } = await swConstants();
    assert.match(version, /^[0-9a-f]{12}$/);
    const expected = listFiles(distDir)
      .filter((f) => f !== 'sw.js' && !f.startsWith('svg/') && !f.startsWith('docs/') && !f.startsWith('wordpress/'))
      .sort();
    assert.deepEqual(assets.filter((a) => a !== './').sort(), expected);
    assert.ok(
      assets.includes('./') &&
        assets.includes('index.html') &&
        assets.includes('wall.html') &&
        assets.includes('chess960.js') &&
        assets.includes('chess960-draw.js') &&
        assets.includes('chess960-event.js'),
    );
  });

  test('after one visit, the start page, wall mode, play, the table sheet and the draw page load offline', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    // Chromium fetches the tab's favicon outside the service worker, so offline it may fail
    // (or come from the HTTP cache) whatever the app does; every other request must succeed.
    page.on('requestfailed', (r) => {
      if (!/\/icons\/icon\.svg$/.test(r.url())) problems.push(`failed: ${r.url()}`);
    });
    await page.goto(`${site.server.url}index.html?n=740`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 }).catch(() => {});
    await context.setOffline(true);
    try {
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]', { timeout: 10000 });
      assert.equal(rankText(await readBoard(page), 1), 'RBBKNNQR');
      assert.equal((await page.textContent('#pos-number')).trim(), 'Nr. 740');
      await page.click('#losen');
      await page.goto(`${site.server.url}wall.html?n=12&round=2`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 10000 });
      assert.equal(await page.textContent('#no-digits'), '12');
      assert.equal(await page.textContent('#round'), 'Runde 2');
      await page.goto(`${site.server.url}tables.html?n=5`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 10000 });
      // The draw page needs three modules: the draw machines (chess960-draw.js), the tournament
      // draw (chess960-event.js) and the rules.
      await page.goto(`${site.server.url}draw.html?method=die`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 10000 });
      for (const face of ['2', '3', '3', '2', '3']) await page.click(`#options button[data-value="${face}"]`);
      assert.equal((await page.textContent('#result-number')).trim(), 'Nr. 518');
      if (fs.existsSync(path.join(distDir, 'play.html'))) {
        const response = await page.goto(`${site.server.url}play.html`);
        assert.equal(response.status(), 200, 'play.html from the cache');
        assert.ok((await page.content()).length > 200);
      }
      // a page that is not cached at all still gets the start page instead of a browser error
      const missing = await page.goto(`${site.server.url}unknown.html?n=3`).catch((e) => e);
      assert.ok(!(missing instanceof Error), 'navigation answered offline');
      await page.waitForSelector('html[data-ready="true"]', { timeout: 10000 });
    } finally {
      await context.setOffline(false);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('from file:// no service worker is registered and nothing fails', async () => {
    for (const page of ['index.html', 'wall.html', 'tables.html', 'embed.html', 'embed-docs.html']) {
      const context = await site.browser.newContext({ locale: 'de-DE' });
      const p = await context.newPage();
      const problems = watchPage(p);
      await p.goto(fileUrl(page));
      await p.waitForLoadState('load');
      await p.waitForTimeout(300);
      const sw = await p.evaluate(() => 'serviceWorker' in navigator && !!navigator.serviceWorker.controller);
      assert.equal(sw, false);
      assert.deepEqual(problems, [], page);
      await context.close();
    }
  });
});
