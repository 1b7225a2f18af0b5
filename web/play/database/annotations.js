// @ts-check
// Which games of a PGN text carry annotations, told from the text in one pass without reading a
// move: a comment ({…} or ;… with words beyond [%clk]-style commands), a NAG ($n or !/? glyphs)
// or a side line ("("). Tag lines and escape lines (%) are skipped, and nothing inside a comment
// counts but its words. Each game is the lines from its first (PgnDatabase.info(i).line) to the
// next game's.
//
//   scan(text, firstLines) -> [{ comments, nags, lines }] one per game (booleans)
//   mark(rows, text)        sets row.notes (those marks, or null when a game has none) on list rows
/** @import { GameNotes, GameRow } from './messages.js' */

const NEWLINE = 10;
const CODES = {
  open: 123, // {
  semicolon: 59,
  paren: 40,
  dollar: 36,
  bang: 33,
  question: 63,
  bracket: 91, // [
  percent: 37,
};

// Returns the index of the end of the line that holds index i (the newline, or the text's end).
/** @param {string} text @param {number} i @returns {number} */
function lineEnd(text, i) {
  const end = text.indexOf('\n', i);
  return end < 0 ? text.length : end;
}

// Returns true when a comment's text has words beyond its [%…] commands.
/** @param {string} body @returns {boolean} */
function hasWords(body) {
  return body.replace(/\[%[^\]]*\]/g, '').trim() !== '';
}

// Returns the marks of each game of a PGN text (see the header).
/** @param {string} text @param {number[]} firstLines @returns {GameNotes[]} */
export function scan(text, firstLines) {
  /** @type {GameNotes[]} */
  const marks = firstLines.map(() => ({ comments: false, nags: false, lines: false }));
  if (!marks.length) return marks;
  let game = 0;
  let line = 1;
  let atLineStart = true;
  // Moves on to the game that holds the current line.
  const follow = () => {
    while (game + 1 < firstLines.length && line >= firstLines[game + 1]) game++;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      line++;
      atLineStart = true;
      follow();
      continue;
    }
    const start = atLineStart;
    atLineStart = false;
    if (start && (c === CODES.bracket || c === CODES.percent)) {
      i = lineEnd(text, i) - 1;
    } else if (c === CODES.open) {
      let end = text.indexOf('}', i + 1);
      if (end < 0) end = text.length;
      const body = text.slice(i + 1, end);
      if (hasWords(body)) marks[game].comments = true;
      for (let k = body.indexOf('\n'); k >= 0; k = body.indexOf('\n', k + 1)) line++;
      follow();
      i = end;
    } else if (c === CODES.semicolon) {
      const end = lineEnd(text, i);
      if (hasWords(text.slice(i + 1, end))) marks[game].comments = true;
      i = end - 1;
    } else if (c === CODES.paren) {
      marks[game].lines = true;
    } else if (c === CODES.dollar || c === CODES.bang || c === CODES.question) {
      marks[game].nags = true;
    }
  }
  return marks;
}

// Sets each row's notes: its marks when it has any, else null.
/** @param {GameRow[]} rows @param {string} text @returns {GameRow[]} */
export function mark(rows, text) {
  const marks = scan(
    text,
    rows.map((row) => row.line),
  );
  rows.forEach(function (row, i) {
    const m = marks[i];
    row.notes = m.comments || m.nags || m.lines ? m : null;
  });
  return rows;
}
