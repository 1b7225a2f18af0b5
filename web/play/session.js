/*
 * Which game this tab shows, and how it got there: the tab's own game after a reload; in a new
 * tab the newest unfinished game that no other tab shows (one a closed tab left), else a new
 * game; a game from the address (?n=0518, ?fen=…), a new game, a game opened from the recent
 * list or imported as PGN (asking before an unfinished or unsaved game is replaced); the tab's
 * game written by another tab (merged by sync.js). Nothing is lost: every game keeps its own key
 * in the store (store.js). Uses the controller's state. Classic script: Chess960Play.session.
 *
 *   open() -> Promise                     the first game of the page
 *   newGame()                             the new-game dialog, then the new game
 *   replace(record) -> Promise(half-moves | null)   a record (PGN import, recent list) as the game
 *   changed()                             the game or the list changed: redraws the recent list
 *   pgnContext()                          what pgn.js needs of the page
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const play = global.Chess960Play;
  const doc = global.document;

  // Returns the controller's access to the page.
  function page() {
    return play.controller.internal;
  }

  // Returns the controller's state.
  function st() {
    return page().state;
  }

  // Replays a record through the core in the page's letters.
  function replay(record) {
    return play.record.replay(st().api, record, page().letters());
  }

  // Makes a new game from { startFen, startNumber } the game of this tab.
  function startGame(start) {
    const r = replay(play.record.create({ startFen: start.startFen, startNumber: start.startNumber }));
    if (!r.error) page().adopt(r, { save: true });
  }

  // Resolves true when the game on the page may be replaced (asks for an unfinished one, and for
  // a finished one that could not be saved).
  function confirmIfNeeded() {
    const plies = st().view.history.uci.length;
    if (!plies || (page().isOver() && !st().unsaved)) return Promise.resolve(true);
    return play.dialogs.confirmReplace(plies, st().unsaved);
  }

  // Makes a record the game of this tab after asking; resolves with its half-moves or null.
  function replace(record) {
    return confirmIfNeeded().then(function (ok) {
      if (!ok) return null;
      const r = replay(record);
      if (r.error) return null;
      page().adopt(r, { save: true });
      page().showNotice(null);
      web.page.updateUrl({ n: null, fen: null });
      return r.record.moves.length;
    });
  }

  // Opens the new-game dialog and starts the game chosen there.
  function newGame() {
    play.newGame.open(st().record.startNumber).then(function (start) {
      if (!start) return;
      return confirmIfNeeded().then(function (ok) {
        if (!ok) return;
        startGame(start);
        page().showNotice(null);
        web.page.updateUrl({ n: null, fen: null });
        st().board.focus();
      });
    });
  }

  // Returns the start position the address asks for ({ start }), a bad value ({ bad }) or {}.
  function fromAddress(api) {
    const params = web.page.queryParams();
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
    const read = web.startNumber.read(n, web.startNumber.apiCore(api));
    if (read.error) return { bad: 'n=' + n };
    return { start: { startFen: api.startPosition(read.number).fen, startNumber: read.number } };
  }

  // Shows the tab's saved game (else the newest unfinished one that no other tab shows: a closed
  // tab's) with a notice; returns its record, or null when a new game is to start.
  function restore(own) {
    const store = st().store;
    let found = own ? store.load(own) : null;
    let notice = null;
    let record = null;
    if (!found || (!found.record && !found.problem)) {
      const free = store.unclaimed();
      if (free) found = { record: free, source: 'game', problem: null };
    }
    if (found && found.record) {
      const r = replay(found.record);
      if (!r.error) {
        record = r.record;
        page().adopt(r, { save: r.partial || found.source === 'backup' });
        if (found.source === 'backup') notice = ['play.restoredBackup'];
        else if (r.partial) notice = ['play.replayPartial', { ply: r.replayed }];
        else if (record.moves.length) notice = ['play.restored'];
      } else {
        store.quarantine(JSON.stringify(found.record));
        notice = ['play.storageCorrupt'];
      }
    } else if (found && found.problem === 'corrupt') {
      notice = ['play.storageCorrupt'];
    }
    if (!store.available) notice = ['play.storageOff'];
    if (notice) page().showNotice(notice[0], notice[1]);
    return record;
  }

  // Opens the first game of the page (see the header).
  function open() {
    const s = st();
    s.store.migrate();
    const address = fromAddress(s.api);
    const own = s.store.tabGame();
    if (address.start) web.page.updateUrl({ n: null, fen: null });
    global.addEventListener('storage', onStorage);
    play.sync.start();
    doc.getElementById('recent-section').addEventListener('toggle', changed);
    if (address.start && !own) {
      startGame(address.start);
      return Promise.resolve();
    }
    const restored = restore(own);
    if (address.bad) {
      const value = address.bad.length > 60 ? address.bad.slice(0, 60) + '…' : address.bad;
      page().showNotice('play.err.url', { value: value });
    }
    const wanted = address.start;
    if (!restored) {
      const p = wanted ? null : s.api.randomPosition();
      startGame(wanted || { startFen: p.fen, startNumber: p.number });
      return Promise.resolve();
    }
    if (!wanted || (restored.startFen === wanted.startFen && restored.moves.length === 0)) return Promise.resolve();
    return confirmIfNeeded().then(function (ok) {
      if (!ok) return;
      startGame(wanted);
      page().showNotice(null);
    });
  }

  // Another tab changed storage: merge this tab's game when it was written there; redraw the list.
  function onStorage(ev) {
    const s = st();
    if (!s.game) return;
    if (ev.key === null || s.store.gameOfKey(ev.key) === s.record.id) play.sync.gameChanged();
    if (ev.key === null || s.store.isListKey(ev.key)) changed();
  }

  // Redraws the recent list while it is open.
  function changed() {
    const s = st();
    if (!s.record || !doc.getElementById('recent-section').open) return;
    play.recent.render(s.store.games(), s.record.id, function (record) {
      replace(s.store.load(record.id).record || record);
    });
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.session = {
    open: open,
    newGame: newGame,
    replace: replace,
    changed: changed,
    // Returns what pgn.js needs of the page.
    pgnContext: function () {
      return {
        api: () => st().api,
        game: () => st().game,
        record: () => st().record,
        games: () => st().store.games(),
        replace: replace,
        // Brings the board into view and gives it the focus (a game was opened from a list).
        showBoard: function () {
          const area = doc.querySelector('.play-board-area');
          if (area && typeof area.scrollIntoView === 'function') area.scrollIntoView({ block: 'start' });
          st().board.focus();
        },
        // Remembers that these games were downloaded as PGN (they may then make room).
        exported: (ids) => play.sync.exported(ids),
        // Changes a tag of the game and saves it.
        setTag: function (name, value) {
          st().record.tags[name] = value;
          page().save();
          play.pgn.render();
        },
      };
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
