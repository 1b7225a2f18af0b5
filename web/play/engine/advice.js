// Advice from the engine: a hint and the analysis (evaluation, depth, best line in SAN with the
// page's letters). Both show one result per position: whichever search of the position went
// deepest (a hint's or the analysis's), so the hint is always the first move of the line shown.
// The analysis follows the position the board shows (any move of any line, a finished or an
// imported game; a new search when it changes, the old result dropped; a checkmate or stalemate
// is said to have nothing to analyse); the hint is for the live position of a game in progress,
// and the panel says why when it is not offered. The computer's own search takes the engine
// while it is to move.
//
//   setUp(game)   binds the buttons and follows the game; update(), hint()
import { byId } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import * as controller from '../controller.js';
import { keepMoves } from '../notation.js';
import { moveNumber } from '../record.js';
import { Chess960Engine } from './client.js';
import * as lines from './lines.js';
import * as panel from './panel.js';

/**
 * @import { GameSession } from '../game-session.js'
 */

const t = i18n.t;
/** @type {GameSession} */
let session = /** @type {any} */ (null);
let result = empty(null); // the deepest result of the position searched last
let running = null; // { key, kind: 'hint' | 'analysis' }: the advice search running now
let hintKey = null; // the position the hint is shown for
let analysing = false;
let described = null; // the position the board showed when last described (see describe)

// Returns an empty result for a position key.
function empty(key) {
  return { key: key, depth: 0, score: null, pv: [], best: null };
}

// Returns the key of the position the board shows (panel.key of its line up to there).
function shownKey(snap) {
  return panel.key({ startFen: snap.startFen, moves: snap.moves.slice(0, snap.shown) });
}

// Returns the position the board shows, from the core: { key, startFen, moves, fen, turn,
// moveNumber, end: 'checkmate' | 'stalemate' | null } (fen null when the core refused it).
function describe(snap) {
  const key = shownKey(snap);
  if (described && described.key === key) return described;
  const moves = snap.moves.slice(0, snap.shown);
  const pos = { key: key, startFen: snap.startFen, moves: moves, fen: null, turn: 'w', moveNumber: 1, end: null };
  let game = null;
  try {
    game = new session.api.Game(snap.startFen);
    moves.forEach((uci) => game.play(uci));
    const view = game.view();
    const reason = view.status.reason;
    Object.assign(pos, { fen: view.fen, turn: view.turn, moveNumber: view.moveNumber });
    if (reason === 'checkmate' || reason === 'stalemate') pos.end = reason;
  } catch {
    pos.fen = null;
  } finally {
    if (game) game.delete();
  }
  described = pos;
  return pos;
}

// Returns the SAN of UCI moves played from a position, in the letters given ([] on failure).
function sans(pos, ucis, letters) {
  let game = null;
  try {
    game = new session.api.Game(pos.fen);
    ucis.forEach((uci) => game.play(uci));
    return game.view({ letters: letters }).history.san;
  } catch {
    return [];
  } finally {
    if (game) game.delete();
  }
}

// Returns a line of moves from a position as text with move numbers: "12. Sf3 Sc6 13. Lb5" or "12… Sc6".
function lineText(pos, list) {
  const first = (pos.moveNumber - 1) * 2 + (pos.turn === 'b' ? 1 : 0);
  return list
    .map(function (san, i) {
      const n = moveNumber(first + i);
      if (n.color === 'w') return n.number + '. ' + san;
      return i === 0 ? n.number + '… ' + san : san;
    })
    .join(' ');
}

// Returns the evaluation as text: pawns from White's side, or "mate in n for …".
function scoreText(score, turn) {
  if (score && typeof score.mate === 'number') {
    const white = (turn === 'w') === score.mate > 0;
    return t('engine.mateIn', { n: Math.abs(score.mate), side: t(white ? 'engine.white' : 'engine.black') });
  }
  return Chess960Engine.formatScore(score, turn === 'w').replace('.', t('engine.decimalPoint'));
}

// Takes a search report for a position: a deeper one replaces the result shown.
function take(key, info) {
  if (result.key !== key) result = empty(key);
  if (info.depth < result.depth || !info.pv || !info.pv.length) return;
  result = { key: key, depth: info.depth, score: info.score, pv: info.pv.slice(0, 12), best: info.pv[0] };
  show();
}

// Returns true while the computer is to move in the live position of a game in progress.
function computerToMove(snap) {
  return !snap.over && panel.computerColor() === snap.turn;
}

// Returns the key of the words that say why no hint is offered now, or null when one is.
function hintRefused(snap) {
  if (snap.over) return 'engine.hintOver';
  if (!snap.live) return 'engine.hintLiveOnly';
  if (computerToMove(snap)) return 'engine.hintComputer';
  return null;
}

