// Adding a language to the site touches one list and one new folder of tables: a test language
// ('xx', "Testisch", not shipped) is added to a copy of web/ — a line in the list of
// web/shared/languages.js and web/lang/xx/ with every area's catalogue (the English messages, marked) —
// which the page build turns into a site; the start page then offers it in its menu and shows
// every keyed text and the reader's refusal in it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, distDir, launchBrowser, openPage, repoRoot, startServer } from './browser.mjs';

const MARK = 'xx·';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-new-language-'));
const site = {};
const words = {}; // the test language's texts by key

// Returns the test language's table of an area: the English one, each text marked.
function markedTable(english) {
  return Object.fromEntries(Object.entries(english).map(([key, entry]) => [key, MARK + entry.message]));
}

// Makes the copy of the project the build needs (web/ and the page build; the library, the
// engine's sources the pages import and the npm packages linked), adds the language to it and
// builds it into work/dist.
async function buildWithTestLanguage() {
  fs.cpSync(path.join(repoRoot, 'web'), path.join(work, 'web'), { recursive: true });
  fs.mkdirSync(path.join(work, 'scripts'));
  for (const file of ['build-pages.mjs', 'catalogues.mjs', 'page-words.mjs', 'write-first-moves.mjs'])
    fs.copyFileSync(path.join(repoRoot, 'scripts', file), path.join(work, 'scripts', file));
  for (const link of ['node_modules', 'build-wasm', 'wasm'])
    fs.symlinkSync(path.join(repoRoot, link), path.join(work, link));
  // The one line in the one list.
  const list = path.join(work, 'web', 'shared', 'languages.js');
  const before = fs.readFileSync(list, 'utf8');
  const after = before.replace("  ['pl', 'Polski'],\n", "  ['pl', 'Polski'],\n  ['xx', 'Testisch'],\n");
  assert.notEqual(after, before, 'the list has the line for Polish to add after');
  fs.writeFileSync(list, after);
  // The new tables.
  const english = path.join(repoRoot, 'web', 'lang', 'en');
  fs.mkdirSync(path.join(work, 'web', 'lang', 'xx'));
  for (const file of fs.readdirSync(english).filter((f) => f !== 'cli.json')) {
    const table = markedTable(JSON.parse(fs.readFileSync(path.join(english, file), 'utf8')));
    Object.assign(words, table);
    const catalogue = Object.fromEntries(Object.entries(table).map(([key, message]) => [key, { message }]));
    fs.writeFileSync(path.join(work, 'web', 'lang', 'xx', file), JSON.stringify(catalogue, null, 2) + '\n');
  }
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist);
  // The library and what the site's build adds beside the pages (icons, the service worker).
  for (const file of ['chess960.js', 'sw.js', 'icons'])
    fs.cpSync(path.join(distDir, file), path.join(dist, file), { recursive: true });
  execFileSync(process.execPath, [path.join(work, 'scripts', 'build-pages.mjs'), '--dist', dist], { stdio: 'pipe' });
  return dist;
}

before(async () => {
  assertBuilt();
  const dist = await buildWithTestLanguage();
  site.browser = await launchBrowser();
  site.server = await startServer(dist);
});

after(async () => {
  await site.browser?.close();
  await site.server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

test('a language added as a line in the list and a folder of tables is offered and spoken by the start page', async () => {
  const { page, problems, context } = await openPage(site.browser, `${site.server.url}index.html?lang=xx&n=518`);
  await page.waitForFunction(() => document.documentElement.lang === 'xx');
  await page.waitForFunction((mark) => document.querySelector('#nav-play').textContent.startsWith(mark), MARK);
  const option = await page.$eval('#lang option[value="xx"]', (o) => o.textContent);
  assert.equal(option, 'Testisch');
  const keyed = await page.$$eval('[data-i18n]', (nodes) =>
    nodes.map((n) => [n.getAttribute('data-i18n'), n.textContent]),
  );
  assert.ok(keyed.length >= 20, `the start page has ${keyed.length} keyed texts`);
  for (const [key, text] of keyed) assert.equal(text, words[key], key);
  await page.fill('#number', '960');
  await page.press('#number', 'Enter');
  await page.waitForFunction(
    (mark) => document.querySelector('[role="alert"], .error')?.textContent.includes(mark),
    MARK,
  );
  assert.deepEqual(problems, []);
  await context.close();
});
