// A host page that puts properties on Object.prototype (code, seed, letters, oneBased, line,
// candidates, maxNodes, rounds …) changes no answer of dist/chess960.js: options and the core's
// answers are read from their own properties only. Each property is removed again after use.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadApi } from './load.mjs';

const api = await loadApi();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Returns what `read` gives while Object.prototype holds `props` (removed afterwards).
function withPrototype(props, read) {
  for (const [key, value] of Object.entries(props))
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
  try {
    return read();
  } finally {
    for (const key of Object.keys(props)) delete Object.prototype[key];
  }
}

// Returns the answers of the calls a page makes, as plain data.
function answers() {
  const game = new api.Game(518);
  game.play('e4');
  const db = api.readPgnDatabase('[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. e4 Ke7 Ke2 *\n');
  const out = {
    position: api.startPosition(5),
    oneBasedDefault: api.startPosition(0).number,
    seeded: api.randomPosition({ seed: 'x' }).number,
    sanDefault: game.legalMovesSan().slice(0, 3),
    history: game.history(),
    perft: api.perft(START, 3),
    tournament: api.tournamentDraw({ rounds: 3, seed: 'x' }).map((r) => r.number),
    dbError: db.error(1) && (({ code, game: n, line }) => ({ code, game: n, line }))(db.error(1)),
    dbGood: db.error(0),
    tags: db.tags(0),
  };
  db.delete();
  game.delete();
  return out;
}

test('Object.prototype.code, .line and .candidates change no answer of the core', () => {
  const clean = answers();
  const polluted = withPrototype({ code: 'ERR_HOST', line: 99, candidates: ['x'] }, answers);
  assert.deepEqual(polluted, clean);
});

test('Object.prototype.seed, .letters, .oneBased, .maxNodes, .rounds, .exclude change no option', () => {
  const clean = answers();
  const props = {
    seed: 'host',
    letters: 'de',
    oneBased: true,
    maxNodes: 1,
    rounds: 9,
    exclude: [0],
    bothColours: true,
  };
  const polluted = withPrototype(props, answers);
  assert.deepEqual(polluted, clean);
  // No seed of one's own: a random draw from the crypto source, not the host's seed.
  const draws = withPrototype({ seed: 'host' }, () => Array.from({ length: 40 }, () => api.randomPosition().number));
  assert.ok(new Set(draws).size > 1, 'every draw was the seeded one');
});
