  // ---- the board (web/board/pieces.js and web/board/board.js), concatenated here at build time.
  // They install themselves on `window`, which in this scope is a private object holding only the
  // page's document: nothing reaches the host page's globals.
  var boardWeb = (function () {
    var window = { document: document };
