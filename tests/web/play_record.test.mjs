// The saved game and the game it stands for (web/play/record.js, store.js, pgn.js) on the real
// library (the package's module): a game played, saved, read back and replayed is the same game; the
// endings the page decides (resignation, agreement, a claimed draw, a PGN result) survive; a
// record the core refuses in part is cut where it stops being legal; PGN read and its refusals
// explained by code with the line. Expected moves and results are worked out from the rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

installDom({ url: 'http://127.0.0.1/play.html' });
const { createChess960 } = await import('chess960');
await import('../../web/shared/words.js');
await import('../../web/play/words.js');
const i18n = await import('../../web/shared/i18n.js');
const record = await import('../../web/play/record.js');
const Store = await import('../../web/play/store.js');
const pgn = await import('../../web/play/pgn.js');
const plain = (value) => JSON.parse(JSON.stringify(value));
const api = await createChess960();

// Plays SAN moves on a game and returns its snapshot.
function playAll(game, sans) {
  for (const san of sans) game.play(san);
  return game.view({ letters: 'de' });
}

test('no. 709 played to O-O-O, saved, read back and replayed: the same game, frame by frame', () => {
  const start = api.startPosition(709);
  let rec = record.create({ startFen: start.fen, startNumber: 709, now: Date.UTC(2024, 4, 31, 12) });
  assert.equal(rec.tags.Date, '2024.05.31');
  const game = new api.Game(rec.startFen);
  // RKBBQNNR: the d1 bishop goes to e2, the c1 bishop to d2; then the king b1 takes its rook a1.
  const view = playAll(game, ['e3', 'e6', 'Le2', 'Le7', 'd3', 'd6', 'Ld2', 'Ld7', 'O-O-O']);
  rec = record.updated(rec, view, 1000);
  assert.deepEqual(rec.moves, ['e2e3', 'e7e6', 'd1e2', 'd8e7', 'd2d3', 'd7d6', 'c1d2', 'c8d7', 'b1a1']);
  assert.equal(rec.result, '*');
  assert.equal(rec.startNumber, 709);
  // Through storage and back.
  const local = new Map();
  const storage = {
    getItem: (k) => local.get(k) ?? null,
    setItem: (k, v) => local.set(k, v),
    removeItem: (k) => local.delete(k),
  };
  const s = Store.create({ local: storage, session: storage });
  assert.equal(s.save(rec).ok, true);
  const again = record.replay(api, s.load(rec.id).record, 'de');
  assert.equal(again.partial, false);
  assert.equal(again.replayed, 9);
  assert.equal(again.view.fen, view.fen);
  assert.deepEqual(plain(again.view.history.san), ['e3', 'e6', 'Le2', 'Le7', 'd3', 'd6', 'Ld2', 'Ld7', 'O-O-O']);
  assert.equal(again.frames.length, 10, 'the start and one frame per half-move');
  // O-O-O: the king b1 goes to c1, the rook a1 to d1 (past the king).
  const last = plain(again.frames[9]);
  assert.deepEqual(last.lastMove, ['b1', 'c1', 'a1', 'd1']);
  assert.equal(last.pieces.c1, 'K');
  assert.equal(last.pieces.d1, 'R');
  assert.equal(last.facts.castling, 'a');
  assert.equal(plain(again.frames[3]).facts.piece, 'B');
  game.delete();
  again.game.delete();
});

test('the endings the page decides give the result, the status key and the PGN result', () => {
  const game = new api.Game(518);
  const view = playAll(game, ['e4', 'e5']);
  const rec = record.updated(record.create({ startFen: game.startFen(), startNumber: 518 }), view, 1);
  const resigned = { ...rec, ending: 'resign-w' };
  assert.equal(record.result(resigned, view), '0-1');
  assert.equal(record.endKey(resigned, view), 'resign-w');
  assert.equal(record.exportTags(resigned).Result, '0-1');
  assert.equal(record.result({ ...rec, ending: 'resign-b' }, view), '1-0');
  assert.equal(record.result({ ...rec, ending: 'agreement' }, view), '1/2-1/2');
  assert.equal(record.result({ ...rec, ending: 'pgn', result: '0-1' }, view), '0-1');
  assert.equal(record.result(rec, view), '*');
  assert.equal(record.endKey(rec, view), null);
  const tags = plain(record.exportTags({ ...rec, tags: { White: 'Anna', FEN: 'x', Result: '1-0' } }));
  assert.deepEqual(tags, { White: 'Anna', Event: '?', Site: '?', Date: '????.??.??', Round: '?', Black: '?' });
  // A replayed resignation keeps its result.
  const replayed = record.replay(api, resigned, 'en');
  assert.equal(replayed.record.result, '0-1');
  game.delete();
  replayed.game.delete();
});

