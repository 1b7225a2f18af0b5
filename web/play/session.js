// @ts-check
// Which game this tab shows, and how it got there: the tab's own game after a reload; in a new
// tab the newest unfinished game that no other tab shows (one a closed tab left: no tab holds
// its lock, tabs.js), else a new game; a game from the address (?n=0518, ?fen=…), a new game, a
// game opened from the recent list or imported as PGN (asking before an unfinished or unsaved
// game is replaced); the tab's game written by another tab (merged by sync.js). Nothing is lost:
// every game keeps its own key in the store (store.js). Changes the game only through the page's
// game (game-session.js).
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { queryParams, updateUrl } from '../shared/page.js';
import * as startNumber from '../shared/start-number.js';
import { halfMoves } from './counts.js';
import { isolate } from '../shared/bidi.js';
import * as record from './record.js';
import * as recent from './recent.js';
import { TabSync } from './sync.js';
import './words.js';

/**
 * @import { GameSession } from './game-session.js'
 * @import { GameRecord } from './store-record.js'
 * @import { Chess960Api, Replayed } from './game-types.js'
 * @import { Tabs } from './tabs.js'
 * @import { Messages } from './messages.js'
 * @import { NewGameDialog } from './new-game.js'
 * @import { Questions } from './dialogs.js'
 * @import { PgnPanel } from './pgn.js'
 * @import { PlayController } from './controller.js'
 * @typedef {object} Parts the parts of the page the tab's games speak through
 * @property {Messages} messages the notice above the board
 * @property {NewGameDialog} newGameDialog asks for the start of a new game
 * @property {Questions} questions asks before a game is replaced
 * @property {PgnPanel} pgnPanel refuses an import, offers the game as a file
 * @property {PlayController} controller the board (brought into view) and the tags
 * @import { Store } from './sync.js'
 * @typedef {{ startFen: string, startNumber: number | null }} Start a start position
 * @typedef {{ record: GameRecord | null, source: 'game' | 'backup' | null, problem: 'corrupt' | null }} Found
 */

const t = i18n.t;

/**
 * Returns the element with this id (the page has it).
 * @param {string} id
 */
const element = (id) => /** @type {HTMLElement} */ (byId(id));

/**
 * Returns a record the core replayed as the session takes it (after its error was checked).
 * @param {unknown} r
 */
const replayed = (r) => /** @type {Replayed} */ (r);

// Returns a start position's name: "Start position no. 740", or its FEN (isolated).
/** @param {Start} start */
function startText(start) {
  if (start.startNumber === null) return t('play.replaceFen', { fen: isolate(start.startFen) });
  return t('play.startInfo', { n: start.startNumber });
}

// Returns what a record would bring: its players (isolated), start and half-moves.
/** @param {GameRecord} rec */
function gameText(rec) {
  const tags = rec.tags || {};
  /** @type {Record<string, string>} */
  const params = { start: startText(rec), moves: halfMoves(rec.moves.length) };
  if (!tags.White && !tags.Black) return t('play.replaceGame', params);
  params.players = isolate(tags.White || '?') + ' – ' + isolate(tags.Black || '?');
  return t('play.replaceGamePlayers', params);
}

// Returns the start position the address asks for ({ start }), a bad value ({ bad }) or {}.
/**
 * @param {Chess960Api} api
 * @returns {{ start?: Start, bad?: string }}
 */
function fromAddress(api) {
  const params = queryParams();
  const fen = params.get('fen');
  const n = params.get('n');
  if (fen !== null) {
    let probe = null;
    try {
      probe = new api.Game(fen.trim());
      const view = probe.view();
      return { start: { startFen: view.fen, startNumber: view.startNumber } };
    } catch {
      return { bad: 'fen=' + fen };
    } finally {
      if (probe) probe.delete();
    }
  }
  if (n === null) return {};
  const read = startNumber.read(n, startNumber.apiCore(api));
  if (read.error) return { bad: 'n=' + n };
  return { start: { startFen: api.startPosition(read.number).fen, startNumber: read.number } };
}

// Returns a start position drawn at random by the core.
/**
 * @param {Chess960Api} api
 * @returns {Start}
 */
function randomStart(api) {
  const p = api.randomPosition();
  return { startFen: p.fen, startNumber: p.number };
}

