// The numbering contract of dist/chess960.js: startPosition, positionNumber, randomPosition,
// kingTable, bishopTable, and coded errors that never break the module.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadApi, loadEventApi, modulePath, root } from './load.mjs';

const api = await loadApi();
const events = await loadEventApi();

test('require() gives the factory, also as .createChess960', async () => {
  const exported = createRequire(import.meta.url)(modulePath);
  assert.equal(typeof exported, 'function');
  assert.equal(exported.createChess960, exported);
  const second = await exported.createChess960();
  assert.equal(second.startPosition(0).backRank, 'BBQNNRKR');
});

// Returns the pieces of a start position by square, written out from its back rank by hand:
// White's rank on 1, pawns on 2 and 7, Black's mirror on 8 (docs/numbering.md).
function startPieces(rank) {
  const pieces = {};
  [...rank].forEach((letter, i) => {
    const file = 'abcdefgh'[i];
    Object.assign(pieces, {
      [`${file}1`]: letter,
      [`${file}2`]: 'P',
      [`${file}7`]: 'p',
      [`${file}8`]: letter.toLowerCase(),
    });
  });
  return pieces;
}

test('518 is the ordinary start position with its two-table split 512 + 6', () => {
  const { pieces, ...rest } = api.startPosition(518);
  assert.deepEqual(pieces, startPieces('RNBQKBNR'));
  assert.deepEqual(api.startPosition(959).pieces, startPieces('RKRNNQBB'));
  assert.deepEqual(rest, {
    number: 518,
    mirror: 534,
    backRank: 'RNBQKBNR',
    backRankDe: 'TSLDKLST',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    shredderFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1',
    kingTableBase: 512,
    bishopIndex: 6,
  });
});

test('fixtures 0 and 959, digit strings, and one-based numbers', () => {
  assert.equal(api.startPosition(0).backRank, 'BBQNNRKR');
  assert.equal(api.startPosition(959).backRank, 'RKRNNQBB');
  assert.equal(api.startPosition('959').backRank, 'RKRNNQBB');
  assert.equal(api.startPosition(960, { oneBased: true }).number, 0);
  assert.equal(api.startPosition(1, { oneBased: true }).number, 1);
  assert.throws(() => api.startPosition(0, { oneBased: true }), { code: 'ERR_NUMBER_RANGE' });
});

test('positionNumber reads English and German back ranks and start FENs', () => {
  assert.equal(api.positionNumber('TLLKSSDT'), 740);
  assert.equal(api.positionNumber('RBBKNNQR'), 740);
  assert.equal(api.positionNumber('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 5 9'), 518);
  for (let n = 0; n < 960; n++) {
    const p = api.startPosition(n);
    assert.equal(api.positionNumber(p.backRank), n);
    assert.equal(api.positionNumber(p.backRankDe), n);
    assert.equal(api.positionNumber(p.fen), n);
    assert.equal(api.positionNumber(p.shredderFen), n);
  }
});

test('bad numbers throw ERR_NUMBER_RANGE and leave the module usable', () => {
  for (const bad of [-1, 960, 1.5, NaN, 'abc', '', null, 1e12, '5 18', undefined, {}, [], Infinity, true, 10n]) {
    assert.throws(
      () => api.startPosition(bad),
      (error) => {
        assert.equal(error.code, 'ERR_NUMBER_RANGE');
        assert.ok(error instanceof Error);
        assert.match(error.message, /start-position number|no number/);
        return true;
      },
      `input ${String(bad)}`,
    );
  }
  assert.equal(api.startPosition(518).backRank, 'RNBQKBNR');
});

