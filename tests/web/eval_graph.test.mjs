// The evaluation graph component (web/components/eval-graph/): one point per half-move, White's
// winning chances drawn as the height of White's area (+1 at the top, -1 at the bottom), a mark
// of its own shape on each judged move, the move shown as a line, and a click or an arrow key
// reported as an 'eval-pick' event with the ply. It knows no page: the points come in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';

const window = installDom({ html: '<div id="graph"></div>' });
const { createEvalGraph } = await import('../../web/components/eval-graph/eval-graph.js');

// Four plies of a game: White stands better, then blunders a piece away on ply 3.
const POINTS = [
  { ply: 1, white: 0.2, judgement: null },
  { ply: 2, white: 0.1, judgement: 'inaccuracy' },
  { ply: 3, white: -0.6, judgement: 'blunder' },
  { ply: 4, white: -1, judgement: 'mistake' },
];

// Returns the [x, y] pairs of the graph's line.
function linePoints(container) {
  const text = container.querySelector('.eval-graph-line').getAttribute('points');
  return text.split(' ').map((pair) => pair.split(',').map(Number));
}

test('one point per ply; +1 at the top edge, 0 in the middle, -1 at the bottom', () => {
  const container = window.document.getElementById('graph');
  const graph = createEvalGraph(container, { label: 'Evaluation graph' });
  graph.set([...POINTS, { ply: 5, white: 1, judgement: null }, { ply: 6, white: 0, judgement: null }]);
  const svg = container.querySelector('svg');
  assert.equal(svg.getAttribute('aria-label'), 'Evaluation graph');
  const [, height] = svg.getAttribute('viewBox').split(' ').slice(2).map(Number);
  const pts = linePoints(container);
  assert.equal(pts.length, 6);
  assert.equal(container.querySelectorAll('.eval-graph-point').length, 6);
  assert.equal(pts[3][1], height, 'White lost: the bottom edge');
  assert.equal(pts[4][1], 0, 'White wins: the top edge');
  assert.equal(pts[5][1], height / 2, 'level: the middle');
  assert.ok(pts[0][1] < height / 2 && pts[2][1] > height / 2, 'better above, worse below the middle');
  assert.ok(
    pts.every((p, i) => i === 0 || p[0] > pts[i - 1][0]),
    'plies from left to right',
  );
});

test('judged moves carry their judgement, each in a shape of its own', () => {
  const container = window.document.getElementById('graph');
  const graph = createEvalGraph(container);
  graph.set(POINTS);
  const judged = [...container.querySelectorAll('[data-judgement]')].map((g) => [
    g.getAttribute('data-ply'),
    g.getAttribute('data-judgement'),
    g.firstChild.tagName.toLowerCase(),
  ]);
  assert.deepEqual(judged, [
    ['2', 'inaccuracy', 'circle'],
    ['3', 'blunder', 'rect'],
    ['4', 'mistake', 'path'],
  ]);
});

test('the move shown is a line; a click and the arrow keys report a ply', () => {
  const container = window.document.getElementById('graph');
  const graph = createEvalGraph(container);
  graph.set(POINTS);
  assert.equal(container.querySelector('.eval-graph-shown'), null, 'no move shown yet');
  graph.select(3);
  const shown = container.querySelector('.eval-graph-shown');
  assert.equal(Number(shown.getAttribute('x1')), linePoints(container)[2][0]);
  const picks = [];
  container.addEventListener('eval-pick', (e) => picks.push(e.detail.ply));
  const svg = container.querySelector('svg');
  svg.getBoundingClientRect = () => ({ left: 100, width: 300, top: 0, height: 60, right: 400, bottom: 60 });
  svg.dispatchEvent(new window.MouseEvent('click', { clientX: 100, bubbles: true }));
  svg.dispatchEvent(new window.MouseEvent('click', { clientX: 400, bubbles: true }));
  svg.dispatchEvent(new window.MouseEvent('click', { clientX: 240, bubbles: true }));
  svg.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  svg.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  assert.deepEqual(picks, [1, 4, 2, 2, 4]);
});

test('an empty review draws no line and reports nothing', () => {
  const container = window.document.getElementById('graph');
  const graph = createEvalGraph(container);
  graph.set([]);
  assert.equal(container.querySelector('.eval-graph-line'), null);
  const picks = [];
  container.addEventListener('eval-pick', (e) => picks.push(e.detail.ply));
  container.querySelector('svg').dispatchEvent(new window.MouseEvent('click', { clientX: 5, bubbles: true }));
  assert.deepEqual(picks, []);
});
