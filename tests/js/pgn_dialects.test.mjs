// PGN dialects: real games (tests/data/real) rewritten the ways other tools write PGN, each read
// through api.readPgnDatabase. Every rewrite keeps the tags and moves, so it must end in the
// same position as chessops' replay of the unmodified game. Bad games in the middle of a file
// must be named (game, line, code) without stopping the games around them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeFen } from 'chessops/fen';
import { parseSan } from 'chessops/san';
import { fromFen } from './chessops.mjs';
import { loadApi } from './load.mjs';
import { realGame, withTag, writeGame } from './pgn_variants.mjs';
import { chessopsReplay, lineAt, readReal, splitGames } from './real_pgn.mjs';

const api = await loadApi();

// Le–Mamedyarov, chess.com 2025: Shredder FEN "HAha", no SetUp tag, O-O by both sides.
const BASE = realGame('transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn', 0);
// Carlsen–Nakamura 2018 (kokopu's file): SetUp "1", X-FEN "KQkq", O-O and O-O-O.
const SECOND = realGame('pgn/kokopu_chess960-variant-spellings.pgn', 0);
// A FICS wild/fr game: CRLF line ends, [%emt] comments.
const FICS = realGame('pgn/fatics_fics-wild-fr_chess960.pgn', 0);
const expectedFen = (game) => chessopsReplay(game.text).shredder;
const GLYPHS = ['!?', '?!', '!!', '??', '!', '?'];

// Returns the move text `n. san` / `n... san` of a ply of `game`, as a variation would repeat it.
function numbered(game, ply) {
  const half = ply + (game.turn === 'white' ? 0 : 1);
  const number = game.fullmove + Math.floor(half / 2);
  return `${number}${half % 2 ? '...' : '.'} ${game.sans[ply]}`;
}

// Returns the final Shredder-FEN and the tags of the only game of a text; fails on an error.
function readOne(text, label) {
  const db = api.readPgnDatabase(text);
  try {
    assert.equal(db.length, 1, `${label}: games found`);
    assert.equal(db.error(0), null, `${label}: error`);
    const game = db.open(0);
    const fen = game.shredderFen();
    game.delete();
    return { fen, tags: db.tags(0) };
  } finally {
    db.delete();
  }
}

// The rewrites that must read as the unmodified game: [label, game, text].
const rewrites = [
  ['byte-order mark', BASE, '\uFEFF' + BASE.text],
  ['CRLF line ends', BASE, BASE.text.replace(/\n/g, '\r\n')],
  ['LF line ends (the CRLF file of FICS)', FICS, FICS.text.replace(/\r\n/g, '\n')],
  [
    '% escape lines before, inside the tags and inside the movetext',
    BASE,
    writeGame(BASE)
      .trimEnd()
      .split('\n')
      .flatMap((line, i) => (i % 4 === 0 ? [`% escaped line ${i}: 1-0 { [Event "x"] (`, line] : [line]))
      .join('\n'),
  ],
  [
    '; comments to the end of the line',
    BASE,
    writeGame(BASE, { after: (ply) => (ply % 5 === 0 ? `; rest of line } ) 1-0 [Event "x"] {\n` : '') }),
  ],
  [
    '{ } comments with [%clk] and [%eval], some over two lines',
    BASE,
    writeGame(BASE, {
      after: (ply) =>
        `{ [%eval ${(ply % 7) - 3}.${ply % 10}] [%clk 0:${10 + (ply % 50)}:0${ply % 10}] }` +
        (ply % 9 === 0 ? ' { a note\nover two lines ( ; 1-0 }' : ''),
    }),
  ],
  ['NAGs $n', BASE, writeGame(BASE, { after: (ply) => `$${ply % 20} $${(ply * 37) % 256}` })],
  ['glyphs !? ?! !! ?? ! ? glued to the moves', BASE, writeGame(BASE, { san: (san, ply) => san + GLYPHS[ply % 6] })],
  [
    'nested variations',
    BASE,
    writeGame(BASE, {
      after: (ply) => `( ${numbered(BASE, ply)} { in a variation } ( ${numbered(BASE, ply)} $2 ) )`,
    }),
  ],
  [
    'a variation 10,000 deep',
    BASE,
    writeGame(BASE, {
      after: (ply) => (ply === 20 ? `( ${numbered(BASE, ply)} `.repeat(10_000) + ')'.repeat(10_000) : ''),
    }),
  ],
  ['no move numbers', BASE, writeGame(BASE, { numbers: 'none' })],
  ['12... before every Black move', BASE, writeGame(BASE, { numbers: 'both' })],
  ['castling written 0-0 (and 0-0-0)', SECOND, writeGame(SECOND, { castle: '0' })],
  ['no result token', BASE, writeGame(BASE, { result: '' })],
  ['tags in reverse order', BASE, writeGame(BASE, { tags: [...BASE.tags].reverse() })],
  [
    'tags in alphabetical order',
    SECOND,
    writeGame(SECOND, { tags: [...SECOND.tags].sort(([a], [b]) => a.localeCompare(b)) }),
  ],
  ['SetUp removed', SECOND, writeGame(SECOND, { tags: withTag(SECOND.tags, 'SetUp', null) })],
];

