/*
 * Start page: the header link "Spielen / Play" opens play.html with the number shown on the page
 * (app.js keeps ?n= in the address up to date). Classic script, no dependencies.
 */
(function () {
  'use strict';

  function currentHref() {
    let n = null;
    try {
      n = new URLSearchParams(window.location.search).get('n');
    } catch (e) {
      n = null;
    }
    return n !== null && /^\d{1,3}$/.test(n) ? 'play.html?n=' + n : 'play.html';
  }

  function start() {
    const link = document.getElementById('play-link');
    if (!link) return;
    const refresh = function () { link.setAttribute('href', currentHref()); };
    ['pointerenter', 'focus', 'pointerdown', 'click'].forEach(function (type) {
      link.addEventListener(type, refresh);
    });
    refresh();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
