// @ts-nocheck
// The play page's one overlay of arrows and badges over its board (web/board/overlay.js), shared by
// the review and the analysis: each owner sets its own shapes and the overlay draws them all. One
// per page, made by main.js and handed to the review panel and the analysis lines.
import * as boardOverlay from '../../board/overlay.js';

/** The arrows and badges of the page's board, by owner; see the header. */
export class BoardOverlay {
  /** @param {() => Element | null} findBoard returns the board's SVG once it is drawn (null before) */
  constructor(findBoard) {
    this.findBoard = findBoard;
    this.owners = {}; // owner name -> its shapes (null: none)
    this.drawn = null; // the board overlay, made once the board is drawn
  }

  // Sets the shapes of one owner ('review', 'analysis'; null clears them) and redraws the overlay.
  show(owner, shapes) {
    this.owners[owner] = shapes;
    if (!this.drawn) {
      const root = this.findBoard();
      if (!root) return;
      this.drawn = boardOverlay.create(root);
    }
    const all = { arrows: [], badges: [] };
    for (const own of Object.values(this.owners)) {
      if (!own) continue;
      all.arrows.push(...(own.arrows || []));
      all.badges.push(...(own.badges || []));
    }
    this.drawn.set(all);
  }
}
