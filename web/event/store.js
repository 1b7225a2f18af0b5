/*
 * The event log in the browser: every event with its secret, commitment, public value and the
 * rounds revealed so far (with the time), kept in localStorage and written at once on every
 * change (a crash or reload loses nothing); export and import as a JSON file. An import is
 * checked whole before anything is added (a bad file is refused with a coded error, the events
 * already here are never touched); events already here (same commitment) are skipped.
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
  const FORMAT = 'chess960-events';
  const MAX_NAME = 200;

  // Returns an Error with a page code (translated in event/strings.js as err.CODE).
  function fileError(detail) {
    const error = new Error('not an event file: ' + detail);
    error.code = 'ERR_EVENT_FILE';
    error.detail = detail;
    return error;
  }

  // Returns the events kept in this browser ([] when none or unreadable).
  function load() {
    try {
      const data = JSON.parse(global.localStorage.getItem(KEY));
      return data && Array.isArray(data.events) ? data.events : [];
    } catch {
      return [];
    }
  }

  // Writes the events; returns false when storage refuses (the page warns).
  function save(events) {
    try {
      global.localStorage.setItem(KEY, JSON.stringify({ format: FORMAT, version: 1, events: events }));
      return true;
    } catch {
      return false;
    }
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
    const revealed = (Array.isArray(e.revealed) ? e.revealed : []).map(function (r) {
      if (!r || !Number.isInteger(r.round) || r.round < 1 || r.round > rows.length)
        throw fileError(where + ': a round');
      if (r.number !== rows[r.round - 1].number) throw fileError(where + ': round ' + r.round + ' has another number');
      return { round: r.round, number: r.number, at: typeof r.at === 'string' ? r.at : '' };
    });
    return {
      id: typeof e.id === 'string' && e.id ? e.id : 'e' + c.commitment.slice(0, 12),
      name: name,
      rounds: e.rounds,
      exclude: exclude.slice(),
      bothColours: !!e.bothColours,
      secret: e.secret.replace(/\s+/g, '').toLowerCase(),
      commitment: c.commitment,
      fingerprint: c.fingerprint,
      created: typeof e.created === 'string' ? e.created : '',
      public: pub,
      publicFixed: !!e.publicFixed || revealed.length > 0,
      revealed: revealed,
      secretRevealedAt: typeof e.secretRevealedAt === 'string' ? e.secretRevealedAt : null,
    };
  }

  // Returns the events of an export file (checked), or throws; nothing is stored here.
  function parseFile(text, api) {
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw fileError('not JSON');
    }
    if (data && data.format === 'chess960-event') data = { format: FORMAT, version: 1, events: [data] };
    if (!data || data.format !== FORMAT || !Array.isArray(data.events)) throw fileError('no chess960-events format');
    if (data.version !== 1) throw fileError('version ' + String(data.version));
    return data.events.map(function (e, i) {
      return checkEvent(e, api, i);
    });
  }

  // Returns { events, added, skipped }: the events here plus the file's new ones (by commitment).
  function merge(existing, incoming) {
    const known = {};
    existing.forEach(function (e) {
      known[e.commitment] = true;
    });
    const events = existing.slice();
    let added = 0;
    incoming.forEach(function (e) {
      if (known[e.commitment]) return;
      known[e.commitment] = true;
      events.push(e);
      added++;
    });
    return { events: events, added: added, skipped: incoming.length - added };
  }

  global.Chess960Event = global.Chess960Event || {};
  global.Chess960Event.store = {
    KEY: KEY,
    load: load,
    save: save,
    exportText: exportText,
    parseFile: parseFile,
    merge: merge,
  };
})(typeof window !== 'undefined' ? window : globalThis);
