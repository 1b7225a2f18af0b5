// @ts-check
// The one owner of the game a page shows: the core's game (its tree and the line it stands on),
// the page's record of it (tags, the ending the page decided, revision), the snapshot of the live
// position, the frames of the line, the position shown and the moves undo took back. It changes
// only through its methods, and after each change it tells its subscribers what changed: the
// board and panel, the notes, the engine, the store and the tab link follow it and write nothing
// of it. It draws nothing and knows no page; every position and every node id comes from the core
// (game.view().node names the node a move was played into).
import { GameLine } from './game-line.js';
import * as record from './record.js';

/**
 * @import { GameRecord } from './store-record.js'
 * @import { CoreGame, Replayed } from './game-types.js'
 * @import { GameTree, Letters } from '../../package/types/index.js'
 */

/** The game of one page; see the header. */
export class GameSession extends GameLine {
  /**
   * Changes the tree with fn(game), showing the same move where it is still there; returns the
   * core's error (nothing changed) or null.
   * @param {(game: CoreGame) => void} fn
   * @returns {Error | null}
   */
  editTree(fn) {
    const old = this.view.history.uci.slice();
    const shown = this.shownNode().id;
    try {
      fn(this.game);
    } catch (err) {
      return /** @type {Error} */ (err);
    }
    if (this.game.tree().nodes[shown]) this.game.goTo(shown);
    this.redoList = [];
    this.follow(old);
    this.changed('notes', { save: true });
    return null;
  }

  /**
   * Sets the comment (after the move, or `before` a side line's first move) and the NAGs of a
   * node; returns the core's error or null.
   * @param {number} id
   * @param {{ comment?: string, before?: string, nags?: number[] }} notes
   */
  editNode(id, notes) {
    return this.editTree(function (game) {
      if (notes.nags) game.setNags(id, notes.nags);
      if (typeof notes.comment === 'string') game.setComment(id, notes.comment);
      if (typeof notes.before === 'string') game.setComment(id, notes.before, { before: true });
    });
  }

  /** @param {number} id the node deleted with every move after it @returns {Error | null} */
  deleteLine(id) {
    return this.editTree((game) => game.deleteLine(id));
  }

  /**
   * Moves the side line of a node one place up, or makes it the main line.
   * @param {number} id
   * @param {boolean} [toMain]
   * @returns {Error | null}
   */
  promote(id, toMain) {
    return this.editTree((game) => game.promote(id, { toMain: !!toMain }));
  }

  /**
   * Changes a tag of the game and keeps the record.
   * @param {string} name
   * @param {string} value
   */
  setTag(name, value) {
    const rec = /** @type {GameRecord} */ (this.rec);
    this.changeRecord({ tags: Object.assign({}, rec.tags, { [name]: value }) });
    this.commit();
  }

  /**
   * Takes the SAN letters of the tree and the views (the page's notation or language).
   * @param {Letters} letters
   */
  setLetters(letters) {
    this.letters = letters;
    if (!this.game) return;
    this.takeSnapshot();
    this.changed('letters');
  }

  /**
   * Makes a replayed record (record.replay) the session's game; `save` keeps its record at once.
   * @param {Replayed} r
   * @param {{ save?: boolean }} [options]
   */
  replace(r, options) {
    if (this.game && this.game !== r.game) this.game.delete();
    this.game = r.game;
    this.view = r.view;
    this.frames = r.frames;
    this.rec = r.record;
    this.redoList = [];
    this.review = null;
    this.takeSnapshot();
    this.emit('replaced', /** @type {GameRecord} */ (this.record()));
    if (options && options.save) this.commit();
    this.changed('replaced');
  }

  /**
   * Keeps the game as a game of its own under a new id (both tabs on one game went on with
   * other moves); returns its record.
   * @param {string} id
   * @param {number} now
   * @returns {GameRecord}
   */
  keepAsNewGame(id, now) {
    this.changeRecord({ id: id, created: now, updated: now, rev: '', lineage: [] });
    return /** @type {GameRecord} */ (this.record());
  }

  /**
   * Takes what the store wrote or read for the game: its revision and lineage.
   * @param {{ rev: string, lineage: string[], updated: number }} stored
   */
  noteSaved(stored) {
    this.changeRecord({ rev: stored.rev, lineage: stored.lineage, updated: stored.updated });
  }

  /** @returns {number} the half-moves of the line */
  plies() {
    return this.view ? this.view.history.uci.length : 0;
  }

  /** @returns {GameTree} */
  tree() {
    return this.gameTree;
  }

  /** @returns {string} the PGN of the game (the core writes it with the record's tags) */
  pgnText() {
    return this.game.pgn(record.exportTags(/** @type {GameRecord} */ (this.rec)));
  }
}
