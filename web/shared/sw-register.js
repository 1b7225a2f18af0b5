/* Registers the service worker (the site's sw.js, one folder up from this file) so the site works offline after one
 * visit. Only over http(s): pages opened from disk (file://) work without it. */
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) return;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
  var script = document.currentScript;
  var url = script && script.src ? new URL('../sw.js', script.src).href : 'sw.js';
  function register() {
    navigator.serviceWorker.register(url).catch(function () {
      /* no offline mode (private window, blocked by the browser): the site works online as before */
    });
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
