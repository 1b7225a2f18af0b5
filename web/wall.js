/*
 * Wall mode (wall.html): one start position, large, for a projector in a tournament hall.
 * URL: wall.html?n=518 [&round=3] [&rounds=518,12,700[&round=2]] [&qr=1] [&theme=light] [&lang=en]
 *      [&letters=en]
 * Keys: digits + Enter = setzen (Esc cancels), L or Space = losen, ←/→ = previous/next number
 * (or round with ?rounds=), F = fullscreen, D = letters German/English, T = light/dark.
 * Keeps the screen awake (Wake Lock, taken again when the page becomes visible) and hides the
 * cursor and the controls after a few seconds without mouse movement.
 * Uses createChess960() (chess960.js) for every chess fact and Chess960Board to draw.
 */
(function () {
  'use strict';

  // The letters' key below the back rank, in the letters shown (not the page language).
  const LEGEND = {
    de: 'K König · D Dame · T Turm · L Läufer · S Springer',
    en: 'K king · Q queen · R rook · B bishop · N knight',
  };

  const STRINGS = {
    de: {
      title: 'Schach-960 – Wandmodus',
      titleN: 'Schach-960 – Nr. {n}',
      no: 'Nr.',
      round: 'Runde {r}',
      roundOf: 'Runde {r} von {total}',
      board: 'Startposition {n}: {rank}',
      losen: 'losen',
      light: 'hell',
      dark: 'dunkel',
      fullscreen: 'Vollbild',
      home: 'Startseite',
      prev: 'Vorherige Nummer (Pfeil links)',
      next: 'Nächste Nummer (Pfeil rechts)',
      prevRound: 'Vorherige Runde (Pfeil links)',
      nextRound: 'Nächste Runde (Pfeil rechts)',
      lettersTo: { de: 'Buchstaben deutsch (D)', en: 'Buchstaben englisch (D)' },
      themeTo: { light: 'Helles Farbschema (T)', dark: 'Dunkles Farbschema (T)' },
      fullscreenLabel: 'Vollbild (F)',
      controls: 'Steuerung',
      keys: 'Ziffern + Enter: setzen · L/Leertaste: losen · ←/→ · F: Vollbild · D: Buchstaben · T: hell/dunkel',
      qr: 'Stellung auf dem Handy: {url}',
      entry: 'Nr. {digits}',
      errNumber: 'Nr. {v} gibt es nicht: bitte 0 bis 959.',
      errUrl: 'Ungültige Nummer in der Adresse (n={v}); es wird Nr. 518 gezeigt.',
      errRounds: 'Ungültige Rundenliste (rounds={v}): erlaubt sind Nummern 0–959, durch Kommas getrennt.',
      errLoad: 'Das Rechenmodul (chess960.js) konnte nicht geladen werden.',
      errQr: 'QR-Code nicht verfügbar.',
    },
    en: {
      title: 'Chess960 – wall mode',
      titleN: 'Chess960 – no. {n}',
      no: 'No.',
      round: 'Round {r}',
      roundOf: 'Round {r} of {total}',
      board: 'Start position {n}: {rank}',
      losen: 'draw',
      light: 'light',
      dark: 'dark',
      fullscreen: 'Full screen',
      home: 'Start page',
      prev: 'Previous number (left arrow)',
      next: 'Next number (right arrow)',
      prevRound: 'Previous round (left arrow)',
      nextRound: 'Next round (right arrow)',
      lettersTo: { de: 'German letters (D)', en: 'English letters (D)' },
      themeTo: { light: 'Light colours (T)', dark: 'Dark colours (T)' },
      fullscreenLabel: 'Full screen (F)',
      controls: 'Controls',
      keys: 'Digits + Enter: set · L/Space: draw · ←/→ · F: full screen · D: letters · T: light/dark',
      qr: 'This position on your phone: {url}',
      entry: 'No. {digits}',
      errNumber: 'There is no no. {v}: use 0 to 959.',
      errUrl: 'Invalid number in the address (n={v}); showing no. 518.',
      errRounds: 'Invalid list of rounds (rounds={v}): use numbers 0–959 separated by commas.',
      errLoad: 'The chess module (chess960.js) could not be loaded.',
      errQr: 'QR code not available.',
    },
  };

  const IDLE_MS = 3000;
  const ENTRY_MS = 8000;
  const state = {
    api: null,
    pos: null,
    board: null,
    lang: 'de',
    letters: 'de',
    theme: 'dark',
    round: null,
    rounds: null,
    roundIndex: 0,
    typed: '',
    qr: false,
    wakeLock: null,
    idleTimer: 0,
    entryTimer: 0,
    messageTimer: 0,
  };

  const Page = window.Chess960Page;
  const $ = Page.byId;
  const t = (key, params) => Page.fill(STRINGS[state.lang][key], params);

  function showMessage(text) {
    const m = $('message');
    m.textContent = text;
    m.hidden = false;
    window.clearTimeout(state.messageTimer);
    state.messageTimer = window.setTimeout(() => {
      m.hidden = true;
    }, 7000);
  }

  // ---- showing a position -------------------------------------------------------------------

  function shareUrl(n) {
    const url = new URL('index.html', window.location.href);
    url.searchParams.set('n', String(n));
    if (state.lang === 'en') url.searchParams.set('lang', 'en');
    return url.href;
  }

  function drawQr(n) {
    const box = $('qr');
    const online = /^https?:$/.test(window.location.protocol);
    if (!state.qr || !online) {
      box.hidden = true;
      return;
    }
    if (typeof window.qrcode !== 'function') {
      loadQrLibrary(() => drawQr(state.pos ? state.pos.number : n));
      return;
    }
    const url = shareUrl(n);
    const qr = window.qrcode(0, 'M');
    qr.addData(url);
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 2;
    const size = count + 2 * quiet;
    let d = '';
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += 'M' + (c + quiet) + ' ' + (r + quiet) + 'h1v1h-1z';
    }
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', 'QR: ' + url);
    svg.setAttribute('shape-rendering', 'crispEdges');
    const path = document.createElementNS(NS, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', '#000');
    svg.appendChild(path);
    const code = $('qr-code');
    code.textContent = '';
    code.appendChild(svg);
    $('qr-caption').textContent = t('qr', { url: url.replace(/^https?:\/\//, '') });
    box.hidden = false;
  }

  let qrLoading = false;
  function loadQrLibrary(done) {
    if (qrLoading) return;
    qrLoading = true;
    const s = document.createElement('script');
    s.src = 'vendor/qrcode.js';
    s.onload = done;
    s.onerror = () => showMessage(t('errQr'));
    document.head.appendChild(s);
  }

  function renderText() {
    const pos = state.pos;
    const s = STRINGS[state.lang];
    document.documentElement.lang = state.lang;
    $('no-label').textContent = s.no;
    if (state.rounds) {
      $('round').textContent = t('round', { r: state.roundIndex + 1 });
      $('round').title = t('roundOf', { r: state.roundIndex + 1, total: state.rounds.length });
      $('round').hidden = false;
    } else if (state.round) {
      $('round').textContent = t('round', { r: state.round });
      $('round').removeAttribute('title');
      $('round').hidden = false;
    } else {
      $('round').hidden = true;
    }
    $('legend').textContent = LEGEND[state.letters];
    $('legend').lang = state.letters;
    $('rank').lang = state.letters;
    $('rank-other').lang = state.letters === 'de' ? 'en' : 'de';
    if (pos) {
      $('no-digits').textContent = String(pos.number);
      $('rank').textContent = state.letters === 'de' ? pos.backRankDe : pos.backRank;
      $('rank-other').textContent = state.letters === 'de' ? pos.backRank : pos.backRankDe;
      $('fen').textContent = pos.fen;
      document.title = t('titleN', { n: pos.number });
    } else {
      document.title = t('title');
    }
    // controls
    $('toolbar').setAttribute('aria-label', s.controls);
    $('draw').textContent = s.losen;
    $('prev').setAttribute('aria-label', state.rounds ? s.prevRound : s.prev);
    $('next').setAttribute('aria-label', state.rounds ? s.nextRound : s.next);
    const otherLetters = state.letters === 'de' ? 'en' : 'de';
    $('letters').textContent = otherLetters.toUpperCase();
    $('letters').title = s.lettersTo[otherLetters];
    const otherTheme = state.theme === 'dark' ? 'light' : 'dark';
    $('theme').textContent = s[otherTheme];
    $('theme').title = s.themeTo[otherTheme];
    $('fullscreen').textContent = s.fullscreen;
    $('fullscreen').title = s.fullscreenLabel;
    $('home').textContent = s.home;
    $('home').href = pos ? shareUrl(pos.number) : 'index.html';
    $('keys').textContent = s.keys;
  }

  function show(pos) {
    state.pos = pos;
    const rank = state.letters === 'de' ? pos.backRankDe : pos.backRank;
    const label = t('board', { n: pos.number, rank: rank });
    if (state.board) state.board.update({ fen: pos.fen, label: label });
    else state.board = window.Chess960Board.render($('board'), { fen: pos.fen, coords: 'inside', label: label });
    renderText();
    drawQr(pos.number);
    Page.updateUrl({ n: pos.number, round: state.rounds ? state.roundIndex + 1 : state.round || null });
  }

  function showNumber(n) {
    show(state.api.startPosition(n));
  }

  function step(delta) {
    if (!state.api) return;
    if (state.rounds) {
      const count = state.rounds.length;
      state.roundIndex = (state.roundIndex + delta + count) % count;
      showNumber(state.rounds[state.roundIndex]);
      return;
    }
    const n = state.pos ? state.pos.number : 518;
    showNumber((n + delta + 960) % 960);
  }

  function losen() {
    if (!state.api) return;
    show(state.api.randomPosition());
  }

  // ---- keyboard entry -------------------------------------------------------------------------

  function showEntry() {
    const box = $('entry');
    if (!state.typed) {
      box.hidden = true;
      return;
    }
    box.textContent = t('entry', { digits: state.typed });
    box.hidden = false;
    window.clearTimeout(state.entryTimer);
    state.entryTimer = window.setTimeout(() => {
      state.typed = '';
      showEntry();
    }, ENTRY_MS);
  }

  function commitEntry() {
    const text = state.typed;
    state.typed = '';
    showEntry();
    if (!text || !state.api) return;
    let pos = null;
    try {
      pos = state.api.startPosition(text);
    } catch {
      showMessage(t('errNumber', { v: text }));
      return;
    }
    show(pos);
  }

  function toggleFullscreen() {
    try {
      if (document.fullscreenElement) document.exitFullscreen();
      else if (document.documentElement.requestFullscreen) {
        const p = document.documentElement.requestFullscreen();
        if (p && p.catch) p.catch(() => {});
      }
    } catch {
      /* not allowed here (e.g. inside a frame) */
    }
  }

  function setTheme(theme) {
    state.theme = theme === 'light' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', state.theme);
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', state.theme === 'light' ? '#f7f5f0' : '#0f1113');
    renderText();
  }

  function setLetters(letters) {
    state.letters = letters === 'en' ? 'en' : 'de';
    if (state.pos) show(state.pos);
    else renderText();
    Page.updateUrl({ letters: state.letters === state.lang ? null : state.letters });
  }

  function onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const target = ev.target;
    const onControl = target && target.closest && target.closest('button, a');
    const key = ev.key;
    if (/^[0-9]$/.test(key)) {
      if (state.typed.length < 4) state.typed += key;
      showEntry();
      ev.preventDefault();
    } else if (key === 'Enter' && state.typed) {
      commitEntry();
      ev.preventDefault();
    } else if (key === 'Backspace' && state.typed) {
      state.typed = state.typed.slice(0, -1);
      showEntry();
      ev.preventDefault();
    } else if (key === 'Escape' && state.typed) {
      state.typed = '';
      showEntry();
    } else if (key === 'l' || key === 'L' || (key === ' ' && !onControl)) {
      losen();
      ev.preventDefault();
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      step(key === 'ArrowLeft' ? -1 : 1);
      ev.preventDefault();
    } else if (key === 'f' || key === 'F') {
      toggleFullscreen();
    } else if (key === 'd' || key === 'D') {
      setLetters(state.letters === 'de' ? 'en' : 'de');
    } else if (key === 't' || key === 'T') {
      setTheme(state.theme === 'dark' ? 'light' : 'dark');
    }
  }

  // ---- screen awake, idle cursor ----------------------------------------------------------------

  function keepAwake() {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || state.wakeLock) return;
    navigator.wakeLock.request('screen').then(
      (lock) => {
        state.wakeLock = lock;
        lock.addEventListener('release', () => {
          state.wakeLock = null;
        });
      },
      () => {
        /* refused (battery saver, no user gesture yet): the screen may sleep */
      },
    );
  }

  function wake() {
    document.body.classList.remove('idle');
    window.clearTimeout(state.idleTimer);
    state.idleTimer = window.setTimeout(() => document.body.classList.add('idle'), IDLE_MS);
  }

  // ---- start ------------------------------------------------------------------------------------

  function parseRounds(text) {
    const parts = String(text)
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (!parts.length || parts.length > 99 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 960)) return null;
    return parts.map(Number);
  }

  function start() {
    const q = Page.queryParams();
    state.lang = q.get('lang') === 'en' ? 'en' : 'de';
    state.letters = q.get('letters') === 'en' || q.get('letters') === 'de' ? q.get('letters') : state.lang;
    state.qr = q.get('qr') === '1' || q.get('qr') === 'true';
    const round = (q.get('round') || '').trim();
    if (/^\d{1,3}$/.test(round) && Number(round) > 0) state.round = String(Number(round));
    setTheme(q.get('theme') === 'light' ? 'light' : 'dark');

    $('prev').addEventListener('click', () => step(-1));
    $('next').addEventListener('click', () => step(1));
    $('draw').addEventListener('click', losen);
    $('letters').addEventListener('click', () => setLetters(state.letters === 'de' ? 'en' : 'de'));
    $('theme').addEventListener('click', () => setTheme(state.theme === 'dark' ? 'light' : 'dark'));
    $('fullscreen').addEventListener('click', toggleFullscreen);
    document.addEventListener('keydown', onKey);
    ['pointermove', 'pointerdown', 'keydown', 'touchstart'].forEach((type) =>
      document.addEventListener(type, wake, { passive: true }),
    );
    document.addEventListener('visibilitychange', keepAwake);
    document.addEventListener('pointerdown', keepAwake, { passive: true });
    wake();
    keepAwake();

    if (typeof window.createChess960 !== 'function') {
      showMessage(t('errLoad'));
      return;
    }
    window.createChess960().then(
      (api) => {
        state.api = api;
        if (q.has('rounds')) {
          state.rounds = parseRounds(q.get('rounds'));
          if (!state.rounds) showMessage(t('errRounds', { v: q.get('rounds').slice(0, 40) }));
          else state.roundIndex = Math.min(Math.max(Number(state.round || 1) - 1, 0), state.rounds.length - 1);
        }
        if (state.rounds) {
          showNumber(state.rounds[state.roundIndex]);
        } else {
          const n = q.get('n');
          let pos = null;
          if (n !== null && n.trim() !== '') {
            try {
              pos = /^\s*\d{1,3}\s*$/.test(n) ? api.startPosition(n.trim()) : null;
            } catch {
              pos = null;
            }
            if (!pos) showMessage(t('errUrl', { v: n.slice(0, 20) }));
          }
          show(pos || api.startPosition(518));
        }
        document.documentElement.setAttribute('data-ready', 'true');
      },
      () => showMessage(t('errLoad')),
    );
  }

  Page.onReady(start);
})();
