// @ts-check
// The play page's board and panel as followers of the page's game (game-session.js): every change
// the session reports is drawn from its snapshot (the board, the panel, the PGN export, the words
// said), and every gesture (a drop, the move box, a button) is handed to one of its methods (the
// move requests through move-requests.js, with what they need of the page here). The computer
// opponent (engine/) reads the snapshot here (with the question open or not) and plays through
// playMove, like a human move. main.js makes one per page and hands it to the parts that act on
// the board (controls.js, session.js, the opponent, the review panel).
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

// Measures the time from the drop at t0 (performance.now()) to now and to the next frame.
function measureDrop(/** @type {number | undefined} */ t0) {
  if (typeof t0 !== 'number' || typeof performance.measure !== 'function') return;
  performance.measure('chess960.play.drop', { start: t0, end: performance.now() });
  requestAnimationFrame(() => performance.measure('chess960.play.frame', { start: t0, end: performance.now() }));
}

// Returns the status line as drawn (render.status).
const status = () => /** @type {string} */ (/** @type {HTMLElement} */ (byId('status')).textContent);

/** The board and the panel of the play page, following its game; see the header. */
export class PlayController {
  /**
   * Draws the board into container, binds the questions and follows the page's game.
   * @param {HTMLElement} container
   * @param {GameSession} game
   * @param {Messages} messages
   * @param {Questions} questions
   * @param {PgnPanel} pgnPanel
   * @param {Opponent} opponent
   */
  constructor(container, game, messages, questions, pgnPanel, opponent) {
    // What the page shows of the game, none of it the game's: the session owns that.
    this.game = game;
    this.messages = messages;
    this.questions = questions;
    this.pgn = pgnPanel;
    this.opponent = opponent;
    /** @type {Orientation} */
    this.orientation = storageGet(ORIENTATION_KEY) === 'black' ? 'black' : 'white';
    /** @type {Notation} */
    this.notationShown = 'auto';
    const stored = storageGet(NOTATION_KEY);
    if (stored === 'auto' || moves.LETTER_SETS.some((set) => set === stored))
      this.notationShown = /** @type {Notation} */ (stored);
    this.dialogOpen = false;
    /** @type {Follower[]} */
    this.listeners = [];
    /** @type {MovePage} what the move requests (move-requests.js) need of the page */
    this.movePage = {
      game,
      messages,
      questions,
      interactive: () => this.interactive(),
      computerMovesShown: () => this.computerMovesShown(),
      letters: () => this.letters(),
      readingLetters: () => this.readingLetters(),
      drawBoard: () => this.drawBoard(),
    };
    opponent.panel.onChange(() => this.opponentChanged());
    game.setLetters(this.letters());
    /** @type {BoardView} */
    this.board = boardView.create(container, {
      onMove: (from, to, how, t0) => this.onBoardMove(from, to, how, t0),
      announce: (text) => {
        /** @type {HTMLElement} */ (byId('board-announce')).textContent = text;
      },
    });
    questions.on('change', (/** @type {boolean} */ open) => this.questionOpen(open));
    game.on('change', (change) => this.follow(change));
    i18n.onChange(() => this.relabel());
  }

  // Returns the SAN letters of the move list: the chosen notation, else the page's language.
  /** @returns {Letters} */
  letters() {
    if (this.notationShown !== 'auto') return this.notationShown;
    return moves.languageLetters(i18n.lang());
  }

  // Returns the letters the move box reads (then English): the notation's language, else the
  // page's (figurines are read in any set).
  /** @returns {Letters} */
  readingLetters() {
    const shown = this.letters();
    return shown === 'figurine' ? moves.languageLetters(i18n.lang()) : shown;
  }

  // Returns the computer's colour ('w', 'b') or null.
  computer() {
    return this.opponent.color();
  }

  // Returns true while human moves are refused: the computer is to move.
  blocked() {
    return this.opponent.computerToMove(this.snapshot());
  }

