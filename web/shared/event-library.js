// The event module for the event, verify and draw pages: 'chess960/event' as the site's build
// maps it, the classic script chess960-event.js at the site's root loaded once (see
// shared/library.js).
import { classicScript } from './library.js';

// Returns a Promise of the event API (see the package's createChess960Event).
export function createChess960Event(options) {
  return classicScript('chess960-event.js', 'createChess960Event').then(() => globalThis.createChess960Event(options));
}
