// "Auslosen von Hand / Draw by hand" (draw.html): a physical draw method step by step
// (draw/machine.js), its exact distribution as a chart (draw/chart.js), and the tournament draw
// (draw/tournament.js). Every chess fact comes from the library: the draw machines from its draw
// module, the positions and the tournament draw from the rules module.
import { createChess960Draw } from 'chess960/draw';
import * as board from '../board/board.js';
import { byId, el } from '../shared/dom.js';
import { error, lang, onChange, t } from '../shared/i18n.js';
import { loadEventApi } from '../shared/event-api.js';
import * as evals from '../shared/evals.js';
import { loadApi, onReady, queryParams, setUpLanguage } from '../shared/page.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import * as chart from './chart.js';
import * as machine from './machine.js';
import { method as methodName } from './phrasing.js';
import * as tournament from './tournament.js';
import './words.js';

const state = { api: null, draws: null, methods: [], machine: null, tournament: null };

// Draws the chart of the method being drawn and says how fair it is.
function renderDistribution() {
  const said = chart.render(state.draws, state.machine.method(), byId('dist-chart'));
  byId('dist-summary').textContent = said.summary;
  byId('method-fairness').textContent = said.short;
  byId('method-fairness').className = 'method-fairness' + (said.notRandom ? '' : said.fair ? ' is-fair' : ' is-unfair');
}

// Starts a method; the chart follows once the step is shown (the enumeration takes a moment).
function startMethod(method) {
  state.machine.start(method);
  byId('dist-chart').removeAttribute('data-method');
  setTimeout(() => {
    if (state.machine.method() === method) renderDistribution();
  }, 0);
}

// Names the methods in the page language.
function labelMethods() {
  [...byId('method').options].forEach((option, i) => {
    option.textContent = methodName(lang(), state.methods[i].id);
  });
}

// Writes the page again in the language just chosen.
function relabel() {
  document.title = t('draw.title');
  if (!state.api) return;
  labelMethods();
  state.machine.render();
  renderDistribution();
  state.tournament.render();
}

// Prints the tournament's list of rounds alone.
function printRounds() {
  document.body.classList.add('print-rounds');
  print();
  document.body.classList.remove('print-rounds');
}

// Connects the method menu, the draw's buttons and form, and the tournament's form.
function bindControls() {
  const select = byId('method');
  select.addEventListener('change', () => startMethod(select.value));
  byId('restart').addEventListener('click', () => startMethod(state.machine.method()));
  byId('options').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-value]');
    if (button) state.machine.give(button.getAttribute('data-value'));
  });
  byId('value-form').addEventListener('submit', (event) => {
    event.preventDefault();
    state.machine.give(byId('value').value);
    byId('value').value = '';
  });
  byId('undo').addEventListener('click', () => state.machine.undo());
  byId('tournament-form').addEventListener('submit', (event) => {
    event.preventDefault();
    state.tournament.draw();
  });
  byId('tournament-print').addEventListener('click', printRounds);
}

// Sets the page up with the library's rules and draw modules: the methods, the diagram, the
// first draw, the address's list.
function begin(api, draws) {
  state.api = api;
  state.draws = draws;
  state.methods = draws.drawMethods();
  const diagram = board.render(byId('draw-board'), { coords: 'outside' });
  state.machine = machine.create(api, draws, diagram);
  state.tournament = tournament.create(api);
  const select = byId('method');
  select.append(...state.methods.map((m) => el('option', { value: m.id })));
  labelMethods();
  const asked = queryParams().get('method');
  const method = state.methods.some((m) => m.id === asked) ? asked : 'die';
  select.value = method;
  bindControls();
  startMethod(method);
  state.tournament.fromAddress();
  document.body.setAttribute('data-ready', '1');
}

// Starts the page: its language, then the library's three modules (rules, draw machines, event
// draws) and the evaluations (the tournament's option).
function start() {
  onChange(relabel);
  setUpLanguage();
  Promise.all([loadEventApi(), loadApi(createChess960Draw), evals.load()]).then(
    ([api, draws]) => begin(api, draws),
    (err) => {
      byId('draw-error').textContent = error(err);
    },
  );
}

registerServiceWorker();
onReady(start);
