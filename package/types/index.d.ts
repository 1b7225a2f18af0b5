/// <reference lib="esnext.disposable" />
/**
 * The Chess960 (Fischer Random Chess) numbering and rules: `createChess960()` starts the
 * WebAssembly module embedded in this package (nothing is fetched) and resolves to the API.
 *
 * ```ts
 * import { createChess960 } from 'chess960';
 * const api = await createChess960();
 * using game = new api.Game(518); // JavaScript: const game = …; game.delete() when done
 * game.legalMoves().length; // 20
 * ```
 * @module chess960
 */

/**
 * The stable error codes, each with what it means. The core's codes come from one catalogue
 * (core/error_codes.h); the last three are raised by the JS wrapper only. Every message is
 * English; pages show a text of their own language chosen by the code.
 *
 * Text arguments are Unicode text: a string holding a lone UTF-16 surrogate (half of a pair,
 * such as '\ud800' alone) is refused with the code of the argument it is given as (ERR_SEED for
 * a seed, ERR_PGN_COMMENT for a comment, ERR_PGN_TAG for a tag, ERR_MOVE_SYNTAX for a move, …),
 * since no UTF-8 text can carry it. The one exception is the text of a PGN file
 * (readPgn, readPgnDatabase, checkPgn of chess960/pgn): it is read as a UTF-8 file's bad bytes
 * are, each lone surrogate as U+FFFD.
 */
