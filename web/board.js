/*
 * Chess960 board renderer: draws an SVG chess diagram from a FEN placement.
 * It knows no chess rules: it draws what the placement says.
 * Needs pieces.js (window.Chess960Pieces) loaded first. Classic script, no dependencies.
 *
 * window.Chess960Board = {
 *   render(container, options) -> board   draws into container (replacing its content)
 *   create(options) -> SVGSVGElement      builds the SVG element without attaching it
 *   parsePlacement(fen) -> { e1: 'wK', ... }  reads the placement field of a FEN
 *   squareName(fileIndex, rankIndex) -> 'e1'  (0-based, a = 0, rank 1 = 0)
 * }
 * options: {
 *   fen | placement: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[ w KQkq - 0 1]',
 *   orientation: 'white' | 'black'            (default 'white': rank 1 at the bottom)
 *   coords: true | 'outside' | 'inside' | false  (default true = outside the board)
 *   highlights: ['e4', ...] | { e4: 'kind', ... }  (adds class c960-hl-<kind>, default 'mark')
 *   label: text for aria-label                 (the SVG has role="img")
 *   className: extra class for the SVG
 * }
 * board = { svg, options, update(partialOptions), destroy() }
 *
 * DOM contract (used by tests and by pages): every square is <g data-square="e1">, a piece on
 * it is a child <g data-piece="wK"> (colour w/b + English upper-case letter).
 * Colours come from presentation attributes and can be themed with CSS on the classes
 * c960-light, c960-dark, c960-piece-w, c960-piece-b, c960-coord, c960-frame, c960-hl.
 */
