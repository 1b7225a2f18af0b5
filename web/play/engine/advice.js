// @ts-check
// Advice from the engine: a hint and the analysis (evaluation, depth, best line in SAN with the
// page's letters). Both show one result per position: whichever search of the position went
// deepest (a hint's or the analysis's), so the hint is always the first move of the line shown.
// The analysis follows the position the board shows (any move of any line, a finished or an
// imported game; a new search when it changes, the old result dropped; a checkmate or stalemate
// is said to have nothing to analyse); the hint is for the live position of a game in progress,
// and the panel says why when it is not offered. The computer's own search takes the engine
// while it is to move. One per page, made by main.js; it follows the page's game through its
// 'change' events.
import { byId } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { keepMoves } from '../notation.js';
import { moveNumber } from '../record.js';
import { movePlayed } from '../review/figures.js';
import { Chess960Engine } from './client.js';
import { positionKey } from './panel.js';

/**
 * @import { GameSession } from '../game-session.js'
 * @import { EnginePanel } from './panel.js'
 * @import { EngineInfo } from './client.js'
 * @import { AnalysisLines } from './lines.js'
 * @import { GameSnapshot } from '../game-types.js'
 * @import { Game, Letters, MoveDetails } from '../../../package/types/index.js'
 * @import { Score } from '../../../package/types/engine.js'
 * @typedef {{ key: string | null, depth: number, score: Score | null, pv: string[], best: string | null }} Result
 *   the deepest search report of a position
 * @typedef {{ key: string, startFen: string, moves: string[], fen: string | null, turn: 'w' | 'b',
 *   moveNumber: number, end: 'checkmate' | 'stalemate' | null }} Position the position shown
 * @typedef {{ key: string, kind: 'hint' | 'analysis', lines: number }} Job an advice search (lines: how many the analysis asks for)
 */

const t = i18n.t;
// Returns an element of the computer panel (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ (byId(id));

/** @param {string | null} key @returns {Result} an empty result for a position key */
function empty(key) {
  return { key: key, depth: 0, score: null, pv: [], best: null };
}

// Returns the key of the position the board shows (positionKey of its line up to there).
/** @param {GameSnapshot} snap @returns {string} */
function shownKey(snap) {
  return positionKey({ startFen: snap.startFen, moves: snap.moves.slice(0, snap.shown) });
}

// Returns a line of moves from a position as text with move numbers: "12. Sf3 Sc6 13. Lb5" or "12… Sc6".
/** @param {Position} pos @param {string[]} list @returns {string} */
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
/** @param {Score | null} score @param {'w' | 'b'} turn @returns {string} */
function scoreText(score, turn) {
  if (score && 'mate' in score && typeof score.mate === 'number') {
    const white = (turn === 'w') === score.mate > 0;
    return t('engine.mateIn', { n: Math.abs(score.mate), side: t(white ? 'engine.white' : 'engine.black') });
  }
  return Chess960Engine.formatScore(score, turn === 'w').replace('.', t('engine.decimalPoint'));
}

// Returns the key of the words that say why no hint is offered now, or null when one is.
/** @param {GameSnapshot} snap @param {boolean} computerToMove @returns {string | null} */
function hintRefused(snap, computerToMove) {
  if (snap.over) return 'engine.hintOver';
  if (!snap.live) return 'engine.hintLiveOnly';
  if (computerToMove) return 'engine.hintComputer';
  return null;
}

/** The hint and the analysis of one page; see the header. */
export class Advice {
  /**
   * @param {GameSession} game the page's game
   * @param {EnginePanel} panel the page's computer panel (its engine and settings)
   * @param {AnalysisLines} lines the analysis's lines (their count, text, bar and arrows)
   */
  constructor(game, panel, lines) {
    this.session = game;
    this.panel = panel;
    this.lines = lines;
    this.result = empty(null); // the deepest result of the position searched last
    /** @type {Job | null} the advice search running now */
    this.running = null;
    /** @type {string | null} the position the hint is shown for */
    this.hintKey = null;
    this.analysing = false;
    /** @type {Position | null} the position the board showed when last described (see describe) */
    this.described = null;
  }