export type ErrorCode =
  /** A text argument is longer than the API reads (100,000 characters). */
  | 'ERR_INPUT_TOO_LONG'
  /** Not a whole start-position number 0..959 (or 1..960 with oneBased): -1, 960, 1.5, "abc", ""; or a oneBased that is not true or false. */
  | 'ERR_NUMBER_RANGE'
  /** Not a legal back rank: wrong letters or count, bishops on one colour, king not between the rooks. */
  | 'ERR_BACK_RANK'
  /** A well-formed FEN that is not one of the 960 start positions (the message says why, e.g. castling "-": no castling rights). */
  | 'ERR_NOT_START_POSITION'
  /** A seed that is not text or a finite number, is empty, holds a lone surrogate, or whose stream does not reach enough positions. */
  | 'ERR_SEED'
  /** A tournament draw's rounds: not a whole number, or more rounds than positions left. */
  | 'ERR_TOURNAMENT_ROUNDS'
  /** A number to exclude from a tournament draw that is not 0..959. */
  | 'ERR_TOURNAMENT_EXCLUDE'
  /** Numbers given for a tournament's rounds that are too few or too many, excluded, repeated or not 0..959. */
  | 'ERR_TOURNAMENT_NUMBERS'
  /** An event's secret that is not 64 hex digits (white space between them is ignored). */
  | 'ERR_EVENT_SECRET'
  /** An event's commitment that is not 64 hex digits, or that the secret does not match (the message says which). */
  | 'ERR_EVENT_COMMITMENT'
  /** An event's public value that is not text or a number, or not Unicode text (a lone surrogate, as for every text argument). */
  | 'ERR_EVENT_PUBLIC'
  /** An empty FEN. */
  | 'ERR_FEN_EMPTY'
  /** A FEN without 4 to 6 fields. */
  | 'ERR_FEN_FIELDS'
  /** A FEN board that is not 8 ranks of 8 squares with piece letters PNBRQK/pnbrqk and digits. */
  | 'ERR_FEN_BOARD'
  /** A FEN turn field other than "w" or "b". */
  | 'ERR_FEN_TURN'
  /** A FEN castling field other than "-" or letters KQkq / A-H / a-h. */
  | 'ERR_FEN_CASTLING'
  /** A FEN en-passant field other than "-" or a square on rank 3 or 6. */
  | 'ERR_FEN_EP'
  /** A FEN move counter that is not 1 to 6 digits. */
  | 'ERR_FEN_CLOCK'
  /** Not exactly one king per side. */
  | 'ERR_POSITION_KINGS'
  /** A pawn on rank 1 or 8. */
  | 'ERR_POSITION_PAWNS_ON_BACKRANK'
  /** More pieces than a game can have (over 16, over 8 pawns, more promoted pieces than missing pawns). */
  | 'ERR_POSITION_TOO_MANY_PIECES'
  /** A castling right without its king and rook on the back rank, or given twice. */
  | 'ERR_POSITION_CASTLING'
  /** An en-passant square no double pawn step can have made. */
  | 'ERR_POSITION_EP'
  /** The side not to move is in check. */
  | 'ERR_POSITION_OPPOSITE_CHECK'
  /** A check no legal move can have given (three checkers, or two that cannot check together). */
  | 'ERR_POSITION_IMPOSSIBLE_CHECK'
  /** Text that is not a move in SAN or UCI. */
  | 'ERR_MOVE_SYNTAX'
  /** A well-formed move that is not legal in the position (the message says why where it can). */
  | 'ERR_MOVE_ILLEGAL'
  /** SAN that fits more than one legal move (also a promotion without its piece, "e8"); the error's `candidates` lists them. */
  | 'ERR_MOVE_AMBIGUOUS'
  /** Text that is not a square name a1..h8. */
  | 'ERR_SQUARE'
  /** A move or claim after the game has ended. */
  | 'ERR_GAME_OVER'
  /** claimDraw() while no draw can be claimed. */
  | 'ERR_NO_DRAW_CLAIM'
  /** A ply outside 0..history().length. */
  | 'ERR_PLY_RANGE'
  /** A perft depth outside 0..7 (divide: 1..7). */
  | 'ERR_PERFT_DEPTH'
  /** perft()/divide() counted more leaf nodes than the { maxNodes } budget given, or the budget is not a whole number from 1. */
  | 'ERR_PERFT_BUDGET'
  /** A call on a Game after delete(). */
  | 'ERR_GAME_DELETED'
  /** A node id the game's tree does not hold (deleted, or not a whole number). */
  | 'ERR_GAME_NODE'
  /** PGN text without a game. */
  | 'ERR_PGN_EMPTY'
  /** A malformed tag pair, a tag value holding the NUL character (it could not be written back), tag pairs of one game over 1 MiB of text, a bad FEN tag, a variant other than Chess960 or chess, or a bad tag given to pgn(). */
  | 'ERR_PGN_TAG'
  /** An unclosed comment or variation, a stray ")" or "}", or a token too long to be a move (with the line). */
  | 'ERR_PGN_SYNTAX'
  /** A move of the movetext that cannot be played (with its number and line). */
  | 'ERR_PGN_MOVE'
  /**
   * A PGN text of more than 256 MiB (UTF-8): split the file; or one the module's memory (2 GiB in all, 16 MiB
   * kept free for other calls) cannot hold beside the databases still open: delete() those no longer needed.
   */
  | 'ERR_PGN_TOO_LARGE'
  /** A game number outside 0..length-1 of a PgnDatabase. */
  | 'ERR_PGN_GAME_NUMBER'
  /** A call on a PgnDatabase after delete(). */
  | 'ERR_PGN_DELETED'
  /** setNags() with a NAG that is not a whole number 0..255, or more than 255 NAGs. */
  | 'ERR_PGN_NAG'
  /** setComment() with a comment that is not text, holds a "}" (it would end the comment in PGN), or stands before a move that does not start a side line. */
  | 'ERR_PGN_COMMENT'
  /** An unknown draw method id. */
  | 'ERR_DRAW_METHOD'
  /** A value the current step of a draw cannot take. */
  | 'ERR_DRAW_VALUE'
  /** A roll or throw that has no square: roll again. */
  | 'ERR_DRAW_REROLL'
  /** give() after the draw is complete. */
  | 'ERR_DRAW_FINISHED'
  /** result() before the draw is complete. */
  | 'ERR_DRAW_UNFINISHED'
  /** undo() at the start of a draw. */
  | 'ERR_DRAW_UNDO'
  /** drawDistribution() of a method that is not random (northam-placement). */
  | 'ERR_DRAW_NOT_RANDOM'
  /** A call on a Draw after delete(). */
  | 'ERR_DRAW_DELETED'
  /** JS wrapper only: a letters option that names no letter set of Letters (the message lists them). */
  | 'ERR_SAN_LETTERS'
  /** JS wrapper only: no crypto.getRandomValues for a random draw. */
  | 'ERR_RANDOM_UNAVAILABLE'
  /** JS wrapper only: the WebAssembly embedded in chess960.js does not unpack or start, or the wasmModule option is not its compiled module. */
  | 'ERR_MODULE_DAMAGED'
  /** JS wrapper only: the page's Content Security Policy refused to compile the WebAssembly (allow 'wasm-unsafe-eval' in script-src). */
  | 'ERR_MODULE_CSP'
  /** JS wrapper only: a call on an Engine (chess960/engine) after delete(). */
  | 'ERR_ENGINE_DELETED'
  /** JS wrapper only: the engine worker's module did not start, or a search failed (chess960/engine/worker). */
  | 'ERR_ENGINE_FAILED'
  /** JS wrapper only: an Engine's table size (hashMb, setHashSize) that is not a whole number of megabytes from 1 to 1024. */
  | 'ERR_ENGINE_HASH'
  /** JS wrapper only: a search option (or a 'go' field) that is not known or not a whole number in its range, e.g. depth 1..100. */
  | 'ERR_ENGINE_OPTION'
  /** JS wrapper only: a call on an Engine from its own onInfo while it searches (only delete() may be called there). */
  | 'ERR_ENGINE_BUSY'
  /** JS wrapper only: a game review (reviewGame of chess960/engine) cancelled by its AbortSignal. */
  | 'ERR_ABORTED'
  /**
   * JS wrapper only: the module's memory (2 GiB in all) cannot hold what the call needs beside what is
   * still open: delete() games, databases or engines no longer needed. Nothing was changed or kept.
   */
  | 'ERR_OUT_OF_MEMORY'
  /** JS wrapper only: readEpd() of an empty line or of operations that are not an opcode, operands and ";"; epd() with an opcode that is not one (a letter, then up to 14 letters, digits, "_"). */
  | 'ERR_EPD_SYNTAX';

