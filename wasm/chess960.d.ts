// Type declarations for dist/chess960.js — the Chess960 numbering and rules API.
// Load with <script src="chess960.js"> (global createChess960) or require('./chess960.js').

/** Errors thrown by the API carry a stable code such as "ERR_NUMBER_RANGE". */
export interface Chess960Error extends Error {
  name: 'Chess960Error';
  code: string;
  /** ERR_MOVE_AMBIGUOUS only: the moves the text could stand for, in English SAN. */
  candidates?: string[];
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

/** SAN letter sets: English (Nf3, e8=Q), German (Sf3, e8=D) or figurines (♘f3, white set for both sides). */
export interface SanOptions { letters?: 'en' | 'de' | 'figurine'; }

/** How a game stands. Claimable draws (fifty-move, threefold) appear only after claimDraw(). */
export interface GameStatus {
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  reason: 'checkmate' | 'stalemate' | 'insufficient-material' | 'fifty-move' | 'threefold' |
    'fivefold' | 'seventy-five-move' | null;
  /** True when the side to move is in check. */
  check: boolean;
}

/** A castling move legal now, with both pieces' squares (for a board that shows the rook's landing square). */
export interface CastlingOption {
  /** 'h': O-O (rook on the h-side of the king), 'a': O-O-O. */
  side: 'h' | 'a';
  san: string;
  /** King takes own rook, e.g. "e1h1". */
  uci: string;
  kingFrom: string; rookFrom: string; kingTo: string; rookTo: string;
  /** True when kingTo is also an ordinary king step (one file away): a board must ask which is meant. */
  kingToIsAlsoKingStep: boolean;
}

/** A game: a position and its history. Free it with delete(); later calls throw ERR_GAME_DELETED. */
export declare class Game implements PgnGame {
  /** Start position n (0..959 or digit text, default 518) or any legal FEN; throws ERR_NUMBER_RANGE / ERR_FEN_… / ERR_POSITION_…. */
  constructor(startNumberOrFen?: number | string);
  /** Frees the game (a second call does nothing). */
  delete(): void;
  /** Returns true after delete(). */
  isDeleted(): boolean;
  /** Returns the current FEN (X-FEN castling field). */
  fen(): string;
  /** Returns the current FEN with rook files as castling letters (Shredder-FEN). */
  shredderFen(): string;
  /** Returns the FEN the game started from. */
  startFen(): string;
  /** Returns the FEN before half-move `ply` (0 = start, history().length = now); throws ERR_PLY_RANGE. */
  fenAt(ply: number): string;
  /** Returns the side to move. */
  turn(): 'w' | 'b';
  /** Returns the fullmove number. */
  moveNumber(): number;
  /** Returns the legal moves in UCI, castling as king takes own rook; [] once the game is over. */
  legalMoves(): string[];
  /** Returns the legal moves in SAN. */
  legalMovesSan(options?: SanOptions): string[];
  /** Returns legal target squares per origin; castling as king onto rook and, two files away or more, onto c/g. */
  dests(): Record<string, string[]>;
  /** Returns the castling moves legal now. */
  castlingOptions(): CastlingOption[];
  /** Plays SAN or UCI and returns the SAN; throws ERR_MOVE_SYNTAX / ERR_MOVE_ILLEGAL / ERR_MOVE_AMBIGUOUS / ERR_GAME_OVER. */
  play(move: string): string;
  /** Takes back the last move (and a claimed draw); returns its SAN or null. */
  undo(): string | null;
  /** Returns the moves played in SAN. */
  history(options?: SanOptions): string[];
  /** Returns the moves played in UCI. */
  historyUci(): string[];
  /** Returns the status. */
  status(): GameStatus;
  /** Returns the draw that may be claimed now, or false. */
  canClaimDraw(): false | 'fifty-move' | 'threefold';
  /** Ends the game as a claimed draw; throws ERR_NO_DRAW_CLAIM or ERR_GAME_OVER. */
  claimDraw(): GameStatus;
  /** Returns how often the current position has occurred (1 the first time). */
  repetitionCount(): number;
  /** Returns the UCI of a legal move given as SAN (or UCI), without playing it. */
  sanToUci(san: string): string;
  /** Returns the SAN of a legal move given as UCI (or SAN), without playing it. */
  uciToSan(uci: string): string;
  pgn(tags?: Record<string, string | number>): string;
  pgnTags(): Record<string, string>;
}

/** What a draw machine needs next. */
export interface DrawRequest {
  kind: 'die' | 'coins' | 'coin' | 'piece' | 'card' | 'choice' | 'placement' | 'done';
  prompt: string;
  promptDe: string;
  /** The values give() accepts now (values that must be rolled again are listed in rerolls). */
  options: Array<number | string>;
  rerolls?: Array<number | string>;
  labels?: string[];
  labelsDe?: string[];
  freeSquares?: string[];
  [more: string]: unknown;
}

/** The state after an accepted value. */
export interface DrawState {
  /** The back rank so far, English letters, '-' = empty, e.g. "--B--B--". */
  backRank: string;
  backRankDe: string;
  done: boolean;
  note: string;
  noteDe: string;
  history: string[];
}

/** A step machine for one physical draw method; free it with delete(). */
export interface Draw {
  next(): DrawRequest;
  /** Takes one roll, throw, card, piece or placement; throws ERR_DRAW_REROLL / ERR_DRAW_VALUE / ERR_DRAW_FINISHED. */
  give(value: number | string): DrawState;
  /** Takes back the last accepted value; throws ERR_DRAW_UNDO at the start. */
  undo(): DrawState;
  done(): boolean;
  /** The finished start position; throws ERR_DRAW_UNFINISHED before the end. */
  result(): StartPosition;
  backRank(): string;
  backRankDe(): string;
  history(): string[];
  state(): DrawState;
  delete(): void;
}

/** One round of a tournament draw. */
export interface TournamentRound extends StartPosition {
  round: number;
  /** Which position of the draw this round plays (rounds share one with bothColours). */
  draw: number;
  /** True for the second round of a position with bothColours. */
  swapColours: boolean;
}

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
  /** The game class (see Game). */
  Game: typeof Game;
  /** Returns the perft node count of a FEN at depth 0..7; throws ERR_PERFT_DEPTH or the FEN's error. */
  perft(fen: string, depth: number): number;
  /** Returns { uci: nodes } per legal move at depth 1..7. */
  divide(fen: string, depth: number): Record<string, number>;
  /** Returns the first game of a PGN text as a Game; throws ERR_PGN_EMPTY / ERR_PGN_TAG / ERR_PGN_SYNTAX / ERR_PGN_MOVE. */
  readPgn(text: string): Game & PgnGame;
  /** Returns the draw methods: die, coins, coins-die, bag, bag-wheeler, cards, platonic, northam-placement. */
  drawMethods(): Array<{ id: string; name: string; nameDe: string; random: boolean }>;
  /** Returns a new step machine for a method; throws ERR_DRAW_METHOD. */
  startDraw(methodId: string): Draw;
  /** Returns the exact chance of each number 0..959 as reduced fractions; throws ERR_DRAW_NOT_RANDOM for northam-placement. */
  drawDistribution(methodId: string): Array<{ num: number; den: number }>;
  /** Returns the position a complete list of values gives. */
  drawWith(methodId: string, values: Array<number | string>): StartPosition;
  /** Returns the position five die rolls give (Bodlaender), e.g. [2, 3, 3, 2, 3] = 518. */
  drawByDie(rolls: number[]): StartPosition;
  /** Returns distinct positions for the rounds, from a seed (reproducible, see README) or the crypto source. */
  tournamentDraw(options: { rounds: number; seed?: string | number; exclude?: number[]; bothColours?: boolean }): TournamentRound[];
}

/** PGN methods every Game has. */
export interface PgnGame {
  /** Returns the game as PGN; tags ({ Event, Site, Date, Round, White, Black, Result, … }) add to or replace those read. */
  pgn(tags?: Record<string, string | number>): string;
  /** Returns the tags read by readPgn ({} for other games). */
  pgnTags(): Record<string, string>;
}

/** Returns a Promise of the API; options go to the Emscripten loader. */
declare function createChess960(options?: object): Promise<Chess960Api>;
export default createChess960;
export { createChess960 };
