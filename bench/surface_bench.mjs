// What the calls of api.Game cost against chessops in the same process (issue 51, item 1): the
// move list, turn(), fen(), status() and dests() of a kept position, the same asked first after
// a move (play, ask, undo: no answer kept from before can serve it), a position built from a FEN
// with its move list, and reading and replaying every game of the PGN files of tests/data/real:
// once as Games (readPgnDatabase().open(i), a Game to ask and play on per game), once in one call
// of the PGN module (chess960/pgn: checkPgn with { tree, fens }, every game's whole tree read, its
// main line replayed, its side lines' moves checked, its final FEN), where the target is set.
// Positions: random Chess960 games (a random start number, then random legal plies chosen with
// chessops) from a fixed seed. The TUNING set (--tuning) is the one looked at while optimising;
// the bench prints the REPORTING set (another seed), so that figures are not fitted to it.
// Each pass runs every library and chessops one after the other, in an order that turns each
// pass (the machine's load hits all of them); printed: the median of PASSES passes with the
// min-max (CPU time), and chessops' time over ours (above 1: we are faster) against its target.
// Prints only: timings never fail.
// Usage: node bench/surface_bench.mjs [--before FILE] [--library FILE] [--passes N] [--positions N] [--tuning]
//   --library FILE the chess960.js measured (dist/chess960.js by default; its chess960-pgn.js beside it)
//   --before FILE  also measure another chess960.js (e.g. one built from an older commit)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeSquare, parseUci, squareRank } from 'chessops/util';
import { prng as random } from '../tests/js/prng.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const PASSES = Math.max(5, Math.floor(Number(option('--passes')) || 7));
const POSITIONS = Math.max(10, Math.floor(Number(option('--positions')) || 1000));
const SEED = args.includes('--tuning') ? 0x5eed_a : 0x5eed_b;
const ASKS = 10; // asks per kept position and pass
const TARGET_POSITION = 2;
const TARGET_PGN = 1.5;

const require = createRequire(import.meta.url);
const load = async (file) => ({ name: path.basename(file), api: await require(path.resolve(file))() });
const libraryFile = option('--library') || path.join(root, 'dist', 'chess960.js');
const libraries = [await load(libraryFile)];
const checker = await require(path.resolve(path.dirname(libraryFile), 'chess960-pgn.js')).createChess960Pgn();
if (option('--before')) libraries.unshift({ ...(await load(option('--before'))), name: 'before' });
libraries.at(-1).name = 'after';
const api = libraries.at(-1).api;

// Returns the legal moves of a chessops position as our UCI writes them: castling as the king
// taking its own rook (what allDests gives for the king), each promotion as four moves.
function chessopsUcis(pos) {
  const moves = [];
  for (const [from, dests] of pos.allDests()) {
    const fromName = makeSquare(from);
    const promotes = pos.board.pawn.has(from);
    for (const to of dests) {
      const uci = fromName + makeSquare(to);
      if (promotes && (squareRank(to) === 0 || squareRank(to) === 7))
        moves.push(uci + 'q', uci + 'r', uci + 'b', uci + 'n');
      else moves.push(uci);
    }
  }
  return moves;
}

// Returns { a2: ['a3', 'a4'], … } from chessops' allDests.
function chessopsDests(pos) {
  const out = {};
  for (const [from, dests] of pos.allDests()) {
    const list = [];
    for (const to of dests) list.push(makeSquare(to));
    out[makeSquare(from)] = list;
  }
  return out;
}

// Returns what our status() holds, from chessops.
function chessopsStatus(pos) {
  const outcome = pos.outcome();
  const check = pos.isCheck();
  let reason = null;
  if (pos.isCheckmate()) reason = 'checkmate';
  else if (pos.isStalemate()) reason = 'stalemate';
  else if (pos.isInsufficientMaterial()) reason = 'insufficient-material';
  const king = check ? pos.board.kingOf(pos.turn) : undefined;
  return {
    result: outcome ? (outcome.winner ? (outcome.winner === 'white' ? '1-0' : '0-1') : '1/2-1/2') : '*',
    reason: reason,
    check: check,
    checkSquare: king === undefined ? null : makeSquare(king),
  };
}

// Returns POSITIONS positions of random games: { fen, move } (a legal move of it, UCI).
function randomPositions(seed) {
  const next = random(seed);
  const out = [];
  while (out.length < POSITIONS) {
    const start = api.startPosition(Math.floor(next() * 960)).fen;
    const pos = Chess.fromSetup(parseFen(start).unwrap()).unwrap();
    const plies = Math.floor(next() * 80);
    for (let ply = 0; ply < plies; ply++) {
      const moves = chessopsUcis(pos);
      if (moves.length === 0) break;
      pos.play(parseUci(moves[Math.floor(next() * moves.length)]));
    }
    const moves = chessopsUcis(pos);
    if (moves.length === 0 || pos.isInsufficientMaterial()) continue;
    out.push({ fen: makeFen(pos.toSetup()), move: moves[Math.floor(next() * moves.length)] });
  }
  return out;
}

const positions = randomPositions(SEED);
const peers = positions.map((p) => Chess.fromSetup(parseFen(p.fen).unwrap()).unwrap());
const peerMoves = positions.map((p) => parseUci(p.move));

// Every game of the PGN files under tests/data/real.
function pgnFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.pgn'))
    .map((e) => fs.readFileSync(path.join(e.parentPath ?? e.path, e.name), 'utf8'));
}
const pgnTexts = pgnFiles(path.join(root, 'tests', 'data', 'real'));

