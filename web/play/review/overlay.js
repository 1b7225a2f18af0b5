// @ts-check
// The play page's one overlay of arrows and badges over its board (web/board/overlay.js), shared by
// the review and the analysis: each owner sets its own shapes and the overlay draws them all. One
// per page, made by main.js and handed to the review panel and the analysis lines.
import * as boardOverlay from '../../board/overlay.js';

/**
 * @typedef {{ from: string, to: string, faint?: boolean, kind?: string }} Arrow
 * @typedef {{ square: string, text: string, kind?: string }} Badge
 * @typedef {{ arrows?: Arrow[], badges?: Badge[] }} Shapes the shapes of one owner
 */

/** The arrows and badges of the page's board, by owner; see the header. */
export class BoardOverlay {
  /** @param {() => SVGSVGElement | null} findBoard returns the board's SVG once it is drawn (null before) */
  constructor(findBoard) {
    this.findBoard = findBoard;
    /** @type {Record<string, Shapes | null>} each owner's shapes (null: none) */
    this.owners = {};
    /** @type {{ set: (shapes: { arrows: Arrow[], badges: Badge[] }) => void } | null} the board's overlay, once the board is drawn */
    this.drawn = null;
  }

  // Sets the shapes of one owner ('review', 'analysis'; null clears them) and redraws the overlay.
  /** @param {'review' | 'analysis'} owner @param {Shapes | null} shapes */
  show(owner, shapes) {
    this.owners[owner] = shapes;
    if (!this.drawn) {
      const root = this.findBoard();
      if (!root) return;
      this.drawn = boardOverlay.create(root);
    }
    /** @type {{ arrows: Arrow[], badges: Badge[] }} */
    const all = { arrows: [], badges: [] };
    for (const own of Object.values(this.owners)) {
      if (!own) continue;
      all.arrows.push(...(own.arrows || []));
      all.badges.push(...(own.badges || []));
    }
    this.drawn.set(all);
  }
}
