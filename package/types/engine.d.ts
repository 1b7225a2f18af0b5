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
import type { Chess960Api, Chess960Error, CreateOptions, ErrorCode, Game, UciMove } from './index.js';

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

/** A judged move: by the winning chances it gave away (≥ 0.1, ≥ 0.2, ≥ 0.3), or a mate run into or lost. */
export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

/** One move of a reviewed game. Scores are from White's side; `{ mate: 0 }` after the move that mates. */
export interface ReviewedPly {
  /** Half-moves from the start to after this move (1 for the first move). */
  ply: number;
  /** The side that made the move. */
  color: 'w' | 'b';
  san: string;
  uci: UciMove;
  /** The move's node id in the game's tree (Game.tree()). */
  node: number;
  /** The evaluation of the position after the move. */
  score: Score;
  /** The evaluation of the position before it (the previous ply's score). */
  scoreBefore: Score;
  /** The mover's winning chances after the move, -1..1: 2 / (1 + exp(-0.00368208 · cp)) - 1, cp the engine's times `cpScale`, clamped to ±1000, a mate as ±1000. */
  winChances: number;
  /** The mover's winning chances before the move minus after it; 0 when the move played is the engine's best move of the position before (its score is then that position's). */
  drop: number;
  /** The move's accuracy 0..100 (lichess's AccuracyPercent of the win percentages before and after). */
  accuracy: number;
  /** The centipawns (times `cpScale`) the mover lost (0 when none), each score clamped to ±1000. */
  cpLoss: number;
  /** The judgement, or null. */
  judgement: Judgement | null;
  /** 'created': the mover now gets mated; 'lost': the mover's forced mate is gone; null. */
  mate: 'created' | 'lost' | null;
  /** The engine's best move in the position before ('' at none), in UCI and SAN. */
  best: UciMove;
  bestSan: string;
  /** The engine's line from the position before, in UCI; pvSan in SAN where the best move is not the one played ([] otherwise). */
  pv: UciMove[];
  pvSan: string[];
  /** The depth the search reached there. */
  depth: number;
}

/** One side's figures in a review. */
export interface ReviewedSide {
  moves: number;
  /** lichess's game accuracy 0..100: the mean of a volatility-weighted mean and the harmonic mean of the moves' accuracies; null without moves. */
  accuracy: number | null;
  /** The average centipawn loss; null without moves. */
  acpl: number | null;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
}

/** What reviewGame() resolves to. */
export interface GameReview {
  plies: ReviewedPly[];
  white: ReviewedSide;
  black: ReviewedSide;
  /** Nodes searched in all. */
  nodes: number;
  nodesPerPosition: number;
  /** The factor from the engine's centipawns to the scale of lichess's formulas (Stockfish 15.1's), fitted against Stockfish: 1.12. */
  cpScale: number;
}

/** The options of reviewGame(); another name or a bad value is ERR_ENGINE_OPTION. */
export interface ReviewOptions {
  /** Nodes searched in each position, 1..100,000,000 (default 150,000). */
  nodes?: number;
  /** Called after each position searched: done of total (positions = moves + 1). */
  onProgress?: (done: number, total: number) => void;
  /** Cancels the review between two positions: it rejects with ERR_ABORTED. */
  signal?: AbortSignal;
  /** The rules API (createChess960()), needed to read a PGN text. */
  chess960?: Chess960Api;
  /** The review's table in MB, 1..1024 (default 16). */
  hashMb?: number;
}

/** The engine API. */
export interface EngineApi {
  Engine: EngineConstructor;
  Chess960Error: typeof Chess960Error;
  /** Returns the settings of level 1..10. */
  level(n: number): LevelSettings;
  /** Returns the limits of one move at level n with a random seed (the seed decides the level's choices). */
  levelLimits(n: number, seed: number): { depth: number; movetime: number; margin: number; seed: number };
  /**
   * Reviews the main line of a game (a Game of chess960, or a PGN text with `{ chess960 }`): every
   * position searched by a node budget, the last one first (the table then helps the earlier
   * ones), each move judged as lichess judges it, each side's accuracy and acpl. The search yields
   * to the event loop between positions (for `signal` and the page); it runs on the calling thread.
   * A judgement needs centipawns on both sides of the move, or a mate run into ('created':
   * inaccuracy when the eval before was below -999 cp, mistake below -700, else blunder) or a
   * forced mate lost ('lost', mirrored); a delayed mate is no fault. The start position is the
   * engine's own evaluation of it (lichess starts every game from 15 cp: the standard start).
   */
  reviewGame(game: Game | string, options?: ReviewOptions): Promise<GameReview>;
  /**
   * Writes a review of this game into its tree as lichess exports an analysed game and returns the
   * PGN: `[%eval 0.17]` / `[%eval #-3]` in each move's comment (a `[%clk]` there kept, an earlier
   * eval and judgement replaced), a judged move's NAG ($6 ?!, $2 ?, $4 ??) and comment
   * "(0.36 → -0.36) Mistake. Nf3 was best.", the best line (at most 12 plies) as a side line, and
   * the tag [Annotator] (options.annotator, default "chess960"). ERR_ENGINE_OPTION when the review
   * is not of this game's main line.
   */
  annotateGame(game: Game, review: GameReview, options?: { annotator?: string }): string;
  /** Returns the winning chances -1..1 of a score from its side ({ cp } | { mate } or centipawns). */
  winningChances(score: Score | number): number;
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
