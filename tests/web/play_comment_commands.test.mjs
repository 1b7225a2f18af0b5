// The commands of a move's comment on the play page (web/play/comment-commands.js): the words
// without them, the evaluation as a figure and as a command's value, the text the notes editor
// saves (other commands kept as written), a value tried on the real library; and the half-move
// counts in the plural form of each language (web/play/counts.js). In node under happy-dom.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

installDom({ url: 'http://127.0.0.1/play.html' });
const { createChess960 } = await import('chess960');
await import('../../web/play/words.js');
const i18n = await import('../../web/shared/i18n.js');
const commands = await import('../../web/play/comment-commands.js');
const { halfMoves } = await import('../../web/play/counts.js');
i18n.addWords('play', { pl: (await import('../../web/lang/pl/play.json')).default });
const api = await createChess960();

test('words() leaves the commands out; evalFigure and evalValue write what the tree read', () => {
  assert.equal(commands.words('[%clk 0:02:58]  best  by test [%eval 0.2]'), 'best by test');
  assert.equal(commands.evalFigure({ cp: 20, mate: 0, depth: 0 }, 'en'), '+0.20');
  assert.equal(commands.evalFigure({ cp: -150, mate: 0, depth: 18 }, 'de'), '−1,50');
  assert.equal(commands.evalFigure({ cp: 0, mate: -3, depth: 0 }, 'en'), '#-3');
  assert.equal(commands.evalValue({ cp: -150, mate: 0, depth: 18 }), '-1.50,18');
  assert.equal(commands.evalValue({ cp: 0, mate: 2, depth: 0 }), '#2');
});

test('compose() keeps an unchanged text, replaces or adds the changed commands, keeps the others', () => {
  const text = '[%clk 0:02:58] best [%cal Ge2e4]';
  assert.equal(commands.compose(text, 'best', {}), text);
  assert.equal(commands.compose(text, 'better', {}), 'better [%clk 0:02:58] [%cal Ge2e4]');
  assert.equal(
    commands.compose(text, 'best', { clk: '0:01:00', eval: '#-3' }),
    'best [%clk 0:01:00] [%cal Ge2e4] [%eval #-3]',
  );
  assert.equal(commands.compose(text, '', { clk: '' }), '[%cal Ge2e4]');
});

test('readable() asks the core: what it reads as an evaluation or a clock', () => {
  for (const good of ['+0.20', '-1.5', '#-3', '0.17,23'])
    assert.equal(commands.readable(api, 'eval', good), true, good);
  for (const bad of ['abc', '0.2]', '#1.5', '']) assert.equal(commands.readable(api, 'eval', bad), false, bad);
  assert.equal(commands.readable(api, 'clk', '1:30:00'), true);
  assert.equal(commands.readable(api, 'clk', 'soon'), false);
});

test('halfMoves() in the plural form of the language: 1 Halbzug, 2 półruchy, 5 półruchów', () => {
  i18n.setLang('de', false);
  assert.equal(halfMoves(1), '1 Halbzug');
  assert.equal(halfMoves(12), '12 Halbzüge');
  i18n.setLang('en', false);
  assert.equal(halfMoves(1), '1 half-move');
  assert.equal(halfMoves(0), '0 half-moves');
  i18n.setLang('pl', false);
  assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map(halfMoves), [
    '1 półruch',
    '2 półruchy',
    '4 półruchy',
    '5 półruchów',
    '12 półruchów',
    '22 półruchy',
    '25 półruchów',
  ]);
});
