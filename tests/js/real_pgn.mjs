// The real PGN files of tests/data/real and an independent reading of them: the facts of
// tests/data/real/README.md (game and castling counts, sha256), and chessops' replay of every
// game (chessops is a devDependency used only as a test oracle; its own PGN parser, not ours).
import fs from 'node:fs';
import path from 'node:path';
import { castlingSide } from 'chessops/chess';
import { makeFen } from 'chessops/fen';
import { emptyHeaders, parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeUci } from 'chessops/util';
import { fromFen, shredderFen } from './chessops.mjs';
import { root } from './load.mjs';

export const REAL_DIR = path.join(root, 'tests', 'data', 'real');

// Returns [{ file, games, castling, sha }] from the tables of tests/data/real/README.md. The file
// is relative to tests/data/real; games is the leading number of the games column.
export function readmeFacts() {
  const readme = fs.readFileSync(path.join(REAL_DIR, 'README.md'), 'utf8');
  const facts = [];
  let folder = null;
  for (const line of readme.split('\n')) {
    const heading = line.match(/^#+ (pgn\/(?:tcec\/)?|transcribed\/)/);
    if (heading) folder = heading[1];
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!folder || cells.length < 4 || !/\.pgn\b/.test(cells[0])) continue;
    facts.push({
      file: folder + cells[0].split(' ')[0],
      games: Number(cells.at(-3).match(/^\d+/)[0]),
      castling: Number(cells.at(-2)),
      sha: cells.at(-1),
    });
  }
  return facts;
}

// Returns the text of a file of tests/data/real (UTF-8, byte-order mark kept).
export function readReal(file) {
  return fs.readFileSync(path.join(REAL_DIR, file), 'utf8');
}

// Returns the 1-based line of character offset `at` in `text`.
export function lineAt(text, at) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

// Splits a PGN text into game texts (from their first non-blank character), each with its
// offset and first line (1-based) in the whole text. A game
// ends after a blank line that a tag pair follows. chessops (like python-chess) reads
// consecutive tag sections without movetext as ONE game, while the file's own count (and the
// PGN standard: every tag section opens a game) makes each its own; splitting here first lets
// chessops read every game of such files too.
export function splitGames(text) {
  const games = [];
  const boundary = /\r?\n[ \t]*\r?\n(?=\[)/g;
  let start = 0;
  let counted = 0; // lines are counted up to here
  let line = 1;
  const push = (end) => {
    const body = text.slice(start, end);
    const lead = body.search(/\S/);
    if (lead === -1) return;
    line += lineAt(text.slice(counted, start + lead), Infinity) - 1;
    counted = start + lead;
    games.push({ text: body.slice(lead), offset: start + lead, line });
  };
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    push(m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  return games;
}

// Returns the 1-based line in the whole text of offset `at` of a game from splitGames.
export function gameLineAt(game, at) {
  return game.line + lineAt(game.text, at) - 1;
}

// Returns the movetext's result token of a game text ('*' when it has none).
export function resultToken(gameText) {
  const m = gameText.trimEnd().match(/(?:^|\s)(1-0|0-1|1\/2-1\/2|\*)$/);
  return m ? m[1] : '*';
}

/**
 * Replays one game text with chessops and returns { tags, tokens (main-line moves written),
 * startError, illegal (the first unplayable SAN), ucis, sans, fen, shredder, castling, plies } — fen is chessops' X-FEN, shredder our Shredder convention.
 * The start comes from the FEN tag alone: chessops' Variant names miss spellings such as
 * "chess-960", and its standard rules already play Chess960 castling from any FEN.
 */
export function chessopsReplay(gameText) {
  const games = parsePgn(gameText, emptyHeaders); // only the tags written
  if (games.length !== 1) throw new Error(`chessops found ${games.length} games in one game text`);
  const headers = new Map(games[0].headers);
  const tags = Object.fromEntries(headers);
  headers.delete('Variant');
  const start = startingPosition(headers);
  const tokens = [...games[0].moves.mainline()].length;
  const out = { tags, tokens, startError: null, ucis: [], sans: [], castling: 0, illegal: null };
  if (start.isErr) return { ...out, startError: start.error.message };
  const pos = start.value;
  for (const node of games[0].moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (!move) {
      out.illegal = node.san;
      break;
    }
    if (pos.board.king.has(move.from) && castlingSide(pos, move) !== undefined) out.castling++;
    out.ucis.push(makeUci(move));
    out.sans.push(node.san);
    pos.play(move);
  }
  return { ...out, plies: out.ucis.length, fen: makeFen(pos.toSetup()), shredder: shredderFen(pos) };
}

// Returns the Shredder-FEN (our convention) of any FEN chessops reads, for comparing spellings
// (remembered: files repeat their start positions thousands of times).
export function sameFen(fen) {
  if (!seen.has(fen)) seen.set(fen, shredderFen(fromFen(fen)));
  return seen.get(fen);
}
const seen = new Map();

// Returns the Chess960 number 0..959 of a FEN that is one of the 960 start positions (board,
// White to move, all four castling rights, no en passant), else null. Independent of the core:
// light bishop (b/d/f/h) + 4 × dark bishop (a/c/e/g) + 16 × queen among the six squares left
// + 96 × knights' pattern among the five left (Scharnagl's numbering, 518 = RNBQKBNR).
export function startNumberOf(fen) {
  let pos;
  try {
    pos = fromFen(fen);
  } catch {
    return null;
  }
  const [board, turn, , ep] = fen.trim().split(/\s+/);
  const ranks = board.split('/');
  const rank1 = ranks[7];
  if (!/^[RNBQK]{8}$/.test(rank1) || ranks[0] !== rank1.toLowerCase()) return null;
  if (ranks[1] !== 'pppppppp' || ranks[6] !== 'PPPPPPPP' || ranks.slice(2, 6).some((r) => r !== '8')) return null;
  if (turn !== 'w' || (ep && ep !== '-') || pos.castles.castlingRights.size() !== 4) return null;
  const files = [...rank1];
  const bishops = files.flatMap((p, i) => (p === 'B' ? [i] : []));
  const light = bishops.find((i) => i % 2 === 1);
  const dark = bishops.find((i) => i % 2 === 0);
  if (light === undefined || dark === undefined) return null;
  const rest = files.map((p, i) => [p, i]).filter(([p]) => p !== 'B');
  const queen = rest.findIndex(([p]) => p === 'Q');
  const five = rest.filter(([p]) => p !== 'Q').map(([p]) => p);
  const knights = five.flatMap((p, i) => (p === 'N' ? [i] : [])).join('');
  const KNIGHT_PATTERNS = ['01', '02', '03', '04', '12', '13', '14', '23', '24', '34'];
  if (five.filter((p) => p !== 'N').join('') !== 'RKR') return null;
  return (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * KNIGHT_PATTERNS.indexOf(knights);
}
