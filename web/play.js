/*
 * Play page controller: a game between two players on one device.
 * Every chess fact comes from the core (createChess960() → api.Game): legal targets
 * (game.dests(), the legal castlings of game.view()), the move itself (game.play(uci)), SAN, status, PGN.
 * The board is redrawn from game.fen() after every move. The game is saved after every move
 * (start FEN + UCI moves + tags + result, see game-store.js) and replayed through the core on load.
 * Classic script: works over http and from file://, under a strict CSP.
 */
(function () {
  'use strict';

  const I18N = window.Chess960I18n;
  const NOTATION_KEY = 'chess960.play.notation';
  const ORIENTATION_KEY = 'chess960.play.orientation';
  const TAG_FIELDS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black'];
  const COMPUTED_TAGS = ['SetUp', 'FEN', 'Variant', 'Result'];
  const PROMO_ORDER = ['q', 'r', 'b', 'n'];

  const state = {
    lang: 'de',
    api: null,
    store: null,
    game: null,
    record: null, // { v, id, startFen, moves, tags, result, ending, created, updated }
    marks: [], // marks[i]: squares to mark after half-move i+1 (castling: both pieces' squares)
    redo: [], // UCI moves taken back, last = next to redo
    view: null, // null = live position, else the half-move whose position is shown
    orientation: 'white',
    notation: 'auto',
    board: null,
    dialogOpen: false,
    finishDialog: null,
    notice: null, // { key, params }
    archivedEnd: false,
  };

  const metrics = { drops: [], frames: [], last: null };
  window.__playMetrics = metrics;

  // ---- hooks for add-ons such as the computer opponent (web/play-engine.js) ----------------
  // A read-only view of the game, the same move path as a human move, change notifications
  // and a switch that keeps human moves off the board (e.g. while the computer thinks).
  const hookListeners = [];
  let humanMovesBlocked = null; // function returning true while human moves are refused
  function humanBlocked() {
    try {
      return !!(humanMovesBlocked && humanMovesBlocked());
    } catch {
      return false;
    }
  }
  function notifyHooks(kind) {
    hookListeners.forEach(function (fn) {
      try {
        fn(kind);
      } catch {
        /* an add-on's error must not break the page */
      }
    });
  }
  window.Chess960PlayHooks = {
    // Returns { startFen, moves (UCI), fen, turn ('w'|'b'), over, live, dialogOpen, lang, letters }.
    snapshot: function () {
      if (!state.game || !state.record) return null;
      return {
        startFen: state.record.startFen,
        moves: state.game.historyUci(),
        fen: state.game.fen(),
        turn: state.game.turn(),
        over: isOver(),
        live: state.view === null,
        dialogOpen: state.dialogOpen,
        lang: state.lang,
        letters: notationLetters(),
      };
    },
    // Returns the loaded API object of chess960.js (null until loaded).
    api: function () {
      return state.api;
    },
    // Plays a UCI move exactly as a human move (game, move list, PGN, autosave); returns its SAN or null.
    playMove: function (uci) {
      if (!state.game || state.view !== null || isOver()) return null;
      return makeMove(uci);
    },
    // Calls fn('game') after every redraw of the move list: moves, undo, new game, language.
    onChange: function (fn) {
      hookListeners.push(fn);
    },
    // Sets a function that returns true while human moves are refused; redraws the board.
    setHumanMovesBlocked: function (fn) {
      humanMovesBlocked = fn;
      if (state.game) refreshBoard();
    },
    // Returns a translated string of the page.
    t: function (key, params) {
      return t(key, params);
    },
  };
  // ---- end of hooks -----------------------------------------------------------------------

  const Page = window.Chess960Page;
  const $ = Page.byId;
  function t(key, params) {
    return I18N.t(state.lang, key, params);
  }

  function todayTag() {
    const d = new Date();
    const two = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    return d.getFullYear() + '.' + two(d.getMonth() + 1) + '.' + two(d.getDate());
  }

  // ---- presentation helpers (no rules: they only reword what the core wrote) --------------

  function sideName(color) {
    return t(color === 'b' ? 'play.black' : 'play.white');
  }

  function kingSquare(fen, color) {
    const placement = window.Chess960Board.parsePlacement(fen);
    const code = color + 'K';
    return (
      Object.keys(placement).filter(function (sq) {
        return placement[sq] === code;
      })[0] || null
    );
  }

  function fenTurn(fen) {
    return String(fen).split(/\s+/)[1] === 'b' ? 'b' : 'w';
  }

  function fenMoveNumber(fen) {
    const n = Number(String(fen).split(/\s+/)[5]);
    return Number.isInteger(n) && n > 0 ? n : 1;
  }

  // English SAN piece letters to German ones (only the leading piece and the promotion piece).
  function sanToGerman(san) {
    const map = { Q: 'D', R: 'T', B: 'L', N: 'S', K: 'K' };
    return String(san)
      .replace(/^([KQRBN])/, function (_m, p) {
        return map[p];
      })
      .replace(/=([QRBN])/, function (_m, p) {
        return '=' + map[p];
      });
  }

  function notationLetters() {
    if (state.notation === 'de' || state.notation === 'en' || state.notation === 'figurine') return state.notation;
    return state.lang === 'de' ? 'de' : 'en';
  }

  // Words for a screen reader: "Springer f3", "Rochade kurz", "e8, Umwandlung in Dame. Schach".
  function spokenSan(san) {
    const text = String(san);
    const mate = /#/.test(text);
    const check = !mate && /\+/.test(text);
    const core = text.replace(/[+#!?]+$/, '');
    let words;
    if (/^O-O-O/.test(core)) words = t('play.say.castleLong');
    else if (/^O-O/.test(core)) words = t('play.say.castleShort');
    else {
      const m = /^([KQRBN])?([a-h]?[1-8]?)(x?)([a-h][1-8])(?:=([QRBN]))?$/.exec(core);
      if (!m) words = core;
      else {
        const parts = [];
        if (m[1]) parts.push(t('play.piece.' + m[1]) + (m[2] ? ' ' + m[2] : ''));
        else if (m[3]) parts.push(m[2] || '');
        if (m[3]) parts.push(t('play.say.takes'));
        parts.push(m[4]);
        words = parts.filter(Boolean).join(' ');
        if (m[5]) words += ', ' + t('play.say.promotes', { piece: t('play.piece.' + m[5]) });
      }
    }
    if (mate) words += '. ' + t('play.say.mate');
    else if (check) words += '. ' + t('play.say.check');
    return words;
  }

  function pieceWords(code, square) {
    if (!code) return t('play.emptySquare', { square: square });
    const key = state.lang === 'de' && code[1] === 'Q' ? 'play.pieceOnF' : 'play.pieceOn';
    return t(key, { square: square, color: t('play.color.' + code[0]), piece: t('play.piece.' + code[1]) });
  }

  // ---- game state -------------------------------------------------------------------------

  // Returns the castlings the side to move can play now (from the game's view).
  function legalCastlings(game) {
    return game.view().castling.filter(function (c) {
      return c.legal;
    });
  }

  function status() {
    return state.game.status();
  }

  // Returns the result, including endings the page decided (resignation, agreement, PGN).
  function currentResult() {
    const ending = state.record ? state.record.ending : '';
    if (ending === 'resign-w') return '0-1';
    if (ending === 'resign-b') return '1-0';
    if (ending === 'agreement') return '1/2-1/2';
    if (ending === 'pgn' && state.record.result !== '*') return state.record.result;
    return status().result;
  }

  function isOver() {
    return currentResult() !== '*';
  }

  function plyCount() {
    return state.marks.length;
  }

  // Plays a UCI move through the core and records the squares to mark; returns the SAN.
  function playThroughCore(uci, game, marks) {
    const options = legalCastlings(game);
    const san = game.play(uci);
    const hist = game.historyUci();
    const played = hist[hist.length - 1];
    const c = options.filter(function (o) {
      return o.uci === played;
    })[0];
    const squares = c ? [c.kingFrom, c.kingTo, c.rookFrom, c.rookTo] : [played.slice(0, 2), played.slice(2, 4)];
    marks.push(
      squares.filter(function (s, i) {
        return squares.indexOf(s) === i;
      }),
    );
    return san;
  }

  // Rebuilds a stored game through the core. Returns { game, marks, record, replayed, error }.
  function replay(record) {
    let game;
    try {
      game = new state.api.Game(record.startFen);
    } catch (e) {
      return { error: e };
    }
    const marks = [];
    let replayed = 0;
    for (let i = 0; i < record.moves.length; i++) {
      try {
        playThroughCore(record.moves[i], game, marks);
        replayed++;
      } catch {
        break;
      }
    }
    const clean = Object.assign({}, record, { moves: game.historyUci() });
    if (replayed < record.moves.length) {
      clean.ending = '';
      clean.result = '*';
    }
    if (clean.ending === 'claim') {
      try {
        game.claimDraw();
      } catch {
        clean.ending = '';
      }
    }
    return { game: game, marks: marks, record: clean, replayed: replayed, partial: replayed < record.moves.length };
  }

  function newRecord(startFen, tags) {
    const now = Date.now();
    return {
      v: 1,
      id: window.Chess960GameStore.newId(),
      startFen: startFen,
      moves: [],
      tags: Object.assign({ Event: '', Site: '', Date: todayTag(), Round: '', White: '', Black: '' }, tags || {}),
      result: '*',
      ending: '',
      created: now,
      updated: now,
    };
  }

  // Makes `replayed` (from replay()) the game on the page.
  function adopt(replayed) {
    if (state.game && state.game !== replayed.game) state.game.delete();
    state.game = replayed.game;
    state.marks = replayed.marks;
    state.record = replayed.record;
    state.redo = [];
    state.view = null;
    state.archivedEnd = isOver();
    fillTagForm();
    save();
    refresh();
    renderRecent();
    updateNavLink();
  }

  function save() {
    if (!state.record || !state.store) return;
    state.record.moves = state.game.historyUci();
    state.record.result = currentResult();
    state.record.updated = Date.now();
    state.store.saveCurrent(state.record);
    if (state.record.result !== '*' && !state.archivedEnd) {
      state.archivedEnd = true;
      state.store.archive(state.record);
      renderRecent();
    } else if (state.record.result === '*') {
      state.archivedEnd = false;
    }
  }

  function archiveCurrent() {
    if (state.record && state.store && state.game && state.game.historyUci().length > 0) {
      state.record.moves = state.game.historyUci();
      state.record.result = currentResult();
      state.store.archive(state.record);
    }
  }

  function unfinishedWithMoves() {
    return !!state.game && state.game.historyUci().length > 0 && !isOver();
  }

  // Asks before replacing an unfinished game; resolves true to go on.
  function confirmReplace() {
    if (!unfinishedWithMoves()) return Promise.resolve(true);
    return choose($('confirm-dialog'), {
      title: t('play.confirmTitle'),
      text: t('play.confirmText', { moves: state.game.historyUci().length }),
      choices: [
        { label: t('play.confirmNo'), value: false },
        { label: t('play.confirmYes'), value: true, primary: true },
      ],
    }).then(function (v) {
      return v === true;
    });
  }

  function startNewGame(startFen, tags) {
    const r = replay(newRecord(startFen, tags));
    if (r.error) throw r.error;
    archiveCurrent();
    adopt(r);
  }

  // ---- moves from the board, the buttons and the text box ---------------------------------

  function makeMove(uci, t0) {
    let san;
    try {
      san = playThroughCore(uci, state.game, state.marks);
    } catch (e) {
      showMoveError(e, uci);
      refreshBoard();
      return null;
    }
    afterMove(san, t0);
    return san;
  }

  function afterMove(san, t0, fromRedo) {
    if (!fromRedo) {
      const hist = state.game.historyUci();
      const played = hist[hist.length - 1];
      if (state.redo.length && state.redo[state.redo.length - 1] === played) state.redo.pop();
      else state.redo = [];
    }
    if (state.record.ending === 'agreement' || state.record.ending === 'pgn') state.record.ending = '';
    state.view = null;
    refreshBoard();
    if (typeof t0 === 'number') {
      const ms = performance.now() - t0;
      metrics.drops.push(ms);
      metrics.last = ms;
      window.requestAnimationFrame(function () {
        metrics.frames.push(performance.now() - t0);
      });
    }
    clearMoveError();
    renderAfterMove();
    announce(spokenSan(san));
    save();
  }

  // The board asks for a move from `from` to `to` (a legal target from game.dests()).
  function onBoardMove(from, to, _how, t0) {
    if (state.view !== null || isOver() || state.dialogOpen || humanBlocked()) return;
    const legal = state.game.legalMoves();
    const allCastles = legalCastlings(state.game);
    const castles = allCastles.filter(function (c) {
      return c.kingFrom === from;
    });
    const isCastle = function (u) {
      return allCastles.some(function (c) {
        return c.uci === u;
      });
    };
    // the king dropped on its own castling rook: castling
    const byRook = castles.filter(function (c) {
      return c.rookFrom === to;
    })[0];
    if (byRook) {
      makeMove(byRook.uci, t0);
      return;
    }
    const ordinary = legal.filter(function (u) {
      return u.slice(0, 4) === from + to && !isCastle(u);
    });
    const byDest = castles.filter(function (c) {
      return c.kingTo === to;
    })[0];
    if (byDest && ordinary.length) {
      askCastle(to, byDest, ordinary[0]);
      return;
    }
    if (byDest) {
      makeMove(byDest.uci, t0);
      return;
    }
    if (ordinary.length > 1) {
      askPromotion(ordinary);
      return;
    }
    if (ordinary.length === 1) makeMove(ordinary[0], t0);
  }

  function askCastle(square, option, stepUci) {
    $('castle-text').textContent = t('play.castleText', { square: square });
    $('castle-step').textContent = t('play.castleKingStep', { square: square });
    $('castle-castle').textContent = t('play.castleDo', { san: option.san.replace(/[+#]$/, '') });
    ask(
      $('castle-dialog'),
      [
        { el: $('castle-step'), value: stepUci },
        { el: $('castle-castle'), value: option.uci },
      ],
      $('castle-cancel'),
      $('castle-castle'),
    ).then(function (uci) {
      if (uci) makeMove(uci, performance.now());
      else refreshBoard();
    });
  }

  function pieceIcon(code) {
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    svg.setAttribute('class', 'piece-icon');
    const tmp = window.Chess960Board.create({
      placement: '8/8/8/8/8/8/8/' + (code[0] === 'w' ? code[1] : code[1].toLowerCase()) + '7',
      coords: false,
    });
    const piece = tmp.querySelector('[data-piece]');
    if (piece) {
      piece.removeAttribute('data-piece');
      svg.appendChild(piece);
    }
    return svg;
  }

  function askPromotion(moves) {
    const box = $('promo-choices');
    box.textContent = '';
    const color = state.game.turn();
    const buttons = [];
    PROMO_ORDER.forEach(function (p) {
      const uci = moves.filter(function (u) {
        return u[4] === p;
      })[0];
      if (!uci) return;
      const letter = p.toUpperCase();
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn promo-btn';
      b.setAttribute('data-promotion', p);
      b.appendChild(pieceIcon(color + letter));
      const label = document.createElement('span');
      label.textContent = t('play.piece.' + letter);
      b.appendChild(label);
      box.appendChild(b);
      buttons.push({ el: b, value: uci });
    });
    ask($('promo-dialog'), buttons, $('promo-cancel'), buttons[0] && buttons[0].el).then(function (uci) {
      if (uci) makeMove(uci, performance.now());
      else refreshBoard();
    });
  }

  function castleButton(side) {
    if (state.view !== null || isOver() || humanBlocked()) return;
    const option = legalCastlings(state.game).filter(function (c) {
      return c.side === side;
    })[0];
    if (option) makeMove(option.uci, performance.now());
  }

  function submitMove() {
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) {
      showMoveErrorText(t('play.err.empty'));
      return;
    }
    if (state.view !== null) {
      showMoveErrorText(t('play.err.review'));
      return;
    }
    if (isOver()) {
      showMoveErrorText(t('play.err.ERR_GAME_OVER'));
      return;
    }
    if (humanBlocked()) return;
    const t0 = performance.now();
    let san;
    try {
      san = playThroughCore(text, state.game, state.marks);
    } catch (e) {
      showMoveError(e, text);
      input.focus();
      return;
    }
    input.value = '';
    afterMove(san, t0);
  }

  function showMoveError(e, text) {
    const code = e && e.code;
    const params = { move: text, side: sideName(state.game.turn()), candidates: '' };
    if (code === 'ERR_MOVE_AMBIGUOUS') {
      let list = Array.isArray(e.candidates) ? e.candidates.slice() : [];
      if (notationLetters() === 'de') list = list.map(sanToGerman);
      params.candidates = list.join(', ');
    }
    const key = 'play.err.' + code;
    const msg = I18N.strings.de[key] ? t(key, params) : (e && e.message) || String(e);
    showMoveErrorText(msg);
  }

  function showMoveErrorText(msg) {
    $('move-error').textContent = msg;
    $('move-input').setAttribute('aria-invalid', 'true');
  }

  function clearMoveError() {
    $('move-error').textContent = '';
    $('move-input').removeAttribute('aria-invalid');
  }

  function undo() {
    if (state.dialogOpen) return;
    if (
      state.record.ending === 'resign-w' ||
      state.record.ending === 'resign-b' ||
      state.record.ending === 'agreement' ||
      state.record.ending === 'pgn'
    ) {
      state.record.ending = '';
      afterChange();
      return;
    }
    const hist = state.game.historyUci();
    if (!hist.length) return;
    state.game.undo();
    state.redo.push(hist[hist.length - 1]);
    state.marks.pop();
    state.record.ending = '';
    afterChange();
  }

  function redo() {
    if (!state.redo.length || isOver()) return;
    const uci = state.redo.pop();
    let san;
    try {
      san = playThroughCore(uci, state.game, state.marks);
    } catch {
      state.redo = [];
      refresh();
      return;
    }
    afterMove(san, undefined, true);
  }

  function afterChange() {
    state.view = null;
    clearMoveError();
    save();
    refresh();
  }

  function claimDraw() {
    try {
      state.game.claimDraw();
      state.record.ending = 'claim';
    } catch {
      return;
    }
    afterChange();
    announce($('status').textContent);
  }

  function resign() {
    choose($('confirm-dialog'), {
      title: t('play.resignTitle'),
      text: t('play.resignText'),
      choices: [
        { label: t('play.cancel'), value: null },
        { label: t('play.resignWhite'), value: 'resign-w' },
        { label: t('play.resignBlack'), value: 'resign-b' },
      ],
    }).then(function (v) {
      if (!v) return;
      state.record.ending = v;
      afterChange();
      announce($('status').textContent);
    });
  }

  function agreeDraw() {
    choose($('confirm-dialog'), {
      title: t('play.drawTitle'),
      text: t('play.drawText'),
      choices: [
        { label: t('play.cancel'), value: null },
        { label: t('play.drawYes'), value: 'agreement', primary: true },
      ],
    }).then(function (v) {
      if (!v) return;
      state.record.ending = v;
      afterChange();
      announce($('status').textContent);
    });
  }

  // ---- dialogs ----------------------------------------------------------------------------

  // Opens a modal dialog; resolves with the value of the chosen button, or null (Escape, cancel).
  function ask(dialog, buttons, cancelButton, initialFocus) {
    return new Promise(function (resolve) {
      const before = document.activeElement;
      let done = false;
      const handlers = [];
      function on(el, type, fn) {
        el.addEventListener(type, fn);
        handlers.push([el, type, fn]);
      }
      function finish(value) {
        if (done) return;
        done = true;
        handlers.forEach(function (h) {
          h[0].removeEventListener(h[1], h[2]);
        });
        if (dialog.open) dialog.close();
        state.dialogOpen = false;
        state.finishDialog = null;
        if (before && typeof before.focus === 'function' && document.contains(before))
          before.focus({ preventScroll: true });
        resolve(value);
      }
      buttons.forEach(function (b) {
        on(b.el, 'click', function () {
          finish(b.value);
        });
      });
      if (cancelButton)
        on(cancelButton, 'click', function () {
          finish(null);
        });
      on(dialog, 'cancel', function (ev) {
        ev.preventDefault();
        finish(null);
      });
      on(dialog, 'close', function () {
        finish(null);
      });
      state.dialogOpen = true;
      state.finishDialog = finish;
      if (state.board) state.board.cancel();
      dialog.showModal();
      const first = initialFocus || (buttons[0] && buttons[0].el);
      if (first) first.focus();
    });
  }

  // A confirm-style dialog with buttons made from `choices`.
  function choose(dialog, spec) {
    $('confirm-title').textContent = spec.title;
    $('confirm-text').textContent = spec.text;
    const box = $('confirm-choices');
    box.textContent = '';
    const buttons = spec.choices.map(function (c) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn' + (c.primary ? ' btn-primary' : '');
      b.textContent = c.label;
      box.appendChild(b);
      return { el: b, value: c.value };
    });
    const primary = buttons.filter(function (_b, i) {
      return spec.choices[i].primary;
    })[0];
    return ask(dialog, buttons, null, (primary || buttons[buttons.length - 1]).el);
  }

  function openNewGameDialog() {
    if (state.dialogOpen) return;
    const dialog = $('new-dialog');
    $('new-error').textContent = '';
    $('new-number').removeAttribute('aria-invalid');
    $('new-fen').removeAttribute('aria-invalid');
    let n = null;
    try {
      n = state.api.positionNumber(state.record.startFen);
    } catch {
      n = null;
    }
    $('new-number').value = n === null ? '' : String(n);
    $('new-fen').value = '';
    ask(dialog, [], $('new-cancel'), $('new-number')).then(function (startFen) {
      if (!startFen) return;
      confirmReplace().then(function (ok) {
        if (ok) {
          startNewGame(startFen);
          Page.updateUrl({ n: null, fen: null });
          $('board').focus({ preventScroll: true });
        }
      });
    });
  }

  // The new-game dialog's own buttons resolve it with the chosen start FEN.
  function newDialogResolve(fen) {
    if (state.finishDialog) state.finishDialog(fen);
  }

  function newGameFromNumber(text) {
    const value = String(text).trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > 959) {
      newGameError(t('play.err.ERR_NUMBER_RANGE', { value: value }), $('new-number'));
      return;
    }
    newDialogResolve(state.api.startPosition(Number(value)).fen);
  }

  function newGameFromFen(text) {
    const value = String(text).trim();
    try {
      const probe = new state.api.Game(value);
      const fen = probe.fen();
      probe.delete();
      newDialogResolve(fen);
    } catch (e) {
      newGameError(t('play.err.fen', { message: e.message }), $('new-fen'));
    }
  }

  function newGameError(msg, field) {
    $('new-error').textContent = msg;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }

  // ---- rendering --------------------------------------------------------------------------

  function refresh() {
    refreshBoard();
    renderAfterMove();
  }

  function renderAfterMove() {
    renderMoves();
    renderStatus();
    renderButtons();
    renderStartInfo();
    renderPgnOut();
    notifyHooks('game');
  }

  function refreshBoard() {
    const live = state.view === null;
    const n = plyCount();
    let fen;
    let check = null;
    let lastMove;
    let label;
    if (live) {
      fen = state.game.fen();
      const st = status();
      if (st.check) check = kingSquare(fen, state.game.turn());
      lastMove = n ? state.marks[n - 1] : [];
      label = t('play.svgLabel', { ply: n, side: sideName(state.game.turn()) });
    } else {
      fen = state.game.fenAt(state.view);
      const hist = state.game.history();
      const san = state.view > 0 ? hist[state.view - 1] : '';
      if (/[+#]/.test(san)) check = kingSquare(fen, fenTurn(fen));
      lastMove = state.view > 0 ? state.marks[state.view - 1] : [];
      label = t('play.svgLabelReview', { ply: state.view });
    }
    const interactive = live && !isOver() && !state.dialogOpen && !humanBlocked();
    state.board.set({
      fen: fen,
      turn: fenTurn(fen),
      dests: interactive ? state.game.dests() : {},
      castling: interactive ? legalCastlings(state.game) : [],
      lastMove: lastMove,
      check: check,
      interactive: interactive,
      orientation: state.orientation,
      label: label,
    });
    $('board').classList.toggle('is-review', !live);
    $('board').setAttribute('aria-label', t('play.boardLabel', { status: statusText() }));
  }

  function statusText() {
    const result = currentResult();
    const ending = state.record.ending;
    if (result !== '*') {
      let key;
      if (ending === 'resign-w' || ending === 'resign-b' || ending === 'agreement' || ending === 'pgn')
        key = 'play.end.' + ending;
      else key = 'play.end.' + (status().reason || 'pgn');
      const winner = result === '1-0' ? t('play.white') : t('play.black');
      return t(key, { result: result === '1/2-1/2' ? '½–½' : result, winner: winner });
    }
    const side = sideName(state.game.turn());
    return t(status().check ? 'play.inCheck' : 'play.toMove', { side: side });
  }

  function renderStatus() {
    const text = statusText();
    const node = $('status');
    if (node.textContent !== text) node.textContent = text;
    node.classList.toggle('is-over', isOver());
    node.classList.toggle('is-check', !isOver() && status().check);
    const claim = isOver() ? false : state.game.canClaimDraw();
    $('claimable').textContent = claim ? t('play.claimable.' + claim) : '';
    const review = state.view !== null;
    $('review-bar').hidden = !review;
    if (review) {
      const hist = moveTexts();
      $('review-text').textContent =
        state.view === 0
          ? t('play.reviewingStart')
          : t('play.reviewing', { ply: state.view, move: hist[state.view - 1] });
    }
  }

  function renderStartInfo() {
    let n = null;
    try {
      n = state.api.positionNumber(state.record.startFen);
    } catch {
      n = null;
    }
    $('start-info').textContent = n === null ? t('play.startInfoFen') : t('play.startInfo', { n: n });
    document.title = n === null ? t('play.pageTitle') : t('play.pageTitleNo', { n: n });
  }

  function moveTexts() {
    return state.game.history({ letters: notationLetters() });
  }

  function renderMoves() {
    const list = $('move-list');
    const hist = moveTexts();
    const english = state.game.history();
    const startFen = state.record.startFen;
    let moveNo = fenMoveNumber(startFen);
    let color = fenTurn(startFen);
    list.textContent = '';
    const frag = document.createDocumentFragment();
    let li = null;
    const current = state.view === null ? hist.length : state.view;
    for (let i = 0; i < hist.length; i++) {
      if (color === 'w' || li === null) {
        li = document.createElement('li');
        li.className = 'move-row';
        const num = document.createElement('span');
        num.className = 'move-no';
        num.textContent = moveNo + (color === 'w' ? '.' : '…');
        li.appendChild(num);
        if (color === 'b') {
          const gap = document.createElement('span');
          gap.className = 'move-gap';
          li.appendChild(gap);
        }
        frag.appendChild(li);
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.textContent = hist[i];
      b.setAttribute('data-ply', String(i + 1));
      b.setAttribute(
        'aria-label',
        hist[i] + ' (' + moveNo + (color === 'w' ? '. ' : '… ') + sideName(color) + ': ' + spokenSan(english[i]) + ')',
      );
      if (i + 1 === current) {
        b.classList.add('is-current');
        b.setAttribute('aria-current', 'step');
      }
      li.appendChild(b);
      if (color === 'b') moveNo++;
      color = color === 'w' ? 'b' : 'w';
    }
    list.appendChild(frag);
    $('no-moves').hidden = hist.length > 0;
    const cur = list.querySelector('.is-current');
    const wrap = $('move-list-wrap');
    if (cur && wrap.scrollHeight > wrap.clientHeight) {
      const top = cur.offsetTop - wrap.offsetTop;
      if (top < wrap.scrollTop || top > wrap.scrollTop + wrap.clientHeight - cur.offsetHeight) {
        wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
      }
    }
  }

  function renderButtons() {
    const over = isOver();
    const live = state.view === null;
    const n = plyCount();
    const options = live && !over ? legalCastlings(state.game) : [];
    const short = options.filter(function (c) {
      return c.side === 'h';
    })[0];
    const long = options.filter(function (c) {
      return c.side === 'a';
    })[0];
    $('castle-short').disabled = !short;
    $('castle-long').disabled = !long;
    $('undo').disabled = n === 0 && !(state.record.ending && state.record.ending !== 'claim');
    $('redo').disabled = state.redo.length === 0 || over;
    $('claim').disabled = over || !state.game.canClaimDraw();
    $('draw').disabled = over;
    $('resign').disabled = over;
    $('move-input').disabled = over;
    $('move-submit').disabled = over;
    const view = live ? n : state.view;
    $('nav-first').disabled = view === 0;
    $('nav-prev').disabled = view === 0;
    $('nav-next').disabled = live;
    $('nav-last').disabled = live;
  }

  function setView(ply) {
    const n = plyCount();
    state.view = ply === null || ply >= n ? null : Math.max(0, ply);
    if (state.board) state.board.cancel();
    refreshBoard();
    renderMoves();
    renderStatus();
    renderButtons();
  }

  function announce(text) {
    const node = $('announce');
    node.textContent = '';
    window.setTimeout(function () {
      node.textContent = text;
    }, 30);
  }

  function announceBoard(text) {
    $('board-announce').textContent = text;
  }

  function showNotice(key, params) {
    state.notice = key ? { key: key, params: params } : null;
    $('notice').textContent = key ? t(key, params) : '';
  }

  // ---- PGN --------------------------------------------------------------------------------

  function pgnAvailable() {
    return (
      !!state.api && typeof state.api.readPgn === 'function' && !!state.game && typeof state.game.pgn === 'function'
    );
  }

  function exportTags() {
    const tags = {};
    Object.keys(state.record.tags).forEach(function (k) {
      if (COMPUTED_TAGS.indexOf(k) < 0) tags[k] = state.record.tags[k];
    });
    TAG_FIELDS.forEach(function (k) {
      if (!tags[k]) tags[k] = k === 'Date' ? '????.??.??' : '?';
    });
    const ending = state.record.ending;
    if (ending === 'resign-w' || ending === 'resign-b' || ending === 'agreement' || ending === 'pgn')
      tags.Result = currentResult();
    return tags;
  }

  function pgnText() {
    if (!pgnAvailable()) return '';
    return state.game.pgn(exportTags());
  }

  function renderPgnOut() {
    if (!$('pgn-section').open) return;
    $('pgn-out').value = pgnAvailable() ? pgnText() : t('play.pgnUnavailable');
  }

  function fillTagForm() {
    TAG_FIELDS.forEach(function (k) {
      $('tag-' + k).value = state.record.tags[k] || '';
    });
  }

  function onTagInput(ev) {
    const name = ev.target.getAttribute('data-tag');
    if (!name) return;
    state.record.tags[name] = ev.target.value.slice(0, 200);
    save();
    renderPgnOut();
  }

  function pgnStatus(text) {
    const node = $('pgn-status');
    node.textContent = text;
    window.clearTimeout(pgnStatus.timer);
    pgnStatus.timer = window.setTimeout(function () {
      node.textContent = '';
    }, 5000);
  }

  function copyPgn() {
    if (!pgnAvailable()) return;
    const text = pgnText();
    const done = function (ok) {
      if (!ok) $('pgn-out').select();
      pgnStatus(t(ok ? 'play.copied' : 'play.copyFailed'));
    };
    Page.copyText(text, done);
  }

  function downloadPgn() {
    if (!pgnAvailable()) return;
    const text = pgnText();
    let n = null;
    try {
      n = state.api.positionNumber(state.record.startFen);
    } catch {
      n = null;
    }
    const date = (state.record.tags.Date || todayTag()).replace(/[^0-9]/g, '-').replace(/-+$/, '');
    const name = 'chess960' + (n === null ? '' : '-' + n) + (date ? '-' + date : '') + '.pgn';
    const blob = new Blob([text], { type: 'application/x-chess-pgn' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.className = 'offscreen';
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    window.setTimeout(function () {
      URL.revokeObjectURL(url);
    }, 10000);
  }

  // Returns { game, tags: {name: value}, result } from whatever api.readPgn returned.
  function readPgnResult(value) {
    let game = value;
    let tags = null;
    let result = null;
    if (value && value.game && typeof value.game.fen === 'function') {
      game = value.game;
      tags = value.tags;
      result = value.result;
    } else if (value && typeof value.pgnTags === 'function') {
      tags = value.pgnTags();
    } else if (value) {
      tags = typeof value.tags === 'function' ? value.tags() : value.tags;
      result = typeof value.pgnResult === 'function' ? value.pgnResult() : value.pgnResult || value.result || null;
    }
    const out = {};
    if (Array.isArray(tags))
      tags.forEach(function (tg) {
        if (tg && tg.name) out[tg.name] = String(tg.value);
      });
    else if (tags && typeof tags === 'object')
      Object.keys(tags).forEach(function (k) {
        out[k] = String(tags[k]);
      });
    if (typeof result !== 'string') result = out.Result || '*';
    return { game: game, tags: out, result: result };
  }

  function importPgn(text) {
    $('pgn-error').textContent = '';
    $('pgn-in').removeAttribute('aria-invalid');
    if (!pgnAvailable()) {
      $('pgn-error').textContent = t('play.pgnUnavailable');
      return;
    }
    if (!String(text).trim()) {
      $('pgn-error').textContent = t('play.pgnEmpty');
      return;
    }
    let read;
    try {
      read = readPgnResult(state.api.readPgn(String(text)));
    } catch (e) {
      $('pgn-error').textContent = t('play.pgnRejected', { message: e.message || String(e) });
      $('pgn-in').setAttribute('aria-invalid', 'true');
      return;
    }
    const imported = read.game;
    const tags = {};
    Object.keys(read.tags).forEach(function (k) {
      if (COMPUTED_TAGS.indexOf(k) < 0) tags[k] = read.tags[k];
    });
    const record = newRecord(imported.startFen(), {});
    record.tags = tags;
    record.moves = imported.historyUci();
    const coreResult = imported.status().result;
    if (coreResult === '*' && ['1-0', '0-1', '1/2-1/2'].indexOf(read.result) >= 0) {
      record.ending = 'pgn';
      record.result = read.result;
    }
    imported.delete();
    confirmReplace().then(function (ok) {
      if (!ok) return;
      const r = replay(record);
      if (r.error) {
        $('pgn-error').textContent = t('play.pgnRejected', { message: r.error.message });
        return;
      }
      archiveCurrent();
      adopt(r);
      $('pgn-in').value = '';
      pgnStatus(t('play.pgnImported', { moves: r.record.moves.length }));
      Page.updateUrl({ n: null, fen: null });
    });
  }

  function importFile(file) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = function () {
      $('pgn-in').value = String(reader.result || '');
      importPgn($('pgn-in').value);
      $('pgn-file').value = '';
    };
    reader.onerror = function () {
      $('pgn-error').textContent = t('play.pgnRejected', { message: String(reader.error && reader.error.message) });
    };
    reader.readAsText(file);
  }

  // ---- recent games -----------------------------------------------------------------------

  function renderRecent() {
    if (!state.store || !state.api) return;
    const list = $('recent-list');
    list.textContent = '';
    const games = state.store.recent();
    games.forEach(function (r) {
      const li = document.createElement('li');
      li.className = 'recent-item';
      let n = null;
      try {
        n = state.api.positionNumber(r.startFen);
      } catch {
        n = null;
      }
      const date = new Date(r.updated || r.created || 0);
      const when = date.toLocaleString(state.lang === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'short',
        timeStyle: 'short',
      });
      const text = document.createElement('span');
      text.className = 'recent-text';
      const players = r.tags.White || r.tags.Black ? ' · ' + (r.tags.White || '?') + ' – ' + (r.tags.Black || '?') : '';
      text.textContent =
        when +
        ' · ' +
        t('play.recentItem', {
          start: n === null ? 'FEN' : t('play.startInfo', { n: n }),
          moves: r.moves.length,
          result: r.result === '*' ? t('play.recentCurrent') : r.result,
        }) +
        players;
      li.appendChild(text);
      if (!state.record || r.id !== state.record.id) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'btn btn-small';
        b.textContent = t('play.recentOpen');
        b.setAttribute('aria-label', t('play.recentOpenLabel', { date: when }));
        b.setAttribute('data-game-id', r.id);
        b.addEventListener('click', function () {
          openRecent(r);
        });
        li.appendChild(b);
      } else {
        li.classList.add('is-current');
      }
      list.appendChild(li);
    });
    $('recent-empty').hidden = games.length > 0;
  }

  function openRecent(record) {
    confirmReplace().then(function (ok) {
      if (!ok) return;
      const r = replay(record);
      if (r.error) return;
      archiveCurrent();
      adopt(r);
      renderRecent();
      Page.updateUrl({ n: null, fen: null });
    });
  }

  // ---- language and settings --------------------------------------------------------------

  function applyLanguage() {
    Page.showLanguage(state.lang, t, 'data-i18n');
    $('castle-short').setAttribute('aria-label', t('play.castleShortLabel'));
    $('castle-long').setAttribute('aria-label', t('play.castleLongLabel'));
    $('castle-short').title = t('play.castleShortLabel');
    $('castle-long').title = t('play.castleLongLabel');
    [
      ['nav-first', 'play.first'],
      ['nav-prev', 'play.prev'],
      ['nav-next', 'play.next'],
      ['nav-last', 'play.last'],
    ].forEach(function (p) {
      $(p[0]).setAttribute('aria-label', t(p[1]));
      $(p[0]).title = t(p[1]);
    });
    $('tag-Date').placeholder = state.lang === 'de' ? 'JJJJ.MM.TT' : 'YYYY.MM.DD';
    document.querySelector('.site-nav').setAttribute('aria-label', state.lang === 'de' ? 'Seiten' : 'Pages');
    updateNavLink();
    if (state.notice) $('notice').textContent = t(state.notice.key, state.notice.params);
    if (state.game) {
      refresh();
      renderRecent();
    } else {
      document.title = t('play.pageTitle');
    }
  }

  function updateNavLink() {
    let href = 'index.html';
    try {
      if (state.api && state.record) href += '?n=' + state.api.positionNumber(state.record.startFen);
    } catch {
      /* not a start position: the start page opens on its default */
    }
    $('nav-start').setAttribute('href', href);
  }

  function setLanguage(lang, remember) {
    state.lang = I18N.normalize(lang) || 'de';
    if (remember) Page.rememberLanguage(state.lang);
    applyLanguage();
  }

  // ---- start ------------------------------------------------------------------------------

  function bindControls() {
    Page.bindLanguageSwitch(function () {
      return state.lang;
    }, setLanguage);
    $('flip').addEventListener('click', function () {
      state.orientation = state.orientation === 'white' ? 'black' : 'white';
      Page.storageSet(ORIENTATION_KEY, state.orientation);
      refreshBoard();
    });
    $('castle-short').addEventListener('click', function () {
      castleButton('h');
    });
    $('castle-long').addEventListener('click', function () {
      castleButton('a');
    });
    $('move-form').addEventListener('submit', function (ev) {
      ev.preventDefault();
      submitMove();
    });
    $('move-input').addEventListener('input', function () {
      if ($('move-error').textContent) clearMoveError();
    });
    $('notation').addEventListener('change', function () {
      state.notation = $('notation').value;
      Page.storageSet(NOTATION_KEY, state.notation);
      renderMoves();
      renderStatus();
    });
    $('move-list').addEventListener('click', function (ev) {
      const b = ev.target.closest('button[data-ply]');
      if (b) setView(Number(b.getAttribute('data-ply')));
    });
    $('nav-first').addEventListener('click', function () {
      setView(0);
    });
    $('nav-prev').addEventListener('click', function () {
      setView((state.view === null ? plyCount() : state.view) - 1);
    });
    $('nav-next').addEventListener('click', function () {
      if (state.view !== null) setView(state.view + 1);
    });
    $('nav-last').addEventListener('click', function () {
      setView(null);
    });
    $('to-live').addEventListener('click', function () {
      setView(null);
      $('board').focus({ preventScroll: true });
    });
    $('undo').addEventListener('click', undo);
    $('redo').addEventListener('click', redo);
    $('claim').addEventListener('click', claimDraw);
    $('draw').addEventListener('click', agreeDraw);
    $('resign').addEventListener('click', resign);
    $('new-game').addEventListener('click', openNewGameDialog);
    $('new-form').addEventListener('submit', function (ev) {
      ev.preventDefault();
      newGameFromNumber($('new-number').value);
    });
    $('new-random').addEventListener('click', function () {
      newDialogResolve(state.api.randomPosition().fen);
    });
    $('new-fen-start').addEventListener('click', function () {
      newGameFromFen($('new-fen').value);
    });
    $('new-fen').addEventListener('keydown', function (ev) {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        newGameFromFen($('new-fen').value);
      }
    });
    $('tags-form').addEventListener('input', onTagInput);
    $('tags-form').addEventListener('submit', function (ev) {
      ev.preventDefault();
    });
    $('pgn-section').addEventListener('toggle', renderPgnOut);
    $('pgn-copy').addEventListener('click', copyPgn);
    $('pgn-download').addEventListener('click', downloadPgn);
    $('pgn-import').addEventListener('click', function () {
      importPgn($('pgn-in').value);
    });
    $('pgn-file').addEventListener('change', function () {
      importFile($('pgn-file').files[0]);
    });
    document.addEventListener('keydown', function (ev) {
      // review with the arrow keys when the move list has focus
      if (state.dialogOpen || !ev.target.closest || !ev.target.closest('#move-list-wrap')) return;
      if (ev.key === 'ArrowLeft') {
        ev.preventDefault();
        $('nav-prev').click();
      } else if (ev.key === 'ArrowRight') {
        ev.preventDefault();
        $('nav-next').click();
      }
    });
  }

  function createBoard() {
    state.board = window.Chess960PlayBoard.create($('board'), {
      orientation: state.orientation,
      coords: true,
      label: t('boardLoading'),
      strings: { rookLanding: t('play.rookLanding') },
      onMove: onBoardMove,
      onFocusSquare: function (square) {
        const fen = state.view === null ? state.game.fen() : state.game.fenAt(state.view);
        const placement = window.Chess960Board.parsePlacement(fen);
        const sel = state.board.selected();
        let text = pieceWords(placement[square], square);
        if (sel && state.view === null && (state.game.dests()[sel] || []).indexOf(square) >= 0)
          text += ', ' + t('play.isTarget');
        announceBoard(text);
      },
      onSelect: function (square) {
        if (!square || !state.game) return;
        const placement = window.Chess960Board.parsePlacement(state.game.fen());
        const code = placement[square];
        const targets = state.game.dests()[square] || [];
        const piece = code ? t('play.piece.' + code[1]) : '';
        announceBoard(
          targets.length
            ? t('play.pickedUp', { piece: piece, square: square, targets: targets.join(', ') })
            : t('play.pickedUpNone', { piece: piece, square: square }),
        );
      },
    });
  }

  // Opens the game the page should show: ?n= / ?fen= (asking before replacing an unfinished
  // game), else the saved game, else a random start position.
  function openInitialGame(params) {
    const loaded = state.store.loadCurrent();
    let restored = null;
    if (loaded.record) {
      const r = replay(loaded.record);
      if (!r.error) {
        restored = r;
        if (loaded.source === 'backup') showNotice('play.restoredBackup');
        else if (r.partial) showNotice('play.replayPartial', { ply: r.replayed });
        else if (r.record.moves.length) showNotice('play.restored');
      } else {
        state.store.quarantine(JSON.stringify(loaded.record));
        showNotice('play.storageCorrupt');
      }
    } else if (loaded.problem === 'corrupt') {
      showNotice('play.storageCorrupt');
    }
    if (!state.store.available) showNotice('play.storageOff');

    let wantedFen = null;
    let badParam = null;
    const n = params.get('n');
    const fen = params.get('fen');
    if (fen !== null) {
      try {
        const probe = new state.api.Game(fen.trim());
        wantedFen = probe.fen();
        probe.delete();
      } catch {
        badParam = 'fen=' + fen;
      }
    } else if (n !== null) {
      const text = n.trim();
      if (/^\d{1,3}$/.test(text) && Number(text) <= 959) wantedFen = state.api.startPosition(Number(text)).fen;
      else badParam = 'n=' + n;
    }

    if (restored) adopt(restored);
    if (badParam) showNotice('play.err.url', { value: badParam.length > 60 ? badParam.slice(0, 60) + '…' : badParam });

    if (wantedFen) {
      // the URL has served its purpose: from now on the page shows the saved game
      Page.updateUrl({ n: null, fen: null });
      if (!restored) {
        startNewGame(wantedFen);
        return Promise.resolve();
      }
      const same = restored.record.startFen === wantedFen && restored.record.moves.length === 0;
      if (same) return Promise.resolve();
      return confirmReplace().then(function (ok) {
        if (ok) {
          startNewGame(wantedFen);
          showNotice(null);
        }
      });
    }
    if (!restored) startNewGame(state.api.randomPosition().fen);
    return Promise.resolve();
  }

  function start() {
    const params = Page.queryParams();
    state.lang = Page.initialLanguage();
    const notation = Page.storageGet(NOTATION_KEY);
    if (['auto', 'de', 'en', 'figurine'].indexOf(notation) >= 0) state.notation = notation;
    $('notation').value = state.notation;
    if (Page.storageGet(ORIENTATION_KEY) === 'black') state.orientation = 'black';
    state.store = window.Chess960GameStore.create();
    bindControls();
    createBoard();
    applyLanguage();
    $('status').textContent = t('loading');
    document.querySelectorAll('.play-panel button, .board-tools button, .pgn-body button').forEach(function (b) {
      b.disabled = true;
    });

    if (typeof window.createChess960 !== 'function') {
      $('status').textContent = t('play.err.load');
      return;
    }
    window
      .createChess960()
      .then(function (api) {
        state.api = api;
        if (typeof api.Game !== 'function') {
          $('status').textContent = t('play.err.noGameApi');
          return;
        }
        document.querySelectorAll('.play-panel button, .board-tools button, .pgn-body button').forEach(function (b) {
          b.disabled = false;
        });
        return openInitialGame(params).then(function () {
          applyLanguage();
          renderRecent();
          document.documentElement.setAttribute('data-ready', 'true');
        });
      })
      .catch(function (err) {
        $('status').textContent = t('play.err.load') + (err && err.message ? ' (' + err.message + ')' : '');
      });
  }

  Page.onReady(start);
})();
