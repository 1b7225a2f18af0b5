/**
 * The 960 start positions at once, without WebAssembly (a table of 7.7 KB written from the core
 * at build time): back ranks by number in both counts, numbers by back rank, the mirror.
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

/** How a number is counted: 0..959 (default), or 1..960 with oneBased, where 960 is 0. */
export interface CountOptions {
  oneBased?: boolean;
}

/** Returns White's back rank a1..h1 of start position n, in English letters or the set named; throws ERR_NUMBER_RANGE or ERR_SAN_LETTERS. */
export declare function backRank(n: number, options?: CountOptions & { letters?: Letters }): string;
/** Returns the number 0..959 of a back rank in English letters or the set named; throws ERR_BACK_RANK (the main entry's positionNumber says why a text is not one). */
export declare function positionNumber(backRank: string, options?: { letters?: Letters }): number;
/** Returns the number of the mirror position, the back rank read from h1 to a1 (518 ↔ 534), in the count of `n`. */
export declare function mirror(n: number, options?: CountOptions): number;
/** Returns a number 0..959 counted 1..960 (0 is 960). */
export declare function toOneBased(n: number): number;
/** Returns a number 1..960 counted 0..959 (960 is 0). */
export declare function fromOneBased(n: number): number;
