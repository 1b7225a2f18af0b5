// A language's piece letters: the core's table (PIECE_LETTERS of 'chess960/numbering') where the
// core has letters for that language, else English. The one choice every page and the widget make.
import { PIECE_LETTERS } from 'chess960/numbering';

// Returns the name of the core's letter set for a page language (English where it has none).
export function letterSet(lang) {
  return lang !== 'figurine' && Object.hasOwn(PIECE_LETTERS, lang) ? lang : 'en';
}

// Returns the piece letters { K, Q, R, B, N } of a page language.
export function pieceLetters(lang) {
  return PIECE_LETTERS[letterSet(lang)];
}
