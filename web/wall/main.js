/*
 * Wall mode (wall.html): one start position, large, for a projector in a tournament hall.
 * Address: wall.html?n=518 [&round=3] [&rounds=518,12,700[&round=2]] [&qr=1] [&theme=light]
 *          [&letters=en] [&facts=1] [&lang=en];  wall.html?projector=1: the projector window an event page
 *          drives (projector/screen.js), where only F (fullscreen) works.
 * Keys: digits + Enter = setzen (Esc cancels), L or Space = losen, ←/→ = previous/next number
 * (or round with ?rounds=), F = fullscreen, D = letters German/English, T = light/dark, I = the position's facts
 * (facts/facts.js). With a
 * round list, digits and drawing are locked so that no key replaces what the hall sees; U
 * unlocks (and locks again). Every chess fact comes from chess960.js.
 * Classic script: Chess960Wall.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const ENTRY_MS = 8000;
  const MAX_ROUNDS = 960;
  const state = {
    api: null,
    pos: null,
    board: null,
    letters: null, // a language code (its letters); null: the page language
    theme: 'dark',
    round: null,
    rounds: null,
    roundIndex: 0,
    locked: false,
    typed: '',
    qr: false,
    facts: false,
    entryTimer: 0,
    messageTimer: 0,
  };

  // Returns the letters shown: the chosen ones (English or the page language's own), else the
  // page language's.
  function letters() {
    return state.letters === 'en' || state.letters === ownLetters() ? state.letters : i18n.lang();
  }

  // Returns the page language's own letters (German on the English page): the other choice to
  // English letters.
  function ownLetters() {
    return i18n.lang() === 'en' ? 'de' : i18n.lang();
  }

  // Returns the letters the D key and the letters button switch to.
  function otherLetters() {
    return letters() === 'en' ? ownLetters() : 'en';
  }

  function showMessage(text) {
    const box = $('message');
    box.textContent = text;
    box.hidden = false;
    global.clearTimeout(state.messageTimer);
    state.messageTimer = global.setTimeout(function () {
      box.hidden = true;
    }, 7000);
  }

  // Returns the share link of position n (the start page, in the page language).
  function shareUrl(n) {
    const url = new URL('index.html', global.location.href);
    url.searchParams.set('n', String(n));
    if (i18n.lang() !== 'de') url.searchParams.set('lang', i18n.lang());
    return url.href;
  }

  // Draws the QR code of the share link (only over http(s): a file:// link helps no phone).
  function drawQr(n) {
    const box = $('qr');
    if (!state.qr || !/^https?:$/.test(global.location.protocol)) {
      box.hidden = true;
      return;
    }
    global.Chess960Wall.qr.draw($('qr-code'), $('qr-caption'), i18n.t('wall.qr'), shareUrl(n)).then(function (ok) {
      box.hidden = !ok;
      if (!ok) showMessage(i18n.t('wall.errQr'));
    });
  }

  // Writes every text of the page: the position, the round, the controls.
  function renderText() {
    const pos = state.pos;
    const shown = letters();
    $('no-label').textContent = i18n.t('wall.no');
    const roundNumber = state.rounds ? state.roundIndex + 1 : state.round;
    $('round').hidden = !roundNumber;
    if (roundNumber) $('round').textContent = i18n.t('wall.round', { r: roundNumber });
    if (state.rounds) $('round').title = i18n.t('wall.roundOf', { r: roundNumber, total: state.rounds.length });
    const other = shown === 'en' ? ownLetters() : 'en';
    $('legend').textContent = i18n.t('wall.legend', null, shown);
    $('legend').lang = shown;
    $('rank').lang = shown;
    $('rank-other').lang = other;
    if (pos) {
      $('no-digits').textContent = String(pos.number);
      $('rank').textContent = page.backRank(state.api, pos, shown);
      $('rank-other').textContent = page.backRank(state.api, pos, other);
      $('fen').textContent = pos.fen;
      global.document.title = i18n.t('wall.titleN', { n: pos.number });
      state.board.setLabel(i18n.t('wall.board', { n: pos.number, rank: $('rank').textContent }));
      if (state.facts) web.facts.render($('wall-facts'), pos, state.api, { link: false });
    } else {
      global.document.title = i18n.t('wall.title');
    }
    renderControls();
  }

  // Writes the toolbar: labels in the page language, what each toggle switches to.
  function renderControls() {
    $('prev').setAttribute('aria-label', i18n.t(state.rounds ? 'wall.prevRound' : 'wall.prev'));
    $('next').setAttribute('aria-label', i18n.t(state.rounds ? 'wall.nextRound' : 'wall.next'));
    const next = otherLetters();
    $('letters').textContent = next.toUpperCase();
    $('letters').lang = next;
    $('letters').title = i18n.t(next === 'en' ? 'wall.lettersTo.en' : 'wall.lettersTo.own');
    const otherTheme = state.theme === 'dark' ? 'light' : 'dark';
    $('theme').textContent = i18n.t('wall.' + otherTheme);
    $('theme').title = i18n.t('wall.themeTo.' + otherTheme);
    $('lock').hidden = !state.rounds;
    $('lock').textContent = i18n.t(state.locked ? 'wall.lock' : 'wall.unlock');
    $('lock').setAttribute('aria-pressed', String(state.locked));
    $('lock').title = i18n.t(state.locked ? 'wall.unlockLabel' : 'wall.lockLabel');
    $('draw').disabled = state.locked;
    $('wall-facts').hidden = !state.facts;
    $('facts').setAttribute('aria-pressed', String(state.facts));
    $('facts').textContent = i18n.t('wall.facts');
    $('facts').title = i18n.t(state.facts ? 'wall.factsHide' : 'wall.factsShow');
    $('keys').textContent = i18n.t(state.rounds ? 'wall.keysRounds' : 'wall.keys');
    $('home').href = state.pos ? shareUrl(state.pos.number) : 'index.html';
  }

  function show(pos) {
    state.pos = pos;
    state.board.setPieces(pos.pieces);
    renderText();
    drawQr(pos.number);
    page.updateUrl({ n: pos.number, round: state.rounds ? state.roundIndex + 1 : state.round || null });
  }

  // ←/→: the previous or next round of the list, else the previous or next number.
  function step(delta) {
    if (!state.api) return;
    if (state.rounds) {
      const count = state.rounds.length;
      state.roundIndex = (state.roundIndex + delta + count) % count;
      show(state.api.startPosition(state.rounds[state.roundIndex]));
      return;
    }
    const n = state.pos ? state.pos.number : 518;
    show(state.api.startPosition((n + delta + 960) % 960));
  }

  // Returns true (and says so) when a locked round list refuses a change of position.
  function refusedWhileLocked() {
    if (state.locked) showMessage(i18n.t('wall.locked'));
    return state.locked;
  }

  function losen() {
    if (!state.api || refusedWhileLocked()) return;
    show(state.api.randomPosition());
  }

  function setLock(locked) {
    state.locked = locked;
    renderControls();
    showMessage(i18n.t(locked ? 'wall.locked' : 'wall.unlocked'));
  }

  // ---- keyboard entry ---------------------------------------------------------------------------

  function showEntry() {
    const box = $('entry');
    box.hidden = !state.typed;
    if (!state.typed) return;
    box.textContent = i18n.t('wall.entry', { digits: state.typed });
    global.clearTimeout(state.entryTimer);
    state.entryTimer = global.setTimeout(function () {
      state.typed = '';
      showEntry();
    }, ENTRY_MS);
  }

  // Enter after digits: the position of the number typed (the one reader), or why not.
  function commitEntry() {
    const text = state.typed;
    state.typed = '';
    showEntry();
    if (!text || !state.api) return;
    const result = web.startNumber.read(text, web.startNumber.apiCore(state.api));
    if (result.error) showMessage(web.startNumber.message(result));
    else show(state.api.startPosition(result.number));
  }

  function toggleFullscreen() {
    const doc = global.document;
    try {
      if (doc.fullscreenElement) doc.exitFullscreen();
      else if (doc.documentElement.requestFullscreen) doc.documentElement.requestFullscreen().catch(function () {});
    } catch {
      /* not allowed here (e.g. inside a frame) */
    }
  }

  function setTheme(theme) {
    state.theme = theme === 'light' ? 'light' : 'dark';
    global.document.documentElement.setAttribute('data-theme', state.theme);
    const meta = global.document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', state.theme === 'light' ? '#f7f5f0' : '#0f1113');
    renderControls();
  }

  // Shows or hides the position's facts beside the diagram (kept in the address).
  function setFacts(on) {
    state.facts = on;
    renderText();
    page.updateUrl({ facts: on ? '1' : null });
  }

  function setLetters(value) {
    state.letters = value;
    renderText();
    page.updateUrl({ letters: value === i18n.lang() ? null : value });
  }

  // The wall's keys (see the header); keys on a focused button keep their button meaning.
  function onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (state.projector) {
      if (ev.key === 'f' || ev.key === 'F') toggleFullscreen();
      return;
    }
    const onControl = ev.target && ev.target.closest && ev.target.closest('button, a');
    const key = ev.key;
    if (/^[0-9]$/.test(key)) {
      ev.preventDefault();
      if (refusedWhileLocked()) return;
      if (state.typed.length < 6) state.typed += key;
      showEntry();
    } else if (key === 'Enter' && state.typed) {
      ev.preventDefault();
      commitEntry();
    } else if (key === 'Backspace' && state.typed) {
      ev.preventDefault();
      state.typed = state.typed.slice(0, -1);
      showEntry();
    } else if (key === 'Escape' && state.typed) {
      state.typed = '';
      showEntry();
    } else if (key === 'l' || key === 'L' || (key === ' ' && !onControl)) {
      ev.preventDefault();
      losen();
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      ev.preventDefault();
      step(key === 'ArrowLeft' ? -1 : 1);
    } else if (key === 'f' || key === 'F') {
      toggleFullscreen();
    } else if (key === 'd' || key === 'D') {
      setLetters(otherLetters());
    } else if (key === 't' || key === 'T') {
      setTheme(state.theme === 'dark' ? 'light' : 'dark');
    } else if (key === 'i' || key === 'I') {
      setFacts(!state.facts);
    } else if ((key === 'u' || key === 'U') && state.rounds) {
      setLock(!state.locked);
    }
  }

  // ---- start ------------------------------------------------------------------------------------

  // Returns the numbers of a round list ("518,12,700"), or null when any is not 0..959.
  function parseRounds(text) {
    const parts = String(text)
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (!parts.length || parts.length > MAX_ROUNDS) return null;
    const numbers = parts.map(function (part) {
      const result = web.startNumber.read(part, web.startNumber.apiCore(state.api));
      return result.error ? null : result.number;
    });
    return numbers.indexOf(null) >= 0 ? null : numbers;
  }

  // Shows the first position: the round list's, else ?n= (the one reader), else 518.
  function openFirst(params) {
    if (params.has('rounds')) {
      state.rounds = parseRounds(params.get('rounds'));
      if (!state.rounds) showMessage(i18n.t('wall.errRounds', { value: params.get('rounds').slice(0, 40) }));
    }
    if (state.rounds) {
      state.locked = true;
      state.roundIndex = Math.min(Math.max(Number(state.round || 1) - 1, 0), state.rounds.length - 1);
      show(state.api.startPosition(state.rounds[state.roundIndex]));
      return;
    }
    const n = params.get('n');
    let number = 518;
    if (n !== null && n.trim() !== '') {
      const result = web.startNumber.read(n, web.startNumber.apiCore(state.api));
      if (result.error) showMessage(web.startNumber.message({ error: 'ERR_URL', value: 'n=' + n.slice(0, 20) }));
      else number = result.number;
    }
    show(state.api.startPosition(number));
  }

  function start() {
    const params = page.queryParams();
    const projector = global.Chess960Projector;
    state.projector = !!(projector && projector.screen && projector.screen.wanted());
    const chosen = params.get('letters');
    state.letters = i18n.normalize(chosen);
    state.qr = params.get('qr') === '1' || params.get('qr') === 'true';
    state.facts = params.get('facts') === '1' || params.get('facts') === 'true';
    const round = (params.get('round') || '').trim();
    if (/^\d{1,3}$/.test(round) && Number(round) > 0) state.round = String(Number(round));
    state.board = web.firstDiagram.board($('board'), { coords: 'inside', label: '' });
    if (!params.has('rounds')) web.firstDiagram.paint(state.board, params);
    i18n.onChange(function () {
      renderText();
      if (state.pos) drawQr(state.pos.number);
    });
    page.setUpLanguage();
    setTheme(params.get('theme') === 'light' ? 'light' : 'dark');
    $('prev').addEventListener('click', function () {
      step(-1);
    });
    $('next').addEventListener('click', function () {
      step(1);
    });
    $('draw').addEventListener('click', losen);
    $('lock').addEventListener('click', function () {
      setLock(!state.locked);
    });
    $('letters').addEventListener('click', function () {
      setLetters(otherLetters());
    });
    $('theme').addEventListener('click', function () {
      setTheme(state.theme === 'dark' ? 'light' : 'dark');
    });
    $('fullscreen').addEventListener('click', toggleFullscreen);
    $('facts').addEventListener('click', function () {
      setFacts(!state.facts);
    });
    global.document.addEventListener('keydown', onKey);
    global.Chess960Wall.awake.start();
    global.Chess960Wall.fit.start($('panel'), $('toolbar'));
    page.loadApi().then(
      function (api) {
        state.api = api;
        if (state.projector) projector.screen.start(api);
        else openFirst(params);
        global.document.documentElement.setAttribute('data-ready', 'true');
      },
      function (err) {
        showMessage(i18n.error(err));
      },
    );
  }

  global.Chess960Wall = global.Chess960Wall || {};
  global.Chess960Wall.show = show;
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
