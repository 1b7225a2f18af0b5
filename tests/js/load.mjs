// Loads the built modules dist/chess960.js (the rules), dist/chess960-draw.js (the draw
// machines) and dist/chess960-event.js (the tournament and event draws) for the node suites.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const modulePath = path.join(root, 'dist', 'chess960.js');
export const drawModulePath = path.join(root, 'dist', 'chess960-draw.js');
export const eventModulePath = path.join(root, 'dist', 'chess960-event.js');
const require = createRequire(import.meta.url);

// Returns the API object of dist/chess960.js (a fresh WASM instance per call).
export function loadApi() {
  return require(modulePath)();
}

// Returns the API object of dist/chess960-draw.js (a fresh WASM instance per call).
export function loadDrawApi() {
  return require(drawModulePath)();
}

// Returns the API object of dist/chess960-event.js (a fresh WASM instance per call).
export function loadEventApi() {
  return require(eventModulePath)();
}

// Returns the whole number in environment variable `name`, or `fallback` when it is unset.
export function envInt(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${text}`);
  return n;
}

// Returns the first `count` distinct allowed numbers of the seeded stream (core/numbering/seeded.h),
// computed independently with node's crypto — the reference the tests compare against.
export function seededStreamNumbers(seed, count, exclude = []) {
  const taken = new Set(exclude);
  const out = [];
  for (let k = 0; out.length < count; k++) {
    const u = crypto.createHash('sha256').update(`${seed}:${k}`, 'utf8').digest().readUInt32BE(0);
    if (u >= 960 * 4473924 || taken.has(u % 960)) continue;
    taken.add(u % 960);
    out.push(u % 960);
  }
  return out;
}
