// @ts-check
// Saving this tab's game where other tabs may show the same game, and saying when it cannot be
// saved. Every write runs under the game's write lock (tabs.js) and names the revision it
// replaces (store.js); when another tab wrote in between (its notice on the channel, or the
// storage event that shows its write has reached this tab's copy of the storage), the two states
// are merged (store-record.js, merge): a later state of the game is shown here, a state holding
// all of this tab's moves too, this tab's state is written when it holds all the stored moves,
// and when both tabs went on from the same position with other moves this tab's line becomes a
// game of its own. No move is lost. A game that cannot be saved (full storage) is named in an
// alert with its download right there; the tab tries again with its next change, when it is
// shown again and after a download, and asks before it closes. Changes the game on the page only
// through the page's game (game-session.js), whose records it saves.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as record from './record.js';
import { merge, newId } from './store.js';
import './words.js';

/**
 * @import { GameSession } from './game-session.js'
 * @import { GameRecord } from './store-record.js'
 * @import { Tabs } from './tabs.js'
 * @import { Messages } from './messages.js'
 * @import { PgnPanel } from './pgn.js'
 * @import { Replayed } from './game-types.js'
 * @import { SaveResult } from './store.js'
 * @typedef {ReturnType<typeof import('./store.js').create>} Store
 */

/**
 * Returns the element with this id (the page has it).
 * @param {string} id
 */
const element = (id) => /** @type {HTMLElement} */ (byId(id));

// Returns true when two records hold the same game (ignoring when and by whom they were saved).
/** @param {GameRecord} a @param {GameRecord} b */
function sameGame(a, b) {
  /** @param {GameRecord} r */
  const key = (r) => JSON.stringify([r.startFen, r.moves, r.ending, r.result, r.tags, r.tree || '']);
  return key(a) === key(b);
}

/** The saving of one tab's game; see the header. */
export class TabSync {
  /**
   * @param {Store} store
   * @param {GameSession} game
   * @param {Tabs} tabs
   * @param {{ messages: Messages, pgnPanel: PgnPanel }} parts the notice above the board (what a save did to
   *   the game) and the PGN panel (the game offered as a file when it could not be saved)
   * @param {() => void} listChanged redraws the recent list
   */
  constructor(store, game, tabs, parts, listChanged) {
    this.store = store;
    this.game = game;
    this.tabs = tabs;
    this.messages = parts.messages;
    this.pgnPanel = parts.pgnPanel;
    this.listChanged = listChanged;
    this.known = ''; // the stored revision of the game this tab last wrote or took
    this.dirty = false; // the game has a change not yet written
    this.notSaved = false; // the game has a change that could not be saved
    /** @type {'quota' | 'other' | null} why the game is not saved */
    this.problem = null;
    /** @type {Promise<void>} the writes and merges, one after the other */
    this.chain = Promise.resolve();
    this.queued = false; // a step waits in the chain (it will see every change made until then)
    this.roomNeeded = false; // the last write found the storage full before asking what is open
    this.asked = false; // the write under way knows which games are open
    this.crowded = false; // the last write left more than MAX_GAMES games (tidy() follows)
  }