/**
 * The error every refusal of the library throws (and every engine and PGN checker error): a
 * stable `code` (see ErrorCode) and an English message; pages show a text of their own language
 * chosen by the code. `instanceof Chess960Error` holds for errors of every module of the package,
 * imported or required: a program has one class (its first copy loaded is shared through
 * `Symbol.for('chess960.Chess960Error')` on globalThis).
 */
export declare class Chess960Error extends Error {
  constructor(code: ErrorCode, message: string);
  readonly name: 'Chess960Error';
  /** What went wrong, for programs (the message is for people). */
  code: ErrorCode;
  /** ERR_MOVE_AMBIGUOUS only: the moves the text could stand for, in English SAN. */
  candidates?: string[];
  /** PGN errors: the line of the text the error is about, 1-based. */
  line?: number;
  /** PgnDatabase.open(): the game the error is about, 1-based. */
  game?: number;
  /** ERR_PGN_TAG about one tag pair: the tag's name, e.g. 'FEN'. */
  tag?: string;
  /** ERR_PGN_TAG of a FEN tag the FEN reader refuses: the FEN reader's code, e.g. 'ERR_FEN_CLOCK'. */
  fenCode?: ErrorCode;
}

/** A file of the board. */
export type File = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
/** A rank of the board. */
export type Rank = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** A square name, "a1" … "h8". */
export type Square = `${File}${Rank}`;
/** A piece as a FEN letter: upper case White, lower case Black. */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';
/** The pieces by square, FEN letters: { e1: 'K', e8: 'k', … } (empty squares are absent). */
export type Pieces = Partial<Record<Square, PieceLetter>>;
/** Legal target squares per origin square (origins without a legal move are absent). */
export type Destinations = Partial<Record<Square, Square[]>>;
/** A move in UCI: from and to square, and the promotion piece ("e2e4", "e7e8q"); castling as the king takes its own rook ("e1h1"). */
export type UciMove = string;
/** A game result as PGN writes it. */
export type Result = '1-0' | '0-1' | '1/2-1/2' | '*';

/** One of the 960 start positions. */
export interface StartPosition {
  /** Scharnagl number 0..959 (518 = RNBQKBNR). */
  number: number;
  /** The mirror position: the back rank read right to left (518 <-> 534). */
  mirror: number;
  /** White back rank a..h in English letters, e.g. "RNBQKBNR" (in the letters asked for with { letters }, e.g. "TCFDRFCT"). */
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
  /** The pieces by square, FEN letters (upper case White), for a board: { a1: 'R', …, h8: 'r' }. */
  pieces: Pieces;
}

export interface KingTableRow { base: number; pieces: string; piecesDe: string; }
export interface BishopTableRow { index: number; pattern: string; lightBishopFile: string; darkBishopFile: string; }

// <generated by scripts/write-lists.mjs from core/letters.cpp: do not edit>
/**
 * Piece letter sets (king queen rook bishop knight):
 * en K Q R B N, de K D T L S, figurine ♔ ♕ ♖ ♗ ♘, fr R D T F C, es R D T A C, it R D T A C,
 * nl K D T L P, pl K H W G S.
 * The figurines are the white set, for both sides. Reading needs the set named, since one letter
 * means different pieces (R: rook in English, king in French).
 */
export type Letters = 'en' | 'de' | 'figurine' | 'fr' | 'es' | 'it' | 'nl' | 'pl';
// </generated>
/** SAN letters for writing (and for play(), reading); 'en' by default; another value throws ERR_SAN_LETTERS. */
export interface SanOptions { letters?: Letters; }

/** How a game stands. Claimable draws (fifty-move, threefold) appear only after claimDraw(). */
export interface GameStatus {
  result: Result;
  reason: 'checkmate' | 'stalemate' | 'insufficient-material' | 'fifty-move' | 'threefold' |
    'fivefold' | 'seventy-five-move' | null;
  /** True when the side to move is in check. */
  check: boolean;
  /** The square of the king in check, or null. */
  checkSquare: Square | null;
}

