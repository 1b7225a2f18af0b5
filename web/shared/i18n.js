/*
 * The one translator of the site: every page, the embed docs and the tables page read their
 * words through it. String files add their tables (`add`); the page asks for a text by key
 * (`t`), for the text of an API error by its code (`error`), and fills the elements that name a
 * key in an attribute (`apply`). Classic script: Chess960Web.i18n.
 *
 *   add({ de: { key: 'Text {n}' }, en: { … } })  adds (or replaces) keys of a string file
 *   t(key, params, lang) -> text  the language given or the current one, else German, else the
 *                                 key; {name} filled;  has(key, lang) tells whether a text exists
 *   error(err, params) -> text    'err.CODE' of the page, else the catalogue text of the code
 *                                 (web/shared/error-text.js), else the API's English message
 *   lang() / setLang(lang, remember) / onChange(fn(lang))
 *   apply(root)                   fills data-i18n (text), data-i18n-label (aria-label),
 *                                 data-i18n-title, data-i18n-placeholder, data-i18n-content
 */
(function (global) {
  'use strict';

  const LANGUAGES = ['de', 'en'];
  const STORE_KEY = 'chess960.lang';
  const tables = { de: {}, en: {} };
  const listeners = [];
  let current = null;

  // Adds the keys of a string file ({ de: {…}, en: {…} }); later files win on equal keys.
  function add(strings) {
    LANGUAGES.forEach(function (lang) {
      Object.assign(tables[lang], (strings && strings[lang]) || {});
    });
  }

  // Returns 'de' or 'en' for a language code such as "en-GB", or null.
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

  // Returns the language to start with: ?lang= first, then the one chosen on this device, else German.
  function initial() {
    let fromUrl = null;
    try {
      fromUrl = new URLSearchParams(global.location.search).get('lang');
    } catch {
      fromUrl = null;
    }
    return normalize(fromUrl) || normalize(stored()) || 'de';
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

  // Returns the text of a key in lang or the current language (else German, else the key itself).
  function t(key, params, language) {
    const table = tables[normalize(language) || lang()];
    const text = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(tables.de, key) ? tables.de[key] : key;
    return fill(text, params);
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

  // Switches the language: <html lang>, every keyed element, the listeners; `remember` keeps it.
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
    if (global.document) {
      global.document.documentElement.lang = next;
      apply(global.document);
    }
    listeners.slice().forEach(function (fn) {
      fn(next);
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
    add: add,
    normalize: normalize,
    lang: lang,
    setLang: setLang,
    onChange: onChange,
    t: t,
    has: has,
    fill: fill,
    error: error,
    apply: apply,
  };
})(typeof window !== 'undefined' ? window : globalThis);
