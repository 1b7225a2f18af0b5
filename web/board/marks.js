/*
 * Marks on the board, told apart by shape and not by colour alone: last move = corner brackets;
 * check = filled disc with a heavy ring under the king; picked-up piece = inset frame; legal
 * target = dot (empty square) or ring (occupied square); a castling rook's landing square =
 * dashed frame with a small rook; keyboard focus = dashed frame; drop square while dragging =
 * heavy frame. Only the kinds of mark that changed are redrawn. Knows no rules: the squares
 * come in. Needs board/board.js. Classic script: Chess960Web.marks.
 *
 *   create(board, { strings: { rookLanding } }) -> marks
 *   marks.set({ lastMove: [squares], check: square|null, selected: square|null,
 *               targets: [squares], rookLandings: [{ square, color: 'w'|'b' }],
 *               focus: square|null, hover: square|null })   (any subset)
 *   marks.get() -> the current marks;  marks.redraw() after the board turned
 * Every mark is a <g data-mark="last-move|check|selected|target|rook-landing|focus|hover">.
 */
(function (global) {
  'use strict';

  const NS = 'http://www.w3.org/2000/svg';
  const SQ = 100;
  const KINDS = ['lastMove', 'check', 'selected', 'targets', 'rookLandings', 'focus', 'hover'];
  const EMPTY = { lastMove: [], check: null, selected: null, targets: [], rookLandings: [], focus: null, hover: null };

  // Returns a new SVG element with attributes, appended to parent.
  function el(name, attrs, parent) {
    const node = global.document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, String(attrs[k]));
    });
    if (parent) parent.appendChild(node);
    return node;
  }

  // Returns a marks layer for a board (see the header).
  function create(board, options) {
    const strings = (options && options.strings) || {};
    const state = Object.assign({}, EMPTY);
    const drawn = {}; // kind -> [nodes]
    KINDS.forEach(function (kind) {
      drawn[kind] = [];
    });

    // Returns a group for one mark on a square: under the piece, or over everything.
    function group(kind, name, square, over) {
      let g;
      if (over) {
        const r = board.squareRect(square);
        g = el('g', { 'data-mark': name, transform: 'translate(' + r.x + ' ' + r.y + ')' }, board.topLayer);
      } else {
        g = el('g', { 'data-mark': name }, board.markLayer(square));
      }
      g.setAttribute('class', 'pb-mark-' + name);
      drawn[kind].push(g);
      return g;
    }

    // Draws the marks of one kind from state.
    const draw = {
      lastMove: function () {
        state.lastMove.forEach(function (sq) {
          const d = 'M6 28V6H28M72 6H94V28M94 72V94H72M28 94H6V72';
          const g = group('lastMove', 'last-move', sq);
          el('path', { d: d, class: 'pb-last-halo', fill: 'none', 'stroke-width': 11, 'stroke-linecap': 'square' }, g);
          el('path', { d: d, class: 'pb-last', fill: 'none', 'stroke-width': 6, 'stroke-linecap': 'square' }, g);
        });
      },
      check: function () {
        if (!state.check) return;
        const g = group('check', 'check', state.check);
        el('circle', { cx: 50, cy: 50, r: 40, class: 'pb-check-fill' }, g);
        el('circle', { cx: 50, cy: 50, r: 44, class: 'pb-check-ring', fill: 'none', 'stroke-width': 7 }, g);
      },
      selected: function () {
        if (!state.selected) return;
        const g = group('selected', 'selected', state.selected);
        el('rect', { x: 0, y: 0, width: SQ, height: SQ, class: 'pb-selected-fill' }, g);
        el(
          'rect',
          { x: 4, y: 4, width: SQ - 8, height: SQ - 8, class: 'pb-selected', fill: 'none', 'stroke-width': 8 },
          g,
        );
      },
      targets: function () {
        const occupied = board.pieces();
        state.targets.forEach(function (to) {
          const g = group('targets', 'target', to);
          g.setAttribute('data-target', to);
          if (occupied[to]) {
            el('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring-halo', fill: 'none', 'stroke-width': 10 }, g);
            el('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring', fill: 'none', 'stroke-width': 6 }, g);
          } else {
            el('circle', { cx: 50, cy: 50, r: 15, class: 'pb-dot' }, g);
          }
        });
      },
      rookLandings: function () {
        state.rookLandings.forEach(function (landing) {
          const g = group('rookLandings', 'rook-landing', landing.square, true);
          g.setAttribute('data-rook-landing', landing.square);
          el('title', {}, g).textContent = strings.rookLanding || 'rook lands here';
          const frame = { x: 7, y: 7, width: SQ - 14, height: SQ - 14, rx: 6, fill: 'none' };
          el('rect', Object.assign({ class: 'pb-landing-halo', 'stroke-width': 9 }, frame), g);
          el('rect', Object.assign({ class: 'pb-landing', 'stroke-width': 4, 'stroke-dasharray': '10 7' }, frame), g);
          el('rect', { x: 58, y: 4, width: 38, height: 38, rx: 7, class: 'pb-landing-badge' }, g);
          const shape = global.Chess960Web.pieces.get('R');
          const mini = el(
            'g',
            {
              transform: 'translate(59 5) scale(0.36)',
              class: 'pb-landing-rook pb-landing-rook-' + landing.color,
            },
            g,
          );
          shape.body.forEach(function (d) {
            el('path', { d: d, 'stroke-width': 5, 'stroke-linejoin': 'round' }, mini);
          });
        });
      },
      focus: function () {
        if (!state.focus) return;
        const g = group('focus', 'focus', state.focus, true);
        const frame = { x: 3, y: 3, width: SQ - 6, height: SQ - 6, fill: 'none' };
        el('rect', Object.assign({ class: 'pb-focus-halo', 'stroke-width': 9 }, frame), g);
        el('rect', Object.assign({ class: 'pb-focus', 'stroke-width': 5, 'stroke-dasharray': '14 8' }, frame), g);
      },
      hover: function () {
        if (!state.hover) return;
        const g = group('hover', 'hover', state.hover, true);
        el(
          'rect',
          { x: 2, y: 2, width: SQ - 4, height: SQ - 4, class: 'pb-hover', fill: 'none', 'stroke-width': 5 },
          g,
        );
      },
    };

    // Returns true when two mark values differ.
    function differs(a, b) {
      return JSON.stringify(a) !== JSON.stringify(b);
    }

    return {
      // Changes the marks given; each kind that changed is redrawn, the others stay.
      set: function (changes) {
        KINDS.forEach(function (kind) {
          if (!changes || !Object.hasOwn(changes, kind)) return;
          const value = changes[kind] || EMPTY[kind];
          if (!differs(value, state[kind]) && kind !== 'targets') return;
          state[kind] = value;
          drawn[kind].forEach(function (node) {
            if (node.parentNode) node.parentNode.removeChild(node);
          });
          drawn[kind] = [];
          draw[kind]();
        });
      },
      // Draws every mark again (after the board turned: the marks over the pieces move).
      redraw: function () {
        KINDS.forEach(function (kind) {
          drawn[kind].forEach(function (node) {
            if (node.parentNode) node.parentNode.removeChild(node);
          });
          drawn[kind] = [];
          draw[kind]();
        });
      },
      // Returns a copy of the marks shown now.
      get: function () {
        return JSON.parse(JSON.stringify(state));
      },
    };
  }

  global.Chess960Web = global.Chess960Web || {};
  const web = global.Chess960Web;
  web.marks = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
