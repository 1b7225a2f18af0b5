/*
 * The start of the play page: the remembered settings (notation, orientation), the language,
 * the board, the questions and the controls bound to the controller, then chess960.js and the
 * game of this tab (session.js), with White's first move when the first diagram took one
 * (first-move.js). Sets html[data-ready] once the game is shown. Needs
 * controller.js. Classic script.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const play = global.Chess960Play;
  const doc = global.document;
  const $ = (id) => doc.getElementById(id);

  // Starts the page (see the header).
  function start() {
    const c = play.controller.internal;
    const state = c.state;
    state.store = play.store.create();
    const notation = web.page.storageGet(c.keys.notation);
    if (notation === 'auto' || play.moves.LETTER_SETS.indexOf(notation) >= 0) state.notation = notation;
    $('notation').value = state.notation;
    if (web.page.storageGet(c.keys.orientation) === 'black') state.orientation = 'black';
    web.page.setUpLanguage();
    fitBoard();
    web.i18n.onChange(c.relabel);
    state.board = play.boardView.create($('board'), {
      onMove: c.onBoardMove,
      announce: (text) => ($('board-announce').textContent = text),
    });
    play.dialogs.setUp({
      // A question opened: the board takes no moves meanwhile.
      onOpen: function () {
        state.dialogOpen = true;
        state.board.cancel();
        if (state.game) c.drawBoard();
        c.notify();
      },
      // The question closed: the board takes moves again.
      onClose: function () {
        state.dialogOpen = false;
        if (state.game) c.drawBoard();
        c.notify();
      },
    });
    play.controls.bind();
    showFirstDiagram(state);
    $('status').textContent = web.i18n.t('play.loading');
    const buttons = doc.querySelectorAll('.play-panel button, .pgn-body button');
    buttons.forEach((b) => (b.disabled = true));
    web.page
      .loadApi()
      .then(function (api) {
        state.api = api;
        buttons.forEach((b) => (b.disabled = false));
        play.newGame.setUp(api);
        play.pgn.setUp(play.session.pgnContext());
        play.database.files.setUp(play.session.pgnContext());
        play.database.exportAll.setUp(play.session.pgnContext());
        return play.session.open();
      })
      .then(function () {
        playHeldMove(c);
        doc.documentElement.setAttribute('data-ready', 'true');
      })
      .catch(function (err) {
        $('status').textContent = web.i18n.error(err);
      });
  }

  // Tells the style sheet where the board starts (--board-top, px from the page's top), so that
  // beside the panel the whole board fits above the window's bottom edge even where the header's
  // links take two rows; measured again whenever the header or the start line changes size.
  function fitBoard() {
    const measure = function () {
      const top = $('board').getBoundingClientRect().top + global.scrollY;
      doc.documentElement.style.setProperty('--board-top', Math.ceil(top) + 'px');
    };
    measure();
    if (typeof global.ResizeObserver !== 'function') return;
    const watch = new global.ResizeObserver(measure);
    watch.observe(doc.querySelector('.site-header'));
    watch.observe($('start-info'));
  }

  // Returns the layer that took White's first move before the module loaded, or null.
  function firstMoveLayer() {
    return play.firstMove ? play.firstMove.layer($('board')) : null;
  }

  // Plays the move the first diagram took (first-move.js) in the game just started, through the
  // controller like any drop; nothing when none was taken.
  function playHeldMove(c) {
    const layer = firstMoveLayer();
    const held = layer && layer.held();
    if (held) c.onBoardMove(held.from, held.to, 'click', held.t0);
  }

  // Shows the start position ?n= names before chess960.js has loaded, when this tab has no game
  // of its own (session.js then starts that position; a game of the tab is restored instead),
  // with the first move when the first diagram has already taken one.
  function showFirstDiagram(state) {
    const first = web.firstDiagram;
    const n = first ? first.number(web.page.queryParams()) : null;
    if (n === null || state.store.tabGame()) return;
    const layer = firstMoveLayer();
    const held = layer && layer.held();
    state.board.show({
      frame: {
        pieces: layer ? layer.pieces() : first.pieces(n),
        lastMove: held ? [held.from, held.to] : [],
        check: null,
      },
      view: null,
      interactive: false,
      live: true,
      orientation: state.orientation,
      label: '',
    });
  }

  web.page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
