// PGN through the JS API: api.readPgn(text) → Game, game.pgn(tags) → text, coded errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi } from './load.mjs';

const api = await loadApi();

test('export → import round trip keeps moves, position and tags', () => {
  const game = new api.Game(0);
  for (const move of ['f4', 'f5', 'Sd3', 'Sd6', 'Tf2', 'Tf7', 'O-O', 'O-O', 'e4', 'fxe4']) game.play(move);
  const tags = { Event: 'Vereinsabend', Site: 'Bonn', Date: '2026.11.21', Round: '3', White: 'Anna', Black: 'Bernd' };
  const text = game.pgn(tags);
  assert.match(
    text,
    /^\[Event "Vereinsabend"\]\n\[Site "Bonn"\]\n\[Date "2026\.11\.21"\]\n\[Round "3"\]\n\[White "Anna"\]\n\[Black "Bernd"\]\n\[Result "\*"\]\n/,
  );
  assert.match(
    text,
    /\[SetUp "1"\]\n\[FEN "bbqnnrkr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BBQNNRKR w KQkq - 0 1"\]\n\[Variant "Chess960"\]/,
  );
  assert.match(text, /1\. f4 f5 2\. Nd3 Nd6 3\. Rf2 Rf7 4\. O-O O-O 5\. e4 fxe4 \*/);
  const copy = api.readPgn(text);
  assert.deepEqual(copy.history(), game.history());
  assert.equal(copy.fen(), game.fen());
  assert.equal(copy.pgn(), text);
  assert.equal(copy.pgnTags().White, 'Anna');
  game.delete();
  copy.delete();
});

test('Variant spellings are accepted; other variants are refused with ERR_PGN_TAG', () => {
  const fen = 'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1';
  for (const variant of ['Chess960', 'Chess 960', 'Fischerandom', 'FischerRandom', 'Fischer Random']) {
    const game = api.readPgn(`[Variant "${variant}"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n1. Nd3 Nd6 *`);
    assert.equal(game.history().length, 2, variant);
    game.delete();
  }
  assert.throws(() => api.readPgn(`[Variant "Atomic"]\n[FEN "${fen}"]\n\n1. Nd3 *`), {
    code: 'ERR_PGN_TAG',
    message: /Atomic/,
  });
});

test('a bad PGN names the offending move or tag and changes no other game', () => {
  const game = new api.Game(518);
  game.play('e4');
  const before = game.fen();
  assert.throws(() => api.readPgn('1. e4 e5 2. Ke3 Nf6 *'), { code: 'ERR_PGN_MOVE', message: /2\. Ke3.*White/ });
  assert.throws(() => api.readPgn('[FEN "not a fen"]\n*'), { code: 'ERR_PGN_TAG', message: /FEN/ });
  assert.throws(() => api.readPgn('[Event "x"\n1. e4 *'), { code: 'ERR_PGN_TAG' });
  assert.throws(() => api.readPgn('1. f3 e5 2. g4 Qh4# 3. a3 0-1'), { code: 'ERR_PGN_MOVE', message: /3\. a3/ });
  assert.throws(() => api.readPgn(''), { code: 'ERR_PGN_EMPTY' });
  assert.throws(() => api.readPgn(null), { code: 'ERR_PGN_EMPTY' });
  assert.throws(() => game.pgn('White'), { code: 'ERR_PGN_TAG' });
  assert.equal(game.fen(), before);
  game.delete();
});

