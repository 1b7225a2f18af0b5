/*
 * Play page add-on: the computer opponent, a hint and an analysis panel.
 * Talks to the engine worker through engine-client.js (Chess960Engine) and to the page only
 * through window.Chess960PlayHooks (play.js): the computer's moves take the same path as a
 * human move (game, move list, PGN, autosave). Classic script; load after play.js.
 */
(function () {
  'use strict';

  const SETTINGS_KEY = 'chess960.play.engine';
  const WORKER_URL = 'engine-worker.js';

  // Levels 1..10: depth/time limits and imperfection are in core/search/search.cpp (level_settings);
  // the ratings come from bench/match.mjs against Stockfish's UCI_Elo (docs/engine.md).
  const STRINGS = {
    de: {
      title: 'Computer',
      vs: 'gegen den Computer',
      color: 'Ich spiele',
      white: 'Weiß',
      black: 'Schwarz',
      level: 'Stufe',
      hint: 'Tipp',
      analyse: 'Analyse',
      stop: 'Analyse stoppen',
      thinking: 'Der Computer denkt …',
      hintIs: 'Tipp: {move}',
      hintWait: 'Suche einen Tipp …',
      depth: 'Tiefe {d}',
      mateIn: 'Matt in {n} für {side}',
      noEngine: 'Der Computer ist hier nicht verfügbar ({why}).',
      levels: [
        '1 – Einsteiger',
        '2',
        '3 (≈ 850 Elo)',
        '4',
        '5 (≈ 1300)',
        '6',
        '7 (≈ 1700)',
        '8 (≈ 1950)',
        '9',
        '10 – volle Stärke (1 s/Zug, ≈ 2000+)',
      ],
      line: 'Beste Fortsetzung',
      evalLabel: 'Bewertung (Bauern, aus Sicht von Weiß)',
    },
    en: {
      title: 'Computer',
      vs: 'against the computer',
      color: 'I play',
      white: 'White',
      black: 'Black',
      level: 'Level',
      hint: 'Hint',
      analyse: 'Analyse',
      stop: 'Stop analysis',
      thinking: 'The computer is thinking …',
      hintIs: 'Hint: {move}',
      hintWait: 'Looking for a hint …',
      depth: 'depth {d}',
      mateIn: 'Mate in {n} for {side}',
      noEngine: 'The computer is not available here ({why}).',
      levels: [
        '1 – beginner',
        '2',
        '3 (≈ 850 Elo)',
        '4',
        '5 (≈ 1300)',
        '6',
        '7 (≈ 1700)',
        '8 (≈ 1950)',
        '9',
        '10 – full strength (1 s/move, ≈ 2000+)',
      ],
      line: 'Best line',
      evalLabel: "Evaluation (pawns, from White's side)",
    },
  };

  const hooks = window.Chess960PlayHooks;
  if (!hooks || typeof window.Chess960Engine !== 'function') return;

  const settings = loadSettings();
  const ui = {};
  let engine = null;
  let engineError = null;
  let thinkingFor = null; // key of the position the computer is thinking about
  let analysing = false;
  let analysisKey = null;
  let hintKey = null;
  let lang = 'de';

  function s(key, params) {
    let text = (STRINGS[lang] || STRINGS.en)[key];
    if (params)
      Object.keys(params).forEach(function (k) {
        text = text.replace('{' + k + '}', params[k]);
      });
    return text;
  }

  function loadSettings() {
    const out = { on: false, color: 'w', level: 5 };
    try {
      const saved = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) || '{}');
      if (typeof saved.on === 'boolean') out.on = saved.on;
      if (saved.color === 'w' || saved.color === 'b') out.color = saved.color;
      if (Number.isInteger(saved.level) && saved.level >= 1 && saved.level <= 10) out.level = saved.level;
    } catch {
      /* defaults */
    }
    return out;
  }
  function saveSettings() {
    try {
      window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      /* ignore */
    }
  }

  function getEngine() {
    if (engine || engineError) return engine;
    try {
      engine = new window.Chess960Engine(WORKER_URL);
      engine.ready().catch(function (e) {
        fail(e);
      });
    } catch (e) {
      fail(e);
    }
    return engine;
  }
  function fail(e) {
    engineError = (e && e.message) || String(e);
    engine = null;
    thinkingFor = null;
    ui.status.textContent = s('noEngine', { why: engineError });
    hooks.setHumanMovesBlocked(null);
  }

  function positionKey(snap) {
    return snap.startFen + '|' + snap.moves.join(' ');
  }

  function computerColor() {
    return settings.color === 'w' ? 'b' : 'w';
  }

  // ---- the panel -------------------------------------------------------------------------
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }

  function buildPanel() {
    const panel = document.querySelector('.play-panel');
    if (!panel) return false;
    ui.title = el('h2', { id: 'engine-title', class: 'engine-title' });
    ui.on = el('input', { id: 'engine-on', type: 'checkbox' });
    ui.onLabel = el('label', { for: 'engine-on' });
    ui.colorLabel = el('label', { for: 'engine-color' });
    ui.color = el('select', { id: 'engine-color' }, [el('option', { value: 'w' }), el('option', { value: 'b' })]);
    ui.levelLabel = el('label', { for: 'engine-level' });
    ui.level = el('select', { id: 'engine-level' });
    for (let i = 1; i <= 10; i++) ui.level.appendChild(el('option', { value: String(i) }));
    ui.status = el('p', { id: 'engine-status', class: 'engine-status', 'aria-live': 'polite' });
    ui.hint = el('button', { id: 'engine-hint', type: 'button', class: 'btn btn-small' });
    ui.analyse = el('button', {
      id: 'engine-analyse',
      type: 'button',
      class: 'btn btn-small',
      'aria-pressed': 'false',
    });
    ui.hintText = el('p', { id: 'engine-hint-text', class: 'engine-hint-text', 'aria-live': 'polite' });
    ui.evalText = el('span', { id: 'engine-eval', class: 'engine-eval' });
    ui.depthText = el('span', { id: 'engine-depth', class: 'engine-depth' });
    ui.lineText = el('p', { id: 'engine-line', class: 'engine-line' });
    ui.analysis = el('div', { id: 'engine-analysis', class: 'engine-analysis', hidden: '' }, [
      el('p', {}, [ui.evalText, document.createTextNode(' '), ui.depthText]),
      ui.lineText,
    ]);
    const box = el('section', { class: 'engine-box', 'aria-labelledby': 'engine-title' }, [
      ui.title,
      el('p', { class: 'engine-row' }, [ui.on, document.createTextNode(' '), ui.onLabel]),
      el('p', { class: 'engine-row' }, [
        ui.colorLabel,
        document.createTextNode(' '),
        ui.color,
        document.createTextNode(' '),
        ui.levelLabel,
        document.createTextNode(' '),
        ui.level,
      ]),
      ui.status,
      el('p', { class: 'engine-row' }, [ui.hint, document.createTextNode(' '), ui.analyse]),
      ui.hintText,
      ui.analysis,
    ]);
    const tools = panel.querySelector('.board-tools');
    if (tools && tools.nextSibling) panel.insertBefore(box, tools.nextSibling);
    else panel.appendChild(box);

    ui.on.checked = settings.on;
    ui.color.value = settings.color;
    ui.level.value = String(settings.level);
    ui.on.addEventListener('change', function () {
      settings.on = ui.on.checked;
      saveSettings();
      if (!settings.on) cancelThinking();
      update();
    });
    ui.color.addEventListener('change', function () {
      settings.color = ui.color.value;
      saveSettings();
      cancelThinking();
      update();
    });
    ui.level.addEventListener('change', function () {
      settings.level = Number(ui.level.value);
      saveSettings();
    });
    ui.hint.addEventListener('click', showHint);
    ui.analyse.addEventListener('click', function () {
      analysing = !analysing;
      if (!analysing) stopAnalysis();
      update();
    });
    return true;
  }

  function renderTexts(snap) {
    lang = snap && snap.lang === 'en' ? 'en' : 'de';
    ui.title.textContent = s('title');
    ui.onLabel.textContent = s('vs');
    ui.colorLabel.textContent = s('color');
    ui.color.options[0].textContent = s('white');
    ui.color.options[1].textContent = s('black');
    ui.levelLabel.textContent = s('level');
    s('levels').forEach(function (name, i) {
      ui.level.options[i].textContent = name;
    });
    ui.hint.textContent = s('hint');
    ui.analyse.textContent = analysing ? s('stop') : s('analyse');
    ui.analyse.setAttribute('aria-pressed', analysing ? 'true' : 'false');
    ui.evalText.title = s('evalLabel');
    ui.lineText.title = s('line');
  }

  // ---- notation: UCI lines to SAN with the page's letters -------------------------------
  function sanLine(fen, ucis, letters) {
    const api = hooks.api();
    if (!api || !ucis.length) return '';
    let game;
    try {
      game = new api.Game(fen);
      for (const u of ucis) game.play(u);
      const sans = game.history({ letters: letters === 'de' || letters === 'figurine' ? letters : 'en' });
      const parts = fen.split(/\s+/);
      let number = Number(parts[5]) || 1;
      let white = parts[1] !== 'b';
      const out = [];
      sans.forEach(function (san, i) {
        if (white) out.push(number + '. ' + san);
        else out.push((i === 0 ? number + '… ' : '') + san);
        if (!white) number++;
        white = !white;
      });
      return out.join(' ');
    } catch {
      return ucis.join(' ');
    } finally {
      if (game) game.delete();
    }
  }

  function scoreText(score, turn) {
    if (score && typeof score.mate === 'number') {
      const moverWins = score.mate > 0;
      const winner = (turn === 'w') === moverWins ? s('white') : s('black');
      return s('mateIn', { n: Math.abs(score.mate), side: winner });
    }
    return window.Chess960Engine.formatScore(score, turn === 'w').replace('.', lang === 'de' ? ',' : '.');
  }

  // ---- behaviour ---------------------------------------------------------------------------
  function cancelThinking() {
    if (thinkingFor !== null && engine) engine.stop();
    thinkingFor = null;
    ui.status.textContent = '';
    hooks.setHumanMovesBlocked(blockHuman);
  }

  function blockHuman() {
    const snap = hooks.snapshot();
    return !!(settings.on && snap && !snap.over && snap.turn === computerColor());
  }

  function maybeMove(snap) {
    if (!settings.on || !snap || snap.over || !snap.live || snap.dialogOpen || engineError) return;
    if (snap.turn !== computerColor()) return;
    const key = positionKey(snap);
    if (thinkingFor === key) return;
    const eng = getEngine();
    if (!eng) return;
    thinkingFor = key;
    ui.status.textContent = s('thinking');
    eng.bestMove(snap.startFen, settings.level, { moves: snap.moves }).then(
      function (r) {
        if (thinkingFor !== key) return;
        thinkingFor = null;
        ui.status.textContent = '';
        const now = hooks.snapshot();
        if (!now || positionKey(now) !== key || !settings.on || !r.uci) return;
        hooks.playMove(r.uci);
      },
      function (e) {
        if (thinkingFor === key) fail(e);
      },
    );
  }

  function showHint() {
    const snap = hooks.snapshot();
    if (!snap || snap.over) return;
    const eng = getEngine();
    if (!eng) return;
    const key = positionKey(snap);
    hintKey = key;
    ui.hintText.textContent = s('hintWait');
    const wasAnalysing = analysisKey !== null;
    analysisKey = null;
    eng.hint(snap.startFen, { moves: snap.moves }).then(
      function (r) {
        if (hintKey !== key) return;
        const now = hooks.snapshot();
        ui.hintText.textContent =
          r.uci && now && positionKey(now) === key ? s('hintIs', { move: sanLine(now.fen, [r.uci], now.letters) }) : '';
        if (wasAnalysing) update();
      },
      function (e) {
        fail(e);
      },
    );
  }

  function stopAnalysis() {
    if (analysisKey !== null && engine) engine.stop();
    analysisKey = null;
  }

  function analyse(snap) {
    const eng = getEngine();
    if (!eng) return;
    const key = positionKey(snap);
    analysisKey = key;
    ui.analysis.hidden = false;
    ui.evalText.textContent = '…';
    ui.depthText.textContent = '';
    ui.lineText.textContent = '';
    eng
      .analyse(
        snap.startFen,
        function (info) {
          if (analysisKey !== key) return;
          const now = hooks.snapshot();
          if (!now) return;
          ui.evalText.textContent = scoreText(info.score, now.turn);
          ui.depthText.textContent = '(' + s('depth', { d: info.depth }) + ')';
          ui.lineText.textContent = sanLine(now.fen, info.pv.slice(0, 12), now.letters);
        },
        { moves: snap.moves },
      )
      .then(
        function () {
          if (analysisKey === key) analysisKey = null;
        },
        function (e) {
          fail(e);
        },
      );
  }

  function update() {
    const snap = hooks.snapshot();
    renderTexts(snap);
    if (!snap) return;
    hooks.setHumanMovesBlocked(blockHuman);
    if (hintKey !== null && hintKey !== positionKey(snap)) {
      hintKey = null;
      ui.hintText.textContent = '';
    }
    const computerToMove = settings.on && !snap.over && snap.turn === computerColor();
    if (thinkingFor !== null && thinkingFor !== positionKey(snap)) {
      // The game changed under the computer (undo, new game): drop that search.
      thinkingFor = null;
      ui.status.textContent = '';
      if (engine) engine.stop();
    }
    if (computerToMove) {
      if (analysisKey !== null) analysisKey = null; // the move search replaces the analysis
      maybeMove(snap);
      return;
    }
    if (analysing && !snap.over) {
      if (analysisKey !== positionKey(snap)) analyse(snap);
    } else {
      stopAnalysis();
      ui.analysis.hidden = !analysing;
    }
  }

  if (!buildPanel()) return;
  hooks.onChange(function () {
    update();
  });
  window.Chess960PlayEngine = { update: update, settings: settings };
  update();
})();
