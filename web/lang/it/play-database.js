/*
 * The Italian words of web/play/database/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Italian.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    it: {
      'db.title': 'Partite del file PGN',
      'db.close': 'Chiudi l’elenco',
      'db.pasted': 'testo incollato',
      'db.summary': '{name}: {count} partite',
      'db.summaryBad': '{name}: {count} partite, di cui {bad} illeggibili',
      'db.filterLabel': 'Filtra le partite',
      'db.filterPlayer': 'Giocatore',
      'db.filterNumber': 'N. della posizione iniziale',
      'db.numberIgnored': 'Questo filtro non viene applicato.',
      'db.countAll': '{total} partite',
      'db.count': '{shown} partite su {total}',
      'db.caption': 'Partite di {name}, ordinate per {column}, {direction}',
      'db.ascending': 'crescente',
      'db.descending': 'decrescente',
      'db.col.game': 'N.',
      'db.col.players': 'Bianco – Nero',
      'db.col.event': 'Torneo, turno',
      'db.col.start': 'N. iniziale',
      'db.col.result': 'Risultato',
      'db.col.plies': 'Semimosse',
      'db.round': 'turno {round}',
      'db.sortBy': 'Ordina per:',
      'db.openGame': 'Apri la partita {n}:',
      'db.none': 'Nessuna partita corrisponde ai filtri.',
      'db.more': 'Mostra altre {n} ({left} rimanenti)',
      'db.read': '{count} partite lette.',
      'db.opened': 'Partita {n} aperta: {moves} semimosse.',
      'db.progress.read': 'Lettura del file: {percent} %',
      'db.progress.index': 'Ricerca delle partite …',
      'db.progress.check': 'Verifica delle partite: {done} di {total}',
      'db.cancel': 'Interrompi la lettura',
      'db.cancelled': 'Lettura interrotta.',
      'db.exportAll': 'Scarica tutto come PGN',
      'db.exported': '{count} partite in un file PGN.',
      'db.exportNone': 'Ancora nessuna partita da scaricare.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
