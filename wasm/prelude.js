/* chess960.js — Chess960 numbering and rules, a C++ core compiled to WebAssembly.
 * Load with a classic <script> (defines createChess960) or require() in node. */
(function () {
  // Keep the Emscripten loader from registering itself with an AMD loader on the host page.
  var define = undefined;
