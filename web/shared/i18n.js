/*
 * The one translator of the site: every page, the embed docs and the tables page read their
 * words through it. String files add their tables (`add`); the page asks for a text by key
 * (`t`), for the text of an API error by its code (`error`), and fills the elements that name a
 * key in an attribute (`apply`). Classic script: Chess960Web.i18n.
 *
 * German and English come with every page (each string file holds both and names its area:
 * add(strings, 'start')). The other languages are loaded only when chosen: setLang('fr') adds a
 * <script> for lang/fr/<area>.js (next to the pages) of every area the page has (script elements
 * work from file:// and under the CSP); each such file calls add({ fr: {…} }). Until they arrive
 * the page shows English (then German) text, never keys; then it applies again and tells the
 * listeners.
 *
 *   add({ de: { key: 'Text {n}' }, en: { … } }, area)  adds (or replaces) keys of a string file
 *   t(key, params, lang) -> text  the language given or the current one, else English, else
 *                                 German, else the key; {name} filled
 *   has(key, lang) tells whether a text exists (German by default, which every key has)
 *   error(err, params) -> text    'err.CODE' of the page, else the catalogue text of the code
 *                                 (web/shared/error-text.js), else the API's English message
 *   lang() / setLang(lang, remember) / onChange(fn(lang)) / ready() -> Promise once loaded
 *   apply(root)                   fills data-i18n (text), data-i18n-label (aria-label),
 *                                 data-i18n-title, data-i18n-placeholder, data-i18n-content
 *   languages, names              the seven codes and each language's name in itself
 */
