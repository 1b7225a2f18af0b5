// @ts-check
// The stored form of a play-page game (store.js keeps it): the checks a stored value must pass,
// new ids, whether a game holds anything a player would miss, and what a tab does when the
// stored state of its game is not the one it last wrote (another tab wrote it). Knows no rules:
// the core judges the start FEN and the moves when a game is replayed.

/**
 * A game as the store keeps it.
 * @typedef {object} GameRecord
 * @property {2} v the form's version
 * @property {string} id the game's key (ID)
 * @property {string} startFen
 * @property {number | null} startNumber 0..959, null for a start position that has no number
 * @property {string[]} moves the main line in UCI
 * @property {Record<string, string>} tags PGN tags (Event, Site, Date, Round, White, Black, …)
 * @property {'*' | '1-0' | '0-1' | '1/2-1/2'} result
 * @property {'' | 'resign-w' | 'resign-b' | 'agreement' | 'claim' | 'pgn'} ending the ending the
 *   page decided, '' for none (the core's own endings are read from the moves)
 * @property {number} created
 * @property {number} updated
 * @property {string} [rev] the write that made the record ('' before the first)
 * @property {string[]} [lineage] the revisions it followed (at most LINEAGE, the newest last), so
 *   that a later state of a game is told from one another tab wrote at the same time
 * @property {string} [tree] the whole game as PGN (game.pgn()) when it holds comments, NAGs or
 *   side lines; moves stay its main line, so that a page without trees and the merging of tabs
 *   read it as before
 */

// More half-moves than any legal game has: the 75-move and fivefold rules, which the core
// applies, end every game within 17,697 half-moves.
export const MAX_MOVES = 20000;
export const LINEAGE = 16; // revisions a record remembers
const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'];
const ENDINGS = ['', 'resign-w', 'resign-b', 'agreement', 'claim', 'pgn'];
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const TAG_NAME = /^[A-Za-z0-9_]{1,40}$/;
export const ID = /^[A-Za-z0-9-]{1,40}$/;
const REV = /^[A-Za-z0-9.-]{1,60}$/;
// Characters of a stored tree's PGN: more than any browser's storage holds (5-10 MB an origin), so
// that every tree that could be written is read back (one too large to write is the full-storage
// case of store.js: the player is told and offered the PGN).
export const MAX_TREE = 16000000;

// Returns a new id (time and chance: unique enough for one browser), always 16 characters until
// 2059, so that a value holding one is replaced by one of the same length.
export function newId() {
  const chance = Math.floor(Math.random() * 0x100000000).toString(36);
  return Date.now().toString(36) + '-' + ('000000' + chance).slice(-7);
}

// Returns the tags of a stored value that are PGN tag names with short text values.
/**
 * @param {any} value
 * @returns {Record<string, string>}
 */
function cleanTags(value) {
  /** @type {Record<string, string>} */
  const tags = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return tags;
  Object.keys(value)
    .slice(0, 40)
    .forEach(function (k) {
      if (TAG_NAME.test(k) && typeof value[k] === 'string' && value[k].length <= 500) tags[k] = value[k];
    });
  return tags;
}

// Returns the revisions of a stored lineage that are revisions (at most LINEAGE, newest last).
/**
 * @param {any} value
 * @returns {string[]}
 */
function cleanLineage(value) {
  if (!Array.isArray(value)) return [];
  return value.filter((r) => typeof r === 'string' && REV.test(r)).slice(-LINEAGE);
}

// Returns a cleaned copy of a stored game, or null when it cannot be used (the core judges
// the start FEN and the moves when the game is replayed).
/**
 * @param {any} value
 * @returns {GameRecord | null}
 */
export function validRecord(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  if (value.v !== 1 && value.v !== 2) return null;
  if (typeof value.startFen !== 'string' || !value.startFen.trim() || value.startFen.length > 200) return null;
  if (!Array.isArray(value.moves) || value.moves.length > MAX_MOVES) return null;
  if (!value.moves.every((/** @type {unknown} */ m) => typeof m === 'string' && UCI.test(m))) return null;
  const n = value.startNumber;
  const created = Number.isFinite(value.created) ? value.created : 0;
  /** @type {GameRecord} */
  const clean = {
    v: 2,
    id: typeof value.id === 'string' && ID.test(value.id) ? value.id : newId(),
    startFen: value.startFen,
    startNumber: Number.isInteger(n) && n >= 0 && n <= 959 ? n : null,
    moves: value.moves.slice(),
    tags: cleanTags(value.tags),
    result: RESULTS.indexOf(value.result) >= 0 ? value.result : '*',
    ending: ENDINGS.indexOf(value.ending) >= 0 ? value.ending : '',
    created: created,
    updated: Number.isFinite(value.updated) ? value.updated : created,
    rev: typeof value.rev === 'string' && REV.test(value.rev) ? value.rev : '',
    lineage: cleanLineage(value.lineage),
  };
  if (typeof value.tree === 'string' && value.tree && value.tree.length <= MAX_TREE) clean.tree = value.tree;
  return clean;
}

// Returns true when the list of moves a begins with every move of b.
/**
 * @param {string[]} a
 * @param {string[]} b
 */
function startsWith(a, b) {
  return a.length >= b.length && b.every((m, i) => a[i] === m);
}

// Decides what a tab does with the stored state of its game (`mine`: the tab's record;
// `known`: the revision the tab last wrote or took; `changed`: the tab has a change not yet
// written). 'same': nothing to do. 'adopt': show the stored state (a later state of the game,
// or one that holds all of mine). 'extend': write mine over it (mine holds all its moves).
// 'fork': both went on from the same position with other moves: mine becomes a game of its
// own, so that no move is lost; so too when both changed the notes or side lines of one game.
/**
 * @param {GameRecord} mine
 * @param {GameRecord} stored
 * @param {{ known: string, changed: boolean }} options
 * @returns {'same' | 'adopt' | 'extend' | 'fork'}
 */
export function merge(mine, stored, options) {
  const known = options.known;
  if (stored.rev === known && !options.changed) return 'same';
  if (!options.changed && (stored.lineage || []).indexOf(known) >= 0) return 'adopt';
  const otherNotes = stored.rev !== known && (stored.tree || '') !== (mine.tree || '');
  if (startsWith(stored.moves, mine.moves) && stored.moves.length > mine.moves.length) {
    return otherNotes && options.changed && mine.tree ? 'fork' : 'adopt';
  }
  if (startsWith(mine.moves, stored.moves)) {
    if (otherNotes && options.changed && stored.tree) return 'fork';
    return options.changed || mine.moves.length > stored.moves.length ? 'extend' : 'adopt';
  }
  return 'fork';
}

// Returns true when a game holds nothing a player would miss: no move, no result, no tag but
// the date.
/** @param {GameRecord} record */
export function isEmpty(record) {
  if (record.moves.length || record.result !== '*' || record.ending) return false;
  return Object.keys(record.tags).every((k) => k === 'Date' || !record.tags[k]);
}
