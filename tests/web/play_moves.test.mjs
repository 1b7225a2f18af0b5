// What a move request means on the play page (web/play/moves.js): a board gesture, given the
// core's movesBetween answer (written out here from the rules), and text typed into the move
// box, played on the real library (the package's module) with its refusals in German and English.
// Also how far undo and redo go (web/play/undo.js). The modules in node under happy-dom.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

installDom({ url: 'http://127.0.0.1/play.html' });
const { createChess960 } = await import('chess960');
await import('../../web/shared/words.js');
await import('../../web/play/words.js');
const i18n = await import('../../web/shared/i18n.js');
const moves = await import('../../web/play/moves.js');
const undo = await import('../../web/play/undo.js');
i18n.setLang('de', false);

// Returns a value as plain data (the functions of an answer left out).
const plain = (value) => JSON.parse(JSON.stringify(value));
const api = await createChess960();
const normal = (uci, san) => ({ uci, san, kind: 'normal' });
const castling = (uci, side) => ({ uci, san: side === 'h' ? 'O-O' : 'O-O-O', kind: 'castling', side });
const promotion = (uci, p) => ({
  uci: uci + p,
  san: `${uci.slice(2, 4)}=${p.toUpperCase()}`,
  kind: 'promotion',
  promotion: p,
});

test('a drop that means no legal move does nothing', () => {
  assert.deepEqual(plain(moves.intent([])), { kind: 'none' });
  assert.deepEqual(plain(moves.intent(undefined)), { kind: 'none' });
});

test('a drop with one meaning is played at once: a knight move, the king onto its own rook', () => {
  assert.deepEqual(plain(moves.intent([normal('g1f3', 'Sf3')])), { kind: 'play', move: normal('g1f3', 'Sf3') });
  // No. 15 (QNNRKRBB), Black: the king e8 dropped on its rook d8 can only mean O-O-O.
  assert.deepEqual(plain(moves.intent([castling('e8d8', 'a')])), { kind: 'play', move: castling('e8d8', 'a') });
  // The king dropped on g1, two files from e1: only castling (g1 is no king step).
  assert.deepEqual(plain(moves.intent([castling('e1h1', 'h')])), { kind: 'play', move: castling('e1h1', 'h') });
});

test('a king drop one file away that is also castling asks which is meant', () => {
  // No. 709 (RKBBQNNR): king b1 to c1 is a king step, and c1 is where O-O-O puts the king.
  const answer = [normal('b1c1', 'Kc1'), castling('b1a1', 'a')];
  assert.deepEqual(plain(moves.intent(answer)), {
    kind: 'castling',
    step: normal('b1c1', 'Kc1'),
    castling: castling('b1a1', 'a'),
  });
});

test('a pawn reaching the last rank asks for the piece, offered queen, rook, bishop, knight', () => {
  const answer = ['n', 'q', 'b', 'r'].map((p) => promotion('b7b8', p));
  const meaning = plain(moves.intent(answer));
  assert.equal(meaning.kind, 'promotion');
  assert.deepEqual(
    meaning.choices.map((m) => m.uci),
    ['b7b8q', 'b7b8r', 'b7b8b', 'b7b8n'],
  );
  // A single promotion (no choice to make) is played.
  assert.deepEqual(plain(moves.intent([promotion('a7a8', 'q')])), { kind: 'play', move: promotion('a7a8', 'q') });
});

test('typed moves: SAN in either language, lower-case piece letters, UCI', () => {
  const game = new api.Game(518);
  const view = () => game.view({ letters: 'de' });
  assert.deepEqual(plain(moves.typed(game, 'e4', view(), 'de')), { kind: 'played', san: 'e4' });
  assert.deepEqual(plain(moves.typed(game, 'sf6', view(), 'de')), { kind: 'played', san: 'Nf6' });
  assert.deepEqual(plain(moves.typed(game, 'nf3', view(), 'de')), { kind: 'played', san: 'Nf3' });
  assert.deepEqual(plain(moves.typed(game, 'b8c6', view(), 'de')), { kind: 'played', san: 'Nc6' });
  assert.deepEqual(game.historyUci(), ['e2e4', 'g8f6', 'g1f3', 'b8c6']);
  game.delete();
});

