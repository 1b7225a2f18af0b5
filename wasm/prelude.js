/* chess960.js — Chess960 numbering and rules, a C++ core compiled to WebAssembly.
 * Load with a classic <script> (defines createChess960) or require() in node. */
(function () {
  // Keep the Emscripten loader from registering itself with an AMD loader on the host page.
  var define = undefined;
  // Returns the embedded module's bytes; throws if the file was not read as UTF-8. `wasmText` is
  // the .wasm as a string (byte b as character (b + 1) mod 256), supplied by scripts/pack-wasm.mjs,
  // which wraps this whole script in a function of that parameter.
  function wasmBytes() {
    var bytes = new Uint8Array(wasmText.length);
    for (var i = 0; i < wasmText.length; i++) {
      var code = wasmText.charCodeAt(i);
      if (code > 255) {
        var error = new Error('chess960.js was not read as UTF-8, so its WebAssembly is damaged: serve it unchanged');
        error.code = 'ERR_MODULE_ENCODING';
        throw error;
      }
      bytes[i] = code + 255;
    }
    return bytes;
  }