/** One castling of the side to move, legal now or why not (for a board that shows both pieces). */
export interface CastlingView {
  /** 'h': O-O (the rook on the h-side of the king), 'a': O-O-O. */
  side: 'h' | 'a';
  /** True when this castling can be played now. */
  legal: boolean;
  /** SAN (in the letters asked for) and UCI (king takes own rook, e.g. "e1h1") when legal, else null. */
  san: string | null;
  uci: UciMove | null;
  /**
   * Why it is not legal (null when it is): 'game-over'; the right is gone: 'no-right' (the game
   * began without it), 'castled', 'king-moved', 'rook-moved', 'rook-captured'; the board:
   * 'blocked' (squares: the occupied ones), 'in-check' (squares: the king's), 'passes-attacked-square'
   * (squares: the attacked ones the king crosses), 'lands-in-check' (squares: the attacked king path).
   */
  why: null | 'game-over' | 'no-right' | 'castled' | 'king-moved' | 'rook-moved' | 'rook-captured' |
    'blocked' | 'in-check' | 'passes-attacked-square' | 'lands-in-check';
  /** The squares `why` names ([] otherwise). */
  squares: Square[];
  /** Where king and rook stand and land; rookFrom is null once the right is gone. */
  kingFrom: Square; kingTo: Square; rookFrom: Square | null; rookTo: Square;
  /** True when kingTo is also an ordinary king step (one file away): a board must ask which is meant. */
  kingToIsAlsoKingStep: boolean;
}

/** Everything a board page redraws from after a change: Game.view(). */
export interface GameView {
  /** X-FEN of the current position. */
  fen: string;
  turn: 'w' | 'b';
  moveNumber: number;
  status: GameStatus;
  /** The pieces by square, FEN letters (upper case White): { e1: 'K', e8: 'k', … }. */
  pieces: Pieces;
  /** Legal targets per origin square, as dests(). */
  dests: Destinations;
  /** The side to move's two castlings, O-O first. */
  castling: [CastlingView, CastlingView];
  /** The moves played, SAN in the letters asked for, and UCI. */
  history: { san: string[]; uci: UciMove[] };
  /** The draw that may be claimed now, or false. */
  claimableDraw: false | 'fifty-move' | 'threefold';
  /** The last move spelled out, as Game.lastMove() (null at the start); from/to are the king's squares for a castling. */
  lastMove: MoveDetails | null;
  /** The start number when the game began from one of the 960 start positions, else null. */
  startNumber: number | null;
  /** The id of the tree node the game stands on, as currentNode() (0 at the start). */
  node: number;
}

/**
 * A legal move spelled out (Game.moves(), Game.lastMove()): what a board animates and a page
 * announces, with no SAN to read. Pieces are FEN letters, upper case White ('N', 'p').
 */
export interface MoveDetails {
  /** Where the piece stands (the king for a castling). */
  from: Square;
  /** Where it lands: for a castling the king's square on the c or g file (the UCI names the rook's square). */
  to: Square;
  /** The piece that moves (the king for a castling). */
  piece: PieceLetter;
  /** The piece taken (en passant: the pawn beside `to`), else null; a castling takes nothing. */
  captured: PieceLetter | null;
  /** The piece a pawn becomes ('Q' for White, 'q' for Black), else null. */
  promotion: PieceLetter | null;
  /** True for an en-passant capture. */
  enPassant: boolean;
  /** For a castling: its side ('h': O-O, 'a': O-O-O, as CastlingView) and where king and rook stand and land; else null. */
  castling: null | { side: 'h' | 'a'; kingFrom: Square; kingTo: Square; rookFrom: Square; rookTo: Square };
  /** True when the move gives check (mate included). */
  check: boolean;
  /** SAN in the letters asked for. */
  san: string;
  /** UCI exactly as legalMoves() writes it (castling as king takes own rook). */
  uci: UciMove;
}

/** EPD operations: opcode → operands (readEpd() gives arrays; epd() also takes one operand as it is). */
export type EpdOperations = Record<string, string | number | (string | number)[]>;

/**
 * An editable setup (`new api.Board(fen)`, or `new api.Board()` for an empty board): pieces by
 * square, and the FEN's other fields as properties, changed freely; validate() then says whether it
 * is a legal position, with the FEN reader's code and message. Plain JS: nothing to delete.
 */