// The questions asked of a position: ours (a Game) and chessops' (a Chess).
const QUESTIONS = [
  ['move list', (g) => g.legalMoves(), chessopsUcis],
  ['turn()', (g) => g.turn(), (pos) => pos.turn],
  ['fen()', (g) => g.fen(), (pos) => makeFen(pos.toSetup())],
  ['status()', (g) => g.status(), chessopsStatus],
  ['dests()', (g) => g.dests(), chessopsDests],
];

let sink = 0; // answers are kept from being optimised away
const keep = (value) => {
  sink += typeof value === 'string' ? value.length : value ? 1 : 0;
};

// Returns the seconds of CPU time fn() takes (this process, all threads: for chessops that
// includes V8's garbage-collector threads). CPU time, not the wall clock: on a machine shared
// with other work, the wall clock counts the time another process held the core.
function seconds(fn) {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1e6;
}

// The measurements: each { name, target, ours(lib, games), theirs() }, in microseconds per unit.
const measures = [];
for (const [name, ask, peerAsk] of QUESTIONS) {
  measures.push({
    name: name + ', kept position',
    target: TARGET_POSITION,
    units: POSITIONS * ASKS,
    ours: (lib, games) => () => {
      for (const game of games) for (let k = 0; k < ASKS; k++) keep(ask(game));
    },
    theirs: () => {
      for (const pos of peers) for (let k = 0; k < ASKS; k++) keep(peerAsk(pos));
    },
  });
  measures.push({
    name: name + ', after a move',
    target: null,
    units: POSITIONS,
    ours: (lib, games) => () => {
      for (let i = 0; i < games.length; i++) {
        games[i].play(positions[i].move);
        keep(ask(games[i]));
        games[i].undo();
      }
    },
    theirs: () => {
      for (let i = 0; i < peers.length; i++) {
        const pos = peers[i].clone();
        pos.play(peerMoves[i]);
        keep(peerAsk(pos));
      }
    },
  });
}
measures.push({
  name: 'position from a FEN, its move list',
  target: TARGET_POSITION,
  units: POSITIONS,
  ours: (lib) => () => {
    for (const p of positions) {
      const game = new lib.api.Game(p.fen);
      keep(game.legalMoves());
      game.delete();
    }
  },
  theirs: () => {
    for (const p of positions) keep(chessopsUcis(Chess.fromSetup(parseFen(p.fen).unwrap()).unwrap()));
  },
});
// chessops reading every game of the files and replaying its main line to its final FEN.
function chessopsPgnReplay() {
  for (const text of pgnTexts)
    for (const game of parsePgn(text)) {
      const start = startingPosition(game.headers);
      if (start.isErr) continue;
      const pos = start.value;
      for (const node of game.moves.mainline()) {
        const move = parseSan(pos, node.san);
        if (!move) break;
        pos.play(move);
      }
      keep(makeFen(pos.toSetup()));
    }
}
measures.push({
  name: 'PGN files: read, replay every game, final FEN, as Games (readPgnDatabase, open)',
  target: null,
  units: 1000, // milliseconds for the files
  unitName: 'ms',
  ours: (lib) => () => {
    for (const text of pgnTexts) {
      const db = lib.api.readPgnDatabase(text);
      for (let i = 0; i < db.length; i++) {
        let game;
        try {
          game = db.open(i);
        } catch {
          continue;
        }
        keep(game.fen());
        game.delete();
      }
      db.delete();
    }
  },
  theirs: chessopsPgnReplay,
});
measures.push({
  name: 'PGN files: read, replay every game, final FEN, in one call (chess960/pgn checkPgn)',
  target: TARGET_PGN,
  units: 1000, // milliseconds for the files
  unitName: 'ms',
  ours: () => () => {
    for (const text of pgnTexts)
      for (const game of checker.checkPgn(text, { tree: true, fens: true }).games) keep(game.fen);
  },
  theirs: chessopsPgnReplay,
});

const median = (list) => list.slice().sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fixed = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));

console.log(
  `surface: ${POSITIONS} positions of random Chess960 games (${SEED === 0x5eed_b ? 'reporting' : 'tuning'} set), ` +
    `${ASKS} asks per kept position, ${pgnTexts.length} PGN files; ${PASSES} passes, median (min-max)`,
);
for (const measure of measures) {
  const runs = libraries.map((lib) => {
    const games = positions.map((p) => new lib.api.Game(p.fen));
    return { lib, games, run: measure.ours(lib, games), times: [] };
  });
  const peer = [];
  runs.forEach((r) => r.run()); // warm-up, and the first answers a library keeps
  measure.theirs();
  for (let pass = 0; pass < PASSES; pass++) {
    const order = [...runs.map((r) => () => r.times.push(seconds(r.run))), () => peer.push(seconds(measure.theirs))];
    for (let k = 0; k < order.length; k++) order[(k + pass) % order.length]();
  }
  runs.forEach((r) => r.games.forEach((g) => g.delete()));
  const unit = (s) => (s * 1e6) / measure.units;
  const spread = (list) => `${fixed(median(list))} (${fixed(Math.min(...list))}-${fixed(Math.max(...list))})`;
  console.log(`  ${measure.name}: chessops ${spread(peer.map(unit))} ${measure.unitName || 'µs'}`);
  for (const r of runs) {
    const ratios = r.times.map((t, i) => peer[i] / t);
    const target = measure.target
      ? ` (target ${measure.target}x: ${median(ratios) >= measure.target ? 'met' : 'NOT met'})`
      : '';
    console.log(
      `    ${r.lib.name}: ${spread(r.times.map(unit))} ${measure.unitName || 'µs'}, ${spread(ratios)}x chessops${target}`,
    );
  }
}
if (sink < 0) console.log(sink);
