// The saved games of the play page (web/play/store.js, store-record.js) on storages made here:
// two tabs that each keep their own game, a reload, a new tab, the games the tabs show (their
// Web Locks, web/play/tabs.js, on the lock manager below), the recent list, storage events'
// keys, corrupt entries and backups, long games, a full storage (quota: what may make room and
// what never), revisions and merging two tabs' states of one game, the old one-game layout,
// refused storage. The modules in node, no browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as Store from '../../web/play/store.js';
import { Tabs } from '../../web/play/tabs.js';
import { LockManager } from './web_locks.mjs';

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
const tab = (local, session = new FakeStorage(), options = {}) => Store.create({ local, session, ...options });

// Returns one tab's link to the other tabs of a browser (`locks`: its lock manager).
let tabCount = 0;
const tabsOn = (locks) => new Tabs({ locks, tab: `tab-${++tabCount}` });

// Resolves once the locks a tab let go are gone (as in a browser, not at once).
const settled = () => new Promise((resolve) => setTimeout(resolve));

// Returns the characters a storage holds (keys and values).
const used = (local) => [...local.map].reduce((n, [k, v]) => n + k.length + v.length, 0);

// Returns the ids of the games stored under their own keys.
const storedIds = (local) =>
  [...local.map.keys()]
    .filter((k) => k.startsWith(PREFIX) && !k.endsWith('.backup'))
    .map((k) => k.slice(PREFIX.length))
    .sort();

test('two tabs keep their own games; each reload finds its own; both are in the list', async () => {
  const local = new FakeStorage();
  const locks = new LockManager();
  const sessionA = new FakeStorage();
  const sessionB = new FakeStorage();
  const a = tab(local, sessionA);
  const b = tab(local, sessionB);
  const [tabsA, tabsB, tabsC] = [tabsOn(locks), tabsOn(locks), tabsOn(locks)];
  assert.equal(a.tabGame(), null, 'a new tab has no game yet');
  a.setTabGame('game-a');
  tabsA.show('game-a');
  b.setTabGame('game-b');
  tabsB.show('game-b');
  assert.equal(a.save(game('game-a', ['e2e4'], { updated: 10 })).ok, true);
  assert.equal(b.save(game('game-b', ['g1f3'], { updated: 20 })).ok, true);
  // Tab A moves last: tab B's game is untouched.
  a.save(game('game-a', ['e2e4', 'e7e5'], { updated: 30 }));
  assert.deepEqual(plain(b.load('game-b').record.moves), ['g1f3']);
  assert.deepEqual(plain(a.load('game-a').record.moves), ['e2e4', 'e7e5']);
  // The list: every game, the one saved last first.
  assert.deepEqual(plain(a.games().map((r) => r.id)), ['game-a', 'game-b']);
  // A reload of each tab (its sessionStorage stays) finds its own game.
  assert.equal(tab(local, sessionA).tabGame(), 'game-a');
  assert.equal(tab(local, sessionB).tabGame(), 'game-b');
  // A new tab takes no game that another tab shows; once tab A closes, A's game is free.
  const c = tab(local);
  assert.deepEqual(plain((await tabsC.shown()).sort()), ['game-a', 'game-b']);
  assert.equal(c.unclaimed(await tabsC.shown()), null);
  tabsA.hide(); // tab A closes: the browser lets its lock go
  await settled();
  assert.equal(c.unclaimed(await tabsC.shown()).id, 'game-a');
});

