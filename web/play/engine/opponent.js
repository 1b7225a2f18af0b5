// @ts-check
// The computer's moves: when it is the computer's turn in the live position it searches at the
// chosen level and plays through the controller, the same path as a human move (game, move
// list, PGN, saved game). While it is to move the player's moves are refused; undo and redo
// go back to the player's turn (the controller asks it: color(), computerToMove()); playing Black
// turns the board. An answer that is no legal move is never played (see refuse). One opponent
// per page, made by main.js over the page's computer panel.
import * as i18n from '../../shared/i18n.js';
import { positionKey } from './panel.js';

/**
 * @import { EnginePanel } from './panel.js'
 * @import { Messages } from '../messages.js'
 * @import { Found } from './client.js'
 * @import { GameSnapshot } from '../game-types.js'
 * @import { PlayController } from '../controller.js'
 */

const RETRIES = 2; // searches again after an answer the rules refuse, then gives up

/** The computer opponent of one page; see the header. */
export class Opponent {
  /**
   * @param {EnginePanel} panel
   * @param {Messages} messages says an answer the rules refuse above the board
   */
  constructor(panel, messages) {
    this.panel = panel;
    this.messages = messages;
    this.thinkingFor = null; // the key of the position the computer is thinking about
    this.refused = 0; // answers refused in a row
    /** @type {PlayController} set by setUp, before any search */
    this.controller = /** @type {any} */ (null);
  }

  /**
   * Returns true while the computer is to move in the game on the page.
   * @param {GameSnapshot | null} snap
   */
  computerToMove(snap) {
    return !!snap && !snap.over && this.panel.computerColor() === snap.turn;
  }

  /** @returns {'w' | 'b' | null} the computer's colour, null while it does not play */
  color() {
    return this.panel.computerColor();
  }

  // Drops the search the computer runs (the game changed or the computer was switched off).
  cancel() {
    const engine = this.thinkingFor !== null && this.panel.engine();
    this.thinkingFor = null;
    this.panel.status(null);
    if (engine) engine.stop();
  }

  // An answer the rules refuse, or none: the player is told and the computer searches again;
  // after RETRIES such answers in a row it is switched off for the page (panel.fail), and the
  // player plays on with both colours. Never a board waiting for a move that will not come.
  /** @param {Found | undefined} found */
  refuse(found) {
    this.refused++;
    if (this.refused > RETRIES) {
      this.refused = 0;
      this.messages.showNotice(null); // it is not thinking again: the panel says why it stopped
      this.panel.fail(new Error(i18n.t('engine.noLegalAnswer')));
      return;
    }
    this.messages.showNotice('engine.badAnswer', { move: (found && found.uci) || '—' });
    this.update();
  }

  // Starts the computer's search when it is its turn; plays the move it finds.
  update() {
    const panel = this.panel;
    const snap = this.controller.snapshot();
    if (!snap) return;
    if (this.thinkingFor !== null && (this.thinkingFor !== positionKey(snap) || !this.computerToMove(snap)))
      this.cancel();
    if (!this.computerToMove(snap) || !snap.live || snap.dialogOpen) return;
    const key = positionKey(snap);
    const engine = this.thinkingFor === key ? null : panel.engine();
    if (!engine) return;
    this.thinkingFor = key;
    panel.status('engine.thinking');
    engine.bestMove(snap.startFen, panel.settings.level, { moves: snap.moves }).then(
      (found) => {
        if (this.thinkingFor !== key) return;
        this.thinkingFor = null;
        panel.status(null);
        const now = this.controller.snapshot();
        if (!now || positionKey(now) !== key || !this.computerToMove(now)) return;
        if (!found || !found.uci || this.controller.playMove(found.uci) === null) return this.refuse(found);
        if (this.refused) this.messages.showNotice(null); // the notice of a refused answer
        this.refused = 0;
      },
      (error) => {
        if (this.thinkingFor === key) panel.fail(error);
      },
    );
  }

  // Turns the board to the player's side when a game against the computer is set up.
  orient() {
    const settings = this.panel.settings;
    if (settings.on) this.controller.setOrientation(settings.color === 'b' ? 'black' : 'white');
  }

  // Follows the controller and the panel: searches when the computer is to move, turns the board.
  /** @param {PlayController} controller the page's board and panel, which it plays through */
  setUp(controller) {
    this.controller = controller;
    controller.onChange(() => this.update());
    this.panel.onChange((/** @type {string} */ what) => {
      if (what === 'on' || what === 'color') this.orient();
      this.update();
    });
    const settings = this.panel.settings;
    if (settings.on && settings.color === 'b') this.controller.setOrientation('black');
  }
}
