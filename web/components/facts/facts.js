// @ts-check
// The facts of a start position as one block that any page can show (start page, wall, round
// handout): its number in both conventions (0–959 and 1–960, where a DGT960 clock's 960 is
// no. 0), the mirror position (the API's `mirror`), where king and rooks stand (from `pieces`),
// and the two engine evaluations of data/evals.js with engine, depth, source, rank among the 960,
// win/draw/loss per mille where the run has them, and the one-line caveat. Knows no chess rules.
// Its words are the area 'facts'.
//
//   render(container, pos, api, { heading: 'h2', link: true, evals: true }) -> the block
//   loadEvals() -> Promise settled once the evaluations are there (they come with the page: at once)
//   pawns(cp) -> '+0.75' in the page's language
import { clear, el } from '../../shared/dom.js';
import * as evals from '../../shared/evals.js';
import * as i18n from '../../shared/i18n.js';
import { backRank } from '../../shared/page.js';
import './words.js';

/**
 * @import { Chess960Api, PieceLetter, Pieces, Square, StartPosition } from '../../../package/types/index.js'
 * @typedef {object} EvalRun one engine run of data/evals.js; its lists are indexed by start number
 * @property {string} id
 * @property {string} engine
 * @property {number} depth
 * @property {string} source
 * @property {string} commit
 * @property {number[]} cp White's advantage in centipawns
 * @property {number[]} rank the position's place among the 960 (1: best for White)
 * @property {number[]} [win] per mille, where the run has them
 * @property {number[]} [draw]
 * @property {number[]} [loss]
 * @typedef {'h2' | 'h3' | ''} Heading the block's heading level ('' for none)
 * @typedef {{ heading?: Heading, link?: boolean, evals?: boolean }} FactsOptions
 */

const FILES = 'abcdefgh';
let blocks = 0;

