/**
 * The arbiter's check of whole PGN files: every game's tags read and every move replayed by the
 * rules in one pass, in a WebAssembly module compiled for speed (embedded, nothing is fetched).
 * To read, show and write games use `readPgnDatabase()` of the main entry.
 *
 * ```js
 * import { createChess960Pgn } from 'chess960/pgn';
 * const checker = await createChess960Pgn();
 * const { games } = checker.checkPgn(text);
 * games.filter((g) => g.error).map((g) => `game ${g.game}, line ${g.error.line}: ${g.error.code}`);
 * ```
 * @module chess960/pgn
 */
import type { Chess960Error, CreateOptions, PgnGameError, Result } from './index.js';

export { Chess960Error } from './index.js';

/** What the check found in one game. */
export interface CheckedGame {
  /** The game's number, 1-based. */
  game: number;
  /** The line the game begins on, 1-based. */
  line: number;
  /** The main line's move tokens. */
  plies: number;
  /** The result token ('*' when none). */
  result: Result;
  /** 0..959 when the game begins from one of the 960 start positions, else null. */
  startNumber: number | null;
  /** The final position (only with { fens: true }; absent for a bad game). */
  fen?: string;
  /** The game written without comments, NAGs and side lines: its tags, main line and result (only with { strip: true }; absent for a bad game). */
  pgn?: string;
  /** Why the game is refused (absent when it reads); a bad move in a side line names the side line's path. */
  error?: PgnGameError;
}

/** The checker. */
export interface PgnChecker {
  /**
   * Checks every game of a PGN text: its tags, every move of its main line and of its side lines;
   * throws ERR_PGN_EMPTY for a value that is not text and ERR_PGN_TOO_LARGE for a text over 256 MiB.
   * Options: `fens` adds each good game's final position, `strip` each good game written without
   * comments, NAGs and side lines; `open` and `tree` (for timing readers) replay every game as
   * PgnDatabase.open(i) does, without or with its tree — the verdicts are the same.
   * `piece` reads the text as the beginning of a longer one (a file read in pieces): only the
   * games before a place where the text can be cut between games are checked, and `restLine` is
   * the line (1-based) where the rest begins, to be checked again with the text that follows
   * (0: no place to cut and no game checked — read more first). The games of all pieces are
   * those of the whole text.
   */
  checkPgn(
    text: string,
    options?: { fens?: boolean; strip?: boolean; open?: boolean; tree?: boolean; piece?: boolean },
  ): { games: CheckedGame[]; restLine?: number };
  Chess960Error: typeof Chess960Error;
}

/** Returns a Promise of the checker; options as createChess960's, with chess960-pgn.wasm. */
export declare function createChess960Pgn(options?: CreateOptions): Promise<PgnChecker>;
export default createChess960Pgn;
