// @ts-check
// The game review's Web Worker (an entry of its own, play/review/worker.js): reviewGame of
// chess960/engine (chess960-engine.js) over a game rebuilt with the rules (chess960.js), in a
// worker apart from the engine that plays and analyses, so that the page and its computer stay
// usable while a game is reviewed.
//
// In:  { type: 'review', id, startFen, moves: [uci…], nodes }   { type: 'cancel', id }
// Out: { type: 'progress', id, done, total }   { type: 'review', id, review }
//      { type: 'error', id, code, message }   (code ERR_ABORTED once cancelled)
import { createReviewHost } from './host.js';

/**
 * @import { createChess960 } from '../../../package/types/index.js'
 * @import { createChess960Engine } from '../../../package/types/engine.js'
 * @import { HostMessage } from './host.js'
 * @typedef {object} ReviewScope the worker's global scope, with what the classic scripts define
 * @property {(...urls: string[]) => void} importScripts
 * @property {typeof createChess960} createChess960 defined by chess960.js
 * @property {typeof createChess960Engine} createChess960Engine defined by chess960-engine.js
 * @property {(message: HostMessage) => void} postMessage
 * @property {((event: MessageEvent) => void) | null} onmessage
 */
// The page's types (lib "dom") know no worker scope: this is the one the worker runs in.
const scope = /** @type {ReviewScope} */ (/** @type {unknown} */ (self));

// The worker's URL is play/review/worker.js: the modules are two folders up.
scope.importScripts('../../chess960.js', '../../chess960-engine.js');

const handle = createReviewHost(
  (m) => scope.postMessage(m),
  () => Promise.all([scope.createChess960(), scope.createChess960Engine()]),
);
scope.onmessage = (/** @type {MessageEvent} */ event) => handle(event.data);
