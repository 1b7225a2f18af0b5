/*
 * The Polish words of web/start/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'start.pageTitle': 'Szachy 960 – pozycja początkowa nr {n}',
      'start.pageTitlePlain': 'Szachy 960 – pozycja początkowa',
      'start.heading': 'Szachy 960',
      'start.tagline': '960 pozycji początkowych · szachy losowe Fischera',
      'start.intro':
        'Wpisz numer od 0 do 959 i naciśnij „ustaw”, aby zobaczyć pozycję początkową – albo „losuj”, aby wylosować pozycję. Nr 518 to zwykła pozycja początkowa szachów klasycznych.',
      'start.numberLabel': 'Nr:',
      'start.numberHint': 'Numer 0–959, pierwszy rząd (np. WGGKSSHW lub RBBKNNQR) albo FEN pozycji początkowej',
      'start.numberHintOneBased':
        'Numer 1–960 (960 = 0), pierwszy rząd (np. WGGKSSHW lub RBBKNNQR) albo FEN pozycji początkowej',
      'start.setzen': 'ustaw',
      'start.losen': 'losuj',
      'start.setzenLabel': 'Ustaw pozycję',
      'start.losenLabel': 'Wylosuj pozycję',
      'start.oneBased': 'Licz od 1 do 960 (960 = 0)',
      'start.positionNo': 'Nr {n}',
      'start.positionNoOneBased': 'Nr {n} (= 960)',
      'start.classical': 'zwykła pozycja początkowa',
      'start.backRank': 'Pierwszy rząd',
      'start.rankDe': 'Pierwszy rząd (litery polskie)',
      'start.rankEn': 'Pierwszy rząd (litery angielskie)',
      'start.fen': 'FEN',
      'start.copy': 'kopiuj',
      'start.copyLabel': 'Kopiuj FEN',
      'start.copied': 'skopiowano',
      'start.copyFailed': 'Nie można skopiować – zaznacz i skopiuj ręcznie',
      'start.legend': 'K król · H hetman · W wieża · G goniec · S skoczek',
      'start.boardLabel': 'Pozycja początkowa {n}: {rank}',
      'start.boardLoading': 'Szachownica, wczytywanie pozycji',
      'start.loading': 'wczytywanie …',
      'start.tables': 'Dwie tabele',
      'start.tablesIntro':
        'Losowanie bez komputera: znajdź w tabeli króla ten sam lub najbliższy mniejszy numer, a resztę (0–15) w tabeli gońców. Najpierw ustaw gońce, potem sześć figur z tabeli króla na wolnych polach; czarne ustawiają się lustrzanie do białych.',
      'start.footer': 'Szachy 960: Bobby Fischer, 1996. Numeracja Reinharda Scharnagla (0–959).',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
