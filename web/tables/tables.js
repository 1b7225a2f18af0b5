/*
 * tables.html?n=740: the king table and the bishop table on one A4 page, with the row and
 * columns of the number marked; a number box and print. Classic script: Chess960Tables.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const DEFAULT_NUMBER = 518;
  const state = { api: null, tables: null, pos: null, error: null };

  // Shows a start position: marks, the sum above the tables, the title, the address.
  function show(pos) {
    state.pos = pos;
    const sum = $('sum');
    sum.textContent =
      i18n.t('tables.sheetSum', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex }) + ' ';
    const letters = sum.appendChild(page.textElement('span', page.backRank(state.api, pos)));
    letters.className = 'rank-letters';
    letters.lang = i18n.lang();
    state.tables.show(pos);
    $('n').value = String(pos.number);
    global.document.title = i18n.t('tables.pageTitle', { n: pos.number });
    page.updateUrl({ n: pos.number });
    web.nav.setNumber(pos.number);
  }

  // Shows a refused entry (or nothing) under the form.
  function showError(result) {
    state.error = result;
    $('tools-error').textContent = result ? web.startNumber.message(result) : '';
    if (result) $('n').setAttribute('aria-invalid', 'true');
    else $('n').removeAttribute('aria-invalid');
  }

  // Reads the number box and shows its position, or says why not.
  function submit(ev) {
    ev.preventDefault();
    const result = web.startNumber.read($('n').value, web.startNumber.apiCore(state.api), { allowText: true });
    if (result.error) {
      showError(result);
      return;
    }
    showError(null);
    show(state.api.startPosition(result.number));
  }

  // Fills everything that depends on the language again.
  function relabel() {
    if (!state.api) return;
    state.tables.build();
    if (state.pos) show(state.pos);
    if (state.error) showError(state.error);
  }

  function start() {
    page.setUpLanguage();
    i18n.onChange(relabel);
    $('print').addEventListener('click', function () {
      global.print();
    });
    page.loadApi().then(
      function (api) {
        state.api = api;
        state.tables = web.twoTables.create($('king-table'), $('bishop-table'), api);
        state.tables.build();
        const n = page.queryParams().get('n');
        let number = DEFAULT_NUMBER;
        if (n !== null) {
          const result = web.startNumber.read(n, web.startNumber.apiCore(api));
          if (result.error) showError({ error: 'ERR_URL', value: 'n=' + n });
          else number = result.number;
        }
        show(api.startPosition(number));
        $('tools').addEventListener('submit', submit);
        global.document.documentElement.setAttribute('data-ready', 'true');
      },
      function (err) {
        $('tools-error').textContent = i18n.error(err);
      },
    );
  }

  global.Chess960Tables = { show: show };
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
