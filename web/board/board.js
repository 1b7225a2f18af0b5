// The chess diagram: an SVG board that draws the pieces it is given and knows no chess rules.
// A change of position redraws only the squares whose piece changed; pages and the input layer
// ask the board for square geometry instead of reading it back from the SVG.
//
//   render(container, options) -> board   draws into container (replacing its content)
//   create(options) -> board               builds the board without attaching it (node, SVG files)
//   squares() -> ['a1', 'b1', …, 'h8'];  pieceCode('k') -> 'bK'
// options: { pieces: { e1: 'K', e8: 'k', … } (FEN letters, upper case White),
//            orientation: 'white' | 'black', coords: 'outside' | 'inside' | false,
//            highlights: { e4: 'kind' } (a static frame, class c960-hl-<kind>), label, className }
// board: svg, setPieces(pieces), pieces(), setOrientation(o), orientation(), setLabel(text),
//        setHighlights(map), squareRect(square) -> { x, y, size }, squareAt(x, y) -> square|null,
//        clientToSvg(clientX, clientY) -> { x, y }|null, squareNode(square), pieceNode(square),
//        markLayer(square) (under the piece), topLayer (over everything), destroy()
//
// DOM contract (tests and pages): every square is <g data-square="e1">; a piece on it is a child
// <g data-piece="wK"> (colour w/b + English upper-case letter). Colours are presentation
// attributes that CSS can theme on c960-light, c960-dark, c960-piece-w, c960-piece-b,
// c960-coord, c960-frame, c960-hl.
import { clear, svg as svgElement } from '../shared/dom.js';
import * as pieceSet from './pieces.js';

const NS = 'http://www.w3.org/2000/svg';
const SQ = 100; // square edge in SVG units (the piece grid is 100 as well)
const MARGIN = 42; // room for outside coordinates
const PAD = 4; // keeps the frame stroke inside the view box
const FILES = 'abcdefgh';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
const COLORS = {
  light: '#eee3cf',
  dark: '#b08b69',
  frame: '#5b4636',
  coord: '#3d3329',
  coordOnLight: '#8a6a4f',
  coordOnDark: '#f5ecdd',
  hl: '#e8c547',
  w: { fill: '#fbfaf7', stroke: '#1d1a17', detail: '#1d1a17' },
  b: { fill: '#2f2b28', stroke: '#15120f', detail: '#efe9df' },
};

// Returns a new SVG element with attributes (and text), appended to parent.
function add(parent, name, attrs, ...children) {
  return parent.appendChild(svgElement(name, attrs, ...children));
}

// Returns the 64 square names, a1, b1, …, h8.
export function squares() {
  const out = [];
  for (let rank = 1; rank <= 8; rank++) for (let f = 0; f < 8; f++) out.push(FILES[f] + rank);
  return out;
}