test("a tab's lock: held while it shows the game, let go when it closes; finished games not taken up", async () => {
  const local = new FakeStorage();
  const locks = new LockManager();
  const a = tab(local);
  const c = tab(local);
  const [tabsA, tabsC] = [tabsOn(locks), tabsOn(locks)];
  a.setTabGame('game-a');
  tabsA.show('game-a');
  a.save(game('game-a', ['e2e4'], { updated: 5 }));
  c.save(game('done-1', ['e2e4'], { result: '1-0', updated: 9 }));
  assert.deepEqual(plain(await tabsC.shown()), ['game-a'], 'open while its tab holds the lock');
  assert.equal(c.unclaimed(await tabsC.shown()), null, 'a finished game is not taken up');
  tabsA.show('game-a'); // shown again (the page comes back into view): still one lock
  assert.deepEqual(
    locks.held.map((l) => l.name),
    ['chess960-play:game-a'],
  );
  tabsA.hide();
  await settled();
  assert.deepEqual(plain(await tabsC.shown()), [], 'its tab closed: the lock is gone at once');
  assert.equal(c.unclaimed(await tabsC.shown()).id, 'game-a');
  assert.equal(
    [...local.map.keys()].some((k) => !k.startsWith(PREFIX) && k !== 'chess960.play.games'),
    false,
    'nothing of the tabs is written to the storage',
  );
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

test("a stored tree of any size a browser can hold is read back: the player's notes are never dropped", () => {
  const notes = '[Event "x"]\n\n1. e4 {' + 'n'.repeat(3000000) + '} *\n'; // 3 million characters of notes
  assert.equal(Store.validRecord(game('x', ['e2e4'], { tree: notes })).tree, notes);
  assert.equal(Store.validRecord(game('x', ['e2e4'], { tree: 42 })).tree, undefined, 'a tree is text');
});

test('records are checked: moves must be UCI, tags PGN names with text, unknown values dropped', () => {
  assert.equal(Store.validRecord(game('x', ['e2e4', 'Nf3'])), null, 'SAN is not stored');
  assert.equal(Store.validRecord(game('x', [], { v: 3 })), null);
  assert.equal(Store.validRecord({ ...game('x'), startFen: '' }), null);
  assert.equal(Store.validRecord(game('x', Array(17697).fill('e2e4'))).moves.length, 17697, 'the longest legal game');
  assert.equal(Store.validRecord(game('x', Array(20001).fill('e2e4'))), null, 'longer than any legal game');
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

test('a long game (5,000 half-moves) is saved and read back; the next write too', () => {
  const local = new FakeStorage();
  const s = tab(local);
  const moves = Array.from({ length: 5000 }, (_, i) => (i % 2 ? 'g8f6' : 'g1f3'));
  const saved = s.save(game('long-1', moves));
  assert.equal(saved.ok, true);
  assert.equal(s.load('long-1').record.moves.length, 5000);
  assert.equal(s.save(game('long-1', moves.concat(['b1c3']))).ok, true);
  assert.equal(s.load('long-1').record.moves.length, 5001);
  assert.ok(local.getItem(`${PREFIX}long-1`).length < 5001 * 8 + 400, 'about 7 characters a move');
});

test('a full storage drops no game that was not downloaded, nor one open in another tab: the save says "quota"', async () => {
  const local = new FakeStorage();
  const locks = new LockManager();
  const links = [];
  const tabs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => {
    const t = tab(local);
    t.setTabGame(`game-${name}`);
    links.push(tabsOn(locks));
    links[links.length - 1].show(`game-${name}`);
    assert.equal(t.save(game(`game-${name}`, ['e2e4', 'e7e5'])).ok, true);
    return t;
  });
  local.capacity = used(local) + 50;
  const a = tabs[0];
  const typed = game('game-a', ['e2e4', 'e7e5'], { tags: { Event: 'x'.repeat(200) } });
  const open = async () => ({ open: await links[0].shown() });
  const saved = plain(a.save(typed, await open()));
  assert.equal(saved.ok, false);
  assert.equal(saved.problem, 'quota');
  assert.deepEqual(saved.dropped, []);
  assert.deepEqual(storedIds(local), ['game-a', 'game-b', 'game-c', 'game-d', 'game-e', 'game-f'], 'all six kept');
  assert.deepEqual(plain(a.load('game-a').record.tags), {}, "A's last saved state is kept");
  for (const [i, name] of ['b', 'c', 'd', 'e', 'f'].entries()) {
    assert.equal(tabs[i + 1].load(tabs[i + 1].tabGame()).record.id, `game-${name}`);
  }
  // Downloaded games may make room, but not while another tab shows them.
  a.markExported(['game-b', 'game-c'], Date.now() + 1000);
  assert.equal(a.save(typed, await open()).ok, false, 'B and C are open in their tabs');
  links[2].hide(); // tab C closes: the browser lets its lock go
  await settled();
  const now = plain(a.save(typed, await open()));
  assert.equal(now.ok, true);
  assert.deepEqual(now.dropped, ['game-c'], 'only the downloaded game that no tab shows');
  assert.deepEqual(storedIds(local), ['game-a', 'game-b', 'game-d', 'game-e', 'game-f']);
});

test('making room: backups first, then empty games, then games downloaded since their last change, oldest first', () => {
  const local = new FakeStorage();
  const s = tab(local);
  const moves = Array(20).fill('e2e4');
  s.save(game('old-1', moves, { updated: 1 }));
  s.save(game('old-1', moves.concat(['e7e5']), { updated: 2 })); // old-1 has a backup
  s.save(game('empty-1', [], { updated: 3, tags: { Date: '2024.01.01' } }));
  s.save(game('old-2', moves, { updated: 4 }));
  s.save(game('old-3', moves, { updated: 5 }));
  s.markExported(['old-1', 'old-2'], 4); // old-1 after its last change, old-2 at it
  s.save(game('old-2', moves.concat(['d7d5']), { updated: 6 })); // changed after the download
  const room = (n) => (local.capacity = used(local) + n);
  const backups = () => [...local.map.keys()].filter((k) => k.endsWith('.backup')).length;
  assert.equal(backups(), 2);
  room(0);
  let saved = plain(s.save(game('new-1', ['e2e4'])));
  assert.equal(saved.ok, true, 'a backup made room');
  assert.deepEqual(saved.dropped, []);
  assert.equal(backups(), 1);
  room(0);
  saved = plain(s.save(game('new-0', ['e2e4'])));
  assert.deepEqual([saved.ok, saved.dropped, backups()], [true, [], 0]);
  room(0);
  saved = plain(s.save(game('new-2', ['e2e4'])));
  assert.deepEqual([saved.ok, saved.dropped], [true, []]);
  assert.equal(local.getItem(`${PREFIX}empty-1`), null, 'a game with nothing in it goes first, unmentioned');
  room(0);
  saved = plain(s.save(game('new-3', moves)));
  assert.equal(saved.ok, true);
  assert.deepEqual(saved.dropped, ['old-1'], 'the downloaded game, not old-2 (changed since) nor old-3');
  room(0);
  saved = plain(s.save(game('new-4', moves.concat(moves))));
  assert.deepEqual([saved.ok, saved.problem, saved.dropped], [false, 'quota', []]);
  assert.deepEqual(storedIds(local), ['new-0', 'new-1', 'new-2', 'new-3', 'old-2', 'old-3']);
  // A game that does not fit even alone is not saved (the page says so).
  const tiny = tab(new FakeStorage(100));
  assert.equal(tiny.save(game('big', moves)).problem, 'quota');
});

test('beyond 30 games only games that nothing would lose leave the list', () => {
  const local = new FakeStorage();
  const s = tab(local);
  for (let i = 1; i <= 31; i++) s.save(game(`g-${i}`, ['e2e4'], { updated: i }));
  assert.equal(s.games().length, 31, 'none was downloaded: all kept');
  s.markExported(['g-2', 'g-3'], 100);
  s.save(game('g-32', ['e2e4'], { updated: 32 }));
  const ids = s.games().map((r) => r.id);
  assert.equal(ids.length, 30);
  assert.equal(ids[0], 'g-32');
  assert.equal(ids.includes('g-2') || ids.includes('g-3'), false);
  assert.equal(local.getItem(`${PREFIX}g-2`), null);
  assert.ok(ids.includes('g-1'), 'the oldest, never downloaded, stays');
});

test('a save not told which games are open keeps a list over 30 games; tidy() then lets the downloaded ones go', () => {
  const local = new FakeStorage();
  const s = tab(local);
  for (let i = 1; i <= 31; i++) s.save(game(`g-${i}`, ['e2e4'], { updated: i }));
  s.markExported(['g-2', 'g-3'], 100);
  const saved = s.save(game('g-32', ['e2e4'], { updated: 32 }), { open: null });
  assert.deepEqual([saved.ok, saved.crowded, saved.dropped.length], [true, true, 0]);
  assert.equal(s.games().length, 32, 'any game may be open in a tab: none left');
  assert.deepEqual(plain(s.tidy('g-32', ['g-3'])), ['g-2'], 'g-3 is open in a tab');
  assert.equal(s.games().length, 31);
  assert.equal(local.getItem(`${PREFIX}g-2`), null);
});

test('revisions: a write over a revision the tab does not know is refused and names the stored game', () => {
  const local = new FakeStorage();
  const a = tab(local);
  const b = tab(local);
  const first = a.save(game('g-1', ['e2e4']), { known: '' });
  assert.equal(first.ok, true);
  assert.ok(first.record.rev);
  const byB = b.save(game('g-1', ['e2e4', 'e7e5'], { rev: first.record.rev }), { known: first.record.rev });
  assert.equal(byB.ok, true);
  assert.deepEqual(plain(byB.record.lineage), [first.record.rev]);
  // Tab A still knows only its first write: its next write is refused.
  const late = plain(a.save(game('g-1', ['e2e4', 'c7c5']), { known: first.record.rev }));
  assert.equal(late.ok, false);
  assert.deepEqual(late.conflict.moves, ['e2e4', 'e7e5']);
  assert.deepEqual(plain(a.load('g-1').record.moves), ['e2e4', 'e7e5'], 'nothing was overwritten');
});

test('merging two states of one game: later states are taken, longer lines kept, other lines forked', () => {
  const rec = (moves, rev, lineage = []) => ({ ...game('g', moves), rev, lineage });
  const merge = (mine, stored, known, changed = false) => Store.merge(mine, stored, { known, changed });
  const mine = rec(['e2e4', 'e7e5'], 'a.2', ['a.1']);
  assert.equal(merge(mine, rec(['e2e4', 'e7e5'], 'a.2'), 'a.2'), 'same');
  assert.equal(merge(mine, rec(['e2e4'], 'b.1', ['a.1', 'a.2']), 'a.2'), 'adopt', 'a move taken back there');
  assert.equal(merge(mine, rec(['e2e4', 'e7e5', 'g1f3'], 'b.1', ['x.1']), 'a.2'), 'adopt', 'holds all mine');
  assert.equal(merge(mine, rec(['e2e4'], 'b.1', ['x.1']), 'a.2'), 'extend', 'mine holds all its moves');
  assert.equal(merge(mine, rec(['e2e4', 'c7c5'], 'b.1', ['a.1']), 'a.2'), 'fork', 'other moves from one position');
  assert.equal(merge(mine, rec(['e2e4', 'e7e5'], 'b.1', ['a.1']), 'a.2', true), 'extend', 'my change, same moves');
  assert.equal(merge(mine, rec(['e2e4', 'e7e5'], 'a.2'), 'a.2', true), 'extend', 'a change not yet written');
  assert.equal(merge(mine, rec(['d2d4'], 'b.1', ['a.1', 'a.2']), 'a.2', true), 'fork', 'changed here and there');
});

test('the games of the old one-game layout are moved over, the current one first', () => {
  const local = new FakeStorage();
  local.setItem('chess960.play.current', JSON.stringify({ ...game('cur-1', ['e2e4']), v: 1, updated: 50 }));
  local.setItem('chess960.play.recent', JSON.stringify([{ ...game('old-1', ['d2d4'], { result: '1-0' }), v: 1 }]));
  const s = tab(local);
  assert.equal(s.migrate(), 2);
  assert.deepEqual(plain(s.games().map((r) => r.id)), ['cur-1', 'old-1']);
  assert.equal(s.unclaimed().id, 'cur-1');
  assert.equal(local.getItem('chess960.play.current'), null);
  assert.equal(local.getItem('chess960.play.recent'), null);
  assert.equal(s.migrate(), 0, 'once');
});

test('the markers an earlier version of the page wrote for its tabs are removed; the games stay', () => {
  const local = new FakeStorage();
  const s = tab(local);
  s.save(game('g-1', ['e2e4']));
  local.setItem('chess960.play.open.tab-1', JSON.stringify({ game: 'g-1', at: 5 }));
  local.setItem('chess960.play.open.tab-2', JSON.stringify({ game: 'g-2', at: 6 }));
  s.migrate();
  assert.deepEqual(storedIds(local), ['g-1']);
  assert.equal(
    [...local.map.keys()].some((k) => k.startsWith('chess960.play.open.')),
    false,
  );
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
