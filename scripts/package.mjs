// Packs the library as the npm package `chess960` (package/ holds its package.json, README,
// CHANGELOG and declarations; the modules come from build-wasm/lib/, the CLI from bin/) into
// build-pkg/chess960/ and, with npm pack, build-pkg/chess960-<version>.tgz. The last line printed
// is the tarball's path. Run after scripts/build.sh (npm run package does both).
//   node scripts/package.mjs [--no-pack]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'build-wasm', 'lib');
const out = path.join(root, 'build-pkg');
const stage = path.join(out, 'chess960');

// The built files the package ships (the site's own engine worker, which loads its engine from
// the site's root, stays out).
const MODULES = [
  'errors.js',
  'errors.cjs',
  'index.js',
  'index.cjs',
  'chess960.js',
  'chess960.wasm',
  'numbering.js',
  'numbering.cjs',
  'engine.js',
  'engine.cjs',
  'engine-worker.js',
  'chess960-engine.wasm',
  'pgn.js',
  'pgn.cjs',
  'chess960-pgn.wasm',
  'draw.js',
  'draw.cjs',
  'chess960-draw.wasm',
  'event.js',
  'event.cjs',
  'chess960-event.wasm',
  'widget.js',
  'chess960-widget.js',
  'viewer.js',
  'chess960-game.js',
];
// The declarations (package/types/), and those that also describe a CommonJS entry (as .d.cts).
const TYPES = ['index', 'numbering', 'engine', 'engine-worker', 'pgn', 'draw', 'event', 'widget', 'viewer'];
const COMMONJS_TYPES = ['index', 'numbering', 'engine', 'pgn', 'draw', 'event'];
// Every file of bin/: the CLI and the subcommands it requires (a new one cannot be forgotten).
const CLI = fs.readdirSync(path.join(root, 'bin')).filter((file) => file.endsWith('.cjs'));

// Stops with a message.
function fail(message) {
  console.error(`package: ${message}`);
  process.exit(1);
}

// Copies `from` to `to` (in the stage) or stops when it is missing.
function copy(from, to) {
  if (!fs.existsSync(from)) fail(`${path.relative(root, from)} is missing: run npm run build first`);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

fs.rmSync(stage, { recursive: true, force: true });
fs.mkdirSync(stage, { recursive: true });
for (const file of MODULES) copy(path.join(lib, file), path.join(stage, file));
for (const name of TYPES) copy(path.join(root, 'package', 'types', `${name}.d.ts`), path.join(stage, `${name}.d.ts`));
// The CommonJS declarations: the same text, its imports of sibling entries pointed at their
// CommonJS declarations, so that a require() user's types never cross into the ES ones.
for (const name of COMMONJS_TYPES) {
  const text = fs.readFileSync(path.join(stage, `${name}.d.ts`), 'utf8');
  fs.writeFileSync(path.join(stage, `${name}.d.cts`), text.replace(/from '\.\/([a-z-]+)\.js'/g, "from './$1.cjs'"));
}
// chess960/engine/worker for resolvers that do not read `exports` (TypeScript's node10, Parcel
// by default): a file at that path that loads the worker, and its declarations.
fs.mkdirSync(path.join(stage, 'engine'), { recursive: true });
fs.writeFileSync(path.join(stage, 'engine', 'worker.js'), "import '../engine-worker.js';\n");
fs.writeFileSync(
  path.join(stage, 'engine', 'worker.d.ts'),
  "export type { EngineMessage, EngineRequest } from '../engine-worker.js';\n",
);
for (const file of CLI) copy(path.join(root, 'bin', file), path.join(stage, 'bin', file));
fs.chmodSync(path.join(stage, 'bin', 'chess960.cjs'), 0o755);
for (const file of ['package.json', 'README.md', 'CHANGELOG.md'])
  copy(path.join(root, 'package', file), path.join(stage, file));
copy(path.join(root, 'LICENSE'), path.join(stage, 'LICENSE'));

const { version } = JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8'));
const changelog = fs.readFileSync(path.join(stage, 'CHANGELOG.md'), 'utf8');
if (!changelog.includes(`## ${version}`)) fail(`CHANGELOG.md has no section "## ${version}"`);

if (process.argv.includes('--no-pack')) {
  console.log(stage);
} else {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: stage, encoding: 'utf8' }),
  )[0];
  console.log(`package: ${packed.entryCount} files, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked`);
  console.log(path.join(out, packed.filename));
}
