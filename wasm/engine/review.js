// reviewGame: every position of a game's main line searched by a node budget, the last one
// first (as lichess's fishnet does: the table then holds what the later positions taught), and
// each move judged by the winning chances it gave away (judgement.js). The game is a Game of
// chess960 (or a PGN text read with the `chess960` API given); SAN comes from it, the engine
// module knows no notation beyond UCI.
import { Chess960Error, WRAPPER_ERRORS, own } from '../js/errors.js';
import { clampedCp, gameAccuracy, judge, moveAccuracy, povScore, winPercent, winningChances } from './judgement.js';

// The default nodes a position: a few tenths of a second each in node.
const DEFAULT_NODES = 150000;
// Our engine's centipawns times CP_SCALE are on the scale lichess's formulas were made for
// (Stockfish's, which since version 15.1 writes 100 cp where a side wins half its games): fitted
// by least squares of the winning chances of k·cp against Stockfish 15.1's at depth 12 over the
// positions of the bench's tuning games (bench/review_tune.mjs). The scores reported stay the
// engine's; the winning chances, drops, accuracies and centipawn losses use the scaled ones.
export const CP_SCALE = 1.12;
const MAX_NODES = 100000000;
// The table of a review's engine, in MB.
const REVIEW_HASH_MB = 16;
const OPTIONS = ['nodes', 'onProgress', 'signal', 'chess960', 'hashMb'];

// Returns an ERR_ENGINE_OPTION error with this message.
function optionError(message) {
  return new Chess960Error(WRAPPER_ERRORS.engineOption, message);
}

// Returns the review options checked: { nodes, onProgress, signal, chess960, hashMb }.
function reviewOptions(options) {
  if (options === undefined || options === null) options = {};
  if (typeof options !== 'object' || Array.isArray(options))
    throw optionError('the review options must be an object such as { nodes: 100000 }');
  for (const name of Object.keys(options))
    if (!OPTIONS.includes(name))
      throw optionError(JSON.stringify(name) + ' is not a review option: give ' + OPTIONS.join(', '));
  const nodes = own(options, 'nodes') === undefined ? DEFAULT_NODES : options.nodes;
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > MAX_NODES)
    throw optionError('the review option nodes must be a whole number from 1 to ' + MAX_NODES + ', not ' + String(nodes));
  const onProgress = own(options, 'onProgress');
  if (onProgress !== undefined && typeof onProgress !== 'function')
    throw optionError('the review option onProgress must be a function (done, total)');
  const signal = own(options, 'signal');
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || typeof signal.aborted !== 'boolean'))
    throw optionError('the review option signal must be an AbortSignal');
  return { nodes, onProgress, signal, chess960: own(options, 'chess960'), hashMb: own(options, 'hashMb') };
}

// Returns { game, owned } for a Game or a PGN text (read with options.chess960.readPgn).
function gameOf(gameOrPgn, chess960) {
  if (typeof gameOrPgn === 'string') {
    if (!chess960 || typeof chess960.readPgn !== 'function')
      throw optionError('to review a PGN text give the chess960 API as { chess960: await createChess960() }');
    return { game: chess960.readPgn(gameOrPgn), owned: true };
  }
  if (!gameOrPgn || typeof gameOrPgn.tree !== 'function' || typeof gameOrPgn.startFen !== 'function')
    throw optionError('reviewGame takes a Game of chess960 or a PGN text');
  return { game: gameOrPgn, owned: false };
}

// Returns the main line's nodes after the start: the first child of each node from the start.
export function mainLine(game) {
  const nodes = game.tree().nodes;
  const line = [];
  for (let node = nodes[0]; node.children.length; ) {
    node = nodes[node.children[0]];
    line.push(node);
  }
  return line;
}

// Returns the ERR_ABORTED error of a cancelled review.
function abortedError() {
  return new Chess960Error(WRAPPER_ERRORS.aborted, 'the review was cancelled (its AbortSignal was aborted)');
}

// Resolves after the event loop has run (an abort() from elsewhere is seen then).
function turn() {
  return new Promise(function (resolve) {
    setTimeout(resolve, 0);
  });
}

// Returns the engine's score of a searched position from White's side ({ mate: 0, mated } for a
// checkmate on the board, { cp: 0 } for a stalemate).
function whiteScore(result, color, inCheckmate) {
  if (!result.bestmove) return inCheckmate ? { mate: 0, mated: color } : { cp: 0 };
  const s = result.score;
  const sign = color === 'w' ? 1 : -1;
  return s.mate !== undefined ? { mate: sign * s.mate } : { cp: sign * s.cp };
}

// Returns a score (White's side) of our engine's with its centipawns on lichess's scale.
function scaled(score) {
  return score.mate !== undefined ? score : { cp: CP_SCALE * score.cp };
}

// Returns the figures of a move by `color` from the engine's scores (White's side) of the
// positions before and after it: { winChances, drop, accuracy, cpLoss, judgement, mate }.
// `playedBest`: the move is the one the search of the position before chose; its score is then
// that position's score, so it loses nothing (two searches of one line differ by their depths,
// not by the move).
export function moveFigures(scoreBefore, scoreAfter, color, playedBest) {
  const before = povScore(scaled(scoreBefore), color);
  const after = povScore(scaled(scoreAfter), color);
  const moved = playedBest ? before : after;
  const verdict = judge(before, moved);
  return {
    winChances: winningChances(after),
    drop: winningChances(before) - winningChances(moved),
    accuracy: moveAccuracy(winPercent(before), winPercent(moved)),
    cpLoss: Math.max(0, clampedCp(before) - clampedCp(moved)),
    judgement: verdict.judgement,
    mate: verdict.mate,
  };
}

