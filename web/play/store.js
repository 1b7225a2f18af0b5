// @ts-check
// The saved games of the play page, one key each in localStorage, newest first in the "recent
// games" list. Each tab keeps the id of its game in sessionStorage (a reload restores it). Which
// games the other tabs show the store does not know: the page asks the browser (tabs.js) and
// hands the answer in (`open`: the ids some tab shows; null where no tab can tell, and then
// every other game counts as open). Records: store-record.js; each write gives one a new
// revision (rev) after the one it replaces (lineage). A full storage gives up only what nothing
// loses: backups, then games that are empty or downloaded since their last change, never a game
// open in a tab; else the save fails and says so. Beyond MAX_GAMES only games that nothing would
// lose leave the list (tidy() does it where a save was not told which games are open).
import { ID, LINEAGE, isEmpty, newId, validRecord } from './store-record.js';
import { drop, get, keysOf, probe, set } from './web-storage.js';

/**
 * @import { GameRecord } from './store-record.js'
 * @typedef {{ local?: Storage | null, session?: Storage | null, tab?: string }} StoreOptions
 * @typedef {{ record: GameRecord | null, source: 'game' | 'backup' | null, problem: 'corrupt' | null }} Loaded
 *   a game as load() finds it
 * @typedef {{ known?: string, open?: string[] | null }} SaveOptions
 * @typedef {object} SaveResult what save() answers
 * @property {boolean} ok
 * @property {GameRecord} [record] the record as written
 * @property {'quota' | 'off' | 'invalid' | null} [problem]
 * @property {string[]} dropped
 * @property {GameRecord} [conflict] the stored record, written by another tab
 * @property {boolean} [crowded] more than MAX_GAMES games, and `open` was null: none left the list
 */

export { merge, newId, validRecord } from './store-record.js';

const PREFIX = 'chess960.play.game.';
const BACKUP = '.backup';
const INDEX = 'chess960.play.games';
const TAB = 'chess960.play.tab';
const EXPORTED = 'chess960.play.exported';
const QUARANTINE = 'chess960.play.unreadable';
const OLD = { current: 'chess960.play.current', backup: 'chess960.play.current.backup' };
const OLD_RECENT = 'chess960.play.recent';
const OLD_MARKER = 'chess960.play.open.'; // the tabs' markers of an earlier version (tabs.js now)
export const MAX_GAMES = 30; // beyond this, games that nothing would lose leave the list

