/*
 * What the event page prints: the summary of an event (commitment, exclusions, rounds drawn so
 * far and when) and a handout per round (event, round, the number in both conventions, the
 * diagram, the FEN, the castling card, how to castle on a board, a scoresheet header with the
 * start position filled in; on request the position's facts, facts/facts.js): one A4 page per
 * round, or two A5 on an A4 sheet. The sheets are
 * built into #print-area, which only print media shows (event/print.css).
 * Needs board/board.js, board/castling-card.js. Classic script: Chess960Event.handout.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;

  // Returns a new element with a class and text (shared/page.js).
  function el(tag, className, text) {
    return global.Chess960Web.page.textElement(tag, text, className);
  }

  // Returns a date-and-time text of an ISO time in the page language.
  function when(iso) {
    if (!iso) return '';
    const d = new Date(iso);
    return isNaN(d.getTime()) ? iso : d.toLocaleString(i18n.lang() === 'en' ? 'en-GB' : i18n.lang());
  }

  // Returns the text of an event's options: rounds, colours, exclusions.
  function optionsText(e) {
    const parts = [i18n.t('event.roundsN', { n: e.rounds })];
    if (e.bothColours) parts.push(i18n.t('event.bothShort'));
    parts.push(
      e.exclude.length ? i18n.t('event.excluded', { list: e.exclude.join(', ') }) : i18n.t('event.excludedNone'),
    );
    return parts.join(' · ');
  }

  // Returns one labelled line ("Label: value") as a <p>.
  function line(label, value, className) {
    const p = el('p', className);
    p.appendChild(el('span', 'label', label + ': '));
    p.appendChild(el('span', 'value', value));
    return p;
  }

  // Returns the summary sheet of an event.
  function summarySheet(e) {
    const sheet = el('section', 'summary-sheet');
    sheet.appendChild(el('h1', '', e.name || i18n.t('event.unnamed')));
    sheet.appendChild(el('p', '', optionsText(e)));
    sheet.appendChild(line(i18n.t('event.commitment'), e.commitment, 'hex'));
    sheet.appendChild(line(i18n.t('event.fingerprint'), e.fingerprint));
    sheet.appendChild(line(i18n.t('event.publicShort'), e.public ? e.public : i18n.t('event.publicNone')));
    const table = el('table', 'summary-rounds');
    const head = table.appendChild(el('tr'));
    ['event.round', 'event.number', 'event.revealedAt'].forEach(function (k) {
      head.appendChild(el('th', '', i18n.t(k)));
    });
    e.revealed.forEach(function (r) {
      const row = table.appendChild(el('tr'));
      [String(r.round), String(r.number), when(r.at)].forEach(function (text) {
        row.appendChild(el('td', '', text));
      });
    });
    sheet.appendChild(table);
    if (!e.revealed.length) sheet.appendChild(el('p', '', i18n.t('event.noneRevealed')));
    if (e.secretRevealedAt) sheet.appendChild(line(i18n.t('event.secret'), e.secret, 'hex'));
    sheet.appendChild(el('p', 'hint', i18n.t('event.summaryHint')));
    return sheet;
  }

  // Returns the handout sheet of one round (a row of api.eventRounds), with the position's facts
  // (number in both counts, mirror, king and rooks, evaluations) when `withFacts`.
  function roundSheet(api, e, row, withFacts) {
    const pos = api.startPosition(row.number);
    const sheet = el('section', 'handout');
    sheet.setAttribute('data-round', String(row.round));
    const head = sheet.appendChild(el('header', 'handout-head'));
    head.appendChild(el('p', 'handout-event', e.name || i18n.t('event.unnamed')));
    head.appendChild(el('h1', 'handout-title', i18n.t('hall.roundNo', { r: row.round, n: pos.number })));
    const oneBased = pos.number === 0 ? 960 : pos.number;
    head.appendChild(el('p', 'handout-numbers', i18n.t('event.bothConventions', { n: pos.number, m: oneBased })));
    if (row.swapColours) head.appendChild(el('p', 'handout-swap', i18n.t('event.swapped')));
    const body = sheet.appendChild(el('div', 'handout-body'));
    const diagram = body.appendChild(el('div', 'handout-diagram'));
    diagram.appendChild(web.board.create({ pieces: pos.pieces, coords: 'outside', label: pos.backRank }).svg);
    const facts = body.appendChild(el('div', 'handout-facts'));
    facts.appendChild(line(i18n.t('event.backRank'), global.Chess960Web.page.backRank(api, pos)));
    facts.appendChild(line('FEN', pos.fen, 'fen'));
    const card = facts.appendChild(el('div'));
    const start = web.castlingCard.castlingOfStart(api, pos.number);
    web.castlingCard.render(card, start.castling, { mode: 'start', fide: true });
    if (withFacts) web.facts.render(sheet.appendChild(el('div', 'handout-position-facts')), pos, api, { link: false });
    const score = sheet.appendChild(el('table', 'scoresheet'));
    [
      [i18n.t('event.sheetEvent'), e.name || ''],
      [i18n.t('event.sheetRound'), String(row.round)],
      [i18n.t('event.sheetBoard'), ''],
      [i18n.t('event.sheetDate'), ''],
      [i18n.t('event.sheetWhite'), ''],
      [i18n.t('event.sheetBlack'), ''],
      [i18n.t('event.sheetStart'), i18n.t('hall.no', { n: pos.number }) + ' · ' + pos.fen],
      [i18n.t('event.sheetResult'), ''],
    ].forEach(function (pair) {
      const tr = score.appendChild(el('tr'));
      tr.appendChild(el('th', '', pair[0]));
      tr.appendChild(el('td', '', pair[1]));
    });
    return sheet;
  }

  // Fills #print-area with the sheets and prints ('summary' or 'handouts'; a5: two per A4).
  function print(kind, sheets, a5) {
    const area = web.page.byId('print-area');
    area.textContent = '';
    sheets.forEach(function (s) {
      area.appendChild(s);
    });
    const root = global.document.documentElement;
    root.setAttribute('data-print', kind);
    root.classList.toggle('print-a5', !!a5);
    global.print();
  }

  global.Chess960Event = global.Chess960Event || {};
  global.Chess960Event.handout = {
    summarySheet: summarySheet,
    roundSheet: roundSheet,
    print: print,
    optionsText: optionsText,
    when: when,
  };
})(typeof window !== 'undefined' ? window : globalThis);
