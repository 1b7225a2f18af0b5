// @ts-check
// The game review on the play page: "Review the game" searches every position of the main line in
// the review worker (client.js; the page and its computer stay usable), shows its progress
// ("n of N") with a cancel button, then each player's accuracy, average centipawn loss and
// counts of inaccuracies, mistakes and blunders, the evaluation graph (a click goes to that move)
// and, at a judged move, its judgement, the best move in the page's letters and as an arrow on
// the board, and the glyph on the move's square. The review is written into the game's tree as
// annotateGame writes it (NAGs $6/$2/$4, [%eval], the best line as a side line) through the
// session, so the move list shows the marks and an export keeps them.
//
//   new ReviewPanel(game, overlay, controller).setUp()   builds the panel in #review and follows
//   the game as the board draws it (controller.js); overlay: the page's BoardOverlay
//   (overlay.js). One per page, made by main.js; it makes the review worker's client and the
//   practice it hands it to.
import { annotateGame } from '../../../wasm/engine/annotate.js';
import { createEvalGraph } from '../../components/eval-graph/eval-graph.js';
import { byId, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { keepMoves } from '../notation.js';
import '../engine/words.js';
import { ReviewClient } from './client.js';
import { GLYPHS, graphPoints, mainLine, movePlayed, onTree } from './figures.js';
import { Practice } from './practice.js';

/**
 * @import { GameSession } from '../game-session.js'
 * @import { BoardOverlay } from './overlay.js'
 * @import { PlayController } from '../controller.js'
 * @import { Running } from './client.js'
 * @import { EvalGraph } from '../../components/eval-graph/eval-graph.js'
 * @import { GameReview, Judgement, ReviewedSide } from '../../../package/types/engine.js'
 * @import { Letters, MoveDetails } from '../../../package/types/index.js'
 * @typedef {{ start: HTMLButtonElement, cancel: HTMLButtonElement, budget: HTMLSelectElement,
 *   status: HTMLElement, result: HTMLElement, table: HTMLTableElement, graph: HTMLElement,
 *   move: HTMLElement, practice: HTMLButtonElement, practiceStatus: HTMLElement }} Parts
 *   the panel's elements
 */

const t = i18n.t;
// The node budgets a position of the choices offered (the library's default is the middle one).
/** @type {Record<string, number>} */
const BUDGETS = { quick: 50000, normal: 150000, deep: 500000 };
const ANNOTATOR = 'chess960';
/** @type {Record<Judgement, string>} */
const JUDGEMENT_WORDS = {
  inaccuracy: 'engine.judgedInaccuracy',
  mistake: 'engine.judgedMistake',
  blunder: 'engine.judgedBlunder',
};
/** @type {[keyof ReviewedSide, string][]} */
const FIGURES = [
  ['accuracy', 'engine.accuracy'],
  ['acpl', 'engine.acpl'],
  ['inaccuracies', 'engine.inaccuracies'],
  ['mistakes', 'engine.mistakes'],
  ['blunders', 'engine.blunders'],
];

// Returns a figure as the table shows it, with `decimals` decimals, or "–" when there is none.
/** @param {number | null | undefined} value @param {number} decimals @returns {string} */
function figure(value, decimals) {
  if (value === null || value === undefined) return '–';
  return value.toFixed(decimals).replace('.', t('engine.decimalPoint'));
}

/** The game review of the play page; see the header. */
export class ReviewPanel {
  /**
   * @param {GameSession} game the page's game
   * @param {BoardOverlay} overlay the page's board overlay (the arrow and glyph of a judged move)
   * @param {PlayController} controller the board and panel, redrawn before the review's marks
   */
  constructor(game, overlay, controller) {
    this.session = game;
    this.overlay = overlay;
    this.controller = controller;
    this.client = new ReviewClient();
    this.practice = new Practice(this.client, {
      session: game,
      goTo: (id) => game.goTo(id),
      sanOf: (fen, uci) => this.sanOf(fen, uci),
      say: (key, params) => {
        this.parts.practiceStatus.replaceChildren(
          ...keepMoves(t(key, params), params && params.move ? [params.move] : []),
        );
      },
    });
    // parts and graph are set (build()) before any method that reads them runs.
    /** @type {Parts} */
    this.parts = /** @type {any} */ (null);
    /** @type {EvalGraph} */
    this.graph = /** @type {any} */ (null);
    /** @type {Running | null} the review running */
    this.job = null;
    /** @type {GameReview | null} the review shown, on the page's nodes */
    this.result = null;
    /** @type {[string, Record<string, string | number> | undefined] | null} the status line's words */
    this.said = null;
  }

  // Says a line of the panel's status (it follows language switches).
  /** @param {string | null} key @param {Record<string, string | number>} [params] */
  status(key, params) {
    this.said = key ? [key, params] : null;
    this.parts.status.textContent = key ? t(key, params) : '';
  }

  // Draws the per-player table of the review.
  drawTable() {
    const result = this.result;
    if (!result) return;
    const head = el(
      'tr',
      {},
      el('td', {}, ''),
      el('th', { scope: 'col' }, t('engine.white')),
      el('th', { scope: 'col' }, t('engine.black')),
    );
    const rows = FIGURES.map(([name, key]) =>
      el(
        'tr',
        { 'data-figure': name },
        el('th', { scope: 'row' }, t(key)),
        .../** @type {const} */ (['white', 'black']).map((side) =>
          el('td', { 'data-side': side }, figure(result[side][name], name === 'accuracy' ? 1 : 0)),
        ),
      ),
    );
    this.parts.table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
  }

  // Returns `uci` played after the first `ply` moves of the main line, spelled out by the core
  // (its SAN in the page's letters), or null.
  /** @param {number} ply @param {string} uci @returns {MoveDetails | null} */
  moveAt(ply, uci) {
    if (!this.result) return null;
    const before = this.result.plies.slice(0, ply).map((p) => p.uci);
    return movePlayed(this.session.api, this.session.game.startFen(), before, uci, this.letters());
  }

  /** @returns {Letters} the page's SAN letters */
  letters() {
    return this.session.letters;
  }

  // Returns the SAN of a move from a FEN in the page's letters (the UCI when the core refuses it).
  /** @param {string} fen @param {string} uci @returns {string} */
  sanOf(fen, uci) {
    const move = movePlayed(this.session.api, fen, [], uci, this.letters());
    return move ? move.san : uci;
  }

  // Starts "find a better move" from the judged move shown.
  startPractice() {
    const shown = this.session.shownNode();
    const ply = this.result && this.result.plies.find((p) => p.node === shown.id);
    if (!ply || !ply.judgement || this.job) return;
    this.practice.start(ply);
  }

  // Draws what the review says of the move shown: the graph's line, its judgement and best move,
  // the arrow and the glyph on the board (on the square the piece landed on: the king's for a
  // castling).
  drawShown() {
    const result = this.result;
    const parts = this.parts;
    if (!result) {
      this.overlay.show('review', null);
      return;
    }
    const shown = this.session.shownNode();
    const ply = result.plies.find((p) => p.node === shown.id) || null;
    this.graph.select(ply ? ply.ply : null);
    parts.practice.hidden = !ply || !ply.judgement || !!this.job;
    if (!ply || !ply.judgement) {
      parts.move.replaceChildren();
      parts.move.removeAttribute('data-judgement');
      this.overlay.show('review', null);
      return;
    }
    const text = [t(JUDGEMENT_WORDS[ply.judgement])];
    const best = ply.best && ply.best !== ply.uci ? this.moveAt(ply.ply - 1, ply.best) : null;
    const bestSan = best ? best.san : ply.best && ply.best !== ply.uci ? ply.best : '';
    if (bestSan) text.push(t('engine.bestWas', { move: bestSan }));
    parts.move.replaceChildren(...keepMoves(text.join(' '), [bestSan]));
    parts.move.setAttribute('data-judgement', ply.judgement);
    const played = this.moveAt(ply.ply - 1, ply.uci);
    this.overlay.show('review', {
      arrows: best ? [{ from: best.from, to: best.to, kind: 'review' }] : [],
      badges: played ? [{ square: played.to, text: GLYPHS[ply.judgement], kind: ply.judgement }] : [],
    });
  }

  // Draws the panel: the buttons, the table and the graph.
  draw() {
    const parts = this.parts;
    const reviewing = !!this.job;
    parts.start.hidden = reviewing;
    parts.budget.disabled = reviewing;
    parts.cancel.hidden = !reviewing;
    parts.result.hidden = !this.result;
    if (this.result) this.drawTable();
    if (this.said) this.status(this.said[0], this.said[1]);
    this.drawShown();
  }

  // Takes a finished review: written into the tree through the session, then drawn.
  /** @param {GameReview} review */
  finish(review) {
    const session = this.session;
    const mapped = onTree(review, session.game.tree());
    if (!mapped) {
      this.status('engine.reviewChanged');
      return;
    }
    const error = session.editTree((game) => annotateGame(game, mapped, { annotator: ANNOTATOR }));
    if (error) {
      this.status('engine.reviewFailed', { why: error.message });
      return;
    }
    // The export names who annotated it, as annotateGame's PGN does.
    session.setTag('Annotator', ANNOTATOR);
    const result = onTree(review, session.game.tree());
    this.result = result;
    if (!result) return;
    this.graph.set(graphPoints(result));
    this.status('engine.reviewDone', { count: result.plies.length });
  }

  // Starts the review of the game's main line.
  start() {
    const session = this.session;
    if (this.job || !session.game) return;
    this.practice.stop();
    this.parts.practiceStatus.replaceChildren();
    const moves = mainLine(session.game.tree()).map((n) => n.uci);
    if (!moves.length) {
      this.status('engine.reviewNoMoves');
      return;
    }
    this.result = null;
    const total = moves.length + 1;
    this.status('engine.reviewProgress', { n: 0, count: total });
    const running = this.client.review(session.game.startFen(), moves, {
      nodes: BUDGETS[this.parts.budget.value] || BUDGETS.normal,
      onProgress: (done, count) =>
        this.job === running && this.status('engine.reviewProgress', { n: done, count: count }),
    });
    this.job = running;
    running.done.then(
      (review) => {
        if (this.job !== running) return;
        this.job = null;
        this.finish(review);
        this.draw();
      },
      (error) => {
        if (this.job !== running) return;
        this.job = null;
        if (error.code === 'ERR_ABORTED') this.status('engine.reviewCancelled');
        else this.status('engine.reviewFailed', { why: error.message });
        this.draw();
      },
    );
    this.draw();
  }

  // Cancels the review running (the worker answers ERR_ABORTED).
  cancel() {
    if (this.job) this.job.cancel();
  }

  // Builds the panel's elements into #review.
  /** @param {HTMLElement} root */
  build(root) {
    const budget = /** @type {HTMLSelectElement} */ (
      el(
        'select',
        { id: 'review-budget' },
        ...Object.keys(BUDGETS).map((name) =>
          el('option', { value: name, 'data-i18n': 'engine.budget.' + name }, name),
        ),
      )
    );
    budget.value = 'normal';
    /** @type {Parts} */
    const parts = /** @type {any} */ ({
      start: el('button', { id: 'review-start', class: 'btn', type: 'button', 'data-i18n': 'engine.review' }),
      cancel: el('button', {
        id: 'review-cancel',
        class: 'btn',
        type: 'button',
        'data-i18n': 'engine.reviewCancel',
        hidden: true,
      }),
      budget: budget,
      status: el('p', { id: 'review-status', class: 'review-status', 'aria-live': 'polite' }),
      result: el('div', { id: 'review-result', class: 'review-result', hidden: true }),
      table: el('table', { id: 'review-table', class: 'review-table' }),
      graph: el('div', { id: 'review-graph', class: 'review-graph' }),
      move: el('p', { id: 'review-move', class: 'review-move', 'aria-live': 'polite' }),
      practice: el('button', {
        id: 'review-practice',
        class: 'btn btn-small',
        type: 'button',
        'data-i18n': 'engine.practice',
        hidden: true,
      }),
      practiceStatus: el('p', { id: 'review-practice-status', class: 'review-practice-status', 'aria-live': 'polite' }),
    });
    const label = el('label', { class: 'engine-field' }, el('span', { 'data-i18n': 'engine.reviewBudget' }), budget);
    parts.result.append(parts.table, parts.graph, parts.move, parts.practice, parts.practiceStatus);
    root.replaceChildren(
      el('div', { class: 'engine-row' }, parts.start, parts.cancel, label),
      parts.status,
      parts.result,
    );
    i18n.apply(root);
    this.parts = parts;
    this.graph = createEvalGraph(parts.graph, { label: t('engine.graph') });
    parts.graph.addEventListener('eval-pick', (event) => {
      const detail = /** @type {CustomEvent<{ ply: number }>} */ (event).detail;
      const ply = this.result && this.result.plies[detail.ply - 1];
      if (ply) this.session.goTo(ply.node);
    });
    parts.start.addEventListener('click', () => this.start());
    parts.cancel.addEventListener('click', () => this.cancel());
    parts.practice.addEventListener('click', () => this.startPractice());
  }

  /** Builds the panel in #review and follows the game and the language. */
  setUp() {
    const root = byId('review');
    if (!root) return;
    this.build(root);
    const session = this.session;
    const practice = this.practice;
    this.controller.onChange(() => {
      // A review of a line no longer the main line is dropped.
      if (this.result && session.game && !onTree(this.result, session.game.tree())) {
        this.result = null;
        this.said = null;
        practice.stop();
        this.status(null);
        this.draw();
      }
      practice.follow();
      if (!practice.active()) this.parts.practiceStatus.replaceChildren();
      this.drawShown();
    });
    i18n.onChange(() => {
      i18n.apply(root);
      const drawn = root.querySelector('svg.eval-graph');
      if (drawn) drawn.setAttribute('aria-label', t('engine.graph'));
      this.draw();
    });
    this.draw();
  }
}
