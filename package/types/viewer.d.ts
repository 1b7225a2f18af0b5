/**
 * `<chess960-game>`: a Chess960 game viewer for any web page. Importing this module defines the
 * element (once; importing it again does nothing). It reads one game or a whole PGN file with the
 * library's reader (every dialect `readPgnDatabase` reads: Shredder or X-FEN castling, no
 * `[Variant]` tag, clocks, evaluations, side lines), embedded (nothing is fetched), and shows it
 * on a board with its move list, a chooser for a file of several games, stepping by buttons,
 * keys (←/→/Home/End), swipes and a click on a move, autoplay, flip, copy FEN/PGN and download.
 *
 * ```html
 * <script type="module">import 'chess960/viewer';</script>
 * <chess960-game><pre class="chess960-pgn">[Variant "Chess960"] …</pre></chess960-game>
 * <chess960-game src="/games/round-1.pgn" play="/chess960/play.html"></chess960-game>
 * ```
 * Attributes (all optional): `src` (a PGN file of the page's own origin), `lang` (de en fr es it
 * nl pl; else the page's `<html lang>`), `orientation` (white, black), `game` (the game shown
 * first, 1-based), `play` (the address of the site's play page: a link continues the position
 * shown there, `play.html?fen=…`; without it there is no link). The PGN: the `pgn` property, else
 * `src`, else the element's text (a `<pre class="chess960-pgn">` inside it, or plain text).
 * Styling: CSS custom properties `--c960-*` and `::part(frame | chooser | filter | games | players
 * | event | start | board | moves | controls | button | speed | tools | message | game)`.
 * @module chess960/viewer
 */

/** The detail of a `chess960-move` event: the move now shown. */
export interface Chess960MoveDetail {
  /** Half-moves from the start to the move shown (0: the start). */
  ply: number;
  /** The position shown (X-FEN). */
  fen: string;
  /** The move shown in SAN (in the letters of the element's language), null at the start. */
  san: string | null;
  /** The id of the move's node in the game's tree (`TreeNode.id`; 0: the start). */
  node: number;
  /** The game of the file shown, 0-based. */
  gameIndex: number;
}

/** The element. */
export interface Chess960GameElement extends HTMLElement {
  /**
   * Settles when the first game is shown (resolves with the element; a game the library refuses
   * counts as shown, with its reason in place), or rejects with the error when nothing can be
   * shown: the module does not start (ERR_MODULE_CSP, ERR_MODULE_DAMAGED), `src` is of another
   * origin or cannot be read (ERR_VIEWER_ORIGIN, ERR_VIEWER_SRC), or the text holds no game.
   */
  readonly ready: Promise<Chess960GameElement>;
  /** The position shown (X-FEN), null before a game is shown and for a refused game. */
  readonly fen: string | null;
  /** Half-moves from the start to the move shown (0: the start). */
  readonly ply: number;
  /** The half-moves of the game's main line. */
  readonly plyCount: number;
  /** The number of games in the file. */
  readonly gameCount: number;
  /** The game shown, 0-based; setting it shows that game at its start (a RangeError outside 0..gameCount-1). */
  gameIndex: number;
  /** The PGN text given by a script (null: `src` or the element's text); setting it shows its first game. */
  pgn: string | null;
  /** Shows the main line's position after half-move `ply` (clamped to 0..plyCount). */
  goTo(ply: number): void;
  addEventListener<K extends keyof Chess960GameEventMap>(
    type: K,
    listener: (this: Chess960GameElement, event: Chess960GameEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** The element's events: `chess960-move` (bubbles, composed) on every change of the move shown. */
export interface Chess960GameEventMap extends HTMLElementEventMap {
  'chess960-move': CustomEvent<Chess960MoveDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'chess960-game': Chess960GameElement;
  }
}
