/*
 * Start-position page ("setzen / losen"): number in, diagram, back rank and FEN out.
 * Uses createChess960() from chess960.js for every chess fact, Chess960Board to draw and
 * Chess960I18n for the German/English strings. Classic script: works over http and file://.
 */
(function () {
  'use strict';

  const I18N = window.Chess960I18n;
  const ONE_BASED_KEY = 'chess960.oneBased';
  const DEFAULT_NUMBER = 518;

  const state = {
    lang: 'de',
    api: null,
    pos: null,
    board: null,
    tablesLang: null,
    copyTimer: 0,
    errorInfo: null, // { code, value, message } of the error shown, re-translated on language switch
  };

  const Page = window.Chess960Page;
  const $ = Page.byId;
  function t(key, params) {
    return I18N.t(state.lang, key, params);
  }

  function oneBased() {
    return $('one-based').checked;
  }

  // ---- language -------------------------------------------------------------------------

  function applyLanguage() {
    Page.showLanguage(state.lang, t, 'data-i18n');
    $('number-hint').textContent = t(oneBased() ? 'numberHintOneBased' : 'numberHint');
    $('setzen').title = t('setzenLabel');
    $('losen').title = t('losenLabel');
    $('copy').setAttribute('aria-label', t('copyLabel'));
    $('copy-status').textContent = '';
    if (state.api && state.tablesLang !== state.lang) buildTables();
    if (state.pos) showPosition(state.pos, { keepUrl: true, keepField: true });
    else document.title = t('pageTitlePlain');
    if (state.errorInfo) showError(state.errorInfo);
  }

  function setLanguage(lang, remember) {
    state.lang = I18N.normalize(lang) || 'de';
    if (remember) Page.rememberLanguage(state.lang);
    applyLanguage();
  }

  // ---- errors ---------------------------------------------------------------------------

  function errorText(info) {
    const suffix = oneBased() ? '.oneBased' : '';
    // Every code of a FEN that is no start position gets the one start-FEN message.
    const code = /^ERR_(FEN_|POSITION_|NOT_START_POSITION)/.test(info.code) ? 'ERR_NOT_START_POSITION' : info.code;
    const key = 'err.' + code;
    // Control characters (a pasted NUL, tab, …) show as the replacement sign, not as nothing.
    const value = String(info.value == null ? '' : info.value).replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
    const shown = value.length > 40 ? value.slice(0, 40) + '…' : value;
    if (I18N.strings.de[key + suffix]) return t(key + suffix, { value: shown });
    if (I18N.strings.de[key]) return t(key, { value: shown });
    const catalogue = window.Chess960ErrorText && window.Chess960ErrorText[state.lang];
    if (catalogue && catalogue[info.code]) return catalogue[info.code];
    return info.message ? info.message : t('err.unknown', { message: info.code });
  }

  function showError(info) {
    state.errorInfo = info;
    $('error').textContent = errorText(info);
    $('number').setAttribute('aria-invalid', 'true');
  }

  function clearError() {
    state.errorInfo = null;
    $('error').textContent = '';
    $('number').removeAttribute('aria-invalid');
  }

  function codedError(code, value) {
    const e = new Error(code);
    e.code = code;
    e.value = value;
    return e;
  }

  // ---- positions ------------------------------------------------------------------------

  // Turns what the user typed (number, back rank in German or English letters, start FEN)
  // into a start position; throws an Error with .code.
  function resolveEntry(text) {
    const api = state.api;
    const value = String(text).trim();
    if (!value) throw codedError('ERR_EMPTY', value);
    if (/\d/.test(value) && /^[-+\d\s.,eE_]+$/.test(value)) {
      // Looks like a number: only plain digits are accepted (no signs, fractions or exponents).
      if (!/^\d{1,4}$/.test(value)) throw codedError('ERR_NUMBER_RANGE', value);
      return api.startPosition(value, { oneBased: oneBased() });
    }
    return api.startPosition(api.positionNumber(value));
  }

  function displayNumber(n) {
    return oneBased() && n === 0 ? 960 : n;
  }

  function showPosition(pos, opts) {
    const o = opts || {};
    state.pos = pos;
    const rank = state.lang === 'de' ? pos.backRankDe : pos.backRank;
    const label = t('boardLabel', { n: pos.number, rank: rank });
    if (state.board) state.board.update({ fen: pos.fen, label: label });
    else
      state.board = window.Chess960Board.render($('board'), {
        fen: pos.fen,
        orientation: 'white',
        coords: true,
        label: label,
      });

    const shownNumber = displayNumber(pos.number);
    $('pos-number').textContent = t(shownNumber !== pos.number ? 'positionNoOneBased' : 'positionNo', {
      n: pos.number,
    });
    $('pos-note').textContent = pos.number === DEFAULT_NUMBER ? t('classical') : '';
    $('rank-de').textContent = pos.backRankDe;
    $('rank-en').textContent = pos.backRank;
    setFen(pos.fen);
    document.title = t('pageTitle', { n: pos.number });
    if (!o.keepField) $('number').value = String(shownNumber);
    highlightTables(pos);
    if (!o.keepUrl) Page.updateUrl({ n: pos.number });
  }

  // Writes the FEN with line-break opportunities after each "/" (copying uses state.pos.fen).
  function setFen(fen) {
    const node = $('fen');
    node.textContent = '';
    fen.split('/').forEach(function (part, i, parts) {
      node.appendChild(document.createTextNode(part + (i < parts.length - 1 ? '/' : '')));
      if (i < parts.length - 1) node.appendChild(document.createElement('wbr'));
    });
  }

  function setzen() {
    if (!state.api) return;
    const text = $('number').value;
    try {
      const pos = resolveEntry(text);
      clearError();
      showPosition(pos);
    } catch (e) {
      showError({
        code: e.code || 'unknown',
        value: e.value !== undefined ? e.value : String(text).trim(),
        message: e.message,
      });
      $('number').focus();
    }
  }

  function losen() {
    if (!state.api) return;
    try {
      const pos = state.api.randomPosition();
      clearError();
      showPosition(pos);
    } catch (e) {
      showError({ code: e.code || 'unknown', value: '', message: e.message });
    }
  }

  // ---- copy -----------------------------------------------------------------------------

  function selectFen() {
    try {
      const range = document.createRange();
      range.selectNodeContents($('fen'));
      const sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
    } catch {
      /* nothing more we can do */
    }
  }

  function copyStatus(key) {
    const status = $('copy-status');
    status.textContent = t(key);
    window.clearTimeout(state.copyTimer);
    state.copyTimer = window.setTimeout(function () {
      status.textContent = '';
    }, 4000);
  }

  function copyFen() {
    if (!state.pos) return;
    const text = state.pos.fen;
    const done = function (ok) {
      if (!ok) selectFen();
      copyStatus(ok ? 'copied' : 'copyFailed');
    };
    Page.copyText(text, done);
  }

  // ---- two tables -----------------------------------------------------------------------

  const cell = Page.textElement;

  function buildTables() {
    const api = state.api;
    const king = api.kingTable();
    const bishops = api.bishopTable();
    const de = state.lang === 'de';
    const groups = 3;
    const perGroup = Math.ceil(king.length / groups);

    const kt = $('king-table');
    kt.textContent = '';
    kt.appendChild(cell('caption', t('kingTableCaption'), 'visually-hidden'));
    const khead = document.createElement('thead');
    const khr = document.createElement('tr');
    for (let g = 0; g < groups; g++) {
      const th1 = cell('th', t('colNumber'), 'num' + (g > 0 ? ' group-start' : ''));
      th1.scope = 'col';
      const th2 = cell('th', t('colPieces'));
      th2.scope = 'col';
      khr.appendChild(th1);
      khr.appendChild(th2);
    }
    khead.appendChild(khr);
    kt.appendChild(khead);
    const kbody = document.createElement('tbody');
    for (let r = 0; r < perGroup; r++) {
      const tr = document.createElement('tr');
      for (let g = 0; g < groups; g++) {
        const row = king[g * perGroup + r];
        const th = cell('th', row ? String(row.base) : '', 'num' + (g > 0 ? ' group-start' : ''));
        th.scope = 'row';
        const td = cell('td', row ? (de ? row.piecesDe : row.pieces) : '', 'pieces');
        if (row) {
          th.setAttribute('data-base', String(row.base));
          td.setAttribute('data-base', String(row.base));
        }
        tr.appendChild(th);
        tr.appendChild(td);
      }
      kbody.appendChild(tr);
    }
    kt.appendChild(kbody);

    const bt = $('bishop-table');
    bt.textContent = '';
    bt.appendChild(cell('caption', t('bishopTableCaption'), 'visually-hidden'));
    const bhead = document.createElement('thead');
    const bhr = document.createElement('tr');
    const corner = cell('th', t('colRest'), 'num');
    corner.scope = 'col';
    bhr.appendChild(corner);
    'abcdefgh'.split('').forEach(function (f) {
      const th = cell('th', f, 'file');
      th.scope = 'col';
      th.setAttribute('data-file', f);
      bhr.appendChild(th);
    });
    bhead.appendChild(bhr);
    bt.appendChild(bhead);
    const bbody = document.createElement('tbody');
    bishops.forEach(function (row) {
      const tr = document.createElement('tr');
      tr.setAttribute('data-index', String(row.index));
      const th = cell('th', String(row.index), 'num');
      th.scope = 'row';
      tr.appendChild(th);
      row.pattern.split('').forEach(function (ch, i) {
        const isBishop = ch !== '-';
        const td = cell('td', isBishop ? t('bishopLetter') : '–', isBishop ? 'bishop' : 'empty');
        td.setAttribute('data-file', 'abcdefgh'[i]);
        tr.appendChild(td);
      });
      bbody.appendChild(tr);
    });
    bt.appendChild(bbody);
    state.tablesLang = state.lang;
    if (state.pos) highlightTables(state.pos);
  }

  function highlightTables(pos) {
    if (!state.api || state.tablesLang === null) return;
    document.querySelectorAll('.is-current').forEach(function (n) {
      n.classList.remove('is-current');
      n.removeAttribute('aria-current');
    });
    document.querySelectorAll('#king-table [data-base="' + pos.kingTableBase + '"]').forEach(function (n) {
      n.classList.add('is-current');
      n.setAttribute('aria-current', 'true');
    });
    const brow = document.querySelector('#bishop-table tr[data-index="' + pos.bishopIndex + '"]');
    let pattern = '';
    if (brow) {
      brow.classList.add('is-current');
      brow.setAttribute('aria-current', 'true');
      pattern = Array.prototype.map
        .call(brow.querySelectorAll('td'), function (td) {
          if (td.classList.contains('bishop')) {
            document
              .querySelectorAll('#bishop-table th[data-file="' + td.getAttribute('data-file') + '"]')
              .forEach(function (th) {
                th.classList.add('is-current');
              });
            return t('bishopLetter');
          }
          return '-';
        })
        .join('');
    }
    const kingRow = state.api.kingTable().filter(function (r) {
      return r.base === pos.kingTableBase;
    })[0];
    const de = state.lang === 'de';
    const sum = t('tablesSum', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex });
    $('tables-sum').textContent = sum;
    $('tables-summary-sum').textContent = '(' + sum + ')';
    $('tables-sum-text').textContent = t('tablesSumText', {
      base: pos.kingTableBase,
      index: pos.bishopIndex,
      pieces: kingRow ? (de ? kingRow.piecesDe : kingRow.pieces) : '',
      pattern: pattern,
      rank: de ? pos.backRankDe : pos.backRank,
    });
  }

  // ---- start ----------------------------------------------------------------------------

  function setBusy(busy) {
    ['setzen', 'losen', 'copy'].forEach(function (id) {
      $(id).disabled = busy;
    });
  }

  function start() {
    const params = Page.queryParams();
    setLanguage(Page.initialLanguage(), false);
    if (Page.storageGet(ONE_BASED_KEY) === '1') $('one-based').checked = true;
    $('number-hint').textContent = t(oneBased() ? 'numberHintOneBased' : 'numberHint');

    Page.bindLanguageSwitch(function () {
      return state.lang;
    }, setLanguage);
    $('entry').addEventListener('submit', function (ev) {
      ev.preventDefault();
      setzen();
    });
    $('losen').addEventListener('click', losen);
    $('copy').addEventListener('click', copyFen);
    $('one-based').addEventListener('change', function () {
      Page.storageSet(ONE_BASED_KEY, oneBased() ? '1' : '0');
      $('number-hint').textContent = t(oneBased() ? 'numberHintOneBased' : 'numberHint');
      if (state.pos) showPosition(state.pos, { keepUrl: true });
      if (state.errorInfo) showError(state.errorInfo);
    });

    state.board = window.Chess960Board.render($('board'), {
      fen: '8/8/8/8/8/8/8/8',
      coords: true,
      label: t('boardLoading'),
    });
    $('pos-number').textContent = t('loading');
    setBusy(true);

    if (typeof window.createChess960 !== 'function') {
      showError({ code: 'ERR_LOAD', value: '' });
      return;
    }
    window.createChess960().then(
      function (api) {
        state.api = api;
        setBusy(false);
        const n = params.get('n');
        let pos = null;
        if (n !== null) {
          const text = n.trim();
          if (/^\d{1,3}$/.test(text)) {
            try {
              pos = api.startPosition(Number(text));
            } catch {
              pos = null;
            }
          }
          if (!pos) showError({ code: 'ERR_URL', value: n });
        }
        showPosition(pos || api.startPosition(DEFAULT_NUMBER), { keepUrl: !pos });
        // The two tables (60 + 16 rows) after the first board is painted, not before it.
        requestAnimationFrame(function () {
          setTimeout(function () {
            buildTables();
            document.documentElement.setAttribute('data-ready', 'true');
          }, 0);
        });
      },
      function (err) {
        showError({ code: 'ERR_LOAD', value: '', message: err && err.message });
      },
    );
  }

  Page.onReady(start);
})();
