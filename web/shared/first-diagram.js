/*
 * The first diagram before chess960.js has loaded: the start position the address names
 * (?n= as plain digits 0..959) drawn at once from a table the build writes with the core
 * (shared/back-ranks.js: the 960 back ranks, White's, a1..h1, English letters). The page's own
 * render follows when the module is ready and changes nothing on the board. Any other address
 * (a back rank, a FEN, 1-based numbers, round lists) waits for the module and its one reader.
 *
 * Loaded without `defer` right after the board's container, with board/pieces.js, board/board.js
 * and shared/back-ranks.js before it (the build joins the four into first-diagram.bundle.js), it
 * draws into every element marked data-first-diagram="outside|inside" (the coordinates) while
 * the page is still being read, so the diagram is there for the page's first frame. Such an
 * element may say when the page will show something else instead: data-first-unless=
 * "local:key=value" or "session:key" (a stored choice or a game of this tab). The page's script
 * then takes that board over with board(container, options).
 * The widget carries this file too (cmake/widget.cmake) and asks numberOf(its n attribute).
 * Classic script: Chess960Web.firstDiagram = { pieces(n), numberOf(text), number(params),
 * paint(board, params), board(container, options), drawn(container) }.
 */
(function (global) {
  'use strict';

  const FILES = 'abcdefgh';
  const PLAIN_NUMBER = /^\s*0*\d{1,3}\s*$/; // leading zeros as the one reader takes them
  const early = []; // [{ container, board }] drawn while the page was read

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

  // Returns the number a text names as plain digits when the table knows it, else null.
  function numberOf(text) {
    if (text === null || text === undefined || !PLAIN_NUMBER.test(text)) return null;
    const n = Number(text);
    return pieces(n) ? n : null;
  }

  // Returns the number ?n= names as plain digits when the table knows it, else null.
  function number(params) {
    return numberOf(params.get('n'));
  }

  // Draws the position of ?n= on `board` when the table knows it; returns its number or null.
  function paint(board, params) {
    const n = number(params);
    if (n !== null) board.setPieces(pieces(n));
    return n;
  }

  // Returns true when the stored value a data-first-unless text names is set ("local:key=value"
  // or "session:key"); storage that cannot be read counts as not set.
  function storedUnless(text) {
    const m = /^(local|session):([\w.-]+)(?:=(.*))?$/.exec(text || '');
    if (!m) return false;
    try {
      const value = global[m[1] + 'Storage'].getItem(m[2]);
      return m[3] === undefined ? value !== null : value === m[3];
    } catch {
      return false;
    }
  }

  // Draws the position of ?n= into each marked element not drawn yet (see the header).
  function paintMarked() {
    const doc = global.document;
    if (!doc || !doc.querySelectorAll || !global.location || !global.Chess960Web.board) return;
    const params = new URLSearchParams(global.location.search);
    doc.querySelectorAll('[data-first-diagram]').forEach(function (container) {
      const known = early.some(function (e) {
        return e.container === container;
      });
      if (known || storedUnless(container.getAttribute('data-first-unless'))) return;
      const n = number(params);
      if (n === null) return;
      const coords = container.getAttribute('data-first-diagram') === 'inside' ? 'inside' : 'outside';
      const board = global.Chess960Web.board.render(container, { pieces: pieces(n), coords: coords, label: '' });
      early.push({ container: container, board: board });
    });
  }

  // Returns the board drawn early into container, else null.
  function drawn(container) {
    const found = early.filter(function (e) {
      return e.container === container;
    })[0];
    return found ? found.board : null;
  }

  // Returns the board drawn early into container (with the label, orientation and pieces the
  // options name), else a new board rendered there with the options.
  function board(container, options) {
    const o = options || {};
    const found = drawn(container);
    if (!found) return global.Chess960Web.board.render(container, o);
    if (o.label !== undefined) found.setLabel(o.label);
    if (o.orientation) found.setOrientation(o.orientation);
    if (o.pieces && Object.keys(o.pieces).length) found.setPieces(o.pieces);
    return found;
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.firstDiagram = {
    pieces: pieces,
    numberOf: numberOf,
    number: number,
    paint: paint,
    board: board,
    drawn: drawn,
  };
  paintMarked();
})(typeof window !== 'undefined' ? window : globalThis);