// Returns the notice for a restored game: [key, params], or null.
/**
 * @param {{ partial?: boolean, replayed?: number, record: GameRecord }} r
 * @param {string | null} source
 * @returns {[string, object?] | null}
 */
function restoredNotice(r, source) {
  if (source === 'backup') return ['play.restoredBackup'];
  if (r.partial) return ['play.replayPartial', { ply: r.replayed }];
  return r.record.moves.length ? ['play.restored'] : null;
}

// Takes a start position the address asked for off the address (once it is applied or refused).
/** @param {{ start?: Start }} address */
function forgetAddress(address) {
  if (address.start) updateUrl({ n: null, fen: null });
}

// Brings the board into view and gives it the focus (a game was opened from a list).
/** @param {PlayController} controller */
function showBoard(controller) {
  const area = document.querySelector('.play-board-area');
  if (area && typeof area.scrollIntoView === 'function') area.scrollIntoView({ block: 'start' });
  controller.focusBoard();
}

/** The games of one tab: which it shows and how it got there; see the header. */
export class TabGames {
  /**
   * @param {Store} store
   * @param {GameSession} game
   * @param {Tabs} tabs
   * @param {Parts} parts the parts of the page it speaks through
   */
  constructor(store, game, tabs, parts) {
    this.store = store;
    this.game = game;
    this.tabs = tabs;
    this.messages = parts.messages;
    this.newGameDialog = parts.newGameDialog;
    this.questions = parts.questions;
    this.pgnPanel = parts.pgnPanel;
    this.controller = parts.controller;
    this.sync = new TabSync(store, game, tabs, parts, () => this.changed());
  }

  /**
   * Replays a record through the core in the page's letters.
   * @param {GameRecord} rec
   * @returns {{ error?: unknown, game?: unknown, record: GameRecord, partial?: boolean, replayed?: number }}
   */
  replay(rec) {
    const r = /** @type {unknown} */ (record.replay(this.game.api, rec, this.game.letters));
    return /** @type {{ error?: unknown, game?: unknown, record: GameRecord, partial?: boolean, replayed?: number }} */ (
      r
    );
  }

  /**
   * Makes a new game from a start position the game of this tab.
   * @param {Start} start
   */
  startGame(start) {
    const fresh = record.create({ startFen: start.startFen, startNumber: start.startNumber });
    const r = this.replay(/** @type {GameRecord} */ (fresh));
    if (!r.error) this.game.replace(replayed(r), { save: true });
  }

  /**
   * Resolves true when the game on the page may be replaced (asks for an unfinished one, and
   * for a finished one that could not be saved); `instead()` says what would replace it.
   * @param {() => string} instead
   * @returns {Promise<boolean>}
   */
  confirmIfNeeded(instead) {
    const plies = this.game.plies();
    if (!this.sync.unsaved() && (!plies || this.game.isOver())) return Promise.resolve(true);
    return this.questions.confirmReplace(plies, this.sync.unsaved(), instead);
  }

  /**
   * Makes a record the game of this tab after asking; resolves with its half-moves or null.
   * @param {GameRecord} rec
   * @returns {Promise<number | null>}
   */
  replace(rec) {
    return this.confirmIfNeeded(() => gameText(rec)).then((ok) => {
      if (!ok) return null;
      const r = this.replay(rec);
      if (r.error) return null;
      this.game.replace(replayed(r), { save: true });
      this.messages.showNotice(null);
      updateUrl({ n: null, fen: null });
      return r.record.moves.length;
    });
  }

  /** Opens the new-game dialog and starts the game chosen there. */
  newGame() {
    const rec = /** @type {GameRecord} */ (this.game.record());
    this.newGameDialog.open(rec.startNumber).then((/** @type {Start | null} */ start) => {
      if (!start) return;
      return this.confirmIfNeeded(() => t('play.replaceNew', { start: startText(start) })).then((ok) => {
        if (!ok) return;
        this.startGame(start);
        this.messages.showNotice(null);
        updateUrl({ n: null, fen: null });
        this.controller.focusBoard();
      });
    });
  }

