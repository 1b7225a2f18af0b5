// The move list as a tree: the main line in rows of move pairs; after a move, its comment, and the
// side lines that replace it, each a group named "side line" and indented under the move (nested
// lines deeper, up to a limit the style sheet sets), with their own comments, NAG glyphs, clocks
// and evaluations ([%eval] as a small figure). Every move is a button (data-node: its id in the
// tree); the moves of the line the game is on also carry data-ply, and the one shown aria-current.
// Comments are text, never markup, each isolated (<bdi>) so that its direction marks stay inside.
// Draws from game.tree() and the frames of the line shown; asks the core nothing.
//
//   draw(list, state)   state: { tree, view, frames, review } (the controller's panel state)
//   nagGlyph(n) -> '!' … '$n';  nagWords(n) -> spoken name or ''
//   clockText(seconds) -> '0:02:58'
import { el } from '../shared/dom.js';
import { lang, t } from '../shared/i18n.js';
import { evalFigure, words as commentWords } from './comment-commands.js';
import { lineIds } from './lines.js';
import { balanced } from '../shared/bidi.js';
import * as record from './record.js';
import { moveLabel } from './speech.js';
import './words.js';

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
export const SPOKEN_NAGS = [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19]; // play.nag.<n>

// Returns the glyph of a NAG: the usual symbol, else "$n".
export function nagGlyph(n) {
  return GLYPHS[n] || '$' + n;
}

// Returns the spoken name of a NAG in the page's language ('' for those without one).
export function nagWords(n) {
  return SPOKEN_NAGS.indexOf(n) >= 0 ? t('play.nag.' + n) : '';
}

// Returns a clock's seconds as h:mm:ss (tenths where the PGN gave them).
export function clockText(seconds) {
  const whole = Math.floor(seconds);
  const two = (n) => (n < 10 ? '0' : '') + n;
  const tenths = Math.round((seconds - whole) * 10);
  const rest = tenths ? '.' + tenths : '';
  return Math.floor(whole / 3600) + ':' + two(Math.floor(whole / 60) % 60) + ':' + two(whole % 60) + rest;
}

// Returns what every move of the drawing needs: the tree, the first ply's number, the line shown.
function context(state) {
  const ids = lineIds(state.tree);
  const shown = state.review === null ? ids.length - 1 : state.review;
  return { tree: state.tree, first: record.firstPly(state.view), ids: ids, shown: ids[shown], frames: state.frames };
}

// Returns the move number text of a node ("12." or "12…").
function numberText(ctx, node) {
  const n = record.moveNumber(ctx.first + node.ply - 1);
  return n.number + (n.color === 'w' ? '.' : '…');
}

// Returns the button of a node's move with its NAG glyphs, clock and evaluation.
function moveCell(ctx, node) {
  const n = record.moveNumber(ctx.first + node.ply - 1);
  const onLine = ctx.ids[node.ply] === node.id;
  const frame = onLine ? ctx.frames[node.ply] : null;
  const spoken = node.nags.map(nagWords).filter(Boolean);
  const label = moveLabel(node.san, n.number, n.color, frame && frame.facts) + spoken.map((w) => ', ' + w).join('');
  const current = node.id === ctx.shown;
  const button = el(
    'button',
    {
      type: 'button',
      class: 'move' + (current ? ' is-current' : ''),
      'data-node': node.id,
      'data-ply': onLine ? node.ply : null,
      'aria-label': label,
      'aria-current': current ? 'step' : null,
    },
    node.san,
  );
  const glyphs = node.nags.length
    ? el('span', { class: 'nag', 'aria-hidden': 'true' }, node.nags.map(nagGlyph).join(' '))
    : null;
  const clock =
    node.clock === null ? null : el('span', { class: 'clock', title: t('play.clock') }, clockText(node.clock));
  const evaluation =
    node.eval === null
      ? null
      : el('span', { class: 'move-eval', title: t('play.evalTitle') }, evalFigure(node.eval, lang()));
  return el('span', { class: 'move-cell' }, button, glyphs, clock, evaluation);
}

// Returns a comment as text in its own element (a <p> of its own, or a <bdi> inside a side
// line, isolated from the moves around it), or null when it holds only commands.
function commentOf(text, tag) {
  const words = commentWords(text);
  return words ? el(tag, { class: 'move-comment' }, balanced(words)) : null;
}

// Returns the group of one side line from node `id` on, with the lines nested in it.
function sideLine(ctx, id, depth) {
  const group = el('div', { class: 'side-line', role: 'group', 'aria-label': t('play.sideLine'), 'data-depth': depth });
  let node = ctx.tree.nodes[id];
  let needNumber = true;
  const before = commentOf(node.commentBefore, 'bdi');
  if (before) group.append(before);
  for (;;) {
    const white = record.moveNumber(ctx.first + node.ply - 1).color === 'w';
    if (white || needNumber) group.append(el('span', { class: 'move-no' }, numberText(ctx, node)));
    group.append(moveCell(ctx, node));
    needNumber = false;
    const comment = commentOf(node.comment, 'bdi');
    if (comment) {
      group.append(comment);
      needNumber = true;
    }
    const parent = ctx.tree.nodes[node.parent];
    if (node.id === parent.children[0] && parent.children.length > 1 && node.id !== id) {
      parent.children.slice(1).forEach((alt) => group.append(sideLine(ctx, alt, depth + 1)));
      needNumber = true;
    }
    if (!node.children.length) return group;
    node = ctx.tree.nodes[node.children[0]];
  }
}

// Returns the notes after a main-line move (its comment, the side lines replacing it), or null.
function notesAfter(ctx, node) {
  const parent = ctx.tree.nodes[node.parent];
  const alts = parent.children.slice(1);
  const comment = commentOf(node.comment, 'p');
  if (!comment && !alts.length) return null;
  const notes = el('li', { class: 'move-notes' }, comment);
  alts.forEach((alt) => notes.append(sideLine(ctx, alt, 1)));
  return notes;
}

// Draws the tree into the list (an <ol>): the main line's rows and, after a move, its notes.
export function draw(list, state) {
  const ctx = context(state);
  list.textContent = '';
  const start = ctx.tree.nodes[0];
  const opening = commentOf(start.comment, 'p');
  if (opening) list.append(el('li', { class: 'move-notes' }, opening));
  let row = null;
  let node = start;
  while (node.children.length) {
    node = ctx.tree.nodes[node.children[0]];
    const white = record.moveNumber(ctx.first + node.ply - 1).color === 'w';
    if (white || !row) {
      row = el('li', { class: 'move-row' }, el('span', { class: 'move-no' }, numberText(ctx, node)));
      if (!white) row.append(el('span', { class: 'move-gap' }));
      list.append(row);
    }
    row.append(moveCell(ctx, node));
    const notes = notesAfter(ctx, node);
    if (notes) {
      list.append(notes);
      row = null;
    }
  }
  const at = list.querySelector('[aria-current]');
  return at;
}
