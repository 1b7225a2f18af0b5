// The play page's buttons, fields and keys, each bound to the controller's action: flip, the
// castling buttons, the move box, notation, review (move list, arrows, "to the current
// position"), undo, redo, claim, agree, resign, and the new game (session.js).
//
//   bind(games)   binds every control of the page (games: the tab's games, session.js)
import * as moveList from '../components/move-list/move-list.js';
import { byId } from '../shared/dom.js';
import * as controller from './controller.js';
import * as dialogs from './dialogs.js';

// Binds fn to an event of the element with this id.
function on(id, type, fn) {
  byId(id).addEventListener(type, fn);
}

// Steps through the moves with the arrow keys while the move list has the focus.
function stepWithArrows(ev) {
  if (dialogs.isOpen() || !ev.target.closest || !ev.target.closest('#move-list-wrap')) return;
  const button = { ArrowLeft: 'nav-prev', ArrowRight: 'nav-next' }[ev.key];
  if (!button) return;
  ev.preventDefault();
  byId(button).click();
}

// Binds the page's controls to the controller's actions.
/** @param {{ newGame: () => void }} games the tab's games (session.js) */
export function bind(games) {
  on('flip', 'click', controller.flip);
  on('castle-short', 'click', () => controller.castle(0));
  on('castle-long', 'click', () => controller.castle(1));
  on('move-form', 'submit', function (ev) {
    ev.preventDefault();
    controller.submitMove();
  });
  on('move-input', 'input', controller.clearMoveError);
  on('notation', 'change', () => controller.setNotation(byId('notation').value));
  moveList.reportPicks(byId('move-list'));
  on('move-list', 'move-pick', (ev) => controller.goToNode(ev.detail.node));
  on('nav-first', 'click', () => controller.review(0));
  on('nav-prev', 'click', () => controller.step(-1));
  on('nav-next', 'click', () => controller.step(1));
  on('nav-last', 'click', () => controller.review(null));
  on('to-live', 'click', function () {
    controller.review(null);
    controller.focusBoard();
  });
  on('undo', 'click', controller.undo);
  on('redo', 'click', controller.redo);
  on('claim', 'click', controller.claimDraw);
  on('draw', 'click', controller.agreeDraw);
  on('resign', 'click', controller.resign);
  on('new-game', 'click', () => !dialogs.isOpen() && games.newGame());
  document.addEventListener('keydown', stepWithArrows);
}