// Returns 'wK' for 'K' and 'bK' for 'k' (the data-piece code), or null.
export function pieceCode(letter) {
  if (!/^[KQRBNPkqrbnp]$/.test(letter || '')) return null;
  return (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase();
}

// Draws the piece with code 'wK' into parent and returns its group (line joins and caps set
// once on the group, which its paths inherit).
function drawPiece(code, parent) {
  const color = code[0];
  const shape = pieceSet.get(code[1]);
  const c = COLORS[color];
  const g = add(parent, 'g', {
    'data-piece': code,
    class: 'c960-piece c960-piece-' + color,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
  for (const d of shape.body)
    add(g, 'path', { d, class: 'c960-body', fill: c.fill, stroke: c.stroke, 'stroke-width': 3 });
  for (const d of shape.details)
    add(g, 'path', { d, class: 'c960-detail', fill: 'none', stroke: c.detail, 'stroke-width': 2.4 });
  for (const d of shape.dots) add(g, 'path', { d, class: 'c960-dot', fill: c.detail, stroke: 'none' });
  return g;
}

// Returns the board's measures for its coordinates: the board's corner (left, top), its edge
// (size) and the view box (width, height).
function measures(coords) {
  const left = PAD + (coords === 'outside' ? MARGIN : 0);
  const top = PAD;
  const size = 8 * SQ;
  return { left, top, size, width: left + size + PAD, height: top + size + (coords === 'outside' ? MARGIN : 0) + PAD };
}

// Draws the 64 squares into a new layer of root; returns { square: { g, light, marks, piece, code } }.
function drawSquares(root) {
  const layer = add(root, 'g', { class: 'c960-squares' });
  const nodes = {};
  for (const name of squares()) {
    const light = (FILES.indexOf(name[0]) + Number(name[1])) % 2 === 0;
    const g = add(layer, 'g', { 'data-square': name, class: 'c960-sq ' + (light ? 'c960-sq-light' : 'c960-sq-dark') });
    add(g, 'rect', {
      width: SQ,
      height: SQ,
      class: light ? 'c960-light' : 'c960-dark',
      fill: light ? COLORS.light : COLORS.dark,
    });
    nodes[name] = { g, light, marks: null, piece: null, code: null }; // marks: made when first asked
  }
  return nodes;
}

// Draws the empty board into a new <svg>: background, squares, frame, the coordinates' layer and
// the top layer; returns { svg, nodes, coordLayer, topLayer }.
function drawBoard(o, m) {
  const svg = svgElement('svg', {
    xmlns: NS,
    viewBox: '0 0 ' + m.width + ' ' + m.height,
    role: 'img',
    'aria-label': o.label || 'Chess board',
    class: 'c960-board' + (o.className ? ' ' + o.className : ''),
    focusable: 'false',
  });
  // One light background under all squares avoids hairline seams between the squares.
  const square = { x: m.left, y: m.top, width: m.size, height: m.size };
  add(svg, 'rect', { ...square, fill: COLORS.light, class: 'c960-light c960-bg' });
  const nodes = drawSquares(svg);
  add(svg, 'rect', { ...square, fill: 'none', stroke: COLORS.frame, 'stroke-width': 3, class: 'c960-frame' });
  const coordLayer = add(svg, 'g', {
    class: 'c960-coords',
    fill: COLORS.coord,
    'font-size': 28,
    'font-weight': 600,
    'font-family': FONT,
    'text-anchor': 'middle',
  });
  const topLayer = add(svg, 'g', { class: 'c960-top' });
  return { svg, nodes, coordLayer, topLayer };
}

// Writes the coordinates inside the squares of the a-file and the first rank as seen (`cell`).
function drawInsideCoords(node, name, cell) {
  const style = {
    'font-size': 18,
    'font-weight': 600,
    'font-family': FONT,
    fill: node.light ? COLORS.coordOnLight : COLORS.coordOnDark,
    class: 'c960-coord c960-coord-in',
  };
  const texts = [];
  if (cell.col === 0) texts.push(svgElement('text', { x: 6, y: 22, ...style }, name[1]));
  if (cell.row === 7) texts.push(svgElement('text', { x: SQ - 6, y: SQ - 7, 'text-anchor': 'end', ...style }, name[0]));
  for (const text of texts) node.g.insertBefore(text, node.marks || node.piece);
  node.inside = texts;
}

// Writes the files below and the ranks left of the board into layer, for an orientation.
function drawOutsideCoords(layer, m, orientation) {
  for (let i = 0; i < 8; i++) {
    const file = orientation === 'black' ? FILES[7 - i] : FILES[i];
    const rank = orientation === 'black' ? i + 1 : 8 - i;
    add(layer, 'text', { x: m.left + i * SQ + SQ / 2, y: m.top + m.size + 32, class: 'c960-coord' }, file);
    add(layer, 'text', { x: PAD + MARGIN / 2, y: m.top + i * SQ + SQ / 2 + 10, class: 'c960-coord' }, String(rank));
  }
}

// Returns the squares of a highlight map ({ e4: 'kind' } or ['e4']) with their kinds.
function highlightKinds(map) {
  if (!Array.isArray(map)) return map || {};
  return Object.fromEntries(map.map((square) => [square, 'mark']));
}

// Returns a board (see the header) built from options, not attached to any container.
export function create(options) {
  const o = Object.assign({ orientation: 'white', coords: 'outside' }, options);
  const coords = o.coords === true ? 'outside' : o.coords || false;
  const m = measures(coords);
  const { svg, nodes, coordLayer, topLayer } = drawBoard(o, m);
  let orientation = o.orientation === 'black' ? 'black' : 'white';
  let current = {};
  let highlightNodes = [];

  // Returns the column and row (0..7 from the top left) of a square as seen now.
  function cell(name) {
    const f = FILES.indexOf(name[0]);
    const r = Number(name[1]) - 1;
    return orientation === 'black' ? { col: 7 - f, row: r } : { col: f, row: 7 - r };
  }

  // Places every square and writes the coordinates for the current orientation.
  function layout() {
    svg.setAttribute('data-orientation', orientation);
    for (const [name, node] of Object.entries(nodes)) {
      const c = cell(name);
      node.g.setAttribute('transform', 'translate(' + (m.left + c.col * SQ) + ' ' + (m.top + c.row * SQ) + ')');
      for (const text of node.inside || []) node.g.removeChild(text);
      node.inside = [];
      if (coords === 'inside') drawInsideCoords(node, name, c);
    }
    clear(coordLayer);
    if (coords === 'outside') drawOutsideCoords(coordLayer, m, orientation);
  }

  // Puts the pieces given ({ e1: 'K', … }); only squares whose piece changed are redrawn.
  function setPieces(pieces) {
    const next = pieces || {};
    for (const [name, node] of Object.entries(nodes)) {
      const code = pieceCode(next[name]);
      if (code === node.code) continue;
      if (node.piece) node.g.removeChild(node.piece);
      node.piece = code ? drawPiece(code, node.g) : null;
      node.code = code;
    }
    current = Object.assign({}, next);
  }

  // Frames the given squares ({ e4: 'kind' } or ['e4']) with a static highlight.
  function setHighlights(map) {
    for (const n of highlightNodes) n.parentNode.removeChild(n);
    highlightNodes = [];
    for (const [name, value] of Object.entries(highlightKinds(map))) {
      if (!nodes[name] || !value) continue;
      const kind = String(value === true ? 'mark' : value).replace(/[^a-z0-9_-]/gi, '');
      const rect = svgElement('rect', {
        x: 3,
        y: 3,
        width: SQ - 6,
        height: SQ - 6,
        fill: 'none',
        stroke: COLORS.hl,
        'stroke-width': 6,
        class: 'c960-hl c960-hl-' + kind,
      });
      nodes[name].g.insertBefore(rect, nodes[name].marks || nodes[name].piece);
      highlightNodes.push(rect);
    }
  }

  const board = {
    svg,
    topLayer,
    setPieces,
    setHighlights,
    // Returns the pieces shown now.
    pieces: () => Object.assign({}, current),
    // Turns the board so that `value` ('white' or 'black') sits at the bottom.
    setOrientation(value) {
      const next = value === 'black' ? 'black' : 'white';
      if (next === orientation) return;
      orientation = next;
      layout();
    },
    // Returns 'white' or 'black': the side at the bottom.
    orientation: () => orientation,
    // Sets the accessible name of the diagram.
    setLabel: (text) => svg.setAttribute('aria-label', text),
    // Returns the square's top left corner and edge in SVG units.
    squareRect(name) {
      if (!nodes[name]) return null;
      const c = cell(name);
      return { x: m.left + c.col * SQ, y: m.top + c.row * SQ, size: SQ };
    },
    // Returns the square under an SVG point, or null outside the board.
    squareAt(x, y) {
      const col = Math.floor((x - m.left) / SQ);
      const row = Math.floor((y - m.top) / SQ);
      if (col < 0 || col > 7 || row < 0 || row > 7) return null;
      const f = orientation === 'black' ? 7 - col : col;
      const r = orientation === 'black' ? row : 7 - row;
      return FILES[f] + (r + 1);
    },
    // Returns the SVG point of a screen position, or null when the board is not laid out.
    clientToSvg(clientX, clientY) {
      const ctm = svg.getScreenCTM && svg.getScreenCTM();
      if (!ctm) return null;
      const p = svg.createSVGPoint();
      p.x = clientX;
      p.y = clientY;
      const q = p.matrixTransform(ctm.inverse());
      return { x: q.x, y: q.y };
    },
    // Returns the <g data-square> of a square.
    squareNode: (name) => (nodes[name] ? nodes[name].g : null),
    // Returns the <g data-piece> on a square, or null.
    pieceNode: (name) => (nodes[name] ? nodes[name].piece : null),
    // Returns the group drawn under the piece of a square, for marks.
    markLayer(name) {
      const node = nodes[name];
      if (!node) return null;
      if (!node.marks) node.marks = node.g.insertBefore(svgElement('g', { class: 'c960-marks' }), node.piece);
      return node.marks;
    },
    // Removes the board from its container.
    destroy() {
      if (svg.parentNode) svg.parentNode.removeChild(svg);
    },
  };
  layout();
  setPieces(o.pieces);
  setHighlights(o.highlights);
  return board;
}

// Returns a board drawn into container (its previous content removed).
export function render(container, options) {
  if (!container || typeof container.appendChild !== 'function') {
    throw new Error('board.render needs a container element');
  }
  const board = create(options);
  clear(container);
  container.appendChild(board.svg);
  return board;
}
