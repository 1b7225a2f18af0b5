// @ts-check
// The page side of the engine worker (play/engine/worker.js): a Promise API for searches, over
// the worker's messages as the library declares them (chess960/engine: EngineRequest, what the
// page posts; EngineMessage, what the worker answers). `fen` is the position the moves start
// from (the game's start FEN) and `moves` the UCI moves played since, so the engine knows which
// positions repeat; or the current FEN with no moves. Only one search runs at a time: starting
// another ends the running one, whose Promise then resolves with the move it had found. Where a
// page may not start workers (file:// in Chromium), the worker's script runs in the page with
// chess960-engine.js (options.engineUrl, relative to the page).
/**
 * @import { EngineMessage, EngineRequest, Score } from '../../../package/types/engine.js'
 * @typedef {Extract<EngineMessage, { type: 'info' }>} EngineInfo a search's report after a depth
 * @typedef {(info: EngineInfo) => void} InfoListener
 * @typedef {{ uci: string, ponder: string, error: { code: string, message: string } | null }} Found
 *   a search's answer: its move ('' for none) or the error that refused it
 * @typedef {Omit<Extract<EngineRequest, { type: 'go' }>, 'type' | 'id'>} Search
 * @typedef {{ resolve: (found: Found) => void, reject: (error: Error) => void,
 *   onInfo: InfoListener | undefined, message: EngineRequest }} Job
 * @typedef {(post: (message: EngineMessage) => void) => (request: EngineRequest) => void} EngineHost
 *   the host worker.js defines in the page (globalThis.Chess960EngineHost)
 */

export class Chess960Engine {
  /**
   * Starts the worker (the URL of worker.js, relative to the page). Where the page may not
   * start workers (file:// in Chromium), the same engine host runs in the page instead (see
   * worker.js); `inPage` tells which one runs.
   * @param {string} [url]
   * @param {{ inPage?: boolean, engineUrl?: string }} [options]
   */
  constructor(url = 'play/engine/worker.js', { inPage = false, engineUrl = 'chess960-engine.js' } = {}) {
    this._engineUrl = engineUrl;
    this._nextId = 1;
    /** @type {Map<number | string, Job>} the searches not answered yet, by id */
    this._jobs = new Map();
    /** @type {Worker | null} */
    this._worker = null;
    this._isReady = false;
    /** @type {(request: EngineRequest) => void} */
    this._post = () => {};
    /** @type {() => void} */
    let resolveReady = () => {};
    /** @type {(error: Error) => void} */
    let rejectReady = () => {};
    /** @type {Promise<void>} */
    this._ready = new Promise((resolve, reject) => {
      resolveReady = () => resolve();
      rejectReady = reject;
    });
    this._resolveReady = resolveReady;
    this._rejectReady = rejectReady;
    this._ready.catch(() => {});
    this.inPage = inPage;
    if (!inPage) {
      try {
        const worker = new Worker(url);
        this._worker = worker;
        worker.addEventListener('error', (e) => {
          if (this._isReady) {
            rejectReady(new Error(e.message || 'engine worker failed'));
            return;
          }
          // The worker could not start: run in the page and resend what was asked so far.
          worker.terminate();
          this._worker = null;
          this.inPage = true;
          this._startInPage(url, rejectReady);
          for (const job of this._jobs.values()) this._post(job.message);
        });
        worker.addEventListener('message', (event) => this._receive(event.data || {}));
        this._post = (msg) => worker.postMessage(msg);
        return;
      } catch {
        this.inPage = true;
      }
    }
    this._startInPage(url, rejectReady);
  }

