/*
 * The arbiter's event page (event.html): create an event (secret from crypto.getRandomValues,
 * its commitment shown as hex, fingerprint and QR code), fix the public value, reveal the rounds
 * one by one with the time, reveal the secret; the event log in localStorage (event/store.js),
 * export/import; the projector (event/control.js); the printed summary and handouts
 * (event/handout.js). Every number comes from the API (api.eventRounds), the same as the CLI's.
 * Classic script: Chess960Event.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const ns = global.Chess960Event;
  const store = ns.store;
  const handout = ns.handout;
  const CURRENT_KEY = 'chess960.events.current';
  const OPTIONS_KEY = 'chess960.events.options';
  const OPTION_CHECKS = ['show-qr', 'a5', 'handout-facts'];
  const QR_MAX = 1000; // characters of the link in the QR code (more: the commitment alone)
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
    const box = $('page-error');
    box.hidden = !err;
    box.textContent = err ? i18n.error(err) : '';
  }

  // Writes the events at once; warns when the browser does not keep them. Writes nothing while
  // a damaged list that could not be kept aside is still unsaved (state.blocked).
  function persist() {
    page.storageSet(CURRENT_KEY, state.currentId || '');
    if (state.blocked !== null) {
      renderStorageNotice();
      return false;
    }
    const ok = store.save(state.events);
    if (!ok) $('file-message').textContent = i18n.t('event.storageFull');
    return ok;
  }

  function current() {
    return (
      state.events.find(function (e) {
        return e.id === state.currentId;
      }) || null
    );
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

  // Returns the verify page's address for an event: the commitment and every setting the
  // rounds depend on (rounds, exclusions, both colours; the public value once it is fixed), and
  // the secret with `withSecret`. verify.html names what a link leaves out.
  function verifyUrl(e, withSecret) {
    const url = new URL('verify.html', global.location.href);
    url.searchParams.set('c', e.commitment);
    if (withSecret) url.searchParams.set('s', e.secret);
    if (e.publicFixed) url.searchParams.set('p', e.public);
    url.searchParams.set('r', String(e.rounds));
    url.searchParams.set('x', e.exclude.join(','));
    url.searchParams.set('b', e.bothColours ? '1' : '0');
    if (i18n.lang() !== 'de') url.searchParams.set('lang', i18n.lang());
    return url.href;
  }

  // Returns the link a QR code carries: verifyUrl, or the commitment alone when that link is too
  // long for a code a phone reads from the back of the hall.
  function qrUrl(e) {
    const full = verifyUrl(e, false);
    if (full.length <= QR_MAX) return full;
    const url = new URL('verify.html', global.location.href);
    url.searchParams.set('c', e.commitment);
    if (i18n.lang() !== 'de') url.searchParams.set('lang', i18n.lang());
    return url.href;
  }

  // Returns the exclusions the form asks for (numbers as typed; the API checks them), with the
  // positions above the evaluation threshold when that is chosen (ERR_EVALS_THRESHOLD if no number).
  function formExclusions() {
    const list = [];
    if ($('no-518').checked) list.push(518);
    if ($('no-534').checked) list.push(534);
    if ($('no-unbalanced').checked) {
      const pawns = web.evals.threshold($('unbalanced-threshold').value);
      if (Number.isNaN(pawns)) throw Object.assign(new Error('threshold'), { code: 'ERR_EVALS_THRESHOLD' });
      web.evals.above(pawns).forEach(function (n) {
        list.push(n);
      });
    }
    $('exclude')
      .value.split(/[\s,;]+/)
      .filter(Boolean)
      .forEach(function (t) {
        list.push(/^\d+$/.test(t) ? Number(t) : t);
      });
    return list.filter(function (n, i) {
      return list.indexOf(n) === i;
    });
  }

  // Creates an event from the form: a new secret, its commitment; impossible options refused.
  function createEvent(ev) {
    ev.preventDefault();
    showError(null);
    const api = state.api;
    try {
      const exclude = formExclusions();
      const secret = api.eventNewSecret();
      const e = {
        id: 'e' + Date.now().toString(36) + secret.slice(0, 6),
        name: $('name').value.trim().slice(0, 200),
        rounds: Number($('rounds').value),
        exclude: exclude,
        bothColours: $('both').checked,
        secret: secret,
        public: '',
        publicFixed: false,
        revealed: [],
        secretRevealedAt: null,
        created: new Date().toISOString(),
      };
      roundsOf(e); // ERR_TOURNAMENT_ROUNDS / _EXCLUDE now, not on the day
      e.exclude = e.exclude.map(Number).sort(function (a, b) {
        return a - b;
      });
      Object.assign(e, api.eventCommitment(secret));
      state.events.push(e);
      state.currentId = e.id;
      persist();
      render();
    } catch (err) {
      showError(err);
    }
  }

  function select(id) {
    state.currentId = id;
    persist();
    render();
    if (state.control && current()) state.control.idle(current().name);
    describeWall();
  }

  // Writes the list of events.
  function renderList() {
    const list = $('event-list');
    list.textContent = '';
    if (!state.events.length) list.appendChild(page.textElement('li', i18n.t('event.listEmpty'), 'hint'));
    state.events.forEach(function (e) {
      const li = list.appendChild(global.document.createElement('li'));
      const b = li.appendChild(page.textElement('button', e.name || i18n.t('event.unnamed'), 'btn btn-small'));
      b.type = 'button';
      b.setAttribute('aria-pressed', String(e.id === state.currentId));
      b.addEventListener('click', function () {
        select(e.id);
      });
      li.appendChild(page.textElement('span', ' ' + e.fingerprint, 'fingerprint'));
    });
  }

  // Writes the rounds table: revealed rounds with number and time, a handout button each.
  function renderRounds(e) {
    const body = $('rounds-body');
    body.textContent = '';
    for (let r = 1; r <= e.rounds; r++) {
      const shown = e.revealed[r - 1];
      const tr = body.appendChild(global.document.createElement('tr'));
      tr.appendChild(page.textElement('td', String(r)));
      tr.appendChild(page.textElement('td', shown ? String(shown.number) : i18n.t('event.notYet'), 'number'));
      tr.appendChild(page.textElement('td', shown ? handout.when(shown.at) : ''));
      const cell = tr.appendChild(global.document.createElement('td'));
      if (shown) {
        const b = cell.appendChild(page.textElement('button', i18n.t('event.printRound'), 'btn btn-small'));
        b.type = 'button';
        b.addEventListener('click', function () {
          printHandouts([roundsOf(e)[r - 1]], false);
        });
      }
    }
  }

  // Writes the current event: commitment, public value, rounds, secret, buttons.
  function renderCurrent() {
    const e = current();
    $('current').hidden = !e;
    if (!e) return;
    $('current-name').textContent = e.name || i18n.t('event.unnamed');
    $('current-options').textContent = handout.optionsText(e);
    $('commitment').textContent = e.commitment.replace(/(.{16})(?!$)/g, '$1 ');
    $('fingerprint').textContent = e.fingerprint;
    web.qr.draw($('commit-qr'), $('commit-qr-caption'), i18n.t('event.qrCaption'), qrUrl(e));
    renderPublic(e);
    renderRounds(e);
    const next = e.revealed.length + 1;
    $('reveal').disabled = next > e.rounds;
    $('reveal').textContent = next > e.rounds ? i18n.t('event.allRevealed') : i18n.t('event.reveal', { r: next });
    const last = e.revealed[e.revealed.length - 1];
    $('project').disabled = !last;
    $('project').textContent = last ? i18n.t('event.project', { r: last.round }) : i18n.t('event.projectNone');
    $('secret-block').hidden = !e.secretRevealedAt;
    $('reveal-secret').hidden = !!e.secretRevealedAt;
    if (e.secretRevealedAt) {
      $('secret').textContent = e.secret;
      $('cli-line').textContent = cliLine(e);
      $('verify-link').href = verifyUrl(e, true);
    }
  }

  // Writes the public value: a field to type it in while it is open; once fixed, the value the
  // rounds use, read-only, with the button gone. What is typed is kept across redraws.
  function renderPublic(e) {
    const field = $('public');
    if (e.publicFixed || field.getAttribute('data-event') !== e.id) field.value = e.public;
    field.setAttribute('data-event', e.id);
    field.readOnly = e.publicFixed;
    field.classList.toggle('fixed', e.publicFixed);
    $('public-save').hidden = e.publicFixed;
    if (!e.publicFixed) $('public-state').textContent = i18n.t('event.publicOpen');
    else
      $('public-state').textContent = e.public
        ? i18n.t('event.publicFixed', { value: e.public })
        : i18n.t('event.publicFixedNone');
  }

  // Returns the command line that checks the event (the options as the CLI spells them).
  function cliLine(e) {
    const parts = ['chess960 event verify --commitment', e.commitment, '--secret', e.secret, '--rounds', e.rounds];
    if (e.exclude.length) parts.push('--exclude', e.exclude.join(','));
    if (e.bothColours) parts.push('--both-colours');
    if (e.public) parts.push("--public '" + e.public.replace(/'/g, "'\\''") + "'");
    return parts.join(' ');
  }

  function render() {
    global.document.title = i18n.t('event.title');
    renderStorageNotice();
    renderList();
    renderCurrent();
  }

  // Returns the public value typed into the field as the draw reads it (the core's white-space
  // rule; ERR_EVENT_PUBLIC when it is not text).
  function typedPublic() {
    return state.api.eventTexts({ public: $('public').value }).public;
  }

  // Fixes the public value of an open event after asking (the typed value, as the draw reads
  // it); returns true when it is fixed.
  function fixPublic(e, question) {
    const value = typedPublic();
    const shown = value || i18n.t('event.publicNone');
    if (!global.confirm(i18n.t(question, { value: shown }))) return false;
    e.public = value;
    e.publicFixed = true;
    return true;
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
      const rows = roundsOf(e);
      const r = e.revealed.length + 1;
      e.revealed.push({ round: r, number: rows[r - 1].number, at: new Date().toISOString() });
      persist();
      render();
    } catch (err) {
      showError(err);
    }
  }

  // Remembers the projector and print options (study time, QR code, A5, facts) for the next visit.
  function saveOptions() {
    const options = { study: $('study').value, studyOther: $('study-other').value };
    OPTION_CHECKS.forEach(function (id) {
      options[id] = $(id).checked;
    });
    page.storageSet(OPTIONS_KEY, JSON.stringify(options));
  }

  // Puts back the options remembered by saveOptions (values the form does not offer are ignored).
  function restoreOptions() {
    let options = null;
    try {
      options = JSON.parse(page.storageGet(OPTIONS_KEY));
    } catch {
      options = null;
    }
    if (!options || typeof options !== 'object') return;
    const study = $('study');
    const offered = Array.prototype.some.call(study.options, function (o) {
      return o.value === options.study;
    });
    if (offered) study.value = options.study;
    if (typeof options.studyOther === 'string') $('study-other').value = options.studyOther.slice(0, 20);
    $('study-other').hidden = study.value !== 'other';
    OPTION_CHECKS.forEach(function (id) {
      if (typeof options[id] === 'boolean') $(id).checked = options[id];
    });
  }

  // Returns the study minutes chosen (0 = off), or null when the typed value is not a time.
  function studyMinutes() {
    const chosen = $('study').value;
    return global.Chess960Projector.countdown.minutes(chosen === 'other' ? $('study-other').value : chosen);
  }

  // Puts the last revealed round on the wall with the study countdown.
  function project() {
    const e = current();
    const last = e && e.revealed[e.revealed.length - 1];
    if (!last) return;
    const minutes = studyMinutes();
    if (minutes === null) {
      $('projector-message').textContent = i18n.t('event.badMinutes');
      return;
    }
    state.control.project({
      event: e.name,
      round: last.round,
      number: last.number,
      minutes: minutes,
      verifyUrl: $('show-qr').checked ? qrUrl(e) : null,
    });
    describeWall();
  }

  // Says in words what the wall shows (the preview is a picture of it, hidden from screen readers).
  function describeWall() {
    const s = state.control && state.control.current();
    let text = '';
    if (s && s.blank) text = i18n.t('event.wallDark');
    else if (s && s.number !== null && s.number !== undefined)
      text = i18n.t('event.onWall', { what: i18n.t('hall.roundNo', { r: s.round, n: s.number }) });
    else if (s && s.event) text = i18n.t('event.onWall', { what: s.event });
    $('wall-state').textContent = text;
  }

  // Reads an export file and adds its new events (a bad file changes nothing). The file is
  // checked a slice at a time with its progress shown, so a large file does not freeze the page.
  function importFile(file) {
    const reader = new global.FileReader();
    const message = $('file-message');
    showError(null);
    message.textContent = '';
    state.importing = true;
    $('import').disabled = true;
    reader.onload = function () {
      store
        .parseFileInSteps(String(reader.result), state.api, function (done, total) {
          message.textContent = i18n.t('event.importing', { done: done, total: total });
        })
        .then(function (incoming) {
          const merged = store.merge(state.events, incoming);
          state.events = merged.events;
          if (!current() && state.events.length) state.currentId = state.events[0].id;
          const saved = persist();
          render();
          let text = i18n.t('event.imported', merged);
          if (merged.renamed) text += ' ' + i18n.t('event.importRenamed', merged);
          if (saved === false) text += ' ' + i18n.t('event.storageFull');
          message.textContent = text;
        })
        .catch(function (err) {
          message.textContent = '';
          showError(err);
        })
        .then(function () {
          state.importing = false;
          $('import').disabled = false;
        });
    };
    reader.onerror = function () {
      state.importing = false;
      $('import').disabled = false;
      showError(Object.assign(new Error('the file cannot be read'), { code: 'ERR_EVENT_FILE' }));
    };
    reader.readAsText(file);
  }

  // Offers a text as a file download.
  function download(text, name, type) {
    const blob = new global.Blob([text], { type: type });
    const a = global.document.createElement('a');
    a.href = global.URL.createObjectURL(blob);
    a.download = name;
    global.document.body.appendChild(a);
    a.click();
    a.remove();
  }

  // Offers the events as a file download.
  function exportFile() {
    download(store.exportText(state.events), 'chess960-events.json', 'application/json');
  }

  // Returns the file name of a damaged text kept aside (its date in the name).
  function asideName(at) {
    const d = new Date(at);
    const day = isNaN(d.getTime()) ? 'unknown' : d.toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return 'chess960-events-unreadable-' + day + '.txt';
  }

  // Writes the warning about saved events that could not be read: what was skipped, each text
  // kept aside with a download (and a delete) button, and whether nothing is saved until then.
  function renderStorageNotice() {
    const box = $('storage-notice');
    const loaded = state.loaded;
    const kept = store.keptAside();
    const lines = [];
    if (loaded && loaded.damaged === 'unreadable') lines.push(i18n.t('event.damagedList'));
    if (loaded && loaded.damaged === 'entries') lines.push(skippedText(loaded.skipped));
    if (state.blocked !== null) lines.push(i18n.t('event.asideFailed'));
    else if (kept.length) lines.push(i18n.t('event.asideHint'));
    box.hidden = !lines.length && !kept.length;
    $('storage-text').textContent = lines.join(' ');
    const list = $('aside-list');
    list.textContent = '';
    if (state.blocked !== null) asideItem(list, { key: null, text: state.blocked, at: Date.now() });
    kept.forEach(function (item) {
      asideItem(list, item);
    });
  }

  // Returns the sentence naming the skipped saved events ("no. 2: the secret").
  function skippedText(skipped) {
    const list = skipped
      .map(function (s) {
        return i18n.t('event.skippedItem', { n: s.index + 1, part: i18n.t('event.part.' + s.part) });
      })
      .join(', ');
    return i18n.t('event.skippedEntries', { count: skipped.length, list: list });
  }

  // Adds a damaged text to the list: when it was kept aside (or that it is not) and its size,
  // a download button, and a delete button for a text kept aside.
  function asideItem(list, item) {
    const li = list.appendChild(global.document.createElement('li'));
    const size = item.text.length.toLocaleString(i18n.lang());
    const d = new Date(item.at);
    const label =
      item.key === null
        ? i18n.t('event.notKept', { size: size })
        : i18n.t('event.keptAside', { when: isNaN(d.getTime()) ? '?' : handout.when(d.toISOString()), size: size });
    li.appendChild(page.textElement('span', label + ' '));
    const get = li.appendChild(page.textElement('button', i18n.t('event.downloadAside'), 'btn btn-small'));
    get.type = 'button';
    get.addEventListener('click', function () {
      download(item.text, asideName(item.at), 'text/plain');
      if (item.key === null) {
        state.blocked = null;
        persist();
        render();
      }
    });
    if (item.key === null) return;
    const drop = li.appendChild(page.textElement('button', i18n.t('event.dropAside'), 'btn btn-small'));
    drop.type = 'button';
    drop.addEventListener('click', function () {
      if (!global.confirm(i18n.t('event.confirmDropAside'))) return;
      store.dropAside(item.key);
      renderStorageNotice();
    });
  }

  function on(id, type, fn) {
    $(id).addEventListener(type, fn);
  }

  function wire() {
    on('new-form', 'submit', createEvent);
    on('reveal', 'click', revealNext);
    on('public-form', 'submit', function (ev) {
      ev.preventDefault();
      const e = current();
      if (!e || e.publicFixed) return;
      try {
        showError(null);
        if (!fixPublic(e, 'event.confirmFix')) return;
        persist();
        render();
      } catch (err) {
        showError(err);
      }
    });
    on('reveal-secret', 'click', function () {
      const e = current();
      if (!e || !global.confirm(i18n.t('event.confirmSecret'))) return;
      e.secretRevealedAt = new Date().toISOString();
      persist();
      render();
    });
    on('open-projector', 'click', function () {
      state.control.open();
    });
    on('project', 'click', project);
    on('blank', 'click', function () {
      state.control.blank();
      describeWall();
    });
    on('study', 'change', function () {
      $('study-other').hidden = $('study').value !== 'other';
      saveOptions();
    });
    on('study-other', 'change', saveOptions);
    OPTION_CHECKS.forEach(function (id) {
      on(id, 'change', saveOptions);
    });
    on('export', 'click', exportFile);
    on('import', 'change', function (ev) {
      if (ev.target.files && ev.target.files[0] && !state.importing) importFile(ev.target.files[0]);
      ev.target.value = '';
    });
    on('print-summary', 'click', function () {
      if (current()) handout.print('summary', [handout.summarySheet(current())], false);
    });
    on('print-all', 'click', function () {
      const e = current();
      if (!e) return;
      printHandouts(roundsOf(e), $('a5').checked);
    });
    on('delete', 'click', function () {
      const e = current();
      if (!e || !global.confirm(i18n.t('event.confirmDelete', { name: e.name || i18n.t('event.unnamed') }))) return;
      state.events = state.events.filter(function (x) {
        return x !== e;
      });
      state.currentId = state.events.length ? state.events[state.events.length - 1].id : null;
      persist();
      render();
    });
  }

  // Prints the handouts of rows of the current event (with the facts when chosen: their
  // evaluations are loaded first).
  function printHandouts(rows, a5) {
    const e = current();
    const withFacts = $('handout-facts').checked;
    (withFacts ? web.facts.loadEvals() : Promise.resolve()).then(function () {
      const sheets = rows.map(function (row) {
        return handout.roundSheet(state.api, e, row, withFacts);
      });
      handout.print('handouts', sheets, a5);
    });
  }

  // Says how many positions the evaluation threshold leaves out.
  function showUnbalancedCount() {
    $('unbalanced-count').textContent = web.evals.countText($('unbalanced-threshold').value);
  }

  function start() {
    page.setUpLanguage();
    restoreOptions();
    wire();
    page.loadApi().then(
      function (api) {
        state.api = api;
        state.loaded = store.load(api);
        state.events = state.loaded.events;
        state.blocked = state.loaded.aside ? null : state.loaded.text;
        state.currentId = page.storageGet(CURRENT_KEY);
        if (!current() && state.events.length) state.currentId = state.events[state.events.length - 1].id;
        state.control = ns.control.create(api, $('preview'), function (key) {
          $('projector-message').textContent = i18n.t(key);
        });
        if (!state.control.available) $('projector-message').textContent = i18n.t('event.noChannel');
        i18n.onChange(function () {
          render();
          describeWall();
          showUnbalancedCount();
        });
        describeWall();
        render();
        web.facts.loadEvals().then(showUnbalancedCount);
        on('unbalanced-threshold', 'input', showUnbalancedCount);
        global.document.documentElement.setAttribute('data-ready', 'true');
      },
      function (err) {
        showError(err);
      },
    );
  }

  ns.page = { state: state, roundsOf: roundsOf };
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
