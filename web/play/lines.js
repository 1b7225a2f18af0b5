// @ts-check
// The lines of a game's tree (the core's game.tree(): nodes with children, [0] continuing a line)
// as the play page needs them: the node ids of the line the game stands on, the main line's
// moves, whether the game stands on the main line, whether a tree holds more than its main line,
// and the board frames of a line. Knows no rules: every position comes from the core. A tree's
// nodes[id] is null for an id no node holds (a deleted line); the ids walked here all hold one.
/**
 * @import { Game, GameTree, GameView, Letters, TreeNode } from '../../package/types/index.js'
 */

/** @param {GameTree} tree @param {number} id @returns {TreeNode} */
const nodeOf = (tree, id) => /** @type {TreeNode} */ (tree.nodes[id]);

// Returns the ids of the line through the node the game stands on: up to the start, then on
// along the first children to the line's end.
/** @param {GameTree} tree @returns {number[]} */
export function lineIds(tree) {
  const ids = [];
  /** @type {number | null} */
  let id = tree.current;
  for (; id !== null; id = nodeOf(tree, id).parent) ids.unshift(id);
  let node = nodeOf(tree, tree.current);
  while (node.children.length) {
    ids.push(node.children[0]);
    node = nodeOf(tree, node.children[0]);
  }
  return ids;
}

// Returns the moves of the main line in UCI.
/** @param {GameTree} tree @returns {string[]} */
export function mainMoves(tree) {
  const moves = [];
  let node = nodeOf(tree, 0);
  while (node.children.length) {
    node = nodeOf(tree, node.children[0]);
    moves.push(node.uci);
  }
  return moves;
}

// Returns true when node `at` (default: the one the game stands on) is on the main line.
/** @param {GameTree} tree @param {number} [at] @returns {boolean} */
export function onMainLine(tree, at) {
  for (let id = at === undefined ? tree.current : at; id; id = /** @type {number} */ (nodeOf(tree, id).parent)) {
    if (nodeOf(tree, /** @type {number} */ (nodeOf(tree, id).parent)).children[0] !== id) return false;
  }
  return true;
}

// Returns true when a tree holds a comment, a NAG or a side line.
/** @param {GameTree} tree @returns {boolean} */
export function annotated(tree) {
  return tree.nodes.some(
    (n) => n !== null && (n.comment !== '' || n.commentBefore !== '' || n.nags.length > 0 || n.children.length > 1),
  );
}

// Returns the frames (record.frame) of each position of the line through the node the game
// stands on, keeping the first `keep` of `frames`; the game is left at the line's end.
/**
 * @template F
 * @param {Game} game
 * @param {F[]} frames
 * @param {number} keep
 * @param {Letters} letters
 * @param {(view: GameView, before: GameView | null) => F} frameOf
 * @returns {F[]}
 */
export function lineFrames(game, frames, keep, letters, frameOf) {
  const options = { letters: letters };
  const ids = lineIds(game.tree());
  const end = ids[ids.length - 1];
  const out = frames.slice(0, Math.max(0, Math.min(keep, ids.length)));
  let before = null;
  if (out.length) {
    game.goTo(ids[out.length - 1]);
    before = game.view(options);
  }
  try {
    for (let ply = out.length; ply < ids.length; ply++) {
      game.goTo(ids[ply]);
      const view = game.view(options);
      out.push(frameOf(view, before));
      before = view;
    }
  } finally {
    game.goTo(end);
  }
  return out;
}

// Returns the side to move after half-move `ply` of the line whose end the live view shows.
/** @param {GameView} view @param {number} ply @returns {'w' | 'b'} */
export function turnAt(view, ply) {
  const back = view.history.uci.length - ply;
  if (back % 2 === 0) return view.turn;
  return view.turn === 'w' ? 'b' : 'w';
}
