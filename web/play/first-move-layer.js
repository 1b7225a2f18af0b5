// @ts-check
// The hand-over of the board that took White's first move before the page's module loaded: the
// early script (first-move.js) keeps its layer on the board's container under a symbol, and the
// page's own bundle, a separate script, takes it from there (no global).
/**
 * @typedef {{ from: string, to: string, t0: number }} HeldMove the move taken, t0 its gesture's time
 * @typedef {object} FirstMoveLayer the board put on the first diagram
 * @property {object} board
 * @property {object} marks
 * @property {object} input
 * @property {object} strings
 * @property {() => object} pieces the pieces it shows
 * @property {() => HeldMove | null} held the move it took, if any
 * @property {(handlers: Handlers) => void} use hands its gestures to the page
 * @typedef {object} Handlers what the board's input asks (board/input.js)
 * @property {(square: string) => boolean} canPick
 * @property {(square: string) => string[]} targets
 * @property {(from: string, to: string, how?: string, t0?: number) => void} onMove
 * @property {((square: string) => void) | null} [onSelect]
 * @property {((square: string) => void) | null} [onFocusSquare]
 * @property {() => string | null} homeSquare
 */

const LAYER = Symbol.for('chess960.firstMove');

// Keeps the layer put on the first diagram drawn into container.
/** @param {Element} container @param {FirstMoveLayer} layer */
export function keepLayer(container, layer) {
  /** @type {any} */ (container)[LAYER] = layer;
}

// Returns the layer put on container's first diagram, or null.
/** @param {Element | null} container @returns {FirstMoveLayer | null} */
export function layerOf(container) {
  return (container && /** @type {any} */ (container)[LAYER]) || null;
}
