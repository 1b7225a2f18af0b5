/*
 * "Würfeln / Draw by hand" page (draw.html): a physical draw method step by step, its exact
 * distribution as a chart, and the tournament draw. Every chess fact comes from chess960.js
 * (createChess960); draw-words.js phrases its steps and events; Chess960Board draws the
 * diagram. Classic script, no inline handlers.
 */
(function () {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';

  const STRINGS = {
    de: {
      title: 'Schach-960 – Würfeln',
      heading: 'Würfeln',
      tagline: 'Chess960-Startstellung von Hand auslosen',
      langSwitch: 'English',
      langSwitchLabel: 'Switch to English',
      home: 'Zur Startseite',
      drawHeading: 'Auslosen',
      method: 'Verfahren',
      restart: 'neu beginnen',
      typeValue: 'oder eintippen:',
      enter: 'eintragen',
      undo: 'zurück',
      backRank: 'Grundreihe',
      rankStrip: 'Grundreihe a1 bis h1',
      empty: 'frei',
      openIndex: 'Stellung ansehen',
      openPlay: 'Spielen',
      openWall: 'Wandanzeige',
      resultNumber: 'Nr. {n}',
      distHeading: 'Wie fair ist das Verfahren?',
      distIntro:
        'Die exakte Wahrscheinlichkeit jeder Nummer 0–959, aus allen möglichen Würfen berechnet. Die Linie markiert 1/960 (gleichverteilt).',
      fair: 'Gleichverteilt: jede der 960 Stellungen hat genau die Wahrscheinlichkeit 1/960.',
      unfair: 'Nicht gleichverteilt: {count} verschiedene Wahrscheinlichkeiten, von {min} bis {max} (fair wäre 1/960).',
      notRandom: 'Dieses Verfahren ist nicht zufällig: die Spieler wählen die Felder selbst, es gibt keine Verteilung.',
      chartLabel: 'Verteilung über die Nummern 0 bis 959: {summary}',
      fairShort: 'Fair: jede Nummer hat die Wahrscheinlichkeit 1/960.',
      unfairShort: 'Nicht fair: Wahrscheinlichkeiten von {min} bis {max} statt 1/960.',
      tournamentHeading: 'Turnierauslosung',
      rounds: 'Runden',
      seed: 'Seed (leer = Zufall)',
      exclude518: 'ohne Nr. 518 (normale Grundstellung)',
      bothColours: 'jede Stellung zweimal, mit getauschten Farben',
      tournamentDraw: 'auslosen',
      print: 'drucken',
      colRound: 'Runde',
      colNumber: 'Nr.',
      colColours: 'Farben',
      swapped: 'getauscht',
      asPaired: 'wie gepaart',
      caption: '{rounds} Runden',
      captionSeed: '{rounds} Runden, Seed „{seed}“',
      seedNote:
        'Nachprüfbar: Nr. = die ersten 4 Bytes von SHA-256(„Seed:k“) mod 960 (k = 0, 1, 2 …; Werte ab 4294967040 und Wiederholungen übersprungen).',
      randomNote: 'Ohne Seed aus dem Zufallsgenerator des Browsers gelost (nicht reproduzierbar).',
      'err.ERR_DRAW_REROLL': '{value}: bitte noch einmal werfen – dafür gibt es kein Feld.',
      'err.ERR_DRAW_VALUE': '„{value}“ ist hier nicht möglich. Möglich: {options}.',
      'err.ERR_DRAW_FINISHED': 'Die Auslosung ist fertig. „neu beginnen“ startet eine neue.',
      'err.ERR_DRAW_UNDO': 'Es gibt nichts zurückzunehmen.',
      'err.ERR_TOURNAMENT_ROUNDS':
        'Bitte eine Rundenzahl von 1 bis 960 angeben (so viele Stellungen müssen übrig bleiben).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'Die ausgeschlossene Nummer ist ungültig.',
      'err.ERR_SEED': 'Der Seed ist ungültig.',
      'err.ERR_LOAD': 'Das Rechenmodul (chess960.js) konnte nicht geladen werden.',
      'err.unknown': 'Unerwarteter Fehler: {message}',
    },
    en: {
      title: 'Chess960 – draw by hand',
      heading: 'Draw by hand',
      tagline: 'Draw a Chess960 start position with dice, coins, a bag or cards',
      langSwitch: 'Deutsch',
      langSwitchLabel: 'Auf Deutsch umschalten',
      home: 'Start page',
      drawHeading: 'Draw',
      method: 'Method',
      restart: 'start again',
      typeValue: 'or type it:',
      enter: 'enter',
      undo: 'undo',
      backRank: 'Back rank',
      rankStrip: 'Back rank a1 to h1',
      empty: 'empty',
      openIndex: 'Show position',
      openPlay: 'Play',
      openWall: 'Wall display',
      resultNumber: 'No. {n}',
      distHeading: 'How fair is the method?',
      distIntro:
        'The exact probability of each number 0–959, computed from every possible outcome. The line marks 1/960 (uniform).',
      fair: 'Uniform: each of the 960 positions has probability exactly 1/960.',
      unfair: 'Not uniform: {count} different probabilities, from {min} to {max} (fair would be 1/960).',
      notRandom: 'This method is not random: the players choose the squares, so it has no distribution.',
      chartLabel: 'Distribution over the numbers 0 to 959: {summary}',
      fairShort: 'Fair: every number has probability 1/960.',
      unfairShort: 'Not fair: probabilities from {min} to {max} instead of 1/960.',
      tournamentHeading: 'Tournament draw',
      rounds: 'Rounds',
      seed: 'Seed (empty = random)',
      exclude518: 'without no. 518 (ordinary chess)',
      bothColours: 'each position twice, colours swapped',
      tournamentDraw: 'draw',
      print: 'print',
      colRound: 'Round',
      colNumber: 'No.',
      colColours: 'Colours',
      swapped: 'swapped',
      asPaired: 'as paired',
      caption: '{rounds} rounds',
      captionSeed: '{rounds} rounds, seed “{seed}”',
      seedNote:
        'Checkable: no. = first 4 bytes of SHA-256("seed:k") mod 960 (k = 0, 1, 2 …; values from 4294967040 and repeats skipped).',
      randomNote: 'Drawn without a seed from the browser\u2019s random source (not reproducible).',
      'err.ERR_LOAD': 'The module chess960.js could not be loaded.',
      'err.unknown': 'Unexpected error: {message}',
    },
  };

  const state = {
    api: null,
    lang: 'de',
    method: 'die',
    draw: null,
    board: null,
    lastNote: null,
    lastError: null, // { error, value } re-translated on a language switch
    tournament: null, // { rows, seed }
  };

  const Page = window.Chess960Page;
  const Words = window.Chess960DrawWords;
  const $ = Page.byId;

  function t(key, params) {
    let text = STRINGS[state.lang][key];
    if (text === undefined) text = STRINGS.de[key];
    if (text === undefined) return key;
    return Page.fill(text, params);
  }

  function el(name, attrs, text) {
    const node = document.createElement(name);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // ---- the step-by-step draw ---------------------------------------------------------

  function startDraw(method) {
    if (state.draw) state.draw.delete();
    state.method = method;
    state.draw = state.api.startDraw(method);
    state.lastNote = null;
    state.lastError = null;
    renderDraw();
    // The exact enumeration can take a moment for the bag and the cards: show the step first.
    $('dist-chart').removeAttribute('data-method');
    window.setTimeout(function () {
      if (state.method === method) renderDistribution();
    }, 0);
  }

  function give(value) {
    try {
      const result = state.draw.give(value);
      state.lastNote = result;
      state.lastError = null;
    } catch (e) {
      state.lastError = { error: e, value: value };
    }
    renderDraw();
  }

  function undo() {
    try {
      state.draw.undo();
      state.lastNote = null;
      state.lastError = null;
    } catch (e) {
      state.lastError = { error: e, value: '' };
    }
    renderDraw();
  }

  function errorText(info) {
    const e = info.error;
    if (!e || !e.code) return t('err.unknown', { message: e && e.message ? e.message : String(e) });
    if (state.lang === 'en' || STRINGS.de['err.' + e.code] === undefined) return e.message;
    const next = state.draw ? state.draw.next() : null;
    return t('err.' + e.code, { value: info.value, options: next ? next.options.join(', ') : '' });
  }

  // Returns the FEN placement of the partly filled back rank (Black mirrors White).
  function partialFen(rank) {
    function row(text) {
      let out = '';
      let empty = 0;
      for (const c of text) {
        if (c === '-') {
          empty++;
          continue;
        }
        if (empty) {
          out += empty;
          empty = 0;
        }
        out += c;
      }
      return out + (empty ? empty : '');
    }
    return row(rank.toLowerCase()) + '/pppppppp/8/8/8/8/PPPPPPPP/' + row(rank);
  }

  function renderDraw() {
    const draw = state.draw;
    const rank = draw.backRank();
    const next = draw.next();
    const de = state.lang === 'de';

    const strip = $('rank-strip');
    strip.setAttribute('aria-label', t('rankStrip'));
    strip.textContent = '';
    const free = {};
    next.freeSquares.forEach(function (s) {
      free[s] = true;
    });
    for (let f = 0; f < 8; f++) {
      const square = 'abcdefgh'[f] + '1';
      const piece = rank[f];
      const letter = piece === '-' ? '' : Words.rank(state.lang, piece);
      const cell = el('li', {
        class: 'rank-cell' + (piece === '-' ? ' is-empty' : ' is-filled') + (f % 2 === 0 ? ' dark' : ' light'),
        'data-square': square,
      });
      cell.appendChild(el('span', { class: 'rank-square' }, square));
      cell.appendChild(el('span', { class: 'rank-piece' }, letter || '·'));
      cell.setAttribute('aria-label', square + ': ' + (letter || t('empty')));
      strip.appendChild(cell);
    }

    $('prompt').textContent = Words.request(state.lang, state.method, next);
    const options = $('options');
    options.textContent = '';
    next.options.forEach(function (value, i) {
      const label = Words.option(state.lang, next, i);
      const button = el('button', { type: 'button', class: 'btn option', 'data-value': String(value) }, label);
      options.appendChild(button);
    });
    next.rerolls.forEach(function (value) {
      const button = el(
        'button',
        { type: 'button', class: 'btn option reroll', 'data-value': String(value) },
        String(value),
      );
      options.appendChild(button);
    });
    $('value-form').hidden = next.kind === 'done';
    $('undo').disabled = draw.history().length === 0;

    $('draw-error').textContent = state.lastError ? errorText(state.lastError) : '';
    $('note').textContent = state.lastNote ? Words.events(state.lang, state.lastNote.events) : '';

    const done = draw.done();
    $('result').hidden = !done;
    let label = rank;
    if (done) {
      const p = draw.result();
      $('result-number').textContent = t('resultNumber', { n: p.number });
      $('result-rank').textContent = de ? p.backRankDe : p.backRank;
      $('result-fen').textContent = p.fen;
      $('link-index').href = 'index.html?n=' + p.number;
      $('link-play').href = 'play.html?n=' + p.number;
      $('link-wall').href = 'wall.html?n=' + p.number;
      label = t('resultNumber', { n: p.number }) + ': ' + (de ? p.backRankDe : p.backRank);
    }
    const options2 = { fen: partialFen(rank), coords: true, label: label };
    if (state.board) state.board.update(options2);
    else state.board = window.Chess960Board.render($('draw-board'), options2);
  }

  // ---- the distribution chart --------------------------------------------------------

  function fractionText(f) {
    return f.num + '/' + f.den;
  }

  function renderDistribution() {
    const chart = $('dist-chart');
    chart.textContent = '';
    let dist;
    try {
      dist = state.api.drawDistribution(state.method);
    } catch (e) {
      const text = e.code === 'ERR_DRAW_NOT_RANDOM' ? t('notRandom') : errorText({ error: e, value: '' });
      $('dist-summary').textContent = text;
      $('method-fairness').textContent = text;
      $('method-fairness').className = 'method-fairness';
      chart.setAttribute('data-method', state.method);
      return;
    }
    const ratios = dist.map(function (f) {
      return (f.num * 960) / f.den;
    });
    const distinct = {};
    dist.forEach(function (f) {
      distinct[fractionText(f)] = f;
    });
    const values = Object.keys(distinct)
      .map(function (k) {
        return distinct[k];
      })
      .sort(function (a, b) {
        return a.num / a.den - b.num / b.den;
      });
    const fair = values.length === 1;
    const summary = fair
      ? t('fair')
      : t('unfair', {
          count: values.length,
          min: fractionText(values[0]),
          max: fractionText(values[values.length - 1]),
        });
    $('dist-summary').textContent = summary;
    $('method-fairness').textContent = fair
      ? t('fairShort')
      : t('unfairShort', {
          min: fractionText(values[0]),
          max: fractionText(values[values.length - 1]),
        });
    $('method-fairness').className = 'method-fairness ' + (fair ? 'is-fair' : 'is-unfair');

    const top = Math.max(1.5, Math.max.apply(null, ratios) * 1.1);
    const width = 960;
    const height = 200;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + (width + 60) + ' ' + (height + 30));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('chartLabel', { summary: summary }));
    svg.setAttribute('class', 'dist-svg');
    const bars = document.createElementNS(SVG, 'g');
    bars.setAttribute('transform', 'translate(50 10)');
    bars.setAttribute('shape-rendering', 'crispEdges');
    ratios.forEach(function (r, n) {
      const h = (r / top) * height;
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('x', String(n));
      rect.setAttribute('y', String(height - h));
      rect.setAttribute('width', '1.05');
      rect.setAttribute('height', String(h));
      rect.setAttribute('class', 'dist-bar' + (Math.abs(r - 1) < 1e-9 ? '' : r > 1 ? ' above' : ' below'));
      rect.setAttribute('data-n', String(n));
      bars.appendChild(rect);
    });
    const fairLine = document.createElementNS(SVG, 'line');
    const y = height - height / top;
    fairLine.setAttribute('x1', '0');
    fairLine.setAttribute('x2', String(width));
    fairLine.setAttribute('y1', String(y));
    fairLine.setAttribute('y2', String(y));
    fairLine.setAttribute('class', 'dist-fair');
    bars.appendChild(fairLine);
    [
      [0, '0'],
      [y, '1/960'],
    ].forEach(function (tick) {
      const text = document.createElementNS(SVG, 'text');
      text.setAttribute('x', '-4');
      text.setAttribute('y', String(tick[0] === 0 ? height : tick[0] + 4));
      text.setAttribute('class', 'dist-tick');
      text.setAttribute('text-anchor', 'end');
      text.textContent = tick[1];
      bars.appendChild(text);
    });
    [0, 240, 480, 720, 959].forEach(function (n) {
      const text = document.createElementNS(SVG, 'text');
      text.setAttribute('x', String(n));
      text.setAttribute('y', String(height + 16));
      text.setAttribute('class', 'dist-tick');
      text.setAttribute('text-anchor', 'middle');
      text.textContent = String(n);
      bars.appendChild(text);
    });
    svg.appendChild(bars);
    chart.appendChild(svg);
    chart.setAttribute('data-method', state.method);
  }

  // ---- tournament --------------------------------------------------------------------

  function drawTournament() {
    const seed = $('seed').value.trim();
    const options = {
      rounds: $('rounds').value.trim(),
      seed: seed === '' ? undefined : seed,
      exclude: $('exclude-518').checked ? [518] : [],
      bothColours: $('both-colours').checked,
    };
    try {
      state.tournament = { rows: state.api.tournamentDraw(options), seed: seed, both: options.bothColours };
      $('tournament-error').textContent = '';
    } catch (e) {
      state.tournament = null;
      $('tournament-error').textContent =
        state.lang === 'de' && STRINGS.de['err.' + e.code] ? t('err.' + e.code) : e.message;
    }
    renderTournament();
  }

  function renderTournament() {
    const table = $('rounds-table');
    const body = table.querySelector('tbody');
    body.textContent = '';
    const data = state.tournament;
    table.hidden = !data;
    $('tournament-print').disabled = !data;
    $('tournament-seed').textContent = data ? (data.seed ? t('seedNote') : t('randomNote')) : '';
    if (!data) return;
    $('rounds-caption').textContent = data.seed
      ? t('captionSeed', { rounds: data.rows.length, seed: data.seed })
      : t('caption', { rounds: data.rows.length });
    data.rows.forEach(function (row) {
      const tr = el('tr', { 'data-number': String(row.number) });
      tr.appendChild(el('th', { scope: 'row' }, String(row.round)));
      const cell = el('td');
      cell.appendChild(el('a', { href: 'index.html?n=' + row.number }, String(row.number)));
      tr.appendChild(cell);
      tr.appendChild(el('td', { class: 'rank-letters' }, state.lang === 'de' ? row.backRankDe : row.backRank));
      tr.appendChild(el('td', {}, row.swapColours ? t('swapped') : data.both ? t('asPaired') : ''));
      body.appendChild(tr);
    });
  }

  // ---- language and start ------------------------------------------------------------

  function applyLanguage() {
    Page.showLanguage(state.lang, t, 'data-t');
    document.title = t('title');
    if (state.api) {
      const select = $('method');
      Array.prototype.forEach.call(select.options, function (option, i) {
        option.textContent = Words.method(state.lang, state.methods[i].id);
      });
      renderDraw();
      renderDistribution();
      renderTournament();
    }
  }

  function setLanguage(lang, remember) {
    state.lang = lang;
    if (remember) Page.rememberLanguage(lang);
    applyLanguage();
  }

  function init() {
    state.lang = Page.initialLanguage();
    applyLanguage();
    $('lang').addEventListener('click', function () {
      setLanguage(state.lang === 'de' ? 'en' : 'de', true);
    });

    if (typeof window.createChess960 !== 'function') {
      $('draw-error').textContent = t('err.ERR_LOAD');
      return;
    }
    window.createChess960().then(
      function (api) {
        state.api = api;
        state.methods = api.drawMethods();
        const select = $('method');
        state.methods.forEach(function (m) {
          select.appendChild(el('option', { value: m.id }, Words.method(state.lang, m.id)));
        });
        let method = 'die';
        const fromQuery = Page.queryParams().get('method');
        if (
          state.methods.some(function (m) {
            return m.id === fromQuery;
          })
        )
          method = fromQuery;
        select.value = method;
        select.addEventListener('change', function () {
          startDraw(select.value);
        });
        $('restart').addEventListener('click', function () {
          startDraw(state.method);
        });
        $('options').addEventListener('click', function (event) {
          const button = event.target.closest('button[data-value]');
          if (button) give(button.getAttribute('data-value'));
        });
        $('value-form').addEventListener('submit', function (event) {
          event.preventDefault();
          give($('value').value);
          $('value').value = '';
        });
        $('undo').addEventListener('click', undo);
        $('tournament-form').addEventListener('submit', function (event) {
          event.preventDefault();
          drawTournament();
        });
        $('tournament-print').addEventListener('click', function () {
          document.body.classList.add('print-rounds');
          window.print();
          document.body.classList.remove('print-rounds');
        });
        startDraw(method);
        document.body.setAttribute('data-ready', '1');
      },
      function () {
        $('draw-error').textContent = t('err.ERR_LOAD');
      },
    );
  }

  Page.onReady(init);
})();
