/// <reference lib="esnext.disposable" />
/**
 * The engine: the search and evaluation of the Chess960 core, in a WebAssembly module of its own
 * (embedded, nothing is fetched). A search runs synchronously: run it in a worker
 * (`chess960/engine/worker`) where a page must stay responsive.
 *
 * ```ts
 * import { createChess960Engine } from 'chess960/engine';
 * const { Engine } = await createChess960Engine();
 * using engine = new Engine({ hashMb: 16 }); // JavaScript: const engine = …; engine.delete()
 * engine.setPosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ['e2e4']);
 * engine.search({ depth: 8 }).bestmove; // e.g. "e7e5"
 * ```
 * @module chess960/engine
 */
import type { Chess960Error, CreateOptions, ErrorCode, UciMove } from './index.js';

export { Chess960Error } from './index.js';

/** A score from the side to move's view: centipawns, or moves to mate (negative: being mated). */
export type Score = { cp: number } | { mate: number };

/** What a search has found so far (after each completed depth) or at its end. */
export interface SearchInfo {
  depth: number;
  seldepth: number;
  score: Score;
  /** Nodes searched. */
  nodes: number;
  /** Milliseconds since the search began. */
  time: number;
  /** How full the transposition table is, per mille. */
  hashfull: number;
  /** The principal variation in UCI (that of lines[0]). */
  pv: UciMove[];
  /**
   * Every line asked for with `multiPv`, best score first: line k is the best move outside lines
   * 1..k-1 with its score and principal variation (one line without multiPv; fewer when the
   * position has fewer legal moves; none when it has no legal move).
   */
  lines: SearchLine[];
}

/** One line of a multi-PV search. */
export interface SearchLine {
  score: Score;
  /** The line's moves in UCI, its first move the line's move. */
  pv: UciMove[];
}

/** The result of Engine.search(). */
export interface SearchResult extends SearchInfo {
  /** The move chosen ('' when the position has no legal move). */
  bestmove: UciMove;
  /** The expected reply ('' when none). */
  ponder: UciMove;
  /** True when a time or node limit ended the search before its depth. */
  stopped: boolean;
}

/**
 * The limits of one search; without any it searches to the engine's greatest depth. Each is a
 * whole number in its range (0: no limit for nodes and times); another value, or a name not
 * listed here, is refused with ERR_ENGINE_OPTION.
 */
export interface SearchOptions {
  /** The greatest depth in plies, 1..100. */
  depth?: number;
  /** Stop after about this many nodes, 0..2^53 - 1. */
  nodes?: number;
  /** Start no new depth after this many milliseconds, 0..2^53 - 1. */
  softMs?: number;
  /** Stop after this many milliseconds, 0..2^53 - 1. */
  hardMs?: number;
  /** The first depth, 1..100 (a resumed search goes on from the depth it reached). */
  startDepth?: number;
  /** A weaker play: choose among moves within this many centipawns of the best (with `seed`), 0..10000. */
  margin?: number;
  /** The random seed of a weaker level's choices, 0..2^53 - 1. */
  seed?: number;
  /** Lines to find, 1..5 (default 1): each the best move outside the lines before it (ignored with `margin`). */
  multiPv?: number;
}

/** The settings of one of the ten levels. */
export interface LevelSettings {
  level: number;
  depth: number;
  movetime: number;
  margin: number;
  blunderPercent: number;
}

/** One search engine: a transposition table, a position and the moves that led to it. */
export interface Engine extends Disposable {
  /** Sets the position: a FEN (KQkq, X-FEN or Shredder-FEN) and UCI moves played from it; returns the FEN reached. Throws a Chess960Error (ERR_FEN_…, ERR_MOVE_…). */
  setPosition(fen: string, moves?: UciMove[] | string): string;
  /**
   * Searches the position synchronously; onInfo is called after each completed depth. From
   * onInfo only delete() may be called (the search stops, and the engine is freed when it
   * returns); any other call is ERR_ENGINE_BUSY. An error thrown by onInfo stops the search and is
   * thrown by search().
   */
  search(options?: SearchOptions, onInfo?: ((info: SearchInfo) => void) | null): SearchResult;
  /** Forgets the table and the move-ordering statistics (between games). */
  newGame(): void;
  /**
   * Changes the table's size in megabytes (clears it): a whole number from 1 to 1024
   * (ERR_ENGINE_HASH otherwise), rounded down to a power of two; ERR_OUT_OF_MEMORY, the table
   * as it was, when the module's memory (2 GiB in all) cannot hold it.
   */
  setHashSize(mb: number): void;
  /** Frees the engine's memory; later calls throw ERR_ENGINE_DELETED. */
  delete(): void;
  [Symbol.dispose](): void;
}

