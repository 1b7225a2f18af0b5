/*
 * How far undo and redo go. Between two players: one half-move. Against the computer: back to
 * the player's turn, so that undo takes back the player's last move and the computer's reply
 * (not only the reply, which the computer would play again at once), and redo restores both.
 * Pure functions of the snapshot. Classic script: Chess960Play.undo.
 *
 *   undoCount(view, computer) -> half-moves to take back (0: nothing to take back)
 *   redoCount(view, redoList, computer, over) -> half-moves to play again
 *   afterMove(redoList, uci) -> the redo list after a move: kept when the move is the next one
 * view: game.view() snapshot; computer: the computer's colour 'w' | 'b', or null
 */
(function (global) {
  'use strict';

  // Returns how many half-moves undo takes back.
  function undoCount(view, computer) {
    const plies = view.history.uci.length;
    if (!computer) return plies ? 1 : 0;
    if (view.turn === computer) return plies ? 1 : 0; // the player's move the computer answers now
    return plies >= 2 ? 2 : 0; // the computer's reply and the player's move before it
  }

  // Returns how many half-moves redo plays again.
  function redoCount(view, redoList, computer, over) {
    if (!redoList.length || over) return 0;
    return computer && view.turn !== computer && redoList.length >= 2 ? 2 : 1;
  }

  // Returns the redo list after a move was played (the list's next move keeps the rest).
  function afterMove(redoList, uci) {
    const next = redoList[redoList.length - 1];
    return next && next === uci ? redoList.slice(0, -1) : [];
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.undo = { undoCount: undoCount, redoCount: redoCount, afterMove: afterMove };
})(typeof window !== 'undefined' ? window : globalThis);
