// The draw contract: the step machines, exact distributions and drawByDie of the draw module
// dist/chess960-draw.js (a finished draw is the rules module's start position), and the
// tournament draw of dist/chess960.js (checked against node's own SHA-256, independently of the
// module).
// CHESS960_DIST points the suite at another folder with the same layout as dist/.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.resolve(root, process.env.CHESS960_DIST || 'dist');
const require = createRequire(import.meta.url);
const api = await require(path.join(dist, 'chess960.js'))();
const events = await require(path.join(dist, 'chess960-event.js'))();
const draws = await require(path.join(dist, 'chess960-draw.js'))();

const codeOf = (fn) => {
  try {
    fn();
  } catch (e) {
    return e.code;
  }
  return 'no error';
};

// Independent decoding (docs/numbering.md): files of the light and dark bishop of number n.
const lightBishop = (n) => 2 * (n % 4) + 1;
const darkBishop = (n) => 2 * (Math.floor(n / 4) % 4);
const bishopsOnAPair = (n) => Math.floor(lightBishop(n) / 2) === Math.floor(darkBishop(n) / 2);

// The seeded stream as documented in seeded.h, computed with node's crypto.
function streamNumbers(seed, count, exclude = []) {
  const taken = new Set(exclude);
  const out = [];
  for (let k = 0; out.length < count; k++) {
    const u = crypto.createHash('sha256').update(`${seed}:${k}`, 'utf8').digest().readUInt32BE(0);
    if (u >= 960 * 4473924) continue;
    const n = u % 960;
    if (taken.has(n)) continue;
    taken.add(n);
    out.push(n);
  }
  return out;
}

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

// Returns the exact sum of the fractions as [num, den] in BigInt.
function total(fractions) {
  let num = 0n;
  let den = 1n;
  for (const f of fractions) {
    num = num * BigInt(f.den) + BigInt(f.num) * den;
    den *= BigInt(f.den);
    const g = ((a, b) => {
      while (b) [a, b] = [b, a % b];
      return a;
    })(num, den);
    num /= g;
    den /= g;
  }
  return [num, den];
}

test('drawMethods lists every method by id; only the players\u2019 placement is not random', () => {
  const ids = ['die', 'coins', 'coins-die', 'bag', 'bag-wheeler', 'cards', 'platonic', 'northam-placement'];
  assert.deepEqual(
    draws.drawMethods(),
    ids.map((id) => ({ id, random: id !== 'northam-placement' })),
  );
});

test('a die draw fills the back rank roll by roll and ends in 518', () => {
  const d = draws.startDraw('die');
  try {
    const first = d.next();
    assert.equal(first.kind, 'die');
    assert.deepEqual(first.options, [1, 2, 3, 4]);
    assert.deepEqual(first.rerolls, [5, 6]);
    assert.equal(first.step, 'dark-bishop');
    assert.equal(first.among, 'dark');
    assert.equal(first.count, 4);
    assert.equal(first.piece, 'B');
    assert.deepEqual(first.outcomes, [{ square: 'a1' }, { square: 'c1' }, { square: 'e1' }, { square: 'g1' }]);
    assert.equal(d.backRank(), '--------');
    const placed = d.give(2);
    assert.equal(placed.backRank, '--B-----');
    assert.deepEqual(placed.events, [{ event: 'placed', value: 2, piece: 'B', square: 'c1' }]);
    const state = d.give('3');
    assert.equal(state.backRank, '--B--B--');
    assert.equal(state.done, false);
    assert.deepEqual(d.next().freeSquares, ['a1', 'b1', 'd1', 'e1', 'g1', 'h1']);
    d.give(3);
    d.give(2);
    assert.equal(d.done(), false);
    assert.equal(
      codeOf(() => d.result()),
      'ERR_DRAW_UNFINISHED',
    );
    assert.equal(d.give(3).done, true);
    assert.equal(d.next().kind, 'done');
    assert.equal(d.next().step, 'done');
    assert.deepEqual(d.next().options, []);
    assert.deepEqual(d.state().events, []);
    assert.deepEqual(d.result(), api.startPosition(518));
    assert.deepEqual(d.history(), ['2', '3', '3', '2', '3']);
    assert.equal(
      codeOf(() => d.give(1)),
      'ERR_DRAW_FINISHED',
    );
  } finally {
    d.delete();
  }
});

test('rerolls and invalid values are refused with their codes; nothing changes', () => {
  const d = draws.startDraw('die');
  let error;
  try {
    d.give(5);
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error);
  assert.equal(error.code, 'ERR_DRAW_REROLL');
  assert.equal(error.message, '5: roll again, only four dark squares.');
  for (const bad of [7, 0, -1, 2.5, NaN, Infinity, 'x', '', null, undefined, {}, [1]]) {
    assert.equal(
      codeOf(() => d.give(bad)),
      'ERR_DRAW_VALUE',
      String(bad),
    );
  }
  assert.equal(d.backRank(), '--------');
  assert.equal(
    codeOf(() => d.undo()),
    'ERR_DRAW_UNDO',
  );
  d.give(1);
  d.give(1);
  assert.equal(d.undo().backRank, 'B-------');
  assert.equal(d.undo().backRank, '--------');
  d.delete();
  assert.equal(
    codeOf(() => d.next()),
    'ERR_DRAW_DELETED',
  );
  d.delete(); // twice is harmless
});

