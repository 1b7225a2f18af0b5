// @ts-check
// The new-game dialog: a start number (or back rank, read by the one start-number reader,
// shared/start-number.js: "0518" works), a random start position, or any position as FEN
// (checked by the core). Resolves with the start FEN and number; the session confirms and
// starts the game.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as startNumber from '../shared/start-number.js';
import './words.js';

/**
 * @import { Chess960Api } from './game-types.js'
 * @import { Questions } from './dialogs.js'
 * @typedef {{ startFen: string, startNumber: number | null }} Start a start position
 */

// Returns a field of the dialog, or the dialog or a button of it (play.html has each one).
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

// Shows a refusal under the fields and marks the field that caused it.
/** @param {string} message @param {HTMLElement} input */
function refuse(message, input) {
  part('new-error').textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.focus();
}

/** The new-game dialog of one page; main.js makes it, start(api) binds it once the library is loaded. */
export class NewGameDialog {
  /** @param {Questions} questions asks it as the page's one open question */
  constructor(questions) {
    this.questions = questions;
    /** @type {Chess960Api | null} */
    this.api = null;
  }

  /** @returns {Chess960Api} the loaded library (the buttons wait for it) */
  library() {
    return /** @type {Chess960Api} */ (this.api);
  }

  /** Answers the dialog with the start position typed as a number or back rank. */
  fromNumber() {
    const api = this.library();
    const read = startNumber.read(field('new-number').value, startNumber.apiCore(api), { allowText: true });
    if (read.error) {
      refuse(startNumber.message(read), field('new-number'));
      return;
    }
    this.questions.resolve({ startFen: api.startPosition(read.number).fen, startNumber: read.number });
  }

  /** Answers the dialog with a drawn start position. */
  fromRandom() {
    const p = this.library().randomPosition();
    this.questions.resolve({ startFen: p.fen, startNumber: p.number });
  }

  /** Answers the dialog with any legal position typed as FEN (the core checks it). */
  fromFen() {
    let probe = null;
    try {
      probe = new (this.library().Game)(field('new-fen').value.trim());
      const view = probe.view();
      this.questions.resolve({ startFen: view.fen, startNumber: view.startNumber });
    } catch (err) {
      refuse(i18n.t('play.newFenError', { reason: i18n.error(err) }), field('new-fen'));
    } finally {
      if (probe) probe.delete();
    }
  }

  /**
   * Binds the dialog's buttons to the loaded library.
   * @param {Chess960Api} api
   */
  start(api) {
    this.api = api;
    part('new-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.fromNumber();
    });
    part('new-random').addEventListener('click', () => this.fromRandom());
    part('new-fen-start').addEventListener('click', () => this.fromFen());
    field('new-fen').addEventListener('keydown', (ev) => {
      if (ev.key !== 'Enter') return;
      ev.preventDefault();
      this.fromFen();
    });
  }

  /**
   * Opens the dialog with `number` in the number field.
   * @param {number | null | undefined} number shown at first
   * @returns {Promise<Start | null>} the chosen start, or null when cancelled
   */
  open(number) {
    part('new-error').textContent = '';
    field('new-number').removeAttribute('aria-invalid');
    field('new-fen').removeAttribute('aria-invalid');
    field('new-number').value = number === null || number === undefined ? '' : String(number);
    field('new-fen').value = '';
    return this.questions.ask(part('new-dialog'), [], part('new-cancel'), field('new-number'));
  }
}
