  // ---- the board renderer: web/pieces.js and web/board.js, concatenated here at build time.
  // They install themselves on `window`, which in this scope is a private object.
  var boardScope = (function () {
    var window = {};
