/*
 * The Polish words of web/play/database/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'db.title': 'Partie z pliku PGN',
      'db.close': 'Zamknij listę',
      'db.pasted': 'wklejony tekst',
      'db.summary': '{name}: partie: {count}',
      'db.summaryBad': '{name}: partie: {count}, w tym nieczytelne: {bad}',
      'db.filterLabel': 'Filtruj partie',
      'db.filterPlayer': 'Zawodnik',
      'db.filterNumber': 'Nr pozycji początkowej',
      'db.numberIgnored': 'Ten filtr nie jest stosowany.',
      'db.countAll': 'Partie: {total}',
      'db.count': 'Partie: {shown} z {total}',
      'db.caption': 'Partie z {name}, sortowane według: {column}, {direction}',
      'db.ascending': 'rosnąco',
      'db.descending': 'malejąco',
      'db.col.game': 'Nr',
      'db.col.players': 'Białe – Czarne',
      'db.col.event': 'Turniej, runda',
      'db.col.start': 'Nr pocz.',
      'db.col.result': 'Wynik',
      'db.col.plies': 'Półruchy',
      'db.round': 'runda {round}',
      'db.sortBy': 'Sortuj według:',
      'db.openGame': 'Otwórz partię {n}:',
      'db.none': 'Żadna partia nie pasuje do filtrów.',
      'db.more': 'Pokaż jeszcze {n} (zostało: {left})',
      'db.read': 'Wczytano partie: {count}.',
      'db.opened': 'Otwarto partię {n}: półruchy: {moves}.',
      'db.progress.read': 'Wczytywanie pliku: {percent} %',
      'db.progress.index': 'Wyszukiwanie partii …',
      'db.progress.check': 'Sprawdzanie partii: {done} z {total}',
      'db.cancel': 'Przerwij wczytywanie',
      'db.cancelled': 'Wczytywanie przerwane.',
      'db.exportAll': 'Pobierz wszystko jako PGN',
      'db.exported': 'Partie w jednym pliku PGN: {count}.',
      'db.exportNone': 'Nie ma jeszcze partii do pobrania.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