(function (global) {
  'use strict';

  const NS = 'http://www.w3.org/2000/svg';
  const SQ = 100; // square edge in SVG units (the piece grid is 100 as well)
  const MARGIN = 42; // room for outside coordinates
  const PAD = 4; // keeps the frame stroke inside the view box
  const FILES = 'abcdefgh';
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

  function el(name, attrs, parent) {
    const node = document.createElementNS(NS, name);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (attrs[k] !== undefined && attrs[k] !== null) node.setAttribute(k, String(attrs[k]));
      });
    }
    if (parent) parent.appendChild(node);
    return node;
  }

  function squareName(fileIndex, rankIndex) {
    return FILES[fileIndex] + String(rankIndex + 1);
  }

  // Reads the placement field of a FEN (or a bare placement) into { square: 'wK' }.
  // Throws an Error with code ERR_PLACEMENT for text that is not 8 ranks of 8 squares.
  function parsePlacement(fen) {
    const text = String(fen == null ? '' : fen)
      .trim()
      .split(/\s+/)[0];
    const ranks = text.split('/');
    const fail = function (why) {
      const e = new Error('Cannot draw placement "' + text + '": ' + why);
      e.code = 'ERR_PLACEMENT';
      return e;
    };
    if (ranks.length !== 8) throw fail('it needs 8 ranks separated by "/"');
    const out = {};
    ranks.forEach(function (row, i) {
      const rankIndex = 7 - i;
      let file = 0;
      for (const ch of row) {
        if (ch >= '1' && ch <= '8') {
          file += Number(ch);
        } else if (/^[KQRBNPkqrbnp]$/.test(ch)) {
          if (file > 7) throw fail('rank ' + (rankIndex + 1) + ' is longer than 8 squares');
          out[squareName(file, rankIndex)] = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toUpperCase();
          file += 1;
        } else {
          throw fail('unexpected character "' + ch + '"');
        }
      }
      if (file !== 8) throw fail('rank ' + (rankIndex + 1) + ' does not have 8 squares');
    });
    return out;
  }

  function normalizeHighlights(h) {
    const out = {};
    if (!h) return out;
    if (Array.isArray(h)) {
      h.forEach(function (sq) {
        out[sq] = 'mark';
      });
    } else {
      Object.keys(h).forEach(function (sq) {
        if (h[sq]) out[sq] = h[sq] === true ? 'mark' : String(h[sq]);
      });
    }
    return out;
  }

  function drawPiece(code, parent) {
    const color = code[0] === 'b' ? 'b' : 'w';
    const shape = global.Chess960Pieces && global.Chess960Pieces.get(code[1]);
    const g = el('g', { 'data-piece': code, class: 'c960-piece c960-piece-' + color }, parent);
    if (!shape) return g;
    const c = COLORS[color];
    shape.body.forEach(function (d) {
      el(
        'path',
        {
          d: d,
          class: 'c960-body',
          fill: c.fill,
          stroke: c.stroke,
          'stroke-width': 3,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        },
        g,
      );
    });
    shape.details.forEach(function (d) {
      el(
        'path',
        {
          d: d,
          class: 'c960-detail',
          fill: 'none',
          stroke: c.detail,
          'stroke-width': 2.4,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        },
        g,
      );
    });
    (shape.dots || []).forEach(function (d) {
      el('path', { d: d, class: 'c960-dot', fill: c.detail, stroke: 'none' }, g);
    });
    return g;
  }

  function create(options) {
    const o = options || {};
    const placement = parsePlacement(o.fen != null ? o.fen : o.placement != null ? o.placement : '8/8/8/8/8/8/8/8');
    const flipped = o.orientation === 'black';
    const coords = o.coords === undefined || o.coords === true ? 'outside' : o.coords || false;
    const outside = coords === 'outside';
    const left = PAD + (outside ? MARGIN : 0);
    const top = PAD;
    const size = 8 * SQ;
    const width = left + size + PAD;
    const height = top + size + (outside ? MARGIN : 0) + PAD;
    const highlights = normalizeHighlights(o.highlights);

    const svg = el('svg', {
      xmlns: NS,
      viewBox: '0 0 ' + width + ' ' + height,
      role: 'img',
      'aria-label': o.label || 'Chess board',
      class: 'c960-board' + (o.className ? ' ' + o.className : ''),
      'data-orientation': flipped ? 'black' : 'white',
      focusable: 'false',
    });
    // Light background under all squares avoids hairline seams between anti-aliased squares.
    el('rect', { x: left, y: top, width: size, height: size, fill: COLORS.light, class: 'c960-light c960-bg' }, svg);
    const squares = el('g', { class: 'c960-squares' }, svg);
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const fileIndex = flipped ? 7 - col : col;
        const rankIndex = flipped ? row : 7 - row;
        const name = squareName(fileIndex, rankIndex);
        const isLight = (fileIndex + rankIndex) % 2 === 1;
        const x = left + col * SQ;
        const y = top + row * SQ;
        const g = el(
          'g',
          {
            'data-square': name,
            class: 'c960-sq ' + (isLight ? 'c960-sq-light' : 'c960-sq-dark'),
            transform: 'translate(' + x + ' ' + y + ')',
          },
          squares,
        );
        el(
          'rect',
          {
            width: SQ,
            height: SQ,
            class: isLight ? 'c960-light' : 'c960-dark',
            fill: isLight ? COLORS.light : COLORS.dark,
          },
          g,
        );
        if (highlights[name]) {
          el(
            'rect',
            {
              x: 3,
              y: 3,
              width: SQ - 6,
              height: SQ - 6,
              fill: 'none',
              stroke: COLORS.hl,
              'stroke-width': 6,
              class: 'c960-hl c960-hl-' + highlights[name].replace(/[^a-z0-9_-]/gi, ''),
            },
            g,
          );
        }
        if (coords === 'inside') {
          const on = isLight ? COLORS.coordOnLight : COLORS.coordOnDark;
          const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
          if (col === 0) {
            el(
              'text',
              {
                x: 6,
                y: 22,
                'font-size': 18,
                'font-weight': 600,
                'font-family': font,
                fill: on,
                class: 'c960-coord c960-coord-in',
              },
              g,
            ).textContent = String(rankIndex + 1);
          }
          if (row === 7) {
            el(
              'text',
              {
                x: SQ - 6,
                y: SQ - 7,
                'font-size': 18,
                'font-weight': 600,
                'font-family': font,
                'text-anchor': 'end',
                fill: on,
                class: 'c960-coord c960-coord-in',
              },
              g,
            ).textContent = FILES[fileIndex];
          }
        }
        if (placement[name]) drawPiece(placement[name], g);
      }
    }
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
    if (outside) {
      const labels = el(
        'g',
        {
          class: 'c960-coords',
          fill: COLORS.coord,
          'font-size': 28,
          'font-weight': 600,
          'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
          'text-anchor': 'middle',
        },
        svg,
      );
      for (let i = 0; i < 8; i++) {
        const fileIndex = flipped ? 7 - i : i;
        el('text', { x: left + i * SQ + SQ / 2, y: top + size + 32, class: 'c960-coord' }, labels).textContent =
          FILES[fileIndex];
        const rankIndex = flipped ? i : 7 - i;
        el('text', { x: PAD + MARGIN / 2, y: top + i * SQ + SQ / 2 + 10, class: 'c960-coord' }, labels).textContent =
          String(rankIndex + 1);
      }
    }
    return svg;
  }

  function render(container, options) {
    if (!container || typeof container.appendChild !== 'function') {
      throw new Error('Chess960Board.render needs a container element');
    }
    const board = {
      svg: null,
      options: Object.assign({}, options),
      update: function (partial) {
        const next = Object.assign({}, board.options, partial);
        if (partial && partial.fen != null) delete next.placement;
        if (partial && partial.placement != null) delete next.fen;
        const svg = create(next); // throws before touching the DOM if the placement is bad
        board.options = next;
        if (board.svg && board.svg.parentNode === container) container.replaceChild(svg, board.svg);
        else {
          while (container.firstChild) container.removeChild(container.firstChild);
          container.appendChild(svg);
        }
        board.svg = svg;
        return board;
      },
      destroy: function () {
        if (board.svg && board.svg.parentNode) board.svg.parentNode.removeChild(board.svg);
        board.svg = null;
      },
    };
    return board.update({});
  }

  global.Chess960Board = {
    render: render,
    create: create,
    parsePlacement: parsePlacement,
    squareName: squareName,
  };
})(typeof window !== 'undefined' ? window : globalThis);
