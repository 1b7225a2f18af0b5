// Packs an Emscripten build into one self-contained script: the loader JS minified by terser, the
// .wasm compressed with LZMA (xz, from Debian's xz-utils) in base64, and the LZMA decoder (npm
// js-lzma) that turns it back into bytes for the loader's `wasmBinary`.
//
//   node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js>
//
// The packed file is
//   (function (wasmText, lzma) { <minified loader> })("<base64>", <js-lzma>);
// so the minifier never sees the text, and the loader (wasm/prelude.js wasmBytes) reads both
// parameters. Why: gzip over base64 of the raw .wasm costs about 1.3x the .wasm's own gzip size,
// and raw bytes as text about 1.05x; LZMA is 16 % smaller than gzip on this code, and gzip over its
// base64 costs only 1 % more, so the file is about 12 KB smaller served gzipped. Decoding costs
// about 40 ms once per page load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { minify } from 'terser';

const require = createRequire(import.meta.url);
const [loaderPath, wasmPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js>');
  process.exit(2);
}

// Runs `command` and returns its standard output, or stops the build with `hint`.
function run(command, args, hint, input) {
  const result = spawnSync(command, args, { maxBuffer: 64 << 20, input });
  if (result.error || result.status !== 0) {
    console.error(`pack-wasm: ${command} failed (${result.error ? result.error.message : result.stderr}); ${hint}`);
    process.exit(1);
  }
  return result.stdout;
}

// Returns the .wasm optimised once more for size by binaryen (Emscripten's link step stops
// short of a converged -Oz; 0.4 KB less after LZMA), in the features Emscripten targeted (MVP).
function optimise(path) {
  const optimised = `${outPath}.opt.wasm`;
  run('wasm-opt', [path, '--mvp-features', '-Oz', '--converge', '-o', optimised], 'it comes with emscripten (binaryen)');
  const bytes = fs.readFileSync(optimised);
  fs.rmSync(optimised);
  return bytes;
}

// Returns the bytes in the .lzma format (lc=3 lp=0 pb=0 suit WebAssembly's unaligned bytes).
function compress(bytes) {
  return run('xz', ['--format=lzma', '--lzma1=preset=9e,lc=3,lp=0,pb=0,dict=1MiB', '--stdout'],
    "install Debian's xz-utils", bytes);
}

// Returns the bytes `lzma` (the decoder as shipped) gives back from `packed`.
function decode(lzma, packed) {
  const bytes = [];
  lzma.decompressFile({ offset: 0, readByte() { return packed[this.offset++]; } },
    { writeByte(b) { bytes.push(b); } });
  return Buffer.from(bytes);
}

const loader = fs.readFileSync(loaderPath, 'utf8');
const wasm = optimise(wasmPath);
const packed = compress(wasm);

const minifyOptions = { compress: { passes: 2 }, mangle: true, format: { comments: false } };
const body = (await minify(loader, minifyOptions)).code;
if (!/\bwasmText\b/.test(body) || !/\blzma\b/.test(body)) {
  console.error(`pack-wasm: ${loaderPath} never reads wasmText or lzma: nothing would load the module`);
  process.exit(1);
}
// js-lzma is a CommonJS file ending in `module.exports = LZMA`: run it with its own `module`.
// Its MIT licence asks for its copyright and permission notice in every copy: kept as a comment.
const decoderSource = fs.readFileSync(require.resolve('js-lzma'), 'utf8');
const decoderLicence = (decoderSource.match(/^\/\*[\s\S]*?Copyright[\s\S]*?\*\//) || [''])[0];
if (!decoderLicence) {
  console.error('pack-wasm: js-lzma no longer starts with its licence comment; keep its notice by hand');
  process.exit(1);
}
// Minified as a returned value (a bare expression statement would be turned into `!function…`);
// its private fields (this._pos, …) are renamed too. Checked: the shipped decoder gives back
// exactly the .wasm.
const decoder = (await minify(`return (function(module){${decoderSource}\nreturn module.exports})({})`, {
  ...minifyOptions, mangle: { properties: { regex: /^_/ } }, parse: { bare_returns: true },
})).code.replace(/^return\s*/, '').replace(/;$/, '');
if (!decode(new Function(`return ${decoder}`)(), packed).equals(wasm)) {
  console.error('pack-wasm: the minified js-lzma does not give back the .wasm that xz compressed');
  process.exit(1);
}

// The loader's opening comment (what the file is) stays; terser drops every other comment.
const header = (loader.match(/^\/\*[\s\S]*?\*\/\n/) || [''])[0];
const out = `${header}(function(wasmText,lzma){${body.trim()}})("${packed.toString('base64')}",\n` +
  `${decoderLicence.replace(/^\/\*/, '/* js-lzma, the LZMA decoder below:')}\n${decoder});\n`;
fs.writeFileSync(outPath, out, 'utf8');
