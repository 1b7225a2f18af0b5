// @ts-check
// How far undo and redo go. Between two players: one half-move. Against the computer: back to
// the player's turn, so that undo takes back the player's last move and the computer's reply
// (not only the reply, which the computer would play again at once), and redo restores both.
// Pure functions of the snapshot (game.view()); `computer` is the computer's colour 'w' | 'b',
// or null.
/**
 * @import { GameView } from '../../package/types/index.js'
 * @import { Computer } from './game-types.js'
 */

// Returns how many half-moves undo takes back (0: nothing to take back).
/** @param {GameView} view @param {Computer} computer @returns {number} */
export function undoCount(view, computer) {
  const plies = view.history.uci.length;
  if (!computer) return plies ? 1 : 0;
  if (view.turn === computer) return plies ? 1 : 0; // the player's move the computer answers now
  return plies >= 2 ? 2 : 0; // the computer's reply and the player's move before it
}

// Returns how many half-moves redo plays again.
/**
 * @param {GameView} view
 * @param {string[]} redoList the UCI moves undo took back, the next one last
 * @param {Computer} computer
 * @param {boolean} over
 * @returns {number}
 */
export function redoCount(view, redoList, computer, over) {
  if (!redoList.length || over) return 0;
  return computer && view.turn !== computer && redoList.length >= 2 ? 2 : 1;
}

// Returns the redo list after a move was played (the list's next move keeps the rest).
/** @param {string[]} redoList @param {string} uci @returns {string[]} */
export function afterMove(redoList, uci) {
  const next = redoList[redoList.length - 1];
  return next && next === uci ? redoList.slice(0, -1) : [];
}
