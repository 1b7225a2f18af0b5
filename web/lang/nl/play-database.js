/*
 * The Dutch words of web/play/database/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'db.title': 'Partijen uit het PGN-bestand',
      'db.close': 'Lijst sluiten',
      'db.pasted': 'geplakte tekst',
      'db.summary': '{name}: {count} partijen',
      'db.summaryBad': '{name}: {count} partijen, waarvan {bad} onleesbaar',
      'db.filterLabel': 'Partijen filteren',
      'db.filterPlayer': 'Speler',
      'db.filterNumber': 'Nr. van de beginstelling',
      'db.numberIgnored': 'Dit filter wordt niet toegepast.',
      'db.countAll': '{total} partijen',
      'db.count': '{shown} van {total} partijen',
      'db.caption': 'Partijen van {name}, gesorteerd op {column}, {direction}',
      'db.ascending': 'oplopend',
      'db.descending': 'aflopend',
      'db.col.game': 'Nr.',
      'db.col.players': 'Wit – Zwart',
      'db.col.event': 'Toernooi, ronde',
      'db.col.start': 'Beginnr.',
      'db.col.result': 'Uitslag',
      'db.col.plies': 'Halve zetten',
      'db.round': 'ronde {round}',
      'db.sortBy': 'Sorteren op:',
      'db.openGame': 'Partij {n} openen:',
      'db.none': 'Geen partij voldoet aan de filters.',
      'db.more': 'Nog {n} tonen ({left} over)',
      'db.read': '{count} partijen gelezen.',
      'db.opened': 'Partij {n} geopend: {moves} halve zetten.',
      'db.progress.read': 'Bestand lezen: {percent} %',
      'db.progress.index': 'Partijen zoeken …',
      'db.progress.check': 'Partijen controleren: {done} van {total}',
      'db.cancel': 'Lezen stoppen',
      'db.cancelled': 'Lezen gestopt.',
      'db.exportAll': 'Alles als PGN downloaden',
      'db.exported': '{count} partijen in één PGN-bestand.',
      'db.exportNone': 'Nog geen partij om te downloaden.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
