// @ts-nocheck
// The play page's board and panel as followers of the page's game (game-session.js): every change
// the session reports is drawn from its snapshot (the board, the panel, the PGN export, the words
// said), and every gesture (a drop, the move box, a button) is handed to one of its methods. What
// a board gesture means comes from game.movesBetween() read at the position shown; a move the
// rules refuse is said in the move box. The computer opponent (engine/) reads the snapshot here
// (with the question open or not) and plays through playMove, like a human move.
// The time from a drop to the redrawn board is measured with the User Timing API: a measure
// 'chess960.play.drop' when the board is drawn, 'chess960.play.frame' at the next frame.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { storageGet, storageSet } from '../shared/page.js';
import * as boardView from './board-view.js';
import * as lines from './lines.js';
import * as moves from './moves.js';
import * as render from './render.js';
import * as speech from './speech.js';
import './words.js';

/**
 * @import { GameSession } from './game-session.js'
 * @import { GameChange } from './game-types.js'
 * @import { Messages } from './messages.js'
 * @import { Questions } from './dialogs.js'
 * @import { PgnPanel } from './pgn.js'
 * @import { Opponent } from './engine/opponent.js'
 */

const NOTATION_KEY = 'chess960.play.notation';
const ORIENTATION_KEY = 'chess960.play.orientation';
const t = i18n.t;
// What the page shows of the game, none of it the game's: the session owns that.
const page = {
  /** @type {GameSession} */
  game: /** @type {any} */ (null),
  orientation: 'white',
  notation: 'auto',
  dialogOpen: false,
  board: null,
  opponent: /** @type {Opponent | null} */ (null),
  /** @type {Messages} */
  messages: /** @type {any} */ (null),
  /** @type {Questions} */
  questions: /** @type {any} */ (null),
  /** @type {PgnPanel} */
  pgn: /** @type {any} */ (null),
};
const listeners = [];

// Returns the SAN letters of the move list: the chosen notation, else the page's language.
export function letters() {
  if (page.notation !== 'auto') return page.notation;
  return moves.languageLetters(i18n.lang());
}

// Returns the letters the move box reads (then English): the notation's language, else the
// page's (figurines are read in any set).
function readingLetters() {
  const shown = letters();
  return shown === 'figurine' ? moves.languageLetters(i18n.lang()) : shown;
}

// Returns the computer's colour ('w', 'b') or null.
function computer() {
  return page.opponent ? page.opponent.color() : null;
}

// Returns true while human moves are refused: the computer is to move.
function blocked() {
  return !!page.opponent && page.opponent.computerToMove(snapshot());
}

// Returns true while the board and the move box take moves: in the live position until the game
// ends; in an earlier one (a side line starts there) unless it is the computer's move there.
function interactive() {
  const game = page.game;
  if (page.dialogOpen || blocked()) return false;
  if (game.review === null) return !game.isOver();
  return lines.turnAt(game.view, game.review) !== computer();
}

// Returns true when an earlier position is shown in which the computer is to move (the only
// reason interactive() refuses a move there that the player cannot see).
function computerMovesShown() {
  const game = page.game;
  if (game.review === null || page.dialogOpen || blocked()) return false;
  return lines.turnAt(game.view, game.review) === computer();
}

// Returns what the panel is drawn from.
function panelState() {
  const game = page.game;
  return {
    record: game.lineRecord(),
    view: game.view,
    tree: game.tree(),
    frames: game.frames,
    review: game.review,
    canUndo: game.canUndo(computer()),
    canRedo: game.canRedo(computer()),
  };
}

// Draws the board: the live position or the one reviewed.
function drawBoard() {
  const game = page.game;
  const ply = game.shownPly();
  const label =
    game.review === null
      ? t('play.svgLabel', { ply: ply, side: speech.sideName(game.view.turn) })
      : t('play.svgLabelReview', { ply: ply });
  const open = interactive();
  page.board.show({
    frame: game.frames[ply],
    view: open && game.review !== null ? game.atShown((core) => core.view({ letters: letters() })) : game.view,
    interactive: open,
    live: game.review === null,
    orientation: page.orientation,
    label: label,
  });
}

// Tells the followers (onChange) that the game or its display changed, each on its own.
function notify() {
  listeners.slice().forEach(function (fn) {
    try {
      fn('game');
    } catch {
      // a follower's failure is its own
    }
  });
}

