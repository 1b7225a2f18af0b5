// The verify page (verify.html): the published texts (commitment, secret, public value, the
// event's settings) give every round, or a clear refusal (ERR_EVENT_COMMITMENT when the secret
// does not match, ERR_EVENT_SECRET when it is not 64 hex digits). Works offline; ?c= fills in
// the commitment (the event page's QR code points here), ?s= the secret, ?p= the public value,
// ?r= the rounds, ?x= the exclusions, ?b=1 both colours (b=0: one colour). The rounds depend on
// the public value and the settings as much as on the secret: the result says which values it
// used (the public value isolated, its invisible and direction characters shown and warned of),
// and which of them a link that opened the page did not give (the page's defaults stand there);
// the rounds whose colours are swapped (both colours) are marked.
import { hasHidden, isolate, showHidden } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import { error, onChange, t } from '../shared/i18n.js';
import { loadEventApi } from '../shared/event-api.js';
import { backRank, onReady, queryParams, setUpLanguage } from '../shared/page.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import './words.js';

// The settings besides the secret, by the id of their field, with the address parameter that
// gives each and the key of its name.
const SETTINGS = {
  public: { param: 'p', label: 'event.publicShort' },
  rounds: { param: 'r', label: 'event.rounds' },
  exclude: { param: 'x', label: 'verify.exclude' },
  both: { param: 'b', label: 'event.bothShort' },
};
// The texts an address fills in, by parameter: the id of their field.
const TEXTS = { c: 'commitment', s: 'secret', p: 'public', r: 'rounds', x: 'exclude' };

let api = null;
// The settings a link left out (the page's defaults stand in the form); typing one removes it.
const notGiven = new Set();

// Fills the form from the address; remembers which settings it did not give.
function prefill() {
  const q = queryParams();
  for (const [param, id] of Object.entries(TEXTS)) if (q.has(param)) byId(id).value = q.get(param).slice(0, 500);
  if (q.has('b')) byId('both').checked = q.get('b') === '1';
  if (!q.has('c') && !q.has('s')) return;
  for (const [name, setting] of Object.entries(SETTINGS)) if (!q.has(setting.param)) notGiven.add(name);
}

// Returns the excluded numbers as typed (the API checks them).
function exclusions() {
  return byId('exclude')
    .value.split(/[\s,;]+/)
    .filter(Boolean);
}

// Returns the sentence naming the values the rounds were computed with.
function basisText() {
  const value = api.eventTexts({ public: byId('public').value }).public;
  const list = exclusions();
  const parts = [
    value ? t('verify.publicValue', { value: isolate(showHidden(value)) }) : t('verify.noPublic'),
    t('event.roundsN', { n: byId('rounds').value.trim() }),
    list.length ? t('event.excluded', { list: list.join(', ') }) : t('event.excludedNone'),
    byId('both').checked ? t('event.bothShort') : t('verify.oneColour'),
  ];
  return t('verify.basis', { settings: parts.join(' · ') });
}

// Returns the sentence naming the settings the opening link left out, or ''.
function missingText() {
  const names = [...notGiven].map((name) => t(SETTINGS[name].label));
  return names.length ? t('verify.missing', { fields: names.join(', ') }) : '';
}

// Returns the refusal of a well-formed commitment that the secret does not give, with both
// fingerprints (to find a mistyped digit), or null for any other error.
function mismatch(err) {
  if (err.code !== 'ERR_EVENT_COMMITMENT') return null;
  try {
    const c = api.eventTexts({ commitment: byId('commitment').value }).commitment;
    const fp = api.eventCommitment(byId('secret').value).fingerprint;
    return t('verify.mismatch', { secret: fp, commitment: c.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ') });
  } catch {
    return null;
  }
}

// Writes the rounds the texts give, with what they were computed from.
function showRounds(rows) {
  const fingerprint = api.eventCommitment(byId('secret').value).fingerprint;
  byId('verify-ok').textContent = t('verify.ok', { fingerprint });
  byId('verify-basis').textContent = basisText();
  byId('verify-hidden').hidden = !hasHidden(api.eventTexts({ public: byId('public').value }).public);
  byId('verify-missing').textContent = missingText();
  byId('verify-missing').hidden = !missingText();
  const body = byId('verify-rounds');
  clear(body);
  for (const r of rows) {
    body.append(
      el(
        'tr',
        {},
        el('td', {}, String(r.round)),
        el('td', { class: 'number' }, String(r.number)),
        el('td', {}, backRank(api, r)),
        el('td', { class: 'colours' }, r.swapColours ? t('verify.swapped') : ''),
      ),
    );
  }
}

// Checks the secret against the commitment and shows every round, or the refusal.
function check(ev) {
  if (ev) ev.preventDefault();
  const refusal = byId('verify-error');
  const result = byId('verify-result');
  try {
    api.eventVerify({ commitment: byId('commitment').value, secret: byId('secret').value });
    showRounds(
      api.eventRounds({
        secret: byId('secret').value,
        public: byId('public').value,
        rounds: byId('rounds').value.trim(),
        exclude: exclusions(),
        bothColours: byId('both').checked,
      }),
    );
    refusal.hidden = true;
    result.hidden = false;
  } catch (err) {
    result.hidden = true;
    refusal.hidden = false;
    refusal.textContent = mismatch(err) || error(err);
    refusal.setAttribute('data-code', err.code || '');
  }
}

// Shows under the public value field, while it holds invisible or direction characters, the value
// with those characters as marks (the field itself draws it as they make it look).
function showPublicAsRead() {
  const value = byId('public').value;
  const note = byId('public-hidden');
  note.hidden = !hasHidden(value);
  note.textContent = note.hidden
    ? ''
    : t('verify.hidden') + ' ' + t('verify.readAs', { value: isolate(showHidden(value)) });
}

// Sets the page up with the library: checks at once what the address gave.
function begin(loaded) {
  api = loaded;
  if (byId('commitment').value && byId('secret').value) check();
  document.documentElement.setAttribute('data-ready', 'true');
}

// Starts the page: its language, the form from the address, then the library.
function start() {
  setUpLanguage();
  document.title = t('verify.title');
  onChange(() => {
    document.title = t('verify.title');
    showPublicAsRead();
    if (api && !byId('verify-result').hidden) check();
  });
  prefill();
  showPublicAsRead();
  byId('public').addEventListener('input', showPublicAsRead);
  byId('verify-form').addEventListener('submit', check);
  for (const name of Object.keys(SETTINGS)) byId(name).addEventListener('input', () => notGiven.delete(name));
  loadEventApi().then(begin, (err) => {
    byId('verify-error').hidden = false;
    byId('verify-error').textContent = error(err);
  });
}

registerServiceWorker();
onReady(start);
