/*
 * embed-docs.html: the guide for club webmasters. Fills the copy-paste snippets (widget, iframe,
 * image, the host page's stylesheet rules and Content-Security-Policy) with this site's address
 * (when served over http/https), the chosen start position and the page language; copies them;
 * keeps the example widget and image on the same position. The position box is read by the one
 * start-number reader. Classic script: Chess960Embed.docs. Needs shared/i18n.js, strings.js,
 * page.js, start-number.js, embed/strings.js; chess960.js for the reader's core.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;

  // Returns text safe inside a double-quoted HTML attribute of a snippet.
  function attr(value) {
    return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  }

  // Returns the folder address of this page when it is served over http(s), else null.
  function siteBase(location) {
    if (!/^https?:$/.test(location.protocol)) return null;
    return new URL('.', location.href).href;
  }

  // Returns the text of every snippet for the site address `base`, position n and language lang.
  function snippets(base, n, lang) {
    const name = i18n.t('embed.positionName', { n: n });
    const src = attr(base);
    return {
      widget:
        '<script src="' +
        src +
        'chess960-widget.js" defer></script>\n' +
        '<chess960-position n="' +
        n +
        '" lang="' +
        lang +
        '" size="medium" show="number letters" controls></chess960-position>',
      'widget-css': 'chess960-position { max-width: 360px; }',
      iframe:
        '<iframe class="chess960-frame" src="' +
        src +
        'embed.html?n=' +
        n +
        '&amp;lang=' +
        lang +
        '"\n        title="' +
        attr(name) +
        '" width="340" height="440" loading="lazy"></iframe>',
      'iframe-css': '.chess960-frame { max-width: 100%; border: 0; }',
      img:
        '<img class="chess960-img" src="' +
        src +
        'svg/' +
        n +
        '.svg" width="340" height="391"\n     alt="' +
        attr(name) +
        '">',
      'img-css': '.chess960-img { max-width: 100%; height: auto; }',
      'csp-widget': "Content-Security-Policy: default-src 'self'; script-src 'self' " + base + " 'wasm-unsafe-eval'",
      'csp-iframe': "Content-Security-Policy: default-src 'self'; frame-src " + base,
      'csp-img': "Content-Security-Policy: default-src 'self'; img-src 'self' " + base,
    };
  }

  // Fills an element with text whose `quoted` parts are shown as code.
  function rich(element, text) {
    element.textContent = '';
    String(text)
      .split('`')
      .forEach(function (part, i) {
        if (!part) return;
        if (i % 2) element.appendChild(page.textElement('code', part));
        else element.appendChild(global.document.createTextNode(part));
      });
  }

  // Adds a copy button and its status line after every snippet.
  function addCopyButtons() {
    global.document.querySelectorAll('pre.snippet').forEach(function (pre) {
      const row = page.textElement('p', '', 'copy-row');
      const button = page.textElement('button', i18n.t('embed.copy'), 'btn copy');
      button.type = 'button';
      button.setAttribute('data-i18n', 'embed.copy');
      button.setAttribute('data-copy', pre.getAttribute('data-snippet'));
      const status = page.textElement('span', '', 'copy-status');
      status.setAttribute('role', 'status');
      row.appendChild(button);
      row.appendChild(status);
      pre.parentNode.insertBefore(row, pre.nextSibling);
      button.addEventListener('click', function () {
        copySnippet(pre, status);
      });
    });
  }

  // Copies a snippet; where the clipboard is refused, selects it and says how to copy.
  function copySnippet(pre, status) {
    page.copyText(pre.textContent, function (ok) {
      if (!ok) {
        const range = global.document.createRange();
        range.selectNodeContents(pre);
        const selection = global.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      }
      status.textContent = i18n.t(ok ? 'embed.copied' : 'embed.selected');
      global.setTimeout(function () {
        status.textContent = '';
      }, 4000);
    });
  }

  // Starts the page: language, snippets, the position box and the examples.
  function start() {
    const doc = global.document;
    const base = siteBase(global.location);
    const input = page.byId('n');
    const error = page.byId('n-error');
    const demo = doc.querySelector('.demo-widget');
    const image = doc.querySelector('.demo-img');
    const state = { number: 518, refused: null, core: null };

    // Redraws everything that depends on the language, the position or a refused entry.
    function render() {
      const lang = i18n.lang();
      const shownBase = base || i18n.t('embed.baseExample');
      rich(page.byId('base-note'), i18n.t(base ? 'embed.baseOnline' : 'embed.baseOffline', { base: shownBase }));
      doc.querySelectorAll('[data-i18n-rich]').forEach(function (element) {
        rich(element, i18n.t(element.getAttribute('data-i18n-rich')));
      });
      const texts = snippets(shownBase, state.number, lang);
      doc.querySelectorAll('pre[data-snippet]').forEach(function (pre) {
        pre.textContent = texts[pre.getAttribute('data-snippet')];
      });
      error.textContent = state.refused ? web.startNumber.message(state.refused) : '';
      input.setAttribute('aria-invalid', state.refused ? 'true' : 'false');
      if (demo) {
        demo.setAttribute('lang', lang);
        demo.setAttribute('n', String(state.number));
      }
      if (image) {
        image.src = 'svg/' + state.number + '.svg';
        image.alt = i18n.t('embed.positionName', { n: state.number });
      }
    }

    // Reads the position box with the one reader (once the module is there).
    function readInput() {
      if (!state.core) return;
      const result = web.startNumber.read(input.value, state.core, { allowText: true });
      if (result.error) {
        state.refused = result;
      } else {
        state.refused = null;
        state.number = result.number;
      }
      render();
    }

    addCopyButtons();
    i18n.onChange(render);
    page.setUpLanguage();
    input.addEventListener('input', readInput);
    page.byId('number-form').addEventListener('submit', function (event) {
      event.preventDefault();
      readInput();
    });
    page.loadApi().then(
      function (api) {
        state.core = web.startNumber.apiCore(api);
        readInput();
        doc.documentElement.setAttribute('data-ready', 'true');
      },
      function (err) {
        error.textContent = i18n.error(err);
        doc.documentElement.setAttribute('data-ready', 'true');
      },
    );
  }

  global.Chess960Embed = global.Chess960Embed || {};
  global.Chess960Embed.docs = { snippets: snippets, siteBase: siteBase, attr: attr };
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
