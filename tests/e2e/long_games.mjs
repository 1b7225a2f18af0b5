// Legal games of any length for the play page's browser tests, made with the built core
// (dist/chess960.js) from a seed: each half-move is drawn at random among the legal moves that
// do not end the game; pieces wander without captures or pawn moves until the half-move clock
// nears the 75-move rule (150 half-moves, an automatic draw), then a pawn move or a capture
// resets it. So a game of thousands of half-moves is legal and still running.
import { loadApi } from '../js/load.mjs';

const api = await loadApi();

// Returns a generator of numbers in [0, 1) from a seed (mulberry32).
function random(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Returns the moves in a random order.
function shuffled(moves, next) {
  const out = moves.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// Returns the half-move clock of a FEN.
const clock = (fen) => Number(fen.split(' ')[4]);

// Plays one half-move that keeps the game going: a quiet one while the clock is below 100, else
// one that resets it; returns false when no such move exists.
function step(game, next) {
  const wantReset = clock(game.fen()) >= 100;
  const candidates = shuffled(game.legalMoves(), next);
  for (const pass of [wantReset, !wantReset]) {
    for (const uci of candidates) {
      game.play(uci);
      const going = game.status().result === '*';
      const reset = clock(game.fen()) === 0;
      if (going && reset === pass && game.legalMoves().length) return true;
      game.undo();
    }
  }
  return false;
}

// Returns { moves (UCI), pgn, next (a legal UCI move after them that keeps the game going) } of a
// legal game of `plies` half-moves from start position `number`.
export function longGame(plies, { number = 518, seed = 1, tags = {} } = {}) {
  const next = random(seed);
  const game = new api.Game(number);
  try {
    while (game.historyUci().length < plies) {
      if (!step(game, next)) throw new Error(`no move keeps the game going after ${game.historyUci().length}`);
    }
    const moves = game.historyUci().slice();
    const pgn = game.pgn({ Event: 'Long game', White: 'A', Black: 'B', ...tags });
    step(game, next);
    return { moves, pgn, next: game.historyUci()[plies] };
  } finally {
    game.delete();
  }
}
