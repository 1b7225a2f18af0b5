// @ts-nocheck
// The game review on the play page: "Review the game" searches every position of the main line in
// the review worker (client.js; the page and its computer stay usable), shows its progress
// ("n of N") with a cancel button, then each player's accuracy, average centipawn loss and
// counts of inaccuracies, mistakes and blunders, the evaluation graph (a click goes to that move)
// and, at a judged move, its judgement, the best move in the page's letters and as an arrow on
// the board, and the glyph on the move's square. The review is written into the game's tree as
// annotateGame writes it (NAGs $6/$2/$4, [%eval], the best line as a side line) through the
// session, so the move list shows the marks and an export keeps them.
//
//   setUp(game)   builds the panel in #review and follows the game
import { annotateGame } from '../../../wasm/engine/annotate.js';
import { createEvalGraph } from '../../components/eval-graph/eval-graph.js';
import { byId, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import * as controller from '../controller.js';
import { keepMoves } from '../notation.js';
import '../engine/words.js';
import { review as runReview } from './client.js';
import { GLYPHS, graphPoints, mainLine, markSquare, onTree } from './figures.js';
import * as overlay from './overlay.js';
import * as practice from './practice.js';

/**
 * @import { GameSession } from '../game-session.js'
 */

const t = i18n.t;
// The node budgets a position of the choices offered (the library's default is the middle one).
const BUDGETS = { quick: 50000, normal: 150000, deep: 500000 };
const ANNOTATOR = 'chess960';
const JUDGEMENT_WORDS = {
  inaccuracy: 'engine.judgedInaccuracy',
  mistake: 'engine.judgedMistake',
  blunder: 'engine.judgedBlunder',
};
const FIGURES = [
  ['accuracy', 'engine.accuracy'],
  ['acpl', 'engine.acpl'],
  ['inaccuracies', 'engine.inaccuracies'],
  ['mistakes', 'engine.mistakes'],
  ['blunders', 'engine.blunders'],
];

/** @type {GameSession} */
let session = /** @type {any} */ (null);
let parts = null; // the panel's elements
let graph = null;
let job = null; // the review running: { cancel }
let result = null; // the review shown, on the page's nodes
let said = null; // [key, params] of the status line

// Says a line of the panel's status (it follows language switches).
function status(key, params) {
  said = key ? [key, params] : null;
  parts.status.textContent = key ? t(key, params) : '';
}

// Returns a figure as the table shows it, with `decimals` decimals, or "–" when there is none.
function figure(value, decimals) {
  if (value === null || value === undefined) return '–';
  return value.toFixed(decimals).replace('.', t('engine.decimalPoint'));
}

// Draws the per-player table of the review.
function drawTable() {
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
      ...['white', 'black'].map((side) =>
        el('td', { 'data-side': side }, figure(result[side][name], name === 'accuracy' ? 1 : 0)),
      ),
    ),
  );
  parts.table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
}

// Returns the SAN of `uci` played after the first `ply` moves of the main line, in the page's letters.
function sanAt(ply, uci) {
  let game = null;
  try {
    game = new session.api.Game(session.game.startFen());
    result.plies.slice(0, ply).forEach((p) => game.play(p.uci));
    game.play(uci);
    const history = game.view({ letters: controller.snapshot().letters }).history.san;
    return history[history.length - 1];
  } catch {
    return uci;
  } finally {
    if (game) game.delete();
  }
}

// Returns the SAN of a move from a FEN in the page's letters (the UCI when the core refuses it).
function sanOf(fen, uci) {
  let game = null;
  try {
    game = new session.api.Game(fen);
    game.play(uci);
    return game.view({ letters: controller.snapshot().letters }).history.san[0];
  } catch {
    return uci;
  } finally {
    if (game) game.delete();
  }
}

// Starts "find a better move" from the judged move shown.
function startPractice() {
  const shown = session.shownNode();
  const ply = result && result.plies.find((p) => p.node === shown.id);
  if (!ply || !ply.judgement || job) return;
  practice.start(ply, {
    session,
    goTo: controller.goToNode,
    sanOf,
    say: (key, params) => {
      parts.practiceStatus.replaceChildren(...keepMoves(t(key, params), params && params.move ? [params.move] : []));
    },
  });
}

