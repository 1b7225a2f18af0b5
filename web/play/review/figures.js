// @ts-check
// What the review panel draws from a review (reviewGame's answer): the graph's points, the
// main line's node ids, the review mapped onto the page's own tree, a judgement's glyph, a move
// spelled out by the core. No DOM.

/**
 * @import { Chess960Api, Game, GameTree, Letters, MoveDetails, TreeNode } from '../../../package/types/index.js'
 * @import { GameReview, Judgement } from '../../../package/types/engine.js'
 * @import { EvalPoint } from '../../components/eval-graph/eval-graph.js'
 */

/** The NAG glyph of each judgement, as the move list draws $6, $2 and $4. */
/** @type {Record<Judgement, string>} */
export const GLYPHS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

// Returns the main line of a tree (game.tree()): its nodes after the start, first child first.
/** @param {GameTree} tree @returns {TreeNode[]} */
export function mainLine(tree) {
  /** @type {TreeNode[]} */
  const line = [];
  for (let node = tree.nodes[0]; node && node.children.length;) {
    node = tree.nodes[node.children[0]];
    if (node) line.push(node);
  }
  return line;
}

// Returns the graph's points of a review: White's winning chances after each ply (a ply's
// winChances are the mover's) and its judgement.
/** @param {GameReview} review @returns {EvalPoint[]} */
export function graphPoints(review) {
  return review.plies.map((p) => ({
    ply: p.ply,
    white: p.color === 'w' ? p.winChances : -p.winChances,
    judgement: p.judgement,
  }));
}

// Returns the review with its plies on the page's nodes of the same main line (node ids of the
// tree the worker rebuilt differ), or null when the line is no longer the one reviewed.
/** @param {GameReview} review @param {GameTree} tree @returns {GameReview | null} */
export function onTree(review, tree) {
  const line = mainLine(tree);
  if (line.length !== review.plies.length || line.some((n, i) => n.uci !== review.plies[i].uci)) return null;
  return Object.assign({}, review, { plies: review.plies.map((p, i) => Object.assign({}, p, { node: line[i].id })) });
}

// Returns a move of the line spelled out by the core (Game.lastMove(): where the piece lands, the
// king's square for a castling though its UCI names the rook's, and its SAN in `letters`): `uci`
// played after the UCI moves `before` from startFen; null when the core refuses them.
/**
 * @param {Chess960Api} api @param {string} startFen @param {string[]} before @param {string} uci
 * @param {Letters} letters @returns {MoveDetails | null}
 */
export function movePlayed(api, startFen, before, uci, letters) {
  /** @type {Game | null} */
  let game = null;
  try {
    const core = new api.Game(startFen);
    game = core;
    for (const move of before) core.play(move);
    core.play(uci);
    return core.lastMove({ letters });
  } catch {
    return null;
  } finally {
    if (game) game.delete();
  }
}
