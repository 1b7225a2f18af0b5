/*
 * The chess diagram: an SVG board that draws the pieces it is given and knows no chess rules.
 * A change of position redraws only the squares whose piece changed; pages and the input layer
 * ask the board for square geometry instead of reading it back from the SVG.
 * Needs board/pieces.js. Classic script: Chess960Web.board.
 *
 *   render(container, options) -> board   draws into container (replacing its content)
 *   create(options) -> board               builds the board without attaching it (node, SVG files)
 * options: { pieces: { e1: 'K', e8: 'k', … } (FEN letters, upper case White),
 *            orientation: 'white' | 'black', coords: 'outside' | 'inside' | false,
 *            highlights: { e4: 'kind' } (a static frame, class c960-hl-<kind>), label, className }
 * board: svg, setPieces(pieces), pieces(), setOrientation(o), orientation(), setLabel(text),
 *        setHighlights(map), squareRect(square) -> { x, y, size }, squareAt(x, y) -> square|null,
 *        clientToSvg(clientX, clientY) -> { x, y }|null, squareNode(square), pieceNode(square),
 *        markLayer(square) (under the piece), topLayer (over everything), destroy()
 *
 * DOM contract (tests and pages): every square is <g data-square="e1">; a piece on it is a child
 * <g data-piece="wK"> (colour w/b + English upper-case letter). Colours are presentation
 * attributes that CSS can theme on c960-light, c960-dark, c960-piece-w, c960-piece-b,
 * c960-coord, c960-frame, c960-hl.
 */
