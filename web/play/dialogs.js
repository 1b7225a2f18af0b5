// @ts-nocheck
// The questions the play page asks: the promotion piece, "king step or castling?", confirming
// a replaced game, resigning, agreeing a draw; and the modal frame the new-game dialog uses.
// The castling question is a sheet in the side panel (beside the board, below it on a phone),
// so the board stays in view; the others are modal <dialog>s. One question at a time; its
// words follow a language switch.
//
//   setUp({ onOpen(), onClose() })    told when a question opens and closes
//   ask(dialog, buttons, cancelButton, focusElement, relabel) -> Promise(value | null)
//   choose({ title, text, choices: [{ label, value, primary }] }) -> Promise(value | null)
//                                      texts as [key, params] of the translator, or functions
//   promotion(choices, color) -> Promise(move | null)   choices: gesture moves q, r, b, n
//   castling(square, step, castling) -> Promise(move | null)
//   confirmReplace(plies, unsaved, instead()) -> Promise(true | false)
//   resign() -> Promise('resign-w' | 'resign-b' | null);  agreeDraw() -> Promise('agreement' | null)
//   resolve(value), cancel(), isOpen(), relabel()
import * as board from '../board/board.js';
import { byId, el, svg } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { halfMoves } from './counts.js';
import { keepMoves } from './notation.js';
import './words.js';

let hooks = { onOpen: function () {}, onClose: function () {} };
let current = null; // { finish(value), relabel() }

// Returns the text of a [key, params] pair, or of a function that says it.
function say(spec) {
  return typeof spec === 'function' ? spec() : t(spec[0], spec[1]);
}

// Opens a question: `show` opens it and returns how to close it; resolves with the answer.
function open(show, buttons, relabel) {
  if (current) current.finish(null);
  return new Promise(function (resolve) {
    const before = document.activeElement;
    const listeners = [];
    let close = null;
    // Listens to an event until the question closes.
    function on(target, type, fn) {
      target.addEventListener(type, fn);
      listeners.push([target, type, fn]);
    }
    // Closes the question and resolves with value (only the first answer counts).
    function finish(value) {
      if (!current || current.finish !== finish) return;
      current = null;
      listeners.forEach((l) => l[0].removeEventListener(l[1], l[2]));
      if (close) close();
      if (before && typeof before.focus === 'function' && document.contains(before))
        before.focus({ preventScroll: true });
      hooks.onClose();
      resolve(value);
    }
    current = { finish: finish, relabel: relabel || function () {} };
    buttons.forEach((b) => on(b.el, 'click', () => finish(b.value)));
    hooks.onOpen();
    close = show(on, finish);
  });
}

// Opens a modal dialog with answer buttons (see the header).
export function ask(dialog, buttons, cancelButton, focusElement, relabel) {
  const all = cancelButton ? buttons.concat([{ el: cancelButton, value: null }]) : buttons;
  return open(
    function (on, finish) {
      on(dialog, 'cancel', function (ev) {
        ev.preventDefault();
        finish(null);
      });
      on(dialog, 'close', () => finish(null));
      if (relabel) relabel();
      dialog.showModal();
      const first = focusElement || (buttons[0] && buttons[0].el);
      if (first) first.focus();
      return function () {
        if (dialog.open) dialog.close();
      };
    },
    all,
    relabel,
  );
}

// Asks with the confirm dialog and buttons made from spec.choices.
export function choose(spec) {
  const box = byId('confirm-choices');
  box.textContent = '';
  const buttons = spec.choices.map(function (c) {
    const b = box.appendChild(el('button', { type: 'button', class: 'btn' + (c.primary ? ' btn-primary' : '') }));
    return { el: b, value: c.value, label: c.label, primary: c.primary };
  });
  // Writes the dialog's words in the current language.
  function relabel() {
    byId('confirm-title').textContent = say(spec.title);
    byId('confirm-text').textContent = say(spec.text);
    buttons.forEach((b) => (b.el.textContent = say(b.label)));
  }
  const primary = buttons.filter((b) => b.primary)[0] || buttons[buttons.length - 1];
  return ask(byId('confirm-dialog'), buttons, null, primary.el, relabel);
}

