// The modules of dist/ leave the host's process alone in node: loading and using chess960.js,
// chess960-engine.js or chess960-pgn.js installs no process-wide handler, so a host's own
// unhandled rejection or exception ends its process as node ends it (exit 1, the host's own
// message, not the module's minified source). The command line reports an output it cannot
// write (a full disk, a closed pipe) in one line with exit code 3.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './load.mjs';

const cli = path.join(root, 'bin', 'chess960.cjs');
// Each node module with a call that makes its WebAssembly instance work.
const MODULES = [
  { file: 'chess960.js', use: 'api.startPosition(5)' },
  { file: 'chess960-engine.js', use: 'new api.Engine({ hashMb: 1 })' },
  { file: 'chess960-pgn.js', use: 'api.checkPgn("1. e4 *")' },
];

// Runs a host program in a fresh node process (node's own behaviour, no test runner around it).
function host(source) {
  const r = spawnSync(process.execPath, ['-e', source], { encoding: 'utf8', cwd: root, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

for (const { file, use } of MODULES) {
  const load = `const create = require(${JSON.stringify(path.join(root, 'dist', file))});`;

  test(`${file} installs no process-wide handler`, () => {
    const r = host(
      `${load}
      const count = () => ['uncaughtException', 'unhandledRejection', 'exit'].map((e) => process.listenerCount(e));
      const before = count();
      create().then((api) => { ${use}; console.log(JSON.stringify({ before, after: count() })); });`,
    );
    assert.equal(r.code, 0, r.err);
    const { before, after } = JSON.parse(r.out);
    assert.deepEqual(after, before);
  });

  test(`${file}: a host's unhandled rejection ends the process as node does`, () => {
    const r = host(
      `${load}
      create().then((api) => { ${use}; Promise.reject(new Error('the host rejected this')); });`,
    );
    assert.equal(r.code, 1, 'node exits with 1 on an unhandled rejection');
    assert.match(r.err, /the host rejected this/);
    assert.ok(r.err.length < 4000, `stderr holds ${r.err.length} characters (the module's source?)`);
    assert.doesNotMatch(r.err, /wasmText|Emscripten/);
  });

  test(`${file}: a host's uncaught exception ends the process as node does`, () => {
    const r = host(`${load}
      create().then((api) => { ${use}; setTimeout(() => { throw new Error('the host threw this'); }); });`);
    assert.equal(r.code, 1);
    assert.match(r.err, /the host threw this/);
    assert.ok(r.err.length < 4000, `stderr holds ${r.err.length} characters`);
  });
}

test('no module of dist/ names a process-wide handler (the widget included)', () => {
  for (const file of [...MODULES.map((m) => m.file), 'chess960-widget.js']) {
    const text = fs.readFileSync(path.join(root, 'dist', file), 'utf8');
    assert.doesNotMatch(text, /uncaughtException|unhandledRejection/, file);
  }
});

test(
  'chess960 position 5 > /dev/full: exit 3 and one line naming the full disk',
  { skip: !fs.existsSync('/dev/full') },
  () => {
    for (const json of [false, true]) {
      const full = fs.openSync('/dev/full', 'w');
      try {
        const args = [cli, 'position', '5', ...(json ? ['--json'] : [])];
        const r = spawnSync(process.execPath, args, { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
        assert.equal(r.status, 3, r.stderr.slice(0, 500));
        if (json) assert.equal(JSON.parse(r.stderr).error.code, 'ENOSPC');
        else assert.equal(r.stderr, 'chess960: cannot write the output: no space left on the device (ENOSPC)\n');
      } finally {
        fs.closeSync(full);
      }
    }
  },
);

test('chess960 table into a pipe closed by its reader: exit 3 and one line naming the pipe', async () => {
  const child = spawn(process.execPath, [cli, 'table'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy(); // the reader goes away before the output is written
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 3, err.slice(0, 500));
  assert.equal(err, 'chess960: cannot write the output: the reader closed the pipe (EPIPE)\n');
});
