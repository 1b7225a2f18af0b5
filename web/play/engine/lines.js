// @ts-check
// Multi-line analysis on the play page: how many lines the analysis searches (1..5, a select,
// remembered on this device), each line shown with its evaluation, depth and moves in SAN in the
// page's letters, the speed in nodes a second, an evaluation bar of White's winning chances
// (the library's formula), and the lines' first moves as arrows on the board (the best one full,
// the others fainter, on the page's board overlay). advice.js runs the search and hands each
// report here; main.js makes the one AnalysisLines of the page and hands it to the Advice.
//
//   new AnalysisLines(overlay)   overlay: the page's BoardOverlay (review/overlay.js)
//   setUp(onCount)   builds the controls in #engine-multi; onCount() after the count changed
//   count()          the lines asked for
//   show(pos, info, letters, text)   a report of the analysis of pos (advice.js describe's);
//                    text: { sans(pos, ucis, letters), lineText(pos, sans), scoreText(score, turn),
//                    move(pos, uci): the core's MoveDetails, whose squares the arrow joins }
//   clear()          nothing analysed (the analysis stopped or has nothing to search)
// The library's formula (chess960/engine's winningChances) from its module, as review/panel.js
// takes annotateGame: the page runs the engine's entry (chess960-engine.js) only in its workers.
import { winningChances } from '../../../wasm/engine/judgement.js';
import { byId, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { storageGet, storageSet } from '../../shared/page.js';
import { keepMoves } from '../notation.js';
import './words.js';

/**
 * @import { Arrow, BoardOverlay } from '../review/overlay.js'
 * @import { Score } from '../../../package/types/engine.js'
 * @import { MoveDetails } from '../../../package/types/index.js'
 * @typedef {{ score: Score, pv: string[] }} Line a line of the analysis: its score from the side to move
 * @typedef {{ list: HTMLOListElement, nps: HTMLParagraphElement, bar: HTMLDivElement }} Parts
 * @typedef {{ fen: string | null, turn: 'w' | 'b' }} Pos the position analysed (advice.js describe's)
 * @typedef {{ sans: (pos: any, ucis: string[], letters: string) => string[], lineText: (pos: any, sans: string[]) => string,
 *   scoreText: (score: Score, turn: 'w' | 'b') => string, move: (pos: any, uci: string) => MoveDetails | null }} LineWords
 *   how the Advice writes a line and spells out its first move (the arrow: a castling's king squares)
 */

const COUNT_KEY = 'chess960.play.lines';
const MAX_LINES = 5;

// Returns the remembered count of lines (1 when none).
function remembered() {
  const n = Number(storageGet(COUNT_KEY));
  return Number.isInteger(n) && n >= 1 && n <= MAX_LINES ? n : 1;
}

// Returns White's winning chances -1..1 of a score from the side to move.
/** @param {Score} score @param {'w' | 'b'} turn @returns {number} */
function whiteChances(score, turn) {
  const pov =
    'mate' in score && typeof score.mate === 'number' ? { mate: score.mate } : { cp: 'cp' in score ? score.cp : 0 };
  const chances = winningChances(pov);
  return turn === 'w' ? chances : -chances;
}

// Draws the evaluation bar at White's winning chances (-1..1; null: empty).
/** @param {HTMLDivElement} bar @param {number | null} white */
function drawBar(bar, white) {
  const share = white === null ? 50 : Math.round(50 + 50 * white);
  bar.style.setProperty('--white-share', share + '%');
  bar.setAttribute('aria-valuenow', String(share));
  bar.setAttribute('aria-valuetext', white === null ? '' : i18n.t('engine.evalBar', { percent: share }));
  bar.hidden = white === null;
  bar.setAttribute('aria-label', i18n.t('engine.evalBarName'));
}

/** The analysis lines of the play page's computer panel; see the header. */
export class AnalysisLines {
  /** @param {BoardOverlay} overlay the page's board overlay */
  constructor(overlay) {
    this.overlay = overlay;
    /** @type {Parts | null} the controls' elements, once built */
    this.parts = null;
    this.lines = 1; // the lines asked for
  }

  /** @returns {number} the lines the analysis asks for */
  count() {
    return this.lines;
  }

  /** Shows nothing analysed. */
  clear() {
    const parts = this.parts;
    if (!parts) return;
    parts.list.replaceChildren();
    parts.nps.textContent = '';
    drawBar(parts.bar, null);
    this.overlay.show('analysis', null);
  }

  /**
   * Shows a report of the analysis of a position.
   * @param {Pos} pos
   * @param {{ depth: number, nps?: number, score: Score, pv: string[], lines?: Line[] }} info
   * @param {string} letters
   * @param {LineWords} text
   */
  show(pos, info, letters, text) {
    const parts = this.parts;
    const lines = this.lines;
    if (!parts) return;
    const found = (info.lines && info.lines.length ? info.lines : [{ score: info.score, pv: info.pv }]).filter(
      (l) => l.pv && l.pv.length,
    );
    if (!found.length) return;
    const items = found.slice(0, lines).map(function (line, i) {
      const sans = text.sans(pos, line.pv.slice(0, 12), letters);
      return el(
        'li',
        { class: 'engine-multi-line', 'data-line': String(i + 1) },
        el('span', { class: 'engine-multi-eval' }, text.scoreText(line.score, pos.turn)),
        ' ',
        el('span', { class: 'engine-multi-moves' }, ...keepMoves(text.lineText(pos, sans), sans)),
      );
    });
    parts.list.replaceChildren(...items);
    parts.nps.textContent =
      i18n.t('engine.depth', { d: info.depth }) +
      ' · ' +
      i18n.t('engine.nps', { n: Math.round((info.nps || 0) / 1000) });
    drawBar(parts.bar, whiteChances(found[0].score, pos.turn));
    /** @type {Arrow[]} */
    const arrows = [];
    found.slice(0, lines).forEach((l, i) => {
      const move = text.move(pos, l.pv[0]);
      if (move) arrows.push({ from: move.from, to: move.to, faint: i > 0 });
    });
    this.overlay.show('analysis', { arrows });
  }

  /** @param {() => void} onCount called after the player chose another count */
  setUp(onCount) {
    const root = byId('engine-multi');
    if (!root) return;
    this.lines = remembered();
    const select = el(
      'select',
      { id: 'engine-lines-count' },
      ...[1, 2, 3, 4, 5].map((n) => el('option', { value: String(n) }, String(n))),
    );
    select.value = String(this.lines);
    /** @type {Parts} */
    const parts = {
      list: /** @type {HTMLOListElement} */ (el('ol', { id: 'engine-lines', class: 'engine-multi-list' })),
      nps: /** @type {HTMLParagraphElement} */ (el('p', { id: 'engine-nps', class: 'engine-multi-nps' })),
      bar: /** @type {HTMLDivElement} */ (
        el('div', {
          id: 'engine-bar',
          class: 'engine-bar',
          role: 'meter',
          'aria-valuemin': '0',
          'aria-valuemax': '100',
          hidden: true,
        })
      ),
    };
    const label = el('label', { class: 'engine-field' }, el('span', { 'data-i18n': 'engine.lines' }), select);
    root.replaceChildren(el('div', { class: 'engine-multi-head' }, label, parts.bar), parts.list, parts.nps);
    i18n.apply(root);
    this.parts = parts;
    select.addEventListener('change', () => {
      this.lines = Number(select.value) || 1;
      storageSet(COUNT_KEY, String(this.lines));
      onCount();
    });
  }
}
