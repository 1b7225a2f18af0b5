/**
 * `<chess960-position>`: a Chess960 start-position diagram for any web page. Importing this
 * module defines the element (once; importing it again does nothing); it draws a plain number's
 * diagram at once and reads other entries with the numbering core, embedded (nothing is fetched).
 *
 * ```html
 * <script type="module">import 'chess960/widget';</script>
 * <chess960-position n="518" show="number letters fen" controls></chess960-position>
 * ```
 * Attributes (all optional): `n` (0..959, or a back rank such as TSLDKLST / RNBQKBNR, or a start
 * FEN), `random`, `lang` (de en fr es it nl pl), `orientation` (white, black), `coords`
 * (outside, inside, none), `theme` (light, dark, print, auto), `size` (small, medium, large),
 * `show` (number letters fen tables facts), `controls` (a number field with "setzen" and "losen").
 * Styling: CSS custom properties `--c960-*` and `::part(frame | board | info | number | letters |
 * fen | tables | message | controls | input | button)`.
 * @module chess960/widget
 */

/** The detail of a `chess960-change` event: the position now shown. */
export interface Chess960ChangeDetail {
  number: number;
  fen: string;
}

/** The element. */
export interface Chess960PositionElement extends HTMLElement {
  /** The number shown (null while loading or after an error); setting it sets the `n` attribute. */
  number: number | null;
  /** The start FEN shown (null while loading or after an error). */
  readonly fen: string | null;
  addEventListener<K extends keyof Chess960PositionEventMap>(
    type: K,
    listener: (this: Chess960PositionElement, event: Chess960PositionEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** The element's events: `chess960-change` (bubbles, composed) for every position shown. */
export interface Chess960PositionEventMap extends HTMLElementEventMap {
  'chess960-change': CustomEvent<Chess960ChangeDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'chess960-position': Chess960PositionElement;
  }
}
