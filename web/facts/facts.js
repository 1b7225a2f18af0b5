/*
 * The facts of a start position as one block that any page can show (start page, wall, round
 * handout): its number in both conventions (0–959 and 1–960, where a DGT960 clock's 960 is
 * no. 0), the mirror position (the API's `mirror`), where king and rooks stand (from `pieces`),
 * and the two engine evaluations of data/evals.js (Chess960Evals) with engine, depth, source,
 * rank among the 960, win/draw/loss per mille where the run has them, and the one-line caveat.
 * Knows no chess rules. Words in facts/strings.js. Classic script: Chess960Web.facts.
 *
 *   render(container, pos, api, { heading: 'h2', link: true, evals: true }) -> the block
 *   loadEvals() -> Promise, settled once data/evals.js has run (or could not load)
 *   pawns(cp) -> '+0.75' in the page's language
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const FILES = 'abcdefgh';
  let blocks = 0;
  let evalsPromise = null;

  // Returns a new element with a class and text (shared/page.js).
  function el(tag, className, text) {
    return web.page.textElement(tag, text, className);
  }

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

  // Adds data/evals.js once (next to the pages) and returns a Promise settled when it has run.
  function loadEvals() {
    if (global.Chess960Evals) return Promise.resolve();
    if (!evalsPromise) {
      evalsPromise = new Promise(function (resolve) {
        const script = global.document.createElement('script');
        script.src = 'data/evals.js';
        script.onload = script.onerror = function () {
          resolve();
        };
        global.document.head.appendChild(script);
      });
    }
    return evalsPromise;
  }

  // Returns one row of the list: a term and its description (given as an element).
  function row(term, fact, content) {
    const div = el('div', 'facts-row');
    div.appendChild(el('dt', '', term));
    const dd = div.appendChild(el('dd'));
    dd.setAttribute('data-fact', fact);
    content.forEach(function (node) {
      dd.appendChild(typeof node === 'string' ? global.document.createTextNode(node) : node);
    });
    return div;
  }

  // Returns the mirror position's description: its number (a link on the start page) and back rank.
  function mirrorParts(pos, api, link) {
    const mirror = api.startPosition(pos.mirror);
    const name = el(link ? 'a' : 'span', 'facts-mirror-no', i18n.t('facts.mirrorNo', { n: mirror.number }));
    if (link) name.href = 'index.html?n=' + mirror.number;
    const rank = el('span', 'rank-letters facts-mirror-rank', web.page.backRank(api, mirror));
    return [name, ' ', rank, ' ', el('span', 'hint', i18n.t('facts.mirrorNote'))];
  }

  // Returns the list item of one engine run for start position n.
  function runItem(run, n) {
    const item = el('li');
    item.setAttribute('data-run', run.id);
    item.appendChild(el('strong', '', i18n.t('facts.engine', { engine: run.engine, depth: run.depth })));
    item.appendChild(global.document.createTextNode(' '));
    item.appendChild(el('span', 'eval-figure', pawns(run.cp[n])));
    const lines = [i18n.t('facts.rank', { rank: run.rank[n] })];
    if (run.win) lines.push(i18n.t('facts.wdl', { win: run.win[n], draw: run.draw[n], loss: run.loss[n] }));
    lines.push(i18n.t('facts.source', { source: run.source, commit: run.commit }));
    lines.forEach(function (line) {
      item.appendChild(el('span', 'eval-line', line));
    });
    return item;
  }

  // Fills the evaluations box of start position n (hidden while data/evals.js is missing).
  function fillEvals(box, n, heading, link) {
    const evals = global.Chess960Evals;
    box.hidden = !evals;
    if (!evals) return;
    box.appendChild(el(heading ? 'h' + (Number(heading[1]) + 1) : 'h3', '', i18n.t('facts.evalsTitle')));
    const list = box.appendChild(el('ul', 'evals-list'));
    evals.runs.forEach(function (run) {
      list.appendChild(runItem(run, n));
    });
    box.appendChild(el('p', 'hint caveat', i18n.t('facts.caveat')));
    if (!link) return; // the source lines name the licence; a wall or a sheet has nothing to click
    const credits = box.appendChild(el('p', 'hint'));
    credits.appendChild(el('a', '', i18n.t('facts.credits'))).href = 'credits.html';
  }

  // Shows the facts of start position `pos` (from api.startPosition) in `container`, replacing
  // what was there. Options: heading level ('h2', 'h3' or '' for none), link (mirror and
  // credits as links), evals (the engine evaluations, loaded on first use).
  function render(container, pos, api, options) {
    const o = Object.assign({ heading: 'h2', link: true, evals: true }, options || {});
    const block = el('section', 'position-facts');
    block.setAttribute('data-n', String(pos.number));
    if (o.heading) {
      const id = 'facts-title-' + ++blocks;
      block.appendChild(el(o.heading, 'facts-title', i18n.t('facts.title'))).id = id;
      block.setAttribute('aria-labelledby', id);
    } else {
      block.setAttribute('aria-label', i18n.t('facts.title'));
    }
    const list = block.appendChild(el('dl', 'facts-list'));
    const both = i18n.t(pos.number === 0 ? 'facts.numberZero' : 'facts.numberBoth', { n: pos.number });
    list.appendChild(row(i18n.t('facts.number'), 'number', [both]));
    list.appendChild(row(i18n.t('facts.mirror'), 'mirror', mirrorParts(pos, api, o.link)));
    const rooks = squaresOf(pos.pieces, 'R');
    const where = i18n.t('facts.kingRooks', { king: squaresOf(pos.pieces, 'K')[0], rookA: rooks[0], rookH: rooks[1] });
    list.appendChild(row(i18n.t('facts.kingRooksLabel'), 'king', [where]));
    if (o.evals) {
      const box = block.appendChild(el('div', 'facts-evals'));
      box.setAttribute('data-fact', 'evals');
      fillEvals(box, pos.number, o.heading, o.link);
      if (!global.Chess960Evals) {
        loadEvals().then(function () {
          if (box.isConnected && !box.firstChild) fillEvals(box, pos.number, o.heading, o.link);
        });
      }
    }
    container.textContent = '';
    container.appendChild(block);
    return block;
  }

  web.facts = { render: render, loadEvals: loadEvals, pawns: pawns };
})(typeof window !== 'undefined' ? window : globalThis);
