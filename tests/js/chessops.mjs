// A small adapter around chessops (GPL-3.0, a devDependency used only as a test oracle and a
// benchmark peer; never shipped, never copied). chessops is loaded with `import`: its CommonJS
// build breaks under require() in 0.15.1.
//
// Conventions, chosen to match our core's output so that strings compare directly:
// - Moves are UCI with castling written king-takes-own-rook (`e1h1`), which is also what
//   chessops' dests() report for the king (the rook's square).
// - shredderFen(): castling as rook files, White first, each colour h-to-a ("HAha"), which is
//   how our core writes Shredder-FEN. chessops' own makeFen() writes X-FEN style (K/Q when the
//   rook is the outermost one), so the castling field is built here from castlingRights.
// - En passant: chessops' toSetup() keeps the ep square only when a legal en-passant capture
//   exists (legalEpSquare); our core writes it under the same rule. No normalisation needed.
// - Clocks: toSetup() caps the halfmove clock at 150; shredderFen() writes the real counter.
import { Chess, castlingSide } from 'chessops/chess';
import { parseFen, makeBoardFen } from 'chessops/fen';
import { makeSanAndPlay } from 'chessops/san';
import { SquareSet } from 'chessops/squareSet';
import { makeSquare, parseUci, squareFile, squareRank } from 'chessops/util';

const FILES = 'abcdefgh';
const PROMOTIONS = ['q', 'r', 'b', 'n'];

// Returns a chessops Chess position for any FEN (X-FEN, Shredder-FEN or KQkq); throws on error.
export function fromFen(fen) {
  const setup = parseFen(fen).unwrap();
  return Chess.fromSetup(setup).unwrap();
}

// Returns the castling field in Shredder-FEN form, White first, each colour h-to-a.
export function shredderCastling(pos) {
  let field = '';
  for (const color of ['white', 'black']) {
    for (const rook of pos.castles.castlingRights.intersect(SquareSet.backrank(color)).reversed()) {
      const file = FILES[squareFile(rook)];
      field += color === 'white' ? file.toUpperCase() : file;
    }
  }
  return field || '-';
}

// Returns the Shredder-FEN of a position (ep square only when an ep capture is legal).
export function shredderFen(pos) {
  const ep = pos.toSetup().epSquare;
  return [
    makeBoardFen(pos.board),
    pos.turn[0],
    shredderCastling(pos),
    ep === undefined ? '-' : makeSquare(ep),
    pos.halfmoves,
    pos.fullmoves,
  ].join(' ');
}

function isPromotionSquare(pos, from, to) {
  return pos.board.pawn.has(from) && (squareRank(to) === 0 || squareRank(to) === 7);
}

// Returns the legal moves in UCI (castling as king-takes-rook), sorted.
export function legalUcis(pos) {
  const moves = [];
  for (const [from, dests] of pos.allDests()) {
    const fromName = makeSquare(from);
    for (const to of dests) {
      const uci = fromName + makeSquare(to);
      if (isPromotionSquare(pos, from, to)) for (const p of PROMOTIONS) moves.push(uci + p);
      else moves.push(uci);
    }
  }
  return moves.sort();
}

// Returns what kind of move a legal UCI move is in this position (before playing it).
export function classify(pos, uci) {
  const move = parseUci(uci);
  const piece = pos.board.get(move.from);
  const castling = piece.role === 'king' && castlingSide(pos, move) !== undefined;
  const enPassant =
    piece.role === 'pawn' &&
    move.to === pos.epSquare &&
    squareFile(move.from) !== squareFile(move.to) &&
    !pos.board.occupied.has(move.to);
  const capture = !castling && (enPassant || pos.board[pos.turn === 'white' ? 'black' : 'white'].has(move.to));
  return { castling, enPassant, promotion: Boolean(move.promotion), capture };
}

// Plays a legal UCI move (castling as king-takes-rook) on the position; returns chessops' SAN
// (castling O-O/O-O-O, promotion e8=Q, suffix + or #).
export function playUci(pos, uci) {
  const move = parseUci(uci);
  if (!move) throw new Error(`chessops adapter: not UCI: ${uci}`);
  return makeSanAndPlay(pos, move);
}

// Returns the game end as chessops sees it.
export function ending(pos) {
  const ctx = pos.ctx();
  return {
    check: ctx.checkers.nonEmpty(),
    checkmate: pos.isCheckmate(ctx),
    stalemate: pos.isStalemate(ctx),
    insufficient: pos.isInsufficientMaterial(),
  };
}

// Counts leaf nodes at `depth` (bulk counting at depth 1: the dests, promotions ×4).
export function perft(pos, depth) {
  if (depth <= 0) return 1;
  const ctx = pos.ctx();
  let nodes = 0;
  if (depth === 1) {
    const backranks = SquareSet.backranks();
    for (const [from, dests] of pos.allDests(ctx)) {
      if (pos.board.pawn.has(from)) {
        nodes += dests.diff(backranks).size() + 4 * dests.intersect(backranks).size();
      } else {
        nodes += dests.size();
      }
    }
    return nodes;
  }
  for (const [from, dests] of pos.allDests(ctx)) {
    const promoting = pos.board.pawn.has(from);
    for (const to of dests) {
      if (promoting && (squareRank(to) === 0 || squareRank(to) === 7)) {
        for (const promotion of ['queen', 'rook', 'bishop', 'knight']) {
          const child = pos.clone();
          child.play({ from, to, promotion });
          nodes += perft(child, depth - 1);
        }
      } else {
        const child = pos.clone();
        child.play({ from, to });
        nodes += perft(child, depth - 1);
      }
    }
  }
  return nodes;
}

// Returns { uci: count } for each legal move at `depth` (depth ≥ 1).
export function divide(pos, depth) {
  const out = {};
  for (const uci of legalUcis(pos)) {
    const child = pos.clone();
    playUci(child, uci);
    out[uci] = perft(child, depth - 1);
  }
  return out;
}
