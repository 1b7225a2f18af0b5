// Checks the word catalogues against the source language (English): for each language and area
// (lang/<code>/<area>.json), the keys it misses and the keys English has not, the English keys
// no page uses, the messages whose arguments differ from the English ones, the plural choices
// lacking a category the language needs (or naming one it has not), the messages that are no
// ICU MessageFormat, and the English keys without a description for the translators. It reads
// the .js tables of the words as they were before the JSON catalogues as well (no descriptions
// there; a counted text is then a set of keys <base>.one, <base>.few, …, <base>.other, and a
// key <base>.<n> beside <base> a form for the number n that a language may have or not).
//
//   node scripts/check-catalogues.mjs [dir] [--sources dir]… [--json]
//
// dir: the catalogues (web/lang by default); --sources (again for more): where the keys are used
// (the folder that holds dir; for web/lang, web/ and the CLI's bin/); --json: the faults as JSON.
// Prints each fault, then a summary line; exits 1 when there is any fault, 2 on a usage error
// (ERR_USAGE), a dir without the source language (ERR_NO_SOURCE_LANGUAGE) or a sources folder
// that is not there (ERR_NO_SOURCES).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CATEGORIES,
  argumentDifference,
  categoriesOf,
  messageFacts,
  pluralFaults,
  readArea,
  shapeError,
} from './catalogue-messages.mjs';
import { isUsed, readReferences } from './catalogue-references.mjs';

const SOURCE = 'en';
const USAGE = 'usage: node scripts/check-catalogues.mjs [dir] [--sources dir]… [--json]';
const KINDS = ['language', 'missing', 'extra', 'unused', 'placeholder', 'plural', 'parse', 'description'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Where the site's words are used: the pages, components and widget, and the command line.
const SITE_SOURCES = [path.join(root, 'web'), path.join(root, 'bin')];

// Returns the areas of a language folder: Map area -> file (the .json where both exist).
function areaFiles(folder) {
  const files = new Map();
  if (!fs.existsSync(folder)) return files;
  for (const name of fs.readdirSync(folder).sort()) {
    const match = /^(.+)\.(json|js)$/.exec(name);
    if (match && (match[2] === 'json' || !files.has(match[1]))) files.set(match[1], path.join(folder, name));
  }
  return files;
}

// Reads an area, reporting what does not parse and the plural faults; returns Map key -> { entry,
// facts (null where it does not parse), json (from a .json file) }.
async function readChecked(file, area, code, add) {
  const { entries, error } = await readArea(file);
  if (error) add(code, area, 'parse', '*', error);
  const checked = new Map();
  for (const [key, entry] of entries) {
    const shape = shapeError(entry);
    const facts = shape ? null : messageFacts(entry.message);
    if (shape || facts.error) add(code, area, 'parse', key, shape || facts.error);
    else pluralFaults(facts, code).forEach((fault) => add(code, area, 'plural', key, fault));
    checked.set(key, { entry, facts: facts && !facts.error ? facts : null, json: file.endsWith('.json') });
  }
  return checked;
}

// Returns the bases of the counted texts written as one key per plural form (<base>.other there).
function countedBases(source) {
  return new Set([...source.keys()].filter((key) => key.endsWith('.other')).map((key) => key.slice(0, -6)));
}

// Returns the base of a key that is a plural form of a counted text, or null.
function baseOf(key, bases) {
  const dot = key.lastIndexOf('.');
  return dot > 0 && CATEGORIES.includes(key.slice(dot + 1)) && bases.has(key.slice(0, dot)) ? key.slice(0, dot) : null;
}

// Returns true when a key is a form of another key for one number (<base>.<n>, as ordinal.1
// "1st" beside ordinal "{k}th"): like an exact case =1 of ICU, a language may write it or not.
function isExactForm(key, source) {
  const match = /^(.+)\.\d+$/.exec(key);
  return !!match && source.has(match[1]);
}

// Returns the union of the arguments of the forms of a counted text in a table.
function countedArguments(table, base) {
  const args = new Set();
  for (const category of CATEGORIES) {
    const form = table.get(`${base}.${category}`);
    if (form && form.facts) form.facts.args.forEach((name) => args.add(name));
  }
  return args;
}

// Compares a counted text written as keys per plural form with the source's.
function checkCounted(code, area, base, source, table, add) {
  const present = CATEGORIES.filter((category) => table.has(`${base}.${category}`));
  if (!present.length) return add(code, area, 'missing', `${base}.other`, 'no form of this counted text');
  const needed = categoriesOf(code, 'plural');
  const lacking = needed.filter((category) => !present.includes(category));
  if (lacking.length)
    add(code, area, 'plural', base, `lacks ${lacking.join(', ')} (${code} needs ${needed.join(', ')})`);
  const difference = argumentDifference(countedArguments(source, base), countedArguments(table, base));
  if (difference) add(code, area, 'placeholder', base, difference);
}

// Compares one language's area with the source language's.
function checkArea(code, area, source, table, add) {
  const bases = countedBases(source);
  for (const [key, { facts }] of source) {
    if (baseOf(key, bases)) continue;
    const own = table.get(key);
    if (!own && isExactForm(key, source)) continue;
    if (!own) add(code, area, 'missing', key, '');
    else if (facts && own.facts) {
      const difference = argumentDifference(facts.args, own.facts.args);
      if (difference) add(code, area, 'placeholder', key, difference);
    }
  }
  for (const key of table.keys()) {
    if (!source.has(key) && !baseOf(key, bases) && !isExactForm(key, source))
      add(code, area, 'extra', key, 'not in the source language');
  }
  for (const base of bases) checkCounted(code, area, base, source, table, add);
}

// Returns true when a folder's name is a language tag (fr, pt-BR).
function isLanguageTag(name) {
  try {
    return Intl.getCanonicalLocales(name).length === 1;
  } catch {
    return false;
  }
}

// Compares the folders with the site's language list, where the sources have one.
async function checkLanguageList(sources, codes, add) {
  const file = sources.map((dir) => path.join(dir, 'shared', 'languages.js')).find((f) => fs.existsSync(f));
  if (!file) return;
  const { LANGUAGES } = await import(pathToFileURL(file).href);
  for (const code of LANGUAGES) if (!codes.includes(code)) add(code, '*', 'language', '*', 'listed, but no folder');
  for (const code of codes) if (!LANGUAGES.includes(code)) add(code, '*', 'language', '*', 'a folder, but not listed');
}

// Checks the catalogues in dir, the keys used as the folders `sources` use them; returns
// { faults, summary }.
export async function checkCatalogues(dir, sources) {
  const faults = [];
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const add = (lang, area, kind, key, detail, weight = 1) => {
    faults.push({ lang, area, kind, key, detail });
    counts[kind] += weight;
  };
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a === SOURCE ? -1 : b === SOURCE ? 1 : a.localeCompare(b)));
  // a folder whose name is no language tag has no plural rules to check against
  const codes = folders.filter((code) => isLanguageTag(code));
  folders
    .filter((code) => !codes.includes(code))
    .forEach((code) => add(code, '*', 'language', '*', "the folder's name is no language code"));
  await checkLanguageList(sources, codes, add);
  const references = readReferences(sources, dir);
  const sourceAreas = areaFiles(path.join(dir, SOURCE));
  const sourceTables = new Map();
  let keys = 0;
  for (const [area, file] of sourceAreas) {
    const table = await readChecked(file, area, SOURCE, add);
    sourceTables.set(area, table);
    keys += table.size;
    for (const [key, { entry, json }] of table) {
      if (!isUsed(references, area, key)) add(SOURCE, area, 'unused', key, 'no source names it');
      if (json && entry && !(typeof entry.description === 'string' && entry.description.trim())) {
        add(SOURCE, area, 'description', key, 'the source language needs a note for the translators');
      }
    }
  }
  for (const code of codes.filter((c) => c !== SOURCE)) {
    const areas = areaFiles(path.join(dir, code));
    for (const [area, source] of sourceTables) {
      if (!areas.has(area)) add(code, area, 'missing', '*', `no file for the area (${source.size} keys)`, source.size);
      else checkArea(code, area, source, await readChecked(areas.get(area), area, code, add), add);
    }
    for (const area of areas.keys()) {
      if (!sourceAreas.has(area)) add(code, area, 'extra', '*', 'an area the source language has not');
    }
  }
  const format = [...sourceAreas.values()].some((file) => file.endsWith('.json')) ? 'JSON' : '.js tables';
  return { faults, summary: { languages: codes.length, areas: sourceAreas.size, keys, format, counts } };
}

