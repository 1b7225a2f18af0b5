// The tournament draw on the draw page: rounds, a seed (made at random when none is typed, so
// every list can be checked and reproduced), without no. 518, both colours, and without the
// positions where both engine evaluations exceed a threshold (shared/evals.js: 12 positions at
// +0.60; they join the exclusion list of the draw). The address keeps the seed, the rounds and
// the options (draw.html?rounds=9&seed=…&exclude=518&both=1&evals=0.6), so a link gives the same
// list again; the list prints with every option named and opens on the wall.
//
//   create(api) -> { draw(), render(), fromAddress() }
import { byId, clear, el } from '../shared/dom.js';
import * as evals from '../shared/evals.js';
import { error, t } from '../shared/i18n.js';
import { backRank, queryParams, updateUrl } from '../shared/page.js';
import './words.js';

// Returns a seed of ten letters and digits from the browser's cryptographic random source.
function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0].toString(36) + words[1].toString(36)).slice(0, 10);
}

// Returns the options the form describes (the seed typed, or null; evals: the threshold in
// pawns, NaN when it is no number, or null when not asked for).
function formOptions() {
  const seed = byId('seed').value.trim();
  return {
    rounds: Number(byId('rounds').value.trim()),
    seed: seed || null,
    without518: byId('exclude-518').checked,
    bothColours: byId('both-colours').checked,
    evals: byId('exclude-evals').checked ? evals.threshold(byId('evals-threshold').value) : null,
  };
}

// Returns the numbers the options leave out: 518 and those above the evaluation threshold.
function excluded(options) {
  const list = options.evals === null ? [] : evals.above(options.evals);
  if (options.without518 && !list.includes(518)) list.push(518);
  return list;
}

// Says how many positions the threshold leaves out ("12 positions at +0.60").
function showEvalsCount() {
  byId('evals-count').textContent = evals.countText(byId('evals-threshold').value);
}

// Writes the options into the page's address, so that a link gives the same list again.
function keepInAddress(options) {
  updateUrl({
    rounds: options.rounds,
    seed: options.seed,
    exclude: options.without518 ? 518 : null,
    both: options.bothColours ? 1 : null,
    evals: options.evals,
  });
}

// Returns the list of the options used, in words ("9 rounds · seed “x” · without no. 518 · …").
function optionsText(options) {
  const list = [
    t('draw.option.rounds', { n: options.rounds }),
    t('draw.option.seed', { seed: options.seed }),
    t(options.without518 ? 'draw.option.without518' : 'draw.option.with518'),
    t(options.bothColours ? 'draw.option.bothColours' : 'draw.option.oneColour'),
  ];
  if (options.evals !== null) {
    const count = evals.above(options.evals).length;
    list.push(t('draw.option.evals', { count, threshold: evals.pawnsText(options.evals) }));
  }
  return t('draw.options', { list: list.join(' · ') });
}

// Returns the table row of one round: its number (a link to the position), back rank, colours.
function roundRow(api, row, bothColours) {
  const colours = row.swapColours ? t('draw.swapped') : bothColours ? t('draw.asPaired') : '';
  return el(
    'tr',
    { 'data-number': String(row.number) },
    el('th', { scope: 'row' }, String(row.round)),
    el('td', {}, el('a', { href: 'index.html?n=' + row.number }, String(row.number))),
    el('td', { class: 'rank-letters' }, backRank(api, row)),
    el('td', {}, colours),
  );
}

// Writes the caption, the options, the seed's note and the links of a list drawn.
function renderHeading(shown) {
  const options = shown.options;
  byId('rounds-caption').textContent = t('draw.captionSeed', { rounds: shown.rows.length, seed: options.seed });
  byId('tournament-options').textContent = optionsText(options);
  const generated = shown.generated ? t('draw.generatedSeed', { seed: options.seed }) + ' ' : '';
  byId('tournament-seed').textContent = generated + t('draw.seedNote');
  byId('tournament-link').href = location.href;
  byId('tournament-wall').href = 'wall.html?rounds=' + shown.rows.map((row) => row.number).join(',');
}

// Returns the tournament draw's controller (see the header).
export function create(api) {
  let shown = null; // { rows, options, generated }
  let failure = null;

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
      shown = { rows, options, generated };
      failure = null;
      byId('seed').value = options.seed;
      keepInAddress(options);
    } catch (err) {
      shown = null;
      failure = err;
    }
    render();
  }

  // Writes the table of rounds, the options, the notes and the links.
  function render() {
    showEvalsCount();
    byId('tournament-error').textContent = failure ? error(failure) : '';
    const table = byId('rounds-table');
    const body = table.querySelector('tbody');
    clear(body);
    table.hidden = !shown;
    byId('tournament-print').disabled = !shown;
    byId('tournament-result').hidden = !shown;
    if (!shown) return;
    renderHeading(shown);
    body.append(...shown.rows.map((row) => roundRow(api, row, shown.options.bothColours)));
  }

  // Fills the form from the address and draws, when the address names a tournament draw.
  function fromAddress() {
    const params = queryParams();
    if (!params.has('rounds')) return false;
    byId('rounds').value = params.get('rounds');
    byId('seed').value = params.get('seed') || '';
    byId('exclude-518').checked = params.get('exclude') === '518';
    byId('both-colours').checked = params.get('both') === '1';
    byId('exclude-evals').checked = params.has('evals');
    if (params.has('evals')) byId('evals-threshold').value = params.get('evals');
    draw();
    return true;
  }

  byId('evals-threshold').addEventListener('input', showEvalsCount);
  return { draw, render, fromAddress };
}
