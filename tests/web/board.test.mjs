// The board (web/board/): drawing from pieces, redrawing only what changed, square geometry in
// both orientations, marks, and input from pointer and keyboard — the modules in node on a
// happy-dom window (tests/web/dom.mjs), no browser.
import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import { closeDom, installDom } from './dom.mjs';
import * as board960 from '../../web/board/board.js';
import * as marks960 from '../../web/board/marks.js';
import * as input960 from '../../web/board/input.js';

let win; // the window of the current test
beforeEach(() => {
  win = installDom();
});
after(closeDom);

// Returns the pieces of the ordinary start position, written out square by square.
function startPieces() {
  const pieces = {};
  'RNBQKBNR'.split('').forEach((letter, i) => {
    const file = 'abcdefgh'[i];
    pieces[`${file}1`] = letter;
    pieces[`${file}2`] = 'P';
    pieces[`${file}7`] = 'p';
    pieces[`${file}8`] = letter.toLowerCase();
  });
  return pieces;
}

// Returns { square: 'wK' } as read back from the DOM contract.
function readBoard(svg) {
  const out = {};
  for (const sq of svg.querySelectorAll('[data-square]')) {
    const piece = sq.querySelector('[data-piece]');
    if (piece) out[sq.getAttribute('data-square')] = piece.getAttribute('data-piece');
  }
  return out;
}

test('the board draws the pieces it is given, by the DOM contract', () => {
  const board = board960.create({ pieces: startPieces(), label: 'Start' });
  const drawn = readBoard(board.svg);
  assert.equal(Object.keys(drawn).length, 32);
  assert.equal(drawn.e1, 'wK');
  assert.equal(drawn.d8, 'bQ');
  assert.equal(drawn.e4, undefined);
  assert.equal(board.svg.querySelectorAll('[data-square]').length, 64);
  assert.equal(board.svg.getAttribute('aria-label'), 'Start');
});

test('a move redraws only the squares whose piece changed', () => {
  const board = board960.create({ pieces: startPieces() });
  const before = new Map(board960.squares().map((sq) => [sq, board.pieceNode(sq)]));
  const after = startPieces();
  delete after.e2;
  after.e4 = 'P';
  board.setPieces(after);
  for (const sq of board960.squares()) {
    const same = board.pieceNode(sq) === before.get(sq);
    assert.equal(same, sq !== 'e2' && sq !== 'e4', sq);
  }
  assert.equal(readBoard(board.svg).e4, 'wP');
  assert.equal(board.pieceNode('e2'), null);
});

test('square geometry follows the orientation, both ways', () => {
  const board = board960.create({ coords: false });
  const a1 = board.squareRect('a1');
  const h8 = board.squareRect('h8');
  assert.ok(a1.x < h8.x && a1.y > h8.y, 'white at the bottom: a1 bottom left');
  assert.equal(board.squareAt(a1.x + 50, a1.y + 50), 'a1');
  assert.equal(board.squareAt(h8.x + 1, h8.y + 99), 'h8');
  assert.equal(board.squareAt(-5, -5), null);
  board.setOrientation('black');
  assert.equal(board.orientation(), 'black');
  const a1b = board.squareRect('a1');
  assert.ok(a1b.x > board.squareRect('h8').x && a1b.y < board.squareRect('h8').y, 'black at the bottom: a1 top right');
  for (const sq of ['a1', 'e4', 'h8', 'c6']) {
    const r = board.squareRect(sq);
    assert.equal(board.squareAt(r.x + 10, r.y + 10), sq);
  }
});

test('marks: last move, check, targets as dots or rings, and only changed kinds are redrawn', () => {
  const board = board960.create({ pieces: { e1: 'K', e8: 'k', d2: 'P' } });
  const marks = marks960.create(board, {});
  marks.set({ lastMove: ['e2', 'e4'], check: 'e1', targets: ['d3', 'e8'] });
  const kinds = (sq) =>
    [...board.squareNode(sq).querySelectorAll('[data-mark]')].map((m) => m.getAttribute('data-mark'));
  assert.deepEqual(kinds('e4'), ['last-move']);
  assert.deepEqual(kinds('e1'), ['check']);
  assert.ok(board.squareNode('d3').querySelector('.pb-dot'), 'empty target: a dot');
  assert.ok(board.squareNode('e8').querySelector('.pb-ring'), 'occupied target: a ring');
  const lastMoveNode = board.squareNode('e4').querySelector('[data-mark="last-move"]');
  marks.set({ check: null, lastMove: ['e2', 'e4'] });
  assert.equal(board.squareNode('e4').querySelector('[data-mark="last-move"]'), lastMoveNode, 'unchanged: kept');
  assert.deepEqual(kinds('e1'), []);
  marks.set({ rookLandings: [{ square: 'f1', color: 'w' }] });
  assert.ok(board.topLayer.querySelector('[data-rook-landing="f1"]'));
});

