// @ts-check
// The evaluation graph of a reviewed game: White's winning chances (-1..1) after each half-move
// as an SVG area over the plies, a mark on each judged move coloured and shaped by its judgement
// (inaccuracy, mistake, blunder), the move shown as a line. It knows no rules and no page: the
// points come in, and a click (or arrow keys on the focused graph) reports the ply picked as an
// 'eval-pick' event { detail: { ply } } on the container.
//
//   const graph = createEvalGraph(container, { label: 'Evaluation graph' });
//   graph.set([{ ply: 1, white: 0.1, judgement: null }, …]);   graph.select(ply | null)
import { svg } from '../../shared/dom.js';

/**
 * @typedef {{ ply: number, white: number, judgement: 'inaccuracy' | 'mistake' | 'blunder' | null }} EvalPoint
 * @typedef {{ set: (points: EvalPoint[]) => void, select: (ply: number | null) => void, points: () => EvalPoint[] }} EvalGraph
 */

const WIDTH = 600;
const HEIGHT = 120;
// The radius of a judged move's mark, and its shape: circle, diamond, square (not colour alone).
const MARK_R = 6;

/**
 * Returns the x of point i of n on the graph.
 * @param {number} i
 * @param {number} n
 */
function xOf(i, n) {
  return n <= 1 ? WIDTH / 2 : (i * WIDTH) / (n - 1);
}

/** @param {number} white White's winning chances -1..1 @returns {number} its y on the graph */
function yOf(white) {
  const clamped = Math.max(-1, Math.min(1, Number(white) || 0));
  return ((1 - clamped) * HEIGHT) / 2;
}

/**
 * Returns the shape of a judged move's mark at (x, y).
 * @param {string} judgement
 * @param {number} x
 * @param {number} y
 */
function markShape(judgement, x, y) {
  const r = MARK_R;
  if (judgement === 'blunder') return svg('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  if (judgement === 'mistake')
    return svg('path', { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z` });
  return svg('circle', { cx: x, cy: y, r: r });
}

/**
 * Draws an evaluation graph into container (see the header).
 * @param {HTMLElement} container
 * @param {{ label?: string }} [options]
 * @returns {EvalGraph}
 */
export function createEvalGraph(container, options) {
  /** @type {EvalPoint[]} */
  let points = [];
  /** @type {number | null} */
  let selected = null;
  const root = svg('svg', {
    class: 'eval-graph',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'img',
    tabindex: '0',
    'aria-label': (options && options.label) || '',
  });
  container.replaceChildren(root);

  /** @param {number} ply */
  function pick(ply) {
    container.dispatchEvent(new CustomEvent('eval-pick', { detail: { ply }, bubbles: true }));
  }

  function draw() {
    const n = points.length;
    const children = [svg('rect', { class: 'eval-graph-black', x: 0, y: 0, width: WIDTH, height: HEIGHT })];
    if (n) {
      const line = points.map((p, i) => `${xOf(i, n).toFixed(1)},${yOf(p.white).toFixed(1)}`);
      children.push(
        svg('polygon', { class: 'eval-graph-white', points: `0,${HEIGHT} ${line.join(' ')} ${WIDTH},${HEIGHT}` }),
        svg('line', { class: 'eval-graph-middle', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 }),
        svg('polyline', { class: 'eval-graph-line', points: line.join(' '), fill: 'none' }),
      );
      const at = points.findIndex((p) => p.ply === selected);
      if (at >= 0) {
        const x = xOf(at, n);
        children.push(svg('line', { class: 'eval-graph-shown', x1: x, y1: 0, x2: x, y2: HEIGHT }));
      }
      points.forEach(function (p, i) {
        const dot = svg('g', { class: 'eval-graph-point', 'data-ply': String(p.ply) });
        if (p.judgement) {
          dot.setAttribute('data-judgement', p.judgement);
          dot.append(markShape(p.judgement, xOf(i, n), yOf(p.white)));
        }
        children.push(dot);
      });
    }
    root.replaceChildren(...children);
  }

  // A click picks the ply nearest to it across the graph's width.
  root.addEventListener('click', function (/** @type {MouseEvent} */ event) {
    if (!points.length) return;
    const box = root.getBoundingClientRect();
    const share = box.width ? (event.clientX - box.left) / box.width : 0;
    const i = Math.round(Math.max(0, Math.min(1, share)) * (points.length - 1));
    pick(points[i].ply);
  });
  root.addEventListener('keydown', function (/** @type {KeyboardEvent} */ event) {
    if (!points.length || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const at = points.findIndex((p) => p.ply === selected);
    const step = event.key === 'ArrowLeft' ? -1 : 1;
    const i = Math.max(0, Math.min(points.length - 1, at < 0 ? 0 : at + step));
    pick(points[i].ply);
  });

  draw();
  return {
    set(next) {
      points = next.slice();
      draw();
    },
    select(ply) {
      selected = ply;
      draw();
    },
    points: () => points.slice(),
  };
}
