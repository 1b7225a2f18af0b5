/// <reference lib="esnext.disposable" />
/**
 * The physical draw methods of an arbiter, step by step: die, coins, bag, Wheeler's fix, cards,
 * Platonic dice and Northam's placement (docs/draw-methods.md), and the exact chance each gives
 * every start position. A WebAssembly module of its own (embedded, nothing is fetched), so that
 * the main entry stays small; the tournament draw (`tournamentDraw()`) and the event draws are
 * in `chess960/event`.
 *
 * ```ts
 * import { createChess960Draw } from 'chess960/draw';
 * const draws = await createChess960Draw();
 * using draw = draws.startDraw('die'); // JavaScript: const draw = …; draw.delete() when done
 * draw.next().step; // 'dark-bishop'
 * draws.drawByDie([2, 3, 3, 2, 3]).number; // 518
 * ```
 * @module chess960/draw
 */
import type { Chess960Error, CreateOptions, Square, StartPosition } from './index.js';

export { Chess960Error } from './index.js';

/** The draw methods' ids, in the order drawMethods() lists them. */
export type DrawMethodId = 'die' | 'coins' | 'coins-die' | 'bag' | 'bag-wheeler' | 'cards' | 'platonic' | 'northam-placement';

/** A first-rank square such as "c1". */
export type DrawSquare = Square;
/** A piece by its English letter. */
export type DrawPiece = 'K' | 'Q' | 'R' | 'B' | 'N';

/**
 * The step a draw machine is at (DrawRequest.step); one id per meaning across the methods
 * (docs/draw-methods.md). A page phrases the instruction from the id and the request's fields.
 */
export type DrawStepId =
  /** A roll or throw (kind die d6, coins or coin) places one piece; among and count say which squares count. */
  | 'light-bishop' | 'dark-bishop' | 'queen' | 'king' | 'right-rook' | 'left-rook' | 'first-knight' | 'second-knight'
  /** Platonic dice: octahedron (one bishop, 1–8 from a1), tetrahedron (the other bishop among the other colour), icosahedron (both knights; outcomes give number, counts, squares). */
  | 'first-bishop' | 'second-bishop' | 'knights'
  /** Bag: draw a piece for `square`; outcomes give piece and inBag. */
  | 'bag-piece'
  /** Wheeler: choose 'left' or 'right' bishop (`left`, `right`); outcomes give the bishop's square. */
  | 'bishop-choice'
  /** Wheeler: a black piece sends the bishop on `from` to the k-th square of colour `among`; outcomes give piece, square, k. */
  | 'bishop-piece'
  /** Cards: lay out the next card for `square`; outcomes give the card's piece. */
  | 'card-piece'
  /** Cards: the correction card moves the `left` (1–4) or `right` (5–8) bishop; outcomes give from, square, k. */
  | 'bishop-card'
  /** Northam: `player` puts one of `toPlace` on a free square; outcomes give piece and square. */
  | 'placement'
  /** The start position is complete (kind 'done', no options). */
  | 'done';

/** What one option of a step does (DrawRequest.outcomes[i] for options[i]); see DrawStepId for which fields each step sets. */
export interface DrawOutcome {
  /** Where the step's piece goes (for bishop-choice: where the chosen bishop stands). */
  square?: DrawSquare;
  /** bishop-card: the bishop that moves. */
  from?: DrawSquare;
  /** bag-piece, bishop-piece, card-piece, placement: the piece drawn, shown or placed. */
  piece?: DrawPiece;
  /** bag-piece: how many of that piece are still in the bag (its chance is inBag / pieces left). */
  inBag?: number;
  /** bishop-piece, bishop-card: the bishop goes to the k-th square (1–4) of colour `among`. */
  k?: number;
  /** knights: the icosahedron's roll doubled plus 8 (10–48). */
  number?: number;
  /** knights: [first knight's count 1–5, second knight's count 1–4] among the free squares. */
  counts?: [number, number];
  /** knights: the first and the second knight's squares. */
  squares?: [DrawSquare, DrawSquare];
}

/** What a draw machine needs next. */
export interface DrawRequest {
  /** The input: a die face, Northam's coin total, the large coin alone, a piece letter, a card, left/right, a placement. */
  kind: 'die' | 'coins' | 'coin' | 'piece' | 'card' | 'choice' | 'placement' | 'done';
  step: DrawStepId;
  /** The values give() accepts now (values that must be rolled again are listed in rerolls). */
  options: Array<number | string>;
  rerolls: Array<number | string>;
  /** What each option does, one per option. */
  outcomes: DrawOutcome[];
  /** The empty squares from a1 to h1. */
  freeSquares: DrawSquare[];
  /** The squares counted: 'dark' / 'light' (of that colour), 'free' (the k-th free square from the left), 'middle' (2nd–5th of six free: the coins' king), 'right-of-king' / 'left-of-king' (the coins' rooks). */
  among?: 'dark' | 'light' | 'free' | 'middle' | 'right-of-king' | 'left-of-king';
  /** How many squares the step chooses among; a die with more faces (coins-die: 6 for 3) counts face v as ((v − 1) mod count) + 1. */
  count?: number;
  /** bag-piece, card-piece: the square being filled. */
  square?: DrawSquare;
  /** bishop-piece: the bishop that moves. */
  from?: DrawSquare;
  /** bishop-choice, bishop-card: the two bishops (both on one colour). */
  left?: DrawSquare;
  right?: DrawSquare;
  /** placement: the pieces still to place, e.g. "QBBNN". */
  toPlace?: string;
  /** Die steps: the faces and the die ('d6', 'octahedron', 'tetrahedron', 'cube', 'icosahedron'). */
  sides?: number;
  die?: string;
  /** The piece this step places (die, coin and correction steps). */
  piece?: DrawPiece;
  /** placement: who places now (Black first). */
  player?: 'black' | 'white';
}