export interface Board {
  /** 'w' or 'b' (another value makes validate() answer ERR_FEN_TURN). */
  turn: string;
  /** The FEN's castling field: '-', rook files (Shredder-FEN, 'HAha': what a Board read from a FEN holds) or KQkq. */
  castling: string;
  /** The FEN's en-passant field: '-' or a square. */
  epSquare: string;
  halfmove: number;
  fullmove: number;
  /** Returns { square: FEN letter } of the pieces (a copy). */
  pieces(): Pieces;
  /** Returns the FEN letter on a square, or null; throws ERR_SQUARE. */
  get(square: Square): PieceLetter | null;
  /** Puts a piece (FEN letter PNBRQK White, pnbrqk Black) on a square, replacing any; throws ERR_SQUARE or ERR_FEN_BOARD for a bad letter. */
  put(square: Square, piece: PieceLetter): void;
  /** Takes the piece off a square and returns it, or null; throws ERR_SQUARE. */
  remove(square: Square): PieceLetter | null;
  /** Returns the FEN as the setup stands (not checked). */
  fen(): string;
  /** Returns the FEN's board field. */
  boardFen(): string;
  /** Returns null for a legal position, else the code and message the FEN reader (new api.Game(fen())) gives: ERR_FEN_… or ERR_POSITION_…. */
  validate(): null | { code: ErrorCode; message: string };
  /** Returns a new Game from the setup; throws what validate() names. */
  game(): Game;
  /** Returns the position with the colours swapped: the board upside down (a1 ↔ a8), each piece the other colour, the other side to move, the castling rights and en passant square swapped with it. perft is the same. */
  flip(): Board;
  /**
   * Returns the position mirrored a ↔ h, colours and side to move kept. Castling rights are dropped:
   * castling ends on the c and g files whichever way the board faces, so a mirrored right would not be the same move.
   */
  mirror(): Board;
  /** Returns the position turned 180° with the colours swapped (flip() then mirror()); castling rights are dropped as in mirror(). */
  rotate(): Board;
}

/** `api.Board`: an empty setup, or one read from a FEN or start number (checked: throws the FEN reader's error). */
export interface BoardConstructor {
  new (startNumberOrFen?: number | string): Board;
  (startNumberOrFen?: number | string): Board;
  readonly prototype: Board;
}

/** One move a board gesture can mean: Game.movesBetween(). */
export interface GestureMove {
  uci: UciMove;
  /** SAN in the letters asked for. */
  san: string;
  kind: 'normal' | 'en-passant' | 'castling' | 'promotion';
  /** Castling only: 'h' (O-O) or 'a' (O-O-O). */
  side?: 'h' | 'a';
  /** Promotion only: the piece, 'q' | 'r' | 'b' | 'n'. */
  promotion?: 'q' | 'r' | 'b' | 'n';
}

/** An engine evaluation read from a `[%eval …]` command: centipawns from White's side, or mate. */
export interface PgnEval {
  /** Centipawns from White's side (0 for a mate score). */
  cp: number;
  /** Moves to mate: > 0 White mates, < 0 Black mates; 0 when not a mate score. */
  mate: number;
  /** The search depth written after a comma ("0.17,23"); 0 when not given. */
  depth: number;
}

/**
 * One node of a game's tree: a move with what the PGN says about it, or the start (id 0, no
 * move). `children[0]` continues the line; the other children are its side lines, in order.
 */
export interface TreeNode {
  /** The node's id within its game (0: the start); stable while the game lives. */
  id: number;
  /** The node before, or null at the start. */
  parent: number | null;
  /** The moves after this one: [0] continues the line, the rest are side lines. */
  children: number[];
  /** Half-moves from the start to after this move (0 at the start). */
  ply: number;
  /** The move in SAN (letters asked for); '' at the start. */
  san: string;
  /** The move in UCI, castling as king takes own rook; '' at the start. */
  uci: string;
  /** The comment before the move (only the first move of a side line has one). */
  commentBefore: string;
  /** The comment after the move; at the start, the game's comment before the first move. */
  comment: string;
  /** NAGs in the order read (1 = "!", 2 = "?", 3 = "!!", 4 = "??", 5 = "!?", 6 = "?!", others by number). */
  nags: number[];
  /** Seconds on the mover's clock after the move, from `[%clk h:mm:ss]`; null when not given. */
  clock: number | null;
  /** Seconds the move took, from `[%emt h:mm:ss]`; null when not given. */
  emt: number | null;
  /** The evaluation after the move, from `[%eval …]`; null when not given. */
  eval: PgnEval | null;
}

/** A game's tree of lines: Game.tree(). */
export interface GameTree {
  /** The node the game stands on: its line is the game's history. */
  current: number;
  /** nodes[id] is the node with that id, null once deleted (the ids after the last node left are given to the next moves); nodes[0] is the start. */
  nodes: (TreeNode | null)[];
}

/**
 * A game: a position and its history, held in the WebAssembly module, with every line played or
 * read (a tree: comments, NAGs, side lines; see tree()). Make one with
 * `new api.Game(n)`; free it with delete() or `using`, else it is freed when collected (where the
 * platform has a FinalizationRegistry). Later calls throw ERR_GAME_DELETED.
 * The answers of the questions (fen, turn, legalMoves, dests, status, history, view…) are kept
 * until the game changes, so asking again is cheap; lists and objects are handed out as copies,
 * which the caller may change freely.
 */
