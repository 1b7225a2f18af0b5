// @ts-check
// The line of a page's game, the base of web/play/game-session.js (the one owner, which adds the
// edits of notes and tags and the replacing of the game): the core's game, the page's record of
// it, the snapshot of the live position, the frames of the line, the position shown and the
// moves undo took back; moves, undo, redo, endings, going to a position or another line. Every
// position and every node id comes from the core (the view of game.view() names the node a move was
// played into).
import { GameEvents } from './game-events.js';
import { annotated, lineFrames, lineIds, mainMoves, onMainLine } from './lines.js';
import * as record from './record.js';
import { afterMove, redoCount, undoCount } from './undo.js';

/**
 * @import { GameTree, Letters, MoveDetails, TreeNode } from '../../package/types/index.js'
 * @import { GameRecord } from './store-record.js'
 * @import { ChangeKind, Chess960Api, Computer, CoreGame, Frame, GameChange, GameSnapshot,
 *   GameView } from './game-types.js'
 */

const DECIDED = ['resign-w', 'resign-b', 'agreement', 'pgn']; // endings undo takes back first

/** The line of the game of one page: its moves, undo, redo and the position shown. */
export class GameLine extends GameEvents {
  constructor() {
    super();
    // api, game and view are set (start(), replace()) before any method that reads them runs.
    /** @type {Chess960Api} */
    this.api = /** @type {any} */ (null);
    /** @type {CoreGame} */
    this.game = /** @type {any} */ (null);
    /** @type {GameRecord | null} never changed in place: every change makes a new record */
    this.rec = null;
    /** @type {GameView} the snapshot of the live position */
    this.view = /** @type {any} */ (null);
    /** @type {GameTree} game.tree() in the session's letters, grown by each move played */
    this.gameTree = { current: 0, nodes: [] };
    this.onMain = true;
    /** @type {Frame[]} frames[ply]: what the board shows after half-move ply */
    this.frames = [];
    /** @type {string[]} UCI moves taken back, the last one is redone first */
    this.redoList = [];
    /** @type {number | null} the half-move shown, null for the live position */
    this.review = null;
    /** @type {Letters} */
    this.letters = 'en';
  }

  /**
   * Tells what changed, then keeps the record when the change is one to save.
   * @param {ChangeKind} kind
   * @param {{ at?: number, save?: boolean }} [options]
   */
  changed(kind, options) {
    /** @type {GameChange} */
    const change = { kind, snapshot: this.snapshot() };
    if (options && options.at !== undefined) change.at = options.at;
    this.emit('change', change);
    if (options && options.save) this.commit();
  }

  /** Makes the record follow the game and hands it to the 'record' subscribers. */
  commit() {
    const rec = /** @type {GameRecord} */ (this.rec);
    const text = annotated(this.gameTree) ? this.game.pgn(record.exportTags(rec)) : '';
    const tree = { moves: mainMoves(this.gameTree), text: text, onMain: this.onMain };
    this.rec = record.updated(rec, this.view, Date.now(), tree);
    this.emit('record', /** @type {GameRecord} */ (this.record()));
  }

  /** @param {Chess960Api} api the library, once it has loaded */
  start(api) {
    this.api = api;
  }

  /** @param {Partial<GameRecord>} fields */
  changeRecord(fields) {
    this.rec = Object.assign({}, this.rec, fields);
  }

  /** Asks the core for the snapshot of the live position and the tree. */
  takeSnapshot() {
    this.view = this.game.view({ letters: this.letters });
    this.gameTree = this.game.tree({ letters: this.letters });
    this.onMain = onMainLine(this.gameTree);
  }

  /** Adds the move just played at the end of the line to the tree under the core's id for it. */
  grow() {
    const id = this.view.node;
    const nodes = this.gameTree.nodes.slice();
    const parent = /** @type {TreeNode} */ (nodes[this.gameTree.current]);
    const last = /** @type {MoveDetails} a move was just played */ (this.view.lastMove);
    nodes[parent.id] = Object.assign({}, parent, { children: parent.children.concat(id) });
    while (nodes.length < id) nodes.push(null);
    nodes[id] = {
      id: id,
      parent: parent.id,
      children: [],
      ply: parent.ply + 1,
      san: last.san,
      uci: last.uci,
      commentBefore: '',
      comment: '',
      nags: [],
      clock: null,
      emt: null,
      eval: null,
    };
    this.gameTree = { current: id, nodes: nodes };
  }

