// The event log of event.html (web/event/store.js) on a shim storage with the real module
// (dist/chess960.js): written whole on every change and read back after a reload, exported and
// imported; an import is checked whole first (format, version, secret, commitment, every revealed
// number recomputed), a bad file is refused with a code and the events here stay as they were;
// events already here are skipped. Commitments from node's crypto. Node on the DOM shim.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';
import { loadApi } from '../js/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const api = await loadApi();
const plain = (value) => JSON.parse(JSON.stringify(value));
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const A = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const C = '7d3c2e1f9a0b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';

// Returns the store of a fresh page on `storage` (a Map: the browser's localStorage).
function storeOn(storage) {
  const win = createWindow({ storage });
  runScripts(root, win, ['web/event/store.js']);
  return win.Chess960Event.store;
}

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
  assert.deepEqual(plain(store.load()), []);
  const events = [eventA()];
  assert.equal(store.save(events), true);
  const kept = JSON.parse(storage.get('chess960.events'));
  assert.equal(kept.format, 'chess960-events');
  assert.equal(kept.version, 1);
  events[0].revealed.push({ round: 3, number: 541, at: '2026-03-15T10:05:00.000Z' });
  store.save(events);
  store = storeOn(storage); // reload
  assert.deepEqual(plain(store.load()), plain(events));
  assert.equal(store.load()[0].revealed[2].number, 541);
  // Unreadable storage reads as no events; a refusing storage is told (false), not thrown.
  assert.deepEqual(plain(storeOn(new Map([['chess960.events', '{oops']])).load()), []);
  const win = createWindow();
  win.localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  runScripts(root, win, ['web/event/store.js']);
  assert.equal(win.Chess960Event.store.save(events), false);
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
  const here = [eventA({ id: 'x1', secret: C, commitment: sha256(C), revealed: [], rounds: 7, exclude: [518, 534] })];
  store.save(here);
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
  assert.deepEqual(plain(store.load()), plain(here));
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
