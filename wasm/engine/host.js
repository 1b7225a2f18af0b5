// The engine host: the worker protocol around the engine (chess960/engine), shared by the
// package's module worker (chess960/engine/worker) and the play page's classic worker.
//
// Messages in:
//   { type: 'go', id, fen, moves: [uci…], level: 1..10, movetime, depth: 1..100, multiPv: 1..5, infinite }
//       (whole numbers; 0 or absent: the default; anything else is ERR_ENGINE_OPTION)
//       level 10 (default) searches at full strength for `movetime` ms (default 1000);
//       levels 1..9 use their own depth, time and imperfection (core/search/search.h, level_settings);
//       infinite: true analyses until { type: 'stop' } (or until `depth`); multiPv: lines to
//       report at level 10 (each info carries them all, best first).
//   { type: 'stop' }       ends the running search; its bestmove follows at once.
//   { type: 'newgame' }    forgets the table and statistics.
// Messages out:
//   { type: 'ready' }
//   { type: 'info', id, depth, seldepth, score: { cp } | { mate }, pv: [uci…], lines: [{ score, pv }],
//       nodes, nps, time }
//   { type: 'bestmove', id, uci, ponder }   (uci is '' when the position has no legal move)
//   { type: 'error', id, code, message }   a refused 'go' (bad FEN, move or option): its only answer
//   { type: 'error', code, message, fatal: true }   the module did not start: the host's last
//       message (each later 'go' is answered with it, its id added); there is no 'ready'
//
// A worker cannot read messages while WebAssembly runs, so long searches run in slices of about
// 40 ms: the core resumes at the next depth with its transposition table kept, and between
// slices the host yields to its message queue, where a 'stop' is seen.
import { Chess960Error, WRAPPER_ERRORS, own } from '../js/errors.js';

const SLICE_MS = 40;

// Returns the 'go' message's field `name`, a whole number from `least` to `most` (undefined when
// absent or null), or throws ERR_ENGINE_OPTION.
function goNumber(msg, name, least, most) {
  const value = own(msg, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < least || value > most)
    throw new Chess960Error(
      WRAPPER_ERRORS.engineOption,
      "the 'go' field " + name + ' must be a whole number from ' + least + ' to ' + most + ', not ' +
        (typeof value === 'string' ? JSON.stringify(value) + ' (text)' : String(value)),
    );
  return value;
}

// Returns the page's message with its own fields only (what a page put on Object.prototype is
// no field of it).
function ownFields(msg) {
  const out = Object.create(null);
  if (msg && typeof msg === 'object') for (const key of Object.keys(msg)) out[key] = msg[key];
  return out;
}

