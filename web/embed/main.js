/*
 * embed.html: one start position for an <iframe> on another site. Query parameters become the
 * attributes of <chess960-position> (n, random, lang, theme, orientation, coords, show, controls,
 * size), as text only; the widget reads n with the one start-number reader (web/shared/
 * start-number.js, bundled into it), so ?n=0518, ?n=TLLKSSDT and a start FEN work as on every
 * page and are refused with the same words. The link below the diagram opens the full page.
 * The language: ?lang=, else the one chosen on this site, else German. Classic script:
 * Chess960Embed.frame. Needs shared/i18n.js, strings.js, page.js, embed/strings.js.
 */
(function (global) {
  'use strict';

  const ATTRIBUTES = ['n', 'random', 'lang', 'theme', 'orientation', 'coords', 'show', 'controls', 'size'];
  const THEMES = ['light', 'dark', 'print', 'auto'];

  // Returns the page theme for the ?theme= value (light unless it names another theme).
  function themeOf(value) {
    const theme = String(value || 'light').toLowerCase();
    return THEMES.indexOf(theme) >= 0 ? theme : 'light';
  }

  // Starts the page: the widget's attributes from the address, the language, the link.
  function start() {
    const web = global.Chess960Web;
    const i18n = web.i18n;
    const page = web.page;
    const params = page.queryParams();
    const widget = page.byId('position');
    const link = page.byId('open-link');
    const title = page.byId('embed-title');
    let number = null;

    ATTRIBUTES.forEach(function (name) {
      if (params.has(name)) widget.setAttribute(name, params.get(name));
    });
    if (!params.has('show')) widget.setAttribute('show', 'number letters');
    if (!params.has('lang')) widget.setAttribute('lang', i18n.lang());
    global.document.documentElement.setAttribute('data-theme', themeOf(params.get('theme')));

    // Points the link at the position shown and names the page after it.
    function follow() {
      const query = number === null ? '' : '?n=' + number + (i18n.lang() !== 'de' ? '&lang=' + i18n.lang() : '');
      link.href = 'index.html' + query;
      title.textContent = i18n.t('embed.frame.heading', { n: number === null ? '' : number }).trim();
      global.document.title = title.textContent;
    }
    i18n.onChange(follow);
    i18n.setLang(i18n.lang(), false);
    widget.addEventListener('chess960-change', function (event) {
      number = event.detail.number;
      follow();
    });
  }

  global.Chess960Embed = global.Chess960Embed || {};
  global.Chess960Embed.frame = { themeOf: themeOf };
  global.Chess960Web.page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
