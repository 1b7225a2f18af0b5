// Which game this tab shows, and how it got there: the tab's own game after a reload; in a new
// tab the newest unfinished game that no other tab shows (one a closed tab left), else a new
// game; a game from the address (?n=0518, ?fen=…), a new game, a game opened from the recent
// list or imported as PGN (asking before an unfinished or unsaved game is replaced); the tab's
// game written by another tab (merged by sync.js). Nothing is lost: every game keeps its own key
// in the store (store.js). Changes the game only through the page's game (game-session.js).
//
//   open(api, store, game) -> Promise         the first game of the page
//   newGame()                                 the new-game dialog, then the new game
//   replace(record) -> Promise(half-moves | null)   a record (PGN import, recent list) as the game
//   changed()                                 the game or the list changed: redraws the recent list
//   pgnContext(game)                          what pgn.js and database/ need of the page
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { queryParams, updateUrl } from '../shared/page.js';
import * as startNumber from '../shared/start-number.js';
import * as controller from './controller.js';
import { halfMoves } from './counts.js';
import * as dialogs from './dialogs.js';
import { isolate } from '../shared/bidi.js';
import * as newGameDialog from './new-game.js';
import * as record from './record.js';
import * as recent from './recent.js';
import * as sync from './sync.js';
import './words.js';

/**
 * @import { GameSession } from './game-session.js'
 */

const t = i18n.t;
let store = null;
/** @type {GameSession} */
let game = /** @type {any} */ (null);

// Replays a record through the core in the page's letters.
function replay(rec) {
  return record.replay(game.api, rec, game.letters);
}

// Makes a new game from { startFen, startNumber } the game of this tab.
function startGame(start) {
  const r = replay(record.create({ startFen: start.startFen, startNumber: start.startNumber }));
  if (!r.error) game.replace(r, { save: true });
}

// Resolves true when the game on the page may be replaced (asks for an unfinished one, and for
// a finished one that could not be saved); `instead()` says what would replace it.
function confirmIfNeeded(instead) {
  const plies = game.plies();
  if (!sync.unsaved() && (!plies || game.isOver())) return Promise.resolve(true);
  return dialogs.confirmReplace(plies, sync.unsaved(), instead);
}

// Returns a start position's name: "Start position no. 740", or its FEN (isolated).
function startText(start) {
  if (start.startNumber === null) return t('play.replaceFen', { fen: isolate(start.startFen) });
  return t('play.startInfo', { n: start.startNumber });
}

// Returns what a record would bring: its players (isolated), start and half-moves.
function gameText(rec) {
  const tags = rec.tags || {};
  const params = { start: startText(rec), moves: halfMoves(rec.moves.length) };
  if (!tags.White && !tags.Black) return t('play.replaceGame', params);
  params.players = isolate(tags.White || '?') + ' – ' + isolate(tags.Black || '?');
  return t('play.replaceGamePlayers', params);
}

// Makes a record the game of this tab after asking; resolves with its half-moves or null.
export function replace(rec) {
  return confirmIfNeeded(() => gameText(rec)).then(function (ok) {
    if (!ok) return null;
    const r = replay(rec);
    if (r.error) return null;
    game.replace(r, { save: true });
    controller.showNotice(null);
    updateUrl({ n: null, fen: null });
    return r.record.moves.length;
  });
}

// Opens the new-game dialog and starts the game chosen there.
export function newGame() {
  newGameDialog.open(game.record().startNumber).then(function (start) {
    if (!start) return;
    return confirmIfNeeded(() => t('play.replaceNew', { start: startText(start) })).then(function (ok) {
      if (!ok) return;
      startGame(start);
      controller.showNotice(null);
      updateUrl({ n: null, fen: null });
      controller.focusBoard();
    });
  });
}

// Returns the start position the address asks for ({ start }), a bad value ({ bad }) or {}.
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

