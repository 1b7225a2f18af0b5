/*
 * tables.html?n=740[&lang=en]: the king table and the bishop table on one A4 page, with the
 * row and columns of the number highlighted. Table data come from chess960.js.
 */
(function () {
  'use strict';

  const STRINGS = {
    de: {
      title: 'Schach-960 · Zwei Tabellen',
      pageTitle: 'Schach-960 – Zwei Tabellen (Nr. {n})',
      how: 'Nummer 0–959 = Königstabelle (die gleiche oder nächstkleinere Nummer) + Läufertabelle (Rest 0–15). Erst die beiden Läufer aufstellen, dann die sechs Figuren der Königstabelle von links nach rechts auf die freien Felder; Schwarz spiegelbildlich.',
      no: 'Nr.:',
      show: 'zeigen',
      print: 'drucken',
      other: 'English',
      otherLang: 'en',
      king: 'Königstabelle',
      bishop: 'Läufertabelle',
      colNo: 'Nr.',
      colPieces: 'Figuren',
      colRest: 'Rest',
      bishopLetter: 'L',
      kingCaption: 'Königstabelle: Reihenfolge der übrigen sechs Figuren auf den freien Feldern',
      bishopCaption: 'Läufertabelle: Felder der beiden Läufer für den Rest 0–15',
      sum: 'Nr. {n} = {base} + {index} →',
      foot: 'Chess960 (Fischer-Random-Schach), Nummerierung nach Reinhard Scharnagl. Weiß: Grundreihe a1–h1; Schwarz steht spiegelbildlich auf a8–h8.',
      err: '„{v}“ ist keine Nummer von 0 bis 959.',
      errLoad: 'Das Rechenmodul (chess960.js) konnte nicht geladen werden.',
    },
    en: {
      title: 'Chess960 · Two tables',
      pageTitle: 'Chess960 – two tables (no. {n})',
      how: 'Number 0–959 = king table (the same or next lower number) + bishop table (remainder 0–15). Place the two bishops first, then the six pieces of the king table from left to right on the free squares; Black mirrors White.',
      no: 'No.:',
      show: 'show',
      print: 'print',
      other: 'Deutsch',
      otherLang: 'de',
      king: 'King table',
      bishop: 'Bishop table',
      colNo: 'No.',
      colPieces: 'Pieces',
      colRest: 'Rest',
      bishopLetter: 'B',
      kingCaption: 'King table: order of the other six pieces on the free squares',
      bishopCaption: 'Bishop table: squares of the two bishops for the remainder 0–15',
      sum: 'No. {n} = {base} + {index} →',
      foot: 'Chess960 (Fischer Random Chess), numbering by Reinhard Scharnagl. White: back rank a1–h1; Black mirrors it on a8–h8.',
      err: '“{v}” is not a number from 0 to 959.',
      errLoad: 'The chess module (chess960.js) could not be loaded.',
    },
  };

  const Page = window.Chess960Page;
  const $ = Page.byId;
  const q = Page.queryParams();
  const lang = q.get('lang') === 'en' ? 'en' : 'de';
  const S = STRINGS[lang];
  const fill = Page.fill;
  const cell = Page.textElement;
  let api = null;

  function buildTables() {
    const king = api.kingTable();
    const groups = 3;
    const per = Math.ceil(king.length / groups);
    const kt = $('king-table');
    kt.textContent = '';
    kt.appendChild(cell('caption', S.kingCaption, 'visually-hidden'));
    const head = kt.appendChild(document.createElement('thead')).appendChild(document.createElement('tr'));
    for (let g = 0; g < groups; g++) {
      const a = head.appendChild(cell('th', S.colNo, g ? 'group-start' : ''));
      a.scope = 'col';
      head.appendChild(cell('th', S.colPieces)).scope = 'col';
    }
    const body = kt.appendChild(document.createElement('tbody'));
    for (let r = 0; r < per; r++) {
      const tr = body.appendChild(document.createElement('tr'));
      for (let g = 0; g < groups; g++) {
        const row = king[g * per + r];
        const th = tr.appendChild(cell('th', row ? String(row.base) : '', g ? 'group-start' : ''));
        th.scope = 'row';
        const td = tr.appendChild(cell('td', row ? (lang === 'de' ? row.piecesDe : row.pieces) : '', 'pieces'));
        if (row) {
          th.setAttribute('data-base', String(row.base));
          td.setAttribute('data-base', String(row.base));
        }
      }
    }
    const bt = $('bishop-table');
    bt.textContent = '';
    bt.appendChild(cell('caption', S.bishopCaption, 'visually-hidden'));
    const bh = bt.appendChild(document.createElement('thead')).appendChild(document.createElement('tr'));
    bh.appendChild(cell('th', S.colRest)).scope = 'col';
    'abcdefgh'.split('').forEach((f) => {
      const th = bh.appendChild(cell('th', f));
      th.scope = 'col';
      th.setAttribute('data-file', f);
    });
    const bb = bt.appendChild(document.createElement('tbody'));
    api.bishopTable().forEach((row) => {
      const tr = bb.appendChild(document.createElement('tr'));
      tr.setAttribute('data-index', String(row.index));
      tr.appendChild(cell('th', String(row.index))).scope = 'row';
      row.pattern.split('').forEach((ch, i) => {
        const td = tr.appendChild(cell('td', ch === '-' ? '–' : S.bishopLetter, ch === '-' ? 'empty' : 'bishop'));
        td.setAttribute('data-file', 'abcdefgh'[i]);
      });
    });
  }

  function show(pos) {
    document.querySelectorAll('.is-col').forEach((n) => n.classList.remove('is-col'));
    document.querySelectorAll('.is-current').forEach((n) => {
      n.classList.remove('is-current');
      n.removeAttribute('aria-current');
    });
    document.querySelectorAll('#king-table [data-base="' + pos.kingTableBase + '"]').forEach((n) => {
      n.classList.add('is-current');
      n.setAttribute('aria-current', 'true');
    });
    const row = document.querySelector('#bishop-table tr[data-index="' + pos.bishopIndex + '"]');
    row.classList.add('is-current');
    row.setAttribute('aria-current', 'true');
    row.querySelectorAll('td.bishop').forEach((td) => {
      const f = td.getAttribute('data-file');
      document.querySelector('#bishop-table th[data-file="' + f + '"]').classList.add('is-current');
      document.querySelectorAll('#bishop-table td[data-file="' + f + '"]').forEach((c) => c.classList.add('is-col'));
    });
    const sum = $('sum');
    sum.textContent = fill(S.sum, { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex }) + ' ';
    const letters = sum.appendChild(cell('span', lang === 'de' ? pos.backRankDe : pos.backRank, 'rank-letters'));
    letters.lang = lang;
    $('n').value = String(pos.number);
    document.title = fill(S.pageTitle, { n: pos.number });
    Page.updateUrl({ n: pos.number });
    $('lang').href = 'tables.html?n=' + pos.number + (lang === 'de' ? '&lang=en' : '');
  }

  function start() {
    document.documentElement.lang = lang;
    $('title').textContent = S.title;
    $('how').textContent = S.how;
    $('n-label').textContent = S.no;
    $('show').textContent = S.show;
    $('print').textContent = S.print;
    $('lang').textContent = S.other;
    $('lang').lang = S.otherLang;
    $('king-title').textContent = S.king;
    $('bishop-title').textContent = S.bishop;
    $('foot').textContent = S.foot;
    $('print').addEventListener('click', () => window.print());
    if (typeof window.createChess960 !== 'function') {
      $('tools-error').textContent = S.errLoad;
      return;
    }
    window.createChess960().then(
      (a) => {
        api = a;
        buildTables();
        const n = q.get('n');
        let pos;
        try {
          pos = n !== null && /^\s*\d{1,3}\s*$/.test(n) ? api.startPosition(n.trim()) : api.startPosition(518);
        } catch {
          pos = api.startPosition(518);
          $('tools-error').textContent = fill(S.err, { v: String(n).slice(0, 20) });
        }
        show(pos);
        $('tools').addEventListener('submit', (ev) => {
          ev.preventDefault();
          const v = $('n').value.trim();
          try {
            if (!/^\d{1,3}$/.test(v)) throw new Error(v);
            show(api.startPosition(v));
            $('tools-error').textContent = '';
          } catch {
            $('tools-error').textContent = fill(S.err, { v: v.slice(0, 20) });
          }
        });
        document.documentElement.setAttribute('data-ready', 'true');
      },
      () => {
        $('tools-error').textContent = S.errLoad;
      },
    );
  }

  Page.onReady(start);
})();
