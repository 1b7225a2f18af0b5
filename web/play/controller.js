/*
 * The play page's controller: one game, one snapshot. Every change of the game (a move, undo,
 * redo, a claim, a new game, a language switch) asks the core for one game.view() and redraws
 * the board and the panel from it; what a board gesture means comes from game.movesBetween().
 * A board move costs three calls into the module: movesBetween, play, view.
 * Which game the tab shows (reload, address, other tabs) is session.js's part; the computer
 * opponent (engine/) uses the hooks below. Classic script: Chess960Play.controller.
 *
 *   snapshot() -> { startFen, moves, fen, turn, moveNumber, over, live, dialogOpen, letters }
 *   api(), playMove(uci) -> SAN | null, onChange(fn), setHumanMovesBlocked(fn),
 *   setOpponent(fn -> 'w'|'b'|null)  the computer's colour: undo and redo go back to the player
 *   setOrientation('white'|'black')
 * window.__playMetrics: { drops: [ms from drop to redrawn board], frames: [ms to the next frame] }
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const play = global.Chess960Play;
  const doc = global.document;
  const NOTATION_KEY = 'chess960.play.notation';
  const ORIENTATION_KEY = 'chess960.play.orientation';
  const DECIDED = ['resign-w', 'resign-b', 'agreement', 'pgn'];
  const state = {
    api: null,
    store: null,
    game: null,
    record: null,
    view: null, // the one snapshot of the live position: game.view({ letters })
    frames: [], // frames[ply]: what the board shows after half-move ply (record.frame)
    redo: [], // UCI moves taken back, the last one is redone first
    review: null, // the half-move shown while reviewing, null for the live position
    orientation: 'white',
    notation: 'auto',
    dialogOpen: false,
    notice: null,
    known: '', // the stored revision of the game this tab last wrote or took (store.js)
    unsaved: false, // the game has a change that could not be saved
    moveError: null, // says the move box's error in the current language
    board: null,
  };
  const listeners = [];
  let blocked = null;
  let opponent = null;
  const metrics = { drops: [], frames: [], last: null };
  global.__playMetrics = metrics;

  // Returns the element with this id.
  function $(id) {
    return doc.getElementById(id);
  }

  // Returns the translator's text of a key.
  function t(key, params) {
    return web.i18n.t(key, params);
  }

  // Returns the SAN letters of the move list: the chosen notation, else the page's language.
  function letters() {
    if (state.notation !== 'auto') return state.notation;
    return play.moves.languageLetters(web.i18n.lang());
  }

  // Returns the letters the move box reads (then English): the notation's language, else the
  // page's (figurines are read in any set).
  function readingLetters() {
    const shown = letters();
    return shown === 'figurine' ? play.moves.languageLetters(web.i18n.lang()) : shown;
  }

  // Asks the core for the snapshot of the live position (the one call per change).
  function snapshot() {
    state.view = state.game.view({ letters: letters() });
  }

  // Returns true once the game has ended (the core's end or one the page decided).
  function isOver() {
    return play.record.result(state.record, state.view) !== '*';
  }

  // Returns the value of a hook set by an add-on, or fallback when it fails.
  function hook(fn, fallback) {
    try {
      return fn ? fn() : fallback;
    } catch {
      return fallback;
    }
  }

  // Returns true while the board and the move box take moves.
  function interactive() {
    return state.review === null && !isOver() && !state.dialogOpen && !hook(blocked, false);
  }

  // Returns how many half-moves undo takes back (undo.js: against the computer, its reply too).
  function undoCount() {
    return play.undo.undoCount(state.view, hook(opponent, null));
  }

  // Returns how many half-moves redo plays (undo.js: against the computer, up to the player's turn).
  function redoCount() {
    return play.undo.redoCount(state.view, state.redo, hook(opponent, null), isOver());
  }

  // Returns what the panel is drawn from.
  function panelState() {
    return {
      record: state.record,
      view: state.view,
      frames: state.frames,
      review: state.review,
      canUndo: DECIDED.indexOf(state.record.ending) >= 0 || undoCount() > 0,
      canRedo: redoCount() > 0,
    };
  }

  // Draws the board: the live position or the one reviewed.
  function drawBoard() {
    const ply = state.review === null ? state.frames.length - 1 : state.review;
    const side = t(state.view.turn === 'b' ? 'play.black' : 'play.white');
    state.board.show({
      frame: state.frames[ply],
      view: state.view,
      interactive: interactive(),
      live: state.review === null,
      orientation: state.orientation,
      label:
        state.review === null ? t('play.svgLabel', { ply: ply, side: side }) : t('play.svgLabelReview', { ply: ply }),
    });
  }

  // Tells the add-ons that the game or its display changed.
  function notify() {
    listeners.slice().forEach((fn) => hook(() => fn('game')));
  }

  // Draws board, panel and PGN export, and tells the add-ons.
  function draw() {
    drawBoard();
    play.render.all(panelState());
    play.pgn.render();
    notify();
  }

  // Saves the game of this tab (sync.js: other tabs on the same game, a full storage).
  function save() {
    state.record = play.record.updated(state.record, state.view, Date.now());
    play.sync.save();
    play.session.changed();
  }

  // Shows a notice above the board (null clears it); it follows language switches.
  function showNotice(key, params) {
    state.notice = key ? { key: key, params: params } : null;
    $('notice').textContent = key ? t(key, params) : '';
  }

  // Says text in the polite live region (cleared first, so a repeated text is said again).
  function announce(text) {
    const node = $('announce');
    node.textContent = '';
    global.setTimeout(() => (node.textContent = text), 30);
  }

  // Shows a move-box error, given as a function that says it in the current language (asked
  // again after a language switch), or clears it with null.
  function moveError(say) {
    state.moveError = say;
    $('move-error').textContent = say ? say() : '';
    if (say) $('move-input').setAttribute('aria-invalid', 'true');
    else $('move-input').removeAttribute('aria-invalid');
  }

  // Takes the snapshot after a move was played and keeps its frame and the redo list.
  function recordMove(before, fromRedo) {
    snapshot();
    state.frames.push(play.record.frame(state.view, before));
    if (!fromRedo) state.redo = play.undo.afterMove(state.redo, state.view.lastMove.uci);
  }

  // Redraws after moves; t0 (performance.now() of the drop) is measured for __playMetrics.
  function settle(t0) {
    if (state.record.ending === 'agreement' || state.record.ending === 'pgn') state.record.ending = '';
    state.review = null;
    drawBoard();
    if (typeof t0 === 'number') {
      const ms = global.performance.now() - t0;
      metrics.drops.push(ms);
      metrics.last = ms;
      global.requestAnimationFrame(() => metrics.frames.push(global.performance.now() - t0));
    }
    moveError(null);
    play.render.all(panelState());
    play.pgn.render();
    announce(play.speech.words(state.frames[state.frames.length - 1].facts));
    save();
    notify();
  }

  // Plays a move given as UCI (from the board, a button, a dialog or the computer).
  function playMove(uci, t0) {
    const before = state.view;
    try {
      state.game.play(uci);
    } catch (err) {
      moveError(() => web.i18n.error(err, { move: uci, side: '', candidates: '' }));
      drawBoard();
      return null;
    }
    recordMove(before, false);
    settle(t0);
    return state.view.lastMove.san;
  }

  // Plays the answer to a question, or redraws the board when it was cancelled.
  function playAnswer(move) {
    if (move) playMove(move.uci, global.performance.now());
    else drawBoard();
  }

  // A piece was dropped on a legal target: play it, or ask what the drop means.
  function onBoardMove(from, to, _how, t0) {
    if (!interactive()) return;
    const meaning = play.moves.intent(state.game.movesBetween(from, to, { letters: letters() }));
    if (meaning.kind === 'play') playMove(meaning.move.uci, t0);
    else if (meaning.kind === 'castling') play.dialogs.castling(to, meaning.step, meaning.castling).then(playAnswer);
    else if (meaning.kind === 'promotion') play.dialogs.promotion(meaning.choices, state.view.turn).then(playAnswer);
  }

  // Plays the text of the move box.
  function submitMove() {
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) return moveError(() => t('play.err.empty'));
    if (state.review !== null) return moveError(() => t('play.err.review'));
    if (isOver()) return moveError(() => web.i18n.error({ code: 'ERR_GAME_OVER' }));
    if (!interactive()) return;
    const t0 = global.performance.now();
    const before = state.view;
    const got = play.moves.typed(state.game, text, state.view, letters(), readingLetters());
    if (got.kind === 'played') {
      input.value = '';
      recordMove(before, false);
      settle(t0);
    } else if (got.kind === 'promotion') {
      play.dialogs.promotion(got.choices, state.view.turn).then(function (move) {
        if (move) input.value = '';
        playAnswer(move);
      });
    } else {
      moveError(got.say);
      input.focus();
    }
  }

  // Castles to one side with the O-O / O-O-O buttons.
  function castle(index) {
    const option = state.view.castling[index];
    if (option.legal && interactive()) playMove(option.uci, global.performance.now());
  }

  // Redraws after undo, a claim or an ending the page decided.
  function afterChange() {
    snapshot();
    state.review = null;
    moveError(null);
    draw();
    save();
  }

  // Redraws everything after a language or notation change.
  function relabel() {
    if (!state.game) return;
    snapshot();
    play.render.reset();
    draw();
    state.board.relabel();
    play.dialogs.relabel();
    play.session.changed();
    if (state.notice) $('notice').textContent = t(state.notice.key, state.notice.params);
    if (state.moveError) moveError(state.moveError);
  }

  // Makes a replayed record (record.replay) the game of this tab.
  function adopt(r, options) {
    play.dialogs.cancel();
    if (state.game && state.game !== r.game) state.game.delete();
    Object.assign(state, { game: r.game, view: r.view, frames: r.frames, record: r.record, redo: [], review: null });
    state.known = r.record.rev || '';
    state.store.setTabGame(r.record.id);
    play.render.reset();
    play.pgn.fillTags(state.record);
    if (options && options.save) save();
    moveError(null);
    draw();
    play.session.changed();
  }

  // Turns the board so that `value` ('white' or 'black') is at the bottom (remembered).
  function setOrientation(value) {
    state.orientation = value === 'black' ? 'black' : 'white';
    web.page.storageSet(ORIENTATION_KEY, state.orientation);
    if (state.game) drawBoard();
  }

  play.controller = {
    // Returns what the computer opponent needs to know about the game.
    snapshot: function () {
      if (!state.game) return null;
      return {
        startFen: state.record.startFen,
        moves: state.view.history.uci.slice(),
        fen: state.view.fen,
        turn: state.view.turn,
        moveNumber: state.view.moveNumber,
        over: isOver(),
        live: state.review === null,
        dialogOpen: state.dialogOpen,
        letters: letters(),
      };
    },
    api: () => state.api,
    // Plays a UCI move exactly as a human move; returns its SAN or null.
    playMove: function (uci) {
      if (!state.game || state.review !== null || isOver()) return null;
      return playMove(uci);
    },
    onChange: (fn) => listeners.push(fn),
    // Sets a function that returns true while human moves are refused.
    setHumanMovesBlocked: function (fn) {
      blocked = fn;
      if (state.game) drawBoard();
    },
    // Sets a function that returns the computer's colour ('w', 'b') or null.
    setOpponent: function (fn) {
      opponent = fn;
      if (state.game) play.render.buttons(panelState());
    },
    setOrientation: setOrientation,
  };
  // The page's own access to the controller (session.js, controls.js, main.js).
  play.controller.internal = {
    state: state,
    keys: { notation: NOTATION_KEY, orientation: ORIENTATION_KEY },
    decided: DECIDED,
    letters: letters,
    snapshot: snapshot,
    isOver: isOver,
    undoCount: undoCount,
    redoCount: redoCount,
    panelState: panelState,
    drawBoard: drawBoard,
    draw: draw,
    notify: notify,
    save: save,
    showNotice: showNotice,
    announce: announce,
    moveError: moveError,
    recordMove: recordMove,
    settle: settle,
    afterChange: afterChange,
    onBoardMove: onBoardMove,
    submitMove: submitMove,
    castle: castle,
    relabel: relabel,
    adopt: adopt,
    setOrientation: setOrientation,
  };
})(typeof window !== 'undefined' ? window : globalThis);
