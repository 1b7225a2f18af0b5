  // ---- the public factory -------------------------------------------------------------
  // Returns a Promise of the API object (see chess960.d.ts); options go to the WASM loader.
  function createChess960(options) {
    var settings;
    try {
      settings = Object.assign({}, options);
      if (!settings.wasmBinary) settings.wasmBinary = wasmBytes();
    } catch (error) {
      return Promise.reject(error);
    }
    return Chess960Module(settings).then(function (m) {
      var api = {};
      installers.forEach(function (install) { install(api, m); });
      return api;
    });
  }

  if (typeof module === 'object' && module && module.exports) {
    module.exports = createChess960;
    module.exports.createChess960 = createChess960;
    module.exports.default = createChess960;
  } else if (typeof globalThis !== 'undefined') {
    globalThis.createChess960 = createChess960;
  }
})();
