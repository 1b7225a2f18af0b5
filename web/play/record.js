// @ts-check
// A saved game (the record of store.js) and the game it stands for: a new record, the game
// replayed from a record through the core with one snapshot per half-move (for review and
// speech), and what a record says beyond the core: the result of a resignation, an agreed
// draw or a PGN result, and the PGN tags. Knows no rules: every position comes from the core.
import { lineFrames, mainMoves } from './lines.js';
import { ROSTER_TAGS } from '../shared/pgn-roster.js';
import { facts } from './speech.js';
import { newId } from './store-record.js';

/**
 * @import { GameRecord } from './store-record.js'
 * @import { Frame } from './game-types.js'
 * @import { Chess960Api, Game, GameView, Letters, MoveDetails, Result } from '../../package/types/index.js'
 * @typedef {{ game: Game, view: GameView, frames: Frame[], record: GameRecord, replayed: number,
 *   partial: boolean }} ReplayedRecord the game of a record; `partial` when a move was refused
 */

// The tags a player fills in: the roster's, but for the result the game decides.
export const TAG_FIELDS = ROSTER_TAGS.filter((tag) => tag !== 'Result');
export const COMPUTED_TAGS = ['SetUp', 'FEN', 'Variant', 'Result'];
/** @type {Record<string, Result>} the results of the endings the page decides */
const DECIDED = { 'resign-w': '0-1', 'resign-b': '1-0', agreement: '1/2-1/2' };

/**
 * Returns today's date as a PGN date, 2024.05.31.
 * @param {number} now
 */
export function today(now) {
  const d = new Date(now);
  const two = (/** @type {number} */ n) => (n < 10 ? '0' : '') + n;
  return d.getFullYear() + '.' + two(d.getMonth() + 1) + '.' + two(d.getDate());
}

/**
 * Returns a new record for a game from startFen (no moves yet).
 * @param {{ startFen: string, startNumber?: number | null, tags?: Record<string, string>, now?: number }} options
 * @returns {GameRecord}
 */
export function create(options) {
  const now = options.now || Date.now();
  return {
    v: 2,
    id: newId(),
    startFen: options.startFen,
    startNumber: options.startNumber === undefined ? null : options.startNumber,
    moves: [],
    tags: Object.assign({ Event: '', Site: '', Date: today(now), Round: '', White: '', Black: '' }, options.tags),
    result: '*',
    ending: '',
    created: now,
    updated: now,
  };
}

/**
 * Returns the squares to mark for a snapshot's last move (a castling: king and rook squares).
 * @param {MoveDetails | null} last
 * @returns {string[]}
 */
function lastMoveSquares(last) {
  if (!last) return [];
  const c = last.castling;
  const squares = c ? [c.kingFrom, c.kingTo, c.rookFrom, c.rookTo] : [last.from, last.to];
  return squares.filter((s, i) => squares.indexOf(s) === i);
}

/**
 * Returns what the board shows after a half-move: pieces, marks and the move's spoken facts.
 * @param {GameView} view
 * @param {GameView | null} before the position before the move (null for the start)
 * @returns {Frame}
 */
export function frame(view, before) {
  return {
    pieces: view.pieces,
    lastMove: lastMoveSquares(view.lastMove),
    check: view.status.checkSquare,
    facts: before ? facts(before, view) : null,
  };
}

/**
 * Returns the result, counting the endings the page decided (resignation, agreement, PGN).
 * @param {GameRecord} record
 * @param {GameView} view
 * @returns {Result}
 */
export function result(record, view) {
  if (DECIDED[record.ending]) return DECIDED[record.ending];
  if (record.ending === 'pgn' && record.result !== '*') return record.result;
  return view.status.result;
}

/**
 * Returns why the game ended (a key of play.end.*: 'checkmate', 'resign-w' …), or null while it
 * goes on.
 * @param {GameRecord} record
 * @param {GameView} view
 * @returns {string | null}
 */
export function endKey(record, view) {
  if (DECIDED[record.ending] || (record.ending === 'pgn' && record.result !== '*')) return record.ending;
  return view.status.result === '*' ? null : view.status.reason || 'pgn';
}

// Returns the game of a record's tree (its PGN, read by the core) standing at the end of its
// main line, or null when it has none or it does not hold the record's start and moves.
/**
 * @param {Chess960Api} api
 * @param {GameRecord} record
 * @returns {Game | null}
 */
