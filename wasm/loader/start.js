// Starts one of the library's WebAssembly modules (the rules, the engine, the PGN checker) from
// what the caller gives: a precompiled WebAssembly.Module (runtimes that forbid compiling from
// bytes), the module's bytes, or by default the bytes embedded in the script (LZMA in base64,
// scripts/build-lib.mjs), unpacked by the LZMA decoder's own small module, embedded beside them
// ('chess960-build:unlzma'). Nothing is ever fetched: no URL, no file system.
import unlzmaBytes from 'chess960-build:unlzma';
import { Chess960Error, WRAPPER_ERRORS, own } from '../js/errors.js';
import { unpackWasm } from './unlzma.js';

let decoder = null;

// The prototype of the settings handed to an Emscripten loader, which reads them as a plain
// object's properties (Module["instantiateWasm"], Module.hasOwnProperty(name), the ready
// promise's `then`): nothing but hasOwnProperty, so that what a host page put on
// Object.prototype is never read as a setting.
const SETTINGS_BASE = { __proto__: null, hasOwnProperty: Object.prototype.hasOwnProperty };

// Returns the LZMA decoder's WebAssembly.Module, compiled when first asked (4 KB: at once).
function lzmaDecoder() {
  if (!decoder) decoder = new WebAssembly.Module(Uint8Array.from(unlzmaBytes(), (ch) => ch.charCodeAt(0)));
  return decoder;
}

// Returns a Promise of the started Emscripten module. `factory` is the Emscripten loader,
// `packed()` returns the embedded bytes' text, `name` is the file named in errors, `options` the
// caller's { wasmModule?, wasmBinary? } (own properties only), `bound` the name of a function
// the module's own bindings define: a module of the library whose imports happen to fit (the
// draw module's are a subset of the rules module's) is refused instead of failing later.
export function startModule(factory, packed, name, options, bound) {
  return new Promise(function (resolve, reject) {
    // Rejects with ERR_MODULE_DAMAGED, or ERR_MODULE_CSP where the browser's refusal names its
    // Content Security Policy: what went wrong, and why where there is a cause.
    const damaged = function (what, cause) {
      const reason = cause ? ' (' + (cause.message || cause) + ')' : '';
      const csp = /unsafe-eval|Content.Security|\bCSP\b/i.test(reason);
      reject(new Chess960Error(csp ? WRAPPER_ERRORS.csp : WRAPPER_ERRORS.damaged, name + ': ' + what + reason));
    };
    const settings = Object.create(SETTINGS_BASE);
    const wasmModule = own(options, 'wasmModule');
    if (wasmModule !== undefined && wasmModule !== null) {
      if (typeof WebAssembly === 'undefined' || !(wasmModule instanceof WebAssembly.Module)) {
        damaged('the wasmModule option is not a WebAssembly.Module');
        return;
      }
      // Emscripten's hook: instantiate the given module and hand the instance back (another
      // module's exports make `receive` throw: refused the same way).
      settings.instantiateWasm = function (imports, receive) {
        WebAssembly.instantiate(wasmModule, imports)
          .then(function (instance) {
            receive(instance, wasmModule);
          })
          .catch(damaged.bind(null, 'the wasmModule given does not start'));
        return {};
      };
    } else {
      try {
        settings.wasmBinary = own(options, 'wasmBinary') || unpackWasm(packed(), lzmaDecoder());
      } catch (cause) {
        damaged('its module does not unpack', cause);
        return;
      }
    }
    factory(settings).then(
      function (m) {
        if (bound && typeof m[bound] !== 'function')
          damaged('the module given is not its own (it has no ' + bound + ')');
        else resolve(m);
      },
      damaged.bind(null, 'its module does not start'),
    );
  });
}
