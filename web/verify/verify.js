/*
 * The verify page (verify.html): the published texts (commitment, secret, public value, the
 * event's settings) give every round, or a clear refusal (ERR_EVENT_COMMITMENT when the secret
 * does not match, ERR_EVENT_SECRET when it is not 64 hex digits). Works offline; ?c= fills in
 * the commitment (the event page's QR code points here), ?s= the secret, ?p= the public value,
 * ?r= the rounds, ?x= the exclusions, ?b=1 both colours. Classic script: Chess960Verify.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const page = web.page;
  const $ = page.byId;
  let api = null;

  // Fills the form from the address.
  function prefill() {
    const q = page.queryParams();
    const fields = { c: 'commitment', s: 'secret', p: 'public', r: 'rounds', x: 'exclude' };
    Object.keys(fields).forEach(function (k) {
      if (q.has(k)) $(fields[k]).value = q.get(k).slice(0, 500);
    });
    if (q.get('b') === '1') $('both').checked = true;
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
        exclude: $('exclude')
          .value.split(/[\s,;]+/)
          .filter(Boolean),
        bothColours: $('both').checked,
      });
      const fp = api.eventCommitment($('secret').value).fingerprint;
      $('verify-ok').textContent = i18n.t('verify.ok', { fingerprint: fp });
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
    const c = $('commitment').value.replace(/\s+/g, '').toLowerCase();
    if (err.code !== 'ERR_EVENT_COMMITMENT' || !/^[0-9a-f]{64}$/.test(c)) return null;
    try {
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