(function (global) {
  'use strict';

  const LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'];
  const BUILT_IN = ['de', 'en'];
  const NAMES = {
    de: 'Deutsch',
    en: 'English',
    fr: 'Français',
    es: 'Español',
    it: 'Italiano',
    nl: 'Nederlands',
    pl: 'Polski',
  };
  const STORE_KEY = 'chess960.lang';
  const tables = {};
  LANGUAGES.forEach(function (code) {
    tables[code] = {};
  });
  const areas = [];
  const loads = {}; // 'fr/start' -> Promise (settled once the script ran or failed)
  const listeners = [];
  const base = scriptBase();
  let current = null;
  let waiting = Promise.resolve();

  // Returns the address of the lang/ folder: next to the pages, which all live at the site's root
  // (so it holds when the page's scripts are bundled into one file too); null where there is no
  // document (inside the widget, which carries all its words).
  function scriptBase() {
    const doc = global.document;
    if (!doc || !doc.baseURI) return null;
    try {
      return new URL('lang/', doc.baseURI).href;
    } catch {
      return null;
    }
  }

  // Adds the keys of a string file ({ de: {…}, en: {…} }); later files win on equal keys. A
  // string file of a page names its area, whose other languages setLang() then loads.
  function add(strings, area) {
    LANGUAGES.forEach(function (code) {
      Object.assign(tables[code], (strings && strings[code]) || {});
    });
    if (area && areas.indexOf(area) < 0) {
      areas.push(area);
      if (current && BUILT_IN.indexOf(current) < 0) load(current);
    }
  }

  // Returns one of the seven codes for a language code such as "fr-CA", or null.
  function normalize(value) {
    const code = String(value || '')
      .trim()
      .toLowerCase()
      .slice(0, 2);
    return LANGUAGES.indexOf(code) >= 0 ? code : null;
  }

  // Returns the stored choice, or null where storage is refused.
  function stored() {
    try {
      return global.localStorage.getItem(STORE_KEY);
    } catch {
      return null;
    }
  }

  // Returns the first of the browser's languages the site speaks, or null.
  function browser() {
    const nav = global.navigator;
    if (!nav) return null;
    const list = nav.languages && nav.languages.length ? nav.languages : [nav.language];
    for (let i = 0; i < list.length; i++) {
      const code = normalize(list[i]);
      if (code) return code;
    }
    return null;
  }

  // Returns the language to start with: ?lang= first, then the one chosen on this device, then
  // the browser's, else German.
  function initial() {
    let fromUrl = null;
    try {
      fromUrl = new URLSearchParams(global.location.search).get('lang');
    } catch {
      fromUrl = null;
    }
    return normalize(fromUrl) || normalize(stored()) || browser() || 'de';
  }

  // Returns the current language.
  function lang() {
    if (!current) current = initial();
    return current;
  }

  // Returns true when the key has a text in lang (by default German, which every key has).
  function has(key, language) {
    return Object.hasOwn(tables[normalize(language) || 'de'], key);
  }

  // Returns text with its {name} placeholders filled from params (unknown names stay).
  function fill(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (all, name) {
      return params && params[name] !== undefined && params[name] !== null ? String(params[name]) : all;
    });
  }

  // Returns the text of a key in lang or the current language (else English, German, the key).
  function t(key, params, language) {
    const order = [normalize(language) || lang(), 'en', 'de'];
    for (let i = 0; i < order.length; i++) {
      if (Object.hasOwn(tables[order[i]], key)) return fill(tables[order[i]][key], params);
    }
    return fill(key, params);
  }

  // Returns the text for an error with a .code: the page's own 'err.CODE' (which may quote the
  // API's English {message}), else the catalogue's.
  function error(err, params) {
    const code = err && err.code;
    if (code && has('err.' + code)) return t('err.' + code, Object.assign({ message: err.message }, params));
    if (code && has(code)) return t(code, params);
    return (err && err.message) || t('err.unknown', { message: String(code || err) });
  }

  // Fills every element below root that names a key: text, aria-label, title, placeholder, content.
  function apply(root) {
    const scope = root || global.document;
    const attributes = {
      'data-i18n': null,
      'data-i18n-label': 'aria-label',
      'data-i18n-title': 'title',
      'data-i18n-placeholder': 'placeholder',
      'data-i18n-content': 'content',
    };
    Object.keys(attributes).forEach(function (attr) {
      scope.querySelectorAll('[' + attr + ']').forEach(function (node) {
        const text = t(node.getAttribute(attr));
        if (attributes[attr]) node.setAttribute(attributes[attr], text);
        else node.textContent = text;
      });
    });
  }

  // Returns a Promise settled once lang/<code>/<area>.js has run (or failed to load).
  function loadArea(code, area) {
    const id = code + '/' + area;
    if (!loads[id]) {
      loads[id] = new Promise(function (resolve) {
        const doc = global.document;
        const script = doc.createElement('script');
        script.src = base + id + '.js';
        script.onload = script.onerror = function () {
          resolve();
        };
        doc.head.appendChild(script);
      });
    }
    return loads[id];
  }

  // Loads the words of every area of the page in code (not German or English), then shows them.
  function load(code) {
    if (!base || !global.document || BUILT_IN.indexOf(code) >= 0) return;
    const pending = areas.map(function (area) {
      return loadArea(code, area);
    });
    const all = Promise.all(pending).then(function () {
      if (current === code) show(code);
    });
    waiting = Promise.all([waiting, all]);
  }

  // Shows the current language: <html lang>, every keyed element, the listeners.
  function show(code) {
    if (global.document) {
      global.document.documentElement.lang = code;
      apply(global.document);
    }
    listeners.slice().forEach(function (fn) {
      fn(code);
    });
  }

  // Switches the language: <html lang>, every keyed element, the listeners (again once its
  // words have arrived); `remember` keeps the choice for every page of the site.
  function setLang(value, remember) {
    const next = normalize(value) || 'de';
    current = next;
    if (remember) {
      try {
        global.localStorage.setItem(STORE_KEY, next);
      } catch {
        /* storage refused: the choice lasts for this page */
      }
    }
    show(next);
    load(next);
  }

  // Returns a Promise that settles once the words asked for so far have arrived.
  function ready() {
    return waiting.then(function () {
      return lang();
    });
  }

  // Calls fn(lang) after every language change.
  function onChange(fn) {
    listeners.push(fn);
  }

  global.Chess960Web = global.Chess960Web || {};
  const web = global.Chess960Web;
  web.i18n = {
    languages: LANGUAGES,
    names: NAMES,
    add: add,
    normalize: normalize,
    lang: lang,
    setLang: setLang,
    onChange: onChange,
    ready: ready,
    t: t,
    has: has,
    fill: fill,
    error: error,
    apply: apply,
  };
})(typeof window !== 'undefined' ? window : globalThis);
