// The library's entry: `import { createChess960 } from 'chess960'` (the package's index.js and
// index.cjs) and the pages' classic script dist/chess960.js are built from this file.
// 'chess960-build:…' are written by the build (scripts/build-lib.mjs): the Emscripten loader of
// the rules module and its .wasm packed as text.
import Chess960Module from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { startModule } from '../loader/start.js';
import { createApi } from './api.js';

export { Chess960Error } from './errors.js';

// Returns a Promise of the API object. options: { wasmModule } (a precompiled WebAssembly.Module
// of chess960.wasm, for runtimes that forbid compiling from bytes) or { wasmBinary } (its bytes);
// by default the module embedded in this file.
export function createChess960(options) {
  return startModule(Chess960Module, packedWasm, 'chess960.js', options, 'startPositionFromText').then(createApi);
}

export default createChess960;
