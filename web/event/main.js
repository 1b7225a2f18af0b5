// The arbiter's event page (event.html): create an event (secret from crypto.getRandomValues,
// its commitment shown as hex, fingerprint and QR code), fix the public value, reveal the rounds
// one by one with the time, reveal the secret; the event log in localStorage (event/store.js),
// kept in step with other tabs (event/saving.js), export/import (event/files.js); the projector (event/control.js); the printed summary and
// handouts (event/handout.js). Every number comes from the library (eventRounds of
// chess960/event), the same as the CLI's.
import { isolate } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import * as evals from '../shared/evals.js';
import { error, onChange, t } from '../shared/i18n.js';
import { loadEventApi } from '../shared/event-api.js';
import { onReady, setUpLanguage } from '../shared/page.js';
import { draw as drawQr } from '../shared/qr.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import { smallButton } from './button.js';
import * as control from './control.js';
import { download, importEvents } from './files.js';
import * as handout from './handout.js';
import { cliNodes, qrUrl, verifyUrl } from './links.js';
import { newEvent } from './new-event.js';
import { OPTION_CHECKS, restoreOptions, saveOptions, studyMinutes } from './options.js';
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
    state.events.push(e);
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

// Writes the list of events.
function renderList() {
  const list = byId('event-list');
  clear(list);
  if (!state.events.length) list.append(el('li', { class: 'hint' }, t('event.listEmpty')));
  for (const e of state.events) {
    const button = smallButton(isolate(e.name || t('event.unnamed')), () => select(e.id));
    button.setAttribute('aria-pressed', String(e.id === state.currentId));
    list.append(el('li', {}, button, el('span', { class: 'fingerprint' }, ' ' + e.fingerprint)));
  }
}

// Returns the revealed round r of an event whose stored number is not the secret's, or undefined.
function wrongRound(e, r) {
  return ((state.loaded && state.loaded.wrong) || []).find((w) => w.id === e.id && w.round === r);
}

// Returns the number cell of a round: the number revealed, marked where it is not the secret's.
function numberCell(e, shown) {
  if (!shown) return el('td', { class: 'number' }, t('event.notYet'));
  const wrong = wrongRound(e, shown.round);
  if (!wrong) return el('td', { class: 'number' }, String(shown.number));
  return el('td', { class: 'number wrong' }, el('s', {}, String(shown.number)), ' ', t('event.wrongNumber', wrong));
}

// Writes the rounds table: revealed rounds with number and time, a handout button each.
function renderRounds(e) {
  const body = byId('rounds-body');
  clear(body);
  for (let r = 1; r <= e.rounds; r++) {
    const shown = e.revealed[r - 1];
    const print = shown && smallButton(t('event.printRound'), () => printHandouts([roundsOf(e)[r - 1]], false));
    body.append(
      el(
        'tr',
        {},
        el('td', {}, String(r)),
        numberCell(e, shown),
        el('td', {}, shown ? handout.when(shown.at) : ''),
        el('td', {}, print),
      ),
    );
  }
}

// Writes the buttons that reveal the next round and put the last one on the wall.
function renderButtons(e) {
  const next = e.revealed.length + 1;
  byId('reveal').disabled = next > e.rounds;
  byId('reveal').textContent = next > e.rounds ? t('event.allRevealed') : t('event.reveal', { r: next });
  const last = e.revealed[e.revealed.length - 1];
  byId('project').disabled = !last;
  byId('project').textContent = last ? t('event.project', { r: last.round }) : t('event.projectNone');
}

// Writes the secret, once revealed, with the ways to check the event.
function renderSecret(e) {
  byId('secret-block').hidden = !e.secretRevealedAt;
  byId('reveal-secret').hidden = !!e.secretRevealedAt;
  if (!e.secretRevealedAt) return;
  byId('secret').textContent = e.secret;
  byId('cli-line').replaceChildren(...cliNodes(e));
  byId('verify-link').href = verifyUrl(e, true);
}

// Writes the current event: commitment, public value, rounds, secret, buttons.
function renderCurrent() {
  const e = current();
  byId('current').hidden = !e;
  if (!e) return;
  byId('current-name').textContent = e.name || t('event.unnamed');
  byId('current-options').textContent = handout.optionsText(e);
  byId('commitment').textContent = e.commitment.replace(/(.{16})(?!$)/g, '$1 ');
  byId('fingerprint').textContent = e.fingerprint;
  drawQr(byId('commit-qr'), byId('commit-qr-caption'), t('event.qrCaption'), qrUrl(e));
  renderPublic(e);
  renderRounds(e);
  renderButtons(e);
  renderSecret(e);
}

// Writes the public value: a field to type it in while it is open; once fixed, the value the
// rounds use, read-only, with the button gone. What is typed is kept across redraws.
function renderPublic(e) {
  const field = byId('public');
  if (e.publicFixed || field.getAttribute('data-event') !== e.id) field.value = e.public;
  field.setAttribute('data-event', e.id);
  field.readOnly = e.publicFixed;
  field.classList.toggle('fixed', e.publicFixed);
  byId('public-save').hidden = e.publicFixed;
  let said = t('event.publicOpen');
  if (e.publicFixed)
    said = e.public ? t('event.publicFixed', { value: isolate(e.public) }) : t('event.publicFixedNone');
  byId('public-state').textContent = said;
}

// Writes the whole page: title, storage notice, the list of events and the current one.
function render() {
  document.title = t('event.title');
  saving.render();
  renderList();
  renderCurrent();
}

// Returns the public value typed into the field as the draw reads it (the core's white-space
// rule; ERR_EVENT_PUBLIC when it is not text).
function typedPublic() {
  return state.api.eventTexts({ public: byId('public').value }).public;
}

// Fixes the public value of an open event after asking (the typed value, as the draw reads
// it); returns true when it is fixed.
function fixPublic(e, question) {
  const value = typedPublic();
  if (!confirm(t(question, { value: value ? isolate(value) : t('event.publicNone') }))) return false;
  e.public = value;
  e.publicFixed = true;
  return true;
}

// Fixes the public value typed into the field after asking (the form's button).
function savePublic(ev) {
  ev.preventDefault();
  const e = current();
  if (!e || e.publicFixed) return;
  try {
    showError(null);
    if (fixPublic(e, 'event.confirmFix')) keep();
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
    if (!e.publicFixed) {
      if (typedPublic() !== '' && !fixPublic(e, 'event.confirmRevealPublic')) return;
      if (!e.publicFixed) e.public = '';
      e.publicFixed = true;
    }
    const r = e.revealed.length + 1;
    e.revealed.push({ round: r, number: roundsOf(e)[r - 1].number, at: new Date().toISOString() });
    keep();
  } catch (err) {
    showError(err);
  }
}

// Reveals the secret after asking: from then on anyone can recompute every round.
function revealSecret() {
  const e = current();
  if (!e || !confirm(t('event.confirmSecret'))) return;
  e.secretRevealedAt = new Date().toISOString();
  keep();
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
  if (wrongRound(e, last.round)) {
    byId('projector-message').textContent = t('event.wrongProject', wrongRound(e, last.round));
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
