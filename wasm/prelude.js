/* chess960.js — Chess960 numbering and rules, a C++ core compiled to WebAssembly.
 * Load with a classic <script> (defines createChess960) or require() in node. */
(function () {
  // Keep the Emscripten loader from registering itself with an AMD loader on the host page.
  var define = undefined;
  // Returns the embedded module's bytes. `wasmText` is the .wasm compressed with LZMA, in base64,
  // and `lzma` its decoder (npm js-lzma); scripts/pack-wasm.mjs wraps this whole script in a
  // function of these two parameters.
  function wasmBytes() {
    var bytes = [];
    try {
      var packed = atob(wasmText);
      lzma.decompressFile({ offset: 0, readByte: function () { return packed.charCodeAt(this.offset++); } },
        { writeByte: function (b) { bytes.push(b); } });
    } catch (cause) {
      var error = new Error('chess960.js is damaged: its WebAssembly module does not unpack (' + cause + ')');
      error.code = 'ERR_MODULE_DAMAGED';
      throw error;
    }
    return new Uint8Array(bytes);
  }
