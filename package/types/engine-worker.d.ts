/**
 * `chess960/engine/worker`: the engine in a module worker. Import this module in a worker file
 * of your own and talk to it with messages:
 *
 * ```js
 * // engine.worker.js
 * import 'chess960/engine/worker';
 * // the page
 * const worker = new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' });
 * worker.onmessage = ({ data }) => { if (data.type === 'bestmove') console.log(data.uci); };
 * worker.postMessage({ type: 'go', id: 1, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: [], level: 10, movetime: 500 });
 * ```
 * A long search runs in slices of about 40 ms, so a `stop` is read within one slice.
 * @module chess960/engine/worker
 */
import type { ErrorCode, UciMove } from './index.js';
import type { Score } from './engine.js';

/** A message to the worker. */
export type EngineRequest =
  /**
   * Search a position: `fen` and the UCI `moves` played from it. Level 10 (default) searches at
   * full strength for `movetime` ms (default 1000) or to `depth`; levels 1..9 play weaker, each
   * with its own depth, time and imperfection; `infinite` analyses until `stop`.
   */
  | { type: 'go'; id: number | string; fen: string; moves?: UciMove[]; level?: number; movetime?: number; depth?: number; infinite?: boolean }
  /** End the running search: its bestmove follows at once. */
  | { type: 'stop' }
  /** Forget the table and the statistics (a new game). */
  | { type: 'newgame' };

/** A message from the worker. */
export type EngineMessage =
  /** The engine has started. */
  | { type: 'ready' }
  /** What the search of request `id` has found after a depth. */
  | { type: 'info'; id: number | string; depth: number; seldepth: number; score: Score; pv: UciMove[]; nodes: number; nps: number; time: number }
  /** The move chosen for request `id` ('' when the position has no legal move; `cancelled` when a newer request replaced it before it began). */
  | { type: 'bestmove'; id: number | string; uci: UciMove; ponder: UciMove; cancelled?: boolean }
  /** Request `id` was refused (a bad FEN or move: its code) or the engine failed (ERR_ENGINE_FAILED). */
  | { type: 'error'; id: number | string; code: ErrorCode; message: string };

/**
 * Returns the message handler of one engine host: `createEngine` is createChess960Engine,
 * `post` sends a message. The worker module runs one itself; use this to run the host elsewhere
 * (in a page where workers are refused).
 */
export declare function createEngineHost(
  createEngine: typeof import('./engine.js').createChess960Engine,
  post: (message: EngineMessage) => void,
): (request: EngineRequest) => void;
