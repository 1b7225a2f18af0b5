/*
 * The event log in the browser: every event with its secret, commitment, public value and the
 * rounds revealed so far (with the time), kept in localStorage and written at once on every
 * change (a crash or reload loses nothing); export and import as a JSON file. An import is
 * checked whole before anything is added (a bad file is refused with a coded error, the events
 * already here are never touched); events already here (same commitment) are skipped, and an
 * imported event whose id is taken gets a new one.
 * A stored list that cannot be read whole (damaged text, or entries that are not events) is
 * never written over unseen: its text is first kept aside under its own key (one per damaged
 * text, chess960.events.unreadable.<time>) for download, and the readable events are shown.
 * Classic script: Chess960Event.store.
 *
 * File: { format: 'chess960-events', version: 1, events: [event…] } (one event of
 * `chess960 event new --json`, format 'chess960-event', is read too).
 * Event: { id, name, rounds, exclude: [518…], bothColours, secret, commitment, fingerprint,
 *          created, public, publicFixed, revealed: [{ round, number, at }], secretRevealedAt }
 */
(function (global) {
  'use strict';

  const KEY = 'chess960.events';
  const ASIDE = 'chess960.events.unreadable.';
  const FORMAT = 'chess960-events';
  const MAX_NAME = 200;
  const SLICE_MS = 30;

  // Returns an Error with a page code (translated in event/strings.js as err.CODE).
  function fileError(detail) {
    const error = new Error('not an event file: ' + detail);
    error.code = 'ERR_EVENT_FILE';
    error.detail = detail;
    return error;
  }

  // Returns the storage value of key, or null where storage is refused.
  function read(key) {
    try {
      return global.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // Stores value under key; returns false where storage is refused or full.
  function write(key, value) {
    try {
      global.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  // Returns the keys of the texts kept aside, oldest first.
  function asideKeys() {
    const keys = [];
    try {
      for (let i = 0; i < global.localStorage.length; i++) {
        const key = global.localStorage.key(i);
        if (key && key.indexOf(ASIDE) === 0) keys.push(key);
      }
    } catch {
      /* storage cannot be listed */
    }
    return keys.sort();
  }

  // Returns the texts kept aside: [{ key, text, at (ms since 1970) }], oldest first.
  function keptAside() {
    return asideKeys()
      .map(function (key) {
        return { key: key, text: read(key), at: parseInt(key.slice(ASIDE.length), 36) };
      })
      .filter(function (item) {
        return typeof item.text === 'string';
      });
  }

  // Keeps a text aside (once: the same text kept before is not copied again); returns true
  // when it is kept.
  function keepAside(text, now) {
    const kept = keptAside().some(function (item) {
      return item.text === text;
    });
    if (kept) return true;
    let stamp = Math.max(0, Math.floor(now || Date.now()));
    while (read(ASIDE + stamp.toString(36)) !== null) stamp++;
    return write(ASIDE + stamp.toString(36), text);
  }

  // Removes a text kept aside (its key from keptAside()).
  function dropAside(key) {
    if (typeof key !== 'string' || key.indexOf(ASIDE) !== 0) return;
    try {
      global.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  }

  // Returns true for a whole number from min to max.
  function whole(n, min, max) {
    return Number.isInteger(n) && n >= min && n <= max;
  }

  // Returns a checked copy of one stored event, or throws the part that is wrong ('object',
  // 'options', 'secret', 'revealed'); the secret is checked against its commitment with the API.
  function storedEvent(e, api) {
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw new Error('object');
    const options =
      whole(e.rounds, 1, 960) &&
      Array.isArray(e.exclude) &&
      e.exclude.every(function (n) {
        return whole(n, 0, 959);
      });
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
      e.revealed.every(function (r, i) {
        return r && r.round === i + 1 && whole(r.number, 0, 959);
      });
    if (!revealed) throw new Error('revealed');
    return {
      id: typeof e.id === 'string' && e.id ? e.id : 'e' + keys.commitment.slice(0, 12),
      name: typeof e.name === 'string' ? e.name.slice(0, MAX_NAME) : '',
      rounds: e.rounds,
      exclude: e.exclude.slice(),
      bothColours: !!e.bothColours,
      secret: e.secret,
      commitment: keys.commitment,
      fingerprint: keys.fingerprint,
      created: typeof e.created === 'string' ? e.created : '',
      public: typeof e.public === 'string' ? e.public : '',
      publicFixed: !!e.publicFixed || e.revealed.length > 0,
      revealed: e.revealed.map(function (r) {
        return { round: r.round, number: r.number, at: typeof r.at === 'string' ? r.at : '' };
      }),
      secretRevealedAt: typeof e.secretRevealedAt === 'string' ? e.secretRevealedAt : null,
    };
  }

  // Returns the events with each id once: a repeated id becomes the next free "<id>-2", "-3", ….
  function uniqueIds(events, taken) {
    const used = {};
    (taken || []).forEach(function (e) {
      used[e.id] = true;
    });
    let renamed = 0;
    const out = events.map(function (e) {
      if (!used[e.id]) {
        used[e.id] = true;
        return e;
      }
      let k = 2;
      while (used[e.id + '-' + k]) k++;
      used[e.id + '-' + k] = true;
      renamed++;
      return Object.assign({}, e, { id: e.id + '-' + k });
    });
    return { events: out, renamed: renamed };
  }

  // Returns what this browser keeps: { events, skipped: [{ index, part }], damaged, aside, text }.
  // damaged: 'unreadable' (not a list of events at all), 'entries' (some skipped) or null;
  // aside: whether the stored text is safe in a slot of its own (true when nothing is damaged);
  // text: the stored text when damaged.
  // Pass `api` to check each secret against its commitment.
  function load(api, now) {
    const raw = read(KEY);
    const out = { events: [], skipped: [], damaged: null, aside: true };
    if (raw === null) return out;
    let data = null;
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
    if (!data || typeof data !== 'object' || !Array.isArray(data.events)) {
      out.damaged = 'unreadable';
    } else {
      data.events.forEach(function (e, index) {
        try {
          out.events.push(storedEvent(e, api));
        } catch (err) {
          out.skipped.push({ index: index, part: err.message });
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
  function save(events) {
    return write(KEY, JSON.stringify({ format: FORMAT, version: 1, events: events }));
  }

  // Returns the export file's text for the events.
  function exportText(events) {
    return JSON.stringify({ format: FORMAT, version: 1, exported: new Date().toISOString(), events: events }, null, 2);
  }

  // Returns a checked copy of one event of a file, or throws ERR_EVENT_FILE / the API's error.
  function checkEvent(e, api, index) {
    const where = 'event ' + (index + 1);
    if (!e || typeof e !== 'object') throw fileError(where + ' is not an object');
    const name = typeof e.name === 'string' ? e.name.slice(0, MAX_NAME) : '';
    if (!Number.isInteger(e.rounds) || e.rounds < 1 || e.rounds > 960) throw fileError(where + ': rounds');
    const exclude = Array.isArray(e.exclude) ? e.exclude : [];
    const c = api.eventCommitment(e.secret); // ERR_EVENT_SECRET for a bad secret
    if (c.commitment !== e.commitment) api.eventVerify({ commitment: String(e.commitment), secret: e.secret });
    const pub = typeof e.public === 'string' ? e.public : '';
    const options = { secret: e.secret, public: pub, rounds: e.rounds, exclude: exclude, bothColours: !!e.bothColours };
    const rows = api.eventRounds(options); // ERR_TOURNAMENT_… for impossible options
    const revealed = (Array.isArray(e.revealed) ? e.revealed : []).map(function (r, i) {
      if (!r || r.round !== i + 1) throw fileError(where + ': a round');
      if (r.number !== rows[r.round - 1].number) throw fileError(where + ': round ' + r.round + ' has another number');
      return { round: r.round, number: r.number, at: typeof r.at === 'string' ? r.at : '' };
    });
    return {
      id: typeof e.id === 'string' && e.id ? e.id : 'e' + c.commitment.slice(0, 12),
      name: name,
      rounds: e.rounds,
      exclude: exclude.slice(),
      bothColours: !!e.bothColours,
      secret: api.eventTexts({ secret: e.secret }).secret,
      commitment: c.commitment,
      fingerprint: c.fingerprint,
      created: typeof e.created === 'string' ? e.created : '',
      public: pub,
      publicFixed: !!e.publicFixed || revealed.length > 0,
      revealed: revealed,
      secretRevealedAt: typeof e.secretRevealedAt === 'string' ? e.secretRevealedAt : null,
    };
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
  function parseFile(text, api) {
    return fileEvents(text).map(function (e, i) {
      return checkEvent(e, api, i);
    });
  }

  // Resolves to the events of an export file (checked) as parseFile does, checking a few at a
  // time and yielding to the page between slices of about 30 ms (progress(done, total) after
  // each slice), so that a large file never freezes the page; rejects with parseFile's error.
  function parseFileInSteps(text, api, progress) {
    return new Promise(function (resolve, reject) {
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
        if (out.length < list.length) global.setTimeout(slice, 0);
        else resolve(out);
      }
      slice();
    });
  }

  // Returns { events, added, skipped, renamed }: the events here plus the file's new ones (by
  // commitment); an imported event whose id is taken gets the next free "<id>-2", "-3", ….
  function merge(existing, incoming) {
    const known = {};
    existing.forEach(function (e) {
      known[e.commitment] = true;
    });
    const fresh = incoming.filter(function (e) {
      if (known[e.commitment]) return false;
      known[e.commitment] = true;
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

  global.Chess960Event = global.Chess960Event || {};
  global.Chess960Event.store = {
    KEY: KEY,
    load: load,
    save: save,
    keptAside: keptAside,
    dropAside: dropAside,
    exportText: exportText,
    parseFile: parseFile,
    parseFileInSteps: parseFileInSteps,
    merge: merge,
  };
})(typeof window !== 'undefined' ? window : globalThis);