test('unknown methods throw ERR_DRAW_METHOD', () => {
  for (const bad of ['dice', '', 42, null, undefined]) {
    assert.equal(
      codeOf(() => draws.startDraw(bad)),
      'ERR_DRAW_METHOD',
    );
    assert.equal(
      codeOf(() => draws.drawDistribution(bad)),
      'ERR_DRAW_METHOD',
    );
  }
});

test('every method, walked through its options, ends in a legal start position', () => {
  for (const { id } of draws.drawMethods()) {
    for (let path = 0; path < 5; path++) {
      const d = draws.startDraw(id);
      let step = 0;
      while (!d.done()) {
        const next = d.next();
        assert.ok(next.options.length > 0, `${id}: options`);
        assert.equal(next.outcomes.length, next.options.length);
        d.give(next.options[(path * 7 + step * 3) % next.options.length]);
        step++;
        assert.ok(step < 20, `${id} ends`);
      }
      const result = d.result();
      assert.equal(result.backRank, d.backRank());
      assert.deepEqual(result, api.startPosition(result.number));
      d.delete();
    }
  }
});

test('Platonic dice: the seed example 19 -> 46 -> 44', () => {
  const d = draws.startDraw('platonic');
  assert.equal(d.next().die, 'octahedron');
  d.give(1);
  d.give(1);
  d.give(1);
  assert.equal(d.next().sides, 20);
  assert.equal(d.next().step, 'knights');
  const state = d.give(19);
  assert.deepEqual(state.events, [
    { event: 'knights-placed', value: 19, piece: 'N', number: 46, counts: [4, 4], squares: ['g1', 'h1'] },
    { event: 'rook-king-rook', squares: ['d1', 'e1', 'f1'] },
  ]);
  assert.equal(state.backRank, 'BBQRKRNN');
  d.delete();
});

test('the bag takes piece letters (English or German) and reports the swaps', () => {
  const d = draws.startDraw('bag');
  for (const p of ['B', 'N', 'l', 'D', 'K', 'R', 'N']) d.give(p);
  assert.deepEqual(d.next().options, ['R']);
  const last = d.give('T');
  assert.equal(last.done, true);
  assert.equal(last.backRank, 'NBBQRKNR');
  // Bishops a1, c1 (dark): the pair a1-b1 swapped; then the king e1 with the nearer rook f1.
  assert.deepEqual(last.events, [
    { event: 'drawn', piece: 'R', square: 'h1' },
    { event: 'pair-swapped', squares: ['a1', 'b1'] },
    { event: 'king-moved-between-rooks', piece: 'K', square: 'f1', from: 'e1' },
  ]);
  d.delete();
});

test('Northam placement: players alternate, Black first; no distribution', () => {
  const d = draws.startDraw('northam-placement');
  assert.equal(d.next().player, 'black');
  assert.equal(d.next().toPlace, 'QBBNN');
  assert.deepEqual(d.give('Bc1').events, [{ event: 'player-placed', piece: 'B', square: 'c1', player: 'black' }]);
  assert.equal(d.next().player, 'white');
  assert.equal(d.next().toPlace, 'QBNN');
  assert.equal(
    codeOf(() => d.give('Be1')),
    'ERR_DRAW_VALUE',
  );
  for (const p of ['Bf1', 'Qd1', 'Nb1', 'Ng1']) d.give(p);
  assert.equal(d.result().number, 518);
  d.delete();
  assert.equal(
    codeOf(() => draws.drawDistribution('northam-placement')),
    'ERR_DRAW_NOT_RANDOM',
  );
});

test('distributions: 960 reduced fractions that add up to exactly 1', () => {
  for (const { id, random } of draws.drawMethods()) {
    if (!random) continue;
    const dist = draws.drawDistribution(id);
    assert.equal(dist.length, 960, id);
    for (const f of dist) {
      assert.ok(Number.isSafeInteger(f.num) && Number.isSafeInteger(f.den) && f.num > 0, id);
      assert.equal(gcd(f.num, f.den), 1, `${id}: reduced`);
    }
    assert.deepEqual(total(dist), [1n, 1n], id);
  }
});

test('distributions: die, platonic, cards and Wheeler are uniform', () => {
  for (const id of ['die', 'platonic', 'cards', 'bag-wheeler']) {
    assert.ok(
      draws.drawDistribution(id).every((f) => f.num === 1 && f.den === 960),
      id,
    );
  }
});

test('distributions: the plain bag halves bishops on a-b, c-d, e-f, g-h (as the seeds say)', () => {
  const dist = draws.drawDistribution('bag');
  for (let n = 0; n < 960; n++) {
    const f = dist[n];
    if (bishopsOnAPair(n)) assert.deepEqual(f, { num: 1, den: 1680 }, String(n));
    else assert.deepEqual(f, { num: 1, den: 840 }, String(n));
  }
  assert.equal(dist.filter((_f, n) => bishopsOnAPair(n)).length, 240);
});

