// The tarball of scripts/package.mjs through the two linters of npm packages: publint (the
// package.json's fields against the files that ship) and arethetypeswrong (the declarations that
// each entry resolves to under node16 from ESM and from CommonJS, and under bundlers).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { childEnv, packInto, repoRoot } from './consumer.mjs';

const ATTW = path.join(repoRoot, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
// The entries node and bundlers load by import and by require.
const DUAL_ENTRIES = ['.', './numbering', './engine', './pgn', './draw', './event'];
// The entries for browsers only (a page's or a worker's module): ES modules without a require form.
const BROWSER_ENTRIES = ['./widget', './engine/worker'];
// The resolution kinds each attw profile leaves out.
const IGNORED = { node16: ['node10'], 'esm-only': ['node10', 'node16-cjs'] };

const packed = {};
before(async () => {
  packed.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-lint-'));
  packed.tarball = await packInto(packed.dir);
});
after(() => {
  if (packed.dir) fs.rmSync(packed.dir, { recursive: true, force: true });
});

test('publint finds no error and no warning in the tarball', async (t) => {
  const bytes = fs.readFileSync(packed.tarball);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion' });
  const lines = messages.map((m) => `${m.type} ${m.code}: ${formatMessage(m, pkg, { color: false })}`);
  for (const line of lines.filter((l) => l.startsWith('suggestion'))) t.diagnostic(line);
  assert.equal(pkg.name, 'chess960');
  assert.deepEqual(
    lines.filter((l) => !l.startsWith('suggestion')),
    [],
  );
});

// Runs attw on the tarball for `entries` with `profile`; resolves to { code, problems } (the
// problems the profile counts, one line each).
async function attw(entries, profile) {
  const args = [ATTW, packed.tarball, '--format', 'json', '--profile', profile, '--entrypoints', ...entries];
  let stdout;
  let code = 0;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, args, { env: childEnv(), maxBuffer: 64 << 20 }));
  } catch (error) {
    ({ stdout, code } = error);
  }
  const report = JSON.parse(stdout);
  const problems = Object.values(report.problems || {})
    .flat()
    .filter((p) => !IGNORED[profile].includes(p.resolutionKind))
    .map((p) =>
      [p.kind, p.entrypoint, p.resolutionKind, p.typesFileName, p.implementationFileName].filter(Boolean).join(' '),
    );
  return { code, problems, entries: Object.keys(report.analysis?.entrypoints || {}) };
}

test('arethetypeswrong (node16 profile): import and require of ., numbering, engine, pgn, draw are typed right', async () => {
  const result = await attw(DUAL_ENTRIES, 'node16');
  assert.deepEqual(result.entries, DUAL_ENTRIES);
  assert.deepEqual(result.problems, []);
  assert.equal(result.code, 0);
});

test('arethetypeswrong (esm-only profile): the browser entries widget and engine/worker are typed right', async () => {
  const result = await attw(BROWSER_ENTRIES, 'esm-only');
  assert.deepEqual(result.entries, BROWSER_ENTRIES);
  assert.deepEqual(result.problems, []);
  assert.equal(result.code, 0);
});