// Draws what the review says of the move shown: the graph's line, its judgement and best move,
// the arrow and the glyph on the board.
function drawShown() {
  if (!result) {
    overlay.show('review', null);
    return;
  }
  const shown = session.shownNode();
  const ply = result.plies.find((p) => p.node === shown.id) || null;
  graph.select(ply ? ply.ply : null);
  parts.practice.hidden = !ply || !ply.judgement || !!job;
  if (!ply || !ply.judgement) {
    parts.move.replaceChildren();
    parts.move.removeAttribute('data-judgement');
    overlay.show('review', null);
    return;
  }
  const text = [t(JUDGEMENT_WORDS[ply.judgement])];
  let best = '';
  if (ply.best && ply.best !== ply.uci) {
    best = sanAt(ply.ply - 1, ply.best);
    text.push(t('engine.bestWas', { move: best }));
  }
  const sentence = text.join(' ');
  parts.move.replaceChildren(...keepMoves(sentence, [best]));
  parts.move.setAttribute('data-judgement', ply.judgement);
  overlay.show('review', {
    arrows:
      ply.best && ply.best !== ply.uci
        ? [{ from: ply.best.slice(0, 2), to: ply.best.slice(2, 4), kind: 'review' }]
        : [],
    badges: [{ square: markSquare(ply.uci), text: GLYPHS[ply.judgement], kind: ply.judgement }],
  });
}

// Draws the panel: the buttons, the table and the graph.
function draw() {
  const reviewing = !!job;
  parts.start.hidden = reviewing;
  parts.budget.disabled = reviewing;
  parts.cancel.hidden = !reviewing;
  parts.result.hidden = !result;
  if (result) drawTable();
  if (said) status(said[0], said[1]);
  drawShown();
}

// Takes a finished review: written into the tree through the session, then drawn.
function finish(review) {
  const mapped = onTree(review, session.game.tree());
  if (!mapped) {
    status('engine.reviewChanged');
    return;
  }
  const error = session.editTree((game) => annotateGame(game, mapped, { annotator: ANNOTATOR }));
  if (error) {
    status('engine.reviewFailed', { why: error.message });
    return;
  }
  // The export names who annotated it, as annotateGame's PGN does.
  session.setTag('Annotator', ANNOTATOR);
  result = onTree(review, session.game.tree());
  graph.set(graphPoints(result));
  status('engine.reviewDone', { count: result.plies.length });
}

// Starts the review of the game's main line.
function start() {
  if (job || !session.game) return;
  practice.stop();
  parts.practiceStatus.replaceChildren();
  const moves = mainLine(session.game.tree()).map((n) => n.uci);
  if (!moves.length) {
    status('engine.reviewNoMoves');
    return;
  }
  result = null;
  const total = moves.length + 1;
  status('engine.reviewProgress', { n: 0, count: total });
  const running = runReview(session.game.startFen(), moves, {
    nodes: BUDGETS[parts.budget.value] || BUDGETS.normal,
    onProgress: (done, count) => job === running && status('engine.reviewProgress', { n: done, count: count }),
  });
  job = running;
  running.done.then(
    (review) => {
      if (job !== running) return;
      job = null;
      finish(review);
      draw();
    },
    (error) => {
      if (job !== running) return;
      job = null;
      if (error.code === 'ERR_ABORTED') status('engine.reviewCancelled');
      else status('engine.reviewFailed', { why: error.message });
      draw();
    },
  );
  draw();
}

// Cancels the review running (the worker answers ERR_ABORTED).
function cancel() {
  if (job) job.cancel();
}

// Builds the panel's elements into #review.
function build(root) {
  const budget = el(
    'select',
    { id: 'review-budget' },
    ...Object.keys(BUDGETS).map((name) => el('option', { value: name, 'data-i18n': 'engine.budget.' + name }, name)),
  );
  budget.value = 'normal';
  parts = {
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
  };
  const label = el('label', { class: 'engine-field' }, el('span', { 'data-i18n': 'engine.reviewBudget' }), budget);
  parts.result.append(parts.table, parts.graph, parts.move, parts.practice, parts.practiceStatus);
  root.replaceChildren(
    el('div', { class: 'engine-row' }, parts.start, parts.cancel, label),
    parts.status,
    parts.result,
  );
  i18n.apply(root);
  graph = createEvalGraph(parts.graph, { label: t('engine.graph') });
  parts.graph.addEventListener('eval-pick', (event) => {
    const ply = result && result.plies[event.detail.ply - 1];
    if (ply) controller.goToNode(ply.node);
  });
  parts.start.addEventListener('click', start);
  parts.cancel.addEventListener('click', cancel);
  parts.practice.addEventListener('click', startPractice);
}

/** @param {GameSession} game the page's game */
export function setUp(game) {
  session = game;
  const root = byId('review');
  if (!root) return;
  build(root);
  controller.onChange(() => {
    // A review of a line no longer the main line is dropped.
    if (result && session.game && !onTree(result, session.game.tree())) {
      result = null;
      said = null;
      practice.stop();
      status(null);
      draw();
    }
    practice.follow();
    if (!practice.active()) parts.practiceStatus.replaceChildren();
    drawShown();
  });
  i18n.onChange(() => {
    i18n.apply(root);
    root.querySelector('svg.eval-graph').setAttribute('aria-label', t('engine.graph'));
    draw();
  });
  draw();
}