// The FEN tag twice, Shredder-FEN and X-FEN spellings of the same start (as lichess writes it).
const baseFen = new Map(BASE.tags).get('FEN');
const xFen = makeFen(fromFen(baseFen).toSetup());
assert.notEqual(xFen, baseFen, 'the two spellings differ');
const castlingField = (fen) => fen.split(' ')[2];
for (const [first, second] of [
  [baseFen, xFen],
  [xFen, baseFen],
]) {
  const tags = withTag(BASE.tags, 'FEN', first);
  tags.splice(tags.findIndex(([name]) => name === 'FEN') + 1, 0, ['FEN', second]);
  const label = `FEN tag twice: ${castlingField(first)} then ${castlingField(second)}`;
  rewrites.push([label, BASE, writeGame(BASE, { tags })]);
}
for (const spelling of ['Chess960', 'chess 960', ' Chess-960 ', '960', 'FRC', 'fischerandom', 'Fischer Random Chess']) {
  rewrites.push([`Variant "${spelling}"`, BASE, writeGame(BASE, { tags: withTag(BASE.tags, 'Variant', spelling) })]);
}

for (const [label, game, text] of rewrites) {
  test(`dialect: ${label} → the same final position as the unmodified game`, () => {
    assert.notEqual(text, game.text, 'the rewrite changed something');
    assert.equal(readOne(text, label).fen, expectedFen(game));
  });
}

test('all rewrites in one file: each is its own game with its own final position', () => {
  const games = rewrites.filter(([label]) => label !== 'byte-order mark');
  const text = games.map(([, , t]) => t.trimEnd()).join('\n\n');
  const db = api.readPgnDatabase(text);
  try {
    assert.equal(db.length, games.length);
    games.forEach(([label, game], i) => {
      assert.equal(db.error(i), null, label);
      const opened = db.open(i);
      assert.equal(opened.shredderFen(), expectedFen(game), label);
      opened.delete();
    });
  } finally {
    db.delete();
  }
});

test('escaped quotes and backslashes in a tag value are read as written', () => {
  const event = 'The "Freestyle" Paris \\ Play-In';
  const read = readOne(writeGame(BASE, { tags: withTag(BASE.tags, 'Event', event) }), 'escaped');
  assert.equal(read.tags.Event, event);
  assert.equal(read.fen, expectedFen(BASE));
});

test('a game without result token in the middle of a file ends where the next tags begin', () => {
  const text = [writeGame(SECOND), writeGame(BASE, { result: '' }), writeGame(SECOND)].join('\n');
  const db = api.readPgnDatabase(text);
  try {
    assert.equal(db.length, 3);
    [SECOND, BASE, SECOND].forEach((game, i) => {
      assert.equal(db.error(i), null, `game ${i + 1}`);
      const opened = db.open(i);
      assert.equal(opened.shredderFen(), expectedFen(game), `game ${i + 1}`);
      opened.delete();
    });
    assert.equal(db.info(1).result, '*');
    assert.equal(db.info(1).plies, BASE.sans.length);
  } finally {
    db.delete();
  }
});

test('Variant "Crazyhouse" refuses that game only, with ERR_PGN_TAG at the Variant tag', () => {
  const bad = writeGame(BASE, { tags: withTag(BASE.tags, 'Variant', 'Crazyhouse') });
  const text = [writeGame(SECOND), bad, writeGame(BASE)].join('\n');
  const line = lineAt(text, text.indexOf('[Variant "Crazyhouse"]'));
  checkMiddleGameRefused(text, 'ERR_PGN_TAG', line);
});

// Returns chessops' position of `game` before ply `ply`.
function positionAt(game, ply) {
  const fen = new Map(game.tags).get('FEN');
  const pos = fromFen(fen);
  for (const san of game.sans.slice(0, ply)) pos.play(parseSan(pos, san));
  return pos;
}

// Asserts that in a file of three games (SECOND, a bad game, BASE) the outer two read to
// chessops' final positions and the middle one is refused with `code` at `line`, by
// db.error(1) and by db.open(1) alike.
function checkMiddleGameRefused(text, code, line) {
  const db = api.readPgnDatabase(text);
  try {
    assert.equal(db.length, 3, 'games found');
    for (const [i, game] of [
      [0, SECOND],
      [2, BASE],
    ]) {
      assert.equal(db.error(i), null, `game ${i + 1}`);
      const opened = db.open(i);
      assert.equal(opened.shredderFen(), expectedFen(game), `game ${i + 1}`);
      opened.delete();
    }
    const error = db.error(1);
    assert.ok(error, 'the bad game has an error');
    assert.deepEqual({ code: error.code, game: error.game, line: error.line }, { code, game: 2, line });
    assert.equal(typeof error.message, 'string');
    assert.throws(
      () => db.open(1),
      (e) => e.code === code && e.game === 2 && e.line === line && e.message === error.message,
    );
  } finally {
    db.delete();
  }
}