test('typed "b8" without the piece asks for it; the choices carry SAN in the page letters', () => {
  // White pawn b7, kings e1 and e8: b8=Q and b8=R give check along the empty c8, d8.
  const game = new api.Game('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
  const got = plain(moves.typed(game, 'b8', game.view(), 'de'));
  assert.equal(got.kind, 'promotion');
  assert.deepEqual(
    got.choices.map((m) => [m.uci, m.san]),
    [
      ['b7b8q', 'b8=D+'],
      ['b7b8r', 'b8=T+'],
      ['b7b8b', 'b8=L'],
      ['b7b8n', 'b8=S'],
    ],
  );
  assert.deepEqual(game.historyUci(), [], 'nothing was played');
  game.delete();
});

test('a refused move says why in the page language: in check, illegal, ambiguous, not a move', () => {
  const m = moves;
  i18n.setLang('de', false);
  // White king e1 in check from the rook e2; d2 is on the rook's rank.
  const check = new api.Game('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
  assert.deepEqual(plain(m.typed(check, 'Kd2', check.view(), 'de')), {
    kind: 'error',
    message: '„Kd2“ ist hier nicht erlaubt: Weiß steht im Schach.',
  });
  assert.deepEqual(plain(m.typed(check, 'Kxe2', check.view(), 'de')), { kind: 'played', san: 'Kxe2' });
  check.delete();
  // Knights b1 and f1 can both go to d2.
  const knights = new api.Game('r3k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
  assert.equal(
    m.typed(knights, 'Sd2', knights.view(), 'de').message,
    '„Sd2“ ist mehrdeutig. Gemeint ist einer dieser Züge: Sbd2, Sfd2.',
  );
  assert.equal(m.typed(knights, 'hallo', knights.view(), 'de').message.startsWith('„hallo“ ist kein Zug.'), true);
  assert.equal(m.typed(knights, 'Ke3', knights.view(), 'de').message, '„Ke3“ ist hier nicht erlaubt (Weiß am Zug).');
  i18n.setLang('en', false);
  assert.equal(m.typed(knights, 'Nd2', knights.view(), 'en').message, '“Nd2” is ambiguous. It could be: Nbd2, Nfd2.');
  assert.deepEqual(knights.historyUci(), []);
  knights.delete();
});

test('undo goes back one half-move between two players, to the player against the computer', () => {
  const view = (plies, turn) => ({ turn, history: { uci: Array(plies).fill('e2e4') } });
  assert.equal(undo.undoCount(view(0, 'w'), null), 0);
  assert.equal(undo.undoCount(view(3, 'b'), null), 1);
  // The computer plays Black: the player (White) to move after its reply takes back two.
  assert.equal(undo.undoCount(view(4, 'w'), 'b'), 2);
  // The computer is to move (thinking): only the player's move is taken back.
  assert.equal(undo.undoCount(view(3, 'b'), 'b'), 1);
  // The computer (White) made the only move: nothing of the player's to take back.
  assert.equal(undo.undoCount(view(1, 'b'), 'w'), 0);
  assert.equal(undo.undoCount(view(2, 'w'), 'w'), 1);
});

test('redo plays one half-move, against the computer up to the player turn; a new move clears it', () => {
  const view = (turn) => ({ turn, history: { uci: [] } });
  assert.equal(undo.redoCount(view('w'), ['e7e5', 'e2e4'], null, false), 1);
  assert.equal(undo.redoCount(view('w'), ['e7e5', 'e2e4'], 'b', false), 2);
  assert.equal(undo.redoCount(view('w'), ['e2e4'], 'b', false), 1);
  assert.equal(undo.redoCount(view('w'), [], 'b', false), 0);
  assert.equal(undo.redoCount(view('w'), ['e2e4'], null, true), 0, 'not after the end of the game');
  assert.deepEqual(plain(undo.afterMove(['g1f3', 'e7e5'], 'e7e5')), ['g1f3'], 'the same move keeps the rest');
  assert.deepEqual(plain(undo.afterMove(['g1f3', 'e7e5'], 'c7c5')), [], 'another move clears it');
  assert.deepEqual(plain(undo.afterMove([], 'c7c5')), []);
});
