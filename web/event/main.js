// The arbiter's event page (event.html): create an event (secret from crypto.getRandomValues,
// its commitment shown as hex, fingerprint and QR code), fix the public value, reveal the rounds
// one by one with the time, reveal the secret; the event log in localStorage (event/store.js),
// export/import (event/files.js); the projector (event/control.js); the printed summary and
// handouts (event/handout.js). Every number comes from the library (api.eventRounds), the same
// as the CLI's.
import * as facts from '../components/facts/facts.js';
import { byId, clear, el } from '../shared/dom.js';
import * as evals from '../shared/evals.js';
import { error, onChange, t } from '../shared/i18n.js';
import { loadApi, onReady, setUpLanguage, storageGet, storageSet } from '../shared/page.js';
import { draw as drawQr } from '../shared/qr.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import { smallButton } from './button.js';
import * as control from './control.js';
import { download, readEvents } from './files.js';
import * as handout from './handout.js';
import { cliLine, qrUrl, verifyUrl } from './links.js';
import { renderNotice } from './notice.js';
import { OPTION_CHECKS, restoreOptions, saveOptions, studyMinutes } from './options.js';
import * as store from './store.js';
import './words.js';

const CURRENT_KEY = 'chess960.events.current';
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

// Writes the storage notice for what was loaded; downloading the text that could not be kept
// aside lets the page save again.
function renderStorageNotice() {
  renderNotice(state.loaded, state.blocked, () => {
    state.blocked = null;
    persist();
    render();
  });
}

// Writes the events at once; warns when the browser does not keep them. Writes nothing while
// a damaged list that could not be kept aside is still unsaved (state.blocked).
function persist() {
  storageSet(CURRENT_KEY, state.currentId || '');
  if (state.blocked !== null) {
    renderStorageNotice();
    return false;
  }
  const ok = store.save(state.events);
  if (!ok) byId('file-message').textContent = t('event.storageFull');
  return ok;
}

// Returns the event shown, or null.
function current() {
  return state.events.find((e) => e.id === state.currentId) || null;
}

// Saves the events and writes the page again.
function keep() {
  persist();
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

// Returns the exclusions the form asks for (numbers as typed; the API checks them), with the
// positions above the evaluation threshold when that is chosen (ERR_EVALS_THRESHOLD if no number).
function formExclusions() {
  const list = [];
  if (byId('no-518').checked) list.push(518);
  if (byId('no-534').checked) list.push(534);
  if (byId('no-unbalanced').checked) {
    const pawns = evals.threshold(byId('unbalanced-threshold').value);
    if (Number.isNaN(pawns)) throw Object.assign(new Error('threshold'), { code: 'ERR_EVALS_THRESHOLD' });
    list.push(...evals.above(pawns));
  }
  for (const typed of byId('exclude')
    .value.split(/[\s,;]+/)
    .filter(Boolean)) {
    list.push(/^\d+$/.test(typed) ? Number(typed) : typed);
  }
  return list.filter((n, i) => list.indexOf(n) === i);
}

// Returns a new event from the form: a new secret and its commitment; impossible options
// throw the API's error now, not on the day.
function newEvent() {
  const api = state.api;
  const secret = api.eventNewSecret();
  const e = {
    id: 'e' + Date.now().toString(36) + secret.slice(0, 6),
    name: byId('name').value.trim().slice(0, 200),
    rounds: Number(byId('rounds').value),
    exclude: formExclusions(),
    bothColours: byId('both').checked,
    secret,
    public: '',
    publicFixed: false,
    revealed: [],
    secretRevealedAt: null,
    created: new Date().toISOString(),
  };
  roundsOf(e); // ERR_TOURNAMENT_ROUNDS / _EXCLUDE
  e.exclude = e.exclude.map(Number).sort((a, b) => a - b);
  return Object.assign(e, api.eventCommitment(secret));
}

// Creates an event from the form and shows it.
function createEvent(ev) {
  ev.preventDefault();
  showError(null);
  try {
    const e = newEvent();
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
    const button = smallButton(e.name || t('event.unnamed'), () => select(e.id));
    button.setAttribute('aria-pressed', String(e.id === state.currentId));
    list.append(el('li', {}, button, el('span', { class: 'fingerprint' }, ' ' + e.fingerprint)));
  }
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
        el('td', { class: 'number' }, shown ? String(shown.number) : t('event.notYet')),
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
  byId('cli-line').textContent = cliLine(e);
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
  if (e.publicFixed) said = e.public ? t('event.publicFixed', { value: e.public }) : t('event.publicFixedNone');
  byId('public-state').textContent = said;
}

// Writes the whole page: title, storage notice, the list of events and the current one.
function render() {
  document.title = t('event.title');
  renderStorageNotice();
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
  if (!confirm(t(question, { value: value || t('event.publicNone') }))) return false;
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
  if (!e || !confirm(t('event.confirmDelete', { name: e.name || t('event.unnamed') }))) return;
  state.events = state.events.filter((x) => x !== e);
  state.currentId = state.events.length ? state.events[state.events.length - 1].id : null;
  keep();
}

// Puts the last revealed round on the wall with the study countdown.
function project() {
  const e = current();
  const last = e && e.revealed[e.revealed.length - 1];
  if (!last) return;
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
  else if (s && s.event) text = t('event.onWall', { what: s.event });
  byId('wall-state').textContent = text;
}

// Adds the new events of the checked file (merged by commitment) and says what was added.
function addImported(incoming) {
  const merged = store.merge(state.events, incoming);
  state.events = merged.events;
  if (!current() && state.events.length) state.currentId = state.events[0].id;
  const saved = persist();
  render();
  let text = t('event.imported', merged);
  if (merged.renamed) text += ' ' + t('event.importRenamed', merged);
  if (saved === false) text += ' ' + t('event.storageFull');
  byId('file-message').textContent = text;
}

// Reads an export file and adds its new events (a bad file changes nothing). The file is
// checked a slice at a time with its progress shown, so a large file does not freeze the page.
function importFile(file) {
  const message = byId('file-message');
  showError(null);
  message.textContent = '';
  state.importing = true;
  byId('import').disabled = true;
  readEvents(file, state.api, (done, total) => {
    message.textContent = t('event.importing', { done, total });
  })
    .then(addImported, (err) => {
      message.textContent = '';
      showError(err);
    })
    .then(() => {
      state.importing = false;
      byId('import').disabled = false;
    });
}

// Prints the summary of the current event.
function printSummary() {
  if (current()) handout.print('summary', [handout.summarySheet(current())], false);
}

// Prints the handouts of rows of the current event (with the facts when chosen: their
// evaluations are loaded first).
function printHandouts(rows, a5) {
  const e = current();
  const withFacts = byId('handout-facts').checked;
  (withFacts ? facts.loadEvals() : Promise.resolve()).then(() => {
    handout.print(
      'handouts',
      rows.map((row) => handout.roundSheet(state.api, e, row, withFacts)),
      a5,
    );
  });
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
  state.currentId = storageGet(CURRENT_KEY);
  if (!current() && state.events.length) state.currentId = state.events[state.events.length - 1].id;
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
  Promise.all([loadApi(), evals.load()]).then(([api]) => begin(api), showError);
}

registerServiceWorker();
onReady(start);
