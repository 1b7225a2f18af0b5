// How the play page loads (docs/web.md, "The play page's set-up"): its scripts never force a
// layout of their own while the page is set up (each one, where the page still changes after
// it, is a second layout of the whole page: 70 ms with the CPU slowed 4x), read from a
// Chromium trace (a Layout event that carries a script's stack is one a script forced).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

const TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'];

// Loads url in a fresh context under a trace until the page is fully ready; returns the layouts
// a script of the site forced (the trace also holds the browser's own pages), each as its
// stack's innermost frames.
async function forcedLayouts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE });
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return events
    .filter((e) => e.name === 'Layout' && e.args && e.args.beginData && e.args.beginData.stackTrace)
    .filter((e) => e.args.beginData.stackTrace.some((f) => f.url.startsWith(new URL(url).origin)))
    .map((e) => e.args.beginData.stackTrace.slice(0, 3).map((f) => `${f.functionName}@${f.url.split('/').pop()}`));
}

describe('play page load', () => {
  const site = useSite();

  for (const query of ['?n=518', '', '?n=518&lang=fr']) {
    test(`play.html${query}: no script forces a layout until the page is fully ready`, async () => {
      const forced = await forcedLayouts(site.browser, `${site.server.url}/play.html${query}`);
      assert.deepEqual(forced, [], `layouts forced by: ${JSON.stringify(forced)}`);
    });
  }
});
