// The play page takes White's first move before chess960.js has loaded (web/play/first-move.js),
// from a table the build writes with the core (scripts/write-first-moves.mjs), read by
// web/play/first-move-table.js. Checked here
// against independent sources: the 960 back ranks as scalachess numbers them
// (tests/data/scalachess-back-ranks.txt) and chessops' legal moves in each start position.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fromFen, legalUcis } from '../js/chessops.mjs';
import { firstMoves } from '../../scripts/write-first-moves.mjs';
import * as table from '../../web/play/first-move-table.js';
import './package-names.mjs';

const { createChess960 } = await import('chess960');
const moves = firstMoves(await createChess960());
const firstMove = { dests: (n) => table.dests(moves, n), rook: (n, from, to) => table.rook(moves, n, from, to) };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ranks = fs
  .readFileSync(path.join(root, 'tests', 'data', 'scalachess-back-ranks.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);

test('the first-move table gives each start position exactly the legal first moves chessops finds', () => {
  let castlings = 0;
  assert.equal(ranks.length, 960);
  for (let n = 0; n < 960; n++) {
    const rank = ranks[n];
    // Castling rights in Shredder-FEN: the rook files (castling can be legal on move one).
    const rooks = [...rank].map((p, i) => (p === 'r' ? 'abcdefgh'[i] : '')).join('');
    const fen = `${rank}/pppppppp/8/8/8/8/PPPPPPPP/${rank.toUpperCase()} w ${rooks.toUpperCase()}${rooks} - 0 1`;
    const want = legalUcis(fromFen(fen)).sort();
    const dests = firstMove.dests(n);
    const got = Object.keys(dests)
      .flatMap((from) => dests[from].map((to) => from + to))
      .sort();
    assert.deepEqual(got, want, `no. ${n} (${rank.toUpperCase()})`);
    // A castling (king onto its rook) is shown as the two pieces changing places.
    for (const uci of got.filter((m) => rank[m.charCodeAt(0) - 97] === 'k' && rank[m.charCodeAt(2) - 97] === 'r')) {
      castlings++;
      assert.deepEqual(
        JSON.parse(JSON.stringify(firstMove.rook(n, uci.slice(0, 2), uci.slice(2, 4)))),
        { from: uci.slice(2, 4), to: uci.slice(0, 2) },
        `no. ${n} ${uci}`,
      );
    }
  }
  assert.ok(castlings > 0, 'some start positions allow castling on move one');
  for (const bad of [-1, 960, 1.5, NaN, '5']) assert.equal(firstMove.dests(bad), null, String(bad));
});