  /** Follows the page's game and the other tabs, and listens to the page's life (see the header). */
  start() {
    this.game.on('replaced', (rec) => this.adopted(rec));
    this.game.on('record', () => this.request(true));
    this.tabs.onRecord((message) => this.heard(message.id));
    this.tabs.onShows(() => this.listChanged());
    addEventListener('storage', (ev) => this.onStorage(ev));
    addEventListener('pagehide', () => this.tabs.hide());
    addEventListener('pageshow', (ev) => ev.persisted && this.shownAgain());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && this.shownAgain());
    addEventListener('beforeunload', (ev) => {
      if (!this.notSaved || !this.store.available) return;
      ev.preventDefault();
      ev.returnValue = '';
    });
    element('save-alert-download').addEventListener('click', () => this.pgnPanel.download());
    i18n.onChange(() => this.drawAlert());
  }

  /** @returns {boolean} the game has a change that could not be saved */
  unsaved() {
    return this.notSaved;
  }

  /**
   * Remembers that these games were downloaded; a game not yet saved is tried again.
   * @param {string[]} ids
   */
  exported(ids) {
    this.store.markExported(ids, Date.now());
    if (this.notSaved) this.request(true);
  }

  /**
   * Writes or merges the game after what is in the chain (`changed`: the game has a change to
   * write); resolves once done.
   * @param {boolean} changed
   * @returns {Promise<void>}
   */
  request(changed) {
    if (changed) this.dirty = true;
    if (this.queued) return this.chain;
    this.queued = true;
    this.chain = this.chain
      .then(() => {
        this.queued = false;
        return this.step();
      })
      .catch((err) => {
        this.notSaved = true;
        this.showProblem('other');
        setTimeout(() => {
          throw err;
        });
      });
    return this.chain;
  }

  /**
   * One write or merge of the game, under its write lock. It first makes room with backups
   * alone; only when that is not enough does it ask which games the tabs show (a question to
   * the browser that most writes need not wait for) and try again, letting the games nothing
   * would lose go.
   * @returns {Promise<void>}
   */
  step() {
    const rec = this.game.record();
    if (!rec) return Promise.resolve();
    const id = rec.id;
    return this.tabs
      .write(id, () => this.reconcile(id, null))
      .then((full) => {
        if (!full && !this.crowded) return;
        return this.tabs
          .shown()
          .catch(() => null)
          .then((open) => {
            if (full) return this.tabs.write(id, () => void this.reconcile(id, open || [], !open));
            if (open) return this.tabs.write(id, () => this.tidy(id, open));
          });
      });
  }

  /**
   * Compares the stored state of the game with the tab's and writes, shows or forks (runs under
   * the write lock: synchronous, asks for no lock). Returns true when a write found the storage
   * full and `open` was null: the caller asks which games are open and comes again.
   * @param {string} id
   * @param {string[] | null} open the games some tab shows (null: not asked, none may go)
   * @param {boolean} [unknown] no tab can tell which games are open: none may go
   * @returns {boolean}
   */
  reconcile(id, open, unknown) {
    this.roomNeeded = false;
    this.crowded = false;
    this.asked = open !== null;
    const mine = this.game.record();
    if (!mine || mine.id !== id) {
      this.request(false); // another game meanwhile
      return false;
    }
    this.merged(mine, id, unknown ? null : open);
    return this.roomNeeded;
  }

  /**
   * The body of reconcile().
   * @param {GameRecord} mine
   * @param {string} id
   * @param {string[] | null} open
   */
  merged(mine, id, open) {
    const changed = this.dirty || this.notSaved;
    this.dirty = false;
    const found = this.store.load(id);
    const stored = found.source === 'game' ? found.record : null;
    if (!stored) return this.written(this.store.save(mine, { open: open }));
    if (stored.rev === this.known) {
      if (changed) this.written(this.store.save(mine, { known: this.known, open: open }));
      return;
    }
    const action = merge(mine, stored, { known: this.known, changed: changed });
    if (action === 'adopt') this.adopt(stored);
    else if (action === 'extend') this.written(this.store.save(mine, { known: stored.rev, open: open }));
    else if (action === 'fork') this.fork(open);
  }

  /**
   * Lets games that nothing would lose leave a list grown beyond its size (under the lock).
   * @param {string} id the tab's game
   * @param {string[]} open
   */
  tidy(id, open) {
    const dropped = this.store.tidy(id, open);
    if (dropped.length) this.messages.showNotice('play.madeRoom', { count: dropped.length });
  }

  /**
   * Takes the outcome of a write: the written revision, or why nothing was written.
   * @param {SaveResult} result
   */
  written(result) {
    if (result.conflict) {
      this.dirty = true; // written in between (no lock where the page has none): merge next
      return void this.request(false);
    }
    if (!result.ok || !result.record) {
      this.notSaved = true;
      if (result.problem === 'quota' && !this.asked) return void (this.roomNeeded = true);
      if (result.problem !== 'off') this.showProblem(result.problem === 'quota' ? 'quota' : 'other');
      return;
    }
    const rec = result.record;
    this.crowded = !!result.crowded;
    this.known = rec.rev || '';
    this.game.noteSaved({ rev: this.known, lineage: rec.lineage || [], updated: rec.updated });
    this.notSaved = false;
    this.tabs.wrote(result.record.id, this.known);
    if (this.problem) this.showProblem(null);
    if (result.dropped.length) this.messages.showNotice('play.madeRoom', { count: result.dropped.length });
  }

  /**
   * Takes a game that became the tab's: its stored revision; the tab shows it (its lock).
   * @param {GameRecord} rec
   */
  adopted(rec) {
    this.known = rec.rev || '';
    this.store.setTabGame(rec.id);
    this.tabs.show(rec.id);
  }

  /**
   * Shows a stored state of the game written by another tab (with a notice when it differs).
   * @param {GameRecord} stored
   */
  adopt(stored) {
    const mine = /** @type {GameRecord} */ (this.game.record());
    if (sameGame(stored, mine)) {
      this.game.noteSaved({ rev: stored.rev || '', lineage: stored.lineage || [], updated: stored.updated });
      this.known = stored.rev || '';
      this.notSaved = false;
      return;
    }
    const r = record.replay(this.game.api, stored, this.game.letters);
    if ('error' in r) return;
    this.game.replace(/** @type {Replayed} */ (/** @type {unknown} */ (r)), { save: false });
    this.notSaved = false;
    this.showProblem(null);
    this.messages.showNotice('play.changedElsewhere', { moves: r.record.moves.length });
  }

  /**
   * Keeps this tab's line as a game of its own (both tabs went on with other moves).
   * @param {string[] | null} open
   */
  fork(open) {
    const rec = this.game.keepAsNewGame(newId(), Date.now());
    this.known = '';
    this.store.setTabGame(rec.id);
    this.tabs.show(rec.id);
    this.written(this.store.save(rec, { known: '', open: open }));
    this.messages.showNotice('play.forked', { moves: rec.moves.length });
    this.listChanged();
  }

  /**
   * Another tab wrote game id: this tab's game is merged; the list is drawn again.
   * @param {string} id
   */
  heard(id) {
    const rec = this.game.record();
    if (rec && rec.id === id) this.request(false);
    this.listChanged();
  }

  /**
   * A storage event: this tab's copy of the storage now holds another tab's write.
   * @param {StorageEvent} ev
   */
  onStorage(ev) {
    const rec = this.game.record();
    if (!rec) return;
    if (ev.key === null || this.store.gameOfKey(ev.key) === rec.id) this.request(false);
    if (ev.key === null || this.store.isListKey(ev.key)) this.listChanged();
  }

  /** The page is shown again (back from the cache, a tab brought forward): its lock, a retry. */
  shownAgain() {
    const rec = this.game.record();
    if (!rec) return;
    this.tabs.show(rec.id);
    if (this.notSaved) this.request(true);
  }

  /** Writes the alert's text for the game on the page in the current language. */
  drawAlert() {
    const rec = this.game.record();
    if (!this.problem || !rec) return;
    const t = i18n.t;
    const start = rec.startNumber === null ? t('play.startInfoFen') : t('play.startInfo', { n: rec.startNumber });
    const key = this.problem === 'quota' ? 'play.saveFailedQuota' : 'play.saveFailedOther';
    element('save-alert-text').textContent = t(key, { start: start, moves: rec.moves.length });
  }

  /**
   * Shows (why: 'quota' | 'other') or hides (null) the alert that the game is not saved.
   * @param {'quota' | 'other' | null} why
   */
  showProblem(why) {
    this.problem = why;
    element('save-alert').hidden = !why;
    if (why) this.drawAlert();
  }
}