export interface Game extends PgnGame, Disposable {
  /** Frees the game (a second call does nothing). */
  delete(): void;
  /** Frees the game, for `using game = new api.Game()`. */
  [Symbol.dispose](): void;
  /** Returns true after delete(). */
  isDeleted(): boolean;
  /** Returns an independent copy: the same start, moves and PGN tags; free it on its own. */
  clone(): Game;
  /** Returns the current FEN (X-FEN castling field); the fullmove number is written as at most 999999, so that every FEN written reads back. */
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
  /**
   * Returns the legal moves of the position in UCI, castling as king takes own rook; also once the
   * game is over (a dead position's, after a fivefold; [] at mate and stalemate), though play() then refuses them.
   */
  legalMoves(): UciMove[];
  /** Returns the legal moves in SAN (as legalMoves(), also once the game is over). */
  legalMovesSan(options?: SanOptions): string[];
  /** Returns legal target squares per origin; castling as king onto rook and, two files away or more, onto c/g; {} once the game is over. */
  dests(): Destinations;
  /** Returns the legal moves spelled out (as legalMoves(), in its order), SAN in the letters asked for. */
  moves(options?: SanOptions): MoveDetails[];
  /** Returns the last move of the current line spelled out, or null at its start. */
  lastMove(options?: SanOptions): MoveDetails | null;
  /** Returns the squares (a1..h8 order) of the pieces of `color` that attack `square`, kings included, pinned or not; throws ERR_SQUARE, or ERR_FEN_TURN for a colour other than 'w' or 'b'. */
  attackers(square: Square, color: 'w' | 'b'): Square[];
  /** Returns true when a piece of `color` attacks `square` (attackers() is not empty). */
  isAttacked(square: Square, color: 'w' | 'b'): boolean;
  /** Returns the squares of the pieces giving check to the side to move ([] without check). */
  checkers(): Square[];
  /** Returns the squares of the side to move's pieces pinned to their king: each stands alone between it and an enemy bishop, rook or queen on one line. */
  pinned(): Square[];
  /** Returns the FEN's board field (the pieces only). */
  boardFen(): string;
  /**
   * Returns the EPD of the position (PGN standard, section 16.2): the FEN's first four fields, then the
   * operations given, each `opcode operand…;` (an operand that is a PGN symbol, such as Nf3 or 12, as it is;
   * other text in double quotes). Throws ERR_EPD_SYNTAX for a bad opcode.
   */
  epd(operations?: EpdOperations): string;
  /** Returns in one call what a board page redraws from, SAN in the letters asked for. */
  view(options?: SanOptions): GameView;
  /**
   * Returns what a board gesture from one square to another can mean, in this order: the
   * ordinary move; the castling whose rook stands on `to` or whose king lands there; the four
   * promotions (q, r, b, n). [] when it means no legal move; throws ERR_SQUARE for a bad square.
   */
  movesBetween(from: Square, to: Square, options?: SanOptions): GestureMove[];
  /**
   * Plays SAN or UCI and returns the English SAN; SAN is read in the letters named (then English; the default
   * 'en' also reads German). Throws ERR_MOVE_SYNTAX / ERR_MOVE_ILLEGAL / ERR_MOVE_AMBIGUOUS / ERR_GAME_OVER.
   */
  play(move: string, options?: SanOptions): string;
  /**
   * Takes back the last move (and a claimed draw); returns its SAN or null. In the tree the game
   * goes to the move before; the move taken back leaves the tree unless moves follow it there
   * (play() then undo() leaves tree() as it was).
   */
  undo(): string | null;
  /** Returns the moves played in SAN. */
  history(options?: SanOptions): string[];
  /** Returns the moves played in UCI. */
  historyUci(): UciMove[];
  /** Returns the status. */
  status(): GameStatus;
  /** Returns the draw that may be claimed now, or false. */
  canClaimDraw(): false | 'fifty-move' | 'threefold';
  /** Ends the game as a claimed draw; throws ERR_NO_DRAW_CLAIM or ERR_GAME_OVER. */
  claimDraw(): GameStatus;
  /** Returns how often the current position has occurred (1 the first time). */
  repetitionCount(): number;
  /** Returns the UCI of a legal move given as SAN (or UCI), without playing it. */
  sanToUci(san: string): UciMove;
  /** Returns the SAN of a legal move given as UCI (or SAN), without playing it. */
  uciToSan(uci: string): string;
  /**
   * Returns the tree of every line: the moves played (play() at a node that has a continuation
   * adds a side line, or follows the existing child that plays the same move) and those read
   * from PGN with their comments, NAGs, clocks and evaluations.
   */
  tree(options?: SanOptions): GameTree;
  /** Returns the nodes of the line through node `id` (default: the current node) from its first move to its end. Throws ERR_GAME_NODE. */
  line(id?: number, options?: SanOptions): TreeNode[];
  /**
   * Returns the id of the tree's node the game stands on (0 at the start): after play(), the
   * node of that move, made by the core or the child that already played it. A page that keeps
   * its copy of tree() adds a move under this id instead of reading the whole tree again.
   */
  currentNode(): number;
  /** Goes to node `id`: the position, history and view become those of its line. Throws ERR_GAME_NODE. */
  goTo(id: number): void;
  /**
   * Moves the side line holding node `id` one place up among the alternatives at its branch, or
   * with `{ toMain: true }` makes its line the main line. Returns false when it is the main line already.
   */
  promote(id: number, options?: { toMain?: boolean }): boolean;
  /** Deletes node `id` and every move after it; the game goes back to the move before if it stood on one of them. Throws ERR_GAME_NODE (also for 0). */
  deleteLine(id: number): void;
  /**
   * Sets the comment after node `id`'s move (at 0: the game's comment before the first move), or
   * with `{ before: true }` before a side line's first move (else ERR_PGN_COMMENT). White space runs
   * become one space; '' removes it. `[%clk]`, `[%emt]` and `[%eval]` in it are read again. A "}"
   * is refused (ERR_PGN_COMMENT): it would end the comment in PGN, and pgn() must read back the same.
   */
  setComment(id: number, text: string, options?: { before?: boolean }): void;
  /** Sets node `id`'s NAGs (at most 255 whole numbers 0..255, the list copied once; [] removes them); throws ERR_PGN_NAG. */
  setNags(id: number, nags: number[]): void;
}