(function (global) {
  'use strict';

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

  // Returns a new SVG element with attributes, appended to parent when given.
  function el(name, attrs, parent) {
    const node = global.document.createElementNS(NS, name);
    for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) node.setAttribute(k, String(attrs[k]));
    if (parent) parent.appendChild(node);
    return node;
  }

  // Removes every child of a node.
  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  // Returns the 64 square names, a1, b1, …, h8.
  function allSquares() {
    const out = [];
    for (let rank = 1; rank <= 8; rank++) for (let f = 0; f < 8; f++) out.push(FILES[f] + rank);
    return out;
  }

  // Returns 'wK' for 'K' and 'bK' for 'k' (the data-piece code), or null.
  function pieceCode(letter) {
    if (!/^[KQRBNPkqrbnp]$/.test(letter || '')) return null;
    return (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase();
  }

  // Draws the piece with code 'wK' into parent and returns its group (line joins and caps set
  // once on the group, which its paths inherit).
  function drawPiece(code, parent) {
    const color = code[0];
    const shape = global.Chess960Web.pieces.get(code[1]);
    const c = COLORS[color];
    const g = el(
      'g',
      {
        'data-piece': code,
        class: 'c960-piece c960-piece-' + color,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
      parent,
    );
    shape.body.forEach(function (d) {
      el('path', { d: d, class: 'c960-body', fill: c.fill, stroke: c.stroke, 'stroke-width': 3 }, g);
    });
    shape.details.forEach(function (d) {
      el('path', { d: d, class: 'c960-detail', fill: 'none', stroke: c.detail, 'stroke-width': 2.4 }, g);
    });
    shape.dots.forEach(function (d) {
      el('path', { d: d, class: 'c960-dot', fill: c.detail, stroke: 'none' }, g);
    });
    return g;
  }

  // Returns a board (see the header) built from options, not attached to any container.
  function create(options) {
    const o = Object.assign({ orientation: 'white', coords: 'outside' }, options);
    const coords = o.coords === true ? 'outside' : o.coords || false;
    const left = PAD + (coords === 'outside' ? MARGIN : 0);
    const top = PAD;
    const size = 8 * SQ;
    const width = left + size + PAD;
    const height = top + size + (coords === 'outside' ? MARGIN : 0) + PAD;
    const svg = el('svg', {
      xmlns: NS,
      viewBox: '0 0 ' + width + ' ' + height,
      role: 'img',
      'aria-label': o.label || 'Chess board',
      class: 'c960-board' + (o.className ? ' ' + o.className : ''),
      focusable: 'false',
    });
    // One light background under all squares avoids hairline seams between the squares.
    el('rect', { x: left, y: top, width: size, height: size, fill: COLORS.light, class: 'c960-light c960-bg' }, svg);
    const squaresLayer = el('g', { class: 'c960-squares' }, svg);
    const nodes = {}; // square -> { g, marks, piece, code, inside: [text] }
    allSquares().forEach(function (name) {
      const light = (FILES.indexOf(name[0]) + Number(name[1])) % 2 === 0;
      const g = el('g', { 'data-square': name, class: 'c960-sq ' + (light ? 'c960-sq-light' : 'c960-sq-dark') });
      squaresLayer.appendChild(g);
      const fill = light ? COLORS.light : COLORS.dark;
      el('rect', { width: SQ, height: SQ, class: light ? 'c960-light' : 'c960-dark', fill: fill }, g);
      nodes[name] = { g: g, light: light, marks: null, piece: null, code: null }; // marks: made when first asked
    });
    el(
      'rect',
      {
        x: left,
        y: top,
        width: size,
        height: size,
        fill: 'none',
        stroke: COLORS.frame,
        'stroke-width': 3,
        class: 'c960-frame',
      },
      svg,
    );
    const coordLayer = el(
      'g',
      {
        class: 'c960-coords',
        fill: COLORS.coord,
        'font-size': 28,
        'font-weight': 600,
        'font-family': FONT,
        'text-anchor': 'middle',
      },
      svg,
    );
    const topLayer = el('g', { class: 'c960-top' }, svg);
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
      Object.keys(nodes).forEach(function (name) {
        const c = cell(name);
        const node = nodes[name];
        node.g.setAttribute('transform', 'translate(' + (left + c.col * SQ) + ' ' + (top + c.row * SQ) + ')');
        (node.inside || []).forEach(function (text) {
          node.g.removeChild(text);
        });
        node.inside = [];
        if (coords !== 'inside') return;
        const on = node.light ? COLORS.coordOnLight : COLORS.coordOnDark;
        const style = {
          'font-size': 18,
          'font-weight': 600,
          'font-family': FONT,
          fill: on,
          class: 'c960-coord c960-coord-in',
        };
        if (c.col === 0) {
          const text = el('text', Object.assign({ x: 6, y: 22 }, style));
          text.textContent = name[1];
          node.g.insertBefore(text, node.marks || node.piece);
          node.inside.push(text);
        }
        if (c.row === 7) {
          const text = el('text', Object.assign({ x: SQ - 6, y: SQ - 7, 'text-anchor': 'end' }, style));
          text.textContent = name[0];
          node.g.insertBefore(text, node.marks || node.piece);
          node.inside.push(text);
        }
      });
      clear(coordLayer);
      if (coords !== 'outside') return;
      for (let i = 0; i < 8; i++) {
        const file = orientation === 'black' ? FILES[7 - i] : FILES[i];
        const rank = orientation === 'black' ? i + 1 : 8 - i;
        el('text', { x: left + i * SQ + SQ / 2, y: top + size + 32, class: 'c960-coord' }, coordLayer).textContent =
          file;
        el(
          'text',
          { x: PAD + MARGIN / 2, y: top + i * SQ + SQ / 2 + 10, class: 'c960-coord' },
          coordLayer,
        ).textContent = String(rank);
      }
    }

    // Puts the pieces given ({ e1: 'K', … }); only squares whose piece changed are redrawn.
    function setPieces(pieces) {
      const next = pieces || {};
      Object.keys(nodes).forEach(function (name) {
        const node = nodes[name];
        const code = pieceCode(next[name]);
        if (code === node.code) return;
        if (node.piece) node.g.removeChild(node.piece);
        node.piece = code ? drawPiece(code, node.g) : null;
        node.code = code;
      });
      current = Object.assign({}, next);
    }

    // Frames the given squares ({ e4: 'kind' } or ['e4']) with a static highlight.
    function setHighlights(map) {
      highlightNodes.forEach(function (n) {
        n.parentNode.removeChild(n);
      });
      highlightNodes = [];
      const marks = Array.isArray(map)
        ? map.reduce(function (out, sq) {
            out[sq] = 'mark';
            return out;
          }, {})
        : map || {};
      Object.keys(marks).forEach(function (name) {
        if (!nodes[name] || !marks[name]) return;
        const kind = String(marks[name] === true ? 'mark' : marks[name]).replace(/[^a-z0-9_-]/gi, '');
        const rect = el('rect', {
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
      });
    }

    const board = {
      svg: svg,
      topLayer: topLayer,
      setPieces: setPieces,
      setHighlights: setHighlights,
      // Returns the pieces shown now.
      pieces: function () {
        return Object.assign({}, current);
      },
      // Turns the board so that `value` ('white' or 'black') sits at the bottom.
      setOrientation: function (value) {
        const next = value === 'black' ? 'black' : 'white';
        if (next === orientation) return;
        orientation = next;
        layout();
      },
      // Returns 'white' or 'black': the side at the bottom.
      orientation: function () {
        return orientation;
      },
      // Sets the accessible name of the diagram.
      setLabel: function (text) {
        svg.setAttribute('aria-label', text);
      },
      // Returns the square's top left corner and edge in SVG units.
      squareRect: function (name) {
        if (!nodes[name]) return null;
        const c = cell(name);
        return { x: left + c.col * SQ, y: top + c.row * SQ, size: SQ };
      },
      // Returns the square under an SVG point, or null outside the board.
      squareAt: function (x, y) {
        const col = Math.floor((x - left) / SQ);
        const row = Math.floor((y - top) / SQ);
        if (col < 0 || col > 7 || row < 0 || row > 7) return null;
        const f = orientation === 'black' ? 7 - col : col;
        const r = orientation === 'black' ? row : 7 - row;
        return FILES[f] + (r + 1);
      },
      // Returns the SVG point of a screen position, or null when the board is not laid out.
      clientToSvg: function (clientX, clientY) {
        const ctm = svg.getScreenCTM && svg.getScreenCTM();
        if (!ctm) return null;
        const p = svg.createSVGPoint();
        p.x = clientX;
        p.y = clientY;
        const q = p.matrixTransform(ctm.inverse());
        return { x: q.x, y: q.y };
      },
      // Returns the <g data-square> of a square.
      squareNode: function (name) {
        return nodes[name] ? nodes[name].g : null;
      },
      // Returns the <g data-piece> on a square, or null.
      pieceNode: function (name) {
        return nodes[name] ? nodes[name].piece : null;
      },
      // Returns the group drawn under the piece of a square, for marks.
      markLayer: function (name) {
        const node = nodes[name];
        if (!node) return null;
        if (!node.marks) node.marks = node.g.insertBefore(el('g', { class: 'c960-marks' }), node.piece);
        return node.marks;
      },
      // Removes the board from its container.
      destroy: function () {
        if (svg.parentNode) svg.parentNode.removeChild(svg);
      },
    };
    layout();
    setPieces(o.pieces);
    setHighlights(o.highlights);
    return board;
  }

  // Returns a board drawn into container (its previous content removed).
  function render(container, options) {
    if (!container || typeof container.appendChild !== 'function') {
      throw new Error('Chess960Web.board.render needs a container element');
    }
    const board = create(options);
    clear(container);
    container.appendChild(board.svg);
    return board;
  }

  global.Chess960Web = global.Chess960Web || {};
  const web = global.Chess960Web;
  web.board = { create: create, render: render, squares: allSquares, pieceCode: pieceCode };
})(typeof window !== 'undefined' ? window : globalThis);
