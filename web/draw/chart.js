// The exact distribution of a draw method as a bar chart over the numbers 0..959, the fair line
// at 1/960, and a summary in words (the draw module's drawDistribution gives the fractions).
import { clear, svg } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import './words.js';

const WIDTH = 960;
const HEIGHT = 200;

// Returns a fraction { num, den } as "num/den".
function fractionText(f) {
  return f.num + '/' + f.den;
}

// Returns the distinct fractions of a distribution, smallest first.
function distinctValues(dist) {
  const distinct = new Map(dist.map((f) => [fractionText(f), f]));
  return [...distinct.values()].sort((a, b) => a.num / a.den - b.num / b.den);
}

// Returns the axis ticks: the two values of the fair line's scale and five numbers below.
function ticks(y) {
  const values = [
    [HEIGHT, '0'],
    [y + 4, '1/960'],
  ].map(([at, text]) => svg('text', { x: -4, y: at, class: 'dist-tick', 'text-anchor': 'end' }, text));
  const numbers = [0, 240, 480, 720, 959].map((n) =>
    svg('text', { x: n, y: HEIGHT + 16, class: 'dist-tick', 'text-anchor': 'middle' }, String(n)),
  );
  return [...values, ...numbers];
}

// Returns the bars (each number's chance relative to 1/960), the fair line and the axis ticks.
function bars(ratios) {
  const top = Math.max(1.5, Math.max(...ratios) * 1.1);
  const group = svg('g', { transform: 'translate(50 10)', 'shape-rendering': 'crispEdges' });
  ratios.forEach((r, n) => {
    const h = (r / top) * HEIGHT;
    const kind = Math.abs(r - 1) < 1e-9 ? '' : r > 1 ? ' above' : ' below';
    group.append(svg('rect', { x: n, y: HEIGHT - h, width: 1.05, height: h, class: 'dist-bar' + kind, 'data-n': n }));
  });
  const y = HEIGHT - HEIGHT / top;
  group.append(svg('line', { x1: 0, x2: WIDTH, y1: y, y2: y, class: 'dist-fair' }), ...ticks(y));
  return group;
}

// Draws the chart of a method into node (its fractions from the draw module's API `draws`);
// returns what to say about it:
// { fair, summary, short } or, for a method that is not random, { notRandom, summary, short }.
export function render(draws, method, node) {
  clear(node);
  node.setAttribute('data-method', method);
  let dist;
  try {
    dist = draws.drawDistribution(method);
  } catch (err) {
    if (err.code !== 'ERR_DRAW_NOT_RANDOM') throw err;
    return { notRandom: true, summary: t('draw.notRandom'), short: t('draw.notRandom') };
  }
  const values = distinctValues(dist);
  const fair = values.length === 1;
  const range = { min: fractionText(values[0]), max: fractionText(values[values.length - 1]) };
  const summary = fair ? t('draw.fair') : t('draw.unfair', { count: values.length, ...range });
  const attrs = { viewBox: `0 0 ${WIDTH + 60} ${HEIGHT + 30}`, role: 'img', class: 'dist-svg' };
  const chart = svg('svg', { ...attrs, 'aria-label': t('draw.chartLabel', { summary }) });
  chart.append(bars(dist.map((f) => (f.num * 960) / f.den)));
  node.append(chart);
  return { fair, summary, short: fair ? t('draw.fairShort') : t('draw.unfairShort', range) };
}
