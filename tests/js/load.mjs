// Loads the built module dist/chess960.js once for the node suites.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const modulePath = path.join(root, 'dist', 'chess960.js');
const require = createRequire(import.meta.url);

// Returns the API object of dist/chess960.js (a fresh WASM instance per call).
export function loadApi() {
  return require(modulePath)();
}
