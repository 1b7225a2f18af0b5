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
 * A `go` with `multiPv: 3` (1..5) gives each `info` its three `lines`, best first.
 * Each `go` is answered with its `bestmove`, or with an `error` alone (a bad FEN, move or
 * option); a worker whose module did not start posts `{ type: 'error', code, message, fatal: true }`
 * instead of `ready`. It runs in the module workers of browsers, Deno and Bun (which has no
 * `WorkerGlobalScope`). A long search runs in slices of about 40 ms, so a `stop` is read within one slice. Imported
 * outside a worker the module does nothing; `createEngineHost` of `chess960/engine` runs the same
 * host anywhere.
 * @module chess960/engine/worker
 */
export type { EngineMessage, EngineRequest } from './engine.js';