  // Returns the position the board shows, from the core: { key, startFen, moves, fen, turn,
  // moveNumber, end: 'checkmate' | 'stalemate' | null } (fen null when the core refused it).
  /** @param {GameSnapshot} snap @returns {Position} */
  describe(snap) {
    const key = shownKey(snap);
    if (this.described && this.described.key === key) return this.described;
    const moves = snap.moves.slice(0, snap.shown);
    /** @type {Position} */
    const pos = { key: key, startFen: snap.startFen, moves: moves, fen: null, turn: 'w', moveNumber: 1, end: null };
    /** @type {Game | null} */
    let game = null;
    try {
      const core = new this.session.api.Game(snap.startFen);
      game = core;
      moves.forEach((uci) => core.play(uci));
      const view = game.view();
      const reason = view.status.reason;
      Object.assign(pos, { fen: view.fen, turn: view.turn, moveNumber: view.moveNumber });
      if (reason === 'checkmate' || reason === 'stalemate') pos.end = reason;
    } catch {
      pos.fen = null;
    } finally {
      if (game) game.delete();
    }
    this.described = pos;
    return pos;
  }

  // Returns the SAN of UCI moves played from a position, in the letters given ([] on failure).
  /** @param {Position} pos @param {string[]} ucis @param {string} letters @returns {string[]} */
  sans(pos, ucis, letters) {
    /** @type {Game | null} */
    let game = null;
    try {
      const core = new this.session.api.Game(/** @type {string} */ (pos.fen));
      game = core;
      ucis.forEach((uci) => core.play(uci));
      return core.view({ letters: /** @type {Letters} */ (letters) }).history.san;
    } catch {
      return [];
    } finally {
      if (game) game.delete();
    }
  }

  // Returns a move from a position spelled out by the core (for a castling the king's squares,
  // though its UCI names the rook's), or null when the core refuses it.
  /** @param {Position} pos @param {string} uci @returns {MoveDetails | null} */
  spelledOut(pos, uci) {
    return pos.fen ? movePlayed(this.session.api, pos.fen, [], uci, 'en') : null;
  }

  // Takes a search report for a position: a deeper one replaces the result shown.
  /** @param {string} key @param {EngineInfo} info */
  take(key, info) {
    if (this.result.key !== key) this.result = empty(key);
    if (info.depth < this.result.depth || !info.pv || !info.pv.length) return;
    this.result = { key: key, depth: info.depth, score: info.score, pv: info.pv.slice(0, 12), best: info.pv[0] };
    this.show();
  }

  // Returns true while the computer is to move in the live position of a game in progress.
  /** @param {GameSnapshot} snap @returns {boolean} */
  computerToMove(snap) {
    return !snap.over && this.panel.computerColor() === snap.turn;
  }

  // Draws the hint, its button and why it is not offered.
  /** @param {GameSnapshot | null} snap @param {string | null} key @param {boolean} known */
  showHint(snap, key, known) {
    /** @type {(string | HTMLElement)[]} */
    let text = [];
    if (snap && this.hintKey !== null && this.hintKey === key) {
      const best = this.result.best;
      const move = known && best && (this.sans(this.describe(snap), [best], snap.letters)[0] || best);
      text = move ? keepMoves(t('engine.hintIs', { move: move }), [move]) : [t('engine.hintWait')];
    }
    part('engine-hint-text').replaceChildren(...text);
    const why = snap ? hintRefused(snap, this.computerToMove(snap)) : null;
    part('engine-hint').disabled = !snap || !!why;
    part('engine-hint-why').textContent = why ? t(why) : '';
    part('engine-hint-why').hidden = !why;
  }

