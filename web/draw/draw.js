/*
 * "Auslosen von Hand / Draw by hand" (draw.html): a physical draw method step by step
 * (draw/machine.js), its exact distribution as a chart (draw/chart.js), and the tournament draw
 * (draw/tournament.js). Every chess fact comes from chess960.js. Classic script: Chess960Draw.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const state = { api: null, methods: [], machine: null, tournament: null };

  // Draws the chart of the method being drawn and says how fair it is.
  function renderDistribution() {
    const method = state.machine.method();
    const said = global.Chess960Draw.chart.render(state.api, method, $('dist-chart'));
    $('dist-summary').textContent = said.summary;
    $('method-fairness').textContent = said.short;
    $('method-fairness').className = 'method-fairness' + (said.notRandom ? '' : said.fair ? ' is-fair' : ' is-unfair');
  }

  // Starts a method; the chart follows once the step is shown (the enumeration takes a moment).
  function startMethod(method) {
    state.machine.start(method);
    $('dist-chart').removeAttribute('data-method');
    global.setTimeout(function () {
      if (state.machine.method() === method) renderDistribution();
    }, 0);
  }

  // Names the methods in the page language.
  function labelMethods() {
    const select = $('method');
    Array.prototype.forEach.call(select.options, function (option, i) {
      option.textContent = global.Chess960Draw.words.method(i18n.lang(), state.methods[i].id);
    });
  }

  function relabel() {
    global.document.title = i18n.t('draw.title');
    if (!state.api) return;
    labelMethods();
    state.machine.render();
    renderDistribution();
    state.tournament.render();
  }

  function bindControls() {
    const select = $('method');
    select.addEventListener('change', function () {
      startMethod(select.value);
    });
    $('restart').addEventListener('click', function () {
      startMethod(state.machine.method());
    });
    $('options').addEventListener('click', function (event) {
      const button = event.target.closest('button[data-value]');
      if (button) state.machine.give(button.getAttribute('data-value'));
    });
    $('value-form').addEventListener('submit', function (event) {
      event.preventDefault();
      state.machine.give($('value').value);
      $('value').value = '';
    });
    $('undo').addEventListener('click', function () {
      state.machine.undo();
    });
    $('tournament-form').addEventListener('submit', function (event) {
      event.preventDefault();
      state.tournament.draw();
    });
    $('tournament-print').addEventListener('click', function () {
      global.document.body.classList.add('print-rounds');
      global.print();
      global.document.body.classList.remove('print-rounds');
    });
  }

  function start() {
    i18n.onChange(relabel);
    page.setUpLanguage();
    page.loadApi().then(
      function (api) {
        state.api = api;
        state.methods = api.drawMethods();
        const board = web.board.render($('draw-board'), { coords: 'outside' });
        state.machine = global.Chess960Draw.machine.create(api, board, $);
        state.tournament = global.Chess960Draw.tournament.create(api, $);
        const select = $('method');
        state.methods.forEach(function (m) {
          const option = global.document.createElement('option');
          option.value = m.id;
          select.appendChild(option);
        });
        labelMethods();
        const asked = page.queryParams().get('method');
        const method = state.methods.some((m) => m.id === asked) ? asked : 'die';
        select.value = method;
        bindControls();
        startMethod(method);
        state.tournament.fromAddress();
        global.document.body.setAttribute('data-ready', '1');
      },
      function (err) {
        $('draw-error').textContent = i18n.error(err);
      },
    );
  }

  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