test('comments, NAGs and nested variations are skipped; German letters are read', () => {
  let text = '[Event "?"]\n\n1. e4 {Königsbauer} e5 $1 (1... c5 (1... e6 2. d4)) 2. Sf3 Sc6 3. Lb5 a6!? *';
  const game = api.readPgn(text);
  assert.deepEqual(game.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  assert.deepEqual(game.history({ letters: 'de' }), ['e4', 'e5', 'Sf3', 'Sc6', 'Lb5', 'a6']);
  game.delete();
  text = '1. e4 ' + '( 1. d4 '.repeat(5000) + ')'.repeat(5000) + ' e5 *';
  const deep = api.readPgn(text);
  assert.deepEqual(deep.history(), ['e4', 'e5']);
  deep.delete();
});

test('a finished game writes its result; a resignation comes from the Result tag', () => {
  const game = new api.Game(518);
  for (const move of ['f3', 'e5', 'g4', 'Qh4#']) game.play(move);
  assert.match(game.pgn(), /\[Result "0-1"\][\s\S]*2\. g4 Qh4# 0-1/);
  game.delete();
  const resigned = new api.Game(518);
  resigned.play('e4');
  assert.match(resigned.pgn({ Result: '0-1' }), /1\. e4 0-1/);
  resigned.delete();
});

test('readPgnDatabase: every game of a text, indexed, each replayed on demand', () => {
  // Three games by hand: no. 0 from its FEN (written twice, Shredder and X-FEN), an illegal
  // king move on line 11, and a game from the ordinary start without a result token.
  const text = [
    '\ufeff[Event "A"]',
    '[White "Anna"]',
    '[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]',
    '[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]',
    '[Variant " Chess-960 "]',
    '',
    '1. e4 e5 2. Nd3 Nd6 1-0',
    '',
    '[Event "B"]',
    '',
    '1. e4 e5 2. Ke3 *',
    '',
    '[Event "C"]',
    '',
    '1. d4 d5',
  ].join('\r\n');
  const db = api.readPgnDatabase(text);
  assert.equal(db.length, 3);
  assert.deepEqual(db.tags(0), {
    Event: 'A',
    White: 'Anna',
    FEN: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1',
    Variant: ' Chess-960 ',
    startNumber: 0,
  });
  assert.equal(db.tags(2).startNumber, 518);
  assert.deepEqual(db.info(1), { game: 2, line: 9, plies: 3, result: '*' });
  assert.equal(db.error(0), null);
  assert.deepEqual((({ code, game, line }) => ({ code, game, line }))(db.error(1)), {
    code: 'ERR_PGN_MOVE',
    game: 2,
    line: 11,
  });
  assert.throws(() => db.open(1), { code: 'ERR_PGN_MOVE', game: 2, line: 11 });
  const c = db.open(2);
  assert.deepEqual(c.history(), ['d4', 'd5']);
  assert.equal(c.pgnTags().Event, 'C');
  c.delete();
  assert.throws(() => db.tags(3), { code: 'ERR_PGN_GAME_NUMBER' });
  assert.throws(() => db.open(-1), { code: 'ERR_PGN_GAME_NUMBER' });
  db.delete();
  assert.throws(() => db.info(0), { code: 'ERR_PGN_DELETED' });
  db.delete(); // a second delete does nothing
});

test('a game number that is not a whole number is refused without naming a game', () => {
  const db = api.readPgnDatabase('[Event "a"]\n\n1. e4 *\n');
  for (const bad of ['1', 1.5, -1, NaN, null, Symbol('x'), {}]) {
    assert.throws(
      () => db.open(bad),
      (e) => e.code === 'ERR_PGN_GAME_NUMBER' && e.game === undefined && /whole number/.test(e.message),
      String(typeof bad),
    );
  }
  assert.throws(() => db.open(3), { code: 'ERR_PGN_GAME_NUMBER', game: 4 }); // a whole number: named
  db.delete();
});

test('a tag named __proto__ is read and written like any other', () => {
  const text = '[__proto__ "x"]\n[White "Anna"]\n\n1. e4 *\n';
  const game = api.readPgn(text);
  const tags = game.pgnTags();
  assert.deepEqual(Object.keys(tags), ['__proto__', 'White']);
  assert.equal(Object.getOwnPropertyDescriptor(tags, '__proto__').value, 'x');
  assert.equal(Object.getPrototypeOf(tags), Object.prototype);
  assert.match(game.pgn(), /^\[__proto__ "x"\]$/m);
  assert.match(game.pgn(JSON.parse('{"__proto__": "y"}')), /^\[__proto__ "y"\]$/m);
  game.delete();
  const db = api.readPgnDatabase(text);
  assert.equal(Object.getOwnPropertyDescriptor(db.tags(0), '__proto__').value, 'x');
  db.delete();
});

test('the stockfish-books FEN tags ending in ";" name the field that is wrong', () => {
  const fen = 'nrbknbrq/pppppppp/8/8/8/8/PPPPPPPP/NRBKNBRQ w GBgb - 0 1;';
  assert.throws(() => api.positionNumber(fen), { code: 'ERR_FEN_CLOCK', message: /the fullmove number '1;'/ });
  assert.throws(() => new api.Game(fen), { code: 'ERR_FEN_CLOCK', message: /fullmove number '1;'/ });
  const db = api.readPgnDatabase(`[FEN "${fen}"]\n[Result "1/2-1/2"]\n\n1/2-1/2\n`);
  assert.match(db.error(0).message, /tag FEN fullmove number '1;'/);
  db.delete();
});

test("a refused FEN tag names the tag and the FEN reader's code: readPgn, error(i), open(i) and checkPgn", async () => {
  const { createRequire } = await import('node:module');
  const { root } = await import('./load.mjs');
  const checker = await createRequire(import.meta.url)(`${root}/dist/chess960-pgn.js`)();
  const fen = 'nrbknbrq/pppppppp/8/8/8/8/PPPPPPPP/NRBKNBRQ w GBgb - 0 1;';
  const text = `[FEN "${fen}"]\n[Result "1/2-1/2"]\n\n1/2-1/2\n`;
  const expected = { code: 'ERR_PGN_TAG', tag: 'FEN', fenCode: 'ERR_FEN_CLOCK', line: 1 };
  const what = /tag FEN fullmove number '1;' has ';' after its digits/;
  assert.throws(() => api.readPgn(text), { ...expected, message: what });
  const db = api.readPgnDatabase(text);
  assert.deepEqual({ ...db.error(0), message: '' }, { ...expected, message: '', game: 1 });
  assert.match(db.error(0).message, what);
  assert.throws(() => db.open(0), { ...expected, game: 1 });
  db.delete();
  const [checked] = checker.checkPgn(text).games;
  assert.deepEqual({ ...checked.error, message: '' }, { ...expected, message: '', game: 1 });
  // another bad tag names itself, with no FEN code
  const variant = checker.checkPgn('[Variant "Crazyhouse"]\n\n1. e4 *\n').games[0].error;
  assert.equal(variant.tag, 'Variant');
  assert.equal(variant.fenCode, undefined);
  assert.throws(
    () => api.readPgn('[Variant "Crazyhouse"]\n\n1. e4 *\n'),
    (e) => e.tag === 'Variant' && !('fenCode' in e),
  );
});

test('long PGN texts read: a game with 3 MB of comments, and an empty text has no games', () => {
  const game = api.readPgn('[Event "x"]\n\n1. e4 {' + 'x'.repeat(3 << 20) + '} e5 *');
  assert.deepEqual(game.history(), ['e4', 'e5']);
  game.delete();
  const empty = api.readPgnDatabase('  \n');
  assert.equal(empty.length, 0);
  assert.throws(() => empty.open(0), { code: 'ERR_PGN_EMPTY' });
  empty.delete();
  assert.throws(() => api.readPgn(''), { code: 'ERR_PGN_EMPTY' });
});
