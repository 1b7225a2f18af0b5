// @ts-nocheck
// The PGN reader's Web Worker (an entry of its own, started by reader.js as
// play/database/worker.js): the host of host.js on chess960.js and, where it loads, the checker
// chess960-pgn.js (only a speed-up: without it the games are checked one by one).
/* global importScripts */
import { createHost } from './host.js';

// The worker's URL is play/database/worker.js: chess960.js and the checker are two folders up.
importScripts('../../chess960.js');
try {
  importScripts('../../chess960-pgn.js');
} catch {
  // no checker: games are checked one by one
}

const handle = createHost(
  (m) => self.postMessage(m),
  () => self.createChess960(),
  () => (typeof self.createChess960Pgn === 'function' ? self.createChess960Pgn() : null),
);
self.onmessage = (event) => handle(event.data);
