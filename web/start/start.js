/*
 * The start page ("setzen / losen"): a start position from a number, a back rank or a start FEN
 * (the one reader, shared/start-number.js), or drawn at random; the diagram, the number, the back
 * rank in German and English letters, the FEN with a copy button, the position's facts
 * (facts/facts.js: mirror, king and rooks, engine evaluations), and the two tables. Every
 * chess fact comes from chess960.js. Classic script: Chess960Start.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const ONE_BASED_KEY = 'chess960.oneBased';
  const DEFAULT_NUMBER = 518;

  const state = {
    api: null,
    pos: null,
    board: null,
    tables: null,
    error: null, // the refused entry shown, said again after a language switch
    copyTimer: 0,
  };

  // Returns true while numbers count 1..960.
  function oneBased() {
    return $('one-based').checked;
  }

  // ---- errors ---------------------------------------------------------------------------------

  function showError(result) {
    state.error = result;
    $('error').textContent = web.startNumber.message(Object.assign({}, result, { oneBased: oneBased() }));
    $('number').setAttribute('aria-invalid', 'true');
  }

  function clearError() {
    state.error = null;
    $('error').textContent = '';
    $('number').removeAttribute('aria-invalid');
  }

  // ---- the position ---------------------------------------------------------------------------

  // Shows a start position; keepField leaves the number box, keepUrl the address as they are.
  function showPosition(pos, options) {
    const o = options || {};
    state.pos = pos;
    const rank = page.backRank(state.api, pos);
    state.board.setPieces(pos.pieces);
    state.board.setLabel(i18n.t('start.boardLabel', { n: pos.number, rank: rank }));
    const shown = oneBased() && pos.number === 0 ? 960 : pos.number;
    $('pos-number').textContent = i18n.t(shown !== pos.number ? 'start.positionNoOneBased' : 'start.positionNo', {
      n: pos.number,
    });
    $('pos-note').textContent = pos.number === DEFAULT_NUMBER ? i18n.t('start.classical') : '';
    // The page language's letters (German on the English page), then English.
    const own = i18n.lang() === 'en' ? 'de' : i18n.lang();
    $('rank-de').textContent = page.backRank(state.api, pos, own);
    $('rank-de').lang = own;
    $('rank-en').textContent = pos.backRank;
    showFen(pos.fen);
    global.document.title = i18n.t('start.pageTitle', { n: pos.number });
    if (!o.keepField) $('number').value = String(shown);
    if (state.tables) showTables(pos);
    if (state.api) web.facts.render($('position-facts'), pos, state.api);
    const castling = web.castlingCard.castlingOfStart(state.api, pos.number);
    web.castlingCard.render($('castling'), castling.castling, { mode: 'start', fide: true });
    if (!o.keepUrl) page.updateUrl({ n: pos.number });
    web.nav.setNumber(pos.number);
  }

  // Writes the FEN with a line-break opportunity after each "/" (copying uses the FEN itself).
  function showFen(fen) {
    const node = $('fen');
    node.textContent = '';
    fen.split('/').forEach(function (part, i, parts) {
      const last = i === parts.length - 1;
      node.appendChild(global.document.createTextNode(part + (last ? '' : '/')));
      if (!last) node.appendChild(global.document.createElement('wbr'));
    });
  }

  // Marks the position in the two tables and writes its sum.
  function showTables(pos) {
    const sum = state.tables.show(pos);
    $('tables-sum').textContent = sum.sum;
    $('tables-summary-sum').textContent = '(' + sum.sum + ')';
    $('tables-sum-text').textContent = sum.text;
  }

  // "setzen": the position the number box names, or why not.
  function setzen() {
    if (!state.api) return;
    const text = $('number').value;
    const result = web.startNumber.read(text, web.startNumber.apiCore(state.api), {
      oneBased: oneBased(),
      allowText: true,
    });
    if (result.error) {
      showError(result);
      $('number').focus();
      return;
    }
    clearError();
    showPosition(state.api.startPosition(result.number));
  }

  // "losen": a position drawn at random (crypto.getRandomValues in the module).
  function losen() {
    if (!state.api) return;
    try {
      const pos = state.api.randomPosition();
      clearError();
      showPosition(pos);
    } catch (err) {
      $('error').textContent = i18n.error(err);
    }
  }

  // ---- copy -----------------------------------------------------------------------------------

  // Selects the FEN on the page (when the clipboard refuses), so the user can copy it by hand.
  function selectFen() {
    try {
      const range = global.document.createRange();
      range.selectNodeContents($('fen'));
      const selection = global.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    } catch {
      /* nothing more to do */
    }
  }

  function copyFen() {
    if (!state.pos) return;
    page.copyText(state.pos.fen, function (ok) {
      if (!ok) selectFen();
      $('copy-status').textContent = i18n.t(ok ? 'start.copied' : 'start.copyFailed');
      global.clearTimeout(state.copyTimer);
      state.copyTimer = global.setTimeout(function () {
        $('copy-status').textContent = '';
      }, 4000);
    });
  }

  // ---- language and start ---------------------------------------------------------------------

  // Fills what depends on the language or the 1..960 count again.
  function relabel() {
    $('number-hint').textContent = i18n.t(oneBased() ? 'start.numberHintOneBased' : 'start.numberHint');
    $('copy-status').textContent = '';
    if (state.tables) state.tables.build();
    if (state.pos) showPosition(state.pos, { keepUrl: true, keepField: true });
    else global.document.title = i18n.t('start.pageTitlePlain');
    if (state.error) showError(state.error);
  }

  function setBusy(busy) {
    ['setzen', 'losen', 'copy'].forEach(function (id) {
      $(id).disabled = busy;
    });
  }

  // Builds the two tables after the first diagram is painted, not before it.
  function buildTablesLater() {
    global.requestAnimationFrame(function () {
      global.setTimeout(function () {
        state.tables = web.twoTables.create($('king-table'), $('bishop-table'), state.api);
        state.tables.build();
        if (state.pos) showTables(state.pos);
        global.document.documentElement.setAttribute('data-ready', 'true');
      }, 0);
    });
  }

  // Shows the position of ?n= (the one reader: leading zeros allowed), else number 518.
  function openFirstPosition(api) {
    const n = page.queryParams().get('n');
    if (n === null) {
      showPosition(api.startPosition(DEFAULT_NUMBER), { keepUrl: true });
      return;
    }
    const result = web.startNumber.read(n, web.startNumber.apiCore(api));
    if (result.error) {
      showError({ error: 'ERR_URL', value: 'n=' + n });
      showPosition(api.startPosition(DEFAULT_NUMBER), { keepUrl: true });
    } else {
      showPosition(api.startPosition(result.number));
    }
  }

  function start() {
    if (page.storageGet(ONE_BASED_KEY) === '1') $('one-based').checked = true;
    i18n.onChange(relabel);
    page.setUpLanguage();
    $('entry').addEventListener('submit', function (ev) {
      ev.preventDefault();
      setzen();
    });
    $('losen').addEventListener('click', losen);
    $('copy').addEventListener('click', copyFen);
    $('one-based').addEventListener('change', function () {
      page.storageSet(ONE_BASED_KEY, oneBased() ? '1' : '0');
      relabel();
    });
    state.board = web.firstDiagram.board($('board'), { coords: 'outside', label: i18n.t('start.boardLoading') });
    if (!oneBased()) web.firstDiagram.paint(state.board, page.queryParams());
    $('pos-number').textContent = i18n.t('start.loading');
    setBusy(true);
    page.loadApi().then(
      function (api) {
        state.api = api;
        setBusy(false);
        openFirstPosition(api);
        buildTablesLater();
      },
      function (err) {
        $('error').textContent = i18n.error(err);
      },
    );
  }

  global.Chess960Start = Object.assign(global.Chess960Start || {}, { showPosition: showPosition });
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
