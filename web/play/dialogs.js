// @ts-check
// The questions the play page asks: the promotion piece, "king step or castling?", confirming
// a replaced game, resigning, agreeing a draw; and the modal frame the new-game dialog uses.
// The castling question is a sheet in the side panel (beside the board, below it on a phone),
// so the board stays in view; the others are modal <dialog>s. One question at a time; its
// words follow a language switch. main.js makes one Questions per page; who needs to know
// whether a question is open follows it with on('change', fn).
import * as board from '../board/board.js';
import { byId, el, svg } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { halfMoves } from './counts.js';
import { keepMoves } from './notation.js';
import './words.js';

/**
 * @typedef {[string, object?] | (() => string)} Words a [key, params] pair of the translator, or a function that says it
 * @typedef {{ el: HTMLElement, value: any, label?: Words, primary?: boolean }} Answer a button and the answer it gives
 * @typedef {{ title: Words, text: Words, choices: { label: Words, value: any, primary?: boolean }[] }} Choice
 * @typedef {(target: EventTarget, type: string, fn: (ev: any) => void) => void} Listen
 * @typedef {(on: Listen, finish: (value: any) => void) => () => void} Show opens a question, returns how to close it
 */

// Returns an element of the page's questions (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

// Returns the text of a [key, params] pair, or of a function that says it.
/** @param {Words} spec */
function say(spec) {
  return typeof spec === 'function' ? spec() : t(spec[0], spec[1]);
}

// Returns a small drawing of a piece (letter as in FEN: 'Q' White, 'q' Black) for a button.
/** @param {string} letter */
function pieceIcon(letter) {
  const piece = board.create({ pieces: { a1: letter }, coords: false }).pieceNode('a1');
  piece.removeAttribute('data-piece');
  return svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false', class: 'piece-icon' }, piece);
}

/** The questions of one page, one open at a time; see the header. */
export class Questions {
  constructor() {
    /** @type {{ finish: (value: any) => void, relabel: () => void } | null} the open question */
    this.current = null;
    /** @type {((open: boolean) => void)[]} told when a question opens (true) and closes (false) */
    this.followers = [];
  }

  /**
   * Follows the questions: fn(true) when one opens, fn(false) when it closes.
   * @param {'change'} type
   * @param {(open: boolean) => void} fn
   */
  on(type, fn) {
    if (type === 'change') this.followers.push(fn);
  }

  /**
   * Opens a question: `show` opens it and returns how to close it; resolves with the answer.
   * @param {Show} show
   * @param {Answer[]} buttons
   * @param {() => void} [relabel]
   * @returns {Promise<any>}
   */
  open(show, buttons, relabel) {
    if (this.current) this.current.finish(null);
    return new Promise((resolve) => {
      const before = /** @type {HTMLElement | null} */ (document.activeElement);
      /** @type {[EventTarget, string, (ev: any) => void][]} */
      const listeners = [];
      /** @type {(() => void) | null} */
      let close = null;
      /** @type {Listen} listens to an event until the question closes */
      const on = function (target, type, fn) {
        target.addEventListener(type, fn);
        listeners.push([target, type, fn]);
      };
      // Closes the question and resolves with value (only the first answer counts).
      const finish = (/** @type {any} */ value) => {
        if (!this.current || this.current.finish !== finish) return;
        this.current = null;
        listeners.forEach((l) => l[0].removeEventListener(l[1], l[2]));
        if (close) close();
        if (before && typeof before.focus === 'function' && document.contains(before))
          before.focus({ preventScroll: true });
        this.followers.forEach((fn) => fn(false));
        resolve(value);
      };
      this.current = { finish: finish, relabel: relabel || function () {} };
      buttons.forEach((b) => on(b.el, 'click', () => finish(b.value)));
      this.followers.forEach((fn) => fn(true));
      close = show(on, finish);
    });
  }

  /**
   * Opens a modal dialog with answer buttons; resolves with the answer, null when cancelled.
   * @param {HTMLElement} dialog a <dialog>
   * @param {Answer[]} buttons
   * @param {HTMLElement | null} cancelButton
   * @param {HTMLElement | null} [focusElement]
   * @param {() => void} [relabel] writes its words in the current language
   */
  ask(dialog, buttons, cancelButton, focusElement, relabel) {
    const modal = /** @type {HTMLDialogElement} */ (dialog);
    const all = cancelButton ? buttons.concat([{ el: cancelButton, value: null }]) : buttons;
    return this.open(
      function (on, finish) {
        on(modal, 'cancel', function (ev) {
          ev.preventDefault();
          finish(null);
        });
        on(modal, 'close', () => finish(null));
        if (relabel) relabel();
        modal.showModal();
        const first = focusElement || (buttons[0] && buttons[0].el);
        if (first) first.focus();
        return function () {
          if (modal.open) modal.close();
        };
      },
      all,
      relabel,
    );
  }

