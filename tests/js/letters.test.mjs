// Piece letters in and out (issue 16, item 3) on dist/chess960.js: for a sample of the real
// games of tests/data/real, every legal move of every position in every letter set is written
// by the core exactly as chessops' English SAN with the set's letters put in (the letters are
// written below from the list of national scoresheets, not read from the core), and
// each of those texts played back in its named set is the same move (chessops' UCI). The
// games' own moves are then played from the start in each set, and history() and pgn() give
// them back in that set. chessops is a devDependency used only as an oracle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeSan } from 'chessops/san';
import { parseUci } from 'chessops/util';
import { fromFen, legalUcis, playUci } from './chessops.mjs';
import { loadApi } from './load.mjs';
import { chessopsReplay, readReal, splitGames } from './real_pgn.mjs';

const api = await loadApi();

// King, queen, rook, bishop, knight in each set (issue 16: French R D T F C, Spanish and
// Italian R D T A C, Dutch K D T L P, Polish K H W G S; German K D T L S; figurines ♔♕♖♗♘).
const SETS = {
  en: 'KQRBN',
  de: 'KDTLS',
  fr: 'RDTFC',
  es: 'RDTAC',
  it: 'RDTAC',
  nl: 'KDTLP',
  pl: 'KHWGS',
  figurine: ['\u2654', '\u2655', '\u2656', '\u2657', '\u2658'],
};

// Returns English SAN with a set's letters in place of K Q R B N (squares, files, O-O, x, =, +
// and # stay: no piece letter is a lower-case file letter or one of those signs).
function inSet(english, set) {
  return [...english].map((c) => ('KQRBN'.includes(c) ? SETS[set]['KQRBN'.indexOf(c)] : c)).join('');
}

// A sample of real games: human (Mainz 2009, chess.com, lichess broadcast, FICS) and engine
// (TCEC, cutechess) games, a few from each file.
const SAMPLE = [
  ['pgn/pychess_mainz2009-chess960-rapid-wch.pgn', [0, 11, 17]],
  ['transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn', [0, 5]],
  ['transcribed/lichess-broadcast_freestyle-vegas-grand-final_2025.pgn', [1]],
  ['pgn/fatics_fics-wild-fr_chess960.pgn', [3]],
  ['pgn/tcec/TCEC_Season_6_-_FRC.pgn', [7, 100]],
  ['pgn/python-chess_cutechess-fischerrandom.pgn', [0]],
];

// Returns [{ name, fen, ucis, sans }] of the sample, replayed by chessops.
function sampleGames() {
  const out = [];
  for (const [file, picks] of SAMPLE) {
    const games = splitGames(readReal(file));
    for (const i of picks) {
      const replay = chessopsReplay(games[i].text);
      assert.equal(replay.startError, null, `${file} #${i}`);
      assert.equal(replay.illegal, null, `${file} #${i}`);
      assert.ok(replay.plies > 10, `${file} #${i} has moves`);
      out.push({ ...replay, name: `${file} #${i}`, fen: replay.tags.FEN || api.startPosition(518).fen });
    }
  }
  return out;
}

const games = sampleGames();

test('every legal move of every position of the sample round-trips in every letter set', () => {
  let checked = 0;
  for (const game of games) {
    const oracle = fromFen(game.fen);
    const core = new api.Game(game.fen);
    try {
      for (const played of game.ucis) {
        const english = new Map(legalUcis(oracle).map((uci) => [uci, makeSan(oracle, parseUci(uci))]));
        for (const set of Object.keys(SETS)) {
          const expected = [...english.values()].map((san) => inSet(san, set)).sort();
          assert.deepEqual(core.legalMovesSan({ letters: set }).sort(), expected, `${game.name} ${core.fen()} ${set}`);
          for (const [uci, san] of english) {
            const text = inSet(san, set);
            core.play(text, { letters: set });
            assert.equal(
              core.historyUci().at(-1),
              uci,
              `${game.name} ${core.fenAt(core.history().length - 1)} ${set} ${text}`,
            );
            core.undo();
            checked++;
          }
        }
        core.play(played);
        oracle.play(parseUci(played));
      }
    } finally {
      core.delete();
    }
  }
  assert.ok(checked > 50000, `${checked} moves checked`);
});

test('the sample games play from their SAN in each set; history() and pgn() write that set', () => {
  for (const game of games) {
    const oracle = fromFen(game.fen);
    const english = game.ucis.map((uci) => playUci(oracle, uci));
    for (const set of Object.keys(SETS)) {
      const core = new api.Game(game.fen);
      try {
        // The file's own SAN (its checks and glyphs as written) in the set's letters.
        for (const san of game.sans) core.play(inSet(san, set), { letters: set });
        assert.deepEqual(core.historyUci(), game.ucis, `${game.name} ${set}`);
        const written = english.map((san) => inSet(san, set));
        assert.deepEqual(core.history({ letters: set }), written, `${game.name} ${set}`);
        const movetext = ' ' + core.pgn({}, { letters: set }).split('\n\n')[1].replace(/\s+/g, ' ');
        for (const san of written) assert.ok(movetext.includes(' ' + san + ' '), `${set} ${san} in the PGN`);
      } finally {
        core.delete();
      }
    }
  }
});

test('PGN is English by default; the letter clash needs the set named', () => {
  const game = new api.Game(518);
  try {
    for (const move of ['e4', 'e5', 'Cf3', 'Cc6', 'Fc4', 'Fc5']) game.play(move, { letters: 'fr' });
    assert.match(game.pgn(), /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Bc5 \*/);
    assert.match(game.pgn({}, { letters: 'pl' }), /1\. e4 e5 2\. Sf3 Sc6 3\. Gc4 Gc5 \*/);
    // Re2 is the king's move in French letters; in English (the default) no rook goes there.
    assert.equal(game.play('Re2', { letters: 'fr' }), 'Ke2');
    game.undo();
    assert.throws(() => game.play('Re2'), { code: 'ERR_MOVE_ILLEGAL' });
    assert.throws(
      () => game.play('Re2', { letters: 'klingon' }),
      (err) => {
        assert.equal(err.code, 'ERR_SAN_LETTERS');
        for (const set of Object.keys(SETS)) assert.ok(err.message.includes(set), `${set} listed`);
        return true;
      },
    );
  } finally {
    game.delete();
  }
});

test('back ranks in every set: startPosition({ letters }) and positionNumber({ letters })', () => {
  const rank = api.startPosition(518).backRank;
  for (const set of Object.keys(SETS)) {
    const expected = inSet(rank, set);
    const pos = api.startPosition(518, { letters: set });
    assert.equal(pos.backRank, expected, set);
    assert.equal(api.positionNumber(expected, { letters: set }), 518, set);
    assert.equal(api.positionNumber('RNBQKBNR', { letters: set }), 518, `${set} also reads English`);
  }
  assert.equal(api.startPosition(518, { letters: 'fr' }).backRank, 'TCFDRFCT');
  assert.equal(api.positionNumber('wsghkgsw', { letters: 'pl' }), 518);
  assert.throws(() => api.positionNumber('TCFDRFCT'), { code: 'ERR_BACK_RANK' });
  assert.throws(() => api.startPosition(518, { letters: 'EN' }), { code: 'ERR_SAN_LETTERS' });
  assert.equal(api.startPosition(518).mirror, 534);
  assert.equal(api.startPosition(534).mirror, 518);
});