// Draws board, panel and PGN export.
function draw() {
  drawBoard();
  render.all(panelState());
  page.pgn.render();
}

// Measures the time from the drop at t0 (performance.now()) to now and to the next frame.
function measureDrop(t0) {
  if (typeof t0 !== 'number' || typeof performance.measure !== 'function') return;
  performance.measure('chess960.play.drop', { start: t0, end: performance.now() });
  requestAnimationFrame(() => performance.measure('chess960.play.frame', { start: t0, end: performance.now() }));
}

/**
 * Draws what the session reports, then tells the add-ons.
 * @param {GameChange} change
 */
function follow(change) {
  const kind = change.kind;
  if (kind === 'move') {
    drawBoard();
    measureDrop(change.at);
    page.messages.moveError(null);
    render.all(panelState());
    page.pgn.render();
    page.messages.announce(speech.words(page.game.frames[page.game.shownPly()].facts));
  } else if (kind === 'shown') {
    page.board.cancel();
    drawBoard();
    render.shown(panelState());
  } else if (kind === 'letters') {
    render.reset();
    draw();
  } else {
    if (kind === 'replaced') {
      page.questions.cancel();
      render.reset();
      page.pgn.fillTags(page.game.record());
    }
    if (kind === 'line') page.board.cancel();
    page.messages.moveError(null);
    draw();
  }
  notify();
}

// Plays a move given as UCI (from the board, a button, a dialog or the computer) from the
// position shown; returns its SAN, or null (said in the move box unless quiet) when refused.
function play(uci, t0, quiet) {
  try {
    return page.game.play(uci, t0);
  } catch (err) {
    if (!quiet) page.messages.moveError(() => i18n.error(err, { move: uci, side: '', candidates: '' }));
    drawBoard();
    return null;
  }
}

// Plays the answer to a question, or redraws the board when it was cancelled.
function playAnswer(move) {
  if (move) play(move.uci, performance.now());
  else drawBoard();
}

// A piece was dropped on a legal target: play it, or ask what the drop means.
export function onBoardMove(from, to, _how, t0) {
  if (!interactive()) return;
  const found = page.game.atShown((core) => core.movesBetween(from, to, { letters: letters() }));
  const meaning = moves.intent(found);
  if (meaning.kind === 'play') play(meaning.move.uci, t0);
  else if (meaning.kind === 'castling') page.questions.castling(to, meaning.step, meaning.castling).then(playAnswer);
  else if (meaning.kind === 'promotion')
    page.questions.promotion(meaning.choices, page.game.view.turn).then(playAnswer);
}

// Plays the text of the move box from the position shown: read on a copy of the game there,
// then played like any move.
export function submitMove() {
  const game = page.game;
  const input = byId('move-input');
  const text = input.value.trim();
  if (!text) return page.messages.moveError(() => t('play.err.empty'));
  if (game.review === null && game.isOver())
    return page.messages.moveError(() => i18n.error({ code: 'ERR_GAME_OVER' }));
  if (!interactive()) {
    if (computerMovesShown()) page.messages.moveError(() => t('play.err.computerToMove'));
    return;
  }
  const t0 = performance.now();
  const shownView = game.atShown((core) => core.view({ letters: letters() }));
  const got = game.onCopy(function (copy) {
    const read = moves.typed(copy, text, shownView, letters(), readingLetters());
    if (read.kind === 'played') read.uci = copy.historyUci().pop();
    return read;
  });
  if (got.kind === 'error') {
    page.messages.moveError(got.say);
    return input.focus();
  }
  if (got.kind === 'promotion') {
    return page.questions.promotion(got.choices, shownView.turn).then(function (move) {
      if (move) input.value = '';
      playAnswer(move);
    });
  }
  if (play(got.uci, t0) !== null) input.value = '';
}

// Castles to one side with the O-O / O-O-O buttons (0: O-O, 1: O-O-O).
export function castle(index) {
  const option = page.game.view.castling[index];
  if (option.legal && interactive()) play(option.uci, performance.now());
}

// Takes back a decided ending, else the last move (against the computer also its reply).
export function undo() {
  if (!page.dialogOpen) page.game.undo(computer());
}

// Plays again what undo took back (against the computer, up to the player's turn).
export function redo() {
  page.game.redo(computer());
}

