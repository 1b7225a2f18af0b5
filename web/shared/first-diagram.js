/*
 * The first diagram before chess960.js has loaded: the start position the address names
 * (?n= as plain digits 0..959) drawn at once from a table the build writes with the core
 * (shared/back-ranks.js: the 960 back ranks, White's, a1..h1, English letters). The page's own
 * render follows when the module is ready and changes nothing on the board. Any other address
 * (a back rank, a FEN, 1-based numbers, round lists) waits for the module and its one reader.
 * Classic script: Chess960Web.firstDiagram = { pieces(n), number(params), paint(board, params) }.
 */
(function (global) {
  'use strict';

  const FILES = 'abcdefgh';
  const PLAIN_NUMBER = /^\s*0*\d{1,3}\s*$/; // leading zeros as the one reader takes them

  // Returns the pieces of start position n ({ a1: 'R', …, a8: 'r', … }) from the table, or null.
  function pieces(n) {
    const table = global.Chess960Web.backRanks;
    if (typeof table !== 'string' || !Number.isInteger(n) || n < 0 || 8 * n + 8 > table.length) return null;
    const out = {};
    for (let i = 0; i < 8; i++) {
      const letter = table[8 * n + i];
      out[FILES[i] + '1'] = letter;
      out[FILES[i] + '2'] = 'P';
      out[FILES[i] + '7'] = 'p';
      out[FILES[i] + '8'] = letter.toLowerCase();
    }
    return out;
  }

  // Returns the number ?n= names as plain digits when the table knows it, else null.
  function number(params) {
    const text = params.get('n');
    if (text === null || !PLAIN_NUMBER.test(text)) return null;
    const n = Number(text);
    return pieces(n) ? n : null;
  }

  // Draws the position of ?n= on `board` when the table knows it; returns its number or null.
  function paint(board, params) {
    const n = number(params);
    if (n !== null) board.setPieces(pieces(n));
    return n;
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.firstDiagram = { pieces: pieces, number: number, paint: paint };
})(typeof window !== 'undefined' ? window : globalThis);