// Returns the report's text: one line per fault, by language and area, then the summary.
function report(dir, { faults, summary }) {
  const order = (fault) => [fault.lang === SOURCE ? '' : fault.lang, fault.area, KINDS.indexOf(fault.kind), fault.key];
  const sorted = faults.slice().sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
  });
  const lines = sorted.map(
    (f) => `${`${f.lang}/${f.area}`.padEnd(18)} ${f.kind.padEnd(11)} ${f.key}${f.detail ? `: ${f.detail}` : ''}`,
  );
  const counts = KINDS.map((kind) => `${summary.counts[kind]} ${kind}`).join(', ');
  const verdict = faults.length ? `${faults.length} fault${faults.length === 1 ? '' : 's'}` : 'complete';
  lines.push(
    `check-catalogues: ${path.relative(process.cwd(), dir) || '.'} (${summary.format}): ${summary.languages} languages, ` +
      `${summary.areas} areas, ${summary.keys} keys in ${SOURCE}; ${counts}: ${verdict}`,
  );
  return lines.join('\n');
}

async function main() {
  const fail = (code, text) => {
    console.error(`check-catalogues: ${code}: ${text}`);
    console.error(USAGE);
    process.exit(2);
  };
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { sources: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
    });
  } catch (err) {
    fail('ERR_USAGE', err.message);
  }
  const { values, positionals } = args;
  if (positionals.length > 1) fail('ERR_USAGE', 'one folder of catalogues at most');
  const dir = path.resolve(positionals[0] || path.join(root, 'web', 'lang'));
  if (!fs.existsSync(path.join(dir, SOURCE))) {
    fail('ERR_NO_SOURCE_LANGUAGE', `${dir} has no folder ${SOURCE}/ of the source language`);
  }
  const sources = (values.sources || (dir === path.join(root, 'web', 'lang') ? SITE_SOURCES : [path.dirname(dir)])).map(
    (s) => path.resolve(s),
  );
  for (const folder of sources) {
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
      fail('ERR_NO_SOURCES', `${folder} is no folder of sources`);
    }
  }
  const result = await checkCatalogues(dir, sources);
  console.log(values.json ? JSON.stringify(result, null, 2) : report(dir, result));
  process.exit(result.faults.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
