// The saved games of the play page (web/play/store.js) on storages made here: two tabs that
// each keep their own game, a reload, the recent list, storage events' keys, corrupt entries
// and backups, a full storage (quota), the old one-game layout, refused storage. Node, no browser.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const win = createWindow();
runScripts(root, win, ['web/play/store.js']);
const { store: Store } = win.Chess960Play;
const plain = (value) => JSON.parse(JSON.stringify(value));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PREFIX = 'chess960.play.game.';

// A Web Storage with a capacity in characters (keys and values), as browsers count their quota.
class FakeStorage {
  constructor(capacity = Infinity) {
    this.map = new Map();
    this.capacity = capacity;
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k) {
    return this.map.has(k) ? this.map.get(k) : null;
  }
  setItem(k, v) {
    const used = [...this.map].reduce((n, [key, value]) => n + (key === k ? 0 : key.length + value.length), 0);
    if (used + k.length + String(v).length > this.capacity) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k) {
    this.map.delete(k);
  }
}

// Returns a record as the page saves it.
function game(id, moves = [], extra = {}) {
  return {
    v: 2,
    id,
    startFen: START,
    startNumber: 518,
    moves,
    tags: {},
    result: '*',
    ending: '',
    created: 1,
    updated: 1,
    ...extra,
  };
}

// Returns a store for one tab: the shared localStorage and the tab's own sessionStorage.
const tab = (local, session = new FakeStorage()) => Store.create({ local, session });

test('two tabs keep their own games; each reload finds its own; both are in the list', () => {
  const local = new FakeStorage();
  const sessionA = new FakeStorage();
  const sessionB = new FakeStorage();
  const a = tab(local, sessionA);
  const b = tab(local, sessionB);
  assert.equal(a.tabGame(), null, 'a new tab has no game yet');
  a.setTabGame('game-a');
  b.setTabGame('game-b');
  assert.equal(a.save(game('game-a', ['e2e4'], { updated: 10 })).ok, true);
  assert.equal(b.save(game('game-b', ['g1f3'], { updated: 20 })).ok, true);
  // Tab A moves last: tab B's game is untouched.
  a.save(game('game-a', ['e2e4', 'e7e5'], { updated: 30 }));
  assert.deepEqual(plain(b.load('game-b').record.moves), ['g1f3']);
  assert.deepEqual(plain(a.load('game-a').record.moves), ['e2e4', 'e7e5']);
  // The list: every game, the one saved last first.
  assert.deepEqual(plain(a.games().map((r) => r.id)), ['game-a', 'game-b']);
  assert.equal(b.latest().id, 'game-a');
  // A reload of each tab (its sessionStorage stays) finds its own game.
  assert.equal(tab(local, sessionA).tabGame(), 'game-a');
  assert.equal(tab(local, sessionB).tabGame(), 'game-b');
});

test('the tab id lives in the tab: a reload keeps it, another tab has its own', () => {
  const local = new FakeStorage();
  const session = new FakeStorage();
  tab(local, session).setTabGame('abc-1');
  assert.equal(tab(local, session).tabGame(), 'abc-1');
  assert.equal(tab(local).tabGame(), null);
  session.setItem('chess960.play.tab', '<script>');
  assert.equal(tab(local, session).tabGame(), null, 'an id that is not an id is ignored');
});

test('storage events: which keys are a game (not its backup) and which change the list', () => {
  const s = tab(new FakeStorage());
  assert.equal(s.gameOfKey(`${PREFIX}abc-1`), 'abc-1');
  assert.equal(s.gameOfKey(`${PREFIX}abc-1.backup`), null);
  assert.equal(s.gameOfKey('chess960.play.games'), null);
  assert.equal(s.gameOfKey('chess960.lang'), null);
  assert.equal(s.gameOfKey(null), null);
  assert.equal(s.isListKey('chess960.play.games'), true);
  assert.equal(s.isListKey(`${PREFIX}abc-1`), true);
  assert.equal(s.isListKey('chess960.play.notation'), false);
});

test('a damaged game: the previous good save is used and the damaged text kept aside', () => {
  const local = new FakeStorage();
  const s = tab(local);
  s.save(game('g-1', ['e2e4']));
  s.save(game('g-1', ['e2e4', 'e7e5']));
  local.setItem(`${PREFIX}g-1`, '{"v":1,"startFen":42');
  const loaded = plain(s.load('g-1'));
  assert.equal(loaded.source, 'backup');
  assert.equal(loaded.problem, 'corrupt');
  assert.deepEqual(loaded.record.moves, ['e2e4']);
  assert.equal(local.getItem('chess960.play.unreadable'), '{"v":1,"startFen":42');
  // Both unreadable: nothing, said to be corrupt; a missing game is no problem.
  local.setItem(`${PREFIX}g-1.backup`, '[1,2,3]');
  assert.deepEqual(plain(s.load('g-1')), { record: null, source: null, problem: 'corrupt' });
  assert.deepEqual(plain(s.load('nothing-here')), { record: null, source: null, problem: null });
  // A damaged list is rebuilt from the games' keys.
  local.setItem('chess960.play.games', '{"not":"a list"}');
  s.save(game('g-2', ['d2d4']));
  assert.deepEqual(plain(s.games().map((r) => r.id)), ['g-2']);
});

