/*
 * The verify page (verify.html): the published texts (commitment, secret, public value, the
 * event's settings) give every round, or a clear refusal (ERR_EVENT_COMMITMENT when the secret
 * does not match, ERR_EVENT_SECRET when it is not 64 hex digits). Works offline; ?c= fills in
 * the commitment (the event page's QR code points here), ?s= the secret, ?p= the public value,
 * ?r= the rounds, ?x= the exclusions, ?b=1 both colours (b=0: one colour). The rounds depend on
 * the public value and the settings as much as on the secret: the result says which values it
 * used, and which of them a link that opened the page did not give (the page's defaults stand
 * there). Classic script: Chess960Verify.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  const SETTINGS = ['public', 'rounds', 'exclude', 'both'];
  const LABELS = {
    public: 'event.publicShort',
    rounds: 'event.rounds',
    exclude: 'verify.exclude',
    both: 'event.bothShort',
  };
  let api = null;
  // The settings a link left out (the page's defaults stand in the form); typing one removes it.
  const notGiven = {};

  // Fills the form from the address; remembers which settings it did not give.
  function prefill() {
    const q = page.queryParams();
    const fields = { c: 'commitment', s: 'secret', p: 'public', r: 'rounds', x: 'exclude' };
    Object.keys(fields).forEach(function (k) {
      if (q.has(k)) $(fields[k]).value = q.get(k).slice(0, 500);
    });
    if (q.has('b')) $('both').checked = q.get('b') === '1';
    if (!q.has('c') && !q.has('s')) return;
    const keys = { public: 'p', rounds: 'r', exclude: 'x', both: 'b' };
    SETTINGS.forEach(function (name) {
      if (!q.has(keys[name])) notGiven[name] = true;
    });
  }

  // Returns the excluded numbers as typed (the API checks them).
  function exclusions() {
    return $('exclude')
      .value.split(/[\s,;]+/)
      .filter(Boolean);
  }

  // Returns the sentence naming the values the rounds were computed with.
  function basisText() {
    const value = api.eventTexts({ public: $('public').value }).public;
    const list = exclusions();
    const parts = [
      value ? i18n.t('verify.publicValue', { value: value }) : i18n.t('verify.noPublic'),
      i18n.t('event.roundsN', { n: $('rounds').value.trim() }),
      list.length ? i18n.t('event.excluded', { list: list.join(', ') }) : i18n.t('event.excludedNone'),
      $('both').checked ? i18n.t('event.bothShort') : i18n.t('verify.oneColour'),
    ];
    return i18n.t('verify.basis', { settings: parts.join(' · ') });
  }

  // Returns the sentence naming the settings the opening link left out, or ''.
  function missingText() {
    const names = SETTINGS.filter(function (name) {
      return notGiven[name];
    }).map(function (name) {
      return i18n.t(LABELS[name]);
    });
    return names.length ? i18n.t('verify.missing', { fields: names.join(', ') }) : '';
  }

  // Checks the secret against the commitment and shows every round, or the refusal.
  function check(ev) {
    if (ev) ev.preventDefault();
    const error = $('verify-error');
    const result = $('verify-result');
    try {
      api.eventVerify({ commitment: $('commitment').value, secret: $('secret').value });
      const rows = api.eventRounds({
        secret: $('secret').value,
        public: $('public').value,
        rounds: $('rounds').value.trim(),
        exclude: exclusions(),
        bothColours: $('both').checked,
      });
      const fp = api.eventCommitment($('secret').value).fingerprint;
      $('verify-ok').textContent = i18n.t('verify.ok', { fingerprint: fp });
      $('verify-basis').textContent = basisText();
      $('verify-missing').textContent = missingText();
      $('verify-missing').hidden = !missingText();
      const body = $('verify-rounds');
      body.textContent = '';
      rows.forEach(function (r) {
        const tr = body.appendChild(global.document.createElement('tr'));
        tr.appendChild(page.textElement('td', String(r.round)));
        tr.appendChild(page.textElement('td', String(r.number), 'number'));
        tr.appendChild(page.textElement('td', page.backRank(api, r)));
      });
      error.hidden = true;
      result.hidden = false;
    } catch (err) {
      result.hidden = true;
      error.hidden = false;
      error.textContent = mismatch(err) || i18n.error(err);
      error.setAttribute('data-code', err.code || '');
    }
  }

  // Returns the refusal of a well-formed commitment that the secret does not give, with both
  // fingerprints (to find a mistyped digit), or null for any other error.
  function mismatch(err) {
    if (err.code !== 'ERR_EVENT_COMMITMENT') return null;
    try {
      const c = api.eventTexts({ commitment: $('commitment').value }).commitment;
      const fp = api.eventCommitment($('secret').value).fingerprint;
      return i18n.t('verify.mismatch', { secret: fp, commitment: c.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ') });
    } catch {
      return null;
    }
  }

  function start() {
    page.setUpLanguage();
    global.document.title = i18n.t('verify.title');
    i18n.onChange(function () {
      global.document.title = i18n.t('verify.title');
      if (api && !$('verify-result').hidden) check();
    });
    prefill();
    $('verify-form').addEventListener('submit', check);
    SETTINGS.forEach(function (name) {
      $(name).addEventListener('input', function () {
        delete notGiven[name];
      });
    });
    page.loadApi().then(
      function (loaded) {
        api = loaded;
        if ($('commitment').value && $('secret').value) check();
        global.document.documentElement.setAttribute('data-ready', 'true');
      },
      function (err) {
        $('verify-error').hidden = false;
        $('verify-error').textContent = i18n.error(err);
      },
    );
  }

  global.Chess960Verify = { check: check };
  page.onReady(start);
})(typeof window !== 'undefined' ? window : globalThis);
