/*
 * The saved games of the play page. Every game has its own key in localStorage, so two tabs
 * never overwrite each other's game; each tab remembers the id of its game in sessionStorage
 * (a reload restores it), and the list of games (newest first) is the "recent games" list.
 * A record holds what rebuilds the game through the core (start FEN, UCI moves, tags, an ending
 * the page decided), never a position the page worked out. Classic script: Chess960Play.store.
 *
 *   create({ local, session, now }) -> store   (defaults: localStorage, sessionStorage, Date.now)
 *   validRecord(value) -> a cleaned copy of a stored game, or null;  newId() -> text
 * store:
 *   available                       false when storage is refused (the page still works)
 *   tabGame() / setTabGame(id)      the id of this tab's game (sessionStorage)
 *   load(id) -> { record, source: 'game'|'backup'|null, problem: null|'corrupt' }
 *   save(record) -> { ok, dropped }  keeps the previous good value as a backup; on a full storage
 *                                   drops the oldest other games until it fits (ids in dropped)
 *   games() -> [record]             newest first, unreadable entries left out
 *   latest() -> record|null         the game saved last
 *   remove(id);  quarantine(raw)    keeps unreadable text aside (one slot)
 *   gameOfKey(key) -> id|null       the game a storage event's key belongs to (not backups)
 *   isListKey(key) -> bool          a key whose change alters the list of games
 *   migrate() -> count              moves the games of the old one-game layout into this one
 * record = { v: 2, id, startFen, startNumber (0..959|null), moves: ['e2e4', …], tags, result:
 *            '*'|'1-0'|'0-1'|'1/2-1/2', ending: ''|'resign-w'|'resign-b'|'agreement'|'claim'|'pgn',
 *            created, updated }
 */
