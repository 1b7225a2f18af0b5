// @ts-check
// The play page's board and panel as followers of the page's game (game-session.js): every change
// the session reports is drawn from its snapshot (the board, the panel, the PGN export, the words
// said), and every gesture (a drop, the move box, a button) is handed to one of its methods (the
// move requests through move-requests.js, with what they need of the page here). The computer
// opponent (engine/) reads the snapshot here (with the question open or not) and plays through
// playMove, like a human move.
// The time from a drop to the redrawn board is measured with the User Timing API: a measure
// 'chess960.play.drop' when the board is drawn, 'chess960.play.frame' at the next frame.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { storageGet, storageSet } from '../shared/page.js';
import * as boardView from './board-view.js';
import * as lines from './lines.js';
import * as moves from './moves.js';
import * as requests from './move-requests.js';
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
 * @import { GameSnapshot } from './game-types.js'
 * @import { GameRecord } from './store-record.js'
 * @import { BoardView, Orientation } from './board-view.js'
 * @import { PanelState } from './render.js'
 * @import { MovePage } from './move-requests.js'
 * @import { Letters, Pieces } from '../../package/types/index.js'
 * @typedef {'auto' | Letters} Notation the move list's letters: the page's language's, or a set
 * @typedef {(what: 'game') => void} Follower told after every change of the game or its display
 */

const NOTATION_KEY = 'chess960.play.notation';
const ORIENTATION_KEY = 'chess960.play.orientation';
const t = i18n.t;
// What the page shows of the game, none of it the game's: the session owns that.
const page = {
  /** @type {GameSession} */
  game: /** @type {any} */ (null),
  /** @type {Orientation} */
  orientation: 'white',
  /** @type {Notation} */
  notation: 'auto',
  dialogOpen: false,
  /** @type {BoardView} set by setUp, before anything is drawn */
  board: /** @type {any} */ (null),
  opponent: /** @type {Opponent | null} */ (null),
  /** @type {Messages} */
  messages: /** @type {any} */ (null),
  /** @type {Questions} */
  questions: /** @type {any} */ (null),
  /** @type {PgnPanel} */
  pgn: /** @type {any} */ (null),
};
/** @type {Follower[]} */
const listeners = [];

// Returns the SAN letters of the move list: the chosen notation, else the page's language.
/** @returns {Letters} */
export function letters() {
  if (page.notation !== 'auto') return page.notation;
  return moves.languageLetters(i18n.lang());
}

// Returns the letters the move box reads (then English): the notation's language, else the
// page's (figurines are read in any set).
/** @returns {Letters} */
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
/** @returns {PanelState} */
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
function measureDrop(/** @type {number | undefined} */ t0) {
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
      page.pgn.fillTags(/** @type {GameRecord} the game just put in */ (page.game.record()));
    }
    if (kind === 'line') page.board.cancel();
    page.messages.moveError(null);
    draw();
  }
  notify();
}

// What the move requests (move-requests.js) need of the page now.
/** @returns {MovePage} */
const movePage = () => ({
  game: page.game,
  messages: page.messages,
  questions: page.questions,
  interactive,
  computerMovesShown,
  letters,
  readingLetters,
  drawBoard,
});

// A piece was dropped on a legal target: play it, or ask what the drop means.
/** @param {string} from @param {string} to @param {string} [_how] @param {number} [t0] the gesture's performance.now() */
export function onBoardMove(from, to, _how, t0) {
  requests.onBoardMove(movePage(), from, to, t0);
}

// Plays the text of the move box from the position shown (or says why not).
export const submitMove = () => requests.submitMove(movePage());

// Castles to one side with the O-O / O-O-O buttons (0: O-O, 1: O-O-O).
export const castle = (/** @type {number} */ index) => requests.castle(movePage(), index);

// Takes back a decided ending, else the last move (against the computer also its reply).
export function undo() {
  if (!page.dialogOpen) page.game.undo(computer());
}

// Plays again what undo took back (against the computer, up to the player's turn).
export function redo() {
  page.game.redo(computer());
}

// Returns the status line as drawn (render.status).
const status = () => /** @type {string} */ (/** @type {HTMLElement} */ (byId('status')).textContent);

