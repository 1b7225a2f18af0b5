/* chess960-engine.js — the Chess960 engine (search and evaluation from the C++ core) compiled
 * to WebAssembly for a Web Worker or node. importScripts() it in a worker (defines
 * createChess960Engine) or require() it in node. See web/play/engine/worker.js for the protocol. */
(function () {
  var define = undefined;
