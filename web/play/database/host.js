// @ts-check
// The PGN reader's host: reads a PGN file (or a long pasted text), finds its games with
// api.readPgnDatabase, checks every game once and sends the list; later sends one game of it back
// as PGN text (db.open(i).pgn()), which the page reads with api.readPgn. The check is one call of
// the checker chess960-pgn.js (checkPgn: the verdicts of db.error(i), compiled for speed) where
// it is given, else db.error(i) game by game. It runs in the reader's Web Worker (worker.js), or
// in the page where the page may not start workers (reader.js).
//
//   createHost(post, loadApi, loadChecker?) -> onMessage(msg)   post(msg) sends to the page
//   rowOf(db, i, checked?) -> row                                one game's row of the list
//
// Messages in:
//   {type:'read', id, file}  or  {type:'read', id, text}   a File/Blob or the text itself
//   {type:'open', id, game}    game: 0-based index in the last list sent
//   {type:'cancel', id}        ends the read `id` (its list is not sent)
//   {type:'forget', list}      frees the games of the list the read `list` sent, if it is
//                              still the last one (the page closed it)
// Messages out:
//   {type:'progress', id, phase:'read'|'index'|'check', done, total}
//   {type:'list', id, games:[row]}          row: see rowOf (and list.js), with notes (annotations.js)
//   {type:'game', id, game, pgn}
//   {type:'error', id, code, message, line}
//   {type:'cancelled', id}
//
// A worker reads messages only between tasks: the file is read in chunks and the games are
// checked in slices of about 30 ms, so a 'cancel' is seen soon.

import { mark } from './annotations.js';

/**
 * @import { Chess960Api, Game, PgnDatabase, PgnGame, PgnGameError } from '../../../package/types/index.js'
 * @import { CheckedGame, PgnChecker } from '../../../package/types/pgn.js'
 * @import { ErrorAnswer, GameRow, OpenRequest, ReadRequest, ReaderAnswer, ReaderRequest, RowError }
 *   from './messages.js'
 * @typedef {{ id: number, cancelled: boolean, db: PgnDatabase | null }} Job a read running
 * @typedef {{ code?: string, message?: string, line?: number | null, cancelled?: boolean }} Thrown
 *   what a read may throw: the core's coded errors, this host's own, the marker of a cancelled read
 */

const SLICE_MS = 30;
const CHUNK = 1 << 20; // bytes of a file read at a time
const MAX_BYTES = 256 * 1024 * 1024; // the core's documented limit of a PGN text
const MAX_TAG = 200; // characters of a tag kept for the list

// Returns a tag value cut to the length the list shows.
/** @param {unknown} value @returns {string} */
function short(value) {
  const text = typeof value === 'string' ? value : '';
  return text.length > MAX_TAG ? text.slice(0, MAX_TAG) + '…' : text;
}

// Returns the list's row for game i of a database (its tags, counts and error); `checked`, when
// given, is the checker's verdict on the game (else the database replays it).
/**
 * @param {PgnDatabase} db @param {number} i @param {CheckedGame | null} [checked]
 * @returns {GameRow}
 */
export function rowOf(db, i, checked) {
  const tags = db.tags(i);
  const info = db.info(i);
  const err = checked ? checked.error : db.error(i);
  const declared = ['1-0', '0-1', '1/2-1/2'].indexOf(tags.Result) >= 0 ? tags.Result : '*';
  return {
    game: info.game,
    line: info.line,
    plies: info.plies,
    result: info.result !== '*' ? info.result : declared,
    white: short(tags.White),
    black: short(tags.Black),
    event: short(tags.Event),
    round: short(tags.Round),
    site: short(tags.Site),
    date: short(tags.Date),
    startNumber: Number.isInteger(tags.startNumber) ? tags.startNumber : null,
    fen: typeof tags.FEN === 'string',
    error: err ? errorOf(err) : null,
  };
}

// Returns a game's error for the list: its code, message and line, and the tag and the FEN
// reader's code of a bad tag pair, so that the page says which tag and what is wrong.
/** @param {PgnGameError} err @returns {RowError} */
function errorOf(err) {
  /** @type {RowError} */
  const out = { code: err.code, message: String(err.message || ''), line: err.line || null };
  if (typeof err.tag === 'string' && err.tag) out.tag = err.tag;
  if (typeof err.fenCode === 'string' && err.fenCode) out.fenCode = err.fenCode;
  return out;
}

// Returns an error object for postMessage (code, message, line).
/** @param {number} id @param {unknown} thrown @param {string} fallbackCode the code of an error without one @returns {ErrorAnswer} */
function failure(id, thrown, fallbackCode) {
  const e = /** @type {Thrown | null | undefined} */ (thrown);
  return {
    type: 'error',
    id: id,
    code: (e && e.code) || fallbackCode,
    message: String((e && e.message) || e),
    line: (e && e.line) || null,
  };
}

// Resolves after the worker has read its message queue.
/** @returns {Promise<void>} */
function pause() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Returns the message handler of one reader host; `post` sends a message to the page,
// `loadApi` returns a Promise of chess960.js and `loadChecker` (optional) one of the checker.
/**
 * @param {(message: ReaderAnswer) => void} post
 * @param {() => Chess960Api | Promise<Chess960Api>} loadApi
 * @param {() => PgnChecker | null | Promise<PgnChecker | null>} [loadChecker]
 * @returns {(message: ReaderRequest | null | undefined) => void}
 */
