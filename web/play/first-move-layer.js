// @ts-nocheck
// The hand-over of the board that took White's first move before the page's module loaded: the
// early script (first-move.js) keeps its layer on the board's container under a symbol, and the
// page's own bundle, a separate script, takes it from there (no global).
//
//   keepLayer(container, layer);  layerOf(container) -> layer | null
// layer: { board, marks, input, strings, pieces(), held() -> { from, to, t0 } | null, use(handlers) }

const LAYER = Symbol.for('chess960.firstMove');

// Keeps the layer put on the first diagram drawn into container.
export function keepLayer(container, layer) {
  container[LAYER] = layer;
}

// Returns the layer put on container's first diagram, or null.
export function layerOf(container) {
  return (container && container[LAYER]) || null;
}
