// The event log in the browser: every event with its secret, commitment, public value and the
// rounds revealed so far (with the time), kept in localStorage and written at once on every
// change (a crash or reload loses nothing); export and import as a JSON file. Several tabs share
// the list: every write merges with the list stored now (per event: the version with more
// rounds revealed), and an event deleted on purpose stays deleted (its commitment is kept as a
// tombstone under `deleted`). An import is
// checked whole before anything is added (a bad file is refused with a coded error, the events
// already here are never touched); events already here (same commitment) are skipped, and an
// imported event whose id is taken gets a new one.
// A stored list that cannot be read whole (damaged text, or entries that are not events) is
// never written over unseen: its text is first kept aside under its own key (one per damaged
// text, chess960.events.unreadable.<time>) for download, and the readable events are shown.
//
// File: { format: 'chess960-events', version: 1, events: [event…], deleted?: [commitment…] } (one event of
// `chess960 event new --json`, format 'chess960-event', is read too).
// Event: { id, name, rounds, exclude: [518…], bothColours, secret, commitment, fingerprint,
//          created, public, publicFixed, revealed: [{ round, number, at }], secretRevealedAt }
import { storageGet, storageSet } from '../shared/page.js';

export const KEY = 'chess960.events';
const ASIDE = 'chess960.events.unreadable.';
const FORMAT = 'chess960-events';
const MAX_NAME = 200;
const SLICE_MS = 30;

// Returns an Error coded ERR_EVENT_FILE (its text: err.ERR_EVENT_FILE of the event's words).
function fileError(detail) {
  return Object.assign(new Error('not an event file: ' + detail), { code: 'ERR_EVENT_FILE', detail });
}

// Returns the keys of the texts kept aside, oldest first.
function asideKeys() {
  const keys = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(ASIDE)) keys.push(key);
    }
  } catch {
    /* storage cannot be listed */
  }
  return keys.sort();
}

// Returns the texts kept aside: [{ key, text, at (ms since 1970) }], oldest first.
export function keptAside() {
  return asideKeys()
    .map((key) => ({ key, text: storageGet(key), at: parseInt(key.slice(ASIDE.length), 36) }))
    .filter((item) => typeof item.text === 'string');
}

// Keeps a text aside (once: the same text kept before is not copied again); returns true
// when it is kept.
function keepAside(text, now) {
  if (keptAside().some((item) => item.text === text)) return true;
  let stamp = Math.max(0, Math.floor(now || Date.now()));
  while (storageGet(ASIDE + stamp.toString(36)) !== null) stamp++;
  return storageSet(ASIDE + stamp.toString(36), text);
}