/** `api.Game`: makes a game (with or without `new`). */
export interface GameConstructor {
  /** Start position n (0..959 or digit text, default 518) or any legal FEN; throws ERR_NUMBER_RANGE / ERR_FEN_… / ERR_POSITION_…. */
  new (startNumberOrFen?: number | string): Game;
  (startNumberOrFen?: number | string): Game;
  readonly prototype: Game;
}

export interface Chess960Api {
  /** Returns start position n (0..959, or 1..960 with oneBased where 960 = 0; a number or its digits as text; oneBased true or false); throws ERR_NUMBER_RANGE. chess960/numbering reads the same. */
  startPosition(n: number | string, options?: { oneBased?: boolean; letters?: Letters }): StartPosition;
  /**
   * Returns the number of a back rank or start-position FEN; a back rank in the letters named (or English;
   * by default English or German). Throws ERR_BACK_RANK, ERR_NOT_START_POSITION or an ERR_FEN_… code.
   */
  positionNumber(text: string, options?: SanOptions): number;
  /** Returns a uniformly random start position (crypto), or the reproducible one for a seed. */
  randomPosition(options?: { seed?: string | number }): StartPosition;
  /** Returns the 60 rows of the king table. */
  kingTable(): KingTableRow[];
  /** Returns the 16 rows of the bishop table. */
  bishopTable(): BishopTableRow[];
  /** Makes a game: `new api.Game(518)` (see Game). */
  Game: GameConstructor;
  /** Makes an editable setup: `new api.Board(fen)` (see Board). */
  Board: BoardConstructor;
  /**
   * Reads an EPD line: a Game of its four fields, with the clocks of its hmvc and fmvn operations (else 0 and 1),
   * and its operations as { opcode: [operands] } (quotes taken off). Throws ERR_EPD_SYNTAX, or the FEN reader's error.
   */
  readEpd(line: string): { game: Game; operations: Record<string, string[]> };
  /** The class of the errors the API throws (the same as the package's export). */
  Chess960Error: typeof Chess960Error;
  /**
   * Returns the perft node count of a FEN at depth 0..7; throws ERR_PERFT_DEPTH or the FEN's error. The time grows
   * with the count, about 300-450 million leaf nodes a second (node 20, one core): from the start position depth 6
   * is 119 million (0.4 s), depth 7 3.2 billion (9 s); from Kiwipete, a busy middlegame, depth 6 is 8.0 billion
   * (20 s), depth 7 374 billion (about a quarter of an hour). With { maxNodes } it throws ERR_PERFT_BUDGET as soon
   * as more leaf nodes than that are counted (the time taken is then about that of a count of maxNodes).
   */
  perft(fen: string, depth: number, options?: PerftOptions): number;
  /** Returns { uci: nodes } per legal move at depth 1..7; { maxNodes } bounds the leaf nodes of all moves together, as for perft(). */
  divide(fen: string, depth: number, options?: PerftOptions): Record<string, number>;
  /**
   * Returns the first game of a PGN text of up to 256 MiB as a Game with its whole tree (see Game.tree()),
   * standing at the end of its main line; throws ERR_PGN_EMPTY / ERR_PGN_TAG /
   * ERR_PGN_SYNTAX / ERR_PGN_MOVE (with .line) / ERR_PGN_TOO_LARGE. A game has at most 19050 half-moves (no legal
   * game is longer: the seventy-five-move rule ends it), so more move tokens are refused at the one that cannot be
   * played, whatever their number.
   */
  readPgn(text: string): Game & PgnGame;
  /**
   * Returns every game of a PGN text of up to 256 MiB, indexed (games replay on demand); free it with delete().
   * A database holds its text (UTF-8) and 20 bytes a game; the databases open at once share the module's memory
   * (2 GiB, of which 16 MiB stay free for other calls). Throws ERR_PGN_TOO_LARGE for a text over 256 MiB or one
   * that memory cannot hold beside the databases still open; the module keeps working either way.
   */
  readPgnDatabase(text: string): PgnDatabase;
  /** The PGN database class (see PgnDatabase). */
  PgnDatabase: { new (text: string): PgnDatabase };
}

