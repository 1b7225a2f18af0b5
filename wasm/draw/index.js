// The draw module's entry: `import { createChess960Draw } from 'chess960/draw'` (and the classic
// script dist/chess960-draw.js for the draw page). The physical draw methods of an arbiter (die,
// coins, bag, cards, Platonic dice, Northam's placement) step by step and their exact
// distributions, in a module of their own so that the rules module stays small;
// 'chess960-build:…' are written by scripts/build-lib.mjs.
import Chess960DrawModule from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { installDiagnostics } from '../js/debug.js';
import { Chess960Error } from '../js/errors.js';
import { startModule } from '../loader/start.js';
import { installDraws } from './draw.js';

export { Chess960Error } from '../js/errors.js';

// Returns the draw API over the started module `m`.
function drawApi(m) {
  const api = { Chess960Error: Chess960Error };
  installDraws(api, m);
  installDiagnostics(api, m);
  return api;
}

// Returns a Promise of { drawMethods, startDraw, drawDistribution, drawWith, drawByDie }; options
// as createChess960's ({ wasmModule } of chess960-draw.wasm, or { wasmBinary }).
export function createChess960Draw(options) {
  return startModule(Chess960DrawModule, packedWasm, 'chess960-draw.js', options, 'drawStart').then(drawApi);
}

export default createChess960Draw;
