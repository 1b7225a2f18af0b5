// The first diagram before chess960.js has loaded: the start position the address names (?n= as
// plain digits 0..959) drawn at once from the 960 back ranks of 'chess960/numbering' (tables the
// build asked of the core, no WebAssembly). The page's own render follows when the library is
// ready and changes nothing on the board. Any other address (a back rank, a FEN, 1-based numbers,
// round lists) waits for the library and its one reader.
//
// The page's early script: loaded without `defer` right after the board's container (or imported
// by play/first-move.js, the play page's), it draws into every element marked
// data-first-diagram="outside|inside" (the coordinates) while the page is still being read, so
// the diagram is there for the page's first frame, and starts shared/first-frame.js. Such an
// element may say when the page will show something else instead: data-first-unless=
// "local:key=value" or "session:key" (a stored choice or a game of this tab). The early board is
// kept on its container (the property Symbol.for('chess960.firstDiagram')), where the page's own
// script, a separate bundle, takes it over with board(container, options).
import { render } from '../board/board.js';
import { afterFirstFrame } from './first-frame.js';
import { numberOf, pieces } from './start-pieces.js';

export { numberOf, pieces };

const EARLY = Symbol.for('chess960.firstDiagram'); // the container's property holding its early board

// Returns the number ?n= names as plain digits 0..959, else null.
export function number(params) {
  return numberOf(params.get('n'));
}

// Draws the position of ?n= on `board` when it names one as plain digits; returns its number or null.
export function paint(board, params) {
  const n = number(params);
  if (n !== null) board.setPieces(pieces(n));
  return n;
}

// Returns true when the stored value a data-first-unless text names is set ("local:key=value"
// or "session:key"); storage that cannot be read counts as not set.
function storedUnless(text) {
  const m = /^(local|session):([\w.-]+)(?:=(.*))?$/.exec(text || '');
  if (!m) return false;
  try {
    const value = (m[1] === 'local' ? localStorage : sessionStorage).getItem(m[2]);
    return m[3] === undefined ? value !== null : value === m[3];
  } catch {
    return false;
  }
}

// Draws the position of ?n= into each marked element not drawn yet (see the header).
function paintMarked() {
  const n = number(new URLSearchParams(location.search));
  if (n === null) return;
  document.querySelectorAll('[data-first-diagram]').forEach((container) => {
    if (container[EARLY] || storedUnless(container.getAttribute('data-first-unless'))) return;
    const coords = container.getAttribute('data-first-diagram') === 'inside' ? 'inside' : 'outside';
    container[EARLY] = render(container, { pieces: pieces(n), coords, label: '' });
  });
}

// Returns the board drawn early into container, else null.
export function drawn(container) {
  return (container && container[EARLY]) || null;
}

// Returns the board drawn early into container (with the label, orientation and pieces the
// options name), else a new board rendered there with the options.
export function board(container, options) {
  const o = options || {};
  const found = drawn(container);
  if (!found) return render(container, o);
  if (o.label !== undefined) found.setLabel(o.label);
  if (o.orientation) found.setOrientation(o.orientation);
  if (o.pieces && Object.keys(o.pieces).length) found.setPieces(o.pieces);
  return found;
}

// The early work, on a page with a first diagram (the page's bundle does it again: nothing new).
if (typeof document !== 'undefined' && document.querySelector('[data-first-diagram]')) {
  afterFirstFrame(document.currentScript);
  paintMarked();
}
