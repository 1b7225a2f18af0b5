// A game's tree of lines on api.Game: game.tree() (every move with its comments, NAGs, clock,
// evaluation and side lines), currentNode, goTo, promote, deleteLine, setComment, setNags.
// installTree returns the names of those that change no game (see wasm/js/answers.js).
import { answer, codedError, own } from './errors.js';
import { describe, lettersOf, listText, requireString } from './values.js';

// The most NAGs one move takes.
const MAX_NAGS = 255;

export function installTree(api, m) {
  const Game = api.Game;

  // Returns `id` if it is a whole number a node id can be, else throws ERR_GAME_NODE.
  function nodeId(id) {
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff)
      throw codedError(
        'ERR_GAME_NODE',
        'a move of the tree is named by its id (a whole number from 0), not ' + describe(id),
      );
    return id;
  }

  // Returns a node of the core's answer in the API's form (times in seconds, its id added).
  function treeNode(node, id) {
    if (!node) return null;
    return {
      id: id,
      parent: node.parent,
      children: node.children,
      ply: node.ply,
      san: node.san,
      uci: node.uci,
      commentBefore: node.commentBefore,
      comment: node.comment,
      nags: node.nags,
      clock: node.clockMs === null ? null : node.clockMs / 1000,
      emt: node.emtMs === null ? null : node.emtMs / 1000,
      eval: node.eval,
    };
  }

  // Returns { current, nodes }: nodes[id] is the node with that id (null once deleted); nodes[0]
  // is the start (no move; its comment is the game's comment before the first move);
  // children[0] continues a line, the other children are its side lines. SAN in { letters }.
  Game.prototype.tree = function (options) {
    const letters = lettersOf(options);
    const tree = answer(m.gameTree(this._live(), letters));
    return { current: tree.current, nodes: tree.nodes.map(treeNode) };
  };

  // Returns the nodes of a line from its first move to its end: the line through node `id`
  // (the current node by default), continued after it by the first choices; SAN in { letters }.
  // Only the line's nodes are written by the module (not the whole tree).
  Game.prototype.line = function (id, options) {
    const at = id === undefined ? -1 : nodeId(id);
    const letters = lettersOf(options);
    const line = answer(m.gameLine(this._live(), at, letters));
    return line.nodes.map(function (node, i) {
      return treeNode(node, line.ids[i]);
    });
  };

  // Returns the id of the node the game stands on: after play(), the node of that move (a new
  // one, or the one of the same move already in the tree); 0 at the start. One small call, not
  // the whole tree: a page that keeps its copy of game.tree() adds the move under this id.
  Game.prototype.currentNode = function () {
    return answer(m.gameCurrentNode(this._live()));
  };

  // Goes to node `id`: the game's position, history and view become those of its line.
  Game.prototype.goTo = function (id) {
    answer(m.gameGoTo(this._live(), nodeId(id)));
  };

  // Moves the side line holding node `id` one place up among its alternatives ({ toMain }: makes
  // its line the main line); returns false when it is the main line already.
  Game.prototype.promote = function (id, options) {
    const toMain = Boolean(own(options, 'toMain'));
    return answer(m.gamePromote(this._live(), nodeId(id), toMain));
  };

  // Deletes node `id` with every move after it; the game goes back to the move before when it
  // stood on one of them.
  Game.prototype.deleteLine = function (id) {
    answer(m.gameRemoveLine(this._live(), nodeId(id)));
  };

  // Sets the comment after node `id`'s move (at 0: the game's comment before the first move);
  // { before: true } sets the comment before a side line's first move. White space runs become
  // one space; '' removes the comment.
  Game.prototype.setComment = function (id, text, options) {
    const before = Boolean(own(options, 'before'));
    const comment = requireString(text, 'ERR_PGN_COMMENT', 'the comment');
    answer(m.gameSetComment(this._live(), nodeId(id), comment, before));
  };

  // Sets node `id`'s NAGs (at most MAX_NAGS numbers 0..255, e.g. [1] for "!", [4] for "??"; []
  // removes them). The list is copied once, then checked and used: a Proxy cannot change it.
  Game.prototype.setNags = function (id, nags) {
    if (!Array.isArray(nags)) throw codedError('ERR_PGN_NAG', 'NAGs must be a list of numbers, not ' + describe(nags));
    const count = nags.length;
    if (!(count <= MAX_NAGS))
      throw codedError('ERR_PGN_NAG', 'a move has at most ' + MAX_NAGS + ' NAGs, not ' + describe(count));
    const list = [];
    for (let i = 0; i < count; i++) list.push(nags[i]);
    list.forEach(function (nag) {
      if (!Number.isInteger(nag) || nag < 0 || nag > 255)
        throw codedError('ERR_PGN_NAG', describe(nag) + ' is not a NAG: give a whole number from 0 to 255');
    });
    const text = listText(list.map(String), 'ERR_PGN_NAG', 'the NAGs');
    answer(m.gameSetNags(this._live(), nodeId(id), text));
  };

  return ['tree', 'line', 'currentNode'];
}