(function (global) {
  'use strict';

  const PREFIX = 'chess960.play.game.';
  const BACKUP = '.backup';
  const INDEX = 'chess960.play.games';
  const TAB = 'chess960.play.tab';
  const QUARANTINE = 'chess960.play.unreadable';
  const OLD = { current: 'chess960.play.current', backup: 'chess960.play.current.backup' };
  const OLD_RECENT = 'chess960.play.recent';
  const MAX_GAMES = 30;
  const MAX_MOVES = 2000;
  const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'];
  const ENDINGS = ['', 'resign-w', 'resign-b', 'agreement', 'claim', 'pgn'];
  const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
  const TAG_NAME = /^[A-Za-z0-9_]{1,40}$/;
  const ID = /^[A-Za-z0-9-]{1,40}$/;

  // Returns a new game id (time and chance: unique enough for one browser).
  function newId() {
    return Date.now().toString(36) + '-' + Math.floor(Math.random() * 0x100000000).toString(36);
  }

  // Returns the tags of a stored value that are PGN tag names with short text values.
  function cleanTags(value) {
    const tags = {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return tags;
    Object.keys(value)
      .slice(0, 40)
      .forEach(function (k) {
        if (TAG_NAME.test(k) && typeof value[k] === 'string' && value[k].length <= 500) tags[k] = value[k];
      });
    return tags;
  }

  // Returns a cleaned copy of a stored game, or null when it cannot be used (the core judges
  // the start FEN and the moves when the game is replayed).
  function validRecord(value) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    if (value.v !== 1 && value.v !== 2) return null;
    if (typeof value.startFen !== 'string' || !value.startFen.trim() || value.startFen.length > 200) return null;
    if (!Array.isArray(value.moves) || value.moves.length > MAX_MOVES) return null;
    if (!value.moves.every((m) => typeof m === 'string' && UCI.test(m))) return null;
    const n = value.startNumber;
    const created = Number.isFinite(value.created) ? value.created : 0;
    return {
      v: 2,
      id: typeof value.id === 'string' && ID.test(value.id) ? value.id : newId(),
      startFen: value.startFen,
      startNumber: Number.isInteger(n) && n >= 0 && n <= 959 ? n : null,
      moves: value.moves.slice(),
      tags: cleanTags(value.tags),
      result: RESULTS.indexOf(value.result) >= 0 ? value.result : '*',
      ending: ENDINGS.indexOf(value.ending) >= 0 ? value.ending : '',
      created: created,
      updated: Number.isFinite(value.updated) ? value.updated : created,
    };
  }

  // Returns a store on the given storages (see the header).
  function create(options) {
    const o = options || {};
    const local = o.local !== undefined ? o.local : probe('localStorage');
    const session = o.session !== undefined ? o.session : probe('sessionStorage');
    const now = o.now || Date.now;

    // Returns window[name], or null where even reading it throws (some privacy modes).
    function probe(name) {
      try {
        return global[name] || null;
      } catch {
        return null;
      }
    }

    // Returns the value of key in storage, or null.
    function get(storage, key) {
      try {
        return storage ? storage.getItem(key) : null;
      } catch {
        return null;
      }
    }

    // Writes key; returns false when the storage refuses (full, blocked).
    function set(storage, key, value) {
      try {
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    }

    // Removes key (nothing happens where storage is refused).
    function drop(storage, key) {
      try {
        if (storage) storage.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    }

    // Returns { record, raw } for a stored text: record null when unreadable, raw null when missing.
    function parse(raw) {
      if (raw === null || raw === undefined) return { record: null, raw: null };
      try {
        return { record: validRecord(JSON.parse(raw)), raw: raw };
      } catch {
        return { record: null, raw: raw };
      }
    }

    // Returns every key of localStorage (empty where it cannot be listed).
    function allKeys() {
      const out = [];
      try {
        for (let i = 0; i < local.length; i++) out.push(local.key(i));
      } catch {
        /* cannot be listed */
      }
      return out;
    }

    // Returns the game id a key belongs to (backups excluded), or null.
    function gameOfKey(key) {
      if (typeof key !== 'string' || key.indexOf(PREFIX) !== 0 || key.slice(-BACKUP.length) === BACKUP) return null;
      const id = key.slice(PREFIX.length);
      return ID.test(id) ? id : null;
    }

    // Returns the ids of the saved games, newest first; rebuilt from the keys when unreadable.
    function index() {
      const raw = get(local, INDEX);
      let list = null;
      try {
        list = raw === null ? [] : JSON.parse(raw);
      } catch {
        list = null;
      }
      if (!Array.isArray(list)) {
        quarantine(raw);
        list = allKeys().map(gameOfKey).filter(Boolean);
      }
      return list.filter((id, i) => typeof id === 'string' && ID.test(id) && list.indexOf(id) === i);
    }

    // Writes the list of ids; on a full storage drops the oldest games until it fits.
    function writeIndex(list) {
      let ids = list.slice();
      while (!set(local, INDEX, JSON.stringify(ids)) && ids.length > 1) {
        removeGame(ids[ids.length - 1]);
        ids = ids.slice(0, -1);
      }
    }

    // Removes a game and its backup.
    function removeGame(id) {
      drop(local, PREFIX + id);
      drop(local, PREFIX + id + BACKUP);
    }

    // Keeps unreadable text aside in one slot, for inspection.
    function quarantine(raw) {
      if (typeof raw === 'string' && raw.length < 200000) set(local, QUARANTINE, raw);
    }

    // Returns the game with this id: its key, else its backup (see the header).
    function load(id) {
      if (typeof id !== 'string' || !ID.test(id)) return { record: null, source: null, problem: null };
      const main = parse(get(local, PREFIX + id));
      if (main.record) return { record: main.record, source: 'game', problem: null };
      if (main.raw !== null) quarantine(main.raw);
      const backup = parse(get(local, PREFIX + id + BACKUP));
      const problem = main.raw !== null ? 'corrupt' : null;
      if (backup.record) return { record: backup.record, source: 'backup', problem: problem };
      return { record: null, source: null, problem: problem };
    }

    // Saves a game and puts it first in the list (see the header).
    function save(record) {
      const clean = validRecord(record);
      if (!clean) return { ok: false, dropped: [] };
      const key = PREFIX + clean.id;
      const previous = get(local, key);
      if (previous !== null && parse(previous).record) set(local, key + BACKUP, previous);
      const text = JSON.stringify(clean);
      const others = index().filter((id) => id !== clean.id);
      const dropped = [];
      let ok = set(local, key, text);
      while (!ok && others.length) {
        const victim = others.pop();
        removeGame(victim);
        dropped.push(victim);
        ok = set(local, key, text);
      }
      if (!ok) return { ok: false, dropped: dropped };
      const list = [clean.id].concat(others);
      list.slice(MAX_GAMES).forEach(function (id) {
        removeGame(id);
        dropped.push(id);
      });
      writeIndex(list.slice(0, MAX_GAMES));
      return { ok: true, dropped: dropped };
    }

    // Returns the saved games, newest first.
    function games() {
      return index()
        .map((id) => load(id).record)
        .filter(Boolean);
    }

    // Removes a game from storage and from the list.
    function remove(id) {
      removeGame(id);
      writeIndex(index().filter((other) => other !== id));
    }

    // Moves the games of the old layout (one current game and a recent list) into this one.
    function migrate() {
      let moved = 0;
      const known = index();
      const current = parse(get(local, OLD.current));
      const backup = parse(get(local, OLD.backup));
      if (current.raw !== null && !current.record) quarantine(current.raw);
      let recent = [];
      try {
        recent = JSON.parse(get(local, OLD_RECENT) || '[]');
      } catch {
        recent = [];
      }
      const found = [current.record || backup.record].concat(Array.isArray(recent) ? recent.map(validRecord) : []);
      found
        .filter(Boolean)
        .reverse()
        .forEach(function (r) {
          if (known.indexOf(r.id) >= 0) return;
          if (save(r).ok) moved++;
          known.push(r.id);
        });
      [OLD.current, OLD.backup, OLD_RECENT].forEach((key) => drop(local, key));
      return moved;
    }

    let available = false;
    if (local) {
      available = set(local, 'chess960.play.probe', '1');
      drop(local, 'chess960.play.probe');
    }

    return {
      available: available,
      // Returns the id of this tab's game, or null.
      tabGame: function () {
        const id = get(session, TAB);
        return id && ID.test(id) ? id : null;
      },
      // Remembers the id of this tab's game for reloads of this tab.
      setTabGame: function (id) {
        set(session, TAB, id);
      },
      load: load,
      save: save,
      games: games,
      // Returns the game saved last, or null.
      latest: function () {
        return games().sort((a, b) => b.updated - a.updated)[0] || null;
      },
      remove: remove,
      quarantine: quarantine,
      gameOfKey: gameOfKey,
      // Returns true for a key whose change alters the list of games.
      isListKey: function (key) {
        return key === INDEX || gameOfKey(key) !== null;
      },
      migrate: migrate,
      now: now,
    };
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.store = { create: create, validRecord: validRecord, newId: newId, MAX_GAMES: MAX_GAMES };
})(typeof window !== 'undefined' ? window : globalThis);
