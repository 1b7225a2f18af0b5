/*
 * Interaction layer for playing on the SVG board of board.js: pick up and drop by click, drag
 * with pointer events (mouse, touch, pen) and keyboard (arrow keys, Enter/Space, Escape).
 * It knows no chess rules: legal targets come in (`dests`, from the core), a move request goes
 * out (`onMove(from, to, how)`), and the position is redrawn from the FEN it is given.
 * Needs board.js (window.Chess960Board) and pieces.js. Classic script.
 *
 * window.Chess960PlayBoard.create(container, options) -> playBoard
 * options: {
 *   orientation: 'white'|'black', coords, label,
 *   onMove(from, to, how)      how: 'click' | 'drag' | 'keyboard'; t0: performance.now() at the drop
 *   onFocusSquare(square)      the keyboard focus square changed (for announcements)
 *   onSelect(square|null)      a piece was picked up or put back
 *   strings: { rookLanding }   accessible title of the rook-landing marker
 * }
 * playBoard = {
 *   set(state)   state: { fen, turn: 'w'|'b', dests: { e1: ['f1', …] }, lastMove: [squares],
 *                         check: square|null, interactive: bool, orientation, label,
 *                         castling: [{ kingFrom, kingTo, rookFrom, rookTo }] }  (any subset)
 *   cancel()     puts a picked-up piece back
 *   selected()   square of the picked-up piece, or null
 *   focusSquare() / setFocusSquare(square)
 *   svg()        the current SVG element
 *   destroy()
 * }
 * Markers (by shape, not only by colour): last move = corner brackets; check = filled disc with a
 * heavy ring under the king; picked-up piece = inset frame; legal target = dot (empty square) or
 * ring (occupied square); castling rook's landing square = dashed frame with a small rook;
 * keyboard focus = dashed frame; drop target while dragging = heavy frame.
 */
