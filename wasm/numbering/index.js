// `chess960/numbering`: the 960 start positions at once, without WebAssembly — each number's back
// rank (counted 0..959 or 1..960), the number of a back rank, the mirror position and the piece
// letters of each language. The tables are not written by hand: the build
// (scripts/build-lib.mjs) asks the core for all 960 back ranks and every letter set.
import BACK_RANKS from 'chess960-build:back-ranks';
import LETTER_SETS from 'chess960-build:letters';
import { Chess960Error } from '../js/errors.js';
import { describe, lettersOf, oneBasedOf, requireString, textWithin } from '../js/values.js';

export { Chess960Error } from '../js/errors.js';

// The number of start positions.
export const POSITION_COUNT = 960;

// The piece letters of each letter set: { en: { K, Q, R, B, N }, de: { K: 'K', Q: 'D', … }, … }.
export const PIECE_LETTERS = LETTER_SETS;

const numberOfRank = new Map();
for (let n = 0; n < POSITION_COUNT; n++) numberOfRank.set(BACK_RANKS.slice(8 * n, 8 * n + 8), n);

// The inputs are read by the main entry's rules (its startPosition and positionNumber, whose
// core readers are core/numbering/startpos.cpp and start_fen.cpp): the options and the checks of
// JS values are the same functions (wasm/js/values.js), the texts are read as the core reads
// them, so both entries give the same number or the same error code for any input
// (tests/js/startpos.test.mjs runs the same inputs through both).

// Returns `text` without the core's white space (core/text.h kWhiteSpace) at its ends.
function trimmed(text) {
  return text.replace(/^[\t-\r ]+|[\t-\r ]+$/g, ''); // \t \n \v \f \r and the space
}

// Throws the coded error.
function refuse(code, message) {
  throw new Chess960Error(code, message);
}

// Returns the number 0..959 of `n`: a whole number, or its 1 to 6 digits as text (white space
// around them allowed), counted 0..959 or, oneBased, 1..960 where 960 is 0; else throws
// ERR_NUMBER_RANGE (ERR_INPUT_TOO_LONG for text over the main entry's limit).
function numberOf(n, oneBased) {
  const text = typeof n === 'number' ? String(n) : typeof n === 'string' ? textWithin(n, 'the number') : '';
  // 0..959 in either count (true counts as 1); white space as trimmed() takes it; a text that
  // is not Unicode is not digits either
  const digits = /^[\t-\r ]*([0-9]{1,6})[\t-\r ]*$/.exec(text);
  const value = digits ? Number(digits[1]) - oneBased : -1;
  if (value >= 0 && value < POSITION_COUNT) return (value + oneBased) % POSITION_COUNT;
  throw new Chess960Error(
    'ERR_NUMBER_RANGE',
    describe(n) + ' is not a start-position number: use a whole number from ' + (oneBased ? '1 to 960.' : '0 to 959.'),
  );
}

// Returns White's back rank of number n (as numberOf reads it), in English letters.
function rankOf(n, oneBased) {
  const k = numberOf(n, oneBased);
  return BACK_RANKS.slice(8 * k, 8 * k + 8);
}

// Returns the text with each figurine (white ♔…♙ or black ♚…♟) as its English letter.
function englishOfFigurines(text) {
  return text.replace(/[\u2654-\u265f]/g, (c) => 'KQRBNP'[(c.charCodeAt(0) - 0x2654) % 6]);
}

// Returns the number of back-rank text as the core's parse_back_rank reads it: figurines in any
// set, any case, the letters of the set named first, then English (German for English); else
// throws ERR_BACK_RANK.
function numberOfBackRank(text, set) {
  const written = trimmed(englishOfFigurines(text));
  const notOne = () => refuse('ERR_BACK_RANK', describe(text) + ' is not the back rank of a Chess960 start position.');
  if (written.length !== 8 || /[^\x20-\x7e]/.test(written)) return notOne();
  const upper = written.toUpperCase();
  for (const name of [set, set === 'en' ? 'de' : 'en']) {
    const english = new Map();
    for (const piece of 'KQRBN') english.set(LETTER_SETS[name][piece], piece);
    const rank = [...upper].map((letter) => english.get(letter) || '?').join('');
    if (rank.includes('?')) continue;
    return numberOfRank.has(rank) ? numberOfRank.get(rank) : notOne();
  }
  return notOne();
}

