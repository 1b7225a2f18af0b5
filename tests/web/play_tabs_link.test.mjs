// The play page's link between tabs (web/play/tabs.js) in node: the games open in tabs from
// their locks (a lock manager of the test's own, web_locks.mjs), two tabs on one game where
// one closes, a write under the game's lock while another tab shows the game; then the
// fallbacks: without locks the tabs tell each other on a BroadcastChannel (node's), and with
// neither no tab can tell, so a new tab takes up no game and a full storage drops no game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as Store from '../../web/play/store.js';
import { Tabs } from '../../web/play/tabs.js';
import { LockManager } from './web_locks.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// A Web Storage in memory (no quota).
class MemoryStorage {
  constructor() {
    this.map = new Map();
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
    this.map.set(k, String(v));
  }
  removeItem(k) {
    this.map.delete(k);
  }
}

// Returns a record as the page saves it.
const game = (id, moves = [], extra = {}) => ({
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
});

// Resolves once what the tabs let go or posted has arrived (locks, channel messages).
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

test('two tabs on one game, one closes: the game stays open until the last tab lets its lock go', async () => {
  const locks = new LockManager();
  const local = new MemoryStorage();
  const store = Store.create({ local, session: new MemoryStorage() });
  store.save(game('game-1', ['e2e4'], { updated: 5 }));
  const [a, b, c] = ['a', 'b', 'c'].map((tab) => new Tabs({ locks, tab }));
  a.show('game-1');
  b.show('game-1');
  assert.deepEqual(await c.shown(), ['game-1']);
  a.hide(); // tab A closes
  await settled();
  assert.deepEqual(await c.shown(), ['game-1'], 'tab B still holds the lock');
  assert.equal(store.unclaimed(await c.shown()), null, 'a new tab does not take it');
  b.show('game-2'); // tab B goes on with another game: it lets the first one's lock go
  await settled();
  assert.deepEqual(await c.shown(), ['game-2']);
  assert.equal(store.unclaimed(await c.shown()).id, 'game-1', 'now a new tab takes it up');
});

test('a write runs under the game’s lock while another tab shows the game, at once otherwise', async () => {
  const locks = new LockManager();
  const Channel = BroadcastChannel;
  const a = new Tabs({ locks, Channel, tab: 'a' });
  const b = new Tabs({ locks, Channel, tab: 'b' });
  a.show('game-1');
  let ran = false;
  const alone = a.write('game-1', () => (ran = true));
  assert.equal(ran, true, 'no other tab shows the game: written at once');
  await alone;
  b.show('game-1');
  await settled();
  let release;
  const held = locks.request('chess960-play-write:game-1', {}, () => new Promise((r) => (release = r)));
  const written = a.write('game-1', () => 'written');
  await settled();
  assert.equal(locks.waiting.length, 1, 'the write waits for the lock tab B holds');
  release();
  assert.equal(await written, 'written');
  await held;
  a.channel.close();
  b.channel.close();
});

test('without locks the tabs tell each other on the channel which game each shows', async () => {
  const Channel = BroadcastChannel;
  const a = new Tabs({ locks: null, Channel, tab: 'a' });
  a.show('game-a');
  const c = new Tabs({ locks: null, Channel, tab: 'c' }); // a new tab: tab A answers its greeting
  await settled();
  assert.deepEqual(await c.shown(), ['game-a']);
  const heard = [];
  c.onRecord((m) => heard.push(m));
  a.wrote('game-a', 'a.1');
  a.hide(); // tab A closes
  await settled();
  assert.deepEqual(heard, [{ type: 'record', id: 'game-a', rev: 'a.1' }]);
  assert.deepEqual(await c.shown(), []);
  let ran = false;
  await a.write('game-a', () => (ran = true));
  assert.equal(ran, true, 'without locks a write runs as it is');
  a.channel.close();
  c.channel.close();
});

test('with neither locks nor channel no tab can tell: no game is taken up, none dropped for room', async () => {
  const tabs = new Tabs({ locks: null, Channel: null, tab: 'a' });
  assert.equal(await tabs.shown(), null);
  const local = new MemoryStorage();
  const store = Store.create({ local, session: new MemoryStorage() });
  store.save(game('game-1', ['e2e4'], { updated: 5 }));
  store.save(game('game-1', ['e2e4', 'e7e5'], { updated: 6 })); // game-1 has a backup
  store.save(game('empty-1', [], { updated: 7 }));
  store.markExported(['game-1'], 100);
  assert.equal(store.unclaimed(await tabs.shown()), null, 'a new tab starts its own game');
  // A full storage: the backup makes room, but no game goes (any may be open in a tab).
  const capacity = [...local.map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  local.setItem = function (k, v) {
    const used = [...this.map].reduce((n, [key, value]) => n + (key === k ? 0 : key.length + value.length), 0);
    if (used + k.length + String(v).length > capacity) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  };
  const big = game('new-1', Array(40).fill('g1f3'));
  const saved = store.save(big, { open: await tabs.shown() });
  assert.deepEqual([saved.ok, saved.problem, saved.dropped], [false, 'quota', []]);
  assert.ok(store.load('game-1').record && store.load('empty-1').record, 'both games kept');
  assert.equal(local.getItem('chess960.play.game.game-1.backup'), null, 'the backup made room');
  // Told that no tab shows them, the same save lets them go.
  assert.equal(store.save(big, { open: [] }).ok, true);
});
