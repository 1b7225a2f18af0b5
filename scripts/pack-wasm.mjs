// Packs an Emscripten build into one self-contained script: the loader JS minified by terser and
// the .wasm embedded as a string literal, handed to the loader as `wasmBinary`.
//
//   node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js>
//
// The loader reads the text from the free variable `wasmText` (wasm/prelude.js); the packed file
// is `(function (wasmText) { <minified loader> })("<text>")`, so the minifier never sees the
// text (nor can it fold `wasmText.length` into a constant). Encoding: byte b is the character
// (b + 1) mod 256, written raw in a UTF-8 file (a UTF-8 byte-order mark makes browsers read it as
// UTF-8 whatever the host page's charset); only " \ LF CR and NUL are escaped. Under gzip this
// costs about 6 % over the bare .wasm, where base64 (Emscripten's SINGLE_FILE) costs about 30 %.
import fs from 'node:fs';
import { minify } from 'terser';

const [loaderPath, wasmPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js>');
  process.exit(2);
}

// Returns the .wasm bytes as the body of a double-quoted JS string literal.
function wasmText(bytes) {
  const escapes = { 0x00: '\\x00', 0x0a: '\\n', 0x0d: '\\r', 0x22: '\\"', 0x5c: '\\\\' };
  let out = '';
  for (const byte of bytes) {
    const code = (byte + 1) & 255;
    out += escapes[code] ?? String.fromCharCode(code);
  }
  return out;
}

const loader = fs.readFileSync(loaderPath, 'utf8');
const wasm = fs.readFileSync(wasmPath);
const result = await minify(loader, {
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
});
// The loader's opening comment (what the file is) stays; terser drops every other comment.
const header = (loader.match(/^\/\*[\s\S]*?\*\/\n/) || [''])[0];
const body = result.code;
if (!/\bwasmText\b/.test(body)) {
  console.error(`pack-wasm: ${loaderPath} never reads wasmText: nothing would load the module`);
  process.exit(1);
}
const packed = `\uFEFF${header}(function(wasmText){${body.trim()}})("${wasmText(wasm)}");\n`;
fs.writeFileSync(outPath, packed, 'utf8');
