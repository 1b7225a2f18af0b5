// Unit tests of database/annotations.js: which games of a PGN text carry comments, NAGs or side
// lines, told from the text alone (tag lines, escape lines and clock-only comments do not count).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mark, scan } from '../../web/play/database/annotations.js';

const GAMES = [
  '[Event "Who? Why!"]\n[Result "*"]\n\n1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:59] [%eval 0.2]} *\n',
  '[Event "b"]\n\n1. e4 { a plan (with brackets) and ! } e5 *\n',
  '[Event "c"]\n\n1. e4 e5 2. Nf3!? Nc6 $2 *\n',
  '[Event "d"]\n\n1. e4 (1. d4 d5) e5 ; a rest-of-line comment\n*\n',
  '[Event "e"]\n%escaped ( line ! {\n1. e4 e5 *\n',
];

// Returns the text of the games and the first line of each.
function file(games) {
  const firstLines = [];
  let line = 1;
  for (const g of games) {
    firstLines.push(line);
    line += g.split('\n').length;
  }
  return { text: games.join('\n'), firstLines };
}

test('comments, NAGs and side lines are told apart per game; tags, escapes and clocks do not count', () => {
  const { text, firstLines } = file(GAMES);
  assert.deepEqual(scan(text, firstLines), [
    { comments: false, nags: false, lines: false },
    { comments: true, nags: false, lines: false },
    { comments: false, nags: true, lines: false },
    { comments: true, nags: false, lines: true },
    { comments: false, nags: false, lines: false },
  ]);
});

test('mark() sets notes on list rows, null for a game without', () => {
  const { text, firstLines } = file(GAMES.slice(0, 3));
  const rows = mark(
    firstLines.map((line) => ({ line })),
    text,
  );
  assert.deepEqual(
    rows.map((r) => r.notes),
    [null, { comments: true, nags: false, lines: false }, { comments: false, nags: true, lines: false }],
  );
});