// Returns the SAN of UCI moves played from the node before `node` (in a copy of the game).
function sanLine(copy, parentId, ucis) {
  copy.goTo(parentId);
  const sans = [];
  for (const uci of ucis) {
    try {
      sans.push(copy.play(uci));
    } catch (e) {
      break; // a line cut at a move the game refuses (its end)
    }
  }
  for (let i = 0; i < sans.length; i++) copy.undo();
  return sans;
}

// Returns the per-colour figures of the plies: accuracy, acpl and the judgements counted.
function sideFigures(plies, accuracy) {
  const out = {};
  for (const color of ['w', 'b']) {
    const own = plies.filter((p) => p.color === color);
    const count = (j) => own.filter((p) => p.judgement === j).length;
    out[color === 'w' ? 'white' : 'black'] = {
      moves: own.length,
      accuracy: accuracy[color],
      acpl: own.length ? own.reduce((a, p) => a + p.cpLoss, 0) / own.length : null,
      inaccuracies: count('inaccuracy'),
      mistakes: count('mistake'),
      blunders: count('blunder'),
    };
  }
  return out;
}

// Reviews the main line of a game: resolves to { plies, white, black, nodes }. options: nodes a
// position (default DEFAULT_NODES), onProgress(done, total), signal (an AbortSignal: rejects
// with ERR_ABORTED), chess960 (the rules API, to read a PGN text), hashMb (default 16).
export function reviewGame(api, gameOrPgn, options) {
  let opts, held;
  try {
    opts = reviewOptions(options);
    held = gameOf(gameOrPgn, opts.chess960);
  } catch (e) {
    return Promise.reject(e);
  }
  const game = held.game;
  let engine = null;
  let copy = null;
  const release = function () {
    if (engine) engine.delete();
    if (copy) copy.delete();
    if (held.owned) game.delete();
  };
  return run().then(
    function (review) {
      release();
      return review;
    },
    function (e) {
      release();
      throw e;
    },
  );

  async function run() {
    const line = mainLine(game);
    const startFen = game.startFen();
    const moves = line.map((n) => n.uci);
    const total = moves.length + 1;
    engine = new api.Engine({ hashMb: opts.hashMb === undefined ? REVIEW_HASH_MB : opts.hashMb });
    copy = game.clone();
    const searched = new Array(total);
    const firstColor = startFen.split(' ')[1] === 'b' ? 'b' : 'w';
    const colorAt = (i) => ((i % 2 === 0) === (firstColor === 'w') ? 'w' : 'b');
    let nodes = 0;
    for (let i = total - 1; i >= 0; i--) {
      if (opts.signal && opts.signal.aborted) throw abortedError();
      engine.setPosition(startFen, moves.slice(0, i));
      const r = engine.search({ nodes: opts.nodes });
      nodes += r.nodes;
      copy.goTo(i === 0 ? 0 : line[i - 1].id);
      const mate = !r.bestmove && copy.status().check; // no legal move, in check
      searched[i] = { result: r, score: whiteScore(r, colorAt(i), mate) };
      if (opts.onProgress) opts.onProgress(total - i, total);
      await turn();
    }
    if (opts.signal && opts.signal.aborted) throw abortedError();
    const plies = [];
    for (let i = 0; i < moves.length; i++) {
      const color = colorAt(i);
      const r = searched[i].result;
      const best = r.bestmove;
      const figures = moveFigures(searched[i].score, searched[i + 1].score, color, best === moves[i]);
      const bestLine = best && best !== moves[i] ? sanLine(copy, i === 0 ? 0 : line[i - 1].id, r.pv) : [];
      plies.push({
        ply: i + 1,
        color: color,
        san: line[i].san,
        uci: moves[i],
        node: line[i].id,
        score: publicScore(searched[i + 1].score),
        scoreBefore: publicScore(searched[i].score),
        winChances: figures.winChances,
        drop: figures.drop,
        accuracy: figures.accuracy,
        cpLoss: figures.cpLoss,
        judgement: figures.judgement,
        mate: figures.mate,
        best: best,
        bestSan: best === moves[i] ? line[i].san : bestLine[0] || '',
        pv: r.pv,
        pvSan: bestLine,
        depth: r.depth,
      });
    }
    const wins = searched.map((s) => winPercent(povScore(scaled(s.score), 'w')));
    const accuracy = gameAccuracy(
      wins,
      firstColor,
      plies.map((p) => p.accuracy),
    );
    const figures = sideFigures(plies, accuracy);
    return {
      plies: plies,
      white: figures.white,
      black: figures.black,
      nodes: nodes,
      nodesPerPosition: opts.nodes,
      cpScale: CP_SCALE,
    };
  }
}

// Returns a score as the API gives it: { cp } | { mate } from White's side ({ mate: 0 }: mated).
function publicScore(score) {
  return score.mate !== undefined ? { mate: score.mate } : { cp: score.cp };
}
