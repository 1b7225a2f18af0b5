/*
 * The facts of a start position on the start page: its number in both conventions (0–959 and
 * 1–960, where a DGT960 clock's 960 is no. 0), the mirror position (from the API's `mirror`),
 * where king and rooks stand (from `pieces`), and the two engine evaluations of
 * data/evals.js (Chess960Evals) with engine, depth, source, rank among the 960 and, for
 * Stockfish 17.1, win/draw/loss per mille, and the one-line caveat. Knows no chess rules.
 * Classic script: Chess960Start.facts.show(pos, api).
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const $ = web.page.byId;
  const FILES = 'abcdefgh';

  // Returns a centipawn figure in pawns with its sign and two decimals in the page's language.
  function pawns(cp) {
    const text = new Intl.NumberFormat(i18n.lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.abs(cp) / 100,
    );
    return (cp > 0 ? '+' : cp < 0 ? '−' : '±') + text;
  }

  // Returns the squares of White's pieces of one letter on the first rank, a to h (from `pieces`).
  function squaresOf(pieces, letter) {
    return FILES.split('')
      .map((file) => file + '1')
      .filter((square) => pieces[square] === letter);
  }

  // Writes the number in both conventions.
  function showNumber(pos) {
    $('facts-number').textContent = i18n.t(pos.number === 0 ? 'facts.numberZero' : 'facts.numberBoth', {
      n: pos.number,
    });
  }

  // Writes the mirror position as a link with its back rank.
  function showMirror(pos, api) {
    const mirror = api.startPosition(pos.mirror);
    const link = $('facts-mirror');
    link.textContent = i18n.t('facts.mirrorNo', { n: mirror.number });
    link.href = 'index.html?n=' + mirror.number;
    $('facts-mirror-rank').textContent = global.Chess960Web.page.backRank(api, mirror);
    $('facts-mirror-note').textContent = i18n.t('facts.mirrorNote');
  }

  // Writes where the king and the two rooks stand.
  function showKingAndRooks(pos) {
    const rooks = squaresOf(pos.pieces, 'R');
    $('facts-king').textContent = i18n.t('facts.kingRooks', {
      king: squaresOf(pos.pieces, 'K')[0],
      rookA: rooks[0],
      rookH: rooks[1],
    });
  }

  // Returns the list item of one engine run for start position n.
  function runItem(run, n) {
    const item = global.document.createElement('li');
    item.setAttribute('data-run', run.id);
    item.appendChild(web.page.textElement('strong', i18n.t('facts.engine', { engine: run.engine, depth: run.depth })));
    item.appendChild(global.document.createTextNode(' '));
    item.appendChild(web.page.textElement('span', pawns(run.cp[n]), 'eval-figure'));
    const lines = [i18n.t('facts.rank', { rank: run.rank[n] })];
    if (run.win) {
      lines.push(i18n.t('facts.wdl', { win: run.win[n], draw: run.draw[n], loss: run.loss[n] }));
    }
    lines.push(i18n.t('facts.source', { source: run.source, commit: run.commit }));
    lines.forEach(function (line) {
      item.appendChild(web.page.textElement('span', line, 'eval-line'));
    });
    return item;
  }

  let evalsLoading = false;
  let lastPos = null;
  // Adds data/evals.js once (it is not needed for the first diagram, so the page does not wait
  // for it) and shows the evaluations of the position shown last when it has arrived.
  function loadEvals() {
    if (evalsLoading) return;
    evalsLoading = true;
    const script = global.document.createElement('script');
    script.src = 'data/evals.js';
    script.onload = function () {
      if (lastPos) showEvals(lastPos);
    };
    global.document.head.appendChild(script);
  }

  // Writes both engine evaluations; hidden until data/evals.js has loaded (or when it cannot).
  function showEvals(pos) {
    const evals = global.Chess960Evals;
    const list = $('facts-evals');
    lastPos = pos;
    list.textContent = '';
    $('facts-evals-box').hidden = !evals;
    if (!evals) {
      loadEvals();
      return;
    }
    evals.runs.forEach(function (run) {
      list.appendChild(runItem(run, pos.number));
    });
  }

  // Shows the facts of a start position (the API object for the mirror's back rank).
  function show(pos, api) {
    showNumber(pos);
    showMirror(pos, api);
    showKingAndRooks(pos);
    showEvals(pos);
  }

  global.Chess960Start = global.Chess960Start || {};
  global.Chess960Start.facts = { show: show, pawns: pawns };
})(typeof window !== 'undefined' ? window : globalThis);
