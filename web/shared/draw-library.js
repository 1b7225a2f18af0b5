// The draw module for the draw page: 'chess960/draw' as the site's build maps it, the classic
// script chess960-draw.js at the site's root loaded once (see shared/library.js).
import { classicScript } from './library.js';

// Returns a Promise of the draw API (see the package's createChess960Draw).
export function createChess960Draw(options) {
  return classicScript('chess960-draw.js', 'createChess960Draw').then(() => globalThis.createChess960Draw(options));
}
