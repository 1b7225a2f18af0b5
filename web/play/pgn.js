/*
 * PGN on the play page: the tags form and the export (shown, copied, downloaded); the import
 * (pasted or from a file, one game or a list) is database/files.js. A refused PGN leaves the
 * game untouched and is explained in the page's language by its error code, with the line (and
 * the move) the core names. Needs record.js. Classic script: Chess960Play.pgn.
 *
 *   setUp(ctx)      ctx: { api(), game(), record(), setTag(name, value), exported(ids),
 *                         replace(record) -> Promise(half-moves imported | null) }
 *   render()        writes the export while the PGN panel is open;  fillTags(record)
 *   read(api, text) -> { record } | { error }     the first game of a PGN text as a new record
 *   errorText(err) -> the message for a refused PGN;  reason(err) -> its reason with the place
 *   place(err) -> { line, move } named by the core
 *   refuse(say | null)  shows (or clears) why an import was refused;  note(text)  a short note
 *   offer(name, text)   offers a text as a .pgn file to download
 *   download()          offers the game on the page as a .pgn file (and tells ctx.exported)
 */
(function (global) {
  'use strict';

  const doc = global.document;
  const DECLARED = ['1-0', '0-1', '1/2-1/2'];
  let ctx = null;
  let statusTimer = null;
  let refusal = null; // says the shown import error in the current language

  // Returns the element with this id.
  function $(id) {
    return doc.getElementById(id);
  }

  // Returns the translator's text of a key.
  function t(key, params) {
    return global.Chess960Web.i18n.t(key, params);
  }

  // Returns the line and the move a PGN error names ({} when it names none); the error's own
  // line (in the whole file) wins over the one in its message.
  function place(err) {
    const message = String((err && err.message) || '');
    const own = err && Number.isInteger(err.line) && err.line > 0 ? err.line : null;
    const move = /^move (.+?) \(line (\d+)\)/.exec(message);
    if (move) return { line: own || Number(move[2]), move: move[1] };
    const line = /\bline (\d+)\b/.exec(message);
    if (own) return { line: own };
    return line ? { line: Number(line[1]) } : {};
  }

  // Returns why the core refused a PGN in the page's language, with the line (and move).
  function reason(err) {
    const why = global.Chess960Web.i18n.error(err);
    const where = place(err);
    if (where.move) return t('play.pgnAtMove', { line: where.line, move: where.move, reason: why });
    if (where.line) return t('play.pgnAtLine', { line: where.line, reason: why });
    return why;
  }

  // Returns the message for a refused PGN: the reason by its code, where the core found it.
  function errorText(err) {
    return t('play.pgnRejected', { reason: reason(err) });
  }

  // Returns the first game of a PGN text as a new record, or the core's error.
  function read(api, text) {
    const rec = global.Chess960Play.record;
    let game;
    try {
      game = api.readPgn(String(text));
    } catch (error) {
      return { error: error };
    }
    try {
      const tags = game.pgnTags();
      const view = game.view();
      const record = rec.create({ startFen: game.startFen(), startNumber: view.startNumber });
      record.tags = {};
      Object.keys(tags).forEach(function (k) {
        if (rec.COMPUTED_TAGS.indexOf(k) < 0) record.tags[k] = tags[k];
      });
      record.moves = view.history.uci.slice();
      if (view.status.result === '*' && DECLARED.indexOf(tags.Result) >= 0) {
        record.ending = 'pgn';
        record.result = tags.Result;
      }
      return { record: record };
    } finally {
      game.delete();
    }
  }

  // Returns the PGN of the game on the page.
  function text() {
    return ctx.game().pgn(global.Chess960Play.record.exportTags(ctx.record()));
  }

  // Shows a short note next to the PGN buttons for a few seconds.
  function note(message) {
    $('pgn-status').textContent = message;
    global.clearTimeout(statusTimer);
    statusTimer = global.setTimeout(function () {
      $('pgn-status').textContent = '';
    }, 5000);
  }

  // Shows why an import was refused, given as a function that says it in the current language
  // (asked again after a language switch), or clears the message with null.
  function refuse(say) {
    refusal = say;
    $('pgn-error').textContent = say ? say() : '';
    if (say) $('pgn-in').setAttribute('aria-invalid', 'true');
    else $('pgn-in').removeAttribute('aria-invalid');
  }

  // Offers a text as a .pgn file to download.
  function offer(name, content) {
    const url = URL.createObjectURL(new Blob([content], { type: 'application/x-chess-pgn' }));
    const a = doc.createElement('a');
    a.href = url;
    a.download = name;
    a.className = 'offscreen';
    doc.body.appendChild(a);
    a.click();
    doc.body.removeChild(a);
    global.setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // Offers the PGN as a file named after the start number and the date.
  function download() {
    const record = ctx.record();
    const n = record.startNumber;
    const date = (record.tags.Date || global.Chess960Play.record.today(Date.now()))
      .replace(/[^0-9]/g, '-')
      .replace(/-+$/, '');
    offer('chess960' + (n === null ? '' : '-' + n) + (date ? '-' + date : '') + '.pgn', text());
    if (ctx.exported) ctx.exported([record.id]);
  }

  // Writes the export while the PGN panel is open.
  function render() {
    if (ctx && $('pgn-section').open) $('pgn-out').value = text();
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.pgn = {
    place: place,
    reason: reason,
    errorText: errorText,
    read: read,
    render: render,
    refuse: refuse,
    note: note,
    offer: offer,
    download: download,
    // Fills the tag fields from a record.
    fillTags: function (record) {
      global.Chess960Play.record.TAG_FIELDS.forEach(function (k) {
        $('tag-' + k).value = record.tags[k] || '';
      });
    },
    // Binds the PGN panel to the page.
    setUp: function (context) {
      ctx = context;
      $('tags-form').addEventListener('input', function (ev) {
        const name = ev.target.getAttribute('data-tag');
        if (name) ctx.setTag(name, ev.target.value.slice(0, 200));
      });
      $('tags-form').addEventListener('submit', (ev) => ev.preventDefault());
      $('pgn-section').addEventListener('toggle', render);
      $('pgn-copy').addEventListener('click', function () {
        global.Chess960Web.page.copyText(text(), function (ok) {
          if (!ok) $('pgn-out').select();
          note(t(ok ? 'play.copied' : 'play.copyFailed'));
        });
      });
      $('pgn-download').addEventListener('click', download);
      global.Chess960Web.i18n.onChange(() => refusal && refuse(refusal));
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
