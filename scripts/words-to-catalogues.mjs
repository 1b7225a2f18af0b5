// Turns the old tables of words, web/lang/<code>/<area>.js (`export default { key: 'text' }`),
// into the catalogues the build compiles, web/lang/<code>/<area>.json
// ({ key: { message, description } }, ICU MessageFormat), and removes each table it converted.
// Re-runnable: a table next to an existing catalogue (keys added on another branch) adds its keys
// and their new texts to it; the catalogue's own messages and notes of other keys stay. The
// English catalogue, the source, gets a context note for every key that has none (what the text
// is, where it stands, what its placeholders are), written from the pages' use of the key.
// Checks every message it writes: compiled, it gives the table's text back.
// Usage: node scripts/words-to-catalogues.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import MessageFormat from '@messageformat/core';
import { contextNote } from './word-notes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANG = path.join(root, 'web', 'lang');
const PLACEHOLDER = /\{\w+\}/g;

// Returns a table's text as an ICU message: its {name} placeholders kept, every other brace and
// the apostrophes ICU would read as quotes escaped.
export function toMessage(text) {
  const literal = (part) => part.replace(/'(?=['{}#|])/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
  let out = '';
  let last = 0;
  for (const m of String(text).matchAll(PLACEHOLDER)) {
    out += literal(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + literal(text.slice(last));
}

// Converts one table; returns the number of keys written.
async function convert(code, area) {
  const file = path.join(LANG, code, `${area}.js`);
  const table = (await import(pathToFileURL(file).href)).default;
  const target = path.join(LANG, code, `${area}.json`);
  const catalogue = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  const mf = new MessageFormat(code);
  for (const [key, text] of Object.entries(table)) {
    const message = toMessage(text);
    const names = Object.fromEntries([...text.matchAll(PLACEHOLDER)].map((m) => [m[0].slice(1, -1), m[0]]));
    const back = mf.compile(message)(names);
    if (back !== text) throw new Error(`${code}/${area} ${key}: "${back}" is not "${text}"`);
    const entry = { message };
    const note = catalogue[key] && catalogue[key].description;
    if (note) entry.description = note;
    else if (code === 'en') entry.description = contextNote(area, key, text);
    catalogue[key] = entry;
  }
  fs.writeFileSync(target, JSON.stringify(catalogue, null, 2) + '\n');
  fs.rmSync(file);
  return Object.keys(table).length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let tables = 0;
  let keys = 0;
  for (const code of fs.readdirSync(LANG).sort()) {
    for (const file of fs.readdirSync(path.join(LANG, code)).filter((f) => f.endsWith('.js'))) {
      keys += await convert(code, file.slice(0, -3));
      tables++;
    }
  }
  console.log(`words-to-catalogues: ${tables} tables, ${keys} messages converted`);
}
