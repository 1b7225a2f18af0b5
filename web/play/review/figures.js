// @ts-nocheck
// What the review panel draws from a review (reviewGame's answer): the graph's points, the
// main line's node ids, the review mapped onto the page's own tree, a judgement's glyph, a move
// spelled out by the core. No DOM.

/** The NAG glyph of each judgement, as the move list draws $6, $2 and $4. */
export const GLYPHS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

// Returns the main line of a tree (game.tree()): its nodes after the start, first child first.
export function mainLine(tree) {
  const line = [];
  for (let node = tree.nodes[0]; node && node.children.length;) {
    node = tree.nodes[node.children[0]];
    line.push(node);
  }
  return line;
}

// Returns the graph's points of a review: White's winning chances after each ply (a ply's
// winChances are the mover's) and its judgement.
export function graphPoints(review) {
  return review.plies.map((p) => ({
    ply: p.ply,
    white: p.color === 'w' ? p.winChances : -p.winChances,
    judgement: p.judgement,
  }));
}

// Returns the review with its plies on the page's nodes of the same main line (node ids of the
// tree the worker rebuilt differ), or null when the line is no longer the one reviewed.
export function onTree(review, tree) {
  const line = mainLine(tree);
  if (line.length !== review.plies.length || line.some((n, i) => n.uci !== review.plies[i].uci)) return null;
  return Object.assign({}, review, { plies: review.plies.map((p, i) => Object.assign({}, p, { node: line[i].id })) });
}

// Returns a move of the line spelled out by the core (Game.lastMove(): where the piece lands, the
// king's square for a castling though its UCI names the rook's, and its SAN in `letters`): `uci`
// played after the UCI moves `before` from startFen; null when the core refuses them.
export function movePlayed(api, startFen, before, uci, letters) {
  let game = null;
  try {
    game = new api.Game(startFen);
    for (const move of before) game.play(move);
    game.play(uci);
    return game.lastMove({ letters });
  } catch {
    return null;
  } finally {
    if (game) game.delete();
  }
}
