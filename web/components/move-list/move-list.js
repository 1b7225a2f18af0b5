// @ts-check
// The move list of a game's tree, for any page that shows a game (the play page, a game viewer):
// the main line in rows of move pairs; after a move, its comment and the side lines that replace
// it, each a group indented under the move (nested lines deeper, up to a limit the style sheet
// sets), with their own comments, NAG glyphs, clocks and evaluations. Every move is a button
// (data-node: its id in the tree; on the line the game stands on also data-ply); the one shown
// carries aria-current. Comments are text, never markup, each isolated (<bdi>) so that its
// direction marks stay inside. It draws only what the snapshot holds and knows no rules and no
// page: the host gives the words, and a pick is reported as a 'move-pick' event on the list.
import { el } from '../../shared/dom.js';
import { balanced } from '../../shared/bidi.js';

/**
 * @typedef {{ cp: number | null, mate: number | null, depth: number | null }} NodeEval
 * @typedef {{ id: number, parent: number | null, children: number[], ply: number, san: string,
 *   uci: string, commentBefore: string, comment: string, nags: number[], clock: number | null,
 *   emt: number | null, eval: NodeEval | null }} TreeNode
 * @typedef {{ current: number, nodes: (TreeNode | null)[] }} GameTree
 * @typedef {object} MoveListSnapshot what the list is drawn from
 * @property {GameTree} tree the game's tree (game.tree()); its current node ends the line's start
 * @property {number} shown the id of the node the board shows (aria-current)
 * @property {number} firstPly the half-move index of the game's first move (0: White's first)
 * @typedef {object} MoveListWords what the host says in its language
 * @property {string} sideLine the name of a side line's group
 * @property {string} clock the title of a clock figure
 * @property {string} evalTitle the title of an evaluation figure
 * @property {(node: TreeNode, number: number, color: 'w' | 'b', onLine: boolean) => string} label
 *   the accessible name of a move's button
 * @property {(text: string) => string} comment a comment's words to show ('' shows none)
 * @property {(ev: NodeEval) => string} evalText an evaluation as a figure
 * @typedef {{ node: number, ply: number | null }} MovePick the detail of a 'move-pick' event
 */

/** @type {Record<number, string>} */
const GLYPHS = {
  1: '!',
  2: '?',
  3: '!!',
  4: '??',
  5: '!?',
  6: '?!',
  7: '□',
  10: '=',
  13: '∞',
  14: '⩲',
  15: '⩱',
  16: '±',
  17: '∓',
  18: '+−',
  19: '−+',
  22: '⨀',
  23: '⨀',
  32: '⟳',
  33: '⟳',
  36: '→',
  37: '→',
  40: '↑',
  41: '↑',
  132: '⇆',
  133: '⇆',
  146: 'N',
};

/**
 * Returns the glyph of a NAG: the usual symbol, else "$n".
 * @param {number} n
 * @returns {string}
 */
export function nagGlyph(n) {
  return GLYPHS[n] || '$' + n;
}

/**
 * Returns a clock's seconds as h:mm:ss (tenths where the PGN gave them).
 * @param {number} seconds
 * @returns {string}
 */
export function clockText(seconds) {
  const whole = Math.floor(seconds);
  /** @param {number} n */
  const two = (n) => (n < 10 ? '0' : '') + n;
  const tenths = Math.round((seconds - whole) * 10);
  const rest = tenths ? '.' + tenths : '';
  return Math.floor(whole / 3600) + ':' + two(Math.floor(whole / 60) % 60) + ':' + two(whole % 60) + rest;
}

/**
 * Returns the ids of the line through the tree's current node: up to the start, then on along
 * the first children to the line's end.
 * @param {GameTree} tree
 * @returns {number[]}
 */
export function lineIds(tree) {
  const ids = [];
  for (let id = /** @type {number | null} */ (tree.current); id !== null; id = nodeOf(tree, id).parent) ids.unshift(id);
  let node = nodeOf(tree, tree.current);
  while (node.children.length) {
    ids.push(node.children[0]);
    node = nodeOf(tree, node.children[0]);
  }
  return ids;
}

/**
 * Returns node `id` of the tree (one a line names is never deleted).
 * @param {GameTree} tree
 * @param {number} id
 * @returns {TreeNode}
 */
function nodeOf(tree, id) {
  return /** @type {TreeNode} */ (tree.nodes[id]);
}

/**
 * @typedef {{ tree: GameTree, first: number, ids: number[], shown: number, words: MoveListWords }} Drawing
 */

/**
 * Returns the move number and colour of a node's move.
 * @param {Drawing} ctx
 * @param {TreeNode} node
 * @returns {{ number: number, color: 'w' | 'b' }}
 */
function numberOf(ctx, node) {
  const ply = ctx.first + node.ply - 1;
  return { number: Math.floor(ply / 2) + 1, color: ply % 2 ? 'b' : 'w' };
}

/**
 * Returns the move number text of a node ("12." or "12…").
 * @param {Drawing} ctx
 * @param {TreeNode} node
 */
function numberText(ctx, node) {
  const n = numberOf(ctx, node);
  return n.number + (n.color === 'w' ? '.' : '…');
}

/**
 * Returns the button of a node's move with its NAG glyphs, clock and evaluation.
 * @param {Drawing} ctx
 * @param {TreeNode} node
 */
