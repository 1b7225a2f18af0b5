// `chess960/numbering`: the 960 start positions at once, without WebAssembly — each number's back
// rank (counted 0..959 or 1..960), the number of a back rank, the mirror position and the piece
// letters of each language. The tables are not written by hand: the build
// (scripts/build-lib.mjs) asks the core for all 960 back ranks and every letter set.
import BACK_RANKS from 'chess960-build:back-ranks';
import LETTER_SETS from 'chess960-build:letters';
import { Chess960Error, own } from '../js/errors.js';
import { describe } from '../js/values.js';

export { Chess960Error } from '../js/errors.js';

// The number of start positions.
export const POSITION_COUNT = 960;

// The piece letters of each letter set: { en: { K, Q, R, B, N }, de: { K: 'K', Q: 'D', … }, … }.
export const PIECE_LETTERS = LETTER_SETS;

const numberOfRank = new Map();
for (let n = 0; n < POSITION_COUNT; n++) numberOfRank.set(BACK_RANKS.slice(8 * n, 8 * n + 8), n);

// Returns the number 0..959 of `n` (0..959, or 1..960 with { oneBased: true }, where 960 is 0),
// or throws ERR_NUMBER_RANGE.
function numberOf(n, options) {
  const oneBased = own(options, 'oneBased') === true;
  const low = oneBased ? 1 : 0;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < low || n > low + 959) {
    throw new Chess960Error(
      'ERR_NUMBER_RANGE',
      describe(n) +
        ' is not a start-position number: use a whole number from ' +
        (oneBased ? '1 to 960.' : '0 to 959.'),
    );
  }
  return oneBased ? n % POSITION_COUNT : n;
}

// Returns White's back rank of number n (as numberOf reads it), in English letters.
function rankOf(n, options) {
  const k = numberOf(n, options);
  return BACK_RANKS.slice(8 * k, 8 * k + 8);
}

// Returns the letters of a letter set name (see PIECE_LETTERS), or throws ERR_SAN_LETTERS.
function lettersOf(options) {
  const name = own(options, 'letters') === undefined ? 'en' : options.letters;
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(LETTER_SETS, name)) {
    throw new Chess960Error(
      'ERR_SAN_LETTERS',
      'letters must be one of ' + Object.keys(LETTER_SETS).join(', ') + ', not ' + describe(name),
    );
  }
  return LETTER_SETS[name];
}

// Returns White's back rank a1..h1 of start position n, e.g. backRank(518) = 'RNBQKBNR';
// { letters: 'de' } writes it in that set ('TSLDKLST'), { oneBased: true } counts 1..960.
export function backRank(n, options) {
  const letters = lettersOf(options);
  return [...rankOf(n, options)].map((piece) => letters[piece]).join('');
}

// Returns the number 0..959 of a back rank in English letters, or in the letter set named
// ({ letters: 'fr' }); throws ERR_BACK_RANK for text that is not one of the 960 (the full
// module's positionNumber says why).
export function positionNumber(text, options) {
  const letters = lettersOf(options);
  const english = {};
  for (const piece of 'KQRBN') english[letters[piece]] = piece;
  const rank = typeof text === 'string' ? [...text.trim()].map((letter) => english[letter] || '?').join('') : '';
  const n = numberOfRank.get(rank);
  if (n === undefined) {
    throw new Chess960Error('ERR_BACK_RANK', describe(text) + ' is not the back rank of a Chess960 start position.');
  }
  return n;
}

// Returns the number of the mirror position: the back rank read from h1 to a1 (518 ↔ 534).
export function mirror(n, options) {
  const m = numberOfRank.get([...rankOf(n, options)].reverse().join(''));
  return own(options, 'oneBased') === true && m === 0 ? POSITION_COUNT : m;
}

// Returns the number counted 1..960 (the DGT960 clock's count: 0 is 960) of a number 0..959.
export function toOneBased(n) {
  const k = numberOf(n);
  return k === 0 ? POSITION_COUNT : k;
}

// Returns the number 0..959 of a number counted 1..960 (960 is 0).
export function fromOneBased(n) {
  return numberOf(n, { oneBased: true });
}