/** The error of one game of a PgnDatabase. */
export interface PgnGameError {
  code: ErrorCode;
  message: string;
  /** The game's number, 1-based. */
  game: number;
  /** The line of the whole text the error is about, 1-based. */
  line: number;
  /** ERR_PGN_TAG about one tag pair: the tag's name, e.g. 'FEN'. */
  tag?: string;
  /** ERR_PGN_TAG of a FEN tag the FEN reader refuses: the FEN reader's code, e.g. 'ERR_FEN_CLOCK' (the message names the field). */
  fenCode?: ErrorCode;
}

/** Every game of a PGN text. Game numbers i are 0-based; a bad game never stops the others. Free it with delete() or `using` (else when collected). */
export interface PgnDatabase extends Disposable {
  /** The number of games found. */
  readonly length: number;
  /** Returns the tag pairs of game i as written (the first of a repeated name), with startNumber: 0..959 when the game begins from one of the 960 start positions (518 without a FEN tag), else null. startNumber is not a PGN tag. */
  tags(i: number): Record<string, string> & { startNumber: number | null };
  /** Returns what the index knows of game i without replaying it: its 1-based number, first line, main-line move tokens and result token ('*' when none). */
  info(i: number): { game: number; line: number; plies: number; result: '1-0' | '0-1' | '1/2-1/2' | '*' };
  /** Returns null when game i reads, else its error; replays the game, the moves of its side lines too, as open(i) (a good verdict is remembered). */
  error(i: number): PgnGameError | null;
  /** Returns game i as a Game with its whole tree (comments, NAGs, clocks, evaluations, side lines), standing at the end of its main line (free it with delete()); throws its coded error with .game and .line (a side line's bad move too, with the side line's path). */
  open(i: number): Game & PgnGame;
  /** Frees the database; later calls throw ERR_PGN_DELETED. */
  delete(): void;
  [Symbol.dispose](): void;
}

/** PGN methods every Game has. */
export interface PgnGame {
  /**
   * Returns the game as export-format PGN with every line of its tree (comments, NAGs as $n, side
   * lines in parentheses); tags ({ Event, Site, Date, Round, White, Black, Result, … }) add to or replace those
   * read; { letters } writes the moves in that set (English by default, as PGN requires). Read again,
   * it gives the same tree and tags (line breaks and tabs in a tag value given here are written as
   * spaces; a value holding NUL is refused with ERR_PGN_TAG, as the reader refuses one).
   */
  pgn(tags?: Record<string, string | number>, options?: SanOptions): string;
  /** Returns the tags read by readPgn ({} for other games). */
  pgnTags(): Record<string, string>;
}

/** perft() and divide(): maxNodes, a whole number from 1, stops the count with ERR_PERFT_BUDGET once more leaf nodes than that are counted. */
export interface PerftOptions { maxNodes?: number; }

/**
 * A compiled `WebAssembly.Module` where the program's types declare the global `WebAssembly`
 * (lib dom or lib webworker), else any object: @types/node declares no `WebAssembly`, so a
 * program with node's types and no lib dom accepts any object here (the call then refuses a
 * value that is not a compiled module with ERR_MODULE_DAMAGED).
 */
export type CompiledModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never) => infer M } }
  ? M & object
  : object;

/**
 * How createChess960() gets its WebAssembly module. By default it unpacks the one embedded in
 * the script: no request, no file. Give one of these where that does not suit the runtime.
 */
export interface CreateOptions {
  /**
   * The module compiled beforehand from the package's `chess960/chess960.wasm`, for runtimes that
   * forbid compiling WebAssembly from bytes (some edge runtimes): it is only instantiated.
   */
  wasmModule?: CompiledModule;
  /** The bytes of `chess960/chess960.wasm` (instead of unpacking the embedded copy). */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/**
 * Returns a Promise of the API; rejects with ERR_MODULE_DAMAGED when the module does not start (ERR_MODULE_CSP where the page's Content Security Policy forbids compiling it).
 * In node it installs no process-wide handlers.
 */
export declare function createChess960(options?: CreateOptions): Promise<Chess960Api>;
export default createChess960;