/** The event ids of DrawState.events (see DrawEvent for their fields). */
export type DrawEventId =
  | 'placed' | 'only-square' | 'drawn' | 'card-laid' | 'player-placed' | 'knights-placed'
  | 'rook-king-rook' | 'knights-last' | 'pair-swapped' | 'bishop-moved' | 'king-moved-between-rooks';

/** What one accepted value did; give() returns the events in the order they happened. */
export type DrawEvent =
  /** A roll or throw (`value`) put `piece` on `square`. */
  | { event: 'placed'; value: number; piece: DrawPiece; square: DrawSquare }
  /** Coins: `piece` had only one square left and went there without a throw. */
  | { event: 'only-square'; piece: DrawPiece; square: DrawSquare }
  /** Bag: the drawn `piece` stands on `square`. */
  | { event: 'drawn'; piece: DrawPiece; square: DrawSquare }
  /** Cards: card `value` shows `piece`, laid out on `square`. */
  | { event: 'card-laid'; value: number; piece: DrawPiece; square: DrawSquare }
  /** Northam: `player` put `piece` on `square`. */
  | { event: 'player-placed'; player: 'black' | 'white'; piece: DrawPiece; square: DrawSquare }
  /** Icosahedron `value` → `number` → counts [first, second]: knights on `squares` (first, second). */
  | { event: 'knights-placed'; value: number; piece: 'N'; number: number; counts: [number, number]; squares: [DrawSquare, DrawSquare] }
  /** Rook, king, rook on the last three free `squares`, from the left. */
  | { event: 'rook-king-rook'; squares: [DrawSquare, DrawSquare, DrawSquare] }
  /** Coins: the knights on the last two free `squares`. */
  | { event: 'knights-last'; piece: 'N'; squares: [DrawSquare, DrawSquare] }
  /** Plain bag, both bishops on one colour: the two `squares` of the left bishop's pair swapped. */
  | { event: 'pair-swapped'; squares: [DrawSquare, DrawSquare] }
  /** Correction: the bishop on `from` went to `square`, the k-th of the other colour; `piece` from there went to `from`. */
  | { event: 'bishop-moved'; from: DrawSquare; square: DrawSquare; k: number; piece: DrawPiece }
  /** The king (`from`) was not between the rooks: it swapped with the nearest rook (`square`). */
  | { event: 'king-moved-between-rooks'; piece: 'K'; from: DrawSquare; square: DrawSquare };

/** The state after an accepted value. */
export interface DrawState {
  /** The back rank so far, English letters, '-' = empty, e.g. "--B--B--". */
  backRank: string;
  done: boolean;
  /** What the value did ([] from undo() and state()). */
  events: DrawEvent[];
  history: string[];
  /** The board so far by square, FEN letters (upper case White): the pawns and the pieces drawn. */
  pieces: Record<string, string>;
}

/** A step machine for one physical draw method; free it with delete() or `using` (else when collected). */
export interface Draw extends Disposable {
  /** The method's id, as drawMethods() lists it. */
  readonly method: string;
  /** What is needed next. */
  next(): DrawRequest;
  /** Takes one roll, throw, card, piece or placement; throws ERR_DRAW_REROLL / ERR_DRAW_VALUE / ERR_DRAW_FINISHED. */
  give(value: number | string): DrawState;
  /** Takes back the last accepted value; throws ERR_DRAW_UNDO at the start. */
  undo(): DrawState;
  done(): boolean;
  /** The finished start position; throws ERR_DRAW_UNFINISHED before the end. */
  result(): StartPosition;
  backRank(): string;
  history(): string[];
  state(): DrawState;
  /** Frees the machine; later calls throw ERR_DRAW_DELETED (a second call does nothing). */
  delete(): void;
  [Symbol.dispose](): void;
}

/** The draw module's API: createChess960Draw() resolves to it. */
export interface Chess960DrawApi {
  /** Returns the draw methods in display order (pages name them by id); random is false for northam-placement. */
  drawMethods(): Array<{ id: DrawMethodId; random: boolean }>;
  /** Returns a new step machine for a method; throws ERR_DRAW_METHOD. */
  startDraw(methodId: string): Draw;
  /** Returns the exact chance of each number 0..959 as reduced fractions; throws ERR_DRAW_NOT_RANDOM for northam-placement. */
  drawDistribution(methodId: string): Array<{ num: number; den: number }>;
  /** Returns the position a complete list of values gives. */
  drawWith(methodId: string, values: Array<number | string>): StartPosition;
  /** Returns the position five die rolls give (Bodlaender), e.g. [2, 3, 3, 2, 3] = 518. */
  drawByDie(rolls: number[]): StartPosition;
  /** The class of the errors the API throws (the same as the package's export). */
  Chess960Error: typeof Chess960Error;
}

/**
 * Returns a Promise of the draw API; rejects with ERR_MODULE_DAMAGED when the module does not
 * start. options as createChess960's, with the package's `chess960/chess960-draw.wasm`.
 */
export declare function createChess960Draw(options?: CreateOptions): Promise<Chess960DrawApi>;
export default createChess960Draw;
