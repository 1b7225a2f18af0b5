/*
 * The two tables for drawing without a computer (docs/numbering.md): the king table (60 rows:
 * base 0, 16, …, 944 and the order of the six pieces other than the bishops) in three column
 * groups, and the bishop table (16 rows: where the bishops stand for the remainder 0..15).
 * Used by the start page and the printable tables page. The rows come from chess960.js; this
 * file only lays them out and marks the row and columns of a number. Needs shared/i18n.js and
 * tables/strings.js. Classic script: Chess960Web.twoTables.
 *
 *   create(kingTable, bishopTable, api) -> tables   (the <table> elements to fill)
 *   tables.build()         (again after a language change)
 *   tables.show(pos)       marks the position's king row, bishop row and bishop columns; returns
 *                          { sum, text }: "518 = 512 + 6" and the whole sum in words
 */
(function (global) {
  'use strict';

  const FILES = 'abcdefgh';
  const GROUPS = 3;

  // Returns a new element with text and an optional class.
  function cell(tag, text, className) {
    const node = global.document.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  // Returns a header cell for a column or a row.
  function header(text, scope, className) {
    const th = cell('th', text, className);
    th.setAttribute('scope', scope);
    return th;
  }

  // Returns the two tables' controller (see the header).
  function create(kingTable, bishopTable, api) {
    const i18n = global.Chess960Web.i18n;
    const kingRows = api.kingTable();
    const bishopRows = api.bishopTable();
    let shown = null;

    const letterSets = {};
    // Returns the letters of a language by English letter ({ R: 'T', N: 'C', … } for French),
    // read off the API's back rank of the classical position in both letter sets.
    function lettersOf(lang) {
      if (!letterSets[lang]) {
        const english = api.startPosition(518).backRank;
        const own = global.Chess960Web.page.backRank(api, { number: 518, backRank: english }, lang);
        letterSets[lang] = {};
        english.split('').forEach(function (c, i) {
          letterSets[lang][c] = own.charAt(i);
        });
      }
      return letterSets[lang];
    }

    // Returns the piece letters of a king-table row in the page's letters.
    function pieces(row) {
      const lang = i18n.lang();
      if (lang === 'de') return row.piecesDe;
      if (lang === 'en') return row.pieces;
      const set = lettersOf(lang);
      return row.pieces.replace(/[A-Z]/g, function (c) {
        return set[c] || c;
      });
    }

    function buildKingTable() {
      const per = Math.ceil(kingRows.length / GROUPS);
      kingTable.textContent = '';
      kingTable.appendChild(cell('caption', i18n.t('tables.kingCaption'), 'visually-hidden'));
      const head = kingTable.appendChild(global.document.createElement('thead'));
      const headRow = head.appendChild(global.document.createElement('tr'));
      for (let g = 0; g < GROUPS; g++) {
        headRow.appendChild(header(i18n.t('tables.colNumber'), 'col', 'num' + (g ? ' group-start' : '')));
        headRow.appendChild(header(i18n.t('tables.colPieces'), 'col'));
      }
      const body = kingTable.appendChild(global.document.createElement('tbody'));
      for (let r = 0; r < per; r++) {
        const tr = body.appendChild(global.document.createElement('tr'));
        for (let g = 0; g < GROUPS; g++) {
          const row = kingRows[g * per + r];
          const th = tr.appendChild(header(row ? String(row.base) : '', 'row', 'num' + (g ? ' group-start' : '')));
          const td = tr.appendChild(cell('td', row ? pieces(row) : '', 'pieces'));
          if (!row) continue;
          th.setAttribute('data-base', String(row.base));
          td.setAttribute('data-base', String(row.base));
        }
      }
    }

    function buildBishopTable() {
      bishopTable.textContent = '';
      bishopTable.appendChild(cell('caption', i18n.t('tables.bishopCaption'), 'visually-hidden'));
      const headRow = bishopTable
        .appendChild(global.document.createElement('thead'))
        .appendChild(global.document.createElement('tr'));
      headRow.appendChild(header(i18n.t('tables.colRest'), 'col', 'num'));
      FILES.split('').forEach(function (f) {
        const th = headRow.appendChild(header(f, 'col', 'file'));
        th.setAttribute('data-file', f);
      });
      const body = bishopTable.appendChild(global.document.createElement('tbody'));
      bishopRows.forEach(function (row) {
        const tr = body.appendChild(global.document.createElement('tr'));
        tr.setAttribute('data-index', String(row.index));
        tr.appendChild(header(String(row.index), 'row', 'num'));
        row.pattern.split('').forEach(function (ch, i) {
          const bishop = ch !== '-';
          const td = tr.appendChild(
            cell('td', bishop ? i18n.t('tables.bishopLetter') : '–', bishop ? 'bishop' : 'empty'),
          );
          td.setAttribute('data-file', FILES[i]);
        });
      });
    }

    // Removes the marks of the previous number.
    function unmark() {
      [kingTable, bishopTable].forEach(function (table) {
        table.querySelectorAll('.is-current, .is-col').forEach(function (n) {
          n.classList.remove('is-current');
          n.classList.remove('is-col');
          n.removeAttribute('aria-current');
        });
      });
    }

    // Marks a start position's rows and bishop columns; returns its sum in figures and in words.
    function show(pos) {
      shown = pos;
      unmark();
      kingTable.querySelectorAll('[data-base="' + pos.kingTableBase + '"]').forEach(function (n) {
        n.classList.add('is-current');
        n.setAttribute('aria-current', 'true');
      });
      const bishopRow = bishopTable.querySelector('tr[data-index="' + pos.bishopIndex + '"]');
      bishopRow.classList.add('is-current');
      bishopRow.setAttribute('aria-current', 'true');
      const pattern = FILES.split('')
        .map(function (f) {
          const td = bishopRow.querySelector('td[data-file="' + f + '"]');
          if (!td.classList.contains('bishop')) return '-';
          bishopTable.querySelector('th[data-file="' + f + '"]').classList.add('is-current');
          bishopTable.querySelectorAll('td[data-file="' + f + '"]').forEach(function (c) {
            c.classList.add('is-col');
          });
          return i18n.t('tables.bishopLetter');
        })
        .join('');
      const kingRow = kingRows.filter(function (r) {
        return r.base === pos.kingTableBase;
      })[0];
      return {
        sum: i18n.t('tables.sum', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex }),
        text: i18n.t('tables.sumText', {
          base: pos.kingTableBase,
          index: pos.bishopIndex,
          pieces: pieces(kingRow),
          pattern: pattern,
          rank: global.Chess960Web.page.backRank(api, pos),
        }),
      };
    }

    return {
      // Fills both tables in the page's language (and keeps the marks of the number shown).
      build: function () {
        buildKingTable();
        buildBishopTable();
        if (shown) show(shown);
      },
      show: show,
    };
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.twoTables = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
