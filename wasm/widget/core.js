// The widget's core: the numbering module (wasm/widget_exports.cpp, the core's numbering only)
// behind the interface of the one start-number reader (web/shared/start-number.js, the glue in
// glue.js). The module is embedded in chess960-widget.js ('chess960-build:…', written by
// scripts/build-lib.mjs: the Emscripten loader and the packed .wasm) and handed to the loader as
// bytes, so nothing is fetched.
import Chess960WidgetModule from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { cryptoUniform } from '../js/values.js';
import { startModule } from '../loader/start.js';
import { widgetCore } from './glue.js';

let corePromise = null;

// Returns the Promise of the core, started once and shared by every element of the page; it
// rejects with a Chess960Error (ERR_MODULE_DAMAGED) that says why the module did not start.
export function loadCore() {
  if (!corePromise) corePromise = startModule(Chess960WidgetModule, packedWasm, 'chess960-widget.js').then(widgetCore);
  return corePromise;
}

// Returns a start-position number drawn uniformly at random (crypto.getRandomValues).
export function randomNumber() {
  return cryptoUniform(960);
}
