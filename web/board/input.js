// Moving pieces on the board by hand: pick up and drop by click or tap, drag with pointer
// events (mouse, touch, pen), and the keyboard (arrow keys, Enter or Space, Escape). It knows
// no rules: which pieces may be picked up and where they may go come in through callbacks, and
// a move request goes out; the page decides what the gesture means. It works on a board of
// board/board.js with its marks (board/marks.js).
//
//   attach(board, marks, container, handlers) -> input
// handlers: {
//   canPick(square) -> bool         a piece of the side to move, and moves allowed now
//   targets(square) -> [squares]    where the piece on square may go (the core's dests)
//   onMove(from, to, how, t0)       how: 'click' | 'drag' | 'keyboard'; t0: performance.now()
//   onSelect(square|null)           a piece was picked up or put back
//   onFocusSquare(square)           the keyboard focus moved (for announcements)
//   homeSquare() -> square          where keyboard focus starts (e.g. the own king)
// }
// input: selected(), select(square), cancel(), focusSquare(), setFocusSquare(square),
//        refresh() (after the position or the orientation changed), destroy()

const FILES = 'abcdefgh';

// Returns the input layer for a board drawn into container (see the header).
export function attach(board, marks, container, handlers) {
  const h = handlers;
  let selected = null;
  let focus = null;
  let keyboardActive = false;
  let pointerFocus = false; // focus() from a pointer press shows no keyboard focus frame
  let press = null; // { square, pointerId, x, y, wasSelected, dragging, clone, piece }

  container.classList.add('play-board');

  // Returns the legal targets of the selected piece.
  function targetsOf(square) {
    return (square && h.targets(square)) || [];
  }

  // Shows selection, targets and focus as they are now.
  function show() {
    marks.set({
      selected: selected,
      targets: targetsOf(selected),
      focus: keyboardActive ? focus : null,
    });
  }

  // Picks up the piece on square and shows its targets.
  function select(square) {
    selected = square;
    show();
    if (h.onSelect) h.onSelect(square);
  }

  // Puts the picked-up piece back (nothing when none is).
  function deselect() {
    if (selected === null) return;
    selected = null;
    show();
    if (h.onSelect) h.onSelect(null);
  }

  // Puts the piece down and asks the page for the move from -> to.
  function requestMove(from, to, how, t0) {
    selected = null;
    show();
    if (h.onSelect) h.onSelect(null);
    h.onMove(from, to, how, t0);
  }

  // Acts on a square as a click or Enter would.
  function activate(square, how, t0) {
    if (selected && selected !== square && targetsOf(selected).indexOf(square) >= 0) {
      requestMove(selected, square, how, t0);
    } else if (selected === square) {
      deselect();
    } else if (h.canPick(square)) {
      select(square);
    } else {
      deselect();
    }
  }

  // ---- pointer ----------------------------------------------------------------------------

  // Returns the square under a pointer event, or null.
  function squareOf(ev) {
    const p = board.clientToSvg(ev.clientX, ev.clientY);
    return p ? board.squareAt(p.x, p.y) : null;
  }

  // Moves the dragged copy of the piece under the pointer and marks the square below it.
  function moveClone(ev) {
    const p = board.clientToSvg(ev.clientX, ev.clientY);
    if (!press || !press.clone || !p) return;
    press.clone.setAttribute('transform', 'translate(' + (p.x - 50) + ' ' + (p.y - 50) + ')');
    marks.set({ hover: board.squareAt(p.x, p.y) });
  }

  // Starts dragging the pressed piece: a copy follows the pointer, the piece itself is dimmed.
  function startDrag(ev) {
    const piece = board.pieceNode(press.square);
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
    moveClone(ev);
  }

  // Ends a drag: the copy goes, the piece shows again.
  function endDrag() {
    if (!press) return;
    if (press.clone && press.clone.parentNode) press.clone.parentNode.removeChild(press.clone);
    if (press.piece) press.piece.classList.remove('pb-lifted');
    container.classList.remove('is-dragging');
    marks.set({ hover: null });
  }

  // A press: picks up a piece, or moves the picked-up one to a target pressed.
  function onPointerDown(ev) {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    if (press) {
      endDrag();
      press = null;
    }
    keyboardActive = false;
    const sq = squareOf(ev);
    if (!sq) return;
    if (!selected && !h.canPick(sq)) return;
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
    if (!h.canPick(sq)) {
      deselect();
      return;
    }
    const wasSelected = selected === sq;
    if (!wasSelected) select(sq);
    else show();
    press = { square: sq, pointerId: ev.pointerId, x: ev.clientX, y: ev.clientY, wasSelected: wasSelected };
    try {
      container.setPointerCapture(ev.pointerId);
    } catch {
      /* capture is a nicety */
    }
  }

  // A pointer moving while pressed: starts or continues a drag past a few pixels.
  function onPointerMove(ev) {
    if (!press || ev.pointerId !== press.pointerId) return;
    ev.preventDefault();
    if (press.dragging) {
      moveClone(ev);
      return;
    }
    const slop = ev.pointerType === 'mouse' ? 3 : 6;
    if (Math.abs(ev.clientX - press.x) + Math.abs(ev.clientY - press.y) > slop) startDrag(ev);
  }

  // A release: drops a dragged piece on a target (or back), or ends a click.
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
    if (!p.dragging) {
      if (p.wasSelected) deselect();
      return;
    }
    const to = squareOf(ev);
    if (to && to !== p.square && targetsOf(p.square).indexOf(to) >= 0) {
      focus = to;
      requestMove(p.square, to, 'drag', t0);
    } else if (to === p.square) {
      show(); // dropped back where it was: stays picked up
    } else {
      deselect();
    }
  }

  // A press the browser took over (scrolling, capture lost): the drag ends, nothing moves.
  function onPointerCancel(ev) {
    if (!press || ev.pointerId !== press.pointerId) return;
    endDrag();
    press = null;
    show();
  }

  // ---- keyboard ---------------------------------------------------------------------------

  // Moves the keyboard focus to square and shows it.
  function setFocusSquare(square) {
    focus = square;
    keyboardActive = true;
    show();
    if (h.onFocusSquare) h.onFocusSquare(square);
  }

  // Returns where the keyboard focus starts: the picked-up piece, the page's square, else e1/e8.
  function homeSquare() {
    return selected || (h.homeSquare && h.homeSquare()) || (board.orientation() === 'black' ? 'e8' : 'e1');
  }

  // Arrow keys move the focus (as the player sees the board), Enter or Space act, Escape cancels.
  function onKeyDown(ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    container.classList.remove('is-pointer-focus');
    const dirs = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (dirs[ev.key]) {
      ev.preventDefault();
      if (!keyboardActive || !focus) {
        setFocusSquare(focus || homeSquare());
        return;
      }
      const flip = board.orientation() === 'black' ? -1 : 1;
      const f = Math.min(7, Math.max(0, FILES.indexOf(focus[0]) + dirs[ev.key][0] * flip));
      const r = Math.min(7, Math.max(0, Number(focus[1]) - 1 + dirs[ev.key][1] * flip));
      setFocusSquare(FILES[f] + (r + 1));
    } else if (ev.key === 'Enter' || ev.key === ' ' || ev.key === 'Spacebar') {
      ev.preventDefault();
      if (!keyboardActive || !focus) setFocusSquare(focus || homeSquare());
      else activate(focus, 'keyboard', performance.now());
    } else if (ev.key === 'Escape' && (selected || press)) {
      ev.preventDefault();
      ev.stopPropagation();
      cancel();
    }
  }

  // The board got the focus from the keyboard: the focus frame shows.
  function onFocus() {
    if (pointerFocus) return;
    container.classList.remove('is-pointer-focus');
    keyboardActive = true;
    if (!focus) focus = homeSquare();
    show();
  }

  // The board lost the focus: the focus frame goes.
  function onBlur() {
    if (!keyboardActive) return;
    keyboardActive = false;
    show();
  }

  // No context menu while a piece is pressed (a long touch).
  function onContextMenu(ev) {
    if (press) ev.preventDefault();
  }

  // Ends a drag and puts the picked-up piece back.
  function cancel() {
    if (press) {
      endDrag();
      press = null;
    }
    deselect();
    show();
  }

  const listeners = {
    pointerdown: onPointerDown,
    pointermove: onPointerMove,
    pointerup: onPointerUp,
    pointercancel: onPointerCancel,
    lostpointercapture: onPointerCancel,
    keydown: onKeyDown,
    focus: onFocus,
    blur: onBlur,
    contextmenu: onContextMenu,
  };
  Object.keys(listeners).forEach(function (type) {
    container.addEventListener(type, listeners[type]);
  });

  return {
    cancel: cancel,
    setFocusSquare: setFocusSquare,
    // Returns the square of the picked-up piece, or null.
    selected: function () {
      return selected;
    },
    // Picks up the piece on square when it may move.
    select: function (square) {
      if (h.canPick(square)) select(square);
    },
    // Returns the keyboard focus square.
    focusSquare: function () {
      return focus;
    },
    // Drops a selection that is no longer possible and redraws the marks it owns.
    refresh: function () {
      if (press && !h.canPick(press.square)) {
        endDrag();
        press = null;
      }
      if (selected && !h.canPick(selected)) {
        selected = null;
        if (h.onSelect) h.onSelect(null);
      }
      show();
    },
    // Removes the listeners.
    destroy: function () {
      Object.keys(listeners).forEach(function (type) {
        container.removeEventListener(type, listeners[type]);
      });
    },
  };
}
