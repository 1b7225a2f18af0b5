// @ts-nocheck
// The new-game dialog: a start number (or back rank, read by the one start-number reader,
// shared/start-number.js: "0518" works), a random start position, or any position as FEN
// (checked by the core). Resolves with the start FEN and number; the session confirms and
// starts the game.
//
//   setUp(api)                           binds the dialog's own buttons
//   open(number) -> Promise({ startFen, startNumber } | null)   number: shown at first
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as startNumber from '../shared/start-number.js';
import * as dialogs from './dialogs.js';
import './words.js';

let api = null;

// Shows a refusal under the fields and marks the field that caused it.
function refuse(message, field) {
  byId('new-error').textContent = message;
  field.setAttribute('aria-invalid', 'true');
  field.focus();
}

// Answers the dialog with the start position typed as a number or back rank.
function fromNumber() {
  const read = startNumber.read(byId('new-number').value, startNumber.apiCore(api), { allowText: true });
  if (read.error) {
    refuse(startNumber.message(read), byId('new-number'));
    return;
  }
  dialogs.resolve({ startFen: api.startPosition(read.number).fen, startNumber: read.number });
}

// Answers the dialog with a drawn start position.
function fromRandom() {
  const p = api.randomPosition();
  dialogs.resolve({ startFen: p.fen, startNumber: p.number });
}

// Answers the dialog with any legal position typed as FEN (the core checks it).
function fromFen() {
  let probe = null;
  try {
    probe = new api.Game(byId('new-fen').value.trim());
    const view = probe.view();
    dialogs.resolve({ startFen: view.fen, startNumber: view.startNumber });
  } catch (err) {
    refuse(i18n.t('play.newFenError', { reason: i18n.error(err) }), byId('new-fen'));
  } finally {
    if (probe) probe.delete();
  }
}

// Binds the dialog's buttons to the loaded API.
export function setUp(loadedApi) {
  api = loadedApi;
  byId('new-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    fromNumber();
  });
  byId('new-random').addEventListener('click', fromRandom);
  byId('new-fen-start').addEventListener('click', fromFen);
  byId('new-fen').addEventListener('keydown', function (ev) {
    if (ev.key !== 'Enter') return;
    ev.preventDefault();
    fromFen();
  });
}

// Opens the dialog with `number` in the number field; resolves with the chosen start.
export function open(number) {
  byId('new-error').textContent = '';
  byId('new-number').removeAttribute('aria-invalid');
  byId('new-fen').removeAttribute('aria-invalid');
  byId('new-number').value = number === null || number === undefined ? '' : String(number);
  byId('new-fen').value = '';
  return dialogs.ask(byId('new-dialog'), [], byId('new-cancel'), byId('new-number'));
}