// Returns the number of a start position's FEN as the core's number_of_start_fen reads it
// (castling KQkq, X-FEN or Shredder-FEN with all four rights, White to move, no en-passant
// square, any counters, a board alone enough), else throws the code the core gives, with a short
// message (the main entry's says in detail why).
function numberOfStartFen(text) {
  const fail = (code) => refuse(code, describe(text) + ' is not the FEN of a Chess960 start position (' + code + ').');
  const notStart = 'ERR_NOT_START_POSITION';
  const fields = text.split(' ').filter(Boolean);
  if (fields.length > 6) fail('ERR_FEN_FIELDS');
  const ranks = fields[0].split('/');
  const squares = (rank) => [...rank].reduce((count, c) => count + (Number(c) || 1), 0);
  if (ranks.length !== 8 || ranks.some((rank) => !/^[1-8KQRBNPkqrbnp]+$/.test(rank) || squares(rank) !== 8))
    fail('ERR_FEN_BOARD');
  const white = ranks[7];
  if (ranks.slice(1, 7).join('/') !== 'pppppppp/8/8/8/8/PPPPPPPP' || !numberOfRank.has(white))
    fail(notStart);
  if (ranks[0] !== white.toLowerCase()) fail(notStart);
  if (fields.length > 1 && fields[1] !== 'w') fail(fields[1] === 'b' ? notStart : 'ERR_FEN_TURN');
  if (fields.length > 2) {
    const field = fields[2];
    if (field === '-') fail(notStart);
    if (!/^[A-HKQa-hkq]+$/.test(field)) fail('ERR_FEN_CASTLING');
    const seen = new Set(); // 0, 1: White's rights on the h-side and the a-side; 2, 3: Black's
    for (const c of field) {
      const upper = c.toUpperCase();
      const file = upper.charCodeAt(0) - 65;
      const side = upper === 'K' || file === white.lastIndexOf('R') ? 0 : upper === 'Q' || file === white.indexOf('R') ? 1 : -1;
      const right = side + (c >= 'a' ? 2 : 0);
      if (side < 0 || seen.has(right)) fail('ERR_POSITION_CASTLING');
      seen.add(right);
    }
    if (seen.size < 4) fail(notStart);
  }
  if (fields.length > 3 && fields[3] !== '-') fail(/^[a-h][36]$/.test(fields[3]) ? notStart : 'ERR_FEN_EP');
  if (fields.slice(4).some((field) => !/^[0-9]{1,6}$/.test(field))) fail('ERR_FEN_CLOCK');
  return numberOfRank.get(white);
}

// Returns White's back rank a1..h1 of start position n, e.g. backRank(518) = 'RNBQKBNR';
// { letters: 'de' } writes it in that set ('TSLDKLST'), { oneBased: true } counts 1..960; n may
// be its digits as text, as startPosition takes it.
export function backRank(n, options) {
  const oneBased = oneBasedOf(options);
  const letters = LETTER_SETS[lettersOf(options)];
  return [...rankOf(n, oneBased)].map((piece) => letters[piece]).join('');
}

// Returns the number 0..959 of a back rank (any case; in the letter set named, { letters: 'fr' },
// or English, by default English or German; figurines in any set) or of a start position's FEN,
// as the main entry's positionNumber; throws ERR_BACK_RANK, ERR_NOT_START_POSITION or an
// ERR_FEN_… code (the main entry's message says in more detail why).
export function positionNumber(text, options) {
  const input = trimmed(requireString(text, 'ERR_BACK_RANK', 'the back rank or FEN'));
  const set = lettersOf(options);
  if (!input) return refuse('ERR_BACK_RANK', 'no text given: enter a back rank such as RNBQKBNR or a FEN');
  return input.includes('/') ? numberOfStartFen(input) : numberOfBackRank(input, set);
}

// Returns the number of the mirror position: the back rank read from h1 to a1 (518 ↔ 534).
export function mirror(n, options) {
  const oneBased = oneBasedOf(options);
  const m = numberOfRank.get([...rankOf(n, oneBased)].reverse().join(''));
  return oneBased && m === 0 ? POSITION_COUNT : m;
}

// Returns the number counted 1..960 (the DGT960 clock's count: 0 is 960) of a number 0..959.
export function toOneBased(n) {
  const k = numberOf(n, false);
  return k === 0 ? POSITION_COUNT : k;
}

// Returns the number 0..959 of a number counted 1..960 (960 is 0).
export function fromOneBased(n) {
  return numberOf(n, true);
}
