// The analysis lines of the play page (web/play/engine/lines.js) under happy-dom: each line's first
// move is an arrow on the page's board overlay, joining the squares the core spells the move out
// with (the real library: web/play/review/figures.js movePlayed, as the Advice hands it), so a
// Chess960 castling written king-takes-rook (b1h1) is an arrow from the king to g1, where the
// castling rule puts the king; the other lines' arrows are faint, and clear() takes them away.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const { document } = installDom({ url: 'http://127.0.0.1/play.html', html: '<div id="engine-multi"></div>' });
const { createChess960 } = await import('chess960');
await import('../../web/shared/words.js');
const { AnalysisLines } = await import('../../web/play/engine/lines.js');
const { movePlayed } = await import('../../web/play/review/figures.js');
const api = await createChess960();

// King b1 and rook h1 (White may castle short), Black's king on e8.
const FEN = '4k3/8/8/8/8/8/8/1K5R w H - 0 1';
const POS = { fen: FEN, turn: 'w' };
const text = {
  sans: () => [],
  lineText: () => '',
  scoreText: () => '+0.00',
  move: (pos, uci) => movePlayed(api, pos.fen, [], uci, 'en'),
};

// Returns AnalysisLines over an overlay that keeps what it was asked to draw.
function linesOver() {
  const drawn = [];
  const overlay = { show: (owner, shapes) => drawn.push([owner, shapes]) };
  const lines = new AnalysisLines(overlay);
  lines.setUp(() => {});
  return { lines, drawn };
}

test("a castling's arrow goes from the king to its destination, not to the rook", () => {
  const { lines, drawn } = linesOver();
  lines.show(POS, { depth: 8, nps: 1000, score: { cp: 500 }, pv: ['b1h1', 'e8d7'] }, 'en', text);
  assert.deepEqual(drawn.at(-1), ['analysis', { arrows: [{ from: 'b1', to: 'g1', faint: false }] }]);
});

test('the lines asked for are drawn, the best one full; clear() draws none', () => {
  const { lines, drawn } = linesOver();
  const select = document.getElementById('engine-lines-count');
  select.value = '2';
  select.dispatchEvent(new Event('change'));
  assert.equal(lines.count(), 2);
  const info = {
    depth: 8,
    nps: 1000,
    score: { cp: 500 },
    pv: ['h1h7'],
    lines: [
      { score: { cp: 500 }, pv: ['h1h7'] },
      { score: { cp: 480 }, pv: ['b1h1'] },
      { score: { cp: 300 }, pv: ['b1a1'] },
    ],
  };
  lines.show(POS, info, 'en', text);
  assert.deepEqual(drawn.at(-1)[1].arrows, [
    { from: 'h1', to: 'h7', faint: false },
    { from: 'b1', to: 'g1', faint: true },
  ]);
  assert.equal(document.querySelectorAll('#engine-lines li').length, 2);
  lines.clear();
  assert.deepEqual(drawn.at(-1), ['analysis', null]);
});
