// Arrows and square badges over a drawn board (board.js): the engine's moves as arrows (the best
// one full, others fainter) and a judgement's glyph ("??") in a corner of a square. Knows no
// rules: squares in, shapes drawn. It reads where each square lies from the board's DOM contract
// (<g data-square="e4" transform="translate(x y)">, 100 units a square), so it follows a turned
// board when set again.
//
//   const overlay = create(svgOfTheBoard);
//   overlay.set({ arrows: [{ from: 'g1', to: 'f3', faint: false, kind: 'best' }],   kind: a class
//                 badges: [{ square: 'f3', text: '??', kind: 'blunder' }] });
import { svg } from '../shared/dom.js';

const SQ = 100;
const TRANSLATE = /translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)/;

// Returns the centre of a square in the board's units, or null when it has none.
function centre(root, square) {
  const g = root.querySelector('g[data-square="' + square + '"]');
  const m = g && TRANSLATE.exec(g.getAttribute('transform') || '');
  return m ? { x: Number(m[1]) + SQ / 2, y: Number(m[2]) + SQ / 2 } : null;
}

// Returns the drawing of an arrow from one centre to another: a shaft and a head.
function arrowShape(a, b, faint, kind) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const head = 34;
  const width = faint ? 10 : 16;
  const tip = { x: b.x - ux * 8, y: b.y - uy * 8 };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const side = (d) => ({ x: base.x - uy * d, y: base.y + ux * d });
  const l = side(width * 1.6);
  const r = side(-width * 1.6);
  return svg(
    'g',
    {
      class: 'pb-arrow' + (faint ? ' pb-arrow-faint' : '') + (kind ? ' pb-arrow-' + kind : ''),
      'data-arrow': kind || '',
    },
    [
      svg('line', { x1: a.x, y1: a.y, x2: base.x, y2: base.y, 'stroke-width': width, 'stroke-linecap': 'round' }),
      svg('path', { d: `M${tip.x} ${tip.y}L${l.x} ${l.y}L${r.x} ${r.y}Z` }),
    ],
  );
}

// Returns the drawing of a badge in a square's top right corner.
function badgeShape(c, text, kind) {
  const x = c.x + SQ / 2 - 20;
  const y = c.y - SQ / 2 + 20;
  return svg('g', { class: 'pb-badge pb-badge-' + kind, 'data-badge': text }, [
    svg('circle', { cx: x, cy: y, r: 19 }),
    svg('text', { x: x, y: y + 8, 'text-anchor': 'middle', 'font-size': 24, 'font-weight': 700 }, text),
  ]);
}

// Returns the overlay of a board's <svg> (see the header).
export function create(root) {
  const layer = root.appendChild(svg('g', { class: 'pb-overlay', 'pointer-events': 'none' }));
  return {
    set(shapes) {
      const drawn = [];
      for (const arrow of (shapes && shapes.arrows) || []) {
        const a = centre(root, arrow.from);
        const b = centre(root, arrow.to);
        if (a && b && arrow.from !== arrow.to) drawn.push(arrowShape(a, b, !!arrow.faint, arrow.kind));
      }
      for (const badge of (shapes && shapes.badges) || []) {
        const c = centre(root, badge.square);
        if (c) drawn.push(badgeShape(c, badge.text, badge.kind));
      }
      // Last in the drawing: over the pieces and the marks.
      root.appendChild(layer);
      layer.replaceChildren(...drawn);
    },
  };
}
