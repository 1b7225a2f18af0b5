// @ts-check
// The types of the play page's game (web/play/game-session.js): its events, its snapshot and
// what the library hands it. Types only (checked by tsc --checkJs): nothing here runs.
/**
 * @import { GameRecord } from './store-record.js'
 * @import * as Library from '../../package/types/index.js'
 * @import { MoveFacts } from './speech.js'
 */
/**
 * @typedef {Library.Chess960Api} Chess960Api the library's API (createChess960())
 * @typedef {Library.Game} CoreGame the library's api.Game
 * @typedef {Library.GameView} GameView a snapshot of the core (game.view())
 * @typedef {{ pieces: Library.Pieces, lastMove: string[], check: string | null, facts: MoveFacts | null }} Frame
 *   what the board shows after a half-move (record.frame)
 * @typedef {{ game: CoreGame, view: GameView, frames: Frame[], record: GameRecord }} Replayed
 *   a record rebuilt through the core (record.replay)
 * @typedef {'w' | 'b' | null} Computer the computer's colour, or null between two players
 * @typedef {'move' | 'line' | 'shown' | 'ending' | 'notes' | 'letters' | 'replaced'} ChangeKind
 *   move: a move was played (the position shown is the one it led to); line: the line shown
 *   changed otherwise (undo, going to another line); shown: only the position shown; ending: the
 *   ending the page decided; notes: comments, NAGs or the order of lines; letters: the SAN letters;
 *   replaced: another game became the session's
 * @typedef {object} GameChange the detail of a 'change' event
 * @property {ChangeKind} kind
 * @property {number} [at] performance.now() of the gesture that asked for it (a move)
 * @property {GameSnapshot | null} snapshot the session after the change
 * @typedef {object} GameSnapshot what a follower of the game reads of it
 * @property {string} startFen
 * @property {string[]} moves the UCI moves of the line up to its live end
 * @property {number} shown how many of them the board shows
 * @property {string} fen the live position's FEN
 * @property {'w' | 'b'} turn
 * @property {number} moveNumber
 * @property {boolean} over the game has ended (the core's end or one the page decided)
 * @property {boolean} live the board shows the live position
 * @property {string} letters the SAN letters of the tree and the views
 * @typedef {{ change: GameChange, record: GameRecord, replaced: GameRecord }} GameEvents
 *   record: the record after a change to keep (to save); replaced: a game became the session's
 */

export {};