  /**
   * Shows the tab's saved game (else the newest unfinished one that no tab shows: a closed
   * tab's) with a notice; resolves with its record, or null when a new game is to start.
   * @param {string | null} own
   * @returns {Promise<GameRecord | null>}
   */
  restore(own) {
    /** @type {Found | null} */
    const mine = own ? this.store.load(own) : null;
    if (mine && (mine.record || mine.problem)) return Promise.resolve(this.show(mine));
    return this.tabs
      .shown()
      .catch(() => null)
      .then((open) => {
        const free = this.store.unclaimed(open);
        return this.show(free ? { record: free, source: 'game', problem: null } : mine);
      });
  }

  /**
   * Shows a game found in the store (see restore).
   * @param {Found | null} found
   * @returns {GameRecord | null}
   */
  show(found) {
    /** @type {[string, object?] | null} */
    let notice = null;
    let restored = null;
    if (found && found.record) {
      const r = this.replay(found.record);
      if (!r.error) {
        restored = r.record;
        this.game.replace(replayed(r), { save: r.partial || found.source === 'backup' });
        notice = restoredNotice(r, found.source);
      } else {
        this.store.quarantine(JSON.stringify(found.record));
        notice = ['play.storageCorrupt'];
      }
    } else if (found && found.problem === 'corrupt') {
      notice = ['play.storageCorrupt'];
    }
    if (!this.store.available) notice = ['play.storageOff'];
    if (notice) this.messages.showNotice(notice[0], notice[1]);
    return restored;
  }

  /**
   * Opens the first game of the page (see the header). A start position the address asks for
   * stays in the address until it is applied or the player refused it (a reload asks again).
   * @param {Chess960Api} api
   * @returns {Promise<void>}
   */
  open(api) {
    this.store.migrate();
    const address = fromAddress(api);
    const own = this.store.tabGame();
    this.sync.start();
    this.game.on('record', () => this.changed());
    this.game.on('replaced', () => this.changed());
    i18n.onChange(() => this.changed());
    element('recent-section').addEventListener('toggle', () => this.changed());
    if (address.start && !own) {
      this.startGame(address.start);
      forgetAddress(address);
      return Promise.resolve();
    }
    return this.restore(own).then((restored) => this.opened(api, address, restored));
  }

  /**
   * The game restored (or null): a new game where none was, the address's start after asking.
   * @param {Chess960Api} api
   * @param {{ start?: Start, bad?: string }} address
   * @param {GameRecord | null} restored
   * @returns {Promise<void> | void}
   */
  opened(api, address, restored) {
    if (address.bad) {
      const value = address.bad.length > 60 ? address.bad.slice(0, 60) + '…' : address.bad;
      this.messages.showNotice('play.err.url', { value: isolate(value) });
    }
    const wanted = address.start;
    if (!restored) {
      this.startGame(wanted || randomStart(api));
      forgetAddress(address);
      return;
    }
    if (!wanted || (restored.startFen === wanted.startFen && restored.moves.length === 0)) {
      forgetAddress(address);
      return;
    }
    return this.confirmIfNeeded(() => t('play.replaceAddress', { start: startText(wanted) })).then((ok) => {
      forgetAddress(address);
      if (!ok) return;
      this.startGame(wanted);
      this.messages.showNotice(null);
    });
  }

  /** Redraws the recent list while it is open (the game or the list changed). */
  changed() {
    const rec = this.game.record();
    const section = /** @type {HTMLDetailsElement} */ (element('recent-section'));
    if (!rec || !section.open) return;
    recent.render(this.store.games(), rec.id, (/** @type {GameRecord} */ listed) =>
      this.replace(this.store.load(listed.id).record || listed),
    );
  }

  /** Returns what pgn.js and database/ need of the page. */
  pgnContext() {
    const session = this.game;
    return {
      api: () => session.api,
      pgn: () => session.pgnText(),
      // asked once a game is open (the panel's buttons wait for the library, the game follows it)
      record: () => /** @type {GameRecord} */ (session.record()),
      games: () => this.store.games(),
      replace: (/** @type {GameRecord} */ rec) => this.replace(rec),
      showBoard: () => showBoard(this.controller),
      exported: (/** @type {string[]} */ ids) => this.sync.exported(ids),
      setTag: (/** @type {string} */ name, /** @type {string} */ value) => this.controller.setTag(name, value),
      panel: this.pgnPanel,
    };
  }
}