  // Returns true while the board and the move box take moves: in the live position until the
  // game ends; in an earlier one (a side line starts there) unless it is the computer's move there.
  interactive() {
    const game = this.game;
    if (this.dialogOpen || this.blocked()) return false;
    if (game.review === null) return !game.isOver();
    return lines.turnAt(game.view, game.review) !== this.computer();
  }

  // Returns true when an earlier position is shown in which the computer is to move (the only
  // reason interactive() refuses a move there that the player cannot see).
  computerMovesShown() {
    const game = this.game;
    if (game.review === null || this.dialogOpen || this.blocked()) return false;
    return lines.turnAt(game.view, game.review) === this.computer();
  }

  // Returns what the panel is drawn from.
  /** @returns {PanelState} */
  panelState() {
    const game = this.game;
    return {
      record: game.lineRecord(),
      view: game.view,
      tree: game.tree(),
      frames: game.frames,
      review: game.review,
      canUndo: game.canUndo(this.computer()),
      canRedo: game.canRedo(this.computer()),
    };
  }

  // Draws the board: the live position or the one reviewed.
  drawBoard() {
    const game = this.game;
    const ply = game.shownPly();
    const label =
      game.review === null
        ? t('play.svgLabel', { ply: ply, side: speech.sideName(game.view.turn) })
        : t('play.svgLabelReview', { ply: ply });
    const open = this.interactive();
    this.board.show({
      frame: game.frames[ply],
      view: open && game.review !== null ? game.atShown((core) => core.view({ letters: this.letters() })) : game.view,
      interactive: open,
      live: game.review === null,
      orientation: this.orientation,
      label: label,
    });
  }

  // Tells the followers (onChange) that the game or its display changed, each on its own.
  notify() {
    this.listeners.slice().forEach(function (fn) {
      try {
        fn('game');
      } catch {
        // a follower's failure is its own
      }
    });
  }

  // Draws board, panel and PGN export.
  draw() {
    this.drawBoard();
    render.all(this.panelState());
    this.pgn.render();
  }

  /**
   * Draws what the session reports, then tells the add-ons.
   * @param {GameChange} change
   */
  follow(change) {
    const kind = change.kind;
    if (kind === 'move') {
      this.drawBoard();
      measureDrop(change.at);
      this.messages.moveError(null);
      render.all(this.panelState());
      this.pgn.render();
      this.messages.announce(speech.words(this.game.frames[this.game.shownPly()].facts));
    } else if (kind === 'shown') {
      this.board.cancel();
      this.drawBoard();
      render.shown(this.panelState());
    } else if (kind === 'letters') {
      render.reset();
      this.draw();
    } else {
      if (kind === 'replaced') {
        this.questions.cancel();
        render.reset();
        this.pgn.fillTags(/** @type {GameRecord} the game just put in */ (this.game.record()));
      }
      if (kind === 'line') this.board.cancel();
      this.messages.moveError(null);
      this.draw();
    }
    this.notify();
  }

  // A piece was dropped on a legal target: play it, or ask what the drop means.
  /** @param {string} from @param {string} to @param {string} [_how] @param {number} [t0] the gesture's performance.now() */
  onBoardMove(from, to, _how, t0) {
    requests.onBoardMove(this.movePage, from, to, t0);
  }

  // Plays the text of the move box from the position shown (or says why not).
  submitMove() {
    requests.submitMove(this.movePage);
  }

  // Castles to one side with the O-O / O-O-O buttons (0: O-O, 1: O-O-O).
  castle(/** @type {number} */ index) {
    requests.castle(this.movePage, index);
  }

  // Takes back a decided ending, else the last move (against the computer also its reply).
  undo() {
    if (!this.dialogOpen) this.game.undo(this.computer());
  }

  // Plays again what undo took back (against the computer, up to the player's turn).
  redo() {
    this.game.redo(this.computer());
  }

  // Ends the game as the question (the resign or the draw question) decides, and says so.
  /** @param {() => Promise<GameRecord['ending'] | null>} question */
  decide(question) {
    if (this.dialogOpen || this.game.isOver()) return;
    question().then((ending) => {
      if (!ending) return;
      this.game.end(ending);
      this.messages.announce(status());
    });
  }

