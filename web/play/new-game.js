/*
 * The new-game dialog: a start number (or back rank, read by the one start-number reader,
 * shared/start-number.js: "0518" works), a random start position, or any position as FEN
 * (checked by the core). Resolves with the start FEN and number; the controller confirms and
 * starts the game. Needs dialogs.js. Classic script: Chess960Play.newGame.
 *
 *   setUp(api)                           binds the dialog's own buttons
 *   open(number) -> Promise({ startFen, startNumber } | null)   number: shown at first
 */
(function (global) {
  'use strict';

  const doc = global.document;
  let api = null;

  // Returns the element with this id.
  function $(id) {
    return doc.getElementById(id);
  }

  // Shows a refusal under the fields and marks the field that caused it.
  function refuse(message, field) {
    $('new-error').textContent = message;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }

  // Answers the dialog with the start position typed as a number or back rank.
  function fromNumber() {
    const web = global.Chess960Web;
    const read = web.startNumber.read($('new-number').value, web.startNumber.apiCore(api), { allowText: true });
    if (read.error) {
      refuse(web.startNumber.message(read), $('new-number'));
      return;
    }
    global.Chess960Play.dialogs.resolve({ startFen: api.startPosition(read.number).fen, startNumber: read.number });
  }

  // Answers the dialog with a drawn start position.
  function fromRandom() {
    const p = api.randomPosition();
    global.Chess960Play.dialogs.resolve({ startFen: p.fen, startNumber: p.number });
  }

  // Answers the dialog with any legal position typed as FEN (the core checks it).
  function fromFen() {
    const i18n = global.Chess960Web.i18n;
    let probe = null;
    try {
      probe = new api.Game($('new-fen').value.trim());
      const view = probe.view();
      global.Chess960Play.dialogs.resolve({ startFen: view.fen, startNumber: view.startNumber });
    } catch (err) {
      refuse(i18n.t('play.newFenError', { reason: i18n.error(err) }), $('new-fen'));
    } finally {
      if (probe) probe.delete();
    }
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.newGame = {
    // Binds the dialog's buttons to the loaded API.
    setUp: function (loadedApi) {
      api = loadedApi;
      $('new-form').addEventListener('submit', function (ev) {
        ev.preventDefault();
        fromNumber();
      });
      $('new-random').addEventListener('click', fromRandom);
      $('new-fen-start').addEventListener('click', fromFen);
      $('new-fen').addEventListener('keydown', function (ev) {
        if (ev.key !== 'Enter') return;
        ev.preventDefault();
        fromFen();
      });
    },
    // Opens the dialog with `number` in the number field; resolves with the chosen start.
    open: function (number) {
      $('new-error').textContent = '';
      $('new-number').removeAttribute('aria-invalid');
      $('new-fen').removeAttribute('aria-invalid');
      $('new-number').value = number === null || number === undefined ? '' : String(number);
      $('new-fen').value = '';
      return global.Chess960Play.dialogs.ask($('new-dialog'), [], $('new-cancel'), $('new-number'));
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
