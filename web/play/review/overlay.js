// @ts-nocheck
// The play page's one overlay of arrows and badges over its board (web/board/overlay.js), shared by
// the review and the analysis: each owner sets its own shapes and the overlay draws them all.
import * as boardOverlay from '../../board/overlay.js';

const owners = {};
let drawn = null;

// Sets the shapes of one owner ('review', 'analysis'; null clears them) and redraws the overlay.
export function show(owner, shapes) {
  owners[owner] = shapes;
  if (!drawn) {
    const root = document.querySelector('#board svg.c960-board');
    if (!root) return;
    drawn = boardOverlay.create(root);
  }
  const all = { arrows: [], badges: [] };
  for (const name of Object.keys(owners)) {
    const own = owners[name];
    if (!own) continue;
    all.arrows.push(...(own.arrows || []));
    all.badges.push(...(own.badges || []));
  }
  drawn.set(all);
}
