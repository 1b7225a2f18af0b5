// The pure parts of the game viewer (web/viewer/) in node under happy-dom, on the example file of
// the embed guide (web/embed/games.pgn) read by the library: the chooser's rows and its filter by
// player, the readout (move numbers from a set-up position, a castling said as what happens, the
// clocks of both players at a move, the evaluation bar), the game's head and the export of a
// self-contained PGN, a file name and the play page's address. Expected values come from the
// PGN standard (Seven Tag Roster, SetUp/FEN), the Chess960 castling rule (the king ends on g1 or
// c1, the rook on f1 or d1), chessops replaying the same text and the text of the file itself.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { makeFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'https://club.example/games/index.html' });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FILE = fs.readFileSync(path.join(root, 'web', 'embed', 'games.pgn'), 'utf8');
await import('../../web/viewer/words.js');
const { createChess960 } = await import('chess960');
const { createChooser } = await import('../../web/viewer/chooser.js');
const readout = await import('../../web/viewer/readout.js');
const { rowOf } = await import('../../web/viewer/head.js');
const { fileName, playUrl, positionPgn } = await import('../../web/viewer/export.js');

const api = await createChess960();
const db = api.readPgnDatabase(FILE);

// Returns chessops' reading of a PGN text: its tags, and the FEN after each move of the main line.
function chessops(text) {
  const [game] = parsePgn(text);
  const pos = startingPosition(game.headers).unwrap();
  const fens = [makeFen(pos.toSetup())];
  for (const node of game.moves.mainline()) {
    pos.play(parseSan(pos, node.san));
    fens.push(makeFen(pos.toSetup()));
  }
  return { tags: Object.fromEntries(game.headers), fens };
}
// A FEN without its castling field (chessops writes the rights as X-FEN, the library as Shredder).
const board = (fen) =>
  fen
    .split(' ')
    .filter((_, i) => i !== 2)
    .join(' ');

// Resolves after the chooser's batches (drawn in timers) are done.
const drawn = (list) =>
  new Promise((resolve) => {
    const wait = () => (list.hasAttribute('data-complete') ? resolve() : setTimeout(wait, 5));
    wait();
  });

test('the chooser lists each game of the file and filters by player, ignoring case', async () => {
  const picks = [];
  const chooser = createChooser({ onPick: (i) => picks.push(i), piecesOf: () => ({}) });
  win.document.body.append(chooser.root);
  chooser.show(db.length, (i) => rowOf(db, i), 0, 'en');
  const list = chooser.root.querySelector('.games');
  await drawn(list);
  assert.equal(chooser.root.hidden, false, 'a file of three games has a chooser');
  const titles = () => [...list.querySelectorAll('li:not([hidden]) .game-title')].map((n) => n.textContent);
  // the players and results as the file's tags write them
  assert.deepEqual(titles(), [
    'Weber, Anna – Novak, Ben 1-0',
    'Novak, Ben – Kaya, Deniz 1/2-1/2',
    'Kaya, Deniz – Weber, Anna 0-1',
  ]);
  const details = [...list.querySelectorAll('.game-details')].map((n) => n.textContent);
  assert.equal(details[1], 'Round 2 · 2026.03.21 · Start position no. 740', 'RBBKNNQR is no. 740');
  assert.equal(chooser.root.querySelector('.count').textContent, '3 games');
  const filter = chooser.root.querySelector('input.filter');
  filter.value = 'WEBER';
  filter.dispatchEvent(new Event('input'));
  assert.deepEqual(titles(), ['Weber, Anna – Novak, Ben 1-0', 'Kaya, Deniz – Weber, Anna 0-1']);
  assert.equal(chooser.root.querySelector('.count').textContent, '2 of 3 games');
  filter.value = 'Carlsen';
  filter.dispatchEvent(new Event('input'));
  assert.deepEqual(titles(), []);
  assert.equal(chooser.root.querySelector('.no-match').hidden, false, 'no game of this player: said so');
  list.querySelector('button[data-game="2"]').click();
  assert.deepEqual(picks, [2]);
  chooser.show(1, (i) => rowOf(db, i), 0, 'en');
  assert.equal(chooser.root.hidden, true, 'a single game has no chooser');
  chooser.root.remove();
});

