/*
 * The tournament draw on the draw page: rounds, a seed (made at random when none is typed, so
 * every list can be checked and reproduced), without no. 518, both colours, and without the
 * positions where both engine evaluations exceed a threshold (shared/evals.js: 12 positions at
 * +0.60; they join the exclusion list of the draw). The address keeps the seed, the rounds and
 * the options (draw.html?rounds=9&seed=…&exclude=518&both=1&evals=0.6), so a link gives the same
 * list again; the list prints with every option named and opens on the wall.
 * Classic script: Chess960Draw.tournament.create(api, $) -> { draw(), render(), fromAddress() }.
 */
(function (global) {
  'use strict';

  // Returns a new element with attributes and text.
  function el(name, attrs, text) {
    const node = global.document.createElement(name);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Returns a seed of ten letters and digits from the browser's cryptographic random source.
  function randomSeed() {
    const words = global.crypto.getRandomValues(new Uint32Array(2));
    return (words[0].toString(36) + words[1].toString(36)).slice(0, 10);
  }

  // Returns the tournament draw's controller (see the header).
  function create(api, $) {
    const web = () => global.Chess960Web;
    const i18n = global.Chess960Web.i18n;
    const page = global.Chess960Web.page;
    let shown = null; // { rows, options, generated }
    let failure = null;

    // Returns the threshold typed (pawns), or NaN when it is no number from 0 to 9.
    function threshold() {
      return web().evals.threshold($('evals-threshold').value);
    }

    // Returns the options the form describes (the seed typed, or null; evals: the threshold or null).
    function formOptions() {
      const seed = $('seed').value.trim();
      return {
        rounds: Number($('rounds').value.trim()),
        seed: seed || null,
        without518: $('exclude-518').checked,
        bothColours: $('both-colours').checked,
        evals: $('exclude-evals').checked ? threshold() : null,
      };
    }

    // Returns the numbers the options leave out: 518 and those above the evaluation threshold.
    function excluded(options) {
      const list = options.evals === null ? [] : web().evals.above(options.evals);
      if (options.without518 && list.indexOf(518) < 0) list.push(518);
      return list;
    }

    // Says how many positions the threshold leaves out ("12 positions at +0.60").
    function showEvalsCount() {
      $('evals-count').textContent = web().evals.countText($('evals-threshold').value);
    }

    // Returns a threshold as "+0.60" in the page's language.
    function pawnsText(value) {
      return web().evals.pawnsText(value);
    }

    // Draws the list the form describes; a missing seed is made at random and written back.
    function draw() {
      const options = formOptions();
      const generated = !options.seed;
      if (generated) options.seed = randomSeed();
      try {
        if (Number.isNaN(options.evals)) throw Object.assign(new Error('threshold'), { code: 'ERR_EVALS_THRESHOLD' });
        const rows = api.tournamentDraw({
          rounds: options.rounds,
          seed: options.seed,
          exclude: excluded(options),
          bothColours: options.bothColours,
        });
        shown = { rows: rows, options: options, generated: generated };
        failure = null;
        $('seed').value = options.seed;
        page.updateUrl({
          rounds: options.rounds,
          seed: options.seed,
          exclude: options.without518 ? 518 : null,
          both: options.bothColours ? 1 : null,
          evals: options.evals === null ? null : options.evals,
        });
      } catch (err) {
        shown = null;
        failure = err;
      }
      render();
    }

    // Returns the list of the options used, in words ("9 rounds · seed “x” · without no. 518 · …").
    function optionsText(options) {
      return i18n.t('draw.options', {
        list: [
          i18n.t('draw.option.rounds', { n: options.rounds }),
          i18n.t('draw.option.seed', { seed: options.seed }),
          i18n.t(options.without518 ? 'draw.option.without518' : 'draw.option.with518'),
          i18n.t(options.bothColours ? 'draw.option.bothColours' : 'draw.option.oneColour'),
        ]
          .concat(
            options.evals === null
              ? []
              : [
                  i18n.t('draw.option.evals', {
                    count: web().evals.above(options.evals).length,
                    threshold: pawnsText(options.evals),
                  }),
                ],
          )
          .join(' · '),
      });
    }

    // Writes the table of rounds, the options, the notes and the links.
    function render() {
      showEvalsCount();
      $('tournament-error').textContent = failure ? i18n.error(failure) : '';
      const table = $('rounds-table');
      const body = table.querySelector('tbody');
      body.textContent = '';
      table.hidden = !shown;
      $('tournament-print').disabled = !shown;
      $('tournament-result').hidden = !shown;
      if (!shown) return;
      const options = shown.options;
      $('rounds-caption').textContent = i18n.t('draw.captionSeed', { rounds: shown.rows.length, seed: options.seed });
      $('tournament-options').textContent = optionsText(options);
      $('tournament-seed').textContent =
        (shown.generated ? i18n.t('draw.generatedSeed', { seed: options.seed }) + ' ' : '') + i18n.t('draw.seedNote');
      $('tournament-link').href = global.location.href;
      const numbers = shown.rows.map(function (row) {
        return row.number;
      });
      $('tournament-wall').href = 'wall.html?rounds=' + numbers.join(',');
      shown.rows.forEach(function (row) {
        const tr = el('tr', { 'data-number': String(row.number) });
        tr.appendChild(el('th', { scope: 'row' }, String(row.round)));
        const cell = el('td');
        cell.appendChild(el('a', { href: 'index.html?n=' + row.number }, String(row.number)));
        tr.appendChild(cell);
        tr.appendChild(el('td', { class: 'rank-letters' }, page.backRank(api, row)));
        const colours = row.swapColours ? i18n.t('draw.swapped') : options.bothColours ? i18n.t('draw.asPaired') : '';
        tr.appendChild(el('td', {}, colours));
        body.appendChild(tr);
      });
    }

    // Fills the form from the address and draws, when the address names a tournament draw.
    function fromAddress() {
      const params = page.queryParams();
      if (!params.has('rounds')) return false;
      $('rounds').value = params.get('rounds');
      $('seed').value = params.get('seed') || '';
      $('exclude-518').checked = params.get('exclude') === '518';
      $('both-colours').checked = params.get('both') === '1';
      $('exclude-evals').checked = params.has('evals');
      if (params.has('evals')) $('evals-threshold').value = params.get('evals');
      draw();
      return true;
    }

    $('evals-threshold').addEventListener('input', showEvalsCount);
    return { draw: draw, render: render, fromAddress: fromAddress };
  }

  global.Chess960Draw = global.Chess960Draw || {};
  global.Chess960Draw.tournament = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
