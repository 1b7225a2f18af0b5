// The arbiter's event page (event.html): create an event (secret from crypto.getRandomValues,
// its commitment shown as hex, fingerprint and QR code: event/render.js), fix the public value,
// reveal the rounds one by one with the time, reveal the secret, each a new event
// (event/record.js); the event log in localStorage (event/store.js), kept in step with other
// tabs (event/saving.js), export/import (event/files.js); the projector (event/control.js); the
// printed summary and handouts (event/handout.js). Every number comes from the library
// (eventRounds of chess960/event), the same as the CLI's.
import { isolate } from '../shared/bidi.js';
import { byId } from '../shared/dom.js';
import * as evals from '../shared/evals.js';
import { error, onChange, t } from '../shared/i18n.js';
import { loadEventApi } from '../shared/event-api.js';
import { onReady, setUpLanguage } from '../shared/page.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import * as control from './control.js';
import { download, importEvents } from './files.js';
import * as handout from './handout.js';
import { qrUrl } from './links.js';
import { newEvent } from './new-event.js';
import { OPTION_CHECKS, restoreOptions, saveOptions, studyMinutes } from './options.js';
import * as record from './record.js';
import { renderEvent, renderList, wrongRound } from './render.js';
import * as saving from './saving.js';
import * as store from './store.js';
import './words.js';

const state = {
  api: null,
  events: [],
  currentId: null,
  control: null,
  loaded: null,
  blocked: null,
  importing: false,
};

// Shows an error (coded: in the page language) or clears it.
function showError(err) {
  const box = byId('page-error');
  box.hidden = !err;
  box.textContent = err ? error(err) : '';
}

// Returns the event shown, or null.
function current() {
  return state.events.find((e) => e.id === state.currentId) || null;
}

// Saves the events and writes the page again.
function keep() {
  saving.persist();
  render();
}

// Returns the rounds of an event (api.eventRounds: the numbers anyone can recompute).
function roundsOf(e) {
  return state.api.eventRounds({
    secret: e.secret,
    public: e.public,
    rounds: e.rounds,
    exclude: e.exclude,
    bothColours: e.bothColours,
  });
}

// Creates an event from the form and shows it.
function createEvent(ev) {
  ev.preventDefault();
  showError(null);
  try {
    const e = newEvent(state.api);
    state.events = [...state.events, e];
    state.currentId = e.id;
    keep();
  } catch (err) {
    showError(err);
  }
}

// Shows another event (and its name on the wall).
function select(id) {
  state.currentId = id;
  keep();
  if (state.control && current()) state.control.idle(current().name);
  describeWall();
}

// Writes the whole page: title, storage notice, the list of events and the current one.
function render() {
  document.title = t('event.title');
  saving.render();
  renderList(state, select);
  renderEvent(current(), state.loaded, (r) => printHandouts([roundsOf(current())[r - 1]], false));
}

// Puts `next` in the place of the event of its id (events are never changed in place:
// event/record.js), saves and draws.
function update(next) {
  state.events = record.replaced(state.events, next);
  keep();
}

// Returns the public value typed into the field as the draw reads it (the core's white-space
// rule; ERR_EVENT_PUBLIC when it is not text).
function typedPublic() {
  return state.api.eventTexts({ public: byId('public').value }).public;
}

// Returns the event with the public value typed fixed, after asking (the value as the draw
// reads it), or null when the question is declined.
function fixPublic(e, question) {
  const value = typedPublic();
  if (!confirm(t(question, { value: value ? isolate(value) : t('event.publicNone') }))) return null;
  return record.withPublic(e, value);
}

// Fixes the public value typed into the field after asking (the form's button).
function savePublic(ev) {
  ev.preventDefault();
  const e = current();
  if (!e || e.publicFixed) return;
  try {
    showError(null);
    const fixed = fixPublic(e, 'event.confirmFix');
    if (fixed) update(fixed);
  } catch (err) {
    showError(err);
  }
}

// Reveals the next round and records the time. Before round 1 a public value typed but not
// fixed yet is fixed after asking (cancel: nothing is revealed); an empty field fixes none.
function revealNext() {
  const e = current();
  if (!e || e.revealed.length >= e.rounds) return;
  try {
    showError(null);
    let next = e;
    if (!e.publicFixed) {
      next = typedPublic() === '' ? record.withPublic(e, '') : fixPublic(e, 'event.confirmRevealPublic');
      if (!next) return;
    }
    const number = roundsOf(next)[next.revealed.length].number;
    update(record.withRound(next, number, new Date().toISOString()));
  } catch (err) {
    showError(err);
  }
}

// Reveals the secret after asking: from then on anyone can recompute every round.
function revealSecret() {
  const e = current();
  if (!e || !confirm(t('event.confirmSecret'))) return;
  update(record.withSecretRevealed(e, new Date().toISOString()));
}