test('the readout: a castling said as what happens, numbers from a set-up position, both clocks', () => {
  const game = db.open(0);
  try {
    const tree = game.tree();
    game.goTo(0);
    const start = game.view();
    assert.equal(readout.firstPlyOf(start), 0, 'White moves first from the start');
    // 3. O-O, the fifth half-move: king f1 to g1, rook h1 to f1 (the Chess960 rule)
    const castle = tree.nodes.find((n) => n.ply === 5 && n.san === 'O-O');
    game.goTo(castle.id);
    const move = game.view().lastMove;
    assert.equal(readout.spoken(castle, move, 0, 'en'), '3. White: O-O: king f1 to g1, rook h1 to f1');
    assert.equal(readout.spoken(castle, move, 0, 'de'), '3. Weiß: O-O: König f1 nach g1, Turm h1 nach f1');
    assert.equal(readout.spoken(null, null, 0, 'en'), 'start position');
    // the file's [%clk] after 2... Ngf6: White 0:29:20 (1760 s) from 2. Ngf3, Black 0:29:02 (1742 s)
    const ngf6 = tree.nodes.find((n) => n.ply === 4);
    assert.deepEqual(readout.clocksAt(tree, ngf6.id, 0), { w: 1760, b: 1742 });
    assert.deepEqual(readout.clocksAt(tree, 0, 0), { w: null, b: null });
    // the castlings of the start: O-O king f1→g1, rook h1→f1; O-O-O king f1→c1, rook a1→d1
    assert.deepEqual(readout.castlingLines(start, 'en'), [
      'O-O: king f1 → g1, rook h1 → f1',
      'O-O-O: king f1 → c1, rook a1 → d1',
    ]);
    const main = readout.mainLine(tree);
    assert.equal(main.length - 1, chessops(FILE.split(/\n\n(?=\[Event )/)[0]).fens.length - 1, 'the main line');
  } finally {
    game.delete();
  }
  // A game set up with Black to move at move 12: its first move is 12... (half-move 23).
  const firstPly = readout.firstPlyOf({ moveNumber: 12, turn: 'b' });
  assert.equal(firstPly, 23);
  assert.deepEqual(readout.moveNumber(firstPly, { ply: 1 }), { number: 12, color: 'b' });
  assert.deepEqual(readout.moveNumber(firstPly, { ply: 2 }), { number: 13, color: 'w' });
  assert.equal(readout.whiteShare({ mate: 3 }), 1);
  assert.equal(readout.whiteShare({ mate: -2 }), 0);
  assert.equal(readout.whiteShare({ cp: 0 }), 0.5, 'an equal position: half the bar');
});

test('export: a self-contained PGN of the position shown, read by chessops to the same position', () => {
  const text = FILE.split(/\n\n(?=\[Event )/)[0];
  const expected = chessops(text);
  const game = db.open(0);
  try {
    const tree = game.tree();
    const ply6 = tree.nodes.find((n) => n.ply === 6 && n.parent !== null && readout.mainLine(tree).includes(n.id));
    game.goTo(ply6.id);
    const pgn = positionPgn(api, game, db.tags(0));
    const read = chessops(pgn);
    // SetUp "1" and FEN: the start; Variant names the rules; Result "*": the game goes on
    assert.equal(read.tags.SetUp, '1');
    assert.equal(read.tags.Variant, 'Chess960');
    assert.equal(read.tags.Result, '*');
    assert.equal(board(read.tags.FEN), board(expected.tags.FEN));
    for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black'])
      assert.equal(read.tags[tag], expected.tags[tag], tag);
    assert.equal(read.fens.length, 7, 'six half-moves, to the one shown');
    assert.equal(board(read.fens.at(-1)), board(expected.fens[6]));
    assert.ok(!pgn.includes('[%clk'), 'no comments of the moves after');
  } finally {
    game.delete();
  }
  assert.equal(fileName({ White: 'Weber, Anna', Black: 'Novak, Ben', Round: '1' }, 0), 'Weber_Anna-Novak_Ben-1.pgn');
  assert.equal(fileName({ White: 'Müller', Black: 'Dvořák', Round: '?' }, 4), 'Muller-Dvorak.pgn', 'accents dropped');
  assert.equal(fileName({ White: '?', Black: '?' }, 4), 'game-5.pgn');
  const fen = 'rbbqnknr/pppppppp/8/8/4P3/8/PPPP1PPP/RBBQNKNR b HAha - 0 1';
  const url = new URL(playUrl('../play.html', fen));
  assert.equal(url.origin + url.pathname, 'https://club.example/play.html');
  assert.equal(url.searchParams.get('fen'), fen);
  assert.equal(playUrl('', fen), null);
  assert.equal(playUrl('javascript:alert(1)', fen), null, 'only http(s) and file addresses');
});
