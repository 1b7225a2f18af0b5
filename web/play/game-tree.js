// The game's tree as the play page walks and edits it: the page's copy of game.tree() (grown by a
// move at a line's end without asking the core), the line the core stands on, the position shown,
// playing from an earlier position (a side line starts there), going to another move of the tree
// and the edits of the notes (comments, NAGs, deleting and promoting a line). The state is the
// controller's (controller.js owns it and passes it in); this module changes only its fields
// game (the core's position), tree, treeGuess, onMain, view, frames, review and redo, and draws
// and saves through the controller's functions it is given.
//
//   create(state, page) -> the operations below; page: { letters(), frameOf(view, before),
//       drawBoard(), draw(), save(), showMoved(t0), review(ply), redrawMoves(),
//       moveError(say | null), cancelInput() }
//   snapshot()                    the core's view and tree of the live position, taken again
//   grow()                        the move just played added to the tree at its line's end
//   fresh() -> id | null          the core's tree taken where moves were added without it
//   tree(), shownNode(), nodeAt(ply), atShown(fn)   what the board shows, read through the core
//   follow(oldUci)                the core at the end of the line through its node, frames rebuilt
//   playFromShown(uci, t0) -> SAN | null            a move from the position shown
//   goToNode(id, ply?), editNode(id, notes), deleteLine(id), promote(id, toMain)
import * as i18n from '../shared/i18n.js';
import * as lines from './lines.js';

// Returns the tree operations on the controller's state (see the header).
export function create(state, page) {
  // Asks the core for the snapshot of the live position and the tree of the game.
  function snapshot() {
    state.view = state.game.view({ letters: page.letters() });
    state.tree = state.game.tree({ letters: page.letters() });
    state.treeGuess = null;
    state.onMain = lines.onMainLine(state.tree);
  }

  // Adds the move just played at the end of the line to the tree without a call into the module
  // (a board move stays at three calls): its id is the next one, as the core numbers its nodes,
  // checked by fresh() before an id is given to the core.
  function grow() {
    const nodes = state.tree.nodes.slice();
    const parent = nodes[state.tree.current];
    const id = nodes.length;
    const last = state.view.lastMove;
    nodes[parent.id] = Object.assign({}, parent, { children: parent.children.concat(id) });
    nodes.push({
      id: id,
      parent: parent.id,
      children: [],
      ply: parent.ply + 1,
      san: last.san,
      uci: last.uci,
      commentBefore: '',
      comment: '',
      nags: [],
      clock: null,
      emt: null,
      eval: null,
    });
    state.tree = { current: id, nodes: nodes };
    if (state.treeGuess === null) state.treeGuess = id;
  }

  // Takes the core's tree where moves were added without it; returns the id the first of them
  // was given here (null when none), the move list redrawn when the core's ids differ.
  function fresh() {
    const guess = state.treeGuess;
    if (guess === null) return null;
    const grown = state.tree;
    state.tree = state.game.tree({ letters: page.letters() });
    state.treeGuess = null;
    if (grown.nodes.length !== state.tree.nodes.length || grown.current !== state.tree.current) page.redrawMoves();
    return guess;
  }

  // Returns the game's tree (game.tree() in the letters of the move list).
  function tree() {
    fresh();
    return state.tree;
  }

  // Returns the id of the tree's node at half-move ply of the line shown.
  function nodeAt(ply) {
    fresh();
    return lines.lineIds(state.tree)[ply];
  }

  // Returns the tree's node the board shows.
  function shownNode() {
    fresh();
    const ids = lines.lineIds(state.tree);
    return state.tree.nodes[ids[state.review === null ? ids.length - 1 : state.review]];
  }

  // Returns fn()'s answer asked with the core standing on the position shown.
  function atShown(fn) {
    if (state.review === null) return fn();
    fresh();
    const ids = lines.lineIds(state.tree);
    state.game.goTo(ids[state.review]);
    try {
      return fn();
    } finally {
      state.game.goTo(ids[ids.length - 1]);
    }
  }

  // Makes the core stand at the end of the line through the node it stands on, with that node
  // shown (reviewed when moves follow it); the frames of the line are rebuilt from where it
  // leaves `old` (the UCI moves of the line shown before).
  function follow(old) {
    const at = state.game.historyUci().length;
    const line = state.game.line();
    let same = 0;
    while (same < line.length && same < old.length && line[same].uci === old[same]) same++;
    state.frames = lines.lineFrames(state.game, state.frames, same + 1, page.letters(), page.frameOf);
    snapshot();
    state.review = at < line.length ? at : null;
  }

  // Plays a move from the position shown while reviewing: the line's next move steps on, another
  // starts a side line (or follows the one that plays it). Returns its SAN, or null when refused.
  function playFromShown(uci, t0) {
    const old = state.view.history.uci.slice();
    fresh();
    const ids = lines.lineIds(state.tree);
    let san;
    state.game.goTo(ids[state.review]);
    try {
      san = state.game.play(uci, { letters: page.letters() });
    } catch (err) {
      state.game.goTo(ids[ids.length - 1]);
      page.moveError(() => i18n.error(err, { move: uci, side: '', candidates: '' }));
      page.drawBoard();
      return null;
    }
    state.redo = [];
    follow(old);
    page.showMoved(t0);
    return san;
  }

  // Shows a move of the tree: its line becomes the game's line, the board shows the move (`ply`:
  // its half-move where it is on the line shown, which names a move added since the tree was taken).
  function goToNode(id, ply) {
    const guess = fresh();
    if (guess !== null && id >= guess && Number.isInteger(ply)) return page.review(ply);
    const ids = lines.lineIds(state.tree);
    if (ids.indexOf(id) >= 0) return page.review(state.tree.nodes[id].ply);
    const old = state.view.history.uci.slice();
    try {
      state.game.goTo(id);
    } catch {
      return;
    }
    page.cancelInput();
    state.redo = [];
    follow(old);
    page.moveError(null);
    page.draw();
  }

  // Changes the tree with fn(game) and redraws, showing the same move where it is still there;
  // returns the core's error (nothing changed) or null.
  function editTree(fn) {
    const old = state.view.history.uci.slice();
    const shown = shownNode().id;
    try {
      fn(state.game);
    } catch (err) {
      return err;
    }
    if (state.game.tree().nodes[shown]) state.game.goTo(shown);
    state.redo = [];
    follow(old);
    page.moveError(null);
    page.draw();
    page.save();
    return null;
  }

  // Sets the comment (after the move, or `before` a side line's first move) and the NAGs of a
  // node; returns the core's error or null.
  function editNode(id, notes) {
    return editTree(function (game) {
      if (notes.nags) game.setNags(id, notes.nags);
      if (typeof notes.comment === 'string') game.setComment(id, notes.comment);
      if (typeof notes.before === 'string') game.setComment(id, notes.before, { before: true });
    });
  }

  // Deletes a node and every move after it; returns the core's error or null.
  function deleteLine(id) {
    return editTree((game) => game.deleteLine(id));
  }

  // Moves the side line of a node one place up, or makes it the main line; returns the error or null.
  function promote(id, toMain) {
    return editTree((game) => game.promote(id, { toMain: !!toMain }));
  }

  return {
    snapshot,
    grow,
    fresh,
    tree,
    nodeAt,
    shownNode,
    atShown,
    follow,
    playFromShown,
    goToNode,
    editNode,
    deleteLine,
    promote,
  };
}
