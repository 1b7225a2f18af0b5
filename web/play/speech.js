// @ts-check
// Spoken and announced moves: what a screen reader says for a move, a square or a picked-up
// piece, in the page's language. The facts of a move come from the snapshot after it
// (game.view()'s lastMove spells the move out), never from reading SAN.
import { t } from '../shared/i18n.js';
import './words.js';

/**
 * @import { GameView, Pieces } from '../../package/types/index.js'
 * @typedef {object} MoveFacts what is said of a move
 * @property {'w' | 'b'} color
 * @property {string} piece its letter in upper case: 'K', 'Q', 'R', 'B', 'N', 'P'
 * @property {string} from
 * @property {string} to
 * @property {'h' | 'a' | null} castling the rook's side of a castling
 * @property {boolean} capture
 * @property {string | null} promotion 'Q', 'R', 'B', 'N' or null
 * @property {boolean} check
 * @property {boolean} mate
 */

// Returns the name of a side ('w' or 'b') in the page's language: "Weiß" / "Schwarz".
/** @param {string} color @returns {string} */
export function sideName(color) {
  return t(color === 'b' ? 'play.black' : 'play.white');
}

// Returns 'w' or 'b' for a FEN piece letter of the pieces map (upper case White).
/** @param {string} letter @returns {'w' | 'b'} */
export function colorOf(letter) {
  return letter === letter.toUpperCase() ? 'w' : 'b';
}

// Returns the facts of the move that led from snapshot `before` to snapshot `after`: its
// lastMove spelled out by the library (piece, captured, promotion), nothing read from the boards.
/** @param {GameView | null} before @param {GameView | null} after @returns {MoveFacts | null} */
export function facts(before, after) {
  const last = after && after.lastMove;
  if (!before || !last) return null;
  return {
    color: colorOf(last.piece),
    piece: last.piece.toUpperCase(),
    from: last.from,
    to: last.to,
    castling: last.castling ? last.castling.side : null,
    capture: !!last.captured,
    promotion: last.promotion ? last.promotion.toUpperCase() : null,
    check: !!after.status.check,
    mate: after.status.reason === 'checkmate',
  };
}

// Returns the spoken words of a move's facts: "Springer f3", "e schlägt d5", "Rochade kurz.
// Schach", "e8, Umwandlung in Dame".
/** @param {MoveFacts | null} f @returns {string} */
export function words(f) {
  if (!f) return '';
  let text;
  if (f.castling) {
    text = t(f.castling === 'h' ? 'play.say.castleShort' : 'play.say.castleLong');
  } else {
    const parts = [];
    if (f.piece !== 'P') parts.push(t('piece.' + f.piece));
    else if (f.capture) parts.push(f.from[0]);
    if (f.capture) parts.push(t('play.say.takes'));
    parts.push(f.to);
    text = parts.join(' ');
    if (f.promotion) text += ', ' + t('play.say.promotes', { piece: t('piece.' + f.promotion) });
  }
  if (f.mate) return text + '. ' + t('play.say.mate');
  if (f.check) return text + '. ' + t('play.say.check');
  return text;
}

// Returns the accessible name of a move button: its SAN, number, side and the spoken move.
/** @param {string} san @param {number} number @param {'w' | 'b'} color @param {MoveFacts | null} f */
export function moveLabel(san, number, color, f) {
  const side = sideName(color);
  const numberText = number + (color === 'w' ? '.' : '…');
  if (!f) return san + ' (' + numberText + ' ' + side + ')';
  return t('play.say.moveLabel', { move: san, number: numberText, side: side, words: words(f) });
}

// Returns what stands on a square, in words: "g1: weißer Springer" / "e4: leer".
/** @param {Pieces | null} pieces @param {string} name @returns {string} */
export function square(pieces, name) {
  const letter = pieces && pieces[/** @type {keyof Pieces} */ (name)];
  if (!letter) return t('play.emptySquare', { square: name });
  const type = letter.toUpperCase();
  return t('play.pieceOn.' + type, { square: name, color: t('play.color.' + colorOf(letter)) });
}

// Returns the announcement for a picked-up piece and where it can go: "Springer g1 aufgenommen.
// Ziele: f3, h3."
/** @param {Pieces | null} pieces @param {string} name @param {string[] | null} targets @returns {string} */
export function pickedUp(pieces, name, targets) {
  const letter = (pieces && pieces[/** @type {keyof Pieces} */ (name)]) || '';
  const piece = letter ? t('piece.' + letter.toUpperCase()) : '';
  if (!targets || !targets.length) return t('play.pickedUpNone', { piece: piece, square: name });
  return t('play.pickedUp', { piece: piece, square: name, targets: targets.join(', ') });
}
