/*
 * Helpers every page shares: elements, storage that may be refused, the address, copying, the
 * language menu in the header, back ranks in the page's letters. Classic script: Chess960Web.page. Needs shared/i18n.js.
 */
(function (global) {
  'use strict';

  // Returns the element with this id.
  function byId(id) {
    return global.document.getElementById(id);
  }

  // Returns the stored value of key, or null where storage is refused (privacy mode, file://).
  function storageGet(key) {
    try {
      return global.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // Stores value under key; returns false where storage is refused or full.
  function storageSet(key, value) {
    try {
      global.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  // Returns the query parameters of the page's address (none where the URL API fails).
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

  // Returns a new <tag> element with optional text and an optional class.
  function textElement(tag, text, className) {
    const node = global.document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  // Copies text through a hidden text area (old browsers, file://); returns true if it worked.
  function fallbackCopy(text) {
    const doc = global.document;
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.setAttribute('aria-hidden', 'true');
    area.className = 'visually-hidden';
    doc.body.appendChild(area);
    const focused = doc.activeElement;
    area.select();
    let ok = false;
    try {
      ok = doc.execCommand('copy');
    } catch {
      ok = false;
    }
    doc.body.removeChild(area);
    if (focused && typeof focused.focus === 'function') focused.focus();
    return ok;
  }

  // Copies text to the clipboard (Clipboard API, else the hidden text area) and calls done(ok).
  function copyText(text, done) {
    const clipboard = global.navigator && global.navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      clipboard.writeText(text).then(
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
    if (global.document.readyState === 'loading') global.document.addEventListener('DOMContentLoaded', start);
    else start();
  }

  // Shows the page in its language and makes the #lang menu choose among the seven languages,
  // each named in itself (remembered for all pages; a ?lang= in the address follows the choice).
  function setUpLanguage() {
    const i18n = global.Chess960Web.i18n;
    const menu = byId('lang');
    if (menu) {
      i18n.languages.forEach(function (code) {
        const option = textElement('option', i18n.names[code]);
        option.value = code;
        option.lang = code;
        menu.appendChild(option);
      });
      i18n.onChange(function () {
        menu.value = i18n.lang();
        menu.setAttribute('aria-label', i18n.t('lang.label'));
      });
      menu.addEventListener('change', function () {
        i18n.setLang(menu.value, true);
        if (queryParams().has('lang')) updateUrl({ lang: i18n.lang() });
      });
    }
    i18n.setLang(i18n.lang(), false);
    global.document.documentElement.removeAttribute('data-lang-pending'); // see shared/first-frame.js
  }

  // Returns the back rank of a start position (as the API gives it: { number, backRank,
  // backRankDe }) in the letters of a language (the page's by default): German and English from
  // pos itself, the others asked of the API (startPosition(n, { letters })), English without it.
  function backRank(api, pos, lang) {
    const code = lang || global.Chess960Web.i18n.lang();
    if (code === 'de') return pos.backRankDe;
    if (code === 'en' || !api) return pos.backRank;
    try {
      return api.startPosition(pos.number, { letters: code }).backRank;
    } catch {
      return pos.backRank;
    }
  }

  // Returns a Promise of the chess960.js API, or rejects with an Error coded ERR_LOAD.
  function loadApi() {
    return new Promise(afterPaint)
      .then(moduleScript)
      .then(function () {
        return global.createChess960();
      })
      .catch(function (cause) {
        const error = new Error(cause && cause.message ? cause.message : String(cause));
        error.code = 'ERR_LOAD';
        throw error;
      });
  }

  let moduleLoading = null;
  // Resolves once createChess960 exists: at once when a script tag has run chess960.js, else
  // after adding it (the address the page preloads with <link rel="preload">, so the download
  // started with the page while the first diagram was drawn).
  function moduleScript() {
    if (typeof global.createChess960 === 'function') return null;
    if (!moduleLoading) {
      moduleLoading = new Promise(function (resolve, reject) {
        const doc = global.document;
        const link = doc.querySelector('link[rel="preload"][as="script"][href$="chess960.js"]');
        const script = doc.createElement('script');
        script.src = link ? link.getAttribute('href') : 'chess960.js';
        script.onload = function () {
          if (typeof global.createChess960 === 'function') resolve();
          else reject(new Error('chess960.js did not load'));
        };
        script.onerror = function () {
          reject(new Error('chess960.js did not load'));
        };
        doc.head.appendChild(script);
      });
    }
    return moduleLoading;
  }

  // Runs fn just after the next frame is painted (unpacking the module takes a while: what the
  // page has drawn so far shows first), or after 200 ms where no frame comes (a hidden tab).
  function afterPaint(fn) {
    let done = false;
    const once = function () {
      if (done) return;
      done = true;
      fn();
    };
    if (typeof global.requestAnimationFrame === 'function') {
      global.requestAnimationFrame(function () {
        global.setTimeout(once, 0);
      });
    }
    global.setTimeout(once, 200);
  }

  global.Chess960Web = global.Chess960Web || {};
  const web = global.Chess960Web;
  web.page = {
    byId: byId,
    storageGet: storageGet,
    storageSet: storageSet,
    queryParams: queryParams,
    updateUrl: updateUrl,
    textElement: textElement,
    copyText: copyText,
    onReady: onReady,
    setUpLanguage: setUpLanguage,
    backRank: backRank,
    loadApi: loadApi,
    afterPaint: afterPaint,
  };
})(typeof window !== 'undefined' ? window : globalThis);
