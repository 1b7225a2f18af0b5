// Games for the browser tests of PGN files, made here move by move with chessops: every move is
// chosen among chessops' legal moves and written in chessops' SAN, from start positions numbered
// by the standard Chess960 scheme (Scharnagl: light bishop, dark bishop, queen, knights, then
// rook, king, rook), so the numbers, moves and lengths expected of the page come from outside
// our core. The tags look like a tournament's (players, event, rounds, clocks).
import { fromFen, legalUcis, playUci, ending, classify } from '../js/chessops.mjs';
import { parseSan } from 'chessops/san';

const KNIGHTS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

// Returns the back rank of start position n (0..959) by the standard numbering.
export function backRank(n) {
  const rank = Array(8).fill(null);
  let rest = n;
  rank[2 * (rest % 4) + 1] = 'B'; // light-squared bishop: b, d, f, h
  rest = Math.floor(rest / 4);
  rank[2 * (rest % 4)] = 'B'; // dark-squared bishop: a, c, e, g
  rest = Math.floor(rest / 4);
  const empty = () => rank.map((p, i) => (p ? -1 : i)).filter((i) => i >= 0);
  rank[empty()[rest % 6]] = 'Q';
  rest = Math.floor(rest / 6);
  const free = empty();
  for (const k of KNIGHTS[rest]) rank[free[k]] = 'N';
  const last = empty();
  ['R', 'K', 'R'].forEach((p, i) => (rank[last[i]] = p));
  return rank.join('');
}

// Returns the FEN of start position n (castling rights as KQkq: the outer rooks).
export function startFen(n) {
  const r = backRank(n);
  return `${r.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${r} w KQkq - 0 1`;
}

// Returns a random number generator (mulberry32) from a seed: the same games every run.
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLAYERS = [
  'Bauer, Anna',
  'Ünal, Deniz',
  'Kowalski, Marta',
  'Nguyen, Linh',
  'Olsen, Erik',
  'Ferreira, Rui',
  'Petrova, Irina',
  'Schmidt, Jonas',
];
// Two games from each position, as Chess960 events play them.
const NUMBERS = [518, 0, 959, 12, 709, 250, 15, 3, 440, 811];

// Returns one game: { number, fen, tags, sans, ucis, result, final } (final: the chessops position).
function makeGame(index, rnd) {
  const number = NUMBERS[Math.floor(index / 2) % NUMBERS.length];
  const fen = startFen(number);
  const pos = fromFen(fen);
  const target = 16 + Math.floor(rnd() * 70);
  const sans = [];
  const ucis = [];
  while (sans.length < target) {
    const legal = legalUcis(pos);
    if (!legal.length) break;
    const castles = legal.filter((u) => classify(pos, u).castling);
    const pool = castles.length && rnd() < 0.6 ? castles : legal;
    const uci = pool[Math.floor(rnd() * pool.length)];
    ucis.push(uci);
    sans.push(playUci(pos, uci));
  }
  const end = ending(pos);
  let result;
  if (end.checkmate) result = pos.turn === 'white' ? '0-1' : '1-0';
  else if (end.stalemate || end.insufficient) result = '1/2-1/2';
  else result = ['1-0', '0-1', '1/2-1/2'][Math.floor(rnd() * 3)];
  const round = Math.floor(index / 4) + 1;
  const board = (index % 4) + 1;
  const white = PLAYERS[(index * 3) % PLAYERS.length];
  const black = PLAYERS[(index * 3 + 1 + (index % 3)) % PLAYERS.length];
  const tags = {
    Event: 'Frankfurter Chess960-Open 2024',
    Site: 'Frankfurt am Main GER',
    Date: `2024.06.${String(round).padStart(2, '0')}`,
    Round: `${round}.${board}`,
    White: white,
    Black: black,
    Result: result,
    WhiteElo: String(1800 + Math.floor(rnd() * 600)),
    BlackElo: String(1800 + Math.floor(rnd() * 600)),
  };
  // The standard position may go without SetUp and FEN (the first game from 518 does).
  if (number !== 518 || index % 2) Object.assign(tags, { Variant: 'Chess960', SetUp: '1', FEN: fen });
  return { number, fen, tags, sans, ucis, result, final: pos };
}

// Returns `count` games (the same for the same seed).
export function makeGames(count, seed = 960) {
  const rnd = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => makeGame(i, rnd));
}

// Returns the PGN text of games and where things are in it: { text, firstLine[i], moveLine[i][ply] }
// (1-based lines). `options.round(i)` renames rounds; `options.replace = { game, ply, san }`
// writes another move in one place.
export function pgnText(games, options = {}) {
  const lines = [];
  const firstLine = [];
  const moveLine = [];
  games.forEach((g, i) => {
    firstLine.push(lines.length + 1);
    const tags = { ...g.tags, ...(options.round ? { Round: options.round(i) } : {}) };
    for (const [k, v] of Object.entries(tags)) lines.push(`[${k} "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
    lines.push('');
    const at = [];
    let line = '';
    g.sans.forEach((san, ply) => {
      const written =
        options.replace && options.replace.game === i && options.replace.ply === ply ? options.replace.san : san;
      let token = (ply % 2 === 0 ? `${ply / 2 + 1}. ` : '') + written;
      if (ply % 7 === 3) {
        const left = Math.max(0, 900 - 11 * ply); // seconds on the clock of a 15-minute game
        token += ` {[%clk 0:${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}]}`;
      }
      if (line && line.length + token.length + 1 > 79) {
        lines.push(line);
        line = '';
      }
      at.push(lines.length + 1);
      line = line ? `${line} ${token}` : token;
    });
    lines.push(line ? `${line} ${g.result}` : g.result);
    lines.push('');
    moveLine.push(at);
  });
  return { text: lines.join('\n'), firstLine, moveLine };
}

// Returns a move that chessops refuses at a ply of a game (for a bad game in a file).
export function illegalMoveAt(game, ply) {
  const pos = fromFen(game.fen);
  for (let i = 0; i < ply; i++) playUci(pos, game.ucis[i]);
  return ['Qa4', 'Ra5', 'Nh6', 'Kd5', 'Bb5', 'Qh3'].find((san) => parseSan(pos, san) === undefined);
}
