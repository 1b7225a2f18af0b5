// Shared helpers of the package's consumer tests: pack the package once per test file (node
// scripts/package.mjs prints the tarball's path on its last line), install the tarball offline
// into a throw-away app under the system's temp folder, run node there, remove the app after.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const START_518 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Test files of this folder may run at once (ctest -j): one packs at a time.
const LOCK = path.join(repoRoot, 'build-pkg', '.consumer-test.lock');
const STALE_LOCK_MS = 120000;

// The environment of a child process: without npm's script variables (an npm run around the
// tests must not point the inner npm at the project) and without node:test's own.
export function childEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'NODE_TEST_CONTEXT' && key !== 'NODE_OPTIONS') env[key] = value;
  }
  return { ...env, ...extra };
}

// Resolves once this process holds the pack lock (a lock older than STALE_LOCK_MS is broken).
async function takeLock() {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// Packs the package (node scripts/package.mjs) and copies the tarball into `dir`; returns the copy's
// path. CHESS960_PACKAGE_TGZ names another tarball to test instead (e.g. one broken on purpose).
export async function packInto(dir) {
  const given = process.env.CHESS960_PACKAGE_TGZ;
  if (given) {
    const copy = path.join(dir, path.basename(given));
    fs.copyFileSync(path.resolve(given), copy);
    return copy;
  }
  await takeLock();
  try {
    const { stdout } = await run(process.execPath, [path.join(repoRoot, 'scripts', 'package.mjs')], {
      cwd: repoRoot,
      env: childEnv(),
      maxBuffer: 16 << 20,
    });
    const tarball = stdout.trim().split('\n').at(-1).trim();
    if (!tarball.endsWith('.tgz') || !fs.existsSync(tarball)) {
      throw new Error(`scripts/package.mjs did not print a tarball on its last line:\n${stdout}`);
    }
    const copy = path.join(dir, path.basename(tarball));
    fs.copyFileSync(tarball, copy);
    return copy;
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

// Makes an empty app (an ES module package.json) in a new temp folder; returns its folder.
export function makeApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-consumer-'));
  const manifest = { name: 'chess960-consumer', version: '1.0.0', private: true, type: 'module' };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  return dir;
}

// Installs the tarball into the app as a user would, from the file alone (no registry; npm's
// cache in the app, no update check).
export async function install(dir, tarball) {
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: dir,
    env: childEnv({ npm_config_cache: path.join(dir, '.npm-cache'), npm_config_update_notifier: 'false' }),
  });
  const installed = path.join(dir, 'node_modules', 'chess960');
  if (!fs.existsSync(path.join(installed, 'package.json'))) throw new Error(`npm did not install ${tarball}`);
  return installed;
}

// Shortens the output of a failed child for an assertion message (a minified file's line is long).
function readable(text) {
  return String(text || '')
    .split('\n')
    .map((line) => (line.length > 300 ? line.slice(0, 300) + ' …' : line))
    .join('\n');
}

// Writes `source` to `file` in the app and runs it with node there; resolves to { stdout, stderr }.
export async function runNode(dir, file, source, args = []) {
  if (source !== undefined) fs.writeFileSync(path.join(dir, file), source);
  let failure;
  try {
    return await run(process.execPath, [file, ...args], { cwd: dir, env: childEnv(), timeout: 60000 });
  } catch (error) {
    failure = error;
  }
  // Not the child's error itself: its message repeats the whole stderr.
  const how = failure.signal ? `${failure.code}, ${failure.signal}` : failure.code;
  throw new Error(`node ${file} failed (exit ${how}):\n${readable(failure.stderr)}`);
}

// Runs a script in the app whose last stdout line is JSON; resolves to that value.
export async function nodeJson(dir, file, source) {
  const { stdout } = await runNode(dir, file, source);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

// For a test file: before its tests, packs and installs the package into a fresh app; removes
// the app after. Returns { dir, tarball, pkgDir }, filled in by the before hook.
export function useApp() {
  const app = {};
  before(async () => {
    app.dir = makeApp();
    app.tarball = await packInto(app.dir);
    app.pkgDir = await install(app.dir, app.tarball);
  });
  after(() => {
    if (app.dir) fs.rmSync(app.dir, { recursive: true, force: true });
  });
  return app;
}

// Lists the files under `dir`, relative, with '/' separators.
export function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel + '/') : [rel];
  });
}