// Removes a text kept aside (its key from keptAside()).
export function dropAside(key) {
  if (typeof key !== 'string' || !key.startsWith(ASIDE)) return;
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

// Returns true for a whole number from min to max.
function whole(n, min, max) {
  return Number.isInteger(n) && n >= min && n <= max;
}

// Returns the event as it is kept: e's fields checked for their type, with its commitment and
// fingerprint (`keys`), and the given fields (secret, exclude, public, revealed) as they are.
function eventRecord(e, keys, given) {
  return {
    id: typeof e.id === 'string' && e.id ? e.id : 'e' + keys.commitment.slice(0, 12),
    name: typeof e.name === 'string' ? e.name.slice(0, MAX_NAME) : '',
    rounds: e.rounds,
    exclude: given.exclude.slice(),
    bothColours: !!e.bothColours,
    secret: given.secret,
    commitment: keys.commitment,
    fingerprint: keys.fingerprint,
    created: typeof e.created === 'string' ? e.created : '',
    public: given.public,
    publicFixed: !!e.publicFixed || given.revealed.length > 0,
    revealed: given.revealed,
    secretRevealedAt: typeof e.secretRevealedAt === 'string' ? e.secretRevealedAt : null,
  };
}

// Returns a revealed round as it is kept (its time, when it is no text: '').
function revealedRound(r) {
  return { round: r.round, number: r.number, at: typeof r.at === 'string' ? r.at : '' };
}

// Returns a checked copy of one stored event, or throws the part that is wrong ('object',
// 'options', 'secret', 'revealed'); the secret is checked against its commitment with the API.
function storedEvent(e, api) {
  if (!e || typeof e !== 'object' || Array.isArray(e)) throw new Error('object');
  const options = whole(e.rounds, 1, 960) && Array.isArray(e.exclude) && e.exclude.every((n) => whole(n, 0, 959));
  if (!options) throw new Error('options');
  let keys;
  try {
    keys = api.eventCommitment(e.secret);
  } catch {
    throw new Error('secret');
  }
  if (keys.commitment !== e.commitment) throw new Error('secret');
  const revealed =
    Array.isArray(e.revealed) &&
    e.revealed.length <= e.rounds &&
    e.revealed.every((r, i) => r && r.round === i + 1 && whole(r.number, 0, 959));
  if (!revealed) throw new Error('revealed');
  return eventRecord(e, keys, {
    secret: e.secret,
    exclude: e.exclude,
    public: typeof e.public === 'string' ? e.public : '',
    revealed: e.revealed.map(revealedRound),
  });
}

// Returns the events with each id once: a repeated id becomes the next free "<id>-2", "-3", ….
function uniqueIds(events, taken = []) {
  const used = new Set(taken.map((e) => e.id));
  let renamed = 0;
  const out = events.map((e) => {
    if (!used.has(e.id)) {
      used.add(e.id);
      return e;
    }
    let k = 2;
    while (used.has(e.id + '-' + k)) k++;
    used.add(e.id + '-' + k);
    renamed++;
    return { ...e, id: e.id + '-' + k };
  });
  return { events: out, renamed };
}

// Returns what a stored text holds: { list (its entries, null when it holds none), deleted (the
// commitments of the events deleted on purpose) }.
function storedData(raw) {
  try {
    const data = JSON.parse(raw);
    if (!data || typeof data !== 'object' || !Array.isArray(data.events)) return { list: null, deleted: [] };
    const deleted = Array.isArray(data.deleted) ? data.deleted.filter((c) => typeof c === 'string') : [];
    return { list: data.events, deleted };
  } catch {
    return { list: null, deleted: [] };
  }
}

// Returns the events a stored text holds, checked: { events, skipped: [{ index, part }], wrong:
// [{ id, name, round, stored, expected }] (with `reveals`: the revealed numbers that are not what
// the secret gives), deleted, damaged }.
function readStored(raw, api, reveals) {
  const out = { events: [], skipped: [], wrong: [], deleted: [], damaged: null };
  if (raw === null) return out;
  const data = storedData(raw);
  out.deleted = data.deleted;
  if (!data.list) {
    out.damaged = 'unreadable';
    return out;
  }
  data.list.forEach((entry, index) => {
    try {
      const e = storedEvent(entry, api);
      if (data.deleted.includes(e.commitment)) return;
      if (reveals && e.revealed.length)
        out.wrong.push(...wrongReveals(e, api).map((w) => ({ id: e.id, name: e.name, ...w })));
      out.events.push(e);
    } catch (err) {
      out.skipped.push({ index, part: err.code ? 'options' : err.message });
    }
  });
  out.events = uniqueIds(out.events).events;
  if (out.skipped.length) out.damaged = 'entries';
  return out;
}

// Returns what this browser keeps: { events, skipped: [{ index, part }], wrong, damaged, aside,
// text }. damaged: 'unreadable' (not a list of events at all), 'entries' (some skipped),
// 'revealed' (a revealed number is not the secret's: wrong, as readStored) or null; aside:
// whether the stored text is safe in a slot of its own (true when nothing is damaged); text: the
// stored text when damaged. `api` checks each secret against its commitment and each revealed
// number against the secret; with `quiet` nothing is kept aside (a list another tab wrote).
export function load(api, now, quiet) {
  const raw = storageGet(KEY);
  const out = readStored(raw, api, true);
  out.aside = true;
  if (!out.damaged && out.wrong.length) out.damaged = 'revealed';
  if (out.damaged) out.text = raw;
  if (out.damaged && !quiet) out.aside = keepAside(raw, now);
  return out;
}

// Returns the later of two versions of one event: the one with more rounds revealed (on a tie
// the one whose public value is fixed, then the stored one), with the secret revealed in either.
function later(stored, mine) {
  const more = mine.revealed.length - stored.revealed.length;
  const base = more > 0 || (more === 0 && mine.publicFixed && !stored.publicFixed) ? mine : stored;
  return { ...base, secretRevealedAt: base.secretRevealedAt || stored.secretRevealedAt || mine.secretRevealedAt };
}

// Returns the stored events merged with this tab's (per event, by commitment: the later version;
// this tab's new events after the stored ones, a taken id renamed), without those in `gone`.
function mergeLists(stored, mine, gone) {
  const byCommitment = new Map(mine.map((e) => [e.commitment, e]));
  const out = stored.map((e) => (byCommitment.has(e.commitment) ? later(e, byCommitment.get(e.commitment)) : e));
  const known = new Set(stored.map((e) => e.commitment));
  const fresh = mine.filter((e) => !known.has(e.commitment));
  return out.concat(uniqueIds(fresh, out).events).filter((e) => !gone.has(e.commitment));
}

// Returns { events, deleted, raw, damaged }: the list stored now merged with this tab's `events`
// (see mergeLists), less the events deleted on purpose (the stored tombstones and `changes.deleted`,
// commitments), `changes.revived` (commitments imported again) taken off the tombstones.
export function sync(events, api, changes = {}) {
  const raw = storageGet(KEY);
  const stored = readStored(raw, api);
  const revived = new Set(changes.revived || []);
  const gone = new Set(stored.deleted.concat(changes.deleted || []).filter((c) => !revived.has(c)));
  return { events: mergeLists(stored.events, events, gone), deleted: [...gone], raw, damaged: stored.damaged };
}

// Writes the events merged with the list stored now (sync: another tab's events, reveals and
// deletions stay). A stored text that is not read whole is kept aside first unless it is
// `changes.released` (downloaded); when it cannot be, nothing is written and `blocked` is that
// text. Returns { ok (false when storage refuses), events (the merged list), blocked }.
export function save(events, api, changes = {}) {
  const merged = sync(events, api, changes);
  const risky = merged.damaged && merged.raw !== changes.released;
  if (risky && !keepAside(merged.raw)) return { ok: false, events: merged.events, blocked: merged.raw };
  const text = JSON.stringify({ format: FORMAT, version: 1, events: merged.events, deleted: merged.deleted });
  return { ok: storageSet(KEY, text), events: merged.events };
}

// Returns the export file's text for the events.
export function exportText(events) {
  return JSON.stringify({ format: FORMAT, version: 1, exported: new Date().toISOString(), events }, null, 2);
}

// Returns the revealed rounds of an event whose number is not the one its secret, public value
// and settings give: [{ round, stored, expected }] (throws the API's error for impossible
// options). The import refuses an event with any; the page marks them on a stored event.
export function wrongReveals(e, api) {
  const options = {
    secret: e.secret,
    public: e.public,
    rounds: e.rounds,
    exclude: e.exclude,
    bothColours: e.bothColours,
  };
  const rows = api.eventRounds(options); // ERR_TOURNAMENT_… for impossible options
  return e.revealed
    .filter((r) => r.number !== rows[r.round - 1].number)
    .map((r) => ({ round: r.round, stored: r.number, expected: rows[r.round - 1].number }));
}

// Returns a checked copy of one event of a file, or throws ERR_EVENT_FILE / the API's error.
function checkEvent(e, api, index) {
  const where = 'event ' + (index + 1);
  if (!e || typeof e !== 'object') throw fileError(where + ' is not an object');
  if (!whole(e.rounds, 1, 960)) throw fileError(where + ': rounds');
  const exclude = Array.isArray(e.exclude) ? e.exclude : [];
  const keys = api.eventCommitment(e.secret); // ERR_EVENT_SECRET for a bad secret
  if (keys.commitment !== e.commitment) api.eventVerify({ commitment: String(e.commitment), secret: e.secret });
  const pub = typeof e.public === 'string' ? e.public : '';
  const revealed = (Array.isArray(e.revealed) ? e.revealed : []).map((r, i) => {
    if (!r || r.round !== i + 1 || r.round > e.rounds) throw fileError(where + ': a round');
    return revealedRound(r);
  });
  const event = { secret: e.secret, public: pub, rounds: e.rounds, exclude, bothColours: !!e.bothColours, revealed };
  const wrong = wrongReveals(event, api);
  if (wrong.length) throw fileError(where + ': round ' + wrong[0].round + ' has another number');
  const secret = api.eventTexts({ secret: e.secret }).secret;
  return eventRecord(e, keys, { secret, exclude, public: pub, revealed });
}

// Returns the list of events a file holds (not yet checked), or throws ERR_EVENT_FILE.
function fileEvents(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw fileError('not JSON');
  }
  if (data && data.format === 'chess960-event') data = { format: FORMAT, version: 1, events: [data] };
  if (!data || data.format !== FORMAT || !Array.isArray(data.events)) throw fileError('no chess960-events format');
  if (data.version !== 1) throw fileError('version ' + String(data.version));
  return data.events;
}

