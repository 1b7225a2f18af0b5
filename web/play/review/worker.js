// @ts-nocheck
// The game review's Web Worker (an entry of its own, play/review/worker.js): reviewGame of
// chess960/engine (chess960-engine.js) over a game rebuilt with the rules (chess960.js), in a
// worker apart from the engine that plays and analyses, so that the page and its computer stay
// usable while a game is reviewed.
//
// In:  { type: 'review', id, startFen, moves: [uci…], nodes }   { type: 'cancel', id }
// Out: { type: 'progress', id, done, total }   { type: 'review', id, review }
//      { type: 'error', id, code, message }   (code ERR_ABORTED once cancelled)
/* global importScripts */
import { createReviewHost } from './host.js';

// The worker's URL is play/review/worker.js: the modules are two folders up.
importScripts('../../chess960.js', '../../chess960-engine.js');

const handle = createReviewHost(
  (m) => self.postMessage(m),
  () => Promise.all([self.createChess960(), self.createChess960Engine()]),
);
self.onmessage = (event) => handle(event.data);
