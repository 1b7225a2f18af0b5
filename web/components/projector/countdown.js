// @ts-nocheck
// The study countdown before the clocks start: pure arithmetic on a wall-clock end time, so that a
// reloaded window (or a second one) shows the same time left. The clock is injectable: tests pass
// { now() } and drive time themselves.
//
//   remaining(endsAt, clock) -> ms left (0 when over, or when endsAt is null)
//   format(ms) -> "4:59" (minutes:seconds, rounded up, so 4:59.2 shows 5:00 … and 0:00 only at the end)
//   minutes(text) -> minutes 0.5..180 from "5", "5 min", "2,5"; 0 for "0"/"off"/"aus"; null if not a time
//   start(minutes, clock) -> endsAt (ms since 1970), null for 0 (off)
//   ticker(onTick, timers) -> { stop() }: calls onTick now and every 250 ms (timers: setInterval/clearInterval)

const MAX_MINUTES = 180;

// The clock of the page: Date.now (page.clock in playwright controls it in the tests).
export const systemClock = { now: () => Date.now() };

// Returns the milliseconds left until endsAt (0 when over or when there is no countdown).
export function remaining(endsAt, clock) {
  if (typeof endsAt !== 'number' || !Number.isFinite(endsAt)) return 0;
  return Math.max(0, endsAt - (clock || systemClock).now());
}

// Returns "m:ss" for ms, whole seconds rounded up ("0:00" only once the time is over).
export function format(ms) {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m + ':' + (s < 10 ? '0' : '') + s;
}

// Returns the minutes of a typed value (0.5 to 180, decimal point or comma), 0 for "off"/"0",
// or null when it is not a number of minutes.
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
export function start(mins, clock) {
  if (!mins) return null;
  return (clock || systemClock).now() + Math.round(mins * 60000);
}

// Calls onTick() now and every 250 ms until stop().
export function ticker(onTick, timers) {
  const t = timers || globalThis;
  onTick();
  const id = t.setInterval(onTick, 250);
  return { stop: () => t.clearInterval(id) };
}
