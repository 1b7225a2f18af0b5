// @ts-check
// What the play page says beside the board: the notice above it, the move box's error and the
// polite live region. The notice and the error are kept as what says them, so that a language
// switch says them again in the new language.
import { byId } from '../shared/dom.js';
import { t } from '../shared/i18n.js';

// Returns an element of the page beside the board (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

/** The page's notice, move-box error and live region; main.js makes one per page. */
export class Messages {
  constructor() {
    /** @type {{ key: string, params?: object } | null} */
    this.notice = null;
    /** @type {(() => string) | null} */
    this.error = null;
  }

  /**
   * Shows a notice above the board (null clears it); it follows language switches.
   * @param {string | null} key the key of its words
   * @param {object} [params]
   */
  showNotice(key, params) {
    this.notice = key ? { key: key, params: params } : null;
    part('notice').textContent = key ? t(key, params) : '';
  }

  /**
   * Says text in the polite live region (cleared first, so a repeated text is said again).
   * @param {string} text
   */
  announce(text) {
    const node = part('announce');
    node.textContent = '';
    setTimeout(() => (node.textContent = text), 30);
  }

  /**
   * Shows a move-box error, given as a function that says it in the current language (asked
   * again after a language switch), or clears it with null.
   * @param {(() => string) | null} say
   */
  moveError(say) {
    this.error = say;
    part('move-error').textContent = say ? say() : '';
    if (say) part('move-input').setAttribute('aria-invalid', 'true');
    else part('move-input').removeAttribute('aria-invalid');
  }

  /** Clears the move box's error (the player types again). */
  clearMoveError() {
    if (this.error) this.moveError(null);
  }

  /** Says the notice and the move box's error again (the language changed). */
  relabel() {
    if (this.notice) part('notice').textContent = t(this.notice.key, this.notice.params);
    if (this.error) this.moveError(this.error);
  }
}
