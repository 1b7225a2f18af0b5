// @ts-nocheck
// The computer's moves: when it is the computer's turn in the live position it searches at the
// chosen level and plays through the controller, the same path as a human move (game, move
// list, PGN, saved game). While it is to move the player's moves are refused; undo and redo
// go back to the player's turn (the controller asks for the computer's colour); playing Black
// turns the board. An answer that is no legal move is never played (see refuse).
//
//   setUp()    joins the controller; update() follows the game
import * as i18n from '../../shared/i18n.js';
import * as controller from '../controller.js';
import * as panel from './panel.js';

let thinkingFor = null; // the key of the position the computer is thinking about

// Returns true while the computer is to move in the game on the page.
function computerToMove(snap) {
  return !!snap && !snap.over && panel.computerColor() === snap.turn;
}

// Drops the search the computer runs (the game changed or the computer was switched off).
function cancel() {
  const engine = thinkingFor !== null && panel.engine();
  thinkingFor = null;
  panel.status(null);
  if (engine) engine.stop();
}

const RETRIES = 2; // searches again after an answer the rules refuse, then gives up
let refused = 0; // answers refused in a row

// An answer the rules refuse, or none: the player is told and the computer searches again; after
// RETRIES such answers in a row it is switched off for the page (panel.fail), and the player
// plays on with both colours. Never a board waiting for a move that will not come.
function refuse(found) {
  refused++;
  if (refused > RETRIES) {
    refused = 0;
    controller.showNotice(null); // it is not thinking again: the panel says why it stopped
    panel.fail(new Error(i18n.t('engine.noLegalAnswer')));
    return;
  }
  controller.showNotice('engine.badAnswer', { move: (found && found.uci) || '—' });
  update();
}

// Starts the computer's search when it is its turn; plays the move it finds.
export function update() {
  const snap = controller.snapshot();
  if (!snap) return;
  if (thinkingFor !== null && (thinkingFor !== panel.key(snap) || !computerToMove(snap))) cancel();
  if (!computerToMove(snap) || !snap.live || snap.dialogOpen) return;
  const key = panel.key(snap);
  const engine = thinkingFor === key ? null : panel.engine();
  if (!engine) return;
  thinkingFor = key;
  panel.status('engine.thinking');
  engine.bestMove(snap.startFen, panel.settings.level, { moves: snap.moves }).then(
    function (found) {
      if (thinkingFor !== key) return;
      thinkingFor = null;
      panel.status(null);
      const now = controller.snapshot();
      if (!now || panel.key(now) !== key || !computerToMove(now)) return;
      if (!found || !found.uci || controller.playMove(found.uci) === null) return refuse(found);
      if (refused) controller.showNotice(null); // the notice of a refused answer
      refused = 0;
    },
    function (error) {
      if (thinkingFor === key) panel.fail(error);
    },
  );
}

// Turns the board to the player's side when a game against the computer is set up.
function orient() {
  if (panel.settings.on) controller.setOrientation(panel.settings.color === 'b' ? 'black' : 'white');
}

// Tells the controller when the player may move and who the computer is (redraws board, buttons).
function connect() {
  controller.setHumanMovesBlocked(() => computerToMove(controller.snapshot()));
  controller.setOpponent(() => panel.computerColor());
}

// Joins the controller: the player's moves, the computer's colour, the board's side.
export function setUp() {
  connect();
  controller.onChange(update);
  panel.onChange(function (what) {
    if (what === 'on' || what === 'color') orient();
    connect();
    update();
  });
  if (panel.settings.on && panel.settings.color === 'b') controller.setOrientation('black');
}
