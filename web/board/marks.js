// Marks on the board, told apart by shape and not by colour alone: last move = corner brackets;
// check = filled disc with a heavy ring under the king; picked-up piece = inset frame; legal
// target = dot (empty square) or ring (occupied square); a castling rook's landing square =
// dashed frame with a small rook; keyboard focus = dashed frame; drop square while dragging =
// heavy frame. Only the kinds of mark that changed are redrawn. Knows no rules: the squares
// come in.
//
//   create(board, { strings: { rookLanding } }) -> marks
//   marks.set({ lastMove: [squares], check: square|null, selected: square|null,
//               targets: [squares], rookLandings: [{ square, color: 'w'|'b' }],
//               focus: square|null, hover: square|null })   (any subset)
//   marks.get() -> the current marks;  marks.redraw() after the board turned
// Every mark is a <g data-mark="last-move|check|selected|target|rook-landing|focus|hover">.
import { svg } from '../shared/dom.js';
import * as pieceSet from './pieces.js';

const SQ = 100;
const KINDS = ['lastMove', 'check', 'selected', 'targets', 'rookLandings', 'focus', 'hover'];
const EMPTY = { lastMove: [], check: null, selected: null, targets: [], rookLandings: [], focus: null, hover: null };
const LAST_MOVE = 'M6 28V6H28M72 6H94V28M94 72V94H72M28 94H6V72'; // four corner brackets

// Returns the drawing of a last move's square: the brackets over a halo.
function lastMoveShapes() {
  return [
    svg('path', { d: LAST_MOVE, class: 'pb-last-halo', fill: 'none', 'stroke-width': 11, 'stroke-linecap': 'square' }),
    svg('path', { d: LAST_MOVE, class: 'pb-last', fill: 'none', 'stroke-width': 6, 'stroke-linecap': 'square' }),
  ];
}

// Returns the drawing of a king in check: a disc and a heavy ring.
function checkShapes() {
  return [
    svg('circle', { cx: 50, cy: 50, r: 40, class: 'pb-check-fill' }),
    svg('circle', { cx: 50, cy: 50, r: 44, class: 'pb-check-ring', fill: 'none', 'stroke-width': 7 }),
  ];
}

// Returns the drawing of the picked-up piece's square: a fill and an inset frame.
function selectedShapes() {
  return [
    svg('rect', { x: 0, y: 0, width: SQ, height: SQ, class: 'pb-selected-fill' }),
    svg('rect', { x: 4, y: 4, width: SQ - 8, height: SQ - 8, class: 'pb-selected', fill: 'none', 'stroke-width': 8 }),
  ];
}

// Returns the drawing of a legal target: a ring on an occupied square, else a dot.
function targetShapes(occupied) {
  if (!occupied) return [svg('circle', { cx: 50, cy: 50, r: 15, class: 'pb-dot' })];
  return [
    svg('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring-halo', fill: 'none', 'stroke-width': 10 }),
    svg('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring', fill: 'none', 'stroke-width': 6 }),
  ];
}

// Returns the drawing of a castling rook's landing square: its title, a dashed frame and a badge
// with a small rook of its colour.
function rookLandingShapes(color, title) {
  const frame = { x: 7, y: 7, width: SQ - 14, height: SQ - 14, rx: 6, fill: 'none' };
  const rook = svg('g', {
    transform: 'translate(59 5) scale(0.36)',
    class: 'pb-landing-rook pb-landing-rook-' + color,
  });
  for (const d of pieceSet.get('R').body)
    rook.append(svg('path', { d, 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  return [
    svg('title', {}, title),
    svg('rect', { class: 'pb-landing-halo', 'stroke-width': 9, ...frame }),
    svg('rect', { class: 'pb-landing', 'stroke-width': 4, 'stroke-dasharray': '10 7', ...frame }),
    svg('rect', { x: 58, y: 4, width: 38, height: 38, rx: 7, class: 'pb-landing-badge' }),
    rook,
  ];
}

// Returns the drawing of the keyboard focus: a dashed frame over a halo.
function focusShapes() {
  const frame = { x: 3, y: 3, width: SQ - 6, height: SQ - 6, fill: 'none' };
  return [
    svg('rect', { class: 'pb-focus-halo', 'stroke-width': 9, ...frame }),
    svg('rect', { class: 'pb-focus', 'stroke-width': 5, 'stroke-dasharray': '14 8', ...frame }),
  ];
}

// Returns the drawing of the drop square while dragging: a heavy frame.
function hoverShapes() {
  return [
    svg('rect', { x: 2, y: 2, width: SQ - 4, height: SQ - 4, class: 'pb-hover', fill: 'none', 'stroke-width': 5 }),
  ];
}

// Returns true when two mark values differ.
function differs(a, b) {
  return JSON.stringify(a) !== JSON.stringify(b);
}

// Returns a marks layer for a board (see the header).
export function create(board, options) {
  const strings = (options && options.strings) || {};
  const state = Object.assign({}, EMPTY);
  const drawn = Object.fromEntries(KINDS.map((kind) => [kind, []])); // kind -> [groups]

  // Adds a group for one mark on a square with its shapes: under the piece, or over everything.
  function group(kind, name, square, shapes, over) {
    const r = over ? board.squareRect(square) : null;
    const attrs = {
      'data-mark': name,
      transform: r ? 'translate(' + r.x + ' ' + r.y + ')' : null,
      class: 'pb-mark-' + name,
    };
    const g = (over ? board.topLayer : board.markLayer(square)).appendChild(svg('g', attrs, shapes));
    drawn[kind].push(g);
    return g;
  }

  // Draws the marks of one kind from state.
  const draw = {
    lastMove: () => state.lastMove.forEach((square) => group('lastMove', 'last-move', square, lastMoveShapes())),
    check: () => state.check && group('check', 'check', state.check, checkShapes()),
    selected: () => state.selected && group('selected', 'selected', state.selected, selectedShapes()),
    targets() {
      const occupied = board.pieces();
      for (const to of state.targets)
        group('targets', 'target', to, targetShapes(occupied[to])).setAttribute('data-target', to);
    },
    rookLandings() {
      const title = strings.rookLanding || 'rook lands here';
      for (const landing of state.rookLandings) {
        const shapes = rookLandingShapes(landing.color, title);
        group('rookLandings', 'rook-landing', landing.square, shapes, true).setAttribute(
          'data-rook-landing',
          landing.square,
        );
      }
    },
    focus: () => state.focus && group('focus', 'focus', state.focus, focusShapes(), true),
    hover: () => state.hover && group('hover', 'hover', state.hover, hoverShapes(), true),
  };

  // Removes the marks of one kind and draws them again from state.
  function redrawKind(kind) {
    for (const node of drawn[kind]) if (node.parentNode) node.parentNode.removeChild(node);
    drawn[kind] = [];
    draw[kind]();
  }

  return {
    // Changes the marks given; each kind that changed is redrawn, the others stay.
    set(changes) {
      for (const kind of KINDS) {
        if (!changes || !Object.hasOwn(changes, kind)) continue;
        const value = changes[kind] || EMPTY[kind];
        if (!differs(value, state[kind]) && kind !== 'targets') continue;
        state[kind] = value;
        redrawKind(kind);
      }
    },
    // Draws every mark again (after the board turned: the marks over the pieces move).
    redraw: () => KINDS.forEach(redrawKind),
    // Returns a copy of the marks shown now.
    get: () => JSON.parse(JSON.stringify(state)),
  };
}
