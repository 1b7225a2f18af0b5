// An event of event.html's list is never changed in place (web/event/record.js), as the play
// page's game record is not: fixing the public value, revealing a round or the secret gives a
// new event and a new list, and the event and list held before (the list being saved, compared
// with another tab's, drawn) stay as they were. Events are frozen here, so a change in place
// throws.
import assert from 'node:assert/strict';
import { test } from 'node:test';

const record = await import('../../web/event/record.js');

// Returns value frozen with everything it holds.
function deepFreeze(value) {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const EVENT = deepFreeze({
  id: 'e1',
  name: 'Open',
  rounds: 3,
  exclude: [518],
  bothColours: false,
  secret: 'a'.repeat(64),
  public: '',
  publicFixed: false,
  revealed: [],
  secretRevealedAt: null,
  commitment: 'c'.repeat(64),
});
const OTHER = deepFreeze({ ...EVENT, id: 'e2', name: 'Blitz' });

test('fixing the public value, revealing rounds and the secret make new events', () => {
  const before = JSON.stringify(EVENT);
  const fixed = record.withPublic(EVENT, 'Lotto 3 17 22');
  assert.equal(fixed.public, 'Lotto 3 17 22');
  assert.equal(fixed.publicFixed, true);
  const one = record.withRound(fixed, 634, '2026-12-02T10:00:00.000Z');
  const two = record.withRound(one, 522, '2026-12-02T11:00:00.000Z');
  assert.deepEqual(two.revealed, [
    { round: 1, number: 634, at: '2026-12-02T10:00:00.000Z' },
    { round: 2, number: 522, at: '2026-12-02T11:00:00.000Z' },
  ]);
  assert.deepEqual(one.revealed, [{ round: 1, number: 634, at: '2026-12-02T10:00:00.000Z' }], 'round 1 alone');
  const revealed = record.withSecretRevealed(two, '2026-12-02T12:00:00.000Z');
  assert.equal(revealed.secretRevealedAt, '2026-12-02T12:00:00.000Z');
  assert.equal(two.secretRevealedAt, null);
  assert.equal(JSON.stringify(EVENT), before, 'the first event is as it was');
  assert.equal(revealed.commitment, EVENT.commitment);
  assert.equal(revealed.name, 'Open');
});

test('the list gets the new event in the old one’s place; the old list stays', () => {
  const list = deepFreeze([EVENT, OTHER]);
  const next = record.withRound(record.withPublic(OTHER, ''), 81, '2026-12-02T10:00:00.000Z');
  const changed = record.replaced(list, next);
  assert.notEqual(changed, list);
  assert.deepEqual(
    changed.map((e) => [e.id, e.revealed.length]),
    [
      ['e1', 0],
      ['e2', 1],
    ],
  );
  assert.equal(changed[0], EVENT, 'the other event is the same object');
  assert.deepEqual(
    list.map((e) => e.revealed.length),
    [0, 0],
  );
});
