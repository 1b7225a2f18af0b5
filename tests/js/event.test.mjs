// Event draws through the API (dist/chess960.js): commitments, rounds and verification against
// values computed here independently with node's crypto (SHA-256) and the stream rule of
// core/numbering/seeded.h; the published test vectors of docs/event.md.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { loadApi, loadEventApi, seededStreamNumbers } from './load.mjs';

const api = await loadApi();
const events = await loadEventApi();
const SECRET_A = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SECRET_C = '7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';
const sha256 = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

// The published vectors (docs/event.md, README.md).
const VECTORS = [
  {
    secret: SECRET_A,
    public: '',
    rounds: 9,
    exclude: [518],
    both: false,
    numbers: [634, 522, 541, 761, 308, 576, 188, 317, 81],
  },
  {
    secret: SECRET_A,
    public: '  Lotto  3 17\t22 ',
    rounds: 8,
    exclude: [518, 534],
    both: true,
    numbers: [157, 157, 260, 260, 452, 452, 638, 638],
  },
  {
    secret: SECRET_A.toUpperCase().replace(/(.{16})/g, '$1 '),
    public: '',
    rounds: 3,
    exclude: [518],
    both: false,
    numbers: [634, 522, 541],
  },
  {
    secret: SECRET_C,
    public: '12 19 23 31 40 45',
    rounds: 7,
    exclude: [518, 534],
    both: false,
    numbers: [841, 243, 272, 457, 202, 423, 707],
  },
];

