// @ts-check
// The page side of the PGN reader (database/worker.js): Promises for reading a PGN file and for
// one game of it. Where the page may not start workers (Chromium on file://), the same host
// (host.js) runs in the page on the page's chess960.js, in slices that keep the page answering.
//
//   const reader = new Reader('play/database/worker.js', { api: () => Promise(api) });
//   reader.read({ file } | { text }, onProgress({ phase, done, total })) -> Promise(rows)
//       rejects with an Error with .code (and .line); a read started later or cancel() rejects
//       the one before with .code 'CANCELLED'
//   reader.open(index) -> Promise(pgn text of that game of the last list)
//   reader.cancel();  reader.lastList   the id of the last list received
//   reader.forget(list)   frees the games of that list in the host (nothing if a newer one came)
//   reader.inPage   true when the host runs in the page
import { createChess960 } from 'chess960';
import { createHost } from './host.js';

/**
 * @import { Chess960Api } from '../../../package/types/index.js'
 * @import { GameRow, OpenRequest, ReadProgress, ReadRequest, ReaderAnswer, ReaderRequest }
 *   from './messages.js'
 * @typedef {Error & { code: string, line?: number }} ReaderError
 * @typedef {{ resolve: (answer: GameRow[] | string) => void, reject: (error: ReaderError) => void,
 *   onProgress: ((step: ReadProgress) => void) | undefined, message: ReadRequest | OpenRequest }} Job
 *   a request not answered yet (resolve takes the rows of a read, the PGN text of an open)
 * @typedef {{ file: Blob } | { file?: undefined, text: string }} Source what read() reads
 */

// Returns an Error with a code (and the line a PGN error names).
/** @param {string} code @param {string} [message] @param {number | null} [line] @returns {ReaderError} */
function coded(code, message, line) {
  const error = /** @type {ReaderError} */ (new Error(message || code));
  error.code = code;
  if (line) error.line = line;
  return error;
}

export class Reader {
  // Starts the worker (its URL relative to the page), else the host in the page.
  /**
   * @param {string | URL} url
   * @param {{ api?: () => Chess960Api | Promise<Chess960Api> }} [options]
   */
  constructor(url, options) {
    /** @type {() => Chess960Api | Promise<Chess960Api>} */
    this._api = (options && options.api) || (() => createChess960());
    this._nextId = 1;
    /** @type {Map<number, Job>} the requests not answered yet, by id */
    this._jobs = new Map();
    /** @type {number | null} id of the running read */
    this._reading = null;
    /** @type {number | null} id of the read whose list came last */
    this.lastList = null;
    this.inPage = false;
    /** @type {Worker | null} */
    this._worker = null;
    this._started = false;
    /** @type {(msg: ReaderRequest) => void} sends to the host (set below or by _startInPage) */
    this._post = () => {};
    /** @type {Worker} */
    let worker;
    try {
      worker = new Worker(url);
    } catch {
      this._startInPage();
      return;
    }
    this._worker = worker;
    worker.addEventListener('message', (event) => {
      this._started = true;
      this._receive(event.data || {});
    });
    worker.addEventListener('error', (event) => {
      if (this._started) {
        this._failAll(coded('ERR_PGN_READ', event.message || 'the PGN reader stopped'));
        return;
      }
      // The worker could not start: run the host in the page and send what was asked again.
      event.preventDefault();
      worker.terminate();
      this._worker = null;
      this._startInPage();
      for (const job of this._jobs.values()) this._post(job.message);
    });
    this._post = (msg) => worker.postMessage(msg);
  }

  // Runs the host of worker.js in the page, on the page's chess960.js.
  _startInPage() {
    this.inPage = true;
    const host = createHost((msg) => setTimeout(() => this._receive(msg), 0), this._api);
    this._post = (msg) => setTimeout(() => host(msg), 0);
  }

  // Sends a message and returns the Promise of its answer.
  /**
   * @param {Omit<ReadRequest, 'id'> | Omit<OpenRequest, 'id'>} message
   * @param {(step: ReadProgress) => void} [onProgress]
   * @returns {Promise<GameRow[] | string>}
   */
  _ask(message, onProgress) {
    const id = this._nextId++;
    /** @type {ReadRequest | OpenRequest} */
    const full = Object.assign({ id: id }, message);
    return new Promise((resolve, reject) => {
      this._jobs.set(id, { resolve, reject, onProgress, message: full });
      this._post(full);
    });
  }

  // Reads a file or a text; resolves with the rows of its games (see the header).
  /**
   * @param {Source} source @param {(step: ReadProgress) => void} [onProgress]
   * @returns {Promise<GameRow[]>}
   */
  read(source, onProgress) {
    this.cancel();
    /** @type {Omit<ReadRequest, 'id'>} */
    const message = source.file ? { type: 'read', file: source.file } : { type: 'read', text: source.text };
    // a read is answered with a list (see _receive)
    const promise = /** @type {Promise<GameRow[]>} */ (this._ask(message, onProgress));
    this._reading = this._nextId - 1;
    return promise;
  }

  // Resolves with the PGN text of one game of the last list.
  /** @param {number} index @returns {Promise<string>} */
  open(index) {
    // an open is answered with a game's text (see _receive)
    return /** @type {Promise<string>} */ (this._ask({ type: 'open', game: index }));
  }

  // Stops the running read; its Promise rejects with the code 'CANCELLED' at once.
  cancel() {
    const id = this._reading;
    if (id === null) return;
    this._reading = null;
    this._post({ type: 'cancel', id: id });
    const job = this._jobs.get(id);
    if (!job) return;
    this._jobs.delete(id);
    job.reject(coded('CANCELLED', 'the read was cancelled'));
  }

  // Frees the games of a list (an id from lastList) in the host.
  /** @param {number | null} list */
  forget(list) {
    this._post({ type: 'forget', list: list });
  }

  // Rejects every pending request.
  /** @param {ReaderError} error */
  _failAll(error) {
    for (const job of this._jobs.values()) job.reject(error);
    this._jobs.clear();
    this._reading = null;
  }

  // Handles a message of the host.
  /** @param {ReaderAnswer} msg */
  _receive(msg) {
    const job = this._jobs.get(msg.id);
    if (!job) return;
    if (msg.type === 'progress') {
      if (job.onProgress) job.onProgress({ phase: msg.phase, done: msg.done, total: msg.total });
      return;
    }
    this._jobs.delete(msg.id);
    if (this._reading === msg.id) this._reading = null;
    if (msg.type === 'list') this.lastList = msg.id;
    if (msg.type === 'list') job.resolve(msg.games);
    else if (msg.type === 'game') job.resolve(msg.pgn);
    else if (msg.type === 'cancelled') job.reject(coded('CANCELLED', 'the read was cancelled'));
    else job.reject(coded(msg.code || 'ERR_PGN_READ', msg.message, msg.line));
  }
}
