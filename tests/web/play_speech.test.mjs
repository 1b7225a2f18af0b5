// Spoken and announced moves of the play page (web/play/speech.js): the facts of a move from
// the snapshot after it (its lastMove written out here as game.view() gives it), the words
// for a screen reader in German and English, squares, a picked-up piece and the move list's
// accessible names; and the squares record.frame marks for a castling. The modules in node under happy-dom.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

installDom({ url: 'http://127.0.0.1/play.html' });
await import('../../web/shared/words.js');
await import('../../web/play/words.js');
const i18n = await import('../../web/shared/i18n.js');
const speech = await import('../../web/play/speech.js');
const record = await import('../../web/play/record.js');
const plain = (value) => JSON.parse(JSON.stringify(value));

// Returns a snapshot as game.view() gives it (only the fields speech.js reads).
function snap(pieces, lastMove = null, status = {}) {
  return {
    pieces,
    lastMove,
    status: { result: '*', reason: null, check: false, checkSquare: null, ...status },
  };
}

// Returns a snapshot's lastMove as game.view() spells it out: the squares, the piece moved and
// `extra` (captured, promotion, enPassant, castling, check).
const move = (from, to, piece, extra = {}) => ({
  from,
  to,
  piece,
  captured: null,
  promotion: null,
  enPassant: false,
  castling: null,
  check: false,
  san: '',
  uci: from + to,
  ...extra,
});

// Says the words of the move from `before` to `after` in both languages.
function sayBoth(before, after) {
  i18n.setLang('de', false);
  const de = speech.words(speech.facts(before, after));
  i18n.setLang('en', false);
  const en = speech.words(speech.facts(before, after));
  i18n.setLang('de', false);
  return [de, en];
}

const kings = { e1: 'K', e8: 'k' };

test('a knight move: its facts and its words', () => {
  const before = snap({ ...kings, g1: 'N' });
  const after = snap({ ...kings, f3: 'N' }, move('g1', 'f3', 'N'));
  assert.deepEqual(plain(speech.facts(before, after)), {
    color: 'w',
    piece: 'N',
    from: 'g1',
    to: 'f3',
    castling: null,
    capture: false,
    promotion: null,
    check: false,
    mate: false,
  });
  assert.deepEqual(sayBoth(before, after), ['Springer f3', 'knight f3']);
});

test('captures are told by the move spelled out: a piece, a pawn, en passant', () => {
  const bishop = [
    snap({ ...kings, c4: 'B', f7: 'p' }),
    snap({ ...kings, f7: 'B' }, move('c4', 'f7', 'B', { captured: 'p' })),
  ];
  assert.deepEqual(sayBoth(...bishop), ['Läufer schlägt f7', 'bishop takes f7']);
  const pawn = [
    snap({ ...kings, e4: 'P', d5: 'p' }),
    snap({ ...kings, d5: 'P' }, move('e4', 'd5', 'P', { captured: 'p' })),
  ];
  assert.deepEqual(sayBoth(...pawn), ['e schlägt d5', 'e takes d5']);
  // En passant: the pawn lands on the empty d6, the black pawn d5 leaves the board.
  const passant = [
    snap({ ...kings, e5: 'P', d5: 'p' }),
    snap({ ...kings, d6: 'P' }, move('e5', 'd6', 'P', { captured: 'p', enPassant: true })),
  ];
  assert.deepEqual(sayBoth(...passant), ['e schlägt d6', 'e takes d6']);
  const quiet = [snap({ ...kings, e2: 'P' }), snap({ ...kings, e4: 'P' }, move('e2', 'e4', 'P'))];
  assert.deepEqual(sayBoth(...quiet), ['e4', 'e4']);
});