test('the commitment is the SHA-256 of the secret hex text (node crypto agrees)', () => {
  for (const secret of [SECRET_A, SECRET_C, events.eventNewSecret()]) {
    const c = events.eventCommitment(secret);
    assert.equal(c.commitment, sha256(secret));
    assert.equal(c.fingerprint, c.commitment.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 '));
  }
  assert.equal(events.eventCommitment(SECRET_A.toUpperCase()).commitment, sha256(SECRET_A));
});

test('a new secret is 64 lower-case hex digits and never the same twice', () => {
  const seen = new Set();
  for (let i = 0; i < 50; i++) {
    const s = events.eventNewSecret();
    assert.match(s, /^[0-9a-f]{64}$/);
    seen.add(s);
  }
  assert.equal(seen.size, 50);
});

test('the rounds are the published vectors and the seeded stream of the event seed', () => {
  for (const v of VECTORS) {
    const rows = events.eventRounds({
      secret: v.secret,
      public: v.public,
      rounds: v.rounds,
      exclude: v.exclude,
      bothColours: v.both,
    });
    assert.deepEqual(
      rows.map((r) => r.number),
      v.numbers,
    );
    const seed = `chess960-event-1:${v.secret.replace(/\s+/g, '').toLowerCase()}:${v.public.trim().replace(/\s+/g, ' ')}`;
    const distinct = seededStreamNumbers(seed, v.both ? Math.ceil(v.rounds / 2) : v.rounds, v.exclude);
    assert.deepEqual([...new Set(v.numbers)], distinct);
    assert.equal(rows[0].fen, api.startPosition(v.numbers[0]).fen);
    assert.equal(rows[1].swapColours, v.both);
  }
});

test('a round does not change when more rounds are drawn or the public value is absent vs empty', () => {
  const few = events.eventRounds({ secret: SECRET_A, rounds: 3, exclude: [518] });
  const many = events.eventRounds({ secret: SECRET_A, public: '', rounds: 9, exclude: [518] });
  assert.deepEqual(
    few.map((r) => r.number),
    many.slice(0, 3).map((r) => r.number),
  );
  const other = events.eventRounds({ secret: SECRET_A, public: 'x', rounds: 3, exclude: [518] });
  assert.notDeepEqual(
    other.map((r) => r.number),
    few.map((r) => r.number),
  );
});

test('verify accepts the matching secret and refuses a wrong one with ERR_EVENT_COMMITMENT', () => {
  assert.equal(events.eventVerify({ commitment: sha256(SECRET_A), secret: SECRET_A }), true);
  assert.equal(events.eventVerify({ commitment: sha256(SECRET_A).toUpperCase(), secret: SECRET_A }), true);
  assert.throws(
    () => events.eventVerify({ commitment: sha256(SECRET_A), secret: SECRET_C }),
    (e) =>
      e.code === 'ERR_EVENT_COMMITMENT' && /does not match/.test(e.message) && /64fa 08a0 17cc 64f2/.test(e.message),
  );
  assert.throws(
    () => events.eventVerify({ commitment: sha256(SECRET_A).slice(0, 40), secret: SECRET_A }),
    (e) => e.code === 'ERR_EVENT_COMMITMENT' && /40 hex digits/.test(e.message),
  );
  assert.throws(() => events.eventVerify({ commitment: 'zz', secret: SECRET_A }), { code: 'ERR_EVENT_COMMITMENT' });
  assert.throws(() => events.eventVerify({ commitment: sha256(SECRET_A), secret: 42 }), { code: 'ERR_EVENT_SECRET' });
  assert.throws(() => events.eventVerify(null), { code: 'ERR_EVENT_SECRET' });
});

test('bad input is refused with stable codes, never a crash', () => {
  assert.throws(
    () => events.eventCommitment('abc'),
    (e) => e.code === 'ERR_EVENT_SECRET' && /3 hex digits/.test(e.message),
  );
  assert.throws(() => events.eventCommitment(undefined), { code: 'ERR_EVENT_SECRET' });
  assert.throws(() => events.eventCommitment('x'.repeat(200001)), { code: 'ERR_INPUT_TOO_LONG' });
  assert.throws(() => events.eventRounds({ secret: 'nope', rounds: 3 }), { code: 'ERR_EVENT_SECRET' });
  assert.throws(() => events.eventRounds({ secret: SECRET_A, rounds: 0 }), { code: 'ERR_TOURNAMENT_ROUNDS' });
  assert.throws(() => events.eventRounds({ secret: SECRET_A, rounds: 3, exclude: [960] }), {
    code: 'ERR_TOURNAMENT_EXCLUDE',
  });
  assert.throws(() => events.eventRounds({ secret: SECRET_A, rounds: 3, public: {} }), { code: 'ERR_EVENT_PUBLIC' });
  assert.deepEqual(
    events.eventRounds({ secret: SECRET_A, rounds: 2, public: 17 }).map((r) => r.number),
    events.eventRounds({ secret: SECRET_A, rounds: 2, public: '17' }).map((r) => r.number),
  );
});

// The 25 characters of Unicode's White_Space property (docs/event.md: the one white-space rule).
const UNICODE_SPACES = [
  ...'\t\n\u000b\f\r \u0085\u00a0\u1680\u2028\u2029\u202f\u205f\u3000',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
];

test('white space is Unicode White_Space, read by the core: the page, the library and the CLI agree', () => {
  assert.equal(UNICODE_SPACES.length, 25);
  const lotto = [157, 157, 260, 260, 452, 452, 638, 638];
  const rounds = (p) =>
    events
      .eventRounds({ secret: SECRET_A, public: p, rounds: 8, exclude: [518, 534], bothColours: true })
      .map((r) => r.number);
  const code = (space) => `U+${space.charCodeAt(0).toString(16).padStart(4, '0')}`;
  const typed = (space) => `${space}Lotto${space}${space}3 17${space}22${space}`;
  const grouped = (space) => `${SECRET_A.slice(0, 32)}${space}${SECRET_A.slice(32)}`;
  for (const space of UNICODE_SPACES) {
    assert.deepEqual(rounds(typed(space)), lotto, code(space));
    assert.equal(events.eventCommitment(grouped(space)).commitment, sha256(SECRET_A), code(space));
    assert.equal(events.eventVerify({ commitment: `${space}${sha256(SECRET_A)}${space}`, secret: SECRET_A }), true);
  }
  for (const space of UNICODE_SPACES) {
    assert.equal(events.eventTexts({ public: typed(space) }).public, 'Lotto 3 17 22', code(space));
    assert.equal(events.eventTexts({ secret: grouped(space) }).secret, SECRET_A, code(space));
  }
  // Not white space (though JS \s says so for U+FEFF): kept, and the rounds differ.
  for (const kept of ['\ufeff', '\u200b', '\u180e']) {
    assert.equal(events.eventTexts({ public: `Lotto${kept}3` }).public, `Lotto${kept}3`);
    assert.notDeepEqual(rounds(`Lotto 3 17 22${kept}`), lotto);
  }
  // Letters as typed: no case folding, no Unicode normalisation (é composed or not differ).
  assert.notDeepEqual(rounds('Ziehung \u00e9'), rounds('Ziehung e\u0301'));
  assert.notDeepEqual(rounds('lotto 3 17 22'), lotto);
});

test('a public value with a lone surrogate is refused (ERR_EVENT_PUBLIC); pairs are text', () => {
  for (const bad of ['\ud800', '\udc00', 'Lotto \ud83d', '\ude00 3', '\udc00\ud800', 'a\ud800b']) {
    for (const call of [
      () => events.eventRounds({ secret: SECRET_A, public: bad, rounds: 3 }),
      () => events.eventTexts({ public: bad }),
    ]) {
      assert.throws(
        call,
        (e) => e.code === 'ERR_EVENT_PUBLIC' && /lone surrogate/.test(e.message),
        JSON.stringify(bad),
      );
    }
  }
  const smile = events.eventRounds({ secret: SECRET_A, public: '\ud83d\ude00', rounds: 3 }).map((r) => r.number);
  const other = events.eventRounds({ secret: SECRET_A, public: '\ud800\udc00', rounds: 3 }).map((r) => r.number);
  assert.notDeepEqual(smile, other);
  // The stream is the SHA-256 of the UTF-8 text (node's crypto), so the pair is read as U+1F600.
  const seed = `chess960-event-1:${SECRET_A}:\u{1f600}`;
  assert.deepEqual(smile, seededStreamNumbers(seed, 3, []));
  assert.throws(() => events.eventTexts({ public: [] }), { code: 'ERR_EVENT_PUBLIC' });
  assert.throws(() => events.eventTexts({ secret: 'abc' }), { code: 'ERR_EVENT_SECRET' });
  assert.throws(() => events.eventTexts({ commitment: 'abc' }), { code: 'ERR_EVENT_COMMITMENT' });
  assert.throws(() => events.eventTexts(null), { code: 'ERR_EVENT_PUBLIC' });
  assert.deepEqual(events.eventTexts({ public: 17 }), { public: '17' });
  assert.deepEqual(events.eventTexts({}), {});
});