// Returns a centipawn figure in pawns with its sign and two decimals in the page's language.
/** @param {number} cp @returns {string} */
export function pawns(cp) {
  const format = new Intl.NumberFormat(i18n.lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (cp > 0 ? '+' : cp < 0 ? '−' : '±') + format.format(Math.abs(cp) / 100);
}

// Resolves once the evaluations are there (they come with the page's script).
/** @returns {Promise<void>} */
export function loadEvals() {
  return Promise.resolve();
}

// Returns the squares of White's pieces of one letter on the first rank, a to h (from `pieces`).
/** @param {Pieces} pieces @param {PieceLetter} letter @returns {Square[]} */
function squaresOf(pieces, letter) {
  return [...FILES].map((file) => /** @type {Square} */ (file + '1')).filter((square) => pieces[square] === letter);
}

// Returns one row of the list: a term and its description (text and elements).
/** @param {string} term @param {string} fact @param {(string | Node)[]} content @returns {HTMLElement} */
function row(term, fact, content) {
  return el('div', { class: 'facts-row' }, el('dt', {}, term), el('dd', { 'data-fact': fact }, content));
}

// Returns the mirror position's description: its number (a link on the start page) and back rank.
/** @param {StartPosition} pos @param {Chess960Api} api @param {boolean} link @returns {(string | Node)[]} */
function mirrorParts(pos, api, link) {
  const mirror = api.startPosition(pos.mirror);
  const name = el(link ? 'a' : 'span', { class: 'facts-mirror-no' }, i18n.t('position.no', { n: mirror.number }));
  if (link) name.href = 'index.html?n=' + mirror.number;
  const rank = el('span', { class: 'rank-letters facts-mirror-rank' }, backRank(api, mirror));
  return [name, ' ', rank, ' ', el('span', { class: 'hint' }, i18n.t('facts.mirrorNote'))];
}

// Returns the list item of one engine run for start position n.
/** @param {EvalRun} run @param {number} n @returns {HTMLElement} */
function runItem(run, n) {
  const lines = [i18n.t('facts.rank', { rank: run.rank[n] })];
  if (run.win && run.draw && run.loss)
    lines.push(i18n.t('facts.wdl', { win: run.win[n], draw: run.draw[n], loss: run.loss[n] }));
  lines.push(i18n.t('facts.source', { source: run.source, commit: run.commit }));
  return el(
    'li',
    { 'data-run': run.id },
    el('strong', {}, i18n.t('facts.engine', { engine: run.engine, depth: run.depth })),
    ' ',
    el('span', { class: 'eval-figure' }, pawns(run.cp[n])),
    lines.map((line) => el('span', { class: 'eval-line' }, line)),
  );
}

// Returns the evaluations box of start position n: a heading one level below the block's, a
// list of the runs, the caveat and (with links) the credits; until the evaluations have loaded
// an empty box, filled when they arrive.
/** @param {number} n @param {Heading} heading @param {boolean} link @returns {HTMLElement} */
function evalsBox(n, heading, link) {
  // shared/evals.js hands the runs of data/evals.js on untyped.
  const runs = /** @type {EvalRun[] | null} */ (evals.runs());
  if (!runs) {
    const waiting = el('div', { class: 'facts-evals', 'data-fact': 'evals', 'aria-busy': 'true' });
    evals.load().then(
      () => waiting.replaceWith(evalsBox(n, heading, link)),
      () => waiting.removeAttribute('aria-busy'),
    );
    return waiting;
  }
  const box = el(
    'div',
    { class: 'facts-evals', 'data-fact': 'evals' },
    el(heading ? 'h' + (Number(heading[1]) + 1) : 'h3', {}, i18n.t('facts.evalsTitle')),
    el(
      'ul',
      { class: 'evals-list' },
      runs.map((run) => runItem(run, n)),
    ),
    el('p', { class: 'hint caveat' }, i18n.t('facts.caveat')),
  );
  // The source lines name the licence; a wall or a sheet has nothing to click.
  if (link) box.append(el('p', { class: 'hint' }, el('a', { href: 'credits.html' }, i18n.t('facts.credits'))));
  return box;
}

// Shows the facts of start position `pos` (from api.startPosition) in `container`, replacing
// what was there. Options: heading level ('h2', 'h3' or '' for none), link (mirror and
// credits as links), evals (the engine evaluations).
/**
 * @param {Element} container @param {StartPosition} pos @param {Chess960Api} api @param {FactsOptions} [options]
 * @returns {HTMLElement}
 */
export function render(container, pos, api, options) {
  /** @type {Required<FactsOptions>} */
  const o = Object.assign({ heading: /** @type {Heading} */ ('h2'), link: true, evals: true }, options || {});
  const block = el('section', { class: 'position-facts', 'data-n': String(pos.number) });
  if (o.heading) {
    const id = 'facts-title-' + ++blocks;
    block.append(el(o.heading, { class: 'facts-title', id }, i18n.t('facts.title')));
    block.setAttribute('aria-labelledby', id);
  } else {
    block.setAttribute('aria-label', i18n.t('facts.title'));
  }
  const both = i18n.t(pos.number === 0 ? 'facts.numberZero' : 'facts.numberBoth', { n: pos.number });
  const rooks = squaresOf(pos.pieces, 'R');
  const where = i18n.t('facts.kingRooks', { king: squaresOf(pos.pieces, 'K')[0], rookA: rooks[0], rookH: rooks[1] });
  block.append(
    el(
      'dl',
      { class: 'facts-list' },
      row(i18n.t('facts.number'), 'number', [both]),
      row(i18n.t('facts.mirror'), 'mirror', mirrorParts(pos, api, o.link)),
      row(i18n.t('facts.kingRooksLabel'), 'king', [where]),
    ),
  );
  if (o.evals) block.append(evalsBox(pos.number, o.heading, o.link));
  clear(container);
  container.append(block);
  return block;
}
