/*
 * Saving this tab's game where other tabs may show the same game, and saying when it cannot be
 * saved. Every write names the revision it replaces (store.js): when another tab wrote in
 * between, or a storage event says it did, the two states are merged (store-record.js, merge):
 * a later state of the game is shown here, a state holding all of this tab's moves too, this
 * tab's state is written when it holds all the stored moves, and when both tabs went on from the
 * same position with other moves this tab's line becomes a game of its own. No move is lost.
 * A game that cannot be saved (full storage) is named in an alert with its download right there;
 * the tab tries again on its heartbeat and asks before it closes. The tab's marker (the game it
 * shows) is renewed on the heartbeat and removed when the page goes. Uses the controller's state.
 * Classic script: Chess960Play.sync.
 *
 *   start()          heartbeat, page events, the alert's button
 *   save()           writes the tab's record (the controller calls it after every change)
 *   gameChanged()    another tab wrote this tab's game (a storage event)
 *   exported(ids)    these games were downloaded as PGN: they may make room; saves again
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const play = global.Chess960Play;
  const doc = global.document;
  const HEARTBEAT = 30 * 1000; // how often the tab renews its marker and retries a failed save
  let problem = null; // why the game is not saved: null, 'quota' or 'other'

  // Returns the controller's access to the page.
  function page() {
    return play.controller.internal;
  }

  // Returns the controller's state.
  function st() {
    return page().state;
  }

  // Returns the element with this id.
  function $(id) {
    return doc.getElementById(id);
  }

  // Writes the alert's text for the game on the page in the current language.
  function drawAlert() {
    const record = st().record;
    if (!problem || !record) return;
    const t = web.i18n.t;
    const start = record.startNumber === null ? t('play.startInfoFen') : t('play.startInfo', { n: record.startNumber });
    const key = problem === 'quota' ? 'play.saveFailedQuota' : 'play.saveFailedOther';
    $('save-alert-text').textContent = t(key, { start: start, moves: record.moves.length });
  }

  // Shows (problem: 'quota' | 'other') or hides (null) the alert that the game is not saved.
  function showProblem(why) {
    problem = why;
    $('save-alert').hidden = !why;
    if (why) drawAlert();
  }

  // Takes the outcome of a write: the written revision, or why nothing was written.
  function written(result) {
    const s = st();
    if (result.conflict) return resolve(result.conflict, true);
    if (!result.ok) {
      s.unsaved = true;
      if (result.problem !== 'off') showProblem(result.problem === 'quota' ? 'quota' : 'other');
      return;
    }
    s.record.rev = result.record.rev;
    s.record.lineage = result.record.lineage;
    s.known = result.record.rev;
    s.unsaved = false;
    if (problem) showProblem(null);
    if (result.dropped.length) page().showNotice('play.madeRoom', { count: result.dropped.length });
  }

  // Writes the tab's record over the revision it knows.
  function save() {
    const s = st();
    written(s.store.save(s.record, { known: s.known }));
  }

  // Returns true when two records hold the same game (ignoring when and by whom they were saved).
  function sameGame(a, b) {
    const key = (r) => JSON.stringify([r.startFen, r.moves, r.ending, r.result, r.tags]);
    return key(a) === key(b);
  }

  // Shows a stored state of the game written by another tab (with a notice when it differs).
  function adopt(stored) {
    const s = st();
    if (sameGame(stored, s.record)) {
      s.record = Object.assign(s.record, { rev: stored.rev, lineage: stored.lineage, updated: stored.updated });
      s.known = stored.rev;
      s.unsaved = false;
      return;
    }
    const r = play.record.replay(s.api, stored, page().letters());
    if (r.error) return;
    page().adopt(r, { save: false });
    s.unsaved = false;
    showProblem(null);
    page().showNotice('play.changedElsewhere', { moves: r.record.moves.length });
  }

  // Keeps this tab's line as a game of its own (both tabs went on with other moves).
  function fork() {
    const s = st();
    const now = Date.now();
    const id = play.store.newId();
    s.record = Object.assign({}, s.record, { id: id, created: now, updated: now, rev: '', lineage: [] });
    s.known = '';
    s.store.setTabGame(id);
    written(s.store.save(s.record, { known: '' }));
    page().showNotice('play.forked', { moves: s.record.moves.length });
    play.session.changed();
  }

  // Merges the stored state of this tab's game with the tab's own (see the header).
  function resolve(stored, changed) {
    const s = st();
    const action = play.store.merge(s.record, stored, { known: s.known, changed: changed });
    if (action === 'adopt') adopt(stored);
    else if (action === 'extend') written(s.store.save(s.record, { known: stored.rev }));
    else if (action === 'fork') fork();
  }

  // Another tab wrote this tab's game: merge; a game removed or damaged there is written again.
  function gameChanged() {
    const s = st();
    if (!s.game) return;
    const found = s.store.load(s.record.id);
    if (found.source !== 'game') written(s.store.save(s.record));
    else resolve(found.record, s.unsaved);
  }

  // Renews the tab's marker and tries a failed save again.
  function beat() {
    const s = st();
    if (!s.record) return;
    s.store.markOpen(s.record.id);
    if (s.unsaved) save();
  }

  // Starts the heartbeat and listens to the page's life (see the header).
  function start() {
    global.setInterval(beat, HEARTBEAT);
    global.addEventListener('pagehide', () => st().store.markClosed());
    global.addEventListener('pageshow', (ev) => ev.persisted && beat());
    doc.addEventListener('visibilitychange', () => doc.visibilityState === 'visible' && beat());
    global.addEventListener('beforeunload', function (ev) {
      if (!st().unsaved || !st().store.available) return;
      ev.preventDefault();
      ev.returnValue = '';
    });
    $('save-alert-download').addEventListener('click', () => play.pgn.download());
    web.i18n.onChange(drawAlert);
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.sync = {
    start: start,
    save: save,
    gameChanged: gameChanged,
    // Remembers that these games were downloaded; a game not yet saved is tried again.
    exported: function (ids) {
      const s = st();
      s.store.markExported(ids, Date.now());
      if (s.unsaved) save();
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
