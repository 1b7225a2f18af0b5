// What the event page (event.html) shows of its events, drawn from them alone: the list, and
// the event shown with its commitment (hex, fingerprint, QR code), public value, rounds, secret
// and buttons. Changes nothing: the page's actions (event/main.js) make a new event and draw
// again.
//
//   renderList(state, select)   state: the page's { events, currentId }
//   renderEvent(e, loaded, printRound)   e: the event shown or null
//   wrongRound(loaded, e, r) -> the stored round r that is not the secret's, or undefined
import { isolate } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { draw as drawQr } from '../shared/qr.js';
import { smallButton } from './button.js';
import * as handout from './handout.js';
import { cliNodes, qrUrl, verifyUrl } from './links.js';
import './words.js';

// Writes the list of events; select(id) shows one.
export function renderList(state, select) {
  const list = byId('event-list');
  clear(list);
  if (!state.events.length) list.append(el('li', { class: 'hint' }, t('event.listEmpty')));
  for (const e of state.events) {
    const button = smallButton(isolate(e.name || t('event.unnamed')), () => select(e.id));
    button.setAttribute('aria-pressed', String(e.id === state.currentId));
    list.append(el('li', {}, button, el('span', { class: 'fingerprint' }, ' ' + e.fingerprint)));
  }
}

// Returns the revealed round r of an event whose stored number is not the secret's, or undefined
// (loaded: what store.load found, with its `wrong` rounds).
export function wrongRound(loaded, e, r) {
  return ((loaded && loaded.wrong) || []).find((w) => w.id === e.id && w.round === r);
}

// Returns the number cell of a round: the number revealed, marked where it is not the secret's.
function numberCell(loaded, e, shown) {
  if (!shown) return el('td', { class: 'number' }, t('event.notYet'));
  const wrong = wrongRound(loaded, e, shown.round);
  if (!wrong) return el('td', { class: 'number' }, String(shown.number));
  return el('td', { class: 'number wrong' }, el('s', {}, String(shown.number)), ' ', t('event.wrongNumber', wrong));
}

// Writes the rounds table: revealed rounds with number and time, a handout button each
// (printRound(r) prints round r's).
function renderRounds(loaded, e, printRound) {
  const body = byId('rounds-body');
  clear(body);
  for (let r = 1; r <= e.rounds; r++) {
    const shown = e.revealed[r - 1];
    const print = shown && smallButton(t('event.printRound'), () => printRound(r));
    body.append(
      el(
        'tr',
        {},
        el('td', {}, String(r)),
        numberCell(loaded, e, shown),
        el('td', {}, shown ? handout.when(shown.at) : ''),
        el('td', {}, print),
      ),
    );
  }
}

// Writes the buttons that reveal the next round and put the last one on the wall.
function renderButtons(e) {
  const next = e.revealed.length + 1;
  byId('reveal').disabled = next > e.rounds;
  byId('reveal').textContent = next > e.rounds ? t('event.allRevealed') : t('event.reveal', { r: next });
  const last = e.revealed[e.revealed.length - 1];
  byId('project').disabled = !last;
  byId('project').textContent = last ? t('event.project', { r: last.round }) : t('event.projectNone');
}

// Writes the secret, once revealed, with the ways to check the event.
function renderSecret(e) {
  byId('secret-block').hidden = !e.secretRevealedAt;
  byId('reveal-secret').hidden = !!e.secretRevealedAt;
  if (!e.secretRevealedAt) return;
  byId('secret').textContent = e.secret;
  byId('cli-line').replaceChildren(...cliNodes(e));
  byId('verify-link').href = verifyUrl(e, true);
}

// Writes the event shown (e, or null for none): commitment, public value, rounds, secret,
// buttons; loaded and printRound as for renderRounds.
export function renderEvent(e, loaded, printRound) {
  byId('current').hidden = !e;
  if (!e) return;
  byId('current-name').textContent = e.name || t('event.unnamed');
  byId('current-options').textContent = handout.optionsText(e);
  byId('commitment').textContent = e.commitment.replace(/(.{16})(?!$)/g, '$1 ');
  byId('fingerprint').textContent = e.fingerprint;
  drawQr(byId('commit-qr'), byId('commit-qr-caption'), t('event.qrCaption'), qrUrl(e));
  renderPublic(e);
  renderRounds(loaded, e, printRound);
  renderButtons(e);
  renderSecret(e);
}

// Writes the public value: a field to type it in while it is open; once fixed, the value the
// rounds use, read-only, with the button gone. What is typed is kept across redraws.
function renderPublic(e) {
  const field = byId('public');
  if (e.publicFixed || field.getAttribute('data-event') !== e.id) field.value = e.public;
  field.setAttribute('data-event', e.id);
  field.readOnly = e.publicFixed;
  field.classList.toggle('fixed', e.publicFixed);
  byId('public-save').hidden = e.publicFixed;
  let said = t('event.publicOpen');
  if (e.publicFixed)
    said = e.public ? t('event.publicFixed', { value: isolate(e.public) }) : t('event.publicFixedNone');
  byId('public-state').textContent = said;
}
