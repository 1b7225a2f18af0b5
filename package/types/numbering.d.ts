/**
 * The 960 start positions at once, without WebAssembly (a table of 7.7 KB written from the core
 * at build time): back ranks by number in both counts, numbers by back rank, the mirror. Its
 * inputs are read as the main entry reads them (startPosition, positionNumber): the same number,
 * or the same error code, for any input.
 *
 * ```js
 * import { backRank, positionNumber, mirror, toOneBased } from 'chess960/numbering';
 * backRank(518);              // 'RNBQKBNR'
 * backRank(518, { letters: 'de' }); // 'TSLDKLST'
 * positionNumber('TSLDKLST', { letters: 'de' }); // 518
 * mirror(518);                // 534
 * toOneBased(0);              // 960 (a DGT960 clock's count)
 * ```
 * @module chess960/numbering
 */
import type { Letters } from './index.js';

export { Chess960Error } from './index.js';

/** 960. */
export declare const POSITION_COUNT: 960;

/** The five pieces' letters of a letter set. */
export interface PieceLetters {
  K: string;
  Q: string;
  R: string;
  B: string;
  N: string;
}

/** The letters of each letter set (the core's table): en K Q R B N, de K D T L S, fr R D T F C, … */
export declare const PIECE_LETTERS: Readonly<Record<Letters, Readonly<PieceLetters>>>;

/** How a number is counted: 0..959 (default), or 1..960 with oneBased, where 960 is 0 (true or false; another value is ERR_NUMBER_RANGE). */
export interface CountOptions {
  oneBased?: boolean;
}

/** Returns White's back rank a1..h1 of start position n (a number or its digits as text), in English letters or the set named; throws ERR_NUMBER_RANGE or ERR_SAN_LETTERS. */
export declare function backRank(n: number | string, options?: CountOptions & { letters?: Letters }): string;
/**
 * Returns the number 0..959 of a back rank (any case; in the set named or English, by default English or
 * German; figurines in any set) or of a start position's FEN, as the main entry's positionNumber; throws
 * ERR_BACK_RANK, ERR_NOT_START_POSITION or an ERR_FEN_… code (the main entry's message says in more detail why).
 */
export declare function positionNumber(backRankOrFen: string, options?: { letters?: Letters }): number;
/** Returns the number of the mirror position, the back rank read from h1 to a1 (518 ↔ 534), in the count of `n`. */
export declare function mirror(n: number | string, options?: CountOptions): number;
/** Returns a number 0..959 counted 1..960 (0 is 960). */
export declare function toOneBased(n: number | string): number;
/** Returns a number 1..960 counted 0..959 (960 is 0). */
export declare function fromOneBased(n: number | string): number;