test('a promotion with capture and check, and a black mate', () => {
  const before = snap({ e1: 'K', e8: 'k', g7: 'P', h8: 'r' });
  const after = snap(
    { e1: 'K', e8: 'k', h8: 'Q' },
    move('g7', 'h8', 'P', { captured: 'r', promotion: 'Q', check: true }),
    { check: true, checkSquare: 'e8' },
  );
  const facts = plain(speech.facts(before, after));
  assert.equal(facts.promotion, 'Q');
  assert.equal(facts.capture, true);
  assert.deepEqual(sayBoth(before, after), [
    'g schlägt h8, Umwandlung in Dame. Schach',
    'g takes h8, promotes to queen. check',
  ]);
  // 1. f3 e5 2. g4 Dh4#: the black queen d8 mates on h4.
  const mate = [
    snap({ ...kings, d8: 'q' }),
    snap({ ...kings, h4: 'q' }, move('d8', 'h4', 'q', { check: true }), {
      result: '0-1',
      reason: 'checkmate',
      check: true,
      checkSquare: 'e1',
    }),
  ];
  assert.equal(plain(speech.facts(...mate)).color, 'b');
  assert.deepEqual(sayBoth(...mate), ['Dame h4. Schachmatt', 'queen h4. checkmate']);
});

test('castling is said by its side, also when the king lands where its rook stood', () => {
  // No. 3 (BQNNRKRB): O-O swaps king f1 and rook g1; the king is the moved piece.
  const castle = { side: 'h', kingFrom: 'f1', kingTo: 'g1', rookFrom: 'g1', rookTo: 'f1' };
  const before = snap({ e8: 'k', f1: 'K', g1: 'R' });
  const after = snap({ e8: 'k', g1: 'K', f1: 'R' }, move('f1', 'g1', 'K', { castling: castle }));
  assert.equal(plain(speech.facts(before, after)).castling, 'h');
  assert.equal(plain(speech.facts(before, after)).capture, false);
  assert.deepEqual(sayBoth(before, after), ['Rochade kurz', 'Castles short']);
  const long = { side: 'a', kingFrom: 'e8', kingTo: 'c8', rookFrom: 'd8', rookTo: 'd8' };
  const black = [
    snap({ e1: 'K', e8: 'k', d8: 'r' }),
    snap({ e1: 'K', c8: 'k', d8: 'r' }, move('e8', 'c8', 'k', { castling: long })),
  ];
  assert.deepEqual(sayBoth(...black), ['Rochade lang', 'Castles long']);
  // The board marks the king's and the rook's squares once each: e8, c8, d8.
  assert.deepEqual(plain(record.frame(black[1], black[0]).lastMove), ['e8', 'c8', 'd8']);
});

test('no facts without a move (the start of a game)', () => {
  assert.equal(speech.facts(null, snap(kings)), null);
  assert.equal(speech.facts(snap(kings), snap(kings)), null);
  assert.equal(speech.words(null), '');
});

test('squares, a picked-up piece and the move list names, in German and English', () => {
  const pieces = { g1: 'N', d8: 'q', a1: 'R' };
  i18n.setLang('de', false);
  assert.equal(speech.square(pieces, 'g1'), 'g1: weißer Springer');
  assert.equal(speech.square(pieces, 'd8'), 'd8: schwarze Dame');
  assert.equal(speech.square(pieces, 'e4'), 'e4: leer');
  assert.equal(speech.pickedUp(pieces, 'g1', ['f3', 'h3']), 'Springer g1 aufgenommen. Ziele: f3, h3.');
  assert.equal(speech.pickedUp(pieces, 'a1', []), 'Turm a1 aufgenommen. Keine Zugmöglichkeit.');
  const facts = speech.facts(snap({ ...kings, g1: 'N' }), snap({ ...kings, f3: 'N' }, move('g1', 'f3', 'N')));
  assert.equal(speech.moveLabel('Sf3', 1, 'w', facts), 'Sf3 (1. Weiß: Springer f3)');
  assert.equal(speech.moveLabel('Sf6', 12, 'b', null), 'Sf6 (12… Schwarz)');
  i18n.setLang('en', false);
  assert.equal(speech.square(pieces, 'd8'), 'd8: black queen');
  assert.equal(speech.pickedUp(pieces, 'g1', ['f3', 'h3']), 'Picked up the knight on g1. Targets: f3, h3.');
  assert.equal(speech.moveLabel('Nf3', 1, 'w', facts), 'Nf3 (1. White: knight f3)');
  i18n.setLang('de', false);
});
