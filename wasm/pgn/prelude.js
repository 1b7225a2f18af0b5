/* chess960-pgn.js — the arbiter's check of PGN files (the C++ core's PGN reader and rules,
 * compiled for speed) for node (the CLI `chess960 pgn`) and Web Workers. require() it in node or
 * importScripts() it in a worker (defines createChess960Pgn). Pages use chess960.js. */
(function () {
  var define = undefined;