// Returns a small drawing of a piece (letter as in FEN: 'Q' White, 'q' Black) for a button.
function pieceIcon(letter) {
  const piece = board.create({ pieces: { a1: letter }, coords: false }).pieceNode('a1');
  piece.removeAttribute('data-piece');
  return svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false', class: 'piece-icon' }, piece);
}

// Asks which piece a pawn becomes; resolves with the chosen gesture move or null.
export function promotion(choices, color) {
  const box = byId('promo-choices');
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
  return ask(byId('promo-dialog'), buttons, byId('promo-cancel'), buttons[0] && buttons[0].el);
}

// Asks on the sheet beside the board whether a king drop is a king step or castling.
export function castling(square, step, castle) {
  const sheet = byId('castle-dialog');
  // Writes the sheet's words in the current language.
  function relabel() {
    byId('castle-text').textContent = say(['play.castleText', { square: square }]);
    byId('castle-step').textContent = say(['play.castleKingStep', { square: square }]);
    const san = castle.side === 'h' ? 'O-O' : 'O-O-O';
    byId('castle-castle').replaceChildren(...keepMoves(say(['play.castleDo', { san: san }]), [san]));
  }
  const buttons = [
    { el: byId('castle-step'), value: step },
    { el: byId('castle-castle'), value: castle },
    { el: byId('castle-cancel'), value: null },
  ];
  return open(
    function (on, finish) {
      on(document, 'keydown', function (ev) {
        if (ev.key !== 'Escape') return;
        ev.preventDefault();
        finish(null);
      });
      relabel();
      sheet.hidden = false;
      byId('castle-castle').focus({ preventScroll: true });
      if (typeof sheet.scrollIntoView === 'function') sheet.scrollIntoView({ block: 'nearest' });
      return function () {
        sheet.hidden = true;
      };
    },
    buttons,
    relabel,
  );
}

// Asks who resigns; resolves with the ending 'resign-w' or 'resign-b', or null.
export function resign() {
  return choose({
    title: ['play.resignTitle'],
    text: ['play.resignText'],
    choices: [
      { label: ['play.cancel'], value: null },
      { label: ['play.resignWhite'], value: 'resign-w' },
      { label: ['play.resignBlack'], value: 'resign-b' },
    ],
  });
}

// Asks whether both sides agree a draw; resolves with the ending 'agreement', or null.
export function agreeDraw() {
  return choose({
    title: ['play.drawTitle'],
    text: ['play.drawText'],
    choices: [
      { label: ['play.cancel'], value: null },
      { label: ['play.drawYes'], value: 'agreement', primary: true },
    ],
  });
}

// Asks before a game with `plies` half-moves is replaced: an unfinished one (kept in the recent
// list), or one that could not be saved (`unsaved`: lost unless downloaded); `instead()` says
// what would replace it.
export function confirmReplace(plies, unsaved, instead) {
  const key = unsaved ? 'play.confirmTextUnsaved' : 'play.confirmText';
  return choose({
    title: ['play.confirmTitle'],
    text: () => t(key, { moves: halfMoves(plies) }) + (instead ? ' ' + instead() : ''),
    choices: [
      { label: ['play.confirmNo'], value: false },
      { label: ['play.confirmYes'], value: true, primary: true },
    ],
  }).then((v) => v === true);
}

// Sets the functions told when a question opens and closes.
export function setUp(h) {
  hooks = Object.assign({ onOpen: function () {}, onClose: function () {} }, h);
}

// Answers the open question with value (e.g. the new-game dialog's own buttons).
export function resolve(value) {
  if (current) current.finish(value);
}

// Closes the open question without an answer.
export function cancel() {
  if (current) current.finish(null);
}

// Returns true while a question is open.
export function isOpen() {
  return current !== null;
}

// Writes the open question's words again after a language switch.
export function relabel() {
  if (current) current.relabel();
}
