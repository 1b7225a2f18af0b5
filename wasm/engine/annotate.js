// annotateGame: a review written into the game's tree as lichess exports an analysed game: each
// move's evaluation as `[%eval 0.17]` / `[%eval #-3]` in its comment (a `[%clk]` there is kept), a
// judged move's NAG ($6 ?!, $2 ?, $4 ??) and comment "(0.36 → -0.36) Mistake. Nf3 was best." with
// the best line as a side line, and the [Annotator] tag of the PGN written.
import { Chess960Error, WRAPPER_ERRORS } from '../js/errors.js';
import { mainLine } from './review.js';

const NAGS = { inaccuracy: 6, mistake: 2, blunder: 4 };
const NAMES = { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };
const MATE_TEXTS = { created: 'Checkmate is now unavoidable', lost: 'Lost forced checkmate sequence' };
// The move-assessment NAGs (!, ?, !!, ??, !?, ?!): the review's judgement replaces them.
const ASSESSMENTS = [1, 2, 3, 4, 5, 6];
// The longest best line written, in plies.
const MAX_LINE = 12;
const EVAL_COMMAND = /\s*\[%eval\s[^\]]*\]/g;
// A judgement comment written before: a new review replaces it.
const JUDGEMENT_COMMENT =
  /\s*\([^()]*→[^()]*\) (?:Inaccuracy|Mistake|Blunder|Checkmate is now unavoidable|Lost forced checkmate sequence)\.(?: \S+ was best\.)?/g;

// Returns a score from White's side as `[%eval]` writes it: pawns, or #N (null at a checkmate).
export function evalText(score) {
  if (score.mate !== undefined) return score.mate === 0 ? null : '#' + score.mate;
  return String(Math.round(score.cp) / 100);
}

// Returns a score as the judgement comment shows it: pawns with two decimals, or "Mate in N".
function commentScore(score) {
  if (score.mate !== undefined) return score.mate === 0 ? 'Checkmate' : 'Mate in ' + Math.abs(score.mate);
  return (score.cp / 100).toFixed(2);
}

// Returns the comment of a judged move: "(before → after) Judgement. Best was best."
function judgementText(ply) {
  const what = ply.mate ? MATE_TEXTS[ply.mate] : NAMES[ply.judgement];
  const best = ply.bestSan ? ' ' + ply.bestSan + ' was best.' : '';
  return '(' + commentScore(ply.scoreBefore) + ' → ' + commentScore(ply.score) + ') ' + what + '.' + best;
}

// Writes the review (of reviewGame) into the game's tree and returns its PGN with the
// [Annotator] tag (options.annotator, default 'chess960'). The game stays on its current node.
export function annotateGame(game, review, options) {
  const annotator = options && options.annotator !== undefined ? String(options.annotator) : 'chess960';
  const line = mainLine(game);
  const plies = review && Array.isArray(review.plies) ? review.plies : null;
  if (!plies || plies.length !== line.length || plies.some((p, i) => p.node !== line[i].id || p.uci !== line[i].uci))
    throw new Chess960Error(
      WRAPPER_ERRORS.engineOption,
      'annotateGame takes the review of this game (by reviewGame), its main line unchanged since',
    );
  const current = game.tree().current;
  plies.forEach(function (ply, i) {
    const node = line[i];
    const kept = node.comment.replace(EVAL_COMMAND, '').replace(JUDGEMENT_COMMENT, '').trim();
    const evaluation = evalText(ply.score);
    const parts = [];
    if (ply.judgement) parts.push(judgementText(ply));
    if (evaluation !== null) parts.push('[%eval ' + evaluation + ']');
    if (kept) parts.push(kept);
    game.setComment(node.id, parts.join(' '));
    const nags = node.nags.filter((n) => !ASSESSMENTS.includes(n));
    if (ply.judgement) nags.unshift(NAGS[ply.judgement]);
    game.setNags(node.id, nags);
    if (ply.judgement && ply.best && ply.best !== ply.uci) {
      game.goTo(node.parent);
      for (const uci of ply.pv.slice(0, MAX_LINE)) {
        try {
          game.play(uci);
        } catch (e) {
          break; // the line's end (a move the game refuses: it is over)
        }
      }
    }
  });
  game.goTo(current);
  return game.pgn({ Annotator: annotator });
}
