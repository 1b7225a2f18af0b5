// @ts-check
// The other tabs of the play page, as the browser knows them. A tab that shows a game holds a
// shared Web Lock named after it (chess960-play:<id>) until it shows another game or closes, so
// that navigator.locks.query() names the games open in any tab, and the browser lets the lock
// go with the tab (a crash too). A BroadcastChannel tells the other tabs that a record was
// written (id, revision) and which game a tab shows (each tab answers a new tab's greeting).
// While another tab shows the same game, each write of its record runs under a short exclusive
// lock of its own name (chess960-play-write:<id>); its callback is synchronous and never asks
// for another lock, so no request waits on one that waits on it, and one not granted within
// WRITE_WAIT takes the lock over (steal) rather than leave a save hanging. A game no other tab
// shows is written at once: no other tab writes it, and a grant can take a long time while the
// browser commits a large write to its storage (a full storage: the alert would come late).
//
// Fallbacks, where the page has no navigator.locks (old browsers; some pages off https): the
// games open elsewhere are those the other tabs said they show on the channel, and writes run
// without a lock (the revision check of store.js and the merge after the other tab's notice
// still keep every move). With neither the locks nor the channel, shown() answers null: no tab
// can tell, so the store treats every other game as open. Without the channel the notices come
// from storage events alone (sync.js listens to both).

import { newId } from './store-record.js';

/**
 * A message on the channel.
 * @typedef {{ type: 'record', id: string, rev: string }} RecordMessage a tab wrote this game
 * @typedef {{ type: 'shows', tab: string, id: string | null }} ShowsMessage tab `tab` shows game
 *   `id` (null: it closed)
 * @typedef {{ type: 'hello', tab: string }} HelloMessage a new tab asks the others what they show
 * @typedef {RecordMessage | ShowsMessage | HelloMessage} TabMessage
 *
 * What the browser lends (LockManager, the BroadcastChannel constructor); tests pass their own.
 * @typedef {object} TabPlatform
 * @property {LockManager | null} [locks]
 * @property {(new (name: string) => BroadcastChannel) | null} [Channel]
 * @property {string} tab this page's name among the tabs (an id)
 */

export const SHOW_LOCK = 'chess960-play:';
export const WRITE_LOCK = 'chess960-play-write:';
const CHANNEL = 'chess960-play';
const WRITE_WAIT = 2000; // ms a write waits for its lock before it takes it over

/** The tab's link to the other tabs; see the header. */
export class Tabs {
  /** @param {TabPlatform} platform */
  constructor(platform) {
    /** @type {LockManager | null} */
    this.locks = platform.locks || null;
    this.tab = platform.tab;
    /** @type {BroadcastChannel | null} */
    this.channel = platform.Channel ? new platform.Channel(CHANNEL) : null;
    /** @type {string | null} the game this tab shows */
    this.shownId = null;
    /** @type {(() => void) | null} lets the lock of the game shown go */
    this.release = null;
    /** @type {Map<string, string>} what the other tabs said they show (the fallback of the locks) */
    this.others = new Map();
    /** @type {((message: RecordMessage) => void)[]} */
    this.recordListeners = [];
    /** @type {(() => void)[]} */
    this.showsListeners = [];
    if (this.channel) {
      this.channel.onmessage = (ev) => this.heard(ev.data);
      this.post({ type: 'hello', tab: this.tab });
    }
  }

  /** @param {TabMessage} message */
  post(message) {
    try {
      if (this.channel) this.channel.postMessage(message);
    } catch {
      /* a closed channel: the tab is going */
    }
  }

  /** @param {unknown} data a message of another tab (anything another page might send) */
  heard(data) {
    const m = /** @type {TabMessage} */ (data);
    if (!m || typeof m !== 'object') return;
    if (m.type === 'record' && typeof m.id === 'string' && typeof m.rev === 'string') {
      this.recordListeners.forEach((fn) => fn({ type: 'record', id: m.id, rev: m.rev }));
    } else if (m.type === 'hello' && typeof m.tab === 'string') {
      if (this.shownId) this.post({ type: 'shows', tab: this.tab, id: this.shownId });
    } else if (m.type === 'shows' && typeof m.tab === 'string') {
      if (typeof m.id === 'string') this.others.set(m.tab, m.id);
      else this.others.delete(m.tab);
      this.showsListeners.forEach((fn) => fn());
    }
  }

