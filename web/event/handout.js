// What the event page prints: the summary of an event (commitment, exclusions, rounds drawn so
// far and when) and a handout per round (event, round, the number in both conventions, the
// diagram, the FEN, the castling card, how to castle on a board, a scoresheet header with the
// start position filled in; on request the position's facts): one A4 page per round, or two A5
// on an A4 sheet. The sheets are built into #print-area, which only print media shows
// (event/print.css).
import * as board from '../board/board.js';
import * as castlingCard from '../components/castling-card/castling-card.js';
import * as facts from '../components/facts/facts.js';
import { isolate } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import { lang, t } from '../shared/i18n.js';
import { backRank } from '../shared/page.js';
import './words.js';

// Returns a date-and-time text of an ISO time in the page language.
export function when(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return isNaN(d.getTime()) ? iso : d.toLocaleString(lang() === 'en' ? 'en-GB' : lang());
}

// Returns the text of an event's options: rounds, colours, exclusions.
export function optionsText(e) {
  const parts = [t('event.roundsN', { n: e.rounds })];
  if (e.bothColours) parts.push(t('event.bothShort'));
  parts.push(e.exclude.length ? t('event.excluded', { list: e.exclude.join(', ') }) : t('event.excludedNone'));
  return parts.join(' · ');
}

// Returns one labelled line ("Label: value") as a <p>.
function line(label, value, className) {
  return el(
    'p',
    { class: className },
    el('span', { class: 'label' }, label + ': '),
    el('span', { class: 'value' }, value),
  );
}

// Returns a table row of cells of a kind ('th' or 'td') with these texts.
function row(kind, texts) {
  return el('tr', {}, ...texts.map((text) => el(kind, {}, text)));
}

// Returns the table of the rounds revealed so far: round, number, when.
function revealedTable(e) {
  return el(
    'table',
    { class: 'summary-rounds' },
    row(
      'th',
      ['event.round', 'event.number', 'event.revealedAt'].map((key) => t(key)),
    ),
    ...e.revealed.map((r) => row('td', [String(r.round), String(r.number), when(r.at)])),
  );
}

// Returns the summary sheet of an event.
export function summarySheet(e) {
  return el(
    'section',
    { class: 'summary-sheet' },
    el('h1', {}, e.name || t('event.unnamed')),
    el('p', {}, optionsText(e)),
    line(t('event.commitment'), e.commitment, 'hex'),
    line(t('event.fingerprint'), e.fingerprint),
    line(t('event.publicShort'), e.public ? isolate(e.public) : t('event.publicNone')),
    revealedTable(e),
    e.revealed.length ? null : el('p', {}, t('event.noneRevealed')),
    e.secretRevealedAt ? line(t('event.secret'), e.secret, 'hex') : null,
    el('p', { class: 'hint' }, t('event.summaryHint')),
  );
}

// Returns the head of a round's handout: the event, the round, the number in both counts.
function roundHead(e, row, pos) {
  const oneBased = pos.number === 0 ? 960 : pos.number;
  return el(
    'header',
    { class: 'handout-head' },
    el('p', { class: 'handout-event' }, e.name || t('event.unnamed')),
    el('h1', { class: 'handout-title' }, t('hall.roundNo', { r: row.round, n: pos.number })),
    el('p', { class: 'handout-numbers' }, t('event.bothConventions', { n: pos.number, m: oneBased })),
    row.swapColours ? el('p', { class: 'handout-swap' }, t('event.swapped')) : null,
  );
}

// Returns the body of a round's handout: the diagram, the back rank, the FEN, the castling card.
function roundBody(api, pos) {
  const diagram = board.create({ pieces: pos.pieces, coords: 'outside', label: pos.backRank }).svg;
  const card = el('div');
  castlingCard.render(card, castlingCard.castlingOfStart(api, pos.number).castling, { mode: 'start', fide: true });
  return el(
    'div',
    { class: 'handout-body' },
    el('div', { class: 'handout-diagram' }, diagram),
    el('div', { class: 'handout-facts' }, line(t('backRank'), backRank(api, pos)), line('FEN', pos.fen, 'fen'), card),
  );
}

// Returns the scoresheet header of a round with the start position filled in.
function scoresheet(e, row, pos) {
  const fields = [
    ['event.sheetEvent', e.name || ''],
    ['event.sheetRound', String(row.round)],
    ['event.sheetBoard', ''],
    ['event.sheetDate', ''],
    ['event.sheetWhite', ''],
    ['event.sheetBlack', ''],
    ['event.sheetStart', t('hall.no', { n: pos.number }) + ' · ' + pos.fen],
    ['event.sheetResult', ''],
  ];
  return el(
    'table',
    { class: 'scoresheet' },
    ...fields.map(([key, value]) => el('tr', {}, el('th', {}, t(key)), el('td', {}, value))),
  );
}

// Returns the handout sheet of one round (a row of api.eventRounds), with the position's facts
// (number in both counts, mirror, king and rooks, evaluations) when `withFacts`.
export function roundSheet(api, e, row, withFacts) {
  const pos = api.startPosition(row.number);
  const sheet = el('section', { class: 'handout', 'data-round': String(row.round) }, roundHead(e, row, pos));
  sheet.append(roundBody(api, pos));
  if (withFacts)
    facts.render(sheet.appendChild(el('div', { class: 'handout-position-facts' })), pos, api, { link: false });
  sheet.append(scoresheet(e, row, pos));
  return sheet;
}

// Fills #print-area with the sheets and prints ('summary' or 'handouts'; a5: two per A4).
export function print(kind, sheets, a5) {
  const area = byId('print-area');
  clear(area);
  area.append(...sheets);
  document.documentElement.setAttribute('data-print', kind);
  document.documentElement.classList.toggle('print-a5', !!a5);
  window.print();
}

// Prints the handouts of rows of an event (with the facts when `withFacts`: their evaluations
// are loaded first).
export function printRounds(api, e, rows, a5, withFacts) {
  (withFacts ? facts.loadEvals() : Promise.resolve()).then(() => {
    print(
      'handouts',
      rows.map((row) => roundSheet(api, e, row, withFacts)),
      a5,
    );
  });
}
