/*
 * The credits page: the page in the chosen language (the notices themselves are static HTML,
 * so they show without scripts too). Classic script: no namespace of its own.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;

  // Shows the page in its language and keeps the title in step with the switch.
  function start() {
    web.i18n.onChange(function () {
      global.document.title = web.i18n.t('credits.pageTitle');
    });
    web.page.setUpLanguage();
    global.document.documentElement.setAttribute('data-ready', 'true');
  }

  web.page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
