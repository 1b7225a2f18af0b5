/*
 * Helpers shared by the site's pages (start page, play, draw by hand, wall mode, two tables):
 * window.Chess960Page. Classic script without dependencies; each page loads it (defer) before
 * its own script. The embeddable widget (board.js + pieces.js) does not use it.
 */
(function (global) {
  'use strict';

  const LANG_KEY = 'chess960.lang'; // the language chosen on any page, for all pages

  // The element with this id.
  function byId(id) {
    return document.getElementById(id);
  }

  // The stored value of key, or null where storage is refused (privacy mode, some file:// setups).
  function storageGet(key) {
    try {
      return global.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // Stores value under key; where storage is refused the setting lasts for this page only.
  function storageSet(key, value) {
    try {
      global.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
  }

  // The query parameters of the page's address (none where the URL API fails).
  function queryParams() {
    try {
      return new URLSearchParams(global.location.search);
    } catch {
      return new URLSearchParams('');
    }
  }

  // Writes changes into the address ({ n: 518 } sets ?n=518, null removes) without reloading.
  function updateUrl(changes) {
    try {
      const url = new URL(global.location.href);
      Object.keys(changes).forEach(function (k) {
        if (changes[k] === null) url.searchParams.delete(k);
        else url.searchParams.set(k, String(changes[k]));
      });
      if (url.href !== global.location.href) global.history.replaceState(null, '', url.href);
    } catch {
      /* some browsers refuse history changes for file:// pages */
    }
  }

  // Fills the "{name}" placeholders of text from params; unknown names stay as they are.
  function fill(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (all, name) {
      return params && params[name] !== undefined ? String(params[name]) : all;
    });
  }

  // 'de', 'en' or null for a language code such as "en-GB".
  function normalizeLang(value) {
    const v = String(value || '')
      .trim()
      .toLowerCase()
      .slice(0, 2);
    return v === 'de' || v === 'en' ? v : null;
  }

  // The page language: ?lang= first, then the language remembered on this device, else German.
  function initialLanguage() {
    return normalizeLang(queryParams().get('lang')) || normalizeLang(storageGet(LANG_KEY)) || 'de';
  }

  // Remembers the chosen language for every page.
  function rememberLanguage(lang) {
    storageSet(LANG_KEY, lang);
  }

  // Sets <html lang>, the text of each element with attribute attr (a key for t) and the #lang button.
  function showLanguage(lang, t, attr) {
    document.documentElement.lang = lang;
    document.querySelectorAll('[' + attr + ']').forEach(function (node) {
      node.textContent = t(node.getAttribute(attr));
    });
    const button = byId('lang');
    button.textContent = t('langSwitch');
    button.lang = lang === 'de' ? 'en' : 'de';
    button.setAttribute('aria-label', t('langSwitchLabel'));
  }

  // Makes #lang switch German/English by setLanguage(other, true); a ?lang= in the address follows.
  function bindLanguageSwitch(currentLang, setLanguage) {
    byId('lang').addEventListener('click', function () {
      setLanguage(currentLang() === 'de' ? 'en' : 'de', true);
      if (queryParams().has('lang')) updateUrl({ lang: currentLang() });
    });
  }

  // A new <tag> element with text and an optional class (table cells, captions).
  function textElement(tag, text, className) {
    const node = document.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  // Copies text to the clipboard through a hidden text area (old browsers, file://); true if it worked.
  function fallbackCopy(text) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.setAttribute('aria-hidden', 'true');
    area.style.position = 'fixed';
    area.style.top = '0';
    area.style.left = '-9999px';
    area.style.opacity = '0';
    document.body.appendChild(area);
    const focused = document.activeElement;
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    document.body.removeChild(area);
    if (focused && typeof focused.focus === 'function') focused.focus();
    return ok;
  }

  // Copies text to the clipboard (Clipboard API, else the hidden text area) and calls done(ok).
  function copyText(text, done) {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      navigator.clipboard.writeText(text).then(
        function () {
          done(true);
        },
        function () {
          done(fallbackCopy(text));
        },
      );
    } else {
      done(fallbackCopy(text));
    }
  }

  // Runs start once the document has been parsed.
  function onReady(start) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }

  global.Chess960Page = {
    byId: byId,
    storageGet: storageGet,
    storageSet: storageSet,
    queryParams: queryParams,
    updateUrl: updateUrl,
    fill: fill,
    normalizeLang: normalizeLang,
    initialLanguage: initialLanguage,
    rememberLanguage: rememberLanguage,
    showLanguage: showLanguage,
    bindLanguageSwitch: bindLanguageSwitch,
    textElement: textElement,
    copyText: copyText,
    onReady: onReady,
  };
})(window);