test('records are checked: moves must be UCI, tags PGN names with text, unknown values dropped', () => {
  assert.equal(Store.validRecord(game('x', ['e2e4', 'Nf3'])), null, 'SAN is not stored');
  assert.equal(Store.validRecord(game('x', [], { v: 3 })), null);
  assert.equal(Store.validRecord({ ...game('x'), startFen: '' }), null);
  assert.equal(Store.validRecord(game('x', Array(2001).fill('e2e4'))), null);
  assert.equal(Store.validRecord('{"v":2}'), null);
  const clean = plain(
    Store.validRecord(
      game('x', ['e7e8q'], {
        tags: { White: 'Anna', 'Bad name': 'x', Black: 7 },
        result: 'win',
        ending: 'gave up',
        startNumber: 960,
      }),
    ),
  );
  assert.deepEqual(clean.tags, { White: 'Anna' });
  assert.equal(clean.result, '*');
  assert.equal(clean.ending, '');
  assert.equal(clean.startNumber, null);
  assert.deepEqual(clean.moves, ['e7e8q']);
});

test('a full storage: the oldest other games make room; the own game is never dropped', () => {
  const local = new FakeStorage();
  const s = tab(local);
  const moves = Array(20).fill('e2e4');
  for (const id of ['old-1', 'old-2', 'old-3']) assert.equal(s.save(game(id, moves)).ok, true, id);
  // Room for 250 more characters: a game of 40 moves (over 400 characters) does not fit, but
  // does once one game of 20 moves (over 300 characters) is gone.
  local.capacity = [...local.map].reduce((n, [k, v]) => n + k.length + v.length, 0) + 250;
  const saved = plain(s.save(game('new-1', moves.concat(moves))));
  assert.equal(saved.ok, true);
  assert.deepEqual(saved.dropped, ['old-1'], 'the oldest game, and only it');
  assert.equal(s.load('new-1').record.moves.length, 40);
  assert.deepEqual(plain(s.games().map((r) => r.id)), ['new-1', 'old-3', 'old-2']);
  // A game that does not fit even alone is not saved (the page says so).
  const tiny = tab(new FakeStorage(100));
  assert.equal(tiny.save(game('big', moves)).ok, false);
});

test('at most 30 games are kept: the oldest goes', () => {
  const local = new FakeStorage();
  const s = tab(local);
  for (let i = 1; i <= 31; i++) s.save(game(`g-${i}`, ['e2e4']));
  const ids = s.games().map((r) => r.id);
  assert.equal(ids.length, 30);
  assert.equal(ids[0], 'g-31');
  assert.equal(ids.includes('g-1'), false);
  assert.equal(local.getItem(`${PREFIX}g-1`), null);
});

test('the games of the old one-game layout are moved over, the current one first', () => {
  const local = new FakeStorage();
  local.setItem('chess960.play.current', JSON.stringify({ ...game('cur-1', ['e2e4']), v: 1, updated: 50 }));
  local.setItem('chess960.play.recent', JSON.stringify([{ ...game('old-1', ['d2d4'], { result: '1-0' }), v: 1 }]));
  const s = tab(local);
  assert.equal(s.migrate(), 2);
  assert.deepEqual(plain(s.games().map((r) => r.id)), ['cur-1', 'old-1']);
  assert.equal(s.latest().id, 'cur-1');
  assert.equal(local.getItem('chess960.play.current'), null);
  assert.equal(local.getItem('chess960.play.recent'), null);
  assert.equal(s.migrate(), 0, 'once');
});

test('refused storage: nothing is saved, nothing throws', () => {
  const refusing = {
    getItem() {
      throw new Error('SecurityError');
    },
    setItem() {
      throw new Error('SecurityError');
    },
    removeItem() {
      throw new Error('SecurityError');
    },
  };
  const s = Store.create({ local: refusing, session: refusing });
  assert.equal(s.available, false);
  assert.equal(s.save(game('g-1')).ok, false);
  assert.equal(s.load('g-1').record, null);
  assert.deepEqual(plain(s.games()), []);
  assert.equal(s.tabGame(), null);
  s.setTabGame('g-1');
  assert.equal(s.migrate(), 0);
});
