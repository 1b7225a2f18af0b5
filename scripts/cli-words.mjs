#!/usr/bin/env node
// Writes bin/words.cjs, the command line's words: the catalogues web/lang/<code>/cli.json (ICU
// MessageFormat, English the source language) compiled by @messageformat/core into plain
// functions, bundled with the plural rules they use, so that the CLI needs no package at run time.
// @messageformat/core is a devDependency, so the output is committed; `--check` exits 1 when the
// committed file differs from what the catalogues give (tests/js/cli_words.test.mjs runs it).
//   node scripts/cli-words.mjs          write bin/words.cjs
//   node scripts/cli-words.mjs --check  compare only
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import * as esbuild from 'esbuild';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The languages the command line speaks (--lang); the first is the source language.
export const CLI_LANGUAGES = ['en', 'de'];
export const WORDS_FILE = path.join(root, 'bin', 'words.cjs');

// Returns the catalogue of a language: { key: { message, description } }.
export function readCatalogue(code) {
  return JSON.parse(fs.readFileSync(path.join(root, 'web', 'lang', code, 'cli.json'), 'utf8'));
}

// Returns the problems of the catalogues: keys missing or extra against English, an English
// message without its description.
export function catalogueProblems(catalogues) {
  const problems = [];
  const source = catalogues.en;
  for (const [key, entry] of Object.entries(source))
    if (typeof entry.description !== 'string' || !entry.description) problems.push(`en: ${key} has no description`);
  for (const code of CLI_LANGUAGES.slice(1)) {
    for (const key of Object.keys(source)) if (!catalogues[code][key]) problems.push(`${code}: ${key} is missing`);
    for (const key of Object.keys(catalogues[code])) if (!source[key]) problems.push(`${code}: ${key} is not in en`);
  }
  return problems;
}

// Returns the source of bin/words.cjs.
export async function wordsSource() {
  const catalogues = Object.fromEntries(CLI_LANGUAGES.map((code) => [code, readCatalogue(code)]));
  const problems = catalogueProblems(catalogues);
  if (problems.length) throw new Error(`cli-words: the catalogues are incomplete:\n  ${problems.join('\n  ')}`);
  const messages = {};
  for (const code of CLI_LANGUAGES)
    messages[code] = Object.fromEntries(Object.entries(catalogues[code]).map(([key, e]) => [key, e.message]));
  const esm = compileModule(new MessageFormat(CLI_LANGUAGES), messages);
  const bundle = await esbuild.build({
    stdin: { contents: esm, resolveDir: root, sourcefile: 'cli-words.js', loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    footer: { js: 'module.exports = module.exports.default;' },
  });
  // esbuild names each bundled file in a comment; those paths depend on the checkout, so go.
  const code = bundle.outputFiles[0].text.replace(/^\/\/ .*\n/gm, '');
  const head =
    "// The command line's words, { en: { key: (values) => text }, de: … }. Written by\n" +
    '// scripts/cli-words.mjs from web/lang/<code>/cli.json: change those and run it; do not edit.\n';
  const options = await prettier.resolveConfig(WORDS_FILE);
  return prettier.format(head + code, { ...options, filepath: WORDS_FILE });
}

async function main() {
  const source = await wordsSource();
  const relative = path.relative(root, WORDS_FILE);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(WORDS_FILE) ? fs.readFileSync(WORDS_FILE, 'utf8') : '';
    if (current !== source) {
      console.error(`cli-words: ${relative} is stale: run node scripts/cli-words.mjs and commit it`);
      process.exit(1);
    }
    console.log(`cli-words: ${relative} matches the catalogues`);
    return;
  }
  fs.writeFileSync(WORDS_FILE, source);
  console.log(`cli-words: wrote ${relative}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
