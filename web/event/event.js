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
  const state = { api: null, events: [], currentId: null, control: null };

  // Shows an error (coded: in the page language) or clears it.
  function showError(err) {
    const box = $('page-error');
    box.hidden = !err;
    box.textContent = err ? i18n.error(err) : '';
  }

  // Writes the events at once; warns when the browser does not keep them.
  function persist() {
    const ok = store.save(state.events);
    page.storageSet(CURRENT_KEY, state.currentId || '');
    if (!ok) $('file-message').textContent = i18n.t('event.storageFull');
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

  // Returns the verify page's address with this commitment (?c=).
  function verifyUrl(e) {
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
    const rows = e.revealed.length ? roundsOf(e) : [];
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
          printHandouts([rows[r - 1]], false);
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
    web.qr.draw($('commit-qr'), $('commit-qr-caption'), i18n.t('event.qrCaption'), verifyUrl(e));
    $('public').value = e.public;
    $('public').disabled = e.publicFixed;
    $('public-save').disabled = e.publicFixed;
    if (!e.publicFixed) $('public-state').textContent = i18n.t('event.publicOpen');
    else
      $('public-state').textContent = e.public
        ? i18n.t('event.publicFixed', { value: e.public })
        : i18n.t('event.publicFixedNone');
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
      const url = new URL(verifyUrl(e));
      url.searchParams.set('s', e.secret);
      $('verify-link').href = url.href;
    }
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
    renderList();
    renderCurrent();
  }

  // Reveals the next round (fixing the public value) and records the time.
  function revealNext() {
    const e = current();
    if (!e || e.revealed.length >= e.rounds) return;
    try {
      const rows = roundsOf(e);
      const r = e.revealed.length + 1;
      e.publicFixed = true;
      e.revealed.push({ round: r, number: rows[r - 1].number, at: new Date().toISOString() });
      persist();
      render();
    } catch (err) {
      showError(err);
    }
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
      verifyUrl: $('show-qr').checked ? verifyUrl(e) : null,
    });
  }

  // Reads an export file and adds its new events (a bad file changes nothing).
  function importFile(file) {
    const reader = new global.FileReader();
    reader.onload = function () {
      try {
        const merged = store.merge(state.events, store.parseFile(String(reader.result), state.api));
        state.events = merged.events;
        if (!current() && state.events.length) state.currentId = state.events[0].id;
        persist();
        render();
        $('file-message').textContent = i18n.t('event.imported', merged);
        showError(null);
      } catch (err) {
        showError(err);
      }
    };
    reader.readAsText(file);
  }

  // Offers the events as a file download.
  function exportFile() {
    const blob = new global.Blob([store.exportText(state.events)], { type: 'application/json' });
    const a = global.document.createElement('a');
    a.href = global.URL.createObjectURL(blob);
    a.download = 'chess960-events.json';
    global.document.body.appendChild(a);
    a.click();
    a.remove();
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
      e.public = $('public').value.trim().replace(/\s+/g, ' ');
      persist();
      render();
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
    });
    on('study', 'change', function () {
      $('study-other').hidden = $('study').value !== 'other';
    });
    on('export', 'click', exportFile);
    on('import', 'change', function (ev) {
      if (ev.target.files && ev.target.files[0]) importFile(ev.target.files[0]);
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
    wire();
    page.loadApi().then(
      function (api) {
        state.api = api;
        state.events = store.load();
        state.currentId = page.storageGet(CURRENT_KEY);
        if (!current() && state.events.length) state.currentId = state.events[state.events.length - 1].id;
        state.control = ns.control.create(api, $('preview'), function (key) {
          $('projector-message').textContent = i18n.t(key);
        });
        if (!state.control.available) $('projector-message').textContent = i18n.t('event.noChannel');
        i18n.onChange(function () {
          render();
          showUnbalancedCount();
        });
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
