// @ts-check
// The PGN reader's Web Worker (an entry of its own, started by reader.js as
// play/database/worker.js): the host of host.js on chess960.js and, where it loads, the checker
// chess960-pgn.js (only a speed-up: without it the games are checked one by one).
import { createHost } from './host.js';

/**
 * @import { createChess960 } from '../../../package/types/index.js'
 * @import { createChess960Pgn } from '../../../package/types/pgn.js'
 * @import { ReaderAnswer, ReaderRequest } from './messages.js'
 * @typedef {object} ReaderScope the worker's global scope, with what the classic scripts define
 * @property {(...urls: string[]) => void} importScripts
 * @property {typeof createChess960} createChess960 defined by chess960.js
 * @property {typeof createChess960Pgn} [createChess960Pgn] defined by chess960-pgn.js, if it loaded
 * @property {(message: ReaderAnswer) => void} postMessage
 * @property {((event: MessageEvent<ReaderRequest>) => void) | null} onmessage
 */
// The page's types (lib "dom") know no worker scope: this is the one the worker runs in.
const scope = /** @type {ReaderScope} */ (/** @type {unknown} */ (self));

// The worker's URL is play/database/worker.js: chess960.js and the checker are two folders up.
scope.importScripts('../../chess960.js');
try {
  scope.importScripts('../../chess960-pgn.js');
} catch {
  // no checker: games are checked one by one
}

const handle = createHost(
  (m) => scope.postMessage(m),
  () => scope.createChess960(),
  () => (typeof scope.createChess960Pgn === 'function' ? scope.createChess960Pgn() : null),
);
scope.onmessage = (/** @type {MessageEvent<ReaderRequest>} */ event) => handle(event.data);
