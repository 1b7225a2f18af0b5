// @ts-check
// The study countdown before the clocks start: pure arithmetic on a wall-clock end time, so that a
// reloaded window (or a second one) shows the same time left. The clock is injectable: tests pass
// { now() } and drive time themselves.
/**
 * @typedef {{ now: () => number }} Clock milliseconds since 1970
 * @typedef {{ setInterval: (fn: () => void, ms: number) => any, clearInterval: (id: any) => void }} Timers
 */

const MAX_MINUTES = 180;

// The clock of the page: Date.now (page.clock in playwright controls it in the tests).
export const systemClock = { now: () => Date.now() };

// Returns the milliseconds left until endsAt (0 when over or when there is no countdown).
/** @param {number | null} endsAt @param {Clock} [clock] @returns {number} */
export function remaining(endsAt, clock) {
  if (typeof endsAt !== 'number' || !Number.isFinite(endsAt)) return 0;
  return Math.max(0, endsAt - (clock || systemClock).now());
}

// Returns "m:ss" for ms, whole seconds rounded up, so 4:59.2 shows "5:00" ("0:00" only once
// the time is over).
/** @param {number} ms @returns {string} */
export function format(ms) {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m + ':' + (s < 10 ? '0' : '') + s;
}

// Returns the minutes of a typed value (0.5 to 180, decimal point or comma), 0 for "off"/"0",
// or null when it is not a number of minutes ("5", "5 min", "2,5"; "aus" is German for off).
/** @param {unknown} text @returns {number | null} */
export function minutes(text) {
  const t = String(text === undefined || text === null ? '' : text)
    .trim()
    .replace(',', '.')
    .replace(/\s*min\.?$/i, '');
  if (t === '' || t === '0' || /^(off|aus)$/i.test(t)) return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const value = Number(t);
  return value >= 0.5 && value <= MAX_MINUTES ? value : null;
}

// Returns the end time of a countdown of `mins` minutes started now (null for 0: no countdown).
/** @param {number} mins @param {Clock} [clock] @returns {number | null} */
export function start(mins, clock) {
  if (!mins) return null;
  return (clock || systemClock).now() + Math.round(mins * 60000);
}

// Calls onTick() now and every 250 ms until stop() (timers: the page's, or a test's).
/** @param {() => void} onTick @param {Timers} [timers] @returns {{ stop: () => void }} */
export function ticker(onTick, timers) {
  const t = timers || globalThis;
  onTick();
  const id = t.setInterval(onTick, 250);
  return { stop: () => t.clearInterval(id) };
}