  /**
   * Asks with the confirm dialog and buttons made from spec.choices.
   * @param {Choice} spec
   */
  choose(spec) {
    const box = part('confirm-choices');
    box.textContent = '';
    const buttons = spec.choices.map(function (c) {
      const b = box.appendChild(el('button', { type: 'button', class: 'btn' + (c.primary ? ' btn-primary' : '') }));
      return { el: b, value: c.value, label: c.label, primary: c.primary };
    });
    // Writes the dialog's words in the current language.
    function relabel() {
      part('confirm-title').textContent = say(spec.title);
      part('confirm-text').textContent = say(spec.text);
      buttons.forEach((b) => (b.el.textContent = say(b.label)));
    }
    const primary = buttons.filter((b) => b.primary)[0] || buttons[buttons.length - 1];
    return this.ask(part('confirm-dialog'), buttons, null, primary.el, relabel);
  }

  /**
   * Asks which piece a pawn becomes; resolves with the chosen gesture move or null.
   * @param {{ promotion: string }[]} choices the gesture moves q, r, b, n
   * @param {string} color 'w' or 'b'
   */
  promotion(choices, color) {
    const box = part('promo-choices');
    box.textContent = '';
    const buttons = choices.map(function (move) {
      const letter = move.promotion.toUpperCase();
      const key = 'piece.' + letter;
      const icon = pieceIcon(color === 'b' ? move.promotion : letter);
      const label = el('span', { 'data-i18n': key }, t(key));
      const b = el('button', { type: 'button', class: 'btn promo-btn', 'data-promotion': move.promotion }, icon, label);
      box.appendChild(b);
      return { el: b, value: move };
    });
    return this.ask(part('promo-dialog'), buttons, part('promo-cancel'), buttons[0] && buttons[0].el);
  }

  /**
   * Asks on the sheet beside the board whether a king drop is a king step or castling.
   * @param {string} square
   * @param {object} step the king step's move
   * @param {{ side: string }} castle the castling move
   */
  castling(square, step, castle) {
    const sheet = part('castle-dialog');
    // Writes the sheet's words in the current language.
    function relabel() {
      part('castle-text').textContent = say(['play.castleText', { square: square }]);
      part('castle-step').textContent = say(['play.castleKingStep', { square: square }]);
      const san = castle.side === 'h' ? 'O-O' : 'O-O-O';
      part('castle-castle').replaceChildren(...keepMoves(say(['play.castleDo', { san: san }]), [san]));
    }
    const buttons = [
      { el: part('castle-step'), value: step },
      { el: part('castle-castle'), value: castle },
      { el: part('castle-cancel'), value: null },
    ];
    return this.open(
      function (on, finish) {
        on(document, 'keydown', function (ev) {
          if (ev.key !== 'Escape') return;
          ev.preventDefault();
          finish(null);
        });
        relabel();
        sheet.hidden = false;
        part('castle-castle').focus({ preventScroll: true });
        if (typeof sheet.scrollIntoView === 'function') sheet.scrollIntoView({ block: 'nearest' });
        return function () {
          sheet.hidden = true;
        };
      },
      buttons,
      relabel,
    );
  }

  /** Asks who resigns; resolves with the ending 'resign-w' or 'resign-b', or null. */
  resign() {
    return this.choose({
      title: ['play.resignTitle'],
      text: ['play.resignText'],
      choices: [
        { label: ['play.cancel'], value: null },
        { label: ['play.resignWhite'], value: 'resign-w' },
        { label: ['play.resignBlack'], value: 'resign-b' },
      ],
    });
  }

  /** Asks whether both sides agree a draw; resolves with the ending 'agreement', or null. */
  agreeDraw() {
    return this.choose({
      title: ['play.drawTitle'],
      text: ['play.drawText'],
      choices: [
        { label: ['play.cancel'], value: null },
        { label: ['play.drawYes'], value: 'agreement', primary: true },
      ],
    });
  }

  /**
   * Asks before a game with `plies` half-moves is replaced: an unfinished one (kept in the
   * recent list), or one that could not be saved (`unsaved`: lost unless downloaded).
   * @param {number} plies
   * @param {boolean} unsaved
   * @param {(() => string) | null} [instead] says what would replace it
   * @returns {Promise<boolean>}
   */
  confirmReplace(plies, unsaved, instead) {
    const key = unsaved ? 'play.confirmTextUnsaved' : 'play.confirmText';
    return this.choose({
      title: ['play.confirmTitle'],
      text: () => t(key, { moves: halfMoves(plies) }) + (instead ? ' ' + instead() : ''),
      choices: [
        { label: ['play.confirmNo'], value: false },
        { label: ['play.confirmYes'], value: true, primary: true },
      ],
    }).then((v) => v === true);
  }

  /**
   * Answers the open question with value (e.g. the new-game dialog's own buttons).
   * @param {any} value
   */
  resolve(value) {
    if (this.current) this.current.finish(value);
  }

  /** Closes the open question without an answer. */
  cancel() {
    if (this.current) this.current.finish(null);
  }

  /** @returns {boolean} true while a question is open */
  isOpen() {
    return this.current !== null;
  }

  /** Writes the open question's words again after a language switch. */
  relabel() {
    if (this.current) this.current.relabel();
  }
}