function treeGame(api, record) {
  if (!record.tree) return null;
  let game = null;
  try {
    game = api.readPgn(record.tree);
    const start = new api.Game(record.startFen);
    const same = start.startFen() === game.startFen();
    start.delete();
    const moves = mainMoves(game.tree());
    if (same && moves.length === record.moves.length && moves.every((m, i) => m === record.moves[i])) return game;
  } catch {
    /* the moves are replayed instead */
  }
  if (game) game.delete();
  return null;
}

// Returns the game of a record and the frames of its main line: from its tree, else by playing
// its moves until one is refused.
/**
 * @param {Chess960Api} api
 * @param {GameRecord} record
 * @param {{ letters: Letters }} options
 */
function rebuild(api, record, options) {
  const fromTree = treeGame(api, record);
  if (fromTree) {
    const frames = lineFrames(fromTree, [], 0, options.letters, frame);
    return { game: fromTree, view: fromTree.view(options), frames: frames, replayed: record.moves.length };
  }
  const game = new api.Game(record.startFen);
  let view = game.view(options);
  const frames = [frame(view, null)];
  let replayed = 0;
  for (let i = 0; i < record.moves.length; i++) {
    try {
      game.play(record.moves[i]);
    } catch {
      break;
    }
    const next = game.view(options);
    frames.push(frame(next, view));
    view = next;
    replayed++;
  }
  return { game: game, view: view, frames: frames, replayed: replayed };
}

/**
 * Rebuilds a record's game through the core: from its tree (its PGN) when it has one whose main
 * line is its moves, else its moves until one is refused.
 * @param {Chess960Api} api
 * @param {GameRecord} record
 * @param {Letters} letters
 * @returns {ReplayedRecord | { error: unknown }}
 */
export function replay(api, record, letters) {
  let built;
  try {
    built = rebuild(api, record, { letters: letters });
  } catch (error) {
    return { error: error };
  }
  const game = built.game;
  let view = built.view;
  const replayed = built.replayed;
  const partial = replayed < record.moves.length;
  const clean = Object.assign({}, record, { moves: view.history.uci.slice(), startNumber: view.startNumber });
  if (partial) clean.ending = '';
  if (clean.ending === 'claim') {
    try {
      game.claimDraw();
      view = game.view({ letters: letters });
    } catch {
      clean.ending = '';
    }
  }
  clean.result = result(clean, view);
  return { game: game, view: view, frames: built.frames, record: clean, replayed: replayed, partial: partial };
}

// Returns the record with the moves and result of a snapshot of its game; with `tree` (the
// main line's moves, the tree's PGN or '', whether the game stands on the main line) the moves
// are the main line's and a side line's position leaves the result as it was.
/**
 * @param {GameRecord} record
 * @param {GameView} view
 * @param {number} now
 * @param {{ moves: string[], text: string, onMain: boolean }} [tree]
 * @returns {GameRecord}
 */
export function updated(record, view, now, tree) {
  const next = Object.assign({}, record, {
    moves: tree ? tree.moves.slice() : view.history.uci.slice(),
    result: !tree || tree.onMain ? result(record, view) : record.result,
    startNumber: view.startNumber,
    updated: now,
  });
  if (tree && tree.text) next.tree = tree.text;
  else delete next.tree;
  return next;
}

/**
 * Returns the tags for game.pgn(): the record's own, '?' for empty fields, a decided result.
 * @param {GameRecord} record
 * @returns {Record<string, string>}
 */
export function exportTags(record) {
  /** @type {Record<string, string>} */
  const tags = {};
  Object.keys(record.tags).forEach(function (k) {
    if (COMPUTED_TAGS.indexOf(k) < 0) tags[k] = record.tags[k];
  });
  TAG_FIELDS.forEach(function (k) {
    if (!tags[k]) tags[k] = k === 'Date' ? '????.??.??' : '?';
  });
  if (DECIDED[record.ending]) tags.Result = DECIDED[record.ending];
  if (record.ending === 'pgn' && record.result !== '*') tags.Result = record.result;
  return tags;
}

/**
 * Returns the half-move index the game started at (0: White's first move), from the snapshot's
 * counters.
 * @param {GameView} view
 */
export function firstPly(view) {
  return (view.moveNumber - 1) * 2 + (view.turn === 'b' ? 1 : 0) - view.history.uci.length;
}

/**
 * Returns the move number and colour of the half-move with index ply.
 * @param {number} ply
 * @returns {{ number: number, color: 'w' | 'b' }}
 */
export function moveNumber(ply) {
  return { number: Math.floor(ply / 2) + 1, color: ply % 2 ? 'b' : 'w' };
}
