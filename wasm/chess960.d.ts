// Type declarations for dist/chess960.js — the Chess960 numbering and rules API.
// Load with <script src="chess960.js"> (global createChess960) or require('./chess960.js').

/** Errors thrown by the API carry a stable code such as "ERR_NUMBER_RANGE". */
export interface Chess960Error extends Error {
  name: 'Chess960Error';
  code: string;
}

/** One of the 960 start positions. */
export interface StartPosition {
  /** Scharnagl number 0..959 (518 = RNBQKBNR). */
  number: number;
  /** White back rank a..h in English letters, e.g. "RNBQKBNR". */
  backRank: string;
  /** The same in German letters, e.g. "TSLDKLST". */
  backRankDe: string;
  /** Start FEN with castling "KQkq" (correct X-FEN for start positions). */
  fen: string;
  /** Start FEN with castling by rook files, e.g. "HAha". */
  shredderFen: string;
  /** Row of the king table: 16 * (queen + 6 * KRN code), 0..944. */
  kingTableBase: number;
  /** Column of the bishop table: number mod 16. */
  bishopIndex: number;
}

export interface KingTableRow { base: number; pieces: string; piecesDe: string; }
export interface BishopTableRow { index: number; pattern: string; lightBishopFile: string; darkBishopFile: string; }

export interface Chess960Api {
  /** Returns start position n (0..959, or 1..960 with oneBased where 960 = 0); throws ERR_NUMBER_RANGE. */
  startPosition(n: number | string, options?: { oneBased?: boolean }): StartPosition;
  /** Returns the number of a back rank (English or German letters) or start-position FEN; throws ERR_BACK_RANK / ERR_FEN. */
  positionNumber(text: string): number;
  /** Returns a uniformly random start position (crypto), or the reproducible one for a seed. */
  randomPosition(options?: { seed?: string | number }): StartPosition;
  /** Returns the 60 rows of the king table. */
  kingTable(): KingTableRow[];
  /** Returns the 16 rows of the bishop table. */
  bishopTable(): BishopTableRow[];
}

/** Returns a Promise of the API; options go to the Emscripten loader. */
declare function createChess960(options?: object): Promise<Chess960Api>;
export default createChess960;
export { createChess960 };