// Ends the game as the question (the resign or the draw question) decides, and says so.
function decide(question) {
  if (page.dialogOpen || page.game.isOver()) return;
  question().then(function (ending) {
    if (!ending) return;
    page.game.end(ending);
    page.messages.announce(byId('status').textContent);
  });
}

// Asks who resigns, or whether both sides agree a draw, and ends the game so.
export const resign = () => decide(() => page.questions.resign());
export const agreeDraw = () => decide(() => page.questions.agreeDraw());

// Ends the game as a claimed draw (threefold repetition, fifty moves) when one can be claimed.
export function claimDraw() {
  try {
    page.game.claimDraw();
  } catch {
    return;
  }
  page.messages.announce(byId('status').textContent);
}

// Shows the position after half-move ply (null or the last ply: the live position).
export function review(ply) {
  page.game.show(ply);
}

// Steps the review by delta half-moves from the position shown (no step beyond the live one).
export function step(delta) {
  const game = page.game;
  if (game.review === null && delta > 0) return;
  game.show(game.shownPly() + delta);
}

// Shows a move of the tree: its line becomes the game's line.
export const goToNode = (id) => page.game.goTo(id);

// Changes a tag of the game (kept by the session) and redraws the PGN export.
export function setTag(name, value) {
  page.game.setTag(name, value);
  page.pgn.render();
}

// Redraws everything after a language or notation change.
function relabel() {
  if (!page.game.game) return;
  page.game.setLetters(letters());
  page.board.relabel();
  page.questions.relabel();
  page.messages.relabel();
}

// Shows the moves in another notation (remembered).
export function setNotation(value) {
  page.notation = value;
  storageSet(NOTATION_KEY, value);
  relabel();
}

// Returns the notation of the move list ('auto' or a letter set).
export function notation() {
  return page.notation;
}

// Turns the board so that `value` ('white' or 'black') is at the bottom (remembered).
export function setOrientation(value) {
  page.orientation = value === 'black' ? 'black' : 'white';
  storageSet(ORIENTATION_KEY, page.orientation);
  if (page.game.game) drawBoard();
}

// Turns the board round.
export const flip = () => setOrientation(page.orientation === 'white' ? 'black' : 'white');

// Focuses the board.
export function focusBoard() {
  page.board.focus();
}

// Shows a position before the game has started (the first diagram, with a move it took).
export function showEarly(pieces, lastMove) {
  const frame = { pieces, lastMove, check: null };
  page.board.show({ frame, view: null, interactive: false, live: true, orientation: page.orientation, label: '' });
}

// Returns what the computer opponent needs to know about the game: the session's snapshot and
// whether a question is open.
export function snapshot() {
  const snap = page.game.snapshot();
  return snap && Object.assign(snap, { dialogOpen: page.dialogOpen });
}

// Plays a UCI move exactly as a human move (the computer's); returns its SAN or null.
export function playMove(uci) {
  const game = page.game;
  if (!game.game || game.review !== null || game.isOver()) return null;
  return play(uci, undefined, true);
}

// Calls fn('game') after every change of the game or its display.
export function onChange(fn) {
  listeners.push(fn);
}

// The computer was switched on or off, or changed sides: who may move, the undo and redo buttons.
function opponentChanged() {
  if (!page.game.game) return;
  drawBoard();
  render.buttons(panelState());
}

// A question opened (true) or closed: the board takes no moves while one is open.
function questionOpen(open) {
  page.dialogOpen = open;
  if (open) page.board.cancel();
  if (page.game.game) drawBoard();
  notify();
}

/**
 * Draws the board into container, binds the questions and follows the page's game.
 * @param {HTMLElement} container
 * @param {GameSession} game
 */
export function setUp(container, game, messages, questions, pgnPanel, opponent) {
  Object.assign(page, { game, messages, questions, pgn: pgnPanel, opponent });
  opponent.panel.onChange(opponentChanged);
  const stored = storageGet(NOTATION_KEY);
  if (stored === 'auto' || moves.LETTER_SETS.indexOf(stored) >= 0) page.notation = stored;
  if (storageGet(ORIENTATION_KEY) === 'black') page.orientation = 'black';
  game.setLetters(letters());
  page.board = boardView.create(container, {
    onMove: onBoardMove,
    announce: (text) => (byId('board-announce').textContent = text),
  });
  questions.on('change', questionOpen);
  game.on('change', follow);
  i18n.onChange(relabel);
}