// Returns a store on the given storages (see the header).
/** @param {StoreOptions} [options] */
export function create(options) {
  const o = options || {};
  const local = o.local !== undefined ? o.local : probe('localStorage');
  const session = o.session !== undefined ? o.session : probe('sessionStorage');
  const tab = typeof o.tab === 'string' && ID.test(o.tab) ? o.tab : newId(); // this page's writes
  let writes = 0;
  /** @type {Record<string, number>} */
  const exportedHere = {}; // download times this tab knows, kept if the storage is full

  // Returns { record, raw } for a stored text: record null when unreadable, raw null when missing.
  /**
   * @param {string | null | undefined} raw
   * @returns {{ record: GameRecord | null, raw: string | null }}
   */
  function parse(raw) {
    if (raw === null || raw === undefined) return { record: null, raw: null };
    try {
      return { record: validRecord(JSON.parse(raw)), raw: raw };
    } catch {
      return { record: null, raw: raw };
    }
  }

  // Returns the JSON value of a key, or fallback when it is missing or unreadable.
  /**
   * @param {string} key
   * @param {any} fallback
   * @returns {any}
   */
  function getJson(key, fallback) {
    try {
      const raw = get(local, key);
      return raw === null ? fallback : JSON.parse(raw);
    } catch {
      return fallback;
    }
  }

  // Returns every key of localStorage (empty where it cannot be listed).
  const allKeys = () => keysOf(local);

  // Returns the game id a key belongs to (backups excluded), or null.
  /**
   * @param {string | null} key
   * @returns {string | null}
   */
  function gameOfKey(key) {
    if (typeof key !== 'string' || key.indexOf(PREFIX) !== 0 || key.slice(-BACKUP.length) === BACKUP) return null;
    const id = key.slice(PREFIX.length);
    return ID.test(id) ? id : null;
  }

  // Returns the ids of the saved games: the listed ones, then any game key the list lacks.
  /** @returns {string[]} */
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
      list = [];
    }
    const ids = /** @type {string[]} */ (list.concat(allKeys().map(gameOfKey).filter(Boolean)));
    return ids.filter((id, i) => typeof id === 'string' && ID.test(id) && ids.indexOf(id) === i);
  }

  // Removes a game and its backup.
  /** @param {string} id */
  function removeGame(id) {
    drop(local, PREFIX + id);
    drop(local, PREFIX + id + BACKUP);
  }

  // Keeps unreadable text aside in one slot, for inspection.
  /** @param {string | null} raw */
  function quarantine(raw) {
    if (typeof raw === 'string' && raw.length < 200000) set(local, QUARANTINE, raw);
  }

  // Returns when each game was last downloaded ({ id: time }): the stored times and those this
  // tab could not write (a full storage).
  /** @returns {Record<string, number>} */
  function exportTimes() {
    const times = getJson(EXPORTED, {});
    const stored = times && typeof times === 'object' && !Array.isArray(times) ? times : {};
    return Object.assign(stored, exportedHere);
  }

  // Returns the game with this id: its key, else its backup (see the header).
  /**
   * @param {string} id
   * @returns {Loaded}
   */
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

  // Returns the games that may leave the storage to make room: never `keep` nor a game open in
  // a tab (`open`; null: any may be, so none goes); first the empty ones, then those downloaded
  // since their last change, each oldest first.
  /**
   * @param {string} keep
   * @param {string[] | null} open
   * @returns {GameRecord[]}
   */
  function expendable(keep, open) {
    if (open === null) return [];
    const exported = exportTimes();
    const others = games()
      .reverse()
      .filter((r) => r.id !== keep && open.indexOf(r.id) < 0);
    const downloaded = others.filter(
      (r) => !isEmpty(r) && Number.isFinite(exported[r.id]) && exported[r.id] >= r.updated,
    );
    return others.filter(isEmpty).concat(downloaded);
  }

  // Removes a game that may make room; one that held something goes to dropped (the page tells).
  /**
   * @param {GameRecord} record
   * @param {string[]} dropped
   */
  function removeSpare(record, dropped) {
    removeGame(record.id);
    if (!isEmpty(record)) dropped.push(record.id);
  }

  // Returns the steps that make room for game `keep`, in order: other games' backups, its own
  // backup, then the expendable games (each step a function; a removed game's id goes to
  // dropped).
  /**
   * @param {string} keep
   * @param {string[] | null} open
   * @param {string[]} dropped
   * @returns {(() => void)[]}
   */
  function roomSteps(keep, open, dropped) {
    const backups = index()
      .filter((id) => id !== keep)
      .reverse()
      .concat([keep])
      .filter((id) => get(local, PREFIX + id + BACKUP) !== null)
      .map((id) => () => drop(local, PREFIX + id + BACKUP));
    return backups.concat(expendable(keep, open).map((r) => () => removeSpare(r, dropped)));
  }

  // Writes key, making room for game `keep` step by step while the storage is full; returns
  // false when even then it does not fit.
  /**
   * @param {string} key
   * @param {string} text
   * @param {string} keep
   * @param {string[] | null} open
   * @param {string[]} dropped
   */
  function setWithRoom(key, text, keep, open, dropped) {
    if (set(local, key, text)) return true;
    const steps = roomSteps(keep, open, dropped);
    for (let i = 0; i < steps.length; i++) {
      steps[i]();
      if (set(local, key, text)) return true;
    }
    return false;
  }

  // Writes the list of ids (first: the game saved last); beyond MAX_GAMES the oldest
  // expendable games leave it. A list that does not fit is rebuilt from the keys when read.
  /**
   * @param {string[]} list
   * @param {string} keep
   * @param {string[] | null} open
   * @param {string[]} dropped
   */
  function writeIndex(list, keep, open, dropped) {
    let ids = list.slice();
    if (ids.length > MAX_GAMES) {
      const spare = expendable(keep, open);
      while (ids.length > MAX_GAMES && spare.length) {
        const r = /** @type {GameRecord} */ (spare.shift());
        removeSpare(r, dropped);
        ids = ids.filter((other) => other !== r.id);
      }
    }
    set(local, INDEX, JSON.stringify(ids));
  }

  // Returns a new revision of a game written by this tab.
  function nextRevision() {
    writes++;
    return tab + '.' + writes.toString(36);
  }

  /**
   * Saves a game and puts it first in the list, its previous value a backup. With `known` (the
   * revision the tab last wrote or took) it writes only over that one, else `conflict` is the
   * stored record. `open`: the games some tab shows, which never make room (default none; null:
   * not known, no game makes room). problem: 'quota' (full even after making room), 'off'
   * (storage refused), 'invalid'; dropped: the games (not empty) removed to make room.
   * @param {GameRecord} record
   * @param {SaveOptions} [options]
   * @returns {SaveResult}
   */
  function save(record, options) {
    const o = options || {};
    const open = o.open === undefined ? [] : o.open;
    const clean = validRecord(record);
    if (!clean) return { ok: false, problem: 'invalid', dropped: [] };
    if (!available) return { ok: false, problem: 'off', dropped: [] };
    const key = PREFIX + clean.id;
    const previousRaw = get(local, key);
    const previous = parse(previousRaw).record;
    if (o.known !== undefined && previous && previous.rev !== o.known) {
      return { ok: false, conflict: previous, dropped: [] };
    }
    const lineage = previous
      ? (previous.lineage || []).concat(previous.rev ? [previous.rev] : [])
      : clean.lineage || [];
    const written = Object.assign(clean, { rev: nextRevision(), lineage: lineage.slice(-LINEAGE) });
    /** @type {string[]} */
    const dropped = [];
    if (previous && previousRaw !== null) set(local, key + BACKUP, previousRaw);
    if (!setWithRoom(key, JSON.stringify(written), clean.id, open, dropped)) {
      return { ok: false, problem: 'quota', dropped: dropped };
    }
    writeIndex([clean.id].concat(index().filter((id) => id !== clean.id)), clean.id, open, dropped);
    const crowded = open === null && index().length > MAX_GAMES;
    return { ok: true, record: written, problem: null, dropped: dropped, crowded: crowded };
  }

  // Returns the saved games, newest first.
  /** @returns {GameRecord[]} */
  function games() {
    return /** @type {GameRecord[]} */ (
      index()
        .map((id) => load(id).record)
        .filter(Boolean)
    ).sort((a, b) => b.updated - a.updated);
  }

  // Remembers that these games were downloaded at `time` (they may then make room).
  /**
   * @param {string[]} ids
   * @param {number} time
   */
  function markExported(ids, time) {
    const times = exportTimes();
    const known = index();
    Object.keys(times).forEach(function (id) {
      if (known.indexOf(id) < 0) delete times[id];
    });
    ids.forEach(function (id) {
      if (typeof id === 'string' && ID.test(id)) times[id] = exportedHere[id] = time;
    });
    set(local, EXPORTED, JSON.stringify(times));
  }

  // Moves the games of the old layout (one current game and a recent list) into this one.
  function migrate() {
    let moved = 0;
    const known = index();
    const current = parse(get(local, OLD.current));
    const backup = parse(get(local, OLD.backup));
    if (current.raw !== null && !current.record) quarantine(current.raw);
    const recent = getJson(OLD_RECENT, []);
    const found = [current.record || backup.record].concat(Array.isArray(recent) ? recent.map(validRecord) : []);
    /** @type {GameRecord[]} */ (found.filter(Boolean)).reverse().forEach(function (r) {
      if (known.indexOf(r.id) >= 0) return;
      if (save(r, { open: null }).ok) moved++;
      known.push(r.id);
    });
    [OLD.current, OLD.backup, OLD_RECENT].forEach((key) => drop(local, key));
    allKeys()
      .filter((key) => key.indexOf(OLD_MARKER) === 0)
      .forEach((key) => drop(local, key));
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
    /** @returns {string | null} */
    tabGame: function () {
      const id = get(session, TAB);
      return id && ID.test(id) ? id : null;
    },
    // Remembers the id of this tab's game for reloads of this tab.
    /** @param {string} id */
    setTabGame: function (id) {
      set(session, TAB, id);
    },
    load: load,
    save: save,
    games: games,
    // Returns the newest unfinished game that no tab shows (open: as for save), or null.
    /**
     * @param {string[] | null} [open]
     * @returns {GameRecord | null}
     */
    unclaimed: function (open) {
      if (open === undefined) open = [];
      if (open === null) return null;
      return games().filter((r) => r.result === '*' && open.indexOf(r.id) < 0)[0] || null;
    },
    markExported: markExported,
    quarantine: quarantine,
    gameOfKey: gameOfKey,
    // Returns true for a key whose change alters the list of games.
    /** @param {string | null} key */
    isListKey: function (key) {
      return key === INDEX || gameOfKey(key) !== null;
    },
    migrate: migrate,
    /**
     * Lets games that nothing would lose leave a list of more than MAX_GAMES (never `keep` nor
     * one of `open`); returns the ids of those that held something.
     * @param {string} keep
     * @param {string[]} open
     * @returns {string[]}
     */
    tidy: function (keep, open) {
      /** @type {string[]} */
      const dropped = [];
      writeIndex(index(), keep, open, dropped);
      return dropped;
    },
  };
}
