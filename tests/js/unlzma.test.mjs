// The LZMA decoder that unpacks the embedded .wasm (wasm/loader/unlzma.c, compiled to its own
// WebAssembly module by scripts/unlzma-wasm.mjs, run by wasm/loader/unlzma.js): every input xz
// compresses must come back byte for byte, for the settings the packer uses and for xz's
// defaults, from bytes and from base64 text; a damaged stream must end in an error or wrong
// bytes, never a hang; and each shipped script carries the decoder as a module small enough for
// any runtime to compile at once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { unlzmaWasm } from '../../scripts/unlzma-wasm.mjs';
import { unlzma as unlzmaWith, unpackWasm } from '../../wasm/loader/unlzma.js';
import { root } from './load.mjs';

const decoder = new WebAssembly.Module(unlzmaWasm());
const unlzma = (bytes) => unlzmaWith(bytes, decoder);

// Returns `bytes` compressed by xz in the .lzma format with the size in the header (as packed).
function lzma(bytes, options) {
  const xz = spawnSync('xz', ['--format=lzma', `--lzma1=${options}`, '--stdout'], { input: bytes });
  assert.equal(xz.status, 0, String(xz.stderr));
  xz.stdout.writeBigUInt64LE(BigInt(bytes.length), 5);
  return new Uint8Array(xz.stdout);
}

const random = crypto.createHash('sha256');
const noise = Buffer.concat(Array.from({ length: 3000 }, (_, i) => random.copy().update(String(i)).digest()));
const text = Buffer.from('Chess960: 518 RNBQKBNR, TSLDKLST. '.repeat(2000) + 'e4 e5 Nf3 Nc6 Bb5 a6 '.repeat(500));
const runs = Buffer.concat([
  Buffer.alloc(70000, 7),
  noise.subarray(0, 5000),
  Buffer.alloc(300, 0),
  text.subarray(0, 9000),
]);
const wasm = fs.readFileSync(path.join(root, 'build-wasm', 'chess960-loader.wasm'));
const INPUTS = { empty: Buffer.alloc(0), 'one byte': Buffer.from([42]), noise, text, runs, 'the .wasm': wasm };
const SETTINGS = [
  'preset=9e,lc=3,lp=0,pb=0,dict=1MiB',
  'preset=6',
  'preset=1,lc=0,lp=2,pb=4',
  'preset=9,lc=4,lp=0,pb=1',
];

for (const [name, bytes] of Object.entries(INPUTS)) {
  test(`${name} (${bytes.length} bytes) comes back exactly under every setting`, () => {
    for (const options of SETTINGS) {
      const out = unlzma(lzma(bytes, options));
      assert.equal(out.length, bytes.length, options);
      assert.ok(Buffer.from(out).equals(bytes), `${name}, ${options}: bytes differ`);
    }
    const text = Buffer.from(lzma(bytes, SETTINGS[0])).toString('base64');
    assert.ok(Buffer.from(unpackWasm(text, decoder)).equals(bytes), `${name} from base64: bytes differ`);
  });
}

test('a damaged or truncated stream ends (an error or other bytes), never hangs', () => {
  const packed = lzma(noise, SETTINGS[0]);
  const half = packed.length >> 1;
  const cases = [
    packed.slice(0, half),
    packed.map((b, i) => (i === half ? b ^ 0x55 : b)),
    packed.map((b, i) => (i > 20 ? 0 : b)),
  ];
  for (const damaged of cases) {
    let out = null;
    try {
      out = unlzma(damaged);
    } catch (error) {
      assert.match(error.message, /LZMA/);
    }
    if (out) assert.ok(!Buffer.from(out).equals(noise), 'a damaged stream gave the original bytes');
  }
  assert.throws(() => unlzma(Uint8Array.from([225, ...packed.slice(1)])), /LZMA header refused/);
  const unknownSize = packed.slice();
  unknownSize.fill(0xff, 5, 13);
  assert.throws(() => unlzma(unknownSize), /LZMA header refused/);
  assert.throws(() => unlzma(packed.slice(0, 12)), /LZMA header refused/);
});

// Returns the literal a shipped classic script embeds the decoder as: the first argument of its
// outer call, a string of the module's bytes.
function embeddedDecoder(file) {
  const code = fs.readFileSync(path.join(root, 'dist', file), 'utf8');
  const call = /\}\)\(("(?:[^"\\]|\\.)*"),"[A-Za-z0-9+/=]+"\);\s*$/.exec(code);
  assert.ok(call, `${file} ends in the call with the decoder and the packed module`);
  return call[1];
}

for (const file of [
  'chess960.js',
  'chess960-widget.js',
  'chess960-draw.js',
  'chess960-event.js',
  'chess960-engine.js',
  'chess960-pgn.js',
]) {
  test(`dist/${file} unpacks its module with the decoder's WebAssembly module: at most 4 KiB, in ASCII`, () => {
    const literal = embeddedDecoder(file);
    assert.match(literal, /^[\x20-\x7e]+$/, 'the literal is printable ASCII');
    const bytes = Uint8Array.from(JSON.parse(literal.replace(/\\x/g, '\\u00')), (ch) => ch.charCodeAt(0));
    assert.ok(bytes.length <= 4096, `${bytes.length} bytes`);
    const exports = WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);
    assert.deepEqual(exports.sort(), ['__heap_base', 'lzma_end', 'memory', 'unbase64', 'unlzma']);
  });
}