  /**
   * Runs the engine host of worker.js in the page (where workers are refused).
   * @param {string} url
   * @param {(error: Error) => void} rejectReady
   */
  _startInPage(url, rejectReady) {
    /** @type {EngineRequest[]} */
    const queued = [];
    this._post = (msg) => queued.push(msg);
    const scope = /** @type {{ createChess960Engine?: unknown, Chess960EngineHost?: EngineHost }} */ (globalThis);
    const load = (/** @type {string} */ src) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = () => reject(new Error('could not load ' + src));
        document.head.appendChild(script);
      });
    const ready = typeof scope.createChess960Engine === 'function' ? Promise.resolve() : load(this._engineUrl);
    ready
      .then(() => (typeof scope.Chess960EngineHost === 'function' ? null : load(url)))
      .then(() => {
        const host = /** @type {EngineHost} */ (scope.Chess960EngineHost)((msg) =>
          setTimeout(() => this._receive(msg), 0),
        );
        this._post = (msg) => setTimeout(() => host(msg), 0);
        queued.forEach((msg) => this._post(msg));
      })
      .catch(rejectReady);
  }

  /** @returns {Promise<void>} resolved once the WebAssembly module is loaded */
  ready() {
    return this._ready;
  }

  /**
   * Returns the Promise of one move at `level` (1..10; 10 = full strength for movetime ms,
   * default 1000).
   * @param {string} fen
   * @param {number} [level]
   * @param {{ moves?: string[], movetime?: number, onInfo?: InfoListener }} [options]
   * @returns {Promise<Found>}
   */
  bestMove(fen, level = 10, options = {}) {
    return this._go({ fen, moves: options.moves || [], level, movetime: options.movetime }, options.onInfo);
  }

  /**
   * Returns the Promise of the move the engine would play (full strength).
   * @param {string} fen
   * @param {{ moves?: string[], movetime?: number, onInfo?: InfoListener }} [options]
   * @returns {Promise<Found>}
   */
  hint(fen, options = {}) {
    return this.bestMove(fen, 10, { movetime: 700, ...options });
  }

  /**
   * Analyses until stop() (or options.depth), calling onInfo as the search deepens.
   * @param {string} fen
   * @param {InfoListener} onInfo
   * @param {{ moves?: string[], depth?: number }} [options]
   * @returns {Promise<Found>} the final move
   */
  analyse(fen, onInfo, options = {}) {
    return this._go({ fen, moves: options.moves || [], infinite: true, depth: options.depth }, onInfo);
  }

  // Ends the running search (its Promise resolves with the best move found so far).
  stop() {
    this._post({ type: 'stop' });
  }

  // Forgets what the engine learned (call between games).
  newGame() {
    this._post({ type: 'newgame' });
  }

  // Stops the worker for good; pending Promises reject.
  terminate() {
    if (this._worker) this._worker.terminate();
    else this._post({ type: 'stop' });
    this._post = () => {};
    for (const job of this._jobs.values()) job.reject(new Error('engine terminated'));
    this._jobs.clear();
  }

  // Returns true while a search runs.
  get busy() {
    return this._jobs.size > 0;
  }

  /**
   * Sends a search and returns the Promise of its bestmove.
   * @param {Search} message
   * @param {InfoListener} [onInfo]
   * @returns {Promise<Found>}
   */
  _go(message, onInfo) {
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      /** @type {Job} */
      const job = { resolve, reject, onInfo, message: { type: 'go', id, ...message } };
      this._jobs.set(id, job);
      this._post(job.message);
    });
  }

  /**
   * Handles a message of the engine host.
   * @param {EngineMessage} msg
   */
  _receive(msg) {
    if (msg.type === 'ready') {
      this._isReady = true;
      this._resolveReady();
      return;
    }
    if (msg.type === 'error' && msg.fatal && (!('id' in msg) || msg.id === undefined)) {
      this._rejectReady(new Error(msg.message || 'engine module failed'));
      return;
    }
    const job = this._jobs.get(msg.id);
    if (!job) return;
    if (msg.type === 'info') {
      if (job.onInfo) job.onInfo(msg);
    } else if (msg.type === 'bestmove') {
      this._jobs.delete(msg.id);
      job.resolve({ uci: msg.uci || '', ponder: msg.ponder || '', error: null });
    } else {
      // An error is a refused search's only answer.
      this._jobs.delete(msg.id);
      job.resolve({ uci: '', ponder: '', error: { code: msg.code, message: msg.message } });
    }
  }
}

/**
 * Returns the score as text in pawns from White's point of view: "+0.35", "-1.20", "#3", "#-2".
 * @param {Score | null} score
 * @param {boolean} whiteToMove the side to move, whose score it is, is White
 * @returns {string}
 */
Chess960Engine.formatScore = function (score, whiteToMove) {
  const sign = whiteToMove ? 1 : -1;
  if (score && 'mate' in score && typeof score.mate === 'number') return '#' + sign * score.mate;
  const pawns = (sign * (score && 'cp' in score ? score.cp : 0)) / 100;
  return (pawns > 0 ? '+' : pawns < 0 ? '−' : '') + Math.abs(pawns).toFixed(2);
};