// Returns the message handler of one engine host: `createEngine` is createChess960Engine (of the
// package, or the global of the classic chess960-engine.js), `post` sends a message to the page.
export function createEngineHost(createEngine, post) {
  let failure = null; // { code, message } once the module failed to start
  const engineReady = createEngine()
    .then(function (api) {
      const engine = new api.Engine({ hashMb: 16 });
      post({ type: 'ready' });
      return { api: api, engine: engine };
    })
    .catch(function (e) {
      failure = { code: own(e, 'code') || WRAPPER_ERRORS.engineFailed, message: String((e && e.message) || e) };
      post({ type: 'error', code: failure.code, message: failure.message, fatal: true });
      return null;
    });
  let current = null; // the running job: { id, stopRequested }
  let queue = Promise.resolve();

  // Resolves after the worker has read its message queue.
  function yieldToMessages() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }

  // Returns 53 random bits for a weaker level's choice.
  function randomSeed() {
    const words = new Uint32Array(2);
    globalThis.crypto.getRandomValues(words);
    return words[0] * 2097152 + (words[1] & 2097151); // 53 random bits
  }

  // Runs one 'go' to its bestmove.
  function runGo(msg, job, api, engine) {
    const id = msg.id;
    let level, movetime, depth, multiPv;
    try {
      level = goNumber(msg, 'level', 0, 10) || 10;
      multiPv = goNumber(msg, 'multiPv', 0, 5) || 1;
      movetime = goNumber(msg, 'movetime', 0, 2147483647) || 1000;
      depth = goNumber(msg, 'depth', 0, 100) || 100;
      engine.setPosition(msg.fen, msg.moves || []);
    } catch (e) {
      post({ type: 'error', id: id, code: own(e, 'code') || WRAPPER_ERRORS.engineFailed, message: e.message });
      return Promise.resolve();
    }
    const started = Date.now();
    const sendInfo = function (info, nodesBefore) {
      const nodes = nodesBefore + info.nodes;
      const time = Date.now() - started;
      post({
        type: 'info',
        id: id,
        depth: info.depth,
        seldepth: info.seldepth,
        score: info.score,
        pv: info.pv,
        lines: info.lines,
        nodes: nodes,
        nps: Math.round((nodes * 1000) / Math.max(1, time)),
        time: time,
      });
    };

    if (level < 10 && !msg.infinite) {
      // A weaker level: one short search (at most the level's time) with its random choice.
      const limits = api.levelLimits(level, randomSeed());
      const r = engine.search(
        {
          depth: Math.min(limits.depth, depth),
          softMs: limits.movetime,
          hardMs: limits.movetime,
          margin: limits.margin,
          seed: limits.seed,
        },
        function (info) {
          sendInfo(info, 0);
        },
      );
      post({ type: 'bestmove', id: id, uci: r.bestmove, ponder: r.ponder });
      return Promise.resolve();
    }

    if (msg.infinite) movetime = 0;
    const maxDepth = depth;
    let completed = 0;
    let nodes = 0;
    let best = '';
    let ponder = '';
    // Searches one slice of about 40 ms and goes on until done or stopped.
    function slice() {
      const elapsed = Date.now() - started;
      const budget = movetime ? Math.max(1, Math.min(SLICE_MS, movetime - elapsed)) : SLICE_MS;
      const r = engine.search(
        { depth: maxDepth, startDepth: completed + 1, softMs: budget, hardMs: budget, multiPv: multiPv },
        function (info) {
          sendInfo(info, nodes);
        },
      );
      nodes += r.nodes;
      if (r.bestmove) best = r.bestmove;
      if (r.depth > completed) {
        completed = r.depth;
        ponder = r.ponder;
      }
      const mateFound = r.depth > 0 && own(r.score, 'mate') !== undefined && completed >= 2 * Math.abs(r.score.mate) + 2;
      const done =
        job.stopRequested ||
        !r.bestmove ||
        completed >= maxDepth ||
        (movetime && Date.now() - started >= movetime) ||
        (mateFound && !msg.infinite);
      if (done) {
        if (msg.infinite && !job.stopRequested && r.bestmove) {
          // Analysis waits for 'stop' even when there is nothing left to search.
          return new Promise(function (resolve) {
            job.onStop = resolve;
          }).then(finish);
        }
        return finish();
      }
      return yieldToMessages().then(slice);
    }
    // Sends the best move found.
    function finish() {
      post({ type: 'bestmove', id: id, uci: best, ponder: ponder });
    }
    return slice();
  }

  // Handles one message of the page.
  return function onMessage(message) {
    const msg = ownFields(message);
    if (msg.type === 'stop') {
      if (current) {
        current.stopRequested = true;
        if (current.onStop) current.onStop();
      }
      return;
    }
    if (msg.type === 'newgame') {
      queue = queue
        .then(function () {
          return engineReady;
        })
        .then(function (e) {
          if (e) e.engine.newGame();
        });
      return;
    }
    if (msg.type !== 'go') return;
    // A new search ends the one before it (which still answers with its bestmove).
    if (current) {
      current.stopRequested = true;
      if (current.onStop) current.onStop();
    }
    const job = { id: msg.id, stopRequested: false, onStop: null };
    current = job;
    queue = queue
      .then(function () {
        return engineReady;
      })
      .then(function (e) {
        if (!e) {
          post({ type: 'error', id: job.id, code: failure.code, message: failure.message, fatal: true });
          return undefined;
        }
        if (job.stopRequested && current !== job) {
          post({ type: 'bestmove', id: job.id, uci: '', ponder: '', cancelled: true });
          return undefined;
        }
        return runGo(msg, job, e.api, e.engine);
      })
      .catch(function (e) {
        post({ type: 'error', id: msg.id, code: WRAPPER_ERRORS.engineFailed, message: String((e && e.message) || e) });
      })
      .then(function () {
        if (current === job) current = null;
      });
  };
}
