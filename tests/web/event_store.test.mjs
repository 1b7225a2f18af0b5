// The event log of event.html (web/event/store.js) on a storage of its own with the library:
// written on every change merged with what another tab stored (nothing of either lost, a
// deletion kept) and read back after a reload, a saved reveal checked against its secret,
// exported and imported; an import is
// checked whole first (format, version, secret, commitment, every revealed number recomputed), a
// bad file is refused with a code and the events here stay as they were; events already here are
// skipped. Commitments from node's crypto. The module in node under happy-dom.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

installDom({ url: 'http://127.0.0.1/event.html' });
const { createChess960 } = await import('chess960');
const { createChess960Event } = await import('chess960/event');
const store = await import('../../web/event/store.js');
const api = { ...(await createChess960()), ...(await createChess960Event()) };
const plain = (value) => JSON.parse(JSON.stringify(value));
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const A = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const C = '7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';

// Returns a localStorage on a Map with the whole Storage interface (length, key(i)); `refuse(key)`
// makes setItem throw for a key, as a full storage does.
function storageOf(map, refuse = () => false) {
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => {
      if (refuse(k)) throw new Error('QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
}

// Returns the store of a page on `storage` (a Map: the browser's localStorage; a reload reads
// the same Map again).
function storeOn(storage, refuse) {
  globalThis.localStorage = storageOf(storage, refuse);
  return store;
}

// Returns the texts kept aside in a storage Map (key order).
const asideOf = (storage) =>
  [...storage.keys()]
    .filter((k) => k.startsWith('chess960.events.unreadable.'))
    .sort()
    .map((k) => storage.get(k));

// Returns an event as the page keeps it (test vector: A, 9 rounds, 518 excluded).
function eventA(extra = {}) {
  return {
    id: 'eA',
    name: 'Club',
    rounds: 9,
    exclude: [518],
    bothColours: false,
    secret: A,
    commitment: sha256(A),
    fingerprint: sha256(A)
      .slice(0, 16)
      .replace(/(.{4})(?!$)/g, '$1 '),
    created: '2026-03-01T10:00:00.000Z',
    public: '',
    publicFixed: true,
    revealed: [
      { round: 1, number: 634, at: '2026-03-01T10:05:00.000Z' },
      { round: 2, number: 522, at: '2026-03-08T10:05:00.000Z' },
    ],
    secretRevealedAt: null,
    ...extra,
  };
}

test('written on every change and read back after a reload', () => {
  const storage = new Map();
  let store = storeOn(storage);
  assert.deepEqual(plain(store.load(api).events), []);
  const events = [eventA()];
  assert.equal(store.save(events, api).ok, true);
  const kept = JSON.parse(storage.get('chess960.events'));
  assert.equal(kept.format, 'chess960-events');
  assert.equal(kept.version, 1);
  events[0].revealed.push({ round: 3, number: 541, at: '2026-03-15T10:05:00.000Z' });
  store.save(events, api);
  store = storeOn(storage); // reload
  assert.deepEqual(plain(store.load(api).events), plain(events));
  assert.equal(store.load(api).events[0].revealed[2].number, 541);
  assert.equal(store.load(api).damaged, null);
  assert.deepEqual(asideOf(storage), [], 'nothing kept aside when all is read');
  // A refusing storage is told (false), not thrown.
  assert.equal(storeOn(new Map(), () => true).save(events, api).ok, false);
});

test('export and import: the same events, checked against the module', () => {
  const store = storeOn(new Map());
  const text = store.exportText([eventA()]);
  const back = store.parseFile(text, api);
  assert.equal(back.length, 1);
  assert.equal(back[0].commitment, sha256(A));
  assert.equal(back[0].fingerprint, '6c86 c6aa c5fb 24bc');
  assert.deepEqual(plain(back[0].revealed), plain(eventA().revealed));
  // A secret typed from a sheet (upper case, groups) is read and kept in its plain form.
  const typed = JSON.stringify({
    format: 'chess960-events',
    version: 1,
    events: [eventA({ secret: A.toUpperCase().replace(/(.{8})/g, '$1 ') })],
  });
  assert.equal(store.parseFile(typed, api)[0].secret, A);
  // One event of `chess960 event new --json` is read too.
  const one = { format: 'chess960-event', ...eventA({ revealed: [] }) };
  assert.equal(store.parseFile(JSON.stringify(one), api)[0].name, 'Club');
});

test('a bad file is refused with a code, and the events here stay as they were', () => {
  const storage = new Map();
  const store = storeOn(storage);
  const here = [
    eventA({
      id: 'x1',
      secret: C,
      commitment: sha256(C),
      fingerprint: '64fa 08a0 17cc 64f2',
      revealed: [],
      rounds: 7,
      exclude: [518, 534],
    }),
  ];
  store.save(here, api);
  const before = storage.get('chess960.events');
  const file = (events, extra = {}) => JSON.stringify({ format: 'chess960-events', version: 1, events, ...extra });
  const refusals = [
    ['not json {', 'ERR_EVENT_FILE'],
    [JSON.stringify({ format: 'something else', events: [] }), 'ERR_EVENT_FILE'],
    [file([eventA()], { version: 2 }), 'ERR_EVENT_FILE'],
    [file([eventA({ rounds: 0 })]), 'ERR_EVENT_FILE'],
    [file([eventA({ secret: A.slice(1) })]), 'ERR_EVENT_SECRET'],
    [file([eventA({ commitment: sha256(C) })]), 'ERR_EVENT_COMMITMENT'],
    [file([eventA({ revealed: [{ round: 2, number: 634 }] })]), 'ERR_EVENT_FILE'],
    [file([eventA({ revealed: [{ round: 10, number: 1 }] })]), 'ERR_EVENT_FILE'],
    [file([eventA(), eventA({ id: 'b', secret: 'zz' })]), 'ERR_EVENT_SECRET'], // one bad event: none taken
  ];
  for (const [text, code] of refusals) {
    assert.throws(
      () => store.merge(store.load(), store.parseFile(text, api)),
      (err) => err.code === code,
      `${text.slice(0, 60)} -> ${code}`,
    );
    assert.equal(storage.get('chess960.events'), before, 'nothing written');
  }
  assert.deepEqual(plain(store.load(api).events), plain(here));
});

test('import adds new events and skips those already here (same commitment)', () => {
  const store = storeOn(new Map());
  const here = [eventA({ name: 'mine' })];
  const incoming = store.parseFile(
    store.exportText([
      eventA({ name: 'theirs' }),
      eventA({
        id: 'c',
        secret: C,
        commitment: sha256(C),
        rounds: 7,
        exclude: [518, 534],
        revealed: [{ round: 1, number: 736, at: '' }],
      }),
    ]),
    api,
  );
  const merged = store.merge(here, incoming);
  assert.equal(merged.added, 1);
  assert.equal(merged.skipped, 1);
  assert.deepEqual(
    merged.events.map((e) => e.name),
    ['mine', 'Club'],
  );
  assert.equal(here.length, 1, 'the list here is not changed in place');
});

test('a damaged list is kept aside before anything can write over it, once, for download', () => {
  const storage = new Map();
  const good = JSON.stringify({ format: 'chess960-events', version: 1, events: [eventA()] });
  const cut = good.slice(0, -20);
  storage.set('chess960.events', cut);
  let store = storeOn(storage);
  const loaded = store.load(api, Date.UTC(2026, 2, 1));
  assert.equal(loaded.damaged, 'unreadable');
  assert.deepEqual(plain(loaded.events), []);
  assert.equal(loaded.aside, true);
  assert.equal(loaded.text, cut);
  assert.deepEqual(asideOf(storage), [cut]);
  // The next change writes the new list; the damaged text stays aside, listed for download.
  store.save([eventA({ id: 'new', secret: C, commitment: sha256(C), revealed: [], rounds: 7 })], api);
  store = storeOn(storage); // reload
  assert.equal(store.load(api).damaged, null);
  const kept = store.keptAside();
  assert.equal(kept.length, 1);
  assert.equal(kept[0].text, cut);
  assert.equal(kept[0].at, Date.UTC(2026, 2, 1));
  // The same damage seen twice is kept once; another damage gets a slot of its own.
  storage.set('chess960.events', cut);
  store.load(api);
  assert.deepEqual(asideOf(storage), [cut]);
  storage.set('chess960.events', '{"events": 7}');
  store.load(api, Date.UTC(2026, 2, 2));
  assert.deepEqual(asideOf(storage), [cut, '{"events": 7}']);
  store.dropAside(store.keptAside()[0].key);
  assert.deepEqual(asideOf(storage), ['{"events": 7}']);
  // A full storage cannot keep it aside: load says so (the page then writes nothing).
  const full = new Map([['chess960.events', cut]]);
  const refused = storeOn(full, (k) => k.startsWith('chess960.events.unreadable.')).load(api);
  assert.equal(refused.aside, false);
  assert.equal(full.get('chess960.events'), cut);
});

test('a malformed saved entry is skipped with what is wrong; the others load', () => {
  const storage = new Map();
  const noRevealed = eventA({ id: 'n' });
  delete noRevealed.revealed;
  const entries = [
    null,
    {},
    noRevealed,
    eventA({ id: 'z', secret: 'zz' }),
    eventA({ id: 'w', secret: C }), // a secret that is not the commitment's
    eventA({ id: 'g', revealed: [{ round: 2, number: 522 }] }),
    [],
    eventA({ id: 'ok' }),
  ];
  const text = JSON.stringify({ format: 'chess960-events', version: 1, events: entries });
  storage.set('chess960.events', text);
  const loaded = storeOn(storage).load(api);
  assert.deepEqual(plain(loaded.events.map((e) => e.id)), ['ok']);
  assert.deepEqual(plain(loaded.skipped), [
    { index: 0, part: 'object' },
    { index: 1, part: 'options' },
    { index: 2, part: 'revealed' },
    { index: 3, part: 'secret' },
    { index: 4, part: 'secret' },
    { index: 5, part: 'revealed' },
    { index: 6, part: 'object' },
  ]);
  assert.equal(loaded.damaged, 'entries');
  assert.deepEqual(asideOf(storage), [text], 'the whole saved text is kept aside');
});

test('repeated ids get new ones: on import and in a saved list', () => {
  const store = storeOn(new Map());
  const here = [eventA({ id: 'same' })];
  const other = eventA({ id: 'same', secret: C, commitment: sha256(C), rounds: 7, exclude: [518, 534], revealed: [] });
  const merged = store.merge(here, store.parseFile(store.exportText([other, { ...other, id: 'x' }]), api));
  assert.deepEqual(plain(merged.events.map((e) => e.id)), ['same', 'same-2']);
  assert.equal(merged.renamed, 1);
  assert.equal(merged.skipped, 1, 'the second copy of C is the same event (same commitment)');
  const storage = new Map();
  storage.set('chess960.events', JSON.stringify({ format: 'chess960-events', version: 1, events: [here[0], other] }));
  assert.deepEqual(
    plain(
      storeOn(storage)
        .load(api)
        .events.map((e) => e.id),
    ),
    ['same', 'same-2'],
  );
});

test('a file is checked in slices with progress, with the same result and errors as at once', async () => {
  const store = storeOn(new Map());
  const events = [];
  for (let i = 0; i < 6; i++) events.push(eventA({ id: `e${i}`, rounds: 959, revealed: [] }));
  const text = store.exportText(events);
  const seen = [];
  const stepped = await store.parseFileInSteps(text, api, (done, total) => seen.push([done, total]));
  assert.deepEqual(plain(stepped), plain(store.parseFile(text, api)));
  assert.ok(seen.length >= 1);
  assert.deepEqual(seen.at(-1), [6, 6]);
  for (const [a, b] of seen.slice(1).map((x, i) => [seen[i][0], x[0]])) assert.ok(b > a, 'progress moves on');
  await assert.rejects(store.parseFileInSteps('{oops', api), { code: 'ERR_EVENT_FILE' });
  const bad = store.exportText([eventA(), eventA({ revealed: [{ round: 1, number: 1 }] })]);
  await assert.rejects(store.parseFileInSteps(bad, api), { code: 'ERR_EVENT_FILE' });
});

// Returns event C as the page keeps it (7 rounds, 518 and 534 excluded; round 1 is no. 736).
function eventC(extra = {}) {
  return eventA({
    id: 'eC',
    name: 'Open B',
    secret: C,
    commitment: sha256(C),
    fingerprint: '64fa 08a0 17cc 64f2',
    rounds: 7,
    exclude: [518, 534],
    publicFixed: false,
    revealed: [],
    ...extra,
  });
}

test('two tabs: each write merges with the stored list, no event or reveal lost', () => {
  const storage = new Map();
  const store = storeOn(storage);
  // Tab A and tab B open on an empty list; A creates "Open A", B creates "Open B".
  const tabA = [eventA({ name: 'Open A', revealed: [], publicFixed: false })];
  assert.equal(store.save(tabA, api).ok, true);
  const tabB = store.save([eventC()], api).events;
  assert.deepEqual(
    tabB.map((e) => e.name),
    ['Open A', 'Open B'],
  );
  // A reveals round 1 on its own copy, which never saw "Open B".
  tabA[0].revealed.push({ round: 1, number: 634, at: '2026-03-01T10:05:00.000Z' });
  tabA[0].publicFixed = true;
  store.save(tabA, api);
  // B, which still holds A's event without the reveal, writes again: the reveal stays.
  store.save(tabB, api);
  const back = store.load(api);
  assert.deepEqual(
    back.events.map((e) => [e.name, e.secret, e.revealed.map((r) => r.number)]),
    [
      ['Open A', A, [634]],
      ['Open B', C, []],
    ],
  );
  assert.equal(back.damaged, null);
});

test('an event deleted on purpose in one tab stays deleted when another tab writes', () => {
  const storage = new Map();
  const store = storeOn(storage);
  const both = store.save([eventA(), eventC()], api).events;
  const tabB = plain(both);
  // Tab A deletes event A; tab B still holds it and writes a change of C.
  store.save([both[1]], api, { deleted: [both[0].commitment] });
  tabB[1].publicFixed = true;
  const written = store.save(tabB, api).events;
  assert.deepEqual(
    written.map((e) => e.name),
    ['Open B'],
  );
  assert.deepEqual(
    store.load(api).events.map((e) => [e.name, e.publicFixed]),
    [['Open B', true]],
  );
  // Imported again on purpose, it is back.
  store.save(store.load(api).events.concat(eventA()), api, { revived: [sha256(A)] });
  assert.deepEqual(
    store.load(api).events.map((e) => e.name),
    ['Open B', 'Club'],
  );
});

test('a saved reveal that is not what the secret gives is named on load, as the import refuses it', () => {
  const storage = new Map();
  const damaged = eventA({ revealed: [{ round: 1, number: 0, at: '' }] });
  storage.set('chess960.events', JSON.stringify({ format: 'chess960-events', version: 1, events: [damaged] }));
  const store = storeOn(storage);
  const expected = api.eventRounds({ secret: A, rounds: 9, exclude: [518] })[0].number;
  const loaded = store.load(api);
  assert.deepEqual(plain(loaded.wrong), [{ id: 'eA', name: 'Club', round: 1, stored: 0, expected }]);
  assert.equal(loaded.damaged, 'revealed');
  assert.equal(loaded.events.length, 1, 'the event and its secret stay');
  assert.deepEqual(asideOf(storage), [storage.get('chess960.events')], 'the saved text is kept aside');
  assert.throws(() => store.parseFile(store.exportText([damaged]), api), { code: 'ERR_EVENT_FILE' });
});