test('a claimed threefold repetition is claimed again when the game is replayed', () => {
  const game = new api.Game(518);
  const view = playAll(game, ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
  assert.equal(view.claimableDraw, 'threefold');
  game.claimDraw();
  const rec = { ...record.updated(record.create({ startFen: game.startFen() }), game.view(), 1), ending: 'claim' };
  assert.equal(rec.result, '1/2-1/2');
  const again = record.replay(api, rec, 'de');
  assert.equal(again.view.status.result, '1/2-1/2');
  assert.equal(record.endKey(again.record, again.view), 'threefold');
  game.delete();
  again.game.delete();
});

test('a record the core refuses in part is cut where it stops being legal; a bad start is an error', () => {
  const rec = record.create({ startFen: api.startPosition(518).fen, startNumber: 518 });
  rec.moves = ['e2e4', 'e7e5', 'e1e3', 'g1f3'];
  rec.ending = 'agreement';
  const cut = record.replay(api, rec, 'de');
  assert.equal(cut.partial, true);
  assert.equal(cut.replayed, 2);
  assert.deepEqual(plain(cut.record.moves), ['e2e4', 'e7e5']);
  assert.equal(cut.record.ending, '', 'an ending of moves that were not all played is dropped');
  assert.equal(cut.record.result, '*');
  cut.game.delete();
  // Four ranks are no board.
  const bad = record.replay(api, { ...rec, startFen: '8/8/8/8 w - - 0 1' }, 'de');
  assert.equal(bad.error.code, 'ERR_FEN_BOARD');
});

test('move numbers from the snapshot: a game that starts with Black at move 12', () => {
  const game = new api.Game('4k3/8/8/8/8/8/4P3/4K3 b - - 0 12');
  assert.equal(record.firstPly(game.view()), 23);
  game.play('Kd7');
  const view = game.view();
  assert.equal(view.moveNumber, 13);
  assert.equal(record.firstPly(view), 23);
  assert.deepEqual(plain(record.moveNumber(23)), { number: 12, color: 'b' });
  assert.deepEqual(plain(record.moveNumber(24)), { number: 13, color: 'w' });
  assert.deepEqual(plain(record.moveNumber(0)), { number: 1, color: 'w' });
  game.delete();
});

test('PGN read into a record: tags kept, computed ones left to the core, a decided result kept', () => {
  const text = [
    '[Event "Vereinsabend"]',
    '[White "Anna"]',
    '[Black "Bert"]',
    '[Result "0-1"]',
    '[Variant "Chess960"]',
    '[SetUp "1"]',
    '[FEN "rkbbqnnr/pppppppp/8/8/8/8/PPPPPPPP/RKBBQNNR w KQkq - 0 1"]',
    '',
    '1. e3 e6 0-1',
  ].join('\n');
  const got = plain(pgn.read(api, text));
  assert.equal(got.record.startNumber, 709);
  assert.deepEqual(got.record.moves, ['e2e3', 'e7e6']);
  assert.deepEqual(got.record.tags, { Event: 'Vereinsabend', White: 'Anna', Black: 'Bert' });
  assert.equal(got.record.ending, 'pgn');
  assert.equal(got.record.result, '0-1');
});

test('a refused PGN is explained by its code, with the line and the move the core names', () => {
  const bad = pgn.read(api, '[Event "x"]\n\n1. e4 e5 2. Kc9 *');
  assert.equal(bad.error.code, 'ERR_PGN_MOVE');
  assert.deepEqual(plain(pgn.place(bad.error)), { line: 3, move: '2. Kc9' });
  i18n.setLang('de', false);
  assert.equal(
    pgn.errorText(bad.error),
    'PGN nicht übernommen, die laufende Partie bleibt unverändert. Zeile 3, Zug 2. Kc9: Ein Zug der PGN kann nicht gespielt werden.',
  );
  i18n.setLang('en', false);
  assert.equal(
    pgn.errorText(bad.error),
    'PGN not imported; the game in progress is unchanged. Line 3, move 2. Kc9: A move of the PGN cannot be played.',
  );
  const unclosed = pgn.read(api, '1. e4 { open');
  assert.equal(unclosed.error.code, 'ERR_PGN_SYNTAX');
  assert.deepEqual(plain(pgn.place(unclosed.error)), { line: 1 });
  i18n.setLang('de', false);
  assert.match(pgn.errorText(unclosed.error), /unverändert\. Zeile 1: Die PGN ist fehlerhaft/);
  const empty = pgn.read(api, '');
  assert.equal(empty.error.code, 'ERR_PGN_EMPTY');
  assert.equal(
    pgn.errorText(empty.error),
    'PGN nicht übernommen, die laufende Partie bleibt unverändert. Der Text enthält keine Partie.',
  );
});