// Returns a file SECOND, `bad`, BASE and the line of `marker` (unique in `bad`) in it, plus `skip` characters.
function fileAround(bad, marker, skip = 0) {
  assert.equal(bad.split(marker).length, 2, `marker ${marker} is unique in the bad game`);
  const text = [writeGame(SECOND), bad, writeGame(BASE)].join('\n');
  return { text, line: lineAt(text, text.indexOf(bad) + bad.indexOf(marker) + skip) };
}

test('a malformed tag pair in the middle of a file: that game only, ERR_PGN_TAG at its line', () => {
  for (const broken of ['[Round 1.1]', '[Round "1.1"', '[Round "1.1]']) {
    const bad = writeGame(BASE, { tags: withTag(BASE.tags, 'Round', '1.1') }).replace('[Round "1.1"]', broken);
    const { text, line } = fileAround(bad, broken);
    checkMiddleGameRefused(text, 'ERR_PGN_TAG', line);
  }
});

test('an unclosed comment in the middle of a file: that game only, ERR_PGN_SYNTAX at the "{"', () => {
  const bad = writeGame(BASE, { after: (ply) => (ply === 30 ? '{ this comment is never closed' : '') });
  const { text, line } = fileAround(bad, '{ this comment');
  checkMiddleGameRefused(text, 'ERR_PGN_SYNTAX', line);
});

test('an illegal move in the middle of a file: that game only, ERR_PGN_MOVE at its line', () => {
  // A king move four ranks away: syntactically SAN, never legal (checked with chessops).
  const ply = 40;
  const pos = positionAt(BASE, ply);
  const king = pos.board.kingOf(pos.turn);
  const rank = king >> 3 < 4 ? (king >> 3) + 4 : (king >> 3) - 4;
  const illegal = `K${'abcdefgh'[king & 7]}${rank + 1}`;
  assert.equal(parseSan(pos, illegal), undefined, `${illegal} is illegal for chessops`);
  const bad = writeGame(BASE, { numbers: 'both', san: (san, k) => (k === ply ? illegal : san) });
  const marker = `${numbered(BASE, ply).split(' ')[0]} ${illegal}`;
  const { text, line } = fileAround(bad, marker, marker.indexOf(' ') + 1);
  checkMiddleGameRefused(text, 'ERR_PGN_MOVE', line);
});

test('a promotion without its piece in the middle of a file: that game only, ERR_PGN_MOVE at its line', () => {
  const file = 'pgn/python-chess_cutechess-fischerrandom.pgn';
  const index = splitGames(readReal(file)).findIndex(({ text }) => /[a-h][18]=[QRBN]/.test(text.split('\n\n')[1]));
  const game = realGame(file, index);
  const ply = game.sans.findIndex((san) => san.includes('='));
  const bare = game.sans[ply].replace(/=[QRBN]/, '');
  assert.equal(parseSan(positionAt(game, ply), bare), undefined, `${bare} is refused by chessops`);
  const bad = writeGame(game, { numbers: 'both', san: (san, k) => (k === ply ? bare : san) });
  const marker = `${numbered(game, ply).split(' ')[0]} ${bare}`;
  const { text, line } = fileAround(bad, marker, marker.indexOf(' ') + 1);
  checkMiddleGameRefused(text, 'ERR_PGN_MOVE', line);
});

test('a TCEC game of over 100,000 characters reads with api.readPgn', () => {
  const games = splitGames(readReal('pgn/tcec/TCEC_Season_24_-_Dfrc_2_League_3.pgn'));
  const longest = games.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  assert.ok(longest.text.length > 100_000, `${longest.text.length} characters`);
  const game = api.readPgn(longest.text);
  assert.equal(game.shredderFen(), chessopsReplay(longest.text).shredder);
  game.delete();
});

test('a game with 5 MB of comments reads (api.readPgn and the database)', () => {
  const each = Math.ceil((5 * 1024 * 1024) / BASE.sans.length);
  const note = 'Comment text of a long annotation; with ( ) [ ] and 1-0 inside. '.repeat(Math.ceil(each / 64));
  const text = writeGame(BASE, { after: () => `{ ${note.slice(0, each)} }` });
  assert.ok(text.length > 5 * 1024 * 1024, `${text.length} characters`);
  assert.equal(readOne(text, '5 MB of comments').fen, expectedFen(BASE));
  const game = api.readPgn(text);
  assert.equal(game.shredderFen(), expectedFen(BASE));
  game.delete();
});