// Draws the hint, its button and why it is not offered.
function showHint(snap, key, known) {
  let text = [];
  if (snap && hintKey !== null && hintKey === key) {
    const move = known && (sans(describe(snap), [result.best], snap.letters)[0] || result.best);
    text = move ? keepMoves(t('engine.hintIs', { move: move }), [move]) : [t('engine.hintWait')];
  }
  byId('engine-hint-text').replaceChildren(...text);
  const why = snap ? hintRefused(snap) : null;
  byId('engine-hint').disabled = !snap || !!why;
  byId('engine-hint-why').textContent = why ? t(why) : '';
  byId('engine-hint-why').hidden = !why;
}

// Draws the analysis of the position shown: its evaluation, depth and line, or why there is none.
function showAnalysis(snap, known) {
  const pos = analysing && snap ? describe(snap) : null;
  const found = !!pos && known && !pos.end;
  let evaluation = '…';
  if (pos && pos.end) evaluation = t(pos.end === 'checkmate' ? 'engine.noneMate' : 'engine.noneStalemate');
  else if (found) evaluation = scoreText(result.score, pos.turn);
  byId('engine-analysis').hidden = !analysing;
  if (!found) lines.clear();
  byId('engine-eval').textContent = evaluation;
  byId('engine-depth').textContent = found ? t('engine.depth', { d: result.depth }) : '';
  const line = found ? sans(pos, result.pv, snap.letters) : [];
  byId('engine-line').replaceChildren(...(found ? keepMoves(lineText(pos, line), line) : []));
  const button = byId('engine-analyse');
  button.setAttribute('data-i18n', analysing ? 'engine.stop' : 'engine.analyse');
  button.textContent = t(analysing ? 'engine.stop' : 'engine.analyse');
  button.setAttribute('aria-pressed', analysing ? 'true' : 'false');
}

// Draws the hint, the analysis and the buttons from the result.
function show() {
  const snap = controller.snapshot();
  const key = snap && shownKey(snap);
  const known = !!snap && result.key === key && !!result.best;
  showHint(snap, key, known);
  showAnalysis(snap, known);
}

// Starts a hint or analysis search of a position (describe's).
function search(pos, kind) {
  const engine = panel.engine();
  if (!engine) return;
  const key = pos.key;
  const job = { key: key, kind: kind, lines: lines.count() };
  running = job;
  const onInfo = function (info) {
    if (running !== job) return;
    take(key, info);
    if (kind === 'analysis') lines.show(pos, info, controller.snapshot().letters, { sans, lineText, scoreText });
  };
  const options = { moves: pos.moves, onInfo: onInfo, multiPv: kind === 'analysis' ? job.lines : undefined };
  const pending = kind === 'hint' ? engine.hint(pos.startFen, options) : engine.analyse(pos.startFen, onInfo, options);
  pending.then(function (found) {
    if (running !== job) return;
    running = null;
    if (found.uci && result.key === key && !result.best) result.best = found.uci;
    show();
  }, panel.fail);
}

// Shows the position's known answer, or searches for one (the live position of a game in progress).
export function hint() {
  const snap = controller.snapshot();
  if (!snap || hintRefused(snap)) return;
  const key = shownKey(snap);
  hintKey = key;
  show();
  if ((result.key === key && result.best) || (running && running.key === key)) return;
  search(describe(snap), 'hint');
}

// Follows the game: drops advice of positions no longer shown, runs the analysis of the one
// shown or stops it.
export function update() {
  const snap = controller.snapshot();
  if (!snap) return;
  const key = shownKey(snap);
  if (hintKey !== key) hintKey = null;
  // A hidden tab pauses the analysis (it goes on when the tab is shown again).
  const pos = analysing && !document.hidden && !computerToMove(snap) ? describe(snap) : null;
  if (computerToMove(snap)) {
    running = null; // the computer's own search takes the engine
  } else if (pos && pos.fen && !pos.end) {
    const same = running && running.key === key && running.kind === 'analysis' && running.lines === lines.count();
    if (!same) search(pos, 'analysis');
  } else if (running && (running.kind === 'analysis' || running.key !== key)) {
    const stop = running.kind === 'analysis';
    running = null;
    if (stop && panel.engine()) panel.engine().stop();
  }
  show();
}

// Binds the hint and analysis buttons and follows the game, the settings and the language.
/** @param {GameSession} game the page's game (the library it loaded) */
export function setUp(game) {
  session = game;
  controller.onChange(update);
  panel.onChange(update);
  i18n.onChange(show);
  lines.setUp(update);
  document.addEventListener('visibilitychange', update);
  byId('engine-hint').addEventListener('click', hint);
  byId('engine-analyse').addEventListener('click', function () {
    analysing = !analysing;
    update();
  });
}