  // Draws the analysis of the position shown: its evaluation, depth and line, or why there is none.
  /** @param {GameSnapshot | null} snap @param {boolean} known */
  showAnalysis(snap, known) {
    const analysing = this.analysing;
    const result = this.result;
    const pos = analysing && snap ? this.describe(snap) : null;
    const found = !!pos && known && !pos.end;
    let evaluation = '…';
    if (pos && pos.end) evaluation = t(pos.end === 'checkmate' ? 'engine.noneMate' : 'engine.noneStalemate');
    else if (found) evaluation = scoreText(result.score, pos.turn);
    part('engine-analysis').hidden = !analysing;
    if (!found) this.lines.clear();
    part('engine-eval').textContent = evaluation;
    part('engine-depth').textContent = found ? t('engine.depth', { d: result.depth }) : '';
    const line = found && snap ? this.sans(pos, result.pv, snap.letters) : [];
    part('engine-line').replaceChildren(...(found ? keepMoves(lineText(pos, line), line) : []));
    const button = part('engine-analyse');
    button.setAttribute('data-i18n', analysing ? 'engine.stop' : 'engine.analyse');
    button.textContent = t(analysing ? 'engine.stop' : 'engine.analyse');
    button.setAttribute('aria-pressed', analysing ? 'true' : 'false');
  }

  // Draws the hint, the analysis and the buttons from the result.
  show() {
    const snap = this.session.snapshot();
    const key = snap && shownKey(snap);
    const known = !!snap && this.result.key === key && !!this.result.best;
    this.showHint(snap, key, known);
    this.showAnalysis(snap, known);
  }

  // Starts a hint or analysis search of a position (describe's).
  /** @param {Position} pos @param {'hint' | 'analysis'} kind */
  search(pos, kind) {
    const engine = this.panel.engine();
    if (!engine) return;
    const key = pos.key;
    /** @type {Job} */
    const job = { key: key, kind: kind, lines: this.lines.count() };
    this.running = job;
    const text = { sans: this.sans.bind(this), lineText, scoreText, move: this.spelledOut.bind(this) };
    const onInfo = (/** @type {EngineInfo} */ info) => {
      if (this.running !== job) return;
      this.take(key, info);
      const snap = this.session.snapshot();
      if (kind === 'analysis' && snap) this.lines.show(pos, info, snap.letters, text);
    };
    const options = { moves: pos.moves, onInfo: onInfo, multiPv: kind === 'analysis' ? job.lines : undefined };
    const pending =
      kind === 'hint' ? engine.hint(pos.startFen, options) : engine.analyse(pos.startFen, onInfo, options);
    pending.then((found) => {
      if (this.running !== job) return;
      this.running = null;
      if (found.uci && this.result.key === key && !this.result.best) this.result.best = found.uci;
      this.show();
    }, this.panel.fail);
  }

  // Shows the position's known answer, or searches for one (the live position of a game in progress).
  hint() {
    const snap = this.session.snapshot();
    if (!snap || hintRefused(snap, this.computerToMove(snap))) return;
    const key = shownKey(snap);
    this.hintKey = key;
    this.show();
    const running = this.running;
    if ((this.result.key === key && this.result.best) || (running && running.key === key)) return;
    this.search(this.describe(snap), 'hint');
  }

  // Follows the game: drops advice of positions no longer shown, runs the analysis of the one
  // shown or stops it.
  update() {
    const snap = this.session.snapshot();
    if (!snap) return;
    const key = shownKey(snap);
    if (this.hintKey !== key) this.hintKey = null;
    const running = this.running;
    // A hidden tab pauses the analysis (it goes on when the tab is shown again).
    const pos = this.analysing && !document.hidden && !this.computerToMove(snap) ? this.describe(snap) : null;
    if (this.computerToMove(snap)) {
      this.running = null; // the computer's own search takes the engine
    } else if (pos && pos.fen && !pos.end) {
      const same =
        running && running.key === key && running.kind === 'analysis' && running.lines === this.lines.count();
      if (!same) this.search(pos, 'analysis');
    } else if (running && (running.kind === 'analysis' || running.key !== key)) {
      const stop = running.kind === 'analysis';
      this.running = null;
      const engine = stop && this.panel.engine();
      if (engine) engine.stop();
    }
    this.show();
  }

  // Binds the hint and analysis buttons and follows the game, the settings and the language.
  setUp() {
    this.session.on('change', () => this.update());
    this.panel.onChange(() => this.update());
    i18n.onChange(() => this.show());
    this.lines.setUp(() => this.update());
    document.addEventListener('visibilitychange', () => this.update());
    part('engine-hint').addEventListener('click', () => this.hint());
    part('engine-analyse').addEventListener('click', () => {
      this.analysing = !this.analysing;
      this.update();
    });
  }
}