test('bad back ranks and FENs throw ERR_BACK_RANK / ERR_NOT_START_POSITION with the reason', () => {
  assert.throws(() => api.positionNumber('RNBQKNBR'), { code: 'ERR_BACK_RANK', message: /same colour/ });
  assert.throws(() => api.positionNumber('RRBQKBNN'), { code: 'ERR_BACK_RANK', message: /between the rooks/ });
  assert.throws(() => api.positionNumber('x'.repeat(200000)), { code: 'ERR_INPUT_TOO_LONG' });
  assert.throws(() => api.positionNumber('RNBQ\0BNR'), { code: 'ERR_BACK_RANK' });
  assert.throws(() => api.positionNumber('ＲNBQKBNR'), { code: 'ERR_BACK_RANK' });
  assert.throws(() => api.positionNumber(42), { code: 'ERR_BACK_RANK' });
  assert.throws(() => api.positionNumber('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'), {
    code: 'ERR_NOT_START_POSITION',
    message: /pawns/,
  });
});

test('a seeded draw is reproducible and follows the documented SHA-256 rule', () => {
  const expected = (seed) => {
    for (let k = 0; ; k++) {
      const u = crypto.createHash('sha256').update(`${seed}:${k}`).digest().readUInt32BE(0);
      if (u < 960 * 4473924) return u % 960;
    }
  };
  for (const seed of ['x', 'Club 2026', 42, 'Bundesliga Runde 3', 'ü']) {
    const first = api.randomPosition({ seed });
    assert.equal(first.number, expected(String(seed)));
    assert.deepEqual(api.randomPosition({ seed }), first);
  }
  assert.throws(() => api.randomPosition({ seed: {} }), { code: 'ERR_SEED' });
});

test('an empty seed is refused with ERR_SEED, as documented (not drawn from)', () => {
  assert.throws(() => api.randomPosition({ seed: '' }), { code: 'ERR_SEED', message: /empty/ });
  assert.throws(() => events.tournamentDraw({ rounds: 3, seed: '' }), { code: 'ERR_SEED' });
  assert.equal(api.randomPosition({ seed: ' ' }).number, api.randomPosition({ seed: ' ' }).number);
});

test('the unseeded draw is uniform over 0..959 (chi-square, 96,000 draws)', () => {
  const counts = new Array(960).fill(0);
  const draws = 96000;
  for (let i = 0; i < draws; i++) counts[api.randomPosition().number]++;
  const expectedCount = draws / 960;
  const chiSquare = counts.reduce((sum, c) => sum + (c - expectedCount) ** 2 / expectedCount, 0);
  // 959 degrees of freedom: the 0.9999 quantile is about 1,143; a fair source fails 1 in 10,000.
  assert.ok(chiSquare < 1143, `chi-square ${chiSquare.toFixed(1)} too large`);
  assert.ok(counts.every((c) => c > 0));
});

test('kingTable and bishopTable rebuild every number as base + index', () => {
  const kings = api.kingTable();
  const bishops = api.bishopTable();
  assert.equal(kings.length, 60);
  assert.equal(bishops.length, 16);
  assert.deepEqual(kings[32], { base: 512, pieces: 'RNQKNR', piecesDe: 'TSDKST' });
  assert.equal(bishops[6].pattern, '--B--B--');
  assert.equal(bishops[4].pattern, '-BB-----');
  for (const row of kings) {
    for (const column of bishops) {
      const rank = api.startPosition(row.base + column.index).backRank;
      const pieces = [...rank].filter((_, file) => column.pattern[file] !== 'B').join('');
      assert.equal(pieces, row.pieces);
      assert.equal([...rank].map((_p, f) => (column.pattern[f] === 'B' ? 'B' : '-')).join(''), column.pattern);
    }
  }
});

// Returns a value as a test's message shows it.
const shown = (v) => (typeof v === 'bigint' ? `${v}n` : JSON.stringify(v));

// Returns { value } or { code } of a call, for comparing two entries' answers.
function outcome(call) {
  try {
    return { value: call() };
  } catch (error) {
    return { code: error.code };
  }
}