  /** @param {(message: RecordMessage) => void} fn called when another tab wrote a game */
  onRecord(fn) {
    this.recordListeners.push(fn);
  }

  /** @param {() => void} fn called when another tab shows another game or closes */
  onShows(fn) {
    this.showsListeners.push(fn);
  }

  /**
   * Shows game id in this tab: holds its lock (letting the previous game's go) and says so.
   * @param {string} id
   */
  show(id) {
    if (id === this.shownId) return;
    this.hide();
    this.shownId = id;
    if (this.locks) {
      /** @type {Promise<void>} */
      const held = new Promise((resolve) => (this.release = resolve));
      this.locks.request(SHOW_LOCK + id, { mode: 'shared' }, () => held).catch(() => {});
    }
    this.post({ type: 'shows', tab: this.tab, id: id });
  }

  /** Shows no game (the page is hidden for good or goes into the back-forward cache). */
  hide() {
    if (this.release) this.release();
    this.release = null;
    if (this.shownId) this.post({ type: 'shows', tab: this.tab, id: null });
    this.shownId = null;
  }

  /**
   * Resolves with the ids of the games some tab shows (this one's too), or null where no tab
   * can tell (neither locks nor channel).
   * @returns {Promise<string[] | null>}
   */
  shown() {
    if (!this.locks) {
      if (!this.channel) return Promise.resolve(null);
      const ids = Array.from(this.others.values());
      if (this.shownId) ids.push(this.shownId);
      return Promise.resolve(ids);
    }
    return this.locks.query().then(function (snapshot) {
      const ids = /** @type {string[]} */ ([]);
      (snapshot.held || []).concat(snapshot.pending || []).forEach(function (lock) {
        const name = lock.name || '';
        const id = name.slice(SHOW_LOCK.length);
        if (name.indexOf(SHOW_LOCK) === 0 && ids.indexOf(id) < 0) ids.push(id);
      });
      return ids;
    });
  }

  /**
   * Returns true when another tab may show game id too: one said so on the channel, or, with no
   * channel, no tab can tell.
   * @param {string} id
   */
  sharedWith(id) {
    if (!this.channel) return true;
    return Array.from(this.others.values()).indexOf(id) >= 0;
  }

  /**
   * Runs write() (synchronous) at once where no other tab shows game id, else under its
   * exclusive write lock; resolves with its value. A lock not granted within WRITE_WAIT is
   * taken over.
   * @template T
   * @param {string} id
   * @param {() => T} write
   * @returns {Promise<T>}
   */
  write(id, write) {
    const locks = this.locks;
    if (!locks || !this.sharedWith(id)) {
      try {
        return Promise.resolve(write());
      } catch (err) {
        return Promise.reject(err);
      }
    }
    const name = WRITE_LOCK + id;
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(WRITE_WAIT) : undefined;
    return locks.request(name, { mode: 'exclusive', signal: signal }, write).catch(function (err) {
      if (!err || (err.name !== 'AbortError' && err.name !== 'TimeoutError')) throw err;
      return locks.request(name, { steal: true }, write);
    });
  }

  /**
   * Tells the other tabs that this tab wrote game id at revision rev.
   * @param {string} id
   * @param {string} rev
   */
  wrote(id, rev) {
    this.post({ type: 'record', id: id, rev: rev });
  }
}

/**
 * Returns the link to the other tabs on what this browser lends (see the header's fallbacks).
 * @returns {Tabs}
 */
export function browserTabs() {
  const locks = typeof navigator === 'object' && navigator.locks ? navigator.locks : null;
  const Channel = typeof BroadcastChannel === 'function' ? BroadcastChannel : null;
  return new Tabs({ locks: locks, Channel: Channel, tab: newId() });
}