// Returns the events of an export file (checked), or throws; nothing is stored here.
export function parseFile(text, api) {
  return fileEvents(text).map((e, i) => checkEvent(e, api, i));
}

// Resolves to the events of an export file (checked) as parseFile does, checking a few at a
// time and yielding to the page between slices of about 30 ms (progress(done, total) after
// each slice), so that a large file never freezes the page; rejects with parseFile's error.
export function parseFileInSteps(text, api, progress) {
  return new Promise((resolve, reject) => {
    let list;
    try {
      list = fileEvents(text);
    } catch (err) {
      reject(err);
      return;
    }
    const out = [];
    // Checks events until the slice's time is up, then yields (setTimeout) or finishes.
    function slice() {
      const started = Date.now();
      try {
        while (out.length < list.length && Date.now() - started < SLICE_MS)
          out.push(checkEvent(list[out.length], api, out.length));
      } catch (err) {
        reject(err);
        return;
      }
      if (progress) progress(out.length, list.length);
      if (out.length < list.length) setTimeout(slice, 0);
      else resolve(out);
    }
    slice();
  });
}

// Returns { events, added, skipped, renamed }: the events here plus the file's new ones (by
// commitment); an imported event whose id is taken gets the next free "<id>-2", "-3", ….
export function merge(existing, incoming) {
  const known = new Set(existing.map((e) => e.commitment));
  const fresh = incoming.filter((e) => {
    if (known.has(e.commitment)) return false;
    known.add(e.commitment);
    return true;
  });
  const named = uniqueIds(fresh, existing);
  return {
    events: existing.concat(named.events),
    added: fresh.length,
    skipped: incoming.length - fresh.length,
    renamed: named.renamed,
  };
}
