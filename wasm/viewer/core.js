// The game viewer's library: the rules module (the same loader and .wasm as chess960.js, the
// API of wasm/js/api.js), embedded in chess960-game.js ('chess960-build:…', written by
// scripts/build-lib.mjs) and handed to the loader as bytes, so nothing is fetched.
import Chess960Module from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { startModule } from '../loader/start.js';
import { createApi } from '../js/api.js';

let apiPromise = null;

// Returns the Promise of the API, started once and shared by every element of the page; it
// rejects with a Chess960Error (ERR_MODULE_DAMAGED or ERR_MODULE_CSP) that says why.
export function loadApi() {
  if (!apiPromise)
    apiPromise = startModule(Chess960Module, packedWasm, 'chess960-game.js', undefined, 'startPositionFromText').then(
      createApi,
    );
  return apiPromise;
}
