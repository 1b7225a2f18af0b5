/* chess960.js — Chess960 numbering and rules, a C++ core compiled to WebAssembly.
 * Load with a classic <script> (defines createChess960) or require() in node. */
(function () {
  // Keep the Emscripten loader from registering itself with an AMD loader on the host page.
  var define = undefined;
  // Returns the embedded module's bytes. `wasmText` is the .wasm compressed with LZMA, in base64
  // (unpackWasm, wasm/unlzma.js); scripts/pack-wasm.mjs wraps this whole script in a
  // function of that parameter.
  function wasmBytes() {
    try {
      return unpackWasm(wasmText);
    } catch (cause) {
      throw codedError(WRAPPER_ERRORS.damaged, 'chess960.js is damaged: its WebAssembly module does not unpack (' + cause.message + ')');
    }
  }