// Returns a board with input attached, its container and a log of what the input reported.
function interactiveBoard(targets) {
  const container = win.document.body.appendChild(win.document.createElement('div'));
  const board = board960.render(container, { pieces: { e1: 'K', h1: 'R', e8: 'k' }, coords: false });
  // happy-dom has no layout: screen coordinates are SVG coordinates.
  board.clientToSvg = (x, y) => ({ x, y });
  const marks = marks960.create(board, {});
  const log = [];
  const input = input960.attach(board, marks, container, {
    canPick: (sq) => sq === 'e1' || sq === 'h1',
    targets: (sq) => targets[sq] || [],
    onMove: (from, to, how) => log.push(['move', from, to, how]),
    onSelect: (sq) => log.push(['select', sq]),
    homeSquare: () => 'e1',
  });
  const at = (sq) => {
    const r = board.squareRect(sq);
    return { clientX: r.x + 50, clientY: r.y + 50 };
  };
  const pointer = (type, sq, extra = {}) =>
    container.dispatchEvent(
      new win.PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        ...at(sq),
        ...extra,
      }),
    );
  const key = (k) =>
    container.dispatchEvent(new win.KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: k }));
  return { board, marks, input, log, pointer, key, container };
}

test('input: click a piece, then a target, asks for that move; a non-target puts it back', () => {
  const { log, pointer, marks } = interactiveBoard({ e1: ['f1', 'g1', 'h1'] });
  pointer('pointerdown', 'e1');
  pointer('pointerup', 'e1');
  assert.deepEqual(log, [['select', 'e1']]);
  assert.deepEqual([...marks.get().targets], ['f1', 'g1', 'h1']);
  pointer('pointerdown', 'g1');
  assert.deepEqual(log.at(-1), ['move', 'e1', 'g1', 'click']);
  pointer('pointerdown', 'e1');
  pointer('pointerup', 'e1');
  pointer('pointerdown', 'e5');
  assert.deepEqual(log.at(-1), ['select', null]);
});

test('input: dragging a piece onto a target asks for the move; elsewhere it goes back', () => {
  const { log, pointer, board } = interactiveBoard({ e1: ['f1', 'h1'] });
  pointer('pointerdown', 'e1');
  pointer('pointermove', 'f2');
  assert.ok(board.svg.querySelector('.pb-drag'), 'a dragged copy follows the pointer');
  pointer('pointerup', 'h1');
  assert.deepEqual(log.at(-1), ['move', 'e1', 'h1', 'drag']);
  assert.equal(board.svg.querySelector('.pb-drag'), null);
  pointer('pointerdown', 'e1');
  pointer('pointermove', 'c3');
  pointer('pointerup', 'c3');
  assert.deepEqual(log.at(-1), ['select', null]);
});

test('input: keyboard — arrows move the focus, Enter picks up and drops, Escape cancels', () => {
  const { log, key, marks, input } = interactiveBoard({ e1: ['f1', 'd1'] });
  key('ArrowUp');
  assert.equal(input.focusSquare(), 'e1', 'the first arrow shows the focus on the home square');
  key('Enter');
  assert.deepEqual(log.at(-1), ['select', 'e1']);
  key('ArrowRight');
  assert.equal(marks.get().focus, 'f1');
  key('Enter');
  assert.deepEqual(log.at(-1), ['move', 'e1', 'f1', 'keyboard']);
  key('ArrowLeft');
  key('Enter');
  assert.equal(input.selected(), 'e1');
  key('Escape');
  assert.equal(input.selected(), null);
});

test('input on a board turned to Black: arrow keys move as the player sees them', () => {
  const { key, input, board } = interactiveBoard({});
  board.setOrientation('black');
  key('ArrowUp');
  assert.equal(input.focusSquare(), 'e1', 'the first arrow shows the focus on the home square');
  key('ArrowDown');
  assert.equal(input.focusSquare(), 'e2', 'down on the screen is up the board for Black');
  key('ArrowRight');
  assert.equal(input.focusSquare(), 'd2', 'right on the screen is toward the a-file for Black');
});
