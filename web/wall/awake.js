/*
 * The wall stays on: the screen is kept awake (Wake Lock, taken again when the page becomes
 * visible) and the cursor and the controls hide after a few seconds without a mouse movement
 * (class "idle" on <body>). Classic script: Chess960Wall.awake.start().
 */
(function (global) {
  'use strict';

  const IDLE_MS = 3000;
  let lock = null;
  let idleTimer = 0;

  // Asks for a screen wake lock while the page is visible (refusals are quiet: the screen may sleep).
  function keepAwake() {
    const doc = global.document;
    if (!('wakeLock' in global.navigator) || doc.visibilityState !== 'visible' || lock) return;
    global.navigator.wakeLock.request('screen').then(
      function (granted) {
        lock = granted;
        granted.addEventListener('release', function () {
          lock = null;
        });
      },
      function () {
        /* refused (battery saver, no user gesture yet) */
      },
    );
  }

  // Shows the controls again and restarts the idle timer.
  function wake() {
    global.document.body.classList.remove('idle');
    global.clearTimeout(idleTimer);
    idleTimer = global.setTimeout(function () {
      global.document.body.classList.add('idle');
    }, IDLE_MS);
  }

  // Starts both: the wake lock and the idle cursor.
  function start() {
    const doc = global.document;
    ['pointermove', 'pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
      doc.addEventListener(type, wake, { passive: true });
    });
    doc.addEventListener('visibilitychange', keepAwake);
    doc.addEventListener('pointerdown', keepAwake, { passive: true });
    wake();
    keepAwake();
  }

  global.Chess960Wall = global.Chess960Wall || {};
  global.Chess960Wall.awake = { start: start };
})(typeof window !== 'undefined' ? window : globalThis);
