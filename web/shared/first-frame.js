/*
 * The first frame of a page with a first diagram (start page, wall, play page): loaded without
 * `defer` with shared/first-diagram.js (the build joins them into first-diagram.bundle.js), it
 * runs while the page is read, before that frame, and does its work just after it.
 *
 * Language: such a page's <html> carries data-lang-pending, which hides its keyed text
 * (shared/first-frame.css) so that no frame shows the words of the wrong language. When the page
 * will speak the language its HTML is written in (?lang=, else the choice stored on this device,
 * else the browser's, as shared/i18n.js decides), the text shows just after the first frame
 * (reading the stored choice costs the first frame some milliseconds); otherwise
 * page.setUpLanguage() shows it once the page's words are in place.
 *
 * Page scripts after the first frame: the build (scripts/bundle-pages.mjs) names the page's own
 * scripts in the data-after-frame attribute of the script element that runs this file instead of
 * loading them with `defer`, so neither their download nor their run holds back the frame that
 * shows the diagram. They are added, in order, just after that frame (or after 200 ms where no
 * frame comes, a hidden tab), together with the preloads data-preload-after-frame names (the
 * module chess960.js, which page.loadApi() then runs). Without the attributes (the pages in
 * web/) nothing is added.
 * Classic script: Chess960Web.firstFrame = { language() }.
 */
(function (global) {
  'use strict';

  const LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'];
  const script = global.document ? global.document.currentScript : null;

  // Returns one of the site's language codes for a code such as "fr-CA", or null.
  function normalize(value) {
    const code = String(value || '')
      .trim()
      .toLowerCase()
      .slice(0, 2);
    return LANGUAGES.indexOf(code) >= 0 ? code : null;
  }

  // Returns the language the page will start in, decided as shared/i18n.js does.
  function language() {
    let code = null;
    try {
      code = normalize(new URLSearchParams(global.location.search).get('lang'));
    } catch {
      code = null;
    }
    if (!code) {
      try {
        code = normalize(global.localStorage.getItem('chess960.lang'));
      } catch {
        code = null;
      }
    }
    const nav = global.navigator || {};
    const list = nav.languages && nav.languages.length ? nav.languages : [nav.language];
    for (let i = 0; !code && i < list.length; i++) code = normalize(list[i]);
    return code || 'de';
  }

  // Shows the keyed text when the page speaks its HTML's language.
  function showTextIfWritten() {
    const root = global.document.documentElement;
    if (root.hasAttribute('data-lang-pending') && language() === normalize(root.getAttribute('lang')))
      root.removeAttribute('data-lang-pending');
  }

  // Returns the addresses an attribute of this file's script element lists.
  function listed(name) {
    const text = (script && script.getAttribute(name)) || '';
    return text.split(/\s+/).filter(Boolean);
  }

  // Just after the next frame: shows the text when it is in the right language, adds the
  // preloads and scripts the build names (scripts in order).
  function afterFirstFrame() {
    const preloads = listed('data-preload-after-frame');
    const scripts = listed('data-after-frame');
    const head = global.document.head;
    let done = false;
    const add = function () {
      if (done) return;
      done = true;
      showTextIfWritten();
      preloads.forEach(function (href) {
        const link = global.document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = href;
        head.appendChild(link);
      });
      scripts.forEach(function (src) {
        const node = global.document.createElement('script');
        node.src = src;
        node.async = false; // run in the order named
        head.appendChild(node);
      });
    };
    global.requestAnimationFrame(function () {
      global.setTimeout(add, 0);
    });
    global.setTimeout(add, 200);
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.firstFrame = { language: language };
  if (global.document && global.document.documentElement) afterFirstFrame();
})(typeof window !== 'undefined' ? window : globalThis);