  /**
   * Makes the core stand at the end of the line through the node it stands on, with that node
   * shown; the frames are rebuilt from where the line leaves `old` (the UCI moves shown before).
   * @param {string[]} old
   */
  follow(old) {
    const at = this.game.historyUci().length;
    const line = this.game.line();
    let same = 0;
    while (same < line.length && same < old.length && line[same].uci === old[same]) same++;
    this.frames = lineFrames(this.game, this.frames, same + 1, this.letters, record.frame);
    this.takeSnapshot();
    this.review = at < line.length ? at : null;
  }

  /** Clears an agreement or a PGN's result once the main line goes on, and shows the live end. */
  settle() {
    const ending = this.rec ? this.rec.ending : '';
    if (this.onMain && (ending === 'agreement' || ending === 'pgn')) this.changeRecord({ ending: '' });
    this.review = null;
  }

  /**
   * Plays a move from the position shown: at the live end it extends the line; from an earlier
   * position the line's next move steps on, another starts a side line (or follows the one that
   * plays it). Returns its SAN; throws the core's error and changes nothing when it is refused.
   * @param {string} uci
   * @param {number} [at] performance.now() of the gesture
   * @returns {string}
   */
  play(uci, at) {
    if (this.review !== null) return this.playFromShown(uci, at);
    const before = this.view;
    this.game.play(uci);
    this.view = this.game.view({ letters: this.letters });
    this.grow();
    this.frames.push(record.frame(this.view, before));
    const last = /** @type {MoveDetails} */ (this.view.lastMove);
    this.redoList = afterMove(this.redoList, last.uci);
    this.settle();
    this.changed('move', { at, save: true });
    return last.san;
  }

  /** @param {string} uci @param {number} [at] @returns {string} */
  playFromShown(uci, at) {
    const old = this.view.history.uci.slice();
    const ids = lineIds(this.gameTree);
    let san;
    this.game.goTo(ids[/** @type {number} */ (this.review)]);
    try {
      san = this.game.play(uci, { letters: this.letters });
    } catch (err) {
      this.game.goTo(ids[ids.length - 1]);
      throw err;
    }
    this.redoList = [];
    this.follow(old);
    this.changed('move', { at, save: true });
    return san;
  }

  /**
   * Returns fn(game) asked with the core standing on the position shown (fn only reads).
   * @template T
   * @param {(game: CoreGame) => T} fn
   * @returns {T}
   */
  atShown(fn) {
    if (this.review === null) return fn(this.game);
    const ids = lineIds(this.gameTree);
    this.game.goTo(ids[this.review]);
    try {
      return fn(this.game);
    } finally {
      this.game.goTo(ids[ids.length - 1]);
    }
  }

  /**
   * Returns fn(copy) for a copy of the game at the position shown (deleted afterwards).
   * @template T
   * @param {(copy: CoreGame) => T} fn
   * @returns {T}
   */
  onCopy(fn) {
    const copy = this.atShown((game) => game.clone());
    try {
      return fn(copy);
    } finally {
      copy.delete();
    }
  }

  /** @param {Computer} computer @returns {boolean} */
  canUndo(computer) {
    const ending = this.rec ? this.rec.ending : '';
    return DECIDED.indexOf(ending) >= 0 || undoCount(this.view, computer) > 0;
  }

  /** @param {Computer} computer @returns {boolean} */
  canRedo(computer) {
    return redoCount(this.view, this.redoList, computer, this.isOver()) > 0;
  }

  /** @returns {boolean} the main line holds an ending the page decided */
  decided() {
    return this.onMain && !!this.rec && DECIDED.indexOf(this.rec.ending) >= 0;
  }