export function createHost(post, loadApi, loadChecker) {
  /** @type {Promise<Chess960Api> | null} */
  let apiReady = null;
  /** @type {Promise<PgnChecker | null> | null} */
  let checkerReady = null;
  /** @type {Job | null} the running read */
  let job = null;
  /** @type {PgnDatabase | null} the database of the last list sent */
  let listed = null;
  /** @type {number | null} the id of the read that sent it */
  let listedId = null;

  // Returns a Promise of the API (loaded once).
  function api() {
    if (!apiReady) apiReady = Promise.resolve().then(loadApi);
    return apiReady;
  }

  // Returns a Promise of the checker, or of null where there is none (it is only a speed-up).
  function checker() {
    if (!checkerReady)
      checkerReady = Promise.resolve()
        .then(loadChecker || (() => null))
        .catch(() => null);
    return checkerReady;
  }

  // Throws the marker that ends a cancelled read.
  /** @param {Job} current */
  function stopIfCancelled(current) {
    if (current.cancelled) throw { cancelled: true };
  }

  // Resolves with the text of a file, read in chunks with progress.
  /** @param {Job} current @param {Blob} file @returns {Promise<string>} */
  function readFile(current, file) {
    const decoder = new TextDecoder('utf-8');
    /** @type {string[]} */
    const parts = [];
    let at = 0;
    // Reads the next chunk, or finishes the text.
    /** @returns {string | Promise<string>} */
    function next() {
      stopIfCancelled(current);
      post({ type: 'progress', id: current.id, phase: 'read', done: at, total: file.size });
      if (at >= file.size) {
        parts.push(decoder.decode());
        return parts.join('');
      }
      const end = Math.min(file.size, at + CHUNK);
      return file
        .slice(at, end)
        .arrayBuffer()
        .then(function (buffer) {
          parts.push(decoder.decode(buffer, { stream: true }));
          at = end;
          return next();
        });
    }
    return Promise.resolve().then(next);
  }

  // Checks every game in slices and resolves with the rows; `verdicts` are the checker's (one
  // per game) or null.
  /**
   * @param {Job} current @param {PgnDatabase} db @param {CheckedGame[] | null} verdicts
   * @returns {Promise<GameRow[]>}
   */
  function check(current, db, verdicts) {
    /** @type {GameRow[]} */
    const rows = [];
    let i = 0;
    // Checks games for one slice, then yields to the message queue.
    /** @returns {GameRow[] | Promise<GameRow[]>} */
    function slice() {
      stopIfCancelled(current);
      const until = Date.now() + SLICE_MS;
      do {
        if (i < db.length) {
          rows.push(rowOf(db, i, verdicts && verdicts[i]));
          i++;
        }
      } while (i < db.length && Date.now() < until);
      post({ type: 'progress', id: current.id, phase: 'check', done: i, total: db.length });
      return i < db.length ? pause().then(slice) : rows;
    }
    return pause().then(slice);
  }

  // Reads, indexes and checks a file or text; sends the list (or why not).
  /** @param {ReadRequest} msg */
  function read(msg) {
    if (job) job.cancelled = true;
    /** @type {Job} */
    const current = { id: msg.id, cancelled: false, db: null };
    job = current;
    const size = msg.file ? msg.file.size : 0;
    if (size > MAX_BYTES) {
      post(failure(msg.id, { message: 'the PGN file is over 256 MiB' }, 'ERR_PGN_TOO_LARGE'));
      return;
    }
    /** @type {Chess960Api} set once loaded, before the text is read */
    let core;
    /** @type {PgnChecker | null} */
    let fast = null;
    Promise.all([api(), checker()])
      .then(function (loaded) {
        core = loaded[0];
        fast = loaded[1];
        return msg.file ? readFile(current, msg.file) : String(msg.text || '');
      })
      .then(function (text) {
        stopIfCancelled(current);
        post({ type: 'progress', id: current.id, phase: 'index', done: 0, total: 0 });
        return pause().then(function () {
          stopIfCancelled(current);
          const db = core.readPgnDatabase(text);
          current.db = db;
          /** @type {CheckedGame[] | null} */
          let verdicts = null;
          if (fast) {
            const games = fast.checkPgn(text).games;
            if (games.length === db.length) verdicts = games;
          }
          return check(current, db, verdicts).then((rows) => mark(rows, text));
        });
      })
      .then(function (rows) {
        if (listed) listed.delete();
        listed = current.db;
        listedId = current.id;
        current.db = null;
        post({ type: 'list', id: current.id, games: rows });
      })
      .catch(function (e) {
        if (current.db) current.db.delete();
        current.db = null;
        if (e && /** @type {Thrown} */ (e).cancelled) post({ type: 'cancelled', id: current.id });
        else post(failure(current.id, e, 'ERR_PGN_READ'));
      })
      .then(function () {
        if (job === current) job = null;
      });
  }

  // Sends the PGN of one game of the last list (or its error).
  /** @param {OpenRequest} msg */
  function open(msg) {
    /** @type {(Game & PgnGame) | null} */
    let game = null;
    try {
      if (!listed) throw { code: 'ERR_PGN_EMPTY', message: 'no PGN has been read' };
      game = listed.open(msg.game);
      post({ type: 'game', id: msg.id, game: msg.game, pgn: game.pgn() });
    } catch (e) {
      post(failure(msg.id, e, 'ERR_PGN_SYNTAX'));
    } finally {
      if (game) game.delete();
    }
  }

  // Handles one message of the page.
  return function onMessage(msg) {
    if (!msg) return;
    if (msg.type === 'read') read(msg);
    else if (msg.type === 'open') open(msg);
    else if (msg.type === 'cancel' && job && job.id === msg.id) job.cancelled = true;
    else if (msg.type === 'forget' && listed && listedId === msg.list) {
      listed.delete();
      listed = null;
    }
  };
}