test('chess960/numbering reads every input as the main entry: the same number or the same code', async () => {
  const numbering = await import(pathToFileURL(path.join(root, 'build-wasm', 'lib', 'numbering.js')).href);
  // Back ranks in every set and case, with figurines and white space; FENs in each castling form,
  // with each field wrong; numbers, digit texts and non-numbers; options of each kind.
  const texts = ['rnbqkbnr', 'RNBQKBNR', 'tsldklst', ' TsLdKlSt\t', '♖♘♗♕♔♗♘♖', '♜♞♝♛♚♝♞♜', 'TCFDRFCT', 'tcfdrfct'];
  texts.push('RNBQKBNR ', 'RNBQKNBR', 'RRBQKBNN', 'RNBQKBN', 'RNBQKBNRR', 'RNB KBNR', 'RNBQ\0BNR', 'ＲNBQKBNR');
  texts.push('', '   ', 'PNBQKBNR', 'RNBQKBNP', 'KDTLSBKT', '♙♘♗♕♔♗♘♖', 'r♘bqkbnr', 'RNBQKBNr', 'hwgkhgsw', 'KQRBNKQR');
  for (const n of [0, 1, 5, 518, 534, 740, 959]) {
    const p = api.startPosition(n);
    texts.push(p.backRank, p.backRankDe, p.backRank.toLowerCase(), p.fen, p.shredderFen, p.fen.split(' ')[0]);
    for (const letters of ['fr', 'es', 'it', 'nl', 'pl', 'figurine'])
      texts.push(api.startPosition(n, { letters }).backRank);
    const fields = p.fen.split(' ');
    for (let i = 0; i < 6; i++) {
      for (const wrong of [
        '-',
        'b',
        'x',
        'KQk',
        'KQkqK',
        'Z',
        'e3',
        'e4',
        '1;',
        '00',
        'HAha',
        'AHah',
        'kqKQ',
        'Kk',
        '9999999',
      ]) {
        const copy = fields.slice();
        copy[i] = wrong;
        texts.push(copy.join(' '), copy.slice(0, i + 1).join(' '));
      }
    }
    texts.push(`${p.fen} 1`, `${p.fen}  `, p.fen.replace('pppppppp', 'ppppppp1'), p.fen.replace('/8/', '/9/'));
    texts.push(p.fen.replace('/8/8/8/8/', '/8/8/8/'), p.fen.replace('/8/8/8/8/', '//8/8/8/'), p.fen.toUpperCase());
  }
  const numbers = [
    0,
    1,
    518,
    959,
    960,
    -1,
    1.5,
    NaN,
    Infinity,
    1e21,
    -0,
    '518',
    ' 7 ',
    '0518',
    '960',
    '5 18',
    '',
    'x',
    '1e3',
  ];
  numbers.push('１', '\u00a0518', '\t518\n', '9999999', null, undefined, true, {}, [], 10n);
  const optionSets = [undefined, {}, { oneBased: true }, { oneBased: false }, { oneBased: 1 }, { oneBased: 'true' }];
  optionSets.push({ oneBased: null }, { letters: 'de' }, { letters: 'fr' }, { letters: 'xx' }, { letters: 'figurine' });
  let compared = 0;
  for (const options of optionSets) {
    for (const text of [...texts, ...numbers]) {
      const main = outcome(() => api.positionNumber(text, options));
      assert.deepEqual(
        outcome(() => numbering.positionNumber(text, options)),
        main,
        `positionNumber(${shown(text)}, ${JSON.stringify(options)})`,
      );
      compared++;
    }
    for (const n of [...numbers, ...texts.slice(0, 6)]) {
      const main = outcome(() => api.startPosition(n, options).backRank);
      const label = `backRank(${shown(n)}, ${JSON.stringify(options)})`;
      assert.deepEqual(
        outcome(() => numbering.backRank(n, options)),
        main,
        label,
      );
      compared++;
    }
  }
  assert.ok(compared > 5000, `${compared} inputs compared`);
  // The two examples of the report.
  assert.equal(numbering.positionNumber('rnbqkbnr'), 518);
  assert.throws(() => api.startPosition(5, { oneBased: 1 }), { code: 'ERR_NUMBER_RANGE', message: /oneBased/ });
  assert.throws(() => numbering.backRank(5, { oneBased: 1 }), { code: 'ERR_NUMBER_RANGE', message: /oneBased/ });
});
