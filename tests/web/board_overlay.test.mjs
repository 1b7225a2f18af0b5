// The board's overlay of arrows and badges (web/board/overlay.js): squares in, shapes drawn over
// the squares the board drew (its DOM contract), following a turned board when set again; the
// best move full, other lines fainter; squares the board lacks draw nothing. Knows no rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';

installDom({ html: '<div id="host"></div>' });
const board = await import('../../web/board/board.js');
const overlay = await import('../../web/board/overlay.js');

// Returns the start point of each arrow's shaft as [x, y].
const starts = (svg) =>
  [...svg.querySelectorAll('[data-arrow] line')].map((l) => [
    Number(l.getAttribute('x1')),
    Number(l.getAttribute('y1')),
  ]);

test('arrows start at the centre of their square, follow a turned board, the others fainter', () => {
  const b = board.create({ pieces: {}, coords: 'outside' });
  const layer = overlay.create(b.svg);
  layer.set({
    arrows: [
      { from: 'g1', to: 'f3' },
      { from: 'e2', to: 'e4', faint: true },
    ],
  });
  const g1 = b.squareRect('g1');
  const e2 = b.squareRect('e2');
  assert.deepEqual(starts(b.svg), [
    [g1.x + g1.size / 2, g1.y + g1.size / 2],
    [e2.x + e2.size / 2, e2.y + e2.size / 2],
  ]);
  assert.equal(b.svg.querySelectorAll('.pb-arrow-faint').length, 1);
  // Black at the bottom: g1 is now near the top left.
  b.setOrientation('black');
  layer.set({ arrows: [{ from: 'g1', to: 'f3', kind: 'review' }] });
  const turned = b.squareRect('g1');
  assert.deepEqual(starts(b.svg), [[turned.x + turned.size / 2, turned.y + turned.size / 2]]);
  assert.ok(turned.y < g1.y, 'the first rank is at the top');
  assert.equal(b.svg.querySelector('[data-arrow]').getAttribute('data-arrow'), 'review');
});

test('a badge names its glyph; nothing is drawn for squares the board lacks; set() clears', () => {
  const b = board.create({ pieces: {}, coords: 'outside' });
  const layer = overlay.create(b.svg);
  layer.set({ arrows: [{ from: 'z9', to: 'e4' }], badges: [{ square: 'e5', text: '??', kind: 'blunder' }] });
  assert.equal(b.svg.querySelectorAll('[data-arrow]').length, 0);
  const badge = b.svg.querySelector('[data-badge]');
  assert.equal(badge.getAttribute('data-badge'), '??');
  assert.equal(badge.textContent, '??');
  assert.ok(badge.classList.contains('pb-badge-blunder'));
  assert.equal(b.svg.lastChild.getAttribute('class'), 'pb-overlay', 'drawn over everything');
  layer.set(null);
  assert.equal(b.svg.querySelector('.pb-overlay').childNodes.length, 0);
});
