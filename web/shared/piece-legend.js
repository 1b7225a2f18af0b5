// The key to the piece letters of a language ("K König · D Dame · T Turm · L Läufer · S
// Springer"), written from the core's letters and the shared piece names (lang/<code>/shared.js).
import * as i18n from './i18n.js';
import { pieceLetters } from './piece-letters.js';

const PIECES = ['K', 'Q', 'R', 'B', 'N'];

// Returns the key to the letters of `lang` (the page's language by default).
export function pieceLegend(lang) {
  const code = lang || i18n.lang();
  const letters = pieceLetters(code);
  return PIECES.map((piece) => `${letters[piece]} ${i18n.t(`piece.${piece}`, null, code)}`).join(' · ');
}
