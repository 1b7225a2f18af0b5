// chess960 review FILE.pgn [--nodes N] [--json]: every game of a PGN file reviewed by the engine
// (reviewGame of chess960/engine: each position of the main line searched by a node budget)
// and written annotated to stdout as lichess exports an analysed game ([%eval], ?! ? ?? with
// "… was best." and the best line as a side line, [Annotator]); --json writes each game's
// figures per ply and per player instead. Progress goes to stderr, one line every ten
// positions; a bad game is named there ("game N, line L: CODE: message") and skipped, and the
// exit code is then 1 (as chess960 pgn's).
'use strict';

const fs = require('node:fs');
const { Outcome } = require('./pgn.cjs');
const { wordsOf } = require('./command-line.cjs');

const DEFAULT_NODES = 150000;
const MAX_NODES = 100000000;
const PROGRESS_EVERY = 10;

// Returns the node budget of --nodes (default DEFAULT_NODES), or throws a usage error.
function nodesOption(text, UsageError, say) {
  if (text === undefined) return DEFAULT_NODES;
  const nodes = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(nodes >= 1 && nodes <= MAX_NODES)) throw new UsageError(say('error.nodes', { max: MAX_NODES, value: text }));
  return nodes;
}

// Returns the figures of one review as --json writes them: per player and per ply.
function reviewJson(number, tags, review) {
  const side = (s) => ({
    accuracy: s.accuracy === null ? null : Math.round(s.accuracy * 10) / 10,
    acpl: s.acpl === null ? null : Math.round(s.acpl),
    inaccuracies: s.inaccuracies,
    mistakes: s.mistakes,
    blunders: s.blunders,
  });
  return {
    game: number,
    white: Object.assign({ name: tags.White || '' }, side(review.white)),
    black: Object.assign({ name: tags.Black || '' }, side(review.black)),
    plies: review.plies.map((p) => ({
      ply: p.ply,
      san: p.san,
      uci: p.uci,
      score: p.score,
      winChances: Math.round(p.winChances * 1000) / 1000,
      accuracy: Math.round(p.accuracy * 10) / 10,
      judgement: p.judgement,
      best: p.best,
      bestSan: p.bestSan,
      pv: p.pv,
    })),
  };
}

// Runs the command; resolves to an Outcome (stdout already written game by game).
async function reviewCommand(file, opts, deps) {
  const { loadModule, UsageError } = deps;
  const say = wordsOf(opts.lang);
  const nodes = nodesOption(opts.nodes, UsageError, say);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const reason = e.code === 'ENOENT' ? say('file.missing') : e.message;
    throw new UsageError(say('error.cannotRead', { file, reason }));
  }
  const api = await loadModule('chess960.js');
  const engine = await loadModule('chess960-engine.js');
  const db = api.readPgnDatabase(text);
  const count = db.length;
  const out = [];
  let bad = 0;
  try {
    for (let i = 0; i < db.length; i++) {
      const error = db.error(i);
      if (error) {
        bad++;
        process.stderr.write(`game ${i + 1}, line ${error.line}: ${error.code}: ${error.message}\n`);
        continue;
      }
      const game = db.open(i);
      try {
        const onProgress = (done, total) => {
          if (done % PROGRESS_EVERY === 0 || done === total)
            process.stderr.write(say('review.progress', { game: i + 1, games: db.length, done, total }) + '\n');
        };
        const review = await engine.reviewGame(game, { nodes, onProgress });
        if (opts.json) out.push(reviewJson(i + 1, db.tags(i), review));
        else process.stdout.write(engine.annotateGame(game, review) + '\n\n');
      } finally {
        game.delete();
      }
    }
  } finally {
    db.delete();
  }
  const summary = say('review.summary', { games: count, bad });
  return new Outcome(opts.json ? out : null, bad ? 1 : 0, summary);
}

module.exports = { reviewCommand };
