// The move list component (web/components/move-list/): drawn from a snapshot of a game's tree as
// the library gives it (api.readPgn), it shows the main line, the side lines, comments, NAGs and
// clocks as chessops reads the same PGN, marks the move shown, and reports the move a user picks
// as a 'move-pick' event. It knows no page: the words come from the host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePgn, parseComment } from 'chessops/pgn';
import { loadApi } from '../js/load.mjs';
import { installDom } from './dom.mjs';

const window = installDom({ html: '<ol id="list"></ol>' });
const moveList = await import('../../web/components/move-list/move-list.js');
const api = await loadApi();

const PGN =
  '[Event "x"]\n\n{Opening words} 1. e4 {[%clk 0:02:58] best by test} e5 $1 (1... c5 $2 {the Sicilian <b>} 2. Nf3) ' +
  '2. Nf3 Nc6 (2... d6 3. d4 (3. Bc4)) 3. Bb5 *\n';

// The host's words: plain, so that the test reads what the component adds.
const WORDS = {
  sideLine: 'Side line',
  clock: 'Clock',
  evalTitle: 'Evaluation',
  label: (node, number, color) => `${node.san} (${number}${color})`,
  comment: (text) => parseComment(text).text.trim(),
  evalText: (ev) => String(ev.cp),
};

// Returns chessops' reading of the PGN: its game and the main line's SAN.
function oracle() {
  const game = parsePgn(PGN)[0];
  return { main: [...game.moves.mainline()].map((m) => m.san), game };
}

// Draws the PGN's game with the board at its node `shown` (default: the end of the main line).
function drawn(shown) {
  const game = api.readPgn(PGN);
  const tree = game.tree();
  game.delete();
  const list = window.document.getElementById('list');
  const at = moveList.draw(list, { tree, shown: shown ?? tree.current, firstPly: 0 }, WORDS);
  return { tree, list, at };
}

test('the main line holds the moves chessops reads; the side lines of the text are groups', () => {
  const { list } = drawn();
  const { main } = oracle();
  const rows = [...list.querySelectorAll(':scope > li.move-row .move')].map((b) => b.textContent);
  assert.deepEqual(rows, main);
  const groups = [...list.querySelectorAll(':scope > li.move-notes > .side-line')];
  assert.deepEqual(
    groups.map((g) => [...g.querySelectorAll(':scope > .move-cell .move')].map((b) => b.textContent)),
    [
      ['c5', 'Nf3'],
      ['d6', 'd4'],
    ],
  );
  const nested = list.querySelector('.side-line .side-line');
  assert.equal(nested.getAttribute('role'), 'group');
  assert.equal(nested.getAttribute('aria-label'), 'Side line');
  assert.deepEqual(
    [...nested.querySelectorAll('.move')].map((b) => b.textContent),
    ['Bc4'],
  );
  assert.deepEqual(
    [...list.querySelectorAll('.move-no')].slice(0, 3).map((n) => n.textContent),
    ['1.', '1…', '1…'],
    "after a comment or a side line, Black's move is numbered again",
  );
});

test('comments are text (never markup), NAGs are glyphs, clocks are h:mm:ss', () => {
  const { list, tree } = drawn();
  const comments = [...list.querySelectorAll('.move-comment')].map((c) => c.textContent);
  const { game } = oracle();
  const first = [...game.moves.mainline()][0];
  assert.deepEqual(comments.slice(0, 2), [game.comments.join(' ').trim(), parseComment(first.comments[0]).text.trim()]);
  assert.ok(comments.includes('the Sicilian <b>'), comments.join(' | '));
  assert.equal(list.querySelector('b'), null, 'a comment is never markup');
  const clock = parseComment(first.comments[0]).clock;
  assert.equal(list.querySelector('.clock').textContent, '0:02:58');
  assert.equal(clock, 178);
  const e5 = tree.nodes.find((n) => n && n.san === 'e5');
  const cell = list.querySelector(`[data-node="${e5.id}"]`).parentElement;
  assert.equal(cell.querySelector('.nag').textContent, '!');
  const c5 = tree.nodes.find((n) => n && n.san === 'c5');
  assert.equal(list.querySelector(`[data-node="${c5.id}"]`).parentElement.querySelector('.nag').textContent, '?');
});

test('the move shown carries aria-current; moves of the line shown carry their half-move', () => {
  const { tree } = drawn();
  const d6 = tree.nodes.find((n) => n && n.san === 'd6');
  const { list, at } = drawn(d6.id);
  assert.equal(at.getAttribute('data-node'), String(d6.id));
  assert.equal(at.getAttribute('aria-current'), 'step');
  assert.equal(list.querySelectorAll('[aria-current]').length, 1);
  const onLine = [...list.querySelectorAll('[data-ply]')].map((b) => [b.textContent, b.getAttribute('data-ply')]);
  assert.deepEqual(onLine, [
    ['e4', '1'],
    ['e5', '2'],
    ['Nf3', '3'],
    ['Nc6', '4'],
    ['Bb5', '5'],
  ]);
});

test('a click on a move reports its node as a move-pick event; elsewhere nothing', () => {
  const { list, tree } = drawn();
  moveList.reportPicks(list);
  const picks = [];
  list.addEventListener('move-pick', (ev) => picks.push(ev.detail));
  const bc4 = tree.nodes.find((n) => n && n.san === 'Bc4');
  list.querySelector(`[data-node="${bc4.id}"]`).click();
  const e4 = tree.nodes.find((n) => n && n.san === 'e4');
  list.querySelector(`[data-node="${e4.id}"]`).click();
  list.querySelector('.move-no').click();
  assert.deepEqual(picks, [
    { node: bc4.id, ply: null },
    { node: e4.id, ply: 1 },
  ]);
});

test('the component knows no page: it imports only shared helpers', async () => {
  const fs = await import('node:fs');
  const text = fs.readFileSync(new URL('../../web/components/move-list/move-list.js', import.meta.url), 'utf8');
  const imports = [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
  assert.deepEqual(
    imports.filter((p) => !p.startsWith('../../shared/')),
    [],
  );
});