test('distributions: Northam coins are not uniform (1/768 and 1/1152)', () => {
  const dist = draws.drawDistribution('coins');
  assert.equal(dist.filter((f) => f.den === 768).length, 384);
  assert.equal(dist.filter((f) => f.den === 1152).length, 576);
  assert.deepEqual(draws.drawDistribution('coins-die'), dist);
});

test('drawDistribution returns a fresh copy each time', () => {
  const a = draws.drawDistribution('die');
  a[0].num = 99;
  assert.equal(draws.drawDistribution('die')[0].num, 1);
});

test('drawByDie and drawWith run whole draws', () => {
  assert.equal(draws.drawByDie([2, 3, 3, 2, 3]).number, 518);
  assert.equal(draws.drawByDie([1, 1, 1, 1, 1]).backRank, 'BBQNNRKR');
  assert.equal(draws.drawByDie(['4', '4', '6', '5', '4']).number, 959);
  assert.equal(
    codeOf(() => draws.drawByDie([5])),
    'ERR_DRAW_REROLL',
  );
  assert.equal(
    codeOf(() => draws.drawByDie([2, 3])),
    'ERR_DRAW_UNFINISHED',
  );
  assert.equal(
    codeOf(() => draws.drawByDie([2, 3, 3, 2, 3, 1])),
    'ERR_DRAW_FINISHED',
  );
  assert.equal(
    codeOf(() => draws.drawByDie('23323')),
    'ERR_DRAW_VALUE',
  );
  assert.equal(draws.drawWith('platonic', [3, 3, 3, 12]).number, 518);
  assert.equal(draws.drawWith('cards', [1, 2, 3, 4, 5, 6, 7, 8]).number, 518);
});

test('tournamentDraw with a seed follows the SHA-256 stream (checked with node crypto)', () => {
  const rows = events.tournamentDraw({ rounds: 9, seed: 'Club 2026' });
  assert.deepEqual(
    rows.map((r) => r.number),
    streamNumbers('Club 2026', 9),
  );
  assert.deepEqual(
    rows.map((r) => r.round),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  assert.deepEqual(rows[0], { round: 1, ...api.startPosition(rows[0].number), draw: 1, swapColours: false });
  assert.equal(rows[0].number, api.randomPosition({ seed: 'Club 2026' }).number);
  assert.deepEqual(events.tournamentDraw({ rounds: 9, seed: 'Club 2026' }), rows);
  const excluded = events.tournamentDraw({ rounds: 20, seed: 'Club 2026', exclude: [518, rows[0].number] });
  assert.deepEqual(
    excluded.map((r) => r.number),
    streamNumbers('Club 2026', 20, [518, rows[0].number]),
  );
  assert.deepEqual(events.tournamentDraw({ rounds: 3, seed: 42 }), events.tournamentDraw({ rounds: 3, seed: '42' }));
});

test('tournamentDraw with both colours repeats each position with colours swapped', () => {
  const rows = events.tournamentDraw({ rounds: 5, seed: 'Open', bothColours: true, exclude: [518] });
  const numbers = streamNumbers('Open', 3, [518]);
  assert.deepEqual(
    rows.map((r) => r.number),
    [numbers[0], numbers[0], numbers[1], numbers[1], numbers[2]],
  );
  assert.deepEqual(
    rows.map((r) => r.swapColours),
    [false, true, false, true, false],
  );
  assert.deepEqual(
    rows.map((r) => r.draw),
    [1, 1, 2, 2, 3],
  );
});

test('tournamentDraw without a seed: distinct, never excluded, all 959 allowed', () => {
  const rows = events.tournamentDraw({ rounds: 959, exclude: [518] });
  const numbers = new Set(rows.map((r) => r.number));
  assert.equal(numbers.size, 959);
  assert.ok(!numbers.has(518));
  const few = events.tournamentDraw({ rounds: '4' });
  assert.equal(few.length, 4);
});

test('tournamentDraw refuses bad rounds, exclusions and seeds', () => {
  for (const rounds of [0, 961, 2.5, -3, 'x', undefined, NaN]) {
    assert.equal(
      codeOf(() => events.tournamentDraw({ rounds, seed: 's' })),
      'ERR_TOURNAMENT_ROUNDS',
      String(rounds),
    );
  }
  assert.equal(
    codeOf(() => events.tournamentDraw({ rounds: 960, exclude: [518] })),
    'ERR_TOURNAMENT_ROUNDS',
  );
  assert.equal(
    codeOf(() => events.tournamentDraw()),
    'ERR_TOURNAMENT_ROUNDS',
  );
  for (const exclude of [[960], [-1], ['abc'], [1.5]]) {
    assert.equal(
      codeOf(() => events.tournamentDraw({ rounds: 3, exclude })),
      'ERR_TOURNAMENT_EXCLUDE',
    );
  }
  for (const seed of [{}, '', Infinity]) {
    assert.equal(
      codeOf(() => events.tournamentDraw({ rounds: 3, seed })),
      'ERR_SEED',
    );
  }
});