// Deletes the current event after asking.
function deleteEvent() {
  const e = current();
  if (!e || !confirm(t('event.confirmDelete', { name: isolate(e.name || t('event.unnamed')) }))) return;
  state.events = state.events.filter((x) => x !== e);
  saving.deleted(e);
  state.currentId = state.events.length ? state.events[state.events.length - 1].id : null;
  keep();
}

// Puts the last revealed round on the wall with the study countdown.
function project() {
  const e = current();
  const last = e && e.revealed[e.revealed.length - 1];
  if (!last) return;
  const wrong = wrongRound(state.loaded, e, last.round);
  if (wrong) {
    byId('projector-message').textContent = t('event.wrongProject', wrong);
    return;
  }
  const minutes = studyMinutes();
  if (minutes === null) {
    byId('projector-message').textContent = t('event.badMinutes');
    return;
  }
  state.control.project({
    event: e.name,
    round: last.round,
    number: last.number,
    minutes,
    verifyUrl: byId('show-qr').checked ? qrUrl(e) : null,
  });
  describeWall();
}

// Darkens the wall, or lights it again.
function blankWall() {
  state.control.blank();
  describeWall();
}

// Says in words what the wall shows (the preview is a picture of it, hidden from screen readers).
function describeWall() {
  const s = state.control && state.control.current();
  let text = '';
  if (s && s.blank) text = t('event.wallDark');
  else if (s && s.number !== null && s.number !== undefined)
    text = t('event.onWall', { what: t('hall.roundNo', { r: s.round, n: s.number }) });
  else if (s && s.event) text = t('event.onWall', { what: isolate(s.event) });
  byId('wall-state').textContent = text;
}

// Reads an export file and adds its new events (a bad file changes nothing; see files.js).
function importFile(file) {
  showError(null);
  importEvents(file, state, {
    done: (incoming) => {
      const merged = store.merge(state.events, incoming);
      state.events = merged.events;
      if (!current() && state.events.length) state.currentId = state.events[0].id;
      saving.imported(incoming);
      const saved = saving.persist();
      render();
      return { merged, saved };
    },
    failed: showError,
  });
}

// Prints the summary of the current event.
function printSummary() {
  if (current()) handout.print('summary', [handout.summarySheet(current())], false);
}

// Prints the handouts of rows of the current event.
function printHandouts(rows, a5) {
  handout.printRounds(state.api, current(), rows, a5, byId('handout-facts').checked);
}

// Prints the handouts of every round of the current event.
function printAll() {
  const e = current();
  if (e) printHandouts(roundsOf(e), byId('a5').checked);
}

// Calls fn on the event `type` of the element with this id.
function on(id, type, fn) {
  byId(id).addEventListener(type, fn);
}

// Connects the page's forms and buttons.
function wire() {
  on('new-form', 'submit', createEvent);
  on('reveal', 'click', revealNext);
  on('public-form', 'submit', savePublic);
  on('reveal-secret', 'click', revealSecret);
  on('open-projector', 'click', () => state.control.open());
  on('project', 'click', project);
  on('blank', 'click', blankWall);
  on('study', 'change', () => {
    byId('study-other').hidden = byId('study').value !== 'other';
    saveOptions();
  });
  on('study-other', 'change', saveOptions);
  for (const id of OPTION_CHECKS) on(id, 'change', saveOptions);
  on('export', 'click', () => download(store.exportText(state.events), 'chess960-events.json', 'application/json'));
  on('import', 'change', (ev) => {
    if (ev.target.files && ev.target.files[0] && !state.importing) importFile(ev.target.files[0]);
    ev.target.value = '';
  });
  on('print-summary', 'click', printSummary);
  on('print-all', 'click', printAll);
  on('delete', 'click', deleteEvent);
}

// Says how many positions the evaluation threshold leaves out.
function showUnbalancedCount() {
  byId('unbalanced-count').textContent = evals.countText(byId('unbalanced-threshold').value);
}

// Sets the page up with the library: the events kept here, the projector, the page.
function begin(api) {
  state.api = api;
  state.loaded = store.load(api);
  state.events = state.loaded.events;
  state.blocked = state.loaded.aside ? null : state.loaded.text;
  state.currentId = saving.shownLast();
  if (!current() && state.events.length) state.currentId = state.events[state.events.length - 1].id;
  saving.start(state, render);
  state.control = control.create(api, byId('preview'), (key) => {
    byId('projector-message').textContent = t(key);
  });
  if (!state.control.available) byId('projector-message').textContent = t('event.noChannel');
  onChange(() => {
    render();
    describeWall();
    showUnbalancedCount();
  });
  describeWall();
  render();
  showUnbalancedCount();
  on('unbalanced-threshold', 'input', showUnbalancedCount);
  document.documentElement.setAttribute('data-ready', 'true');
}

// Starts the page: its language and remembered options, then the library and the evaluations.
function start() {
  setUpLanguage();
  restoreOptions();
  wire();
  Promise.all([loadEventApi(), evals.load()]).then(([api]) => begin(api), showError);
}

registerServiceWorker();
onReady(start);
