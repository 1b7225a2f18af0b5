// The wall stays on: the screen is kept awake (Wake Lock, taken again when the page becomes
// visible) and the cursor and the controls hide after a few seconds without a mouse movement
// (class "idle" on <body>).

const IDLE_MS = 3000;
let lock = null;
let idleTimer = 0;

// Asks for a screen wake lock while the page is visible (refusals are quiet: the screen may sleep).
function keepAwake() {
  if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || lock) return;
  navigator.wakeLock.request('screen').then(
    (granted) => {
      lock = granted;
      granted.addEventListener('release', () => {
        lock = null;
      });
    },
    () => {
      /* refused (battery saver, no user gesture yet) */
    },
  );
}

// Shows the controls again and restarts the idle timer.
function wake() {
  document.body.classList.remove('idle');
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => document.body.classList.add('idle'), IDLE_MS);
}

// Starts both: the wake lock and the idle cursor.
export function start() {
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'touchstart'])
    document.addEventListener(type, wake, { passive: true });
  document.addEventListener('visibilitychange', keepAwake);
  document.addEventListener('pointerdown', keepAwake, { passive: true });
  wake();
  keepAwake();
}