function moveCell(ctx, node) {
  const n = numberOf(ctx, node);
  const onLine = ctx.ids[node.ply] === node.id;
  const current = node.id === ctx.shown;
  const button = el(
    'button',
    {
      type: 'button',
      class: 'move' + (current ? ' is-current' : ''),
      'data-node': node.id,
      'data-ply': onLine ? node.ply : null,
      'aria-label': ctx.words.label(node, n.number, n.color, onLine),
      'aria-current': current ? 'step' : null,
    },
    node.san,
  );
  const glyphs = node.nags.length
    ? el('span', { class: 'nag', 'aria-hidden': 'true' }, node.nags.map(nagGlyph).join(' '))
    : null;
  const clock =
    node.clock === null ? null : el('span', { class: 'clock', title: ctx.words.clock }, clockText(node.clock));
  const evaluation =
    node.eval === null
      ? null
      : el('span', { class: 'move-eval', title: ctx.words.evalTitle }, ctx.words.evalText(node.eval));
  return el('span', { class: 'move-cell' }, button, glyphs, clock, evaluation);
}

/**
 * Returns a comment in its own element (a <p>, or a <bdi> inside a side line, isolated from the
 * moves around it), or null when it has no words to show.
 * @param {Drawing} ctx
 * @param {string} text
 * @param {string} tag
 */
function commentOf(ctx, text, tag) {
  const words = text ? ctx.words.comment(text) : '';
  return words ? el(tag, { class: 'move-comment' }, balanced(words)) : null;
}

/**
 * Returns the group of one side line from node `id` on, with the lines nested in it.
 * @param {Drawing} ctx
 * @param {number} id
 * @param {number} depth
 * @returns {HTMLElement}
 */
function sideLine(ctx, id, depth) {
  const group = el('div', { class: 'side-line', role: 'group', 'aria-label': ctx.words.sideLine, 'data-depth': depth });
  let node = nodeOf(ctx.tree, id);
  let needNumber = true;
  const before = commentOf(ctx, node.commentBefore, 'bdi');
  if (before) group.append(before);
  for (;;) {
    if (numberOf(ctx, node).color === 'w' || needNumber)
      group.append(el('span', { class: 'move-no' }, numberText(ctx, node)));
    group.append(moveCell(ctx, node));
    needNumber = false;
    const comment = commentOf(ctx, node.comment, 'bdi');
    if (comment) {
      group.append(comment);
      needNumber = true;
    }
    const parent = nodeOf(ctx.tree, /** @type {number} */ (node.parent));
    if (node.id === parent.children[0] && parent.children.length > 1 && node.id !== id) {
      parent.children.slice(1).forEach((alt) => group.append(sideLine(ctx, alt, depth + 1)));
      needNumber = true;
    }
    if (!node.children.length) return group;
    node = nodeOf(ctx.tree, node.children[0]);
  }
}

/**
 * Returns the notes after a main-line move (its comment, the side lines replacing it), or null.
 * @param {Drawing} ctx
 * @param {TreeNode} node
 */
function notesAfter(ctx, node) {
  const parent = nodeOf(ctx.tree, /** @type {number} */ (node.parent));
  const alts = parent.children.slice(1);
  const comment = commentOf(ctx, node.comment, 'p');
  if (!comment && !alts.length) return null;
  const notes = el('li', { class: 'move-notes' }, comment);
  alts.forEach((alt) => notes.append(sideLine(ctx, alt, 1)));
  return notes;
}

/**
 * Draws the tree into the list (an <ol>): the main line's rows and, after a move, its notes.
 * Returns the button of the move shown (null at the start).
 * @param {HTMLElement} list
 * @param {MoveListSnapshot} snapshot
 * @param {MoveListWords} words
 * @returns {HTMLElement | null}
 */
export function draw(list, snapshot, words) {
  const tree = snapshot.tree;
  /** @type {Drawing} */
  const ctx = { tree, first: snapshot.firstPly, ids: lineIds(tree), shown: snapshot.shown, words };
  list.textContent = '';
  const start = nodeOf(tree, 0);
  const opening = commentOf(ctx, start.comment, 'p');
  if (opening) list.append(el('li', { class: 'move-notes' }, opening));
  /** @type {HTMLElement | null} */
  let row = null;
  let node = start;
  while (node.children.length) {
    node = nodeOf(tree, node.children[0]);
    const white = numberOf(ctx, node).color === 'w';
    if (white || !row) {
      const fresh = /** @type {HTMLElement} */ (
        el('li', { class: 'move-row' }, el('span', { class: 'move-no' }, numberText(ctx, node)))
      );
      if (!white) fresh.append(el('span', { class: 'move-gap' }));
      list.append(fresh);
      row = fresh;
    }
    row.append(moveCell(ctx, node));
    const notes = notesAfter(ctx, node);
    if (notes) {
      list.append(notes);
      row = null;
    }
  }
  return list.querySelector('[aria-current]');
}

/**
 * Reports every move a user picks in the list (a click or Enter on its button) as a bubbling
 * 'move-pick' CustomEvent whose detail is a MovePick.
 * @param {HTMLElement} list
 */
export function reportPicks(list) {
  list.addEventListener('click', function (ev) {
    const target = /** @type {Element | null} */ (ev.target);
    const button = target && target.closest ? target.closest('button[data-node]') : null;
    if (!button || !list.contains(button)) return;
    const ply = button.getAttribute('data-ply');
    /** @type {MovePick} */
    const detail = { node: Number(button.getAttribute('data-node')), ply: ply === null ? null : Number(ply) };
    list.dispatchEvent(new CustomEvent('move-pick', { bubbles: true, detail }));
  });
}