(function (global) {
  'use strict';

  const NS = 'http://www.w3.org/2000/svg';
  const FILES = 'abcdefgh';
  const SQ = 100;

  function el(name, attrs, parent) {
    const node = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, String(attrs[k]));
    });
    if (parent) parent.appendChild(node);
    return node;
  }

  function create(container, options) {
    const opts = Object.assign({ orientation: 'white', coords: true }, options);
    const st = {
      fen: '8/8/8/8/8/8/8/8 w - - 0 1',
      turn: 'w',
      dests: {},
      lastMove: [],
      check: null,
      interactive: false,
      castling: [],
      orientation: opts.orientation,
      label: opts.label || '',
    };
    let board = null;
    let geometry = {}; // square -> { x, y, g, marks }
    let placement = {};
    let selected = null;
    let focus = null;
    let keyboardActive = false;
    let press = null; // { square, pointerId, x, y, wasSelected, dragging, clone, hover }
    let topLayer = null;
    let pointerFocus = false; // focus() called from a pointer press: no keyboard focus marker

    container.classList.add('play-board');

    function render() {
      const renderOpts = { fen: st.fen, orientation: st.orientation, coords: opts.coords, label: st.label };
      if (board) board.update(renderOpts);
      else board = global.Chess960Board.render(container, renderOpts);
      placement = global.Chess960Board.parsePlacement(st.fen);
      geometry = {};
      const squares = board.svg.querySelectorAll('[data-square]');
      for (let i = 0; i < squares.length; i++) {
        const g = squares[i];
        const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(g.getAttribute('transform') || '');
        const marks = el('g', { class: 'pb-marks' });
        g.insertBefore(marks, g.firstChild ? g.firstChild.nextSibling : null);
        geometry[g.getAttribute('data-square')] = {
          x: m ? Number(m[1]) : 0,
          y: m ? Number(m[2]) : 0,
          g: g,
          marks: marks,
        };
      }
      topLayer = el('g', { class: 'pb-top' }, board.svg);
      drawMarks();
    }

    function targetsOf(square) {
      return (square && st.dests[square]) || [];
    }

    function ownPiece(square) {
      const p = placement[square];
      return !!p && p[0] === st.turn;
    }

    // ---- markers ----

    function cornerBrackets(parent) {
      const d = 'M6 28V6H28M72 6H94V28M94 72V94H72M28 94H6V72';
      el('path', { d: d, class: 'pb-last-halo', fill: 'none', 'stroke-width': 11, 'stroke-linecap': 'square' }, parent);
      el('path', { d: d, class: 'pb-last', fill: 'none', 'stroke-width': 6, 'stroke-linecap': 'square' }, parent);
    }

    function drawMarks() {
      if (!board) return;
      Object.keys(geometry).forEach(function (sq) {
        const marks = geometry[sq].marks;
        while (marks.firstChild) marks.removeChild(marks.firstChild);
      });
      while (topLayer.firstChild) topLayer.removeChild(topLayer.firstChild);

      st.lastMove.forEach(function (sq) {
        if (geometry[sq])
          cornerBrackets(el('g', { class: 'pb-mark-last', 'data-mark': 'last-move' }, geometry[sq].marks));
      });
      if (st.check && geometry[st.check]) {
        const g = el('g', { class: 'pb-mark-check', 'data-mark': 'check' }, geometry[st.check].marks);
        el('circle', { cx: 50, cy: 50, r: 40, class: 'pb-check-fill' }, g);
        el('circle', { cx: 50, cy: 50, r: 44, class: 'pb-check-ring', fill: 'none', 'stroke-width': 7 }, g);
      }
      if (selected && geometry[selected]) {
        const g = el('g', { class: 'pb-mark-selected', 'data-mark': 'selected' }, geometry[selected].marks);
        el('rect', { x: 0, y: 0, width: SQ, height: SQ, class: 'pb-selected-fill' }, g);
        el(
          'rect',
          { x: 4, y: 4, width: SQ - 8, height: SQ - 8, class: 'pb-selected', fill: 'none', 'stroke-width': 8 },
          g,
        );
        targetsOf(selected).forEach(function (to) {
          const geo = geometry[to];
          if (!geo) return;
          const t = el('g', { class: 'pb-mark-target', 'data-mark': 'target', 'data-target': to }, geo.marks);
          if (placement[to]) {
            el('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring-halo', fill: 'none', 'stroke-width': 10 }, t);
            el('circle', { cx: 50, cy: 50, r: 45, class: 'pb-ring', fill: 'none', 'stroke-width': 6 }, t);
          } else {
            el('circle', { cx: 50, cy: 50, r: 15, class: 'pb-dot' }, t);
          }
        });
        const shown = {};
        st.castling.forEach(function (c) {
          if (c.kingFrom !== selected || !geometry[c.rookTo] || shown[c.rookTo]) return;
          shown[c.rookTo] = true;
          drawRookLanding(c.rookTo, st.turn);
        });
      }
      if (keyboardActive && focus && geometry[focus]) {
        const geo = geometry[focus];
        const g = el(
          'g',
          { class: 'pb-mark-focus', 'data-mark': 'focus', transform: 'translate(' + geo.x + ' ' + geo.y + ')' },
          topLayer,
        );
        el(
          'rect',
          { x: 3, y: 3, width: SQ - 6, height: SQ - 6, class: 'pb-focus-halo', fill: 'none', 'stroke-width': 9 },
          g,
        );
        el(
          'rect',
          {
            x: 3,
            y: 3,
            width: SQ - 6,
            height: SQ - 6,
            class: 'pb-focus',
            fill: 'none',
            'stroke-width': 5,
            'stroke-dasharray': '14 8',
          },
          g,
        );
      }
    }

    // The castling rook's landing square: a dashed frame and a small rook in the corner.
    function drawRookLanding(square, color) {
      const geo = geometry[square];
      const g = el(
        'g',
        {
          class: 'pb-mark-rook-landing',
          'data-mark': 'rook-landing',
          'data-rook-landing': square,
          transform: 'translate(' + geo.x + ' ' + geo.y + ')',
        },
        topLayer,
      );
      el('title', {}, g).textContent = (opts.strings && opts.strings.rookLanding) || 'rook lands here';
      el(
        'rect',
        {
          x: 7,
          y: 7,
          width: SQ - 14,
          height: SQ - 14,
          rx: 6,
          class: 'pb-landing-halo',
          fill: 'none',
          'stroke-width': 9,
        },
        g,
      );
      el(
        'rect',
        {
          x: 7,
          y: 7,
          width: SQ - 14,
          height: SQ - 14,
          rx: 6,
          class: 'pb-landing',
          fill: 'none',
          'stroke-width': 4,
          'stroke-dasharray': '10 7',
        },
        g,
      );
      el('rect', { x: 58, y: 4, width: 38, height: 38, rx: 7, class: 'pb-landing-badge' }, g);
      const shape = global.Chess960Pieces && global.Chess960Pieces.get('R');
      if (shape) {
        const mini = el(
          'g',
          { transform: 'translate(59 5) scale(0.36)', class: 'pb-landing-rook pb-landing-rook-' + color },
          g,
        );
        shape.body.forEach(function (d) {
          el('path', { d: d, 'stroke-width': 5, 'stroke-linejoin': 'round' }, mini);
        });
      }
    }

    // ---- selection and moves ----

    function select(square) {
      selected = square;
      drawMarks();
      if (opts.onSelect) opts.onSelect(square);
    }

    function deselect() {
      if (selected === null) return;
      selected = null;
      drawMarks();
      if (opts.onSelect) opts.onSelect(null);
    }

    function requestMove(from, to, how, t0) {
      selected = null;
      if (opts.onMove) opts.onMove(from, to, how, t0);
      // the controller redraws through set(); if it did not (e.g. a dialog is open), show the
      // position without the selection
      drawMarks();
    }

    // Acts on a square as a click or Enter would.
    function activate(square, how, t0) {
      if (!st.interactive || !square) return;
      if (selected && selected !== square && targetsOf(selected).indexOf(square) >= 0) {
        requestMove(selected, square, how, t0);
        return 'moved';
      }
      if (selected === square) {
        deselect();
        return 'deselected';
      }
      if (ownPiece(square)) {
        select(square);
        return 'selected';
      }
      deselect();
      return 'none';
    }

    // ---- pointer input ----

    function svgPoint(ev) {
      const svg = board && board.svg;
      if (!svg) return null;
      const ctm = svg.getScreenCTM();
      if (!ctm) return null;
      const p = svg.createSVGPoint();
      p.x = ev.clientX;
      p.y = ev.clientY;
      return p.matrixTransform(ctm.inverse());
    }

    function squareAt(pt) {
      if (!pt) return null;
      const keys = Object.keys(geometry);
      for (let i = 0; i < keys.length; i++) {
        const g = geometry[keys[i]];
        if (pt.x >= g.x && pt.x < g.x + SQ && pt.y >= g.y && pt.y < g.y + SQ) return keys[i];
      }
      return null;
    }

    function startDrag(pt) {
      const geo = geometry[press.square];
      const piece = geo && geo.g.querySelector('[data-piece]');
      if (!piece) return;
      const clone = piece.cloneNode(true);
      clone.removeAttribute('data-piece');
      clone.setAttribute('class', (clone.getAttribute('class') || '') + ' pb-drag');
      board.svg.appendChild(clone);
      piece.classList.add('pb-lifted');
      press.dragging = true;
      press.clone = clone;
      press.piece = piece;
      container.classList.add('is-dragging');
      moveClone(pt);
    }

    function moveClone(pt) {
      if (!press || !press.clone || !pt) return;
      press.clone.setAttribute('transform', 'translate(' + (pt.x - SQ / 2) + ' ' + (pt.y - SQ / 2) + ')');
      const over = squareAt(pt);
      if (over !== press.hover) {
        press.hover = over;
        if (press.hoverMark) press.hoverMark.remove();
        press.hoverMark = null;
        if (over && geometry[over]) {
          const geo = geometry[over];
          press.hoverMark = el('rect', {
            x: geo.x + 2,
            y: geo.y + 2,
            width: SQ - 4,
            height: SQ - 4,
            class: 'pb-hover',
            fill: 'none',
            'stroke-width': 5,
          });
          board.svg.insertBefore(press.hoverMark, press.clone);
        }
      }
    }

    function endDrag() {
      if (!press) return;
      if (press.clone) press.clone.remove();
      if (press.hoverMark) press.hoverMark.remove();
      if (press.piece) press.piece.classList.remove('pb-lifted');
      container.classList.remove('is-dragging');
    }

    function onPointerDown(ev) {
      if (!board || (ev.pointerType === 'mouse' && ev.button !== 0)) return;
      if (press) {
        endDrag();
        press = null;
      }
      keyboardActive = false;
      const sq = squareAt(svgPoint(ev));
      if (!sq || !st.interactive) return;
      ev.preventDefault();
      if (document.activeElement !== container && typeof container.focus === 'function') {
        pointerFocus = true;
        container.classList.add('is-pointer-focus');
        container.focus({ preventScroll: true });
        pointerFocus = false;
      }
      focus = sq;
      if (selected && selected !== sq && targetsOf(selected).indexOf(sq) >= 0) {
        requestMove(selected, sq, 'click', performance.now());
        return;
      }
      if (ownPiece(sq)) {
        const wasSelected = selected === sq;
        if (!wasSelected) select(sq);
        press = {
          square: sq,
          pointerId: ev.pointerId,
          x: ev.clientX,
          y: ev.clientY,
          wasSelected: wasSelected,
          dragging: false,
        };
        try {
          container.setPointerCapture(ev.pointerId);
        } catch {
          /* capture is a nicety */
        }
      } else {
        deselect();
      }
    }

    function onPointerMove(ev) {
      if (!press || ev.pointerId !== press.pointerId) return;
      ev.preventDefault();
      const pt = svgPoint(ev);
      if (!press.dragging) {
        const slop = ev.pointerType === 'mouse' ? 3 : 6;
        if (Math.abs(ev.clientX - press.x) + Math.abs(ev.clientY - press.y) <= slop) return;
        startDrag(pt);
      } else {
        moveClone(pt);
      }
    }

    function onPointerUp(ev) {
      if (!press || ev.pointerId !== press.pointerId) return;
      const t0 = performance.now();
      const p = press;
      endDrag();
      press = null;
      try {
        container.releasePointerCapture(ev.pointerId);
      } catch {
        /* already released */
      }
      if (p.dragging) {
        const to = squareAt(svgPoint(ev));
        if (to && to !== p.square && targetsOf(p.square).indexOf(to) >= 0) {
          focus = to;
          requestMove(p.square, to, 'drag', t0);
        } else if (to === p.square) {
          drawMarks(); // dropped back where it was: stays picked up
        } else {
          deselect();
        }
      } else if (p.wasSelected) {
        deselect();
      }
    }

    function onPointerCancel(ev) {
      if (!press || ev.pointerId !== press.pointerId) return;
      endDrag();
      press = null;
      drawMarks();
    }

    // ---- keyboard input ----

    function fileRank(square) {
      return [FILES.indexOf(square[0]), Number(square[1]) - 1];
    }

    function defaultFocus() {
      if (selected) return selected;
      const king = st.turn + 'K';
      const sq = Object.keys(placement).filter(function (s) {
        return placement[s] === king;
      })[0];
      return sq || (st.orientation === 'black' ? 'e8' : 'e1');
    }

    function setFocusSquare(square) {
      focus = square;
      keyboardActive = true;
      drawMarks();
      if (opts.onFocusSquare) opts.onFocusSquare(square);
    }

    function onKeyDown(ev) {
      if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
      container.classList.remove('is-pointer-focus');
      const dirs = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
      if (dirs[ev.key]) {
        ev.preventDefault();
        if (!keyboardActive || !focus) {
          setFocusSquare(focus || defaultFocus());
          return;
        }
        const flip = st.orientation === 'black' ? -1 : 1;
        const fr = fileRank(focus);
        const f = Math.min(7, Math.max(0, fr[0] + dirs[ev.key][0] * flip));
        const r = Math.min(7, Math.max(0, fr[1] + dirs[ev.key][1] * flip));
        setFocusSquare(FILES[f] + (r + 1));
        return;
      }
      if (ev.key === 'Enter' || ev.key === ' ' || ev.key === 'Spacebar') {
        ev.preventDefault();
        if (!keyboardActive || !focus) {
          setFocusSquare(focus || defaultFocus());
          return;
        }
        activate(focus, 'keyboard', performance.now());
        return;
      }
      if (ev.key === 'Escape' && (selected || press)) {
        ev.preventDefault();
        ev.stopPropagation();
        cancel();
      }
    }

    function onFocus() {
      // keyboard focus shows the focus square; focus from a pointer press does not
      if (!pointerFocus) {
        container.classList.remove('is-pointer-focus');
        keyboardActive = true;
        if (!focus) focus = defaultFocus();
        drawMarks();
      }
    }

    function onBlur() {
      if (keyboardActive) {
        keyboardActive = false;
        drawMarks();
      }
    }

    function cancel() {
      if (press) {
        endDrag();
        press = null;
      }
      deselect();
      drawMarks();
    }

    container.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('pointermove', onPointerMove);
    container.addEventListener('pointerup', onPointerUp);
    container.addEventListener('pointercancel', onPointerCancel);
    container.addEventListener('lostpointercapture', onPointerCancel);
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focus', onFocus);
    container.addEventListener('blur', onBlur);
    container.addEventListener('contextmenu', function (ev) {
      if (press) ev.preventDefault();
    });

    const api = {
      set: function (state) {
        const s = state || {};
        let redraw = false;
        if (s.fen !== undefined && s.fen !== st.fen) {
          st.fen = s.fen;
          redraw = true;
        }
        if (s.orientation !== undefined && s.orientation !== st.orientation) {
          st.orientation = s.orientation;
          redraw = true;
        }
        if (s.label !== undefined && s.label !== st.label) {
          st.label = s.label;
          if (board && board.svg && !redraw) board.svg.setAttribute('aria-label', s.label);
        }
        if (s.turn !== undefined) st.turn = s.turn;
        if (s.dests !== undefined) st.dests = s.dests || {};
        if (s.lastMove !== undefined) st.lastMove = s.lastMove || [];
        if (s.check !== undefined) st.check = s.check || null;
        if (s.castling !== undefined) st.castling = s.castling || [];
        if (s.interactive !== undefined) st.interactive = !!s.interactive;
        if (selected && (!st.interactive || redraw || !ownPiece(selected))) {
          selected = null;
          if (opts.onSelect) opts.onSelect(null);
        }
        if (press && (redraw || !st.interactive)) {
          endDrag();
          press = null;
        }
        if (redraw || !board) render();
        else drawMarks();
        return api;
      },
      cancel: cancel,
      selected: function () {
        return selected;
      },
      select: function (square) {
        if (st.interactive && ownPiece(square)) select(square);
      },
      focusSquare: function () {
        return focus;
      },
      setFocusSquare: setFocusSquare,
      svg: function () {
        return board && board.svg;
      },
      destroy: function () {
        container.removeEventListener('pointerdown', onPointerDown);
        container.removeEventListener('pointermove', onPointerMove);
        container.removeEventListener('pointerup', onPointerUp);
        container.removeEventListener('pointercancel', onPointerCancel);
        container.removeEventListener('lostpointercapture', onPointerCancel);
        container.removeEventListener('keydown', onKeyDown);
        container.removeEventListener('focus', onFocus);
        container.removeEventListener('blur', onBlur);
        if (board) board.destroy();
        board = null;
      },
    };
    render();
    return api;
  }

  global.Chess960PlayBoard = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
