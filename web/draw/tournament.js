// The tournament draw on the draw page: rounds, a seed (made at random when none is typed, so
// every list can be checked and reproduced), without no. 518, both colours, and without the
// positions where both engine evaluations exceed a threshold (shared/evals.js: 12 positions at
// +0.60; they join the exclusion list of the draw). The address keeps the seed, the rounds and
// the options (draw.html?rounds=9&seed=…&exclude=518&both=1&evals=0.6), so a link gives the same
// list again; the list prints with every option named (and only the Colours column when both
// colours are asked for) and opens on the wall. The hint under the form says how many rounds the
// options allow; with both colours and an odd number of rounds the last round has no partner
// round and the list says so.
//
//   create(api) -> { draw(), render(), fromAddress() }
import { isolate } from '../shared/bidi.js';
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
  const list = options.evals === null || Number.isNaN(options.evals) ? [] : evals.above(options.evals);
  if (options.without518 && !list.includes(518)) list.push(518);
  return list;
}

// Returns how many positions the options leave and how many rounds they allow (each position
// once, or twice in a row with both colours; never more than 960 rounds: docs/draw-methods.md).
function limit(options) {
  const left = 960 - excluded(options).length;
  return { left, max: Math.min(960, options.bothColours ? 2 * left : left) };
}

// Says under the form how many rounds the options allow, and sets the field's maximum.
function showLimit() {
  const options = formOptions();
  const { left, max } = limit(options);
  byId('rounds-limit').textContent = t(options.bothColours ? 'draw.roundsLimitTwice' : 'draw.roundsLimit', {
    max,
    left,
  });
  byId('rounds').max = String(max);
}

// Returns the message of a refused draw: the rounds the options allow, or the error's own text.
function failureText(err, options) {
  if (!err || err.code !== 'ERR_TOURNAMENT_ROUNDS') return error(err);
  const { left, max } = limit(options);
  return options.bothColours ? t('draw.err.roundsTwice', { max, left }) : error(err, { max, left });
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
    t('draw.option.seed', { seed: isolate(options.seed) }),
    t(options.without518 ? 'draw.option.without518' : 'draw.option.with518'),
    t(options.bothColours ? 'draw.option.bothColours' : 'draw.option.oneColour'),
  ];
  if (options.evals !== null) {
    const count = evals.above(options.evals).length;
    list.push(t('draw.option.evals', { count, threshold: evals.pawnsText(options.evals) }));
  }
  return t('draw.options', { list: list.join(' · ') });
}

// Returns the round whose position no other round shares (both colours, an odd number of
// rounds), or null.
function loneRound(rows, bothColours) {
  if (!bothColours) return null;
  const lone = rows.find((row) => rows.filter((other) => other.draw === row.draw).length === 1);
  return lone ? lone.round : null;
}

// Returns the table row of one round: its number (a link to the position), back rank and, with
// both colours, the colours (swapped, as paired, or as paired once only for the lone round).
function roundRow(api, row, bothColours, lone) {
  const cells = [
    el('th', { scope: 'row' }, String(row.round)),
    el('td', {}, el('a', { href: 'index.html?n=' + row.number }, String(row.number))),
    el('td', { class: 'rank-letters' }, backRank(api, row)),
  ];
  if (bothColours) {
    const colours = row.swapColours ? 'draw.swapped' : row.round === lone ? 'draw.asPairedOnce' : 'draw.asPaired';
    cells.push(el('td', {}, t(colours)));
  }
  return el('tr', { 'data-number': String(row.number) }, ...cells);
}

// Writes the caption, the options, the seed's note and the links of a list drawn.
function renderHeading(shown) {
  const options = shown.options;
  const seed = isolate(options.seed);
  byId('rounds-caption').textContent = t('draw.captionSeed', { rounds: shown.rows.length, seed });
  byId('tournament-options').textContent = optionsText(options);
  const lone = loneRound(shown.rows, options.bothColours);
  byId('tournament-lone').hidden = lone === null;
  byId('tournament-lone').textContent = lone === null ? '' : t('draw.oddRound', { r: lone });
  const generated = shown.generated ? t('draw.generatedSeed', { seed }) + ' ' : '';
  byId('tournament-seed').textContent = generated + t('draw.seedNote');
  byId('tournament-link').href = location.href;
  byId('tournament-wall').href = 'wall.html?rounds=' + shown.rows.map((row) => row.number).join(',');
}

// Returns the tournament draw's controller (see the header).
export function create(api) {
  let shown = null; // { rows, options, generated }
  let failure = null; // { err, options } of a refused draw

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
      failure = { err, options };
    }
    render();
  }

  // Writes the table of rounds, the options, the notes and the links.
  function render() {
    showEvalsCount();
    showLimit();
    byId('tournament-error').textContent = failure ? failureText(failure.err, failure.options) : '';
    const table = byId('rounds-table');
    const body = table.querySelector('tbody');
    clear(body);
    table.hidden = !shown;
    byId('tournament-print').disabled = !shown;
    byId('tournament-result').hidden = !shown;
    if (!shown) return;
    renderHeading(shown);
    const both = shown.options.bothColours;
    byId('col-colours').hidden = !both;
    const lone = loneRound(shown.rows, both);
    body.append(...shown.rows.map((row) => roundRow(api, row, both, lone)));
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

  byId('evals-threshold').addEventListener('input', () => {
    showEvalsCount();
    showLimit();
  });
  for (const id of ['exclude-518', 'both-colours', 'exclude-evals']) byId(id).addEventListener('change', showLimit);
  showEvalsCount();
  showLimit();
  return { draw, render, fromAddress };
}
