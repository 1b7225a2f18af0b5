// The pieces of a start position from its number alone, without WebAssembly (the 960 back ranks
// of 'chess960/numbering'), for the early diagram of a page and the widget's first diagram. No
// other imports and no side effects, so that the widget takes it without the page's early work.
import { backRank } from 'chess960/numbering';

const FILES = 'abcdefgh';
const PLAIN_NUMBER = /^\s*0*\d{1,3}\s*$/; // leading zeros as the one reader takes them

// Returns the pieces of start position n ({ a1: 'R', …, a8: 'r', … }), or null for no such number.
export function pieces(n) {
  if (!Number.isInteger(n) || n < 0 || n > 959) return null;
  const rank = backRank(n);
  const out = {};
  for (let i = 0; i < 8; i++) {
    out[FILES[i] + '1'] = rank[i];
    out[FILES[i] + '2'] = 'P';
    out[FILES[i] + '7'] = 'p';
    out[FILES[i] + '8'] = rank[i].toLowerCase();
  }
  return out;
}

// Returns the number a text names as plain digits 0..959, else null.
export function numberOf(text) {
  if (text === null || text === undefined || !PLAIN_NUMBER.test(text)) return null;
  const n = Number(text);
  return pieces(n) ? n : null;
}
