// Packs an Emscripten build into one self-contained script: the loader JS minified by terser and
// the .wasm compressed with LZMA (xz, from Debian's xz-utils) in base64, which the loader unpacks
// (unpackWasm in wasm/unlzma.js) and hands to Emscripten as `wasmBinary`. Given the bytes, the
// Emscripten loader never fetches anything (a SINGLE_FILE build fetches its own data: URL, which
// a host page's connect-src refuses). Used for all four modules: chess960.js, the engine, the
// PGN checker and the widget.
//
//   node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js> [--start api|engine|pgn|none] [--speed]
//
// --start names the check that the packed file starts in node (default api: createChess960()
// gives position 518; engine: createChess960Engine() gives level 1; pgn: createChess960Pgn() checks
// a one-move game; none: a web-only script).
// Every file is also checked to unpack to exactly the optimised .wasm.
// The packed file is `(function (wasmText) { <minified loader> })("<base64>");` so the minifier
// never sees the text. Why: gzip over base64 of the raw .wasm costs about 1.3x the .wasm's own
// gzip size, and raw bytes as text about 1.05x; LZMA is 16 % smaller than gzip on this code and
// gzip over its base64 costs only 1 % more, so the file is about 12 KB smaller served gzipped.
// Unpacking costs 25-30 ms once per load in node and 50-70 ms in headless Chromium on this machine
// (measured as createChess960() with and without the bytes given; the decoder runs cold).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { minify } from 'terser';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const startAt = args.indexOf('--start');
const start = startAt >= 0 ? args.splice(startAt, 2)[1] : 'api';
// --speed: a module compiled for speed (the PGN checker) is left as the link made it (-O3, with
// bulk memory and SIMD), not optimised again for size.
const speedAt = args.indexOf('--speed');
const speed = speedAt >= 0 && args.splice(speedAt, 1).length === 1;
const [loaderPath, wasmPath, outPath] = args;
if (!outPath || !['api', 'engine', 'pgn', 'none'].includes(start)) {
  console.error('usage: node scripts/pack-wasm.mjs <loader.js> <module.wasm> <out.js> [--start api|engine|pgn|none]');
  process.exit(2);
}

// Stops the build with a message.
function fail(message) {
  console.error(`pack-wasm: ${message}`);
  process.exit(1);
}

// Runs `command` and returns its standard output, or stops the build with `hint`.
function run(command, args, hint, input) {
  const result = spawnSync(command, args, { maxBuffer: 64 << 20, input });
  if (result.error || result.status !== 0) {
    fail(`${command} failed (${result.error ? result.error.message : result.stderr}); ${hint}`);
  }
  return result.stdout;
}

// Returns the .wasm optimised once more for size by binaryen (Emscripten's link step stops
// short of a converged -Oz; 0.4 KB less after LZMA), in the features Emscripten targeted (MVP).
function optimise(path) {
  if (speed) return fs.readFileSync(path);
  const optimised = `${outPath}.opt.wasm`;
  run(
    'wasm-opt',
    [path, '--mvp-features', '-Oz', '--converge', '-o', optimised],
    'it comes with emscripten (binaryen)',
  );
  const bytes = fs.readFileSync(optimised);
  fs.rmSync(optimised);
  return bytes;
}

// Returns the bytes in the .lzma format (lc=3 lp=0 pb=0 suit WebAssembly's unaligned bytes),
// with the uncompressed size written into the header (xz leaves it "unknown"), as unlzma needs.
function compress(bytes) {
  const packed = run(
    'xz',
    ['--format=lzma', '--lzma1=preset=9e,lc=3,lp=0,pb=0,dict=1MiB', '--stdout'],
    "install Debian's xz-utils",
    bytes,
  );
  packed.writeBigUInt64LE(BigInt(bytes.length), 5);
  return packed;
}

const loader = fs.readFileSync(loaderPath, 'utf8');
const body = (await minify(loader, { compress: { passes: 2 }, mangle: true, format: { comments: false } })).code;
if (!/\bwasmText\b/.test(body)) fail(`${loaderPath} never reads wasmText: nothing would load the module`);

// The loader's opening comment (what the file is) stays; terser drops every other comment.
const header = (loader.match(/^\/\*[\s\S]*?\*\/\n/) || [''])[0];
const wasm = optimise(wasmPath);
const text = compress(wasm).toString('base64');
fs.writeFileSync(outPath, `${header}(function(wasmText){${body.trim()}})("${text}");\n`, 'utf8');

// Returns the bytes the shipped decoder (wasm/unlzma.js, run as the loaders run it) gives for text.
function unpackAsShipped(packedText) {
  const source = fs.readFileSync(new URL('../wasm/unlzma.js', import.meta.url), 'utf8');
  const context = vm.createContext({ atob, Uint8Array, Error });
  return vm.runInContext(`${source}\nunpackWasm(${JSON.stringify(packedText)});`, context);
}

// Returns a message when the packed file does not start in node as a user would load it.
async function startProblem() {
  if (start === 'none') return null;
  const exported = require(outPath);
  if (start === 'api') {
    const api = await exported();
    return api.startPosition(518).backRank === 'RNBQKBNR' ? null : 'it gives a wrong position 518';
  }
  if (start === 'pgn') {
    const pgn = await exported();
    const [game] = pgn.checkPgn('1. e4 *', { fens: true }).games;
    return game && game.fen.startsWith('rnbqkbnr/pppppppp/8/8/4P3/') ? null : 'it checks a game wrongly';
  }
  const engine = await exported();
  return engine.level(1).level === 1 ? null : 'its level 1 is wrong';
}

// The checks that the shipped file unpacks to the module and starts.
try {
  const unpacked = unpackAsShipped(text);
  if (!Buffer.from(unpacked).equals(wasm)) throw new Error('the embedded module does not unpack to the .wasm');
  if (!WebAssembly.validate(unpacked)) throw new Error('the unpacked module is not valid WebAssembly');
  const problem = await startProblem();
  if (problem) throw new Error(problem);
} catch (error) {
  fs.rmSync(outPath);
  fail(`${outPath} does not start: ${error.message}`);
}
