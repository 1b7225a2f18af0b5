/*
 * embed.html: one start position for an <iframe> on another site. Query parameters become the
 * attributes of <chess960-position> (n, random, lang, theme, orientation, coords, show, controls);
 * values are passed as text only. The link below the diagram opens the full page.
 */
(function () {
  'use strict';
  var ALLOWED = ['n', 'random', 'lang', 'theme', 'orientation', 'coords', 'show', 'controls'];
  var params;
  try {
    params = new URLSearchParams(window.location.search);
  } catch {
    params = new URLSearchParams('');
  }
  var el = document.getElementById('position');
  ALLOWED.forEach(function (name) {
    if (params.has(name)) el.setAttribute(name, params.get(name).slice(0, 200));
  });
  if (!params.has('show')) el.setAttribute('show', 'number letters');
  var lang = params.get('lang') === 'en' ? 'en' : params.get('lang') === 'de' ? 'de' : null;
  if (lang) document.documentElement.lang = lang;
  var theme = (params.get('theme') || 'light').toLowerCase();
  document.documentElement.setAttribute(
    'data-theme',
    ['light', 'dark', 'print', 'auto'].indexOf(theme) >= 0 ? theme : 'light',
  );

  var link = document.getElementById('open-link');
  var title = document.getElementById('embed-title');
  function follow(number) {
    var en = (lang || document.documentElement.lang) === 'en';
    link.href = 'index.html?n=' + number + (en ? '&lang=en' : '');
    link.textContent = en ? 'Open in Chess960 ↗' : 'Auf Schach-960 öffnen ↗';
    title.textContent = (en ? 'Chess960 start position ' : 'Chess960-Startstellung ') + number;
    document.title = title.textContent;
  }
  follow(518);
  el.addEventListener('chess960-change', function (ev) {
    follow(ev.detail.number);
  });
})();