// Ends the game as the question (the resign or the draw question) decides, and says so.
/** @param {() => Promise<GameRecord['ending'] | null>} question */
function decide(question) {
  if (page.dialogOpen || page.game.isOver()) return;
  question().then(function (ending) {
    if (!ending) return;
    page.game.end(ending);
    page.messages.announce(status());
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
  page.messages.announce(status());
}

// Shows the position after half-move ply (null or the last ply: the live position).
export function review(/** @type {number | null} */ ply) {
  page.game.show(ply);
}

// Steps the review by delta half-moves from the position shown (no step beyond the live one).
export function step(/** @type {number} */ delta) {
  const game = page.game;
  if (game.review === null && delta > 0) return;
  game.show(game.shownPly() + delta);
}

// Shows a move of the tree: its line becomes the game's line.
export const goToNode = (/** @type {number} */ id) => page.game.goTo(id);

// Changes a tag of the game (kept by the session) and redraws the PGN export.
/** @param {string} name @param {string} value */
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
/** @param {string} value 'auto' or a letter set (the notation select offers no other) */
export function setNotation(value) {
  page.notation = /** @type {Notation} */ (value);
  storageSet(NOTATION_KEY, value);
  relabel();
}

// Returns the notation of the move list ('auto' or a letter set).
/** @returns {Notation} */
export function notation() {
  return page.notation;
}

// Turns the board so that `value` ('white' or 'black') is at the bottom (remembered).
export function setOrientation(/** @type {string} */ value) {
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
/** @param {Pieces} pieces @param {string[]} lastMove */
export function showEarly(pieces, lastMove) {
  const frame = { pieces, lastMove, check: null };
  page.board.show({ frame, view: null, interactive: false, live: true, orientation: page.orientation, label: '' });
}

// Returns what the computer opponent needs to know about the game: the session's snapshot and
// whether a question is open.
/** @returns {(GameSnapshot & { dialogOpen: boolean }) | null} */
export function snapshot() {
  const snap = page.game.snapshot();
  return snap && Object.assign(snap, { dialogOpen: page.dialogOpen });
}

// Plays a UCI move exactly as a human move (the computer's); returns its SAN or null.
/** @returns {string | null} */
export function playMove(/** @type {string} */ uci) {
  const game = page.game;
  if (!game.game || game.review !== null || game.isOver()) return null;
  return requests.play(movePage(), uci, undefined, true);
}

// Calls fn('game') after every change of the game or its display.
export function onChange(/** @type {Follower} */ fn) {
  listeners.push(fn);
}

// The computer was switched on or off, or changed sides: who may move, the undo and redo buttons.
function opponentChanged() {
  if (!page.game.game) return;
  drawBoard();
  render.buttons(panelState());
}

// A question opened (true) or closed: the board takes no moves while one is open.
function questionOpen(/** @type {boolean} */ open) {
  page.dialogOpen = open;
  if (open) page.board.cancel();
  if (page.game.game) drawBoard();
  notify();
}

/**
 * Draws the board into container, binds the questions and follows the page's game.
 * @param {HTMLElement} container
 * @param {GameSession} game
 * @param {Messages} messages
 * @param {Questions} questions
 * @param {PgnPanel} pgnPanel
 * @param {Opponent} opponent
 */
export function setUp(container, game, messages, questions, pgnPanel, opponent) {
  Object.assign(page, { game, messages, questions, pgn: pgnPanel, opponent });
  opponent.panel.onChange(opponentChanged);
  const stored = storageGet(NOTATION_KEY);
  if (stored === 'auto' || moves.LETTER_SETS.some((set) => set === stored))
    page.notation = /** @type {Notation} */ (stored);
  if (storageGet(ORIENTATION_KEY) === 'black') page.orientation = 'black';
  game.setLetters(letters());
  page.board = boardView.create(container, {
    onMove: onBoardMove,
    announce: (text) => {
      /** @type {HTMLElement} */ (byId('board-announce')).textContent = text;
    },
  });
  questions.on('change', questionOpen);
  game.on('change', follow);
  i18n.onChange(relabel);
}
