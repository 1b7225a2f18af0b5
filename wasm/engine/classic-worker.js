// The play page's engine worker (dist/play/engine/worker.js), a classic script: in a worker it
// loads chess960-engine.js (two folders up) and answers the page's messages; loaded as a page
// script where workers are refused (file://), it defines Chess960EngineHost(post) instead, which
// play/engine/client.js runs in the page with chess960-engine.js loaded beside it.
/* global importScripts, createChess960Engine */
import { createEngineHost } from './host.js';

if (typeof importScripts === 'function' && typeof document === 'undefined') {
  importScripts('../../chess960-engine.js');
  const handle = createEngineHost(createChess960Engine, function (message) {
    self.postMessage(message);
  });
  self.onmessage = function (event) {
    handle(event.data);
  };
} else {
  self.Chess960EngineHost = function (post) {
    return createEngineHost(createChess960Engine, post);
  };
}
