// The event page's projector and print options (study time, QR code, A5, facts), remembered
// on this device for the next visit.
import { minutes } from '../components/projector/countdown.js';
import { byId } from '../shared/dom.js';
import { storageGet, storageSet } from '../shared/page.js';

const OPTIONS_KEY = 'chess960.events.options';
// The check boxes remembered, by id.
export const OPTION_CHECKS = ['show-qr', 'a5', 'handout-facts'];

// Remembers the options as the form shows them.
export function saveOptions() {
  const options = { study: byId('study').value, studyOther: byId('study-other').value };
  for (const id of OPTION_CHECKS) options[id] = byId(id).checked;
  storageSet(OPTIONS_KEY, JSON.stringify(options));
}

// Returns the options remembered, or null.
function remembered() {
  try {
    const options = JSON.parse(storageGet(OPTIONS_KEY));
    return options && typeof options === 'object' ? options : null;
  } catch {
    return null;
  }
}

// Puts back the options remembered by saveOptions (values the form does not offer are ignored).
export function restoreOptions() {
  const options = remembered();
  if (!options) return;
  const study = byId('study');
  if ([...study.options].some((o) => o.value === options.study)) study.value = options.study;
  if (typeof options.studyOther === 'string') byId('study-other').value = options.studyOther.slice(0, 20);
  byId('study-other').hidden = study.value !== 'other';
  for (const id of OPTION_CHECKS) if (typeof options[id] === 'boolean') byId(id).checked = options[id];
}

// Returns the study minutes chosen (0 = off), or null when the typed value is not a time.
export function studyMinutes() {
  const chosen = byId('study').value;
  return minutes(chosen === 'other' ? byId('study-other').value : chosen);
}
