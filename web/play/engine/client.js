// The page side of the engine worker (play/engine/worker.js): a Promise API for searches.
//
//   const engine = new Chess960Engine('play/engine/worker.js');
//   engine.bestMove(fen, level, { moves }).then(({ uci }) => …);   // one move at level 1..10
//   engine.hint(fen, { moves, onInfo }).then(({ uci }) => …);      // a full-strength suggestion
//   engine.analyse(fen, (info) => …, { moves, multiPv });           // until stop(); resolves to bestmove
//   engine.stop(); engine.newGame(); engine.terminate();
//
// `fen` is the position the moves start from (the game's start FEN) and `moves` the UCI moves
// played since, so the engine knows which positions repeat; or the current FEN with no moves.
// info: { depth, seldepth, score: { cp } | { mate }, pv: [uci…], nodes, nps, time }.
// Only one search runs at a time: starting another ends the running one, whose Promise then
// resolves with the move it had found. Where a page may not start workers (file:// in
// Chromium), the worker's script runs in the page with chess960-engine.js (options.engineUrl,
// relative to the page).

export class Chess960Engine {
  // Starts the worker (the URL of worker.js, relative to the page). Where the page may not
  // start workers (file:// in Chromium), the same engine host runs in the page instead (see
  // worker.js); `inPage` tells which one runs.
  constructor(url = 'play/engine/worker.js', { inPage = false, engineUrl = 'chess960-engine.js' } = {}) {
    this._engineUrl = engineUrl;
    this._nextId = 1;
    this._jobs = new Map();
    let rejectReady;
    this._ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      rejectReady = reject;
    });
    this._rejectReady = rejectReady;
    this._ready.catch(() => {});
    this.inPage = inPage;
    if (!inPage) {
      try {
        this._worker = new Worker(url);
        this._worker.addEventListener('error', (e) => {
          if (this._isReady) {
            rejectReady(new Error(e.message || 'engine worker failed'));
            return;
          }
          // The worker could not start: run in the page and resend what was asked so far.
          this._worker.terminate();
          this._worker = null;
          this.inPage = true;
          this._startInPage(url, rejectReady);
          for (const job of this._jobs.values()) this._post(job.message);
        });
        this._worker.addEventListener('message', (event) => this._receive(event.data || {}));
        this._post = (msg) => this._worker.postMessage(msg);
        return;
      } catch {
        this.inPage = true;
      }
    }
    this._startInPage(url, rejectReady);
  }

  // Runs the engine host of worker.js in the page (where workers are refused).
  _startInPage(url, rejectReady) {
    const queued = [];
    this._post = (msg) => queued.push(msg);
    const load = (src) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = () => reject(new Error('could not load ' + src));
        document.head.appendChild(script);
      });
    const ready = typeof globalThis.createChess960Engine === 'function' ? Promise.resolve() : load(this._engineUrl);
    ready
      .then(() => (typeof globalThis.Chess960EngineHost === 'function' ? null : load(url)))
      .then(() => {
        const host = globalThis.Chess960EngineHost((msg) => setTimeout(() => this._receive(msg), 0));
        this._post = (msg) => setTimeout(() => host(msg), 0);
        queued.forEach((msg) => this._post(msg));
      })
      .catch(rejectReady);
  }

  // Resolves once the WebAssembly module is loaded.
  ready() {
    return this._ready;
  }

  // Returns a Promise of { uci, ponder } for one move at `level` (1..10; 10 = full strength
  // for options.movetime ms, default 1000). options: { moves, movetime, onInfo }.
  bestMove(fen, level = 10, options = {}) {
    return this._go({ fen, moves: options.moves || [], level, movetime: options.movetime }, options.onInfo);
  }

  // Returns a Promise of { uci, ponder }: the move the engine would play (full strength).
  hint(fen, options = {}) {
    return this.bestMove(fen, 10, { movetime: 700, ...options });
  }

  // Analyses until stop() (or options.depth), calling onInfo as the search deepens.
  // Returns a Promise of the final { uci, ponder }.
  analyse(fen, onInfo, options = {}) {
    return this._go(
      { fen, moves: options.moves || [], infinite: true, depth: options.depth, multiPv: options.multiPv },
      onInfo,
    );
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

  // Sends a search and returns the Promise of its bestmove.
  _go(message, onInfo) {
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      const job = { resolve, reject, onInfo, message: { type: 'go', id, ...message } };
      this._jobs.set(id, job);
      this._post(job.message);
    });
  }

  // Handles a message of the engine host.
  _receive(msg) {
    if (msg.type === 'ready') {
      this._isReady = true;
      this._resolveReady();
      return;
    }
    if (msg.type === 'error' && msg.fatal && msg.id === undefined) {
      this._rejectReady(new Error(msg.message || 'engine module failed'));
      return;
    }
    const job = this._jobs.get(msg.id);
    if (!job) return;
    if (msg.type === 'info') {
      if (job.onInfo) job.onInfo(msg);
    } else if (msg.type === 'bestmove' || msg.type === 'error') {
      // An error is a refused search's only answer.
      this._jobs.delete(msg.id);
      const error = msg.type === 'error' ? { code: msg.code, message: msg.message } : null;
      job.resolve({ uci: msg.uci || '', ponder: msg.ponder || '', error });
    }
  }
}

// Returns the score as text in pawns from White's point of view: "+0.35", "-1.20", "#3", "#-2".
Chess960Engine.formatScore = function (score, whiteToMove) {
  const sign = whiteToMove ? 1 : -1;
  if (score && typeof score.mate === 'number') return '#' + sign * score.mate;
  const pawns = (sign * (score ? score.cp : 0)) / 100;
  return (pawns > 0 ? '+' : pawns < 0 ? '−' : '') + Math.abs(pawns).toFixed(2);
};