  // Asks who resigns, or whether both sides agree a draw, and ends the game so.
  resign() {
    this.decide(() => this.questions.resign());
  }
  agreeDraw() {
    this.decide(() => this.questions.agreeDraw());
  }

  // Ends the game as a claimed draw (threefold repetition, fifty moves) when one can be claimed.
  claimDraw() {
    try {
      this.game.claimDraw();
    } catch {
      return;
    }
    this.messages.announce(status());
  }

  // Shows the position after half-move ply (null or the last ply: the live position).
  review(/** @type {number | null} */ ply) {
    this.game.show(ply);
  }

  // Steps the review by delta half-moves from the position shown (no step beyond the live one).
  step(/** @type {number} */ delta) {
    const game = this.game;
    if (game.review === null && delta > 0) return;
    game.show(game.shownPly() + delta);
  }

  // Shows a move of the tree: its line becomes the game's line.
  goToNode(/** @type {number} */ id) {
    this.game.goTo(id);
  }

  // Changes a tag of the game (kept by the session) and redraws the PGN export.
  /** @param {string} name @param {string} value */
  setTag(name, value) {
    this.game.setTag(name, value);
    this.pgn.render();
  }

  // Redraws everything after a language or notation change.
  relabel() {
    if (!this.game.game) return;
    this.game.setLetters(this.letters());
    this.board.relabel();
    this.questions.relabel();
    this.messages.relabel();
  }

  // Shows the moves in another notation (remembered).
  /** @param {string} value 'auto' or a letter set (the notation select offers no other) */
  setNotation(value) {
    this.notationShown = /** @type {Notation} */ (value);
    storageSet(NOTATION_KEY, value);
    this.relabel();
  }

  // Returns the notation of the move list ('auto' or a letter set).
  /** @returns {Notation} */
  notation() {
    return this.notationShown;
  }

  // Turns the board so that `value` ('white' or 'black') is at the bottom (remembered).
  setOrientation(/** @type {string} */ value) {
    this.orientation = value === 'black' ? 'black' : 'white';
    storageSet(ORIENTATION_KEY, this.orientation);
    if (this.game.game) this.drawBoard();
  }

  // Turns the board round.
  flip() {
    this.setOrientation(this.orientation === 'white' ? 'black' : 'white');
  }

  // Focuses the board.
  focusBoard() {
    this.board.focus();
  }

  // Shows a position before the game has started (the first diagram, with a move it took).
  /** @param {Pieces} pieces @param {string[]} lastMove */
  showEarly(pieces, lastMove) {
    const frame = { pieces, lastMove, check: null };
    this.board.show({ frame, view: null, interactive: false, live: true, orientation: this.orientation, label: '' });
  }

  // Returns what the computer opponent needs to know about the game: the session's snapshot and
  // whether a question is open.
  /** @returns {(GameSnapshot & { dialogOpen: boolean }) | null} */
  snapshot() {
    const snap = this.game.snapshot();
    return snap && Object.assign(snap, { dialogOpen: this.dialogOpen });
  }

  // Plays a UCI move exactly as a human move (the computer's); returns its SAN or null.
  /** @returns {string | null} */
  playMove(/** @type {string} */ uci) {
    const game = this.game;
    if (!game.game || game.review !== null || game.isOver()) return null;
    return requests.play(this.movePage, uci, undefined, true);
  }

  // Calls fn('game') after every change of the game or its display.
  onChange(/** @type {Follower} */ fn) {
    this.listeners.push(fn);
  }

  // The computer was switched on or off, or changed sides: who may move, the undo and redo buttons.
  opponentChanged() {
    if (!this.game.game) return;
    this.drawBoard();
    render.buttons(this.panelState());
  }

  // A question opened (true) or closed: the board takes no moves while one is open.
  questionOpen(/** @type {boolean} */ open) {
    this.dialogOpen = open;
    if (open) this.board.cancel();
    if (this.game.game) this.drawBoard();
    this.notify();
  }
}
