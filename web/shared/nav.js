/*
 * The site navigation in every page's header: links marked data-nav="start|play|wall|tables"
 * carry the start position the page shows (?n=…), so that "play" opens that position and the
 * wall and the tables show it. Classic script: Chess960Web.nav.setNumber(n).
 */
(function (global) {
  'use strict';

  const CARRY = { start: 'index.html', play: 'play.html', wall: 'wall.html', tables: 'tables.html' };

  // Points the navigation links at start position n (null: their plain pages).
  function setNumber(n) {
    global.document.querySelectorAll('a[data-nav]').forEach(function (link) {
      const page = CARRY[link.getAttribute('data-nav')];
      if (!page) return;
      link.setAttribute('href', n === null || n === undefined ? page : page + '?n=' + n);
    });
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.nav = { setNumber: setNumber };
})(typeof window !== 'undefined' ? window : globalThis);
