// Keeping this tab's events and the stored list in step (event.html). Every change is written
// merged with what other tabs stored (event/store.js: no event, reveal or deletion of another tab
// is lost); another tab's write (a storage event) is merged in, drawn and said. Where the browser
// does not save (storage full or switched off) an alert names the events that exist only in this
// tab, with their export right there; the list is written again on the next change or storage
// event, and the tab asks before it closes.
//
//   start(state, redraw)   state: the page's { api, events, currentId, loaded, blocked }
//   persist() -> bool      writes the list (merged); false when it is not saved
//   deleted(e), imported(events)   an event deleted on purpose; events imported (never deleted)
//   render()               the notices in the page's language;  shownLast() -> id (or null)
import { isolate } from '../shared/bidi.js';
import { byId } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { storageGet, storageSet } from '../shared/page.js';
import { download } from './files.js';
import { renderNotice } from './notice.js';
import * as store from './store.js';
import './words.js';

const CURRENT_KEY = 'chess960.events.current';
let state = null;
let redraw = () => {};
const changes = { deleted: [], revived: [], released: null }; // released: a damaged text downloaded
let unsaved = []; // the events this tab holds that the stored list lacks (a refused write)
let otherTab = false; // another tab changed the list since this page was opened

// Returns what a page shows of an event (a text: two equal texts, the same event as shown).
function shown(e) {
  return JSON.stringify([e.commitment, e.id, e.name, e.public, e.publicFixed, e.revealed, e.secretRevealedAt]);
}

// Returns the events of this tab that the stored list does not hold as they are here.
function notStored() {
  const stored = new Set(store.load(state.api, 0, true).events.map(shown));
  return state.events.filter((e) => !stored.has(shown(e)));
}

// Returns the id of the event this browser showed last (or null).
export function shownLast() {
  return storageGet(CURRENT_KEY);
}

// Keeps the event shown where it still exists, else shows the last one.
function keepCurrent() {
  if (state.events.some((e) => e.id === state.currentId)) return;
  state.currentId = state.events.length ? state.events[state.events.length - 1].id : null;
}

// Writes the notices: the stored list's damage, another tab's change, a list not saved.
export function render() {
  renderNotice(state.loaded, state.blocked, () => {
    changes.released = state.blocked;
    state.blocked = null;
    persist();
    redraw();
  });
  byId('tab-notice').hidden = !otherTab;
  byId('tab-notice').textContent = otherTab ? t('event.otherTab') : '';
  byId('save-alert').hidden = !unsaved.length;
  const names = unsaved.map((e) => isolate(e.name || t('event.unnamed'))).join(', ');
  byId('save-alert-text').textContent = unsaved.length ? t('event.notSaved', { count: unsaved.length, names }) : '';
}

// Writes the events at once, merged with the stored list; shows what is not saved. Writes
// nothing while a damaged list that could not be kept aside is still unsaved (state.blocked).
export function persist() {
  storageSet(CURRENT_KEY, state.currentId || '');
  if (state.blocked !== null) {
    render();
    return false;
  }
  const result = store.save(state.events, state.api, changes);
  if (result.blocked !== undefined) {
    state.blocked = result.blocked;
    render();
    return false;
  }
  state.events = result.events;
  keepCurrent();
  if (result.ok) {
    changes.deleted = [];
    changes.revived = [];
  }
  unsaved = result.ok ? [] : notStored();
  render();
  return result.ok;
}

// Marks an event deleted on purpose: it stays deleted in every tab.
export function deleted(e) {
  changes.deleted.push(e.commitment);
}

// Marks imported events: deleted before, they are back.
export function imported(events) {
  changes.revived.push(...events.map((e) => e.commitment));
}

// Takes another tab's write: its list merged with this tab's (a list not saved here is written
// again), drawn, and said when it changed what this page shows.
function onStorage(ev) {
  if (ev.key !== store.KEY && ev.key !== null) return;
  const before = state.events.map(shown).join();
  if (unsaved.length) persist();
  else state.events = store.sync(state.events, state.api, changes).events;
  state.loaded = { ...state.loaded, wrong: store.load(state.api, 0, true).wrong };
  keepCurrent();
  if (state.events.map(shown).join() !== before) otherTab = true;
  redraw();
}

// Starts keeping the page's events: storage events, the alert's export, the question on closing.
export function start(pageState, draw) {
  state = pageState;
  redraw = draw;
  addEventListener('storage', onStorage);
  byId('save-alert-export').addEventListener('click', () =>
    download(store.exportText(state.events), 'chess960-events.json', 'application/json'),
  );
  addEventListener('beforeunload', (ev) => {
    if (!unsaved.length) return;
    ev.preventDefault();
    ev.returnValue = '';
  });
}
