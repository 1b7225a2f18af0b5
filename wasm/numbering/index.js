// `chess960/numbering`: the 960 start positions at once, without WebAssembly — each number's back
// rank (counted 0..959 or 1..960), the number of a back rank, the mirror position and the piece
// letters of each language. The tables are not written by hand: the build
// (scripts/build-lib.mjs) asks the core for all 960 back ranks and every letter set.
import BACK_RANKS from 'chess960-build:back-ranks';
import LETTER_SETS from 'chess960-build:letters';
import { Chess960Error } from '../js/errors.js';
import { describe, lettersOf, oneBasedOf, requireString } from '../js/values.js';

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
  return text.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '');
}

// Throws the coded error.
function refuse(code, message) {
  throw new Chess960Error(code, message);
}

// Returns the number 0..959 of `n`: a whole number, or its 1 to 6 digits as text (white space
// around them allowed), counted 0..959 or, oneBased, 1..960 where 960 is 0; else throws
// ERR_NUMBER_RANGE (ERR_INPUT_TOO_LONG for text over the main entry's limit).
function numberOf(n, oneBased) {
  let text = null;
  if (typeof n === 'number') text = String(n);
  else if (typeof n === 'string') text = trimmed(requireString(n, 'ERR_NUMBER_RANGE', 'the number'));
  if (text !== null && /^[0-9]{1,6}$/.test(text)) {
    const value = Number(text);
    if (oneBased ? value >= 1 && value <= POSITION_COUNT : value < POSITION_COUNT) return value % POSITION_COUNT;
  }
  return refuse(
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
// square, any counters, a board alone enough), else throws the core's code for it.
function numberOfStartFen(text) {
  const fields = text.split(' ').filter(Boolean);
  const notStart = (why) => refuse('ERR_NOT_START_POSITION', 'not a start position: ' + why);
  if (fields.length > 6) refuse('ERR_FEN_FIELDS', 'a FEN has at most 6 fields; this text has ' + fields.length);
  const board = fields[0];
  const ranks = board.split('/');
  if (ranks.length !== 8 || ranks.includes(''))
    refuse('ERR_FEN_BOARD', 'the board of a FEN has 8 ranks separated by "/"; ' + describe(board) + ' does not');
  ranks.forEach(function (rank, i) {
    let squares = 0;
    for (const c of rank) {
      if (c >= '1' && c <= '8') squares += Number(c);
      else if ('KQRBNPkqrbnp'.includes(c)) squares += 1;
      else refuse('ERR_FEN_BOARD', 'unknown piece letter ' + describe(c) + ' on rank ' + (8 - i));
    }
    if (squares !== 8) refuse('ERR_FEN_BOARD', 'rank ' + (8 - i) + ' has ' + squares + ' squares, expected 8');
  });
  if (ranks[1] !== 'pppppppp' || ranks[6] !== 'PPPPPPPP') notStart('the pawns must fill ranks 2 and 7');
  if (ranks.slice(2, 6).some((rank) => rank !== '8')) notStart('ranks 3 to 6 must be empty');
  const white = ranks[7];
  if (ranks[0].length !== 8 || white.length !== 8) notStart('the back ranks must hold 8 pieces each');
  if (ranks[0] !== ranks[0].toLowerCase() || white !== white.toUpperCase())
    notStart("White's pieces are upper case on rank 1, Black's lower case on rank 8");
  if (ranks[0].toUpperCase() !== white) notStart("Black's pieces must mirror White's");
  if (!numberOfRank.has(white)) notStart(describe(white) + ' is not the back rank of a Chess960 start position');
  if (fields.length >= 2 && fields[1] !== 'w') {
    if (fields[1] !== 'b') refuse('ERR_FEN_TURN', "the turn field is 'w' or 'b', not " + describe(fields[1]));
    notStart('White moves first');
  }
  if (fields.length >= 3) checkCastling(fields[2], white, notStart);
  if (fields.length >= 4 && fields[3] !== '-') {
    if (!/^[a-h][36]$/.test(fields[3]))
      refuse('ERR_FEN_EP', "the en-passant field is '-' or a square on rank 3 or 6, not " + describe(fields[3]));
    notStart('there is no en-passant square before the first move');
  }
  for (let i = 4; i < fields.length; i++) {
    if (!/^[0-9]{1,6}$/.test(fields[i]))
      refuse('ERR_FEN_CLOCK', (i === 4 ? 'the halfmove clock ' : 'the fullmove number ') + describe(fields[i]) + ' is not a whole number of 1 to 6 digits');
  }
  return numberOfRank.get(white);
}

// Checks a start FEN's castling field against its back rank (the core's check_castling): all
// four rights, in KQkq, X-FEN or Shredder form.
function checkCastling(field, white, notStart) {
  for (const c of field) {
    if (!/[A-Ha-hKQkq]/.test(c) && field !== '-')
      refuse('ERR_FEN_CASTLING', 'castling field ' + describe(field) + ' has an unknown letter ' + describe(c));
  }
  if (field === '-') notStart("castling '-' gives no castling rights; a start position has all four (KQkq)");
  const left = white.indexOf('R');
  const right = white.lastIndexOf('R');
  const seen = [false, false, false, false]; // White's h-side, a-side, Black's h-side, a-side
  for (const c of field) {
    const upper = c.toUpperCase();
    let side = upper === 'K' ? 0 : upper === 'Q' ? 1 : -1;
    if (side < 0) {
      const file = upper.charCodeAt(0) - 65;
      side = file === right ? 0 : file === left ? 1 : -1;
    }
    if (side < 0) refuse('ERR_POSITION_CASTLING', 'castling letter ' + describe(c) + ' names no rook of the start position');
    const index = side + (c >= 'a' ? 2 : 0);
    if (seen[index]) refuse('ERR_POSITION_CASTLING', 'castling field ' + describe(field) + ' repeats a right');
    seen[index] = true;
  }
  if (seen.includes(false))
    notStart('a start position has all four castling rights; the field ' + describe(field) + ' lacks some');
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