/**
 * `new Engine({ hashMb })` (or without `new`); hashMb is the table's size, 8 MB by default, a
 * whole number from 1 to 1024 (ERR_ENGINE_HASH otherwise); ERR_OUT_OF_MEMORY when the module's
 * memory cannot hold it beside the engines still open.
 */
export interface EngineConstructor {
  new (options?: { hashMb?: number }): Engine;
  (options?: { hashMb?: number }): Engine;
  readonly prototype: Engine;
}

/** The engine API. */
export interface EngineApi {
  Engine: EngineConstructor;
  Chess960Error: typeof Chess960Error;
  /** Returns the settings of level 1..10. */
  level(n: number): LevelSettings;
  /** Returns the limits of one move at level n with a random seed (the seed decides the level's choices). */
  levelLimits(n: number, seed: number): { depth: number; movetime: number; margin: number; seed: number };
}

/** A message to the engine host (the worker of chess960/engine/worker). */
export type EngineRequest =
  /**
   * Search a position: `fen` and the UCI `moves` played from it. Level 10 (default) searches at
   * full strength for `movetime` ms (default 1000) or to `depth` (1..100); levels 1..9 play weaker, each
   * with its own depth, time and imperfection; `infinite` analyses until `stop`; `multiPv` (1..5)
   * lines are reported at level 10. level, movetime, depth and multiPv are whole numbers (0 or absent: the default); another value is answered with an
   * ERR_ENGINE_OPTION error and an empty bestmove.
   */
  | { type: 'go'; id: number | string; fen: string; moves?: UciMove[]; level?: number; movetime?: number; depth?: number; multiPv?: number; infinite?: boolean }
  /** End the running search: its bestmove follows at once. */
  | { type: 'stop' }
  /** Forget the table and the statistics (a new game). */
  | { type: 'newgame' };

/** A message from the engine host. */
export type EngineMessage =
  /** The engine has started. */
  | { type: 'ready' }
  /** What the search of request `id` has found after a depth. */
  | { type: 'info'; id: number | string; depth: number; seldepth: number; score: Score; pv: UciMove[]; lines: SearchLine[]; nodes: number; nps: number; time: number }
  /** The move chosen for request `id` ('' when the position has no legal move; `cancelled` when a newer request replaced it before it began). */
  | { type: 'bestmove'; id: number | string; uci: UciMove; ponder: UciMove; cancelled?: boolean }
  /** Request `id` was refused (a bad FEN or move, or a bad field: its code) or the engine failed (ERR_ENGINE_FAILED): the request's only answer (no bestmove follows). `fatal` when the engine's module did not start. */
  | { type: 'error'; id: number | string; code: ErrorCode; message: string; fatal?: true }
  /** The engine's module did not start (ERR_ENGINE_FAILED, ERR_MODULE_DAMAGED, ERR_MODULE_CSP…): posted at once instead of `ready`, the host's last message but the answers to later requests (each this error with its `id`). */
  | { type: 'error'; code: ErrorCode; message: string; fatal: true };

/**
 * Returns the message handler of one engine host, the one `chess960/engine/worker` runs in a
 * worker: `createEngine` is createChess960Engine, `post` sends each answer. Use it to run the
 * engine's protocol where a worker cannot be started (the page then waits during a search slice).
 */
export declare function createEngineHost(
  createEngine: typeof createChess960Engine,
  post: (message: EngineMessage) => void,
): (request: EngineRequest) => void;

/** Returns a Promise of the engine API; options as createChess960's, with chess960-engine.wasm. */
export declare function createChess960Engine(options?: CreateOptions): Promise<EngineApi>;
export default createChess960Engine;
