// @ts-check
// The types of the PGN reader's protocol: the messages the page (reader.js) and the reader's
// host (host.js, in the Web Worker of worker.js or in the page) exchange, and the row of the
// game list that a list carries (list.js, panel.js). Types only (checked by tsc --checkJs):
// nothing here runs.
/**
 * @import { ErrorCode } from '../../../package/types/index.js'
 */
/**
 * @typedef {object} GameNotes what a game carries beside its moves (annotations.js)
 * @property {boolean} comments a comment with words
 * @property {boolean} nags a NAG ($n or !/? glyphs)
 * @property {boolean} lines a side line
 *
 * @typedef {object} RowError why the core refused a game
 * @property {ErrorCode | string} code
 * @property {string} message
 * @property {number | null} line the line of the text, 1-based
 * @property {string} [tag] the tag of a bad tag pair
 * @property {ErrorCode | string} [fenCode] the FEN reader's code of a bad FEN tag
 *
 * @typedef {object} GameRow one game of the list (host.js, rowOf); its facts come from the core
 * @property {number} game its number, 1-based
 * @property {number} line its first line, 1-based
 * @property {number} plies its main line's move tokens
 * @property {string} result '1-0', '0-1', '1/2-1/2' or '*'
 * @property {string} white
 * @property {string} black
 * @property {string} event
 * @property {string} round
 * @property {string} site
 * @property {string} date
 * @property {number | null} startNumber 0..959, or null for another position
 * @property {boolean} fen the game has a FEN tag
 * @property {RowError | null} error
 * @property {GameNotes | null} [notes] set by annotations.js (mark)
 *
 * @typedef {'read' | 'index' | 'check'} ReadPhase reading the file, indexing its games, checking them
 * @typedef {{ phase: ReadPhase, done: number, total: number }} ReadProgress
 *
 * @typedef {{ type: 'read', id: number, file?: Blob, text?: string }} ReadRequest
 *   a File/Blob, or the text itself
 * @typedef {{ type: 'open', id: number, game: number }} OpenRequest game: 0-based, in the last list
 * @typedef {{ type: 'cancel', id: number }} CancelRequest ends the read `id` (its list is not sent)
 * @typedef {{ type: 'forget', list: number | null }} ForgetRequest frees the games the read `list`
 *   sent, if they are still the last ones
 * @typedef {ReadRequest | OpenRequest | CancelRequest | ForgetRequest} ReaderRequest what the page sends
 *
 * @typedef {{ type: 'progress', id: number } & ReadProgress} ProgressAnswer
 * @typedef {{ type: 'list', id: number, games: GameRow[] }} ListAnswer
 * @typedef {{ type: 'game', id: number, game: number, pgn: string }} GameAnswer
 * @typedef {{ type: 'error', id: number, code: string, message: string, line: number | null }} ErrorAnswer
 * @typedef {{ type: 'cancelled', id: number }} CancelledAnswer
 * @typedef {ProgressAnswer | ListAnswer | GameAnswer | ErrorAnswer | CancelledAnswer} ReaderAnswer
 *   what the host sends
 */

export {};
