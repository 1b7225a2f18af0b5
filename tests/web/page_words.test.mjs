// German once: the pages' sources (web/**/*.html) carry keys only — no text inside an element
// with data-i18n, no aria-label / title / placeholder / content beside the attribute that names
// its key — and every key they name is in the catalogues; the build (scripts/build-pages.mjs,
// scripts/page-words.mjs) writes the German texts into dist's pages, so that the first paint is
// worded.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { textsOf } from '../../scripts/catalogues.mjs';
import { KEYED, KEYED_ELEMENT, wordHtml } from '../../scripts/page-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = path.join(root, 'web');
const dist = path.join(root, 'dist');

// Returns the HTML files below a folder (web/lang left out).
function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'lang' ? [] : pages(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

// Returns the start tags of an HTML text that name a key in a keyed attribute: [{ tag, keyed, key }].
function keyedAttributes(html) {
  return [...html.matchAll(/<[a-z][\w-]*\s[^>]*>/g)].flatMap((m) =>
    Object.keys(KEYED).flatMap((keyed) => {
      const named = new RegExp(`\\s${keyed}="([^"]+)"`).exec(m[0]);
      return named ? [{ tag: m[0], keyed, key: named[1] }] : [];
    }),
  );
}

const unescaped = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

test('no source page carries text of a keyed element or attribute: the catalogues hold it', () => {
  const texts = [];
  for (const file of pages(web)) {
    const html = fs.readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const m of html.matchAll(/<([a-z][\w-]*)\s[^>]*\bdata-i18n="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)) {
      if (m[3].trim()) texts.push(`${where} ${m[2]}: "${m[3].trim().slice(0, 40)}"`);
    }
    for (const { tag, keyed, key } of keyedAttributes(html)) {
      if (new RegExp(`\\s${KEYED[keyed]}="`).test(tag)) texts.push(`${where} ${key}: ${KEYED[keyed]}`);
    }
  }
  assert.deepEqual(texts, []);
});

test('every key a source page names is in the German and the English catalogues', () => {
  const de = textsOf('de');
  const en = textsOf('en');
  const missing = [];
  for (const file of pages(web)) {
    const html = fs.readFileSync(file, 'utf8');
    const keys = [...html.matchAll(KEYED_ELEMENT)].map((m) => m[3]).concat(keyedAttributes(html).map((a) => a.key));
    for (const key of keys) if (de(key) === undefined || en(key) === undefined) missing.push(key);
  }
  assert.deepEqual(missing, []);
});

test('the build writes the text of each key, escaped, and leaves written text alone', () => {
  const say = (key) => ({ 'a.text': 'Züge & „Varianten“ <b>', 'a.label': 'Brett "drehen"' })[key];
  const html =
    '<p data-i18n="a.text"></p><button data-i18n-label="a.label" class="x"></button><i data-i18n="a.text">da</i>';
  assert.equal(
    wordHtml(html, say),
    '<p data-i18n="a.text">Züge &amp; „Varianten“ &lt;b&gt;</p>' +
      '<button aria-label="Brett &quot;drehen&quot;" data-i18n-label="a.label" class="x"></button>' +
      '<i data-i18n="a.text">da</i>',
  );
  assert.throws(
    () => wordHtml('<p data-i18n="a.none"></p>', say, 'x.html'),
    /x\.html: no catalogue has the key "a\.none"/,
  );
});

test("dist's pages carry the German text of every keyed element and attribute (after a build)", (t) => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return t.skip('no build in dist/');
  const de = textsOf('de');
  for (const page of fs.readdirSync(web).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    let keyed = 0;
    for (const m of html.matchAll(/<([a-z][\w-]*)\s[^>]*\bdata-i18n="([^"]+)"[^>]*>([^<]*)<\/\1>/g)) {
      assert.equal(unescaped(m[3]), de(m[2]), `${page} ${m[2]}`);
      keyed++;
    }
    for (const { tag, keyed: attr, key } of keyedAttributes(html)) {
      const value = new RegExp(`\\s${KEYED[attr]}="([^"]*)"`).exec(tag);
      assert.ok(value, `${page} ${key}: ${KEYED[attr]} written`);
      assert.equal(unescaped(value[1]), de(key), `${page} ${key}`);
    }
    assert.ok(keyed > 0, `${page} has keyed elements`);
  }
});
