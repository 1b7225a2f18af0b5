/*
 * Saved games for the play page, in localStorage. Stores what is needed to rebuild a game through
 * the core — start FEN, UCI moves, PGN tags, a result the page decided (resignation, agreed draw,
 * claimed draw) — never a position the page computed itself. Classic script, no dependencies.
 *
 * window.Chess960GameStore = {
 *   create(storage?) -> store        storage defaults to window.localStorage (may be missing)
 *   validRecord(value) -> record|null  a cleaned copy of a stored game, or null if unusable
 *   newId() -> text
 * }
 * store = {
 *   available                          false when storage cannot be used (the page still works)
 *   loadCurrent() -> { record, source: 'current'|'backup'|null, problem: null|'corrupt'|'missing' }
 *   saveCurrent(record) -> boolean      writes the game in progress; the previous good value is
 *                                       kept as a backup first
 *   clearCurrent()
 *   archive(record)                     puts a game at the top of the recent list (max 20, by id)
 *   recent() -> [record]                newest first; unreadable entries are skipped
 *   removeRecent(id)
 *   quarantine(raw)                     keeps unreadable text aside (one slot) for inspection
 * }
 * record = { v: 1, id, startFen, moves: ['e2e4', …], tags: { Event: …, … }, result: '*'|'1-0'|…,
 *            ending: ''|'resign-w'|'resign-b'|'agreement'|'claim', created, updated }
 */
(function (global) {
  'use strict';

  const KEY_CURRENT = 'chess960.play.current';
  const KEY_BACKUP = 'chess960.play.current.backup';
  const KEY_RECENT = 'chess960.play.recent';
  const KEY_QUARANTINE = 'chess960.play.unreadable';
  const MAX_RECENT = 20;
  const MAX_MOVES = 2000;
  const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'];
  const ENDINGS = ['', 'resign-w', 'resign-b', 'agreement', 'claim'];
  const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
  const TAG_NAME = /^[A-Za-z0-9_]{1,40}$/;

  function newId() {
    const rnd = Math.floor(Math.random() * 0x100000000).toString(36);
    return Date.now().toString(36) + '-' + rnd;
  }

  // Returns a cleaned copy of a stored game, or null when it cannot be used.
  function validRecord(value) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    if (value.v !== 1) return null;
    if (typeof value.startFen !== 'string' || value.startFen.length < 15 || value.startFen.length > 120) return null;
    if (!/^[1-8KQRBNPkqrbnp/]+ [wb] /.test(value.startFen)) return null;
    if (!Array.isArray(value.moves) || value.moves.length > MAX_MOVES) return null;
    for (const m of value.moves) if (typeof m !== 'string' || !UCI.test(m)) return null;
    const tags = {};
    if (value.tags && typeof value.tags === 'object' && !Array.isArray(value.tags)) {
      Object.keys(value.tags)
        .slice(0, 40)
        .forEach(function (k) {
          const v = value.tags[k];
          if (TAG_NAME.test(k) && typeof v === 'string' && v.length <= 500) tags[k] = v;
        });
    }
    const result = RESULTS.indexOf(value.result) >= 0 ? value.result : '*';
    const ending = ENDINGS.indexOf(value.ending) >= 0 ? value.ending : '';
    const id = typeof value.id === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(value.id) ? value.id : newId();
    const created = Number.isFinite(value.created) ? value.created : 0;
    const updated = Number.isFinite(value.updated) ? value.updated : created;
    return {
      v: 1,
      id: id,
      startFen: value.startFen,
      moves: value.moves.slice(),
      tags: tags,
      result: result,
      ending: ending,
      created: created,
      updated: updated,
    };
  }

  function create(storageArg) {
    let storage = storageArg;
    if (storage === undefined) {
      try {
        storage = global.localStorage;
      } catch {
        storage = null; // access itself throws in some privacy modes
      }
    }

    function get(key) {
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    }
    function set(key, value) {
      if (!storage) return false;
      try {
        storage.setItem(key, value);
        return true;
      } catch {
        return false; // quota exceeded or storage refused
      }
    }
    function remove(key) {
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch {
        /* nothing to do */
      }
    }
    function parse(raw) {
      if (raw === null || raw === undefined) return { missing: true, record: null };
      try {
        return { missing: false, record: validRecord(JSON.parse(raw)) };
      } catch {
        return { missing: false, record: null };
      }
    }
    function quarantine(raw) {
      if (typeof raw === 'string' && raw.length < 200000) set(KEY_QUARANTINE, raw);
    }

    function loadCurrent() {
      const rawCurrent = get(KEY_CURRENT);
      const current = parse(rawCurrent);
      if (current.record) return { record: current.record, source: 'current', problem: null };
      if (!current.missing) quarantine(rawCurrent);
      const backup = parse(get(KEY_BACKUP));
      if (backup.record)
        return { record: backup.record, source: 'backup', problem: current.missing ? 'missing' : 'corrupt' };
      return { record: null, source: null, problem: current.missing ? null : 'corrupt' };
    }

    function saveCurrent(record) {
      const clean = validRecord(record);
      if (!clean) return false;
      const previous = get(KEY_CURRENT);
      const before = previous !== null ? parse(previous).record : null;
      if (before) {
        set(KEY_BACKUP, previous);
        // another tab (or an older page) saved a different game: keep it in the recent list
        if (before.id !== clean.id && before.moves.length > 0) archive(before);
      }
      return set(KEY_CURRENT, JSON.stringify(clean));
    }

    function clearCurrent() {
      const previous = get(KEY_CURRENT);
      if (previous !== null && parse(previous).record) set(KEY_BACKUP, previous);
      remove(KEY_CURRENT);
    }

    function readRecent() {
      const raw = get(KEY_RECENT);
      if (raw === null) return [];
      let list;
      try {
        list = JSON.parse(raw);
      } catch {
        quarantine(raw);
        return [];
      }
      if (!Array.isArray(list)) return [];
      const out = [];
      list.forEach(function (item) {
        const r = validRecord(item);
        if (
          r &&
          !out.some(function (o) {
            return o.id === r.id;
          })
        )
          out.push(r);
      });
      return out.slice(0, MAX_RECENT);
    }

    function writeRecent(list) {
      let items = list.slice(0, MAX_RECENT);
      // On a full storage, drop the oldest games until the list fits.
      while (items.length && !set(KEY_RECENT, JSON.stringify(items))) items = items.slice(0, items.length - 1);
    }

    function archive(record) {
      const clean = validRecord(record);
      if (!clean) return;
      const list = readRecent().filter(function (r) {
        return r.id !== clean.id;
      });
      list.unshift(clean);
      writeRecent(list);
    }

    function removeRecent(id) {
      writeRecent(
        readRecent().filter(function (r) {
          return r.id !== id;
        }),
      );
    }

    let available = false;
    if (storage) {
      try {
        storage.setItem('chess960.play.probe', '1');
        storage.removeItem('chess960.play.probe');
        available = true;
      } catch {
        available = false;
      }
    }

    return {
      available: available,
      loadCurrent: loadCurrent,
      saveCurrent: saveCurrent,
      clearCurrent: clearCurrent,
      archive: archive,
      recent: readRecent,
      removeRecent: removeRecent,
      quarantine: quarantine,
    };
  }

  global.Chess960GameStore = { create: create, validRecord: validRecord, newId: newId, MAX_RECENT: MAX_RECENT };
})(typeof window !== 'undefined' ? window : globalThis);
