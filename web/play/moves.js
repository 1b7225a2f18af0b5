// @ts-check
// What a move request means: a board gesture (from the core's game.movesBetween answer) or a
// move typed into the move box (through game.play). Knows no rules: the core says which moves
// a gesture or a text can stand for; this file decides only whether to play at once or to ask.
//
//   intent(gestureMoves) -> { kind: 'none' }                       no legal move
//                         | { kind: 'play', move }                 one meaning
//                         | { kind: 'castling', step, castling }   king step or castling: ask
//                         | { kind: 'promotion', choices }         promotions (q, r, b, n): ask
//   typed(game, text, view, letters, reading) -> { kind: 'played', san }   text read in `reading`
//                         | { kind: 'promotion', choices }         "e8": ask for the piece
//                         | { kind: 'error', message, say }        in the page's language;
//                                                                  say() says it again after a switch
//   languageLetters(lang) -> the core's letter set of a page language ('fr' → 'fr'), else 'en'
//   LETTER_SETS: the letter sets the notation setting offers
/**
 * @import { Chess960Error, Game, GameView, GestureMove, Letters, Square } from '../../package/types/index.js'
 * @typedef {Omit<GestureMove, 'uci'> & { uci: string | null }} Candidate a move an ambiguous
 *   text can stand for (uci null where the core could not say it)
 * @typedef {{ kind: string, promotion?: string }} Meaning what intent() reads of a move
 */
/**
 * What a gesture means (see the header).
 * @template M
 * @typedef {{ kind: 'none' } | { kind: 'play', move: M } | { kind: 'castling', step: M, castling: M & { side: string } }
 *   | { kind: 'promotion', choices: (M & { promotion: string })[] }} Intent
 */
/**
 * What a typed move did (see the header).
 * @typedef {{ kind: 'played', san: string, uci?: string }
 *   | { kind: 'promotion', choices: (Candidate & { promotion: string })[] }
 *   | { kind: 'error', message: string, say: () => string }} Typed
 */
import { PIECE_LETTERS } from 'chess960/numbering';
import * as i18n from '../shared/i18n.js';
import { letterSet } from '../shared/piece-letters.js';
import { sideName } from './speech.js';
import './words.js';

export const PROMOTIONS = ['q', 'r', 'b', 'n'];
// The letter sets of the core (SanOptions.letters): English, the figurines and the languages
// with letters of their own.
export const LETTER_SETS = /** @type {Letters[]} */ (Object.keys(PIECE_LETTERS));

// Returns the letter set of a page language: its own letters where it has them, else English.
/** @param {string} lang @returns {Letters} */
export function languageLetters(lang) {
  return letterSet(lang);
}

// Returns what a gesture means, given the core's list of the moves it can stand for.
/**
 * @template {Meaning} M
 * @param {M[] | null | undefined} list
 * @returns {Intent<M>}
 */
export function intent(list) {
  const moves = Array.isArray(list) ? list : [];
  if (!moves.length) return { kind: 'none' };
  const promotions = moves.filter((m) => m.kind === 'promotion');
  if (promotions.length) {
    const choices = /** @type {(M & { promotion: string })[]} each names its piece */ (
      PROMOTIONS.map((p) => promotions.filter((m) => m.promotion === p)[0]).filter(Boolean)
    );
    return choices.length > 1 ? { kind: 'promotion', choices: choices } : { kind: 'play', move: choices[0] };
  }
  const castling = moves.filter((m) => m.kind === 'castling')[0];
  const other = moves.filter((m) => m.kind !== 'castling')[0];
  const side = /** @type {M & { side: string }} a castling names its side */ (castling);
  if (castling && other) return { kind: 'castling', step: other, castling: side };
  return { kind: 'play', move: castling || other };
}

// Returns the gesture moves between the squares of a UCI move (its own first), [] on failure.
/** @param {Game} game @param {string} uci @param {Letters} letters @returns {GestureMove[]} */
function between(game, uci, letters) {
  try {
    const [from, to] = /** @type {Square[]} a UCI move's two squares */ ([uci.slice(0, 2), uci.slice(2, 4)]);
    return game.movesBetween(from, to, { letters: letters });
  } catch {
    return [];
  }
}

// Returns the candidates of an ambiguous text as moves { uci, san } in the page's letters.
/** @param {Game} game @param {Chess960Error} err @param {Letters} letters @returns {Candidate[]} */
function candidates(game, err, letters) {
  return (Array.isArray(err.candidates) ? err.candidates : []).map(function (english) {
    /** @type {Candidate} */
    const unread = { uci: null, san: english, kind: 'normal' };
    let uci = null;
    try {
      uci = game.sanToUci(english);
    } catch {
      return unread;
    }
    const same = between(game, uci, letters).filter((m) => m.uci === uci)[0];
    return same || { ...unread, uci: uci };
  });
}

// Returns the message for a refused text, in the page's language.
/** @param {Chess960Error} err @param {string} text @param {GameView} view @param {Candidate[] | null} list @returns {string} */
function refusal(err, text, view, list) {
  const side = sideName(view.turn);
  if (err && err.code === 'ERR_MOVE_ILLEGAL' && view.status.check) {
    return i18n.t('play.err.inCheck', { move: text, side: side });
  }
  const names = (list || []).map((m) => m.san).join(', ');
  return i18n.error(err, { move: text, side: side, candidates: names });
}

// Returns the answer for a refused text: its message and how to say it again.
/** @param {Chess960Error} err @param {string} text @param {GameView} view @param {Candidate[] | null} list @returns {Typed} */
function refused(err, text, view, list) {
  const say = () => refusal(err, text, view, list);
  return { kind: 'error', message: say(), say: say };
}

// Plays a typed move, or says why not, or asks for the promotion piece (see the header).
/**
 * @param {Game} game
 * @param {string} text
 * @param {GameView} view the position the text is played in
 * @param {Letters} letters the letters of the moves it names
 * @param {Letters} [reading] the letters the text is read in ('en' when not given)
 * @returns {Typed}
 */
export function typed(game, text, view, letters, reading) {
  try {
    return { kind: 'played', san: game.play(text, { letters: reading || 'en' }) };
  } catch (thrown) {
    const err = /** @type {Chess960Error} the core's errors */ (thrown);
    if (!err || err.code !== 'ERR_MOVE_AMBIGUOUS') return refused(err, text, view, null);
    const list = candidates(game, err, letters);
    const meaning = intent(list);
    if (meaning.kind === 'promotion' && meaning.choices.length === list.length) return meaning;
    return refused(err, text, view, list);
  }
}
