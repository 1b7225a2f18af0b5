// Sizes of the npm package (npm run bench): the tarball, and what each entry costs a page or an
// app — the entry's file with what it imports from the package, gzip -9 (zlib) — beside its
// budget where it has one. Packs the package first (scripts/package.mjs). Prints only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;
// The budgets of the shipped files (tests/js/budgets.test.mjs holds the same ceilings).
const BUDGETS = {
  chess960: 60 * KiB,
  'chess960/draw': 27 * KiB,
  'chess960/event': 22 * KiB,
  'chess960/widget': 30 * KiB,
  'chess960/viewer': 87 * KiB,
};

const tarball = execFileSync('node', [path.join(root, 'scripts', 'package.mjs')], { encoding: 'utf8' })
  .trim()
  .split('\n')
  .at(-1);
const stage = path.join(root, 'build-pkg', 'chess960');
const manifest = JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8'));
const unpacked = fs.readdirSync(stage, { recursive: true }).reduce((sum, file) => {
  const full = path.join(stage, file);
  return fs.statSync(full).isFile() ? sum + fs.statSync(full).size : sum;
}, 0);
const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
console.log(`tarball ${path.basename(tarball)}: ${kib(fs.statSync(tarball).size)} (unpacked ${kib(unpacked)})`);

// Returns the bytes an entry brings into an app: its file and the package files it imports, as
// shipped (esbuild only finds the imports).
async function entryBytes(file) {
  const built = await esbuild.build({
    entryPoints: [path.join(stage, file)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const files = Object.keys(built.metafile.inputs).map((input) => path.resolve(input));
  return Buffer.concat(files.map((input) => fs.readFileSync(input)));
}

console.log('entry (import, with what it imports): raw, gzip -9');
for (const [subpath, target] of Object.entries(manifest.exports)) {
  const file = typeof target === 'string' ? target : (target.import || target).default;
  if (!file.endsWith('.js') || subpath === './package.json') continue;
  const name = subpath === '.' ? 'chess960' : `chess960/${subpath.slice(2)}`;
  const bytes = await entryBytes(file);
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  const budget = BUDGETS[name];
  const verdict = budget
    ? `; budget ${kib(budget)}: ${gz <= budget ? 'within' : 'OVER'} (${(gz / budget).toFixed(3)}x)`
    : '';
  console.log(`  ${name.padEnd(28)} ${kib(bytes.length).padStart(9)} ${kib(gz).padStart(9)}${verdict}`);
}