// Returns the notice for a restored game: [key, params], or null.
function restoredNotice(r, source) {
  if (source === 'backup') return ['play.restoredBackup'];
  if (r.partial) return ['play.replayPartial', { ply: r.replayed }];
  return r.record.moves.length ? ['play.restored'] : null;
}

// Shows the tab's saved game (else the newest unfinished one that no other tab shows: a closed
// tab's) with a notice; returns its record, or null when a new game is to start.
function restore(own) {
  let found = own ? store.load(own) : null;
  let notice = null;
  let restored = null;
  if (!found || (!found.record && !found.problem)) {
    const free = store.unclaimed();
    if (free) found = { record: free, source: 'game', problem: null };
  }
  if (found && found.record) {
    const r = replay(found.record);
    if (!r.error) {
      restored = r.record;
      game.replace(r, { save: r.partial || found.source === 'backup' });
      notice = restoredNotice(r, found.source);
    } else {
      store.quarantine(JSON.stringify(found.record));
      notice = ['play.storageCorrupt'];
    }
  } else if (found && found.problem === 'corrupt') {
    notice = ['play.storageCorrupt'];
  }
  if (!store.available) notice = ['play.storageOff'];
  if (notice) controller.showNotice(notice[0], notice[1]);
  return restored;
}

// Takes a start position the address asked for off the address (once it is applied or refused).
function forgetAddress(address) {
  if (address.start) updateUrl({ n: null, fen: null });
}

// Opens the first game of the page (see the header). A start position the address asks for stays
// in the address until it is applied or the player refused it (a reload asks again).
export function open(api, tabStore, session) {
  store = tabStore;
  game = session;
  store.migrate();
  const address = fromAddress(api);
  const own = store.tabGame();
  addEventListener('storage', onStorage);
  sync.start(store, game, changed);
  game.on('record', changed);
  game.on('replaced', () => changed());
  i18n.onChange(changed);
  byId('recent-section').addEventListener('toggle', changed);
  if (address.start && !own) {
    startGame(address.start);
    forgetAddress(address);
    return Promise.resolve();
  }
  const restored = restore(own);
  if (address.bad) {
    const value = address.bad.length > 60 ? address.bad.slice(0, 60) + '…' : address.bad;
    controller.showNotice('play.err.url', { value: isolate(value) });
  }
  const wanted = address.start;
  if (!restored) {
    const p = wanted ? null : api.randomPosition();
    startGame(wanted || { startFen: p.fen, startNumber: p.number });
    forgetAddress(address);
    return Promise.resolve();
  }
  if (!wanted || (restored.startFen === wanted.startFen && restored.moves.length === 0)) {
    forgetAddress(address);
    return Promise.resolve();
  }
  return confirmIfNeeded(() => t('play.replaceAddress', { start: startText(wanted) })).then(function (ok) {
    forgetAddress(address);
    if (!ok) return;
    startGame(wanted);
    controller.showNotice(null);
  });
}

// Another tab changed storage: merge this tab's game when it was written there; redraw the list.
function onStorage(ev) {
  const rec = game.record();
  if (!rec) return;
  if (ev.key === null || store.gameOfKey(ev.key) === rec.id) sync.gameChanged();
  if (ev.key === null || store.isListKey(ev.key)) changed();
}

// Redraws the recent list while it is open.
export function changed() {
  const rec = game.record();
  if (!store || !rec || !byId('recent-section').open) return;
  recent.render(store.games(), rec.id, (listed) => replace(store.load(listed.id).record || listed));
}

// Brings the board into view and gives it the focus (a game was opened from a list).
function showBoard() {
  const area = document.querySelector('.play-board-area');
  if (area && typeof area.scrollIntoView === 'function') area.scrollIntoView({ block: 'start' });
  controller.focusBoard();
}

// Returns what pgn.js and database/ need of the page.
export function pgnContext(session) {
  return {
    api: () => session.api,
    pgn: () => session.pgnText(),
    record: () => session.record(),
    games: () => store.games(),
    replace: replace,
    showBoard: showBoard,
    exported: sync.exported,
    setTag: controller.setTag,
  };
}
