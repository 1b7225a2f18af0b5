// Saving this tab's game where other tabs may show the same game, and saying when it cannot be
// saved. Every write names the revision it replaces (store.js): when another tab wrote in
// between, or a storage event says it did, the two states are merged (store-record.js, merge):
// a later state of the game is shown here, a state holding all of this tab's moves too, this
// tab's state is written when it holds all the stored moves, and when both tabs went on from the
// same position with other moves this tab's line becomes a game of its own. No move is lost.
// A game that cannot be saved (full storage) is named in an alert with its download right there;
// the tab tries again on its heartbeat and asks before it closes. The tab's marker (the game it
// shows) is renewed on the heartbeat and removed when the page goes. Changes the game on the
// page only through the page's game (game-session.js), whose records it saves.
//
//   start(store, game, listChanged)   follows the game; heartbeat, page events, the alert's button
//   gameChanged()               another tab wrote this tab's game (a storage event)
//   exported(ids)               these games were downloaded as PGN: they may make room; saves again
//   unsaved() -> bool           the game has a change that could not be saved
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as controller from './controller.js';
import * as pgn from './pgn.js';
import * as record from './record.js';
import { merge, newId } from './store.js';
import './words.js';

const HEARTBEAT = 30 * 1000; // how often the tab renews its marker and retries a failed save
/**
 * @import { GameSession } from './game-session.js'
 * @import { GameRecord } from './store-record.js'
 */

let store = null;
/** @type {GameSession} */
let game = /** @type {any} */ (null);
let listChanged = () => {};
let known = ''; // the stored revision of the game this tab last wrote or took
let notSaved = false; // the game has a change that could not be saved
let problem = null; // why the game is not saved: null, 'quota' or 'other'

// Writes the alert's text for the game on the page in the current language.
function drawAlert() {
  const rec = game.record();
  if (!problem || !rec) return;
  const t = i18n.t;
  const start = rec.startNumber === null ? t('play.startInfoFen') : t('play.startInfo', { n: rec.startNumber });
  const key = problem === 'quota' ? 'play.saveFailedQuota' : 'play.saveFailedOther';
  byId('save-alert-text').textContent = t(key, { start: start, moves: rec.moves.length });
}

// Shows (problem: 'quota' | 'other') or hides (null) the alert that the game is not saved.
function showProblem(why) {
  problem = why;
  byId('save-alert').hidden = !why;
  if (why) drawAlert();
}

// Takes the outcome of a write: the written revision, or why nothing was written.
function written(result) {
  if (result.conflict) return resolve(result.conflict, true);
  if (!result.ok) {
    notSaved = true;
    if (result.problem !== 'off') showProblem(result.problem === 'quota' ? 'quota' : 'other');
    return;
  }
  game.noteSaved(result.record);
  known = result.record.rev;
  notSaved = false;
  if (problem) showProblem(null);
  if (result.dropped.length) controller.showNotice('play.madeRoom', { count: result.dropped.length });
}

// Writes a record of the tab's game over the revision the tab knows.
/** @param {GameRecord} rec */
function save(rec) {
  written(store.save(rec, { known: known }));
}

// Takes a game that became the tab's: its stored revision, and the tab's marker on it.
/** @param {GameRecord} rec */
function adopted(rec) {
  known = rec.rev || '';
  store.setTabGame(rec.id);
}

// Returns true when the game has a change that could not be saved.
export function unsaved() {
  return notSaved;
}

// Returns true when two records hold the same game (ignoring when and by whom they were saved).
function sameGame(a, b) {
  const key = (r) => JSON.stringify([r.startFen, r.moves, r.ending, r.result, r.tags, r.tree || '']);
  return key(a) === key(b);
}

// Shows a stored state of the game written by another tab (with a notice when it differs).
function adopt(stored) {
  if (sameGame(stored, game.record())) {
    game.noteSaved(stored);
    known = stored.rev;
    notSaved = false;
    return;
  }
  const r = record.replay(game.api, stored, game.letters);
  if (r.error) return;
  game.replace(r, { save: false });
  notSaved = false;
  showProblem(null);
  controller.showNotice('play.changedElsewhere', { moves: r.record.moves.length });
}

// Keeps this tab's line as a game of its own (both tabs went on with other moves).
function fork() {
  const rec = game.keepAsNewGame(newId(), Date.now());
  known = '';
  store.setTabGame(rec.id);
  written(store.save(rec, { known: '' }));
  controller.showNotice('play.forked', { moves: rec.moves.length });
  listChanged();
}

// Merges the stored state of this tab's game with the tab's own (see the header).
function resolve(stored, changed) {
  const rec = game.record();
  const action = merge(rec, stored, { known: known, changed: changed });
  if (action === 'adopt') adopt(stored);
  else if (action === 'extend') written(store.save(rec, { known: stored.rev }));
  else if (action === 'fork') fork();
}

// Another tab wrote this tab's game: merge; a game removed or damaged there is written again.
export function gameChanged() {
  const rec = game.record();
  if (!rec) return;
  const found = store.load(rec.id);
  if (found.source !== 'game') written(store.save(rec));
  else resolve(found.record, notSaved);
}

// Renews the tab's marker and tries a failed save again.
function beat() {
  const rec = game.record();
  if (!rec) return;
  store.markOpen(rec.id);
  if (notSaved) save(rec);
}

// Remembers that these games were downloaded; a game not yet saved is tried again.
export function exported(ids) {
  store.markExported(ids, Date.now());
  if (notSaved) save(game.record());
}

// Follows the page's game (its records are saved, a game that becomes the tab's is marked),
// starts the heartbeat and listens to the page's life (see the header); listChanged() redraws
// the recent list.
export function start(tabStore, session, onListChanged) {
  store = tabStore;
  game = session;
  game.on('replaced', adopted);
  game.on('record', save);
  if (onListChanged) listChanged = onListChanged;
  setInterval(beat, HEARTBEAT);
  addEventListener('pagehide', () => store.markClosed());
  addEventListener('pageshow', (ev) => ev.persisted && beat());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && beat());
  addEventListener('beforeunload', function (ev) {
    if (!notSaved || !store.available) return;
    ev.preventDefault();
    ev.returnValue = '';
  });
  byId('save-alert-download').addEventListener('click', () => pgn.download());
  i18n.onChange(drawAlert);
}
