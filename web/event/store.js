// The event log in the browser: every event with its secret, commitment, public value and the
// rounds revealed so far (with the time), kept in localStorage and written at once on every
// change (a crash or reload loses nothing); export and import as a JSON file. An import is
// checked whole before anything is added (a bad file is refused with a coded error, the events
// already here are never touched); events already here (same commitment) are skipped, and an
// imported event whose id is taken gets a new one.
// A stored list that cannot be read whole (damaged text, or entries that are not events) is
// never written over unseen: its text is first kept aside under its own key (one per damaged
// text, chess960.events.unreadable.<time>) for download, and the readable events are shown.
//
// File: { format: 'chess960-events', version: 1, events: [event…] } (one event of
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

// Returns the list of events a stored text holds, or null when it holds none.
function storedList(raw) {
  try {
    const data = JSON.parse(raw);
    return data && typeof data === 'object' && Array.isArray(data.events) ? data.events : null;
  } catch {
    return null;
  }
}

// Returns what this browser keeps: { events, skipped: [{ index, part }], damaged, aside, text }.
// damaged: 'unreadable' (not a list of events at all), 'entries' (some skipped) or null;
// aside: whether the stored text is safe in a slot of its own (true when nothing is damaged);
// text: the stored text when damaged.
// Pass `api` to check each secret against its commitment.
export function load(api, now) {
  const raw = storageGet(KEY);
  const out = { events: [], skipped: [], damaged: null, aside: true };
  if (raw === null) return out;
  const list = storedList(raw);
  if (!list) {
    out.damaged = 'unreadable';
  } else {
    list.forEach((e, index) => {
      try {
        out.events.push(storedEvent(e, api));
      } catch (err) {
        out.skipped.push({ index, part: err.message });
      }
    });
    out.events = uniqueIds(out.events).events;
    if (out.skipped.length) out.damaged = 'entries';
  }
  if (out.damaged) {
    out.text = raw;
    out.aside = keepAside(raw, now);
  }
  return out;
}

// Writes the events; returns false when storage refuses (the page warns).
export function save(events) {
  return storageSet(KEY, JSON.stringify({ format: FORMAT, version: 1, events }));
}

// Returns the export file's text for the events.
export function exportText(events) {
  return JSON.stringify({ format: FORMAT, version: 1, exported: new Date().toISOString(), events }, null, 2);
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
  const options = { secret: e.secret, public: pub, rounds: e.rounds, exclude, bothColours: !!e.bothColours };
  const rows = api.eventRounds(options); // ERR_TOURNAMENT_… for impossible options
  const revealed = (Array.isArray(e.revealed) ? e.revealed : []).map((r, i) => {
    if (!r || r.round !== i + 1) throw fileError(where + ': a round');
    if (r.number !== rows[r.round - 1].number) throw fileError(where + ': round ' + r.round + ' has another number');
    return revealedRound(r);
  });
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
