/*
 * Start page: the header link "Spielen / Play" opens play.html with the number shown on the page
 * (app.js keeps ?n= in the address up to date). Classic script; uses page.js.
 */
(function () {
  'use strict';

  const Page = window.Chess960Page;

  function currentHref() {
    const n = Page.queryParams().get('n');
    return n !== null && /^\d{1,3}$/.test(n) ? 'play.html?n=' + n : 'play.html';
  }

  function start() {
    const link = Page.byId('play-link');
    if (!link) return;
    const refresh = function () {
      link.setAttribute('href', currentHref());
    };
    ['pointerenter', 'focus', 'pointerdown', 'click'].forEach(function (type) {
      link.addEventListener(type, refresh);
    });
    refresh();
  }

  Page.onReady(start);
})();
