// What scripts/check-catalogues.mjs knows about one catalogue file and one message: reading a
// language's area (lang/<code>/<area>.json, or a .js table of the words as they were before the
// JSON catalogues), the arguments an ICU message names, and the plural categories it covers.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from '@messageformat/parser';

// The CLDR plural categories; a key ending in one of them may be a form of a counted text.
export const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

// Returns the plural categories `code` needs: 'plural' counts (1 game, 2 games), 'selectordinal'
// ranks (1st, 2nd), as the runtime's CLDR data has them; 'other' always.
export function categoriesOf(code, type) {
  const rules = new Intl.PluralRules(code, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' });
  const list = rules.resolvedOptions().pluralCategories;
  return CATEGORIES.filter((category) => category === 'other' || list.includes(category));
}

// Returns the entries of a catalogue file: { entries: Map key -> { message, description }, error }.
// A .json file is { key: { message, description } }; a .js table's default export { key: text }
// (no descriptions).
export async function readArea(file) {
  const entries = new Map();
  if (file.endsWith('.js')) {
    let table;
    try {
      table = (await import(pathToFileURL(file).href)).default;
    } catch (err) {
      return { entries, error: `not a table of words: ${String(err.message).split('\n')[0]}` };
    }
    if (!table || typeof table !== 'object') return { entries, error: 'its default export is no table of words' };
    for (const [key, text] of Object.entries(table)) entries.set(key, { message: fillTemplateAsIcu(text) });
    return { entries, error: null };
  }
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return { entries, error: `not JSON: ${err.message}` };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { entries, error: 'not a JSON object of keys' };
  for (const [key, entry] of Object.entries(data)) entries.set(key, entry);
  return { entries, error: null };
}

// Returns the ICU message that says what a .js table's text says: there {name} is a placeholder
// (i18n.fill) and any other brace, like an apostrophe, is text, which ICU quotes.
export function fillTemplateAsIcu(text) {
  if (typeof text !== 'string') return text;
  return text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/'/g, "''").replace(/[{}]+/g, (braces) => `'${braces}'`)))
    .join('');
}

// Returns why an entry is not { message: string, description?: string }, or null.
export function shapeError(entry) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'not an object { message, description }';
  if (typeof entry.message !== 'string') return 'its "message" is not a text';
  if (entry.description !== undefined && typeof entry.description !== 'string')
    return 'its "description" is not a text';
  return null;
}

// Returns what a message says about its arguments: { error } when it is no ICU MessageFormat,
// else { args: Set of argument names (a plural's `#` names its argument), choices: [{ arg,
// type, keys }] for each plural, selectordinal and select }.
export function messageFacts(text) {
  let tokens;
  try {
    tokens = parse(text);
  } catch (err) {
    return { error: String(err.message).split('\n')[0].replace(/:$/, '') };
  }
  const facts = { args: new Set(), choices: [] };
  walk(tokens, null, facts);
  return facts;
}

// Collects the arguments and choices of tokens; `counted` is the argument `#` stands for here.
function walk(tokens, counted, facts) {
  for (const token of tokens) {
    if (token.type === 'octothorpe' && counted) facts.args.add(counted);
    if (token.type === 'argument' || token.type === 'function') facts.args.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      facts.args.add(token.arg);
      facts.choices.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) });
      const inner = token.type === 'select' ? counted : token.arg;
      for (const c of token.cases) walk(c.tokens, inner, facts);
    }
  }
}

// Returns the faults of a message's plural choices in language `code`: for each plural or
// selectordinal, the categories the language needs that it lacks, and the keys that are no
// category of the language (which the build's compiler refuses). Exact selectors (=0, =1) are
// extra cases and stand for no category.
export function pluralFaults(facts, code) {
  const faults = [];
  for (const choice of facts.choices) {
    if (choice.type === 'select') {
      if (!choice.keys.includes('other')) faults.push(`{${choice.arg}, select} lacks other`);
      continue;
    }
    const needed = categoriesOf(code, choice.type);
    const keys = choice.keys.filter((key) => !key.startsWith('='));
    const lacking = needed.filter((category) => !keys.includes(category));
    const foreign = keys.filter((key) => !needed.includes(key));
    const what = `{${choice.arg}, ${choice.type}}`;
    if (lacking.length) faults.push(`${what} lacks ${lacking.join(', ')} (${code} needs ${needed.join(', ')})`);
    if (foreign.length) faults.push(`${what} has ${foreign.join(', ')}, no category of ${code}`);
  }
  return faults;
}

// Returns the difference of two sets of argument names as a text, or '' when they are equal.
export function argumentDifference(source, translated) {
  const lacking = [...source].filter((name) => !translated.has(name)).sort();
  const added = [...translated].filter((name) => !source.has(name)).sort();
  const parts = [];
  if (lacking.length) parts.push(`lacks ${lacking.map((n) => `{${n}}`).join(', ')}`);
  if (added.length) parts.push(`has ${added.map((n) => `{${n}}`).join(', ')} the source has not`);
  return parts.join('; ');
}
