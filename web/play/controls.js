// @ts-check
// The play page's buttons, fields and keys, each bound to the controller's action: flip, the
// castling buttons, the move box, notation, review (move list, arrows, "to the current
// position"), undo, redo, claim, agree, resign, and the new game (session.js).
import * as moveList from '../components/move-list/move-list.js';
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { LETTER_SETS } from './moves.js';

/**
 * @import { MovePick } from '../components/move-list/move-list.js'
 * @import { Messages } from './messages.js'
 * @import { Questions } from './dialogs.js'
 * @import { PlayController } from './controller.js'
 */

// Returns a control of the page (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// Adds an option per letter set of the library (after "as the page") to the notation setting,
// each worded by its key play.notation.<set>, so that a set added to the core's table appears here.
export function notationChoices() {
  const select = part('notation');
  for (const set of LETTER_SETS) {
    const option = document.createElement('option');
    option.value = set;
    option.setAttribute('data-i18n', `play.notation.${set}`);
    option.textContent = i18n.t(`play.notation.${set}`);
    select.append(option);
  }
}

// Binds fn to an event of the element with this id.
/** @param {string} id @param {string} type @param {(ev: Event) => void} fn */
function on(id, type, fn) {
  part(id).addEventListener(type, fn);
}

// Steps through the moves with the arrow keys while the move list has the focus.
/** @param {Questions} questions @param {KeyboardEvent} ev */
function stepWithArrows(questions, ev) {
  const target = /** @type {Element | null} */ (ev.target);
  if (questions.isOpen() || !target || !target.closest || !target.closest('#move-list-wrap')) return;
  const button = ev.key === 'ArrowLeft' ? 'nav-prev' : ev.key === 'ArrowRight' ? 'nav-next' : null;
  if (!button) return;
  ev.preventDefault();
  part(button).click();
}

// Binds the page's controls to the controller's actions.
/**
 * @param {PlayController} controller the board and panel
 * @param {{ newGame: () => void }} games the tab's games (session.js)
 * @param {Messages} messages the move box's error
 * @param {Questions} questions the page's questions (no new game while one is open)
 */
export function bind(controller, games, messages, questions) {
  on('flip', 'click', () => controller.flip());
  on('castle-short', 'click', () => controller.castle(0));
  on('castle-long', 'click', () => controller.castle(1));
  on('move-form', 'submit', function (ev) {
    ev.preventDefault();
    controller.submitMove();
  });
  on('move-input', 'input', () => messages.clearMoveError());
  on('notation', 'change', () => controller.setNotation(part('notation').value));
  moveList.reportPicks(part('move-list'));
  on('move-list', 'move-pick', (ev) => controller.goToNode(/** @type {CustomEvent<MovePick>} */ (ev).detail.node));
  on('nav-first', 'click', () => controller.review(0));
  on('nav-prev', 'click', () => controller.step(-1));
  on('nav-next', 'click', () => controller.step(1));
  on('nav-last', 'click', () => controller.review(null));
  on('to-live', 'click', function () {
    controller.review(null);
    controller.focusBoard();
  });
  on('undo', 'click', () => controller.undo());
  on('redo', 'click', () => controller.redo());
  on('claim', 'click', () => controller.claimDraw());
  on('draw', 'click', () => controller.agreeDraw());
  on('resign', 'click', () => controller.resign());
  on('new-game', 'click', () => !questions.isOpen() && games.newGame());
  document.addEventListener('keydown', (ev) => stepWithArrows(questions, ev));
}