  /**
   * Takes back a decided ending, else the last move (against the computer also its reply); a
   * side line's last move taken back shows the move it branched from.
   * @param {Computer} computer
   */
  undo(computer) {
    if (this.decided()) return this.end('');
    const count = undoCount(this.view, computer);
    const uci = this.view.history.uci.slice();
    for (let i = 0; i < count; i++) {
      this.redoList.push(uci[uci.length - 1 - i]);
      this.game.undo();
      this.frames.pop();
    }
    if (!count) return;
    if (this.onMain) this.changeRecord({ ending: '' });
    this.follow(uci);
    this.changed('line', { save: true });
  }

  /**
   * Plays again what undo took back (against the computer, up to the player's turn), from the
   * position shown.
   * @param {Computer} computer
   */
  redo(computer) {
    const count = redoCount(this.view, this.redoList, computer, this.isOver());
    if (!count) return;
    const old = this.view.history.uci.slice();
    if (this.review !== null) this.game.goTo(this.nodeAt(this.review));
    for (let i = 0; i < count; i++) {
      try {
        this.game.play(/** @type {string} redoCount() counts what the list holds */ (this.redoList.pop()));
      } catch {
        this.redoList = [];
        break;
      }
    }
    this.follow(old);
    if (this.review === null) this.settle();
    this.changed('move', { save: true });
  }

  /**
   * Ends the game with an ending the page decides ('resign-w', 'agreement', 'claim', …; '' takes
   * one back).
   * @param {GameRecord['ending']} ending
   */
  end(ending) {
    this.changeRecord({ ending: ending });
    this.takeSnapshot();
    this.review = null;
    this.changed('ending', { save: true });
  }

  /** Ends the game as a claimed draw; throws the core's error when none can be claimed. */
  claimDraw() {
    this.game.claimDraw();
    this.end('claim');
  }

  /**
   * Shows the position after half-move ply (null or the last ply: the live position).
   * @param {number | null} ply
   */
  show(ply) {
    const plies = this.frames.length - 1;
    this.review = ply === null || ply >= plies ? null : Math.max(0, ply);
    this.changed('shown');
  }

  /**
   * Shows a move of the tree: its line becomes the game's line, the board shows the move.
   * @param {number} id
   */
  goTo(id) {
    const tree = this.gameTree;
    if (lineIds(tree).indexOf(id) >= 0) return this.show(/** @type {TreeNode} */ (tree.nodes[id]).ply);
    const old = this.view.history.uci.slice();
    try {
      this.game.goTo(id);
    } catch {
      return;
    }
    this.redoList = [];
    this.follow(old);
    this.changed('line');
  }

  /** @returns {GameRecord | null} a copy of the record (null before the first game) */
  record() {
    if (!this.rec) return null;
    return Object.assign({}, this.rec, { moves: this.rec.moves.slice(), tags: Object.assign({}, this.rec.tags) });
  }

  /** @returns {GameRecord} the record as it holds for the line shown: a side line has no decided ending */
  lineRecord() {
    const rec = /** @type {GameRecord} */ (this.rec);
    return this.onMain ? rec : Object.assign({}, rec, { ending: '', result: '*' });
  }

  /** @returns {boolean} the game has ended (the core's end or one the page decided) */
  isOver() {
    return record.result(this.lineRecord(), this.view) !== '*';
  }

  /** @param {number} ply @returns {number} the id of the node at half-move ply of the line shown */
  nodeAt(ply) {
    return lineIds(this.gameTree)[ply];
  }

  /** @returns {number} the half-move the board shows */
  shownPly() {
    return this.review === null ? this.frames.length - 1 : this.review;
  }

  /** @returns {TreeNode} the tree's node the board shows */
  shownNode() {
    return /** @type {TreeNode} */ (this.gameTree.nodes[this.nodeAt(this.shownPly())]);
  }

  /** @returns {GameSnapshot | null} */
  snapshot() {
    if (!this.game || !this.rec) return null;
    return {
      startFen: this.rec.startFen,
      moves: this.view.history.uci.slice(),
      shown: this.review === null ? this.view.history.uci.length : this.review,
      fen: this.view.fen,
      turn: this.view.turn,
      moveNumber: this.view.moveNumber,
      over: this.isOver(),
      live: this.review === null,
      letters: this.letters,
    };
  }
}
