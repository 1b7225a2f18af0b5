/*
 * The Polish words of web/draw/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'draw.title': 'Szachy 960 – losowanie ręczne',
      'draw.heading': 'Losowanie ręczne',
      'draw.tagline': 'Wylosuj pozycję początkową szachów 960 kostkami, monetami, z woreczka albo kartami',
      'draw.drawHeading': 'Losowanie',
      'draw.method': 'Metoda',
      'draw.restart': 'zacznij od nowa',
      'draw.typeValue': 'albo wpisz:',
      'draw.enter': 'zatwierdź',
      'draw.undo': 'cofnij',
      'draw.backRank': 'Pierwszy rząd',
      'draw.rankStrip': 'Pierwszy rząd od a1 do h1',
      'draw.empty': 'puste',
      'draw.openIndex': 'Pokaż pozycję',
      'draw.openPlay': 'Graj',
      'draw.openWall': 'Ekran na sali',
      'draw.resultNumber': 'Nr {n}',
      'draw.distHeading': 'Jak uczciwa jest ta metoda?',
      'draw.distIntro':
        'Dokładne prawdopodobieństwo każdego numeru 0–959, obliczone ze wszystkich możliwych wyników. Linia oznacza 1/960 (rozkład jednostajny).',
      'draw.fair': 'Jednostajny: każda z 960 pozycji ma prawdopodobieństwo dokładnie 1/960.',
      'draw.unfair': 'Niejednostajny: {count} różnych prawdopodobieństw, od {min} do {max} (uczciwie byłoby 1/960).',
      'draw.notRandom': 'Ta metoda nie jest losowa: gracze wybierają pola, więc nie ma rozkładu.',
      'draw.chartLabel': 'Rozkład na numery od 0 do 959: {summary}',
      'draw.fairShort': 'Uczciwa: każdy numer ma prawdopodobieństwo 1/960.',
      'draw.unfairShort': 'Nieuczciwa: prawdopodobieństwa od {min} do {max} zamiast 1/960.',
      'draw.tournamentHeading': 'Losowanie turniejowe',
      'draw.showOnWall': 'pokaż na ekranie',
      'draw.showOnWallLabel': 'Pokaż listę rund w trybie ekranu (cyfry i losowanie zablokowane)',
      'draw.link': 'Link do tego losowania',
      'draw.linkNote': 'Ten link daje ponownie tę samą listę: zawiera ziarno, rundy i opcje.',
      'draw.generatedSeed':
        'Nie podano ziarna, więc ziarno „{seed}” utworzono losowo; za jego pomocą można sprawdzić listę.',
      'draw.options': 'Opcje: {list}',
      'draw.option.rounds': 'rund: {n}',
      'draw.option.seed': 'ziarno „{seed}”',
      'draw.option.without518': 'bez nr 518',
      'draw.option.with518': 'nr 518 dozwolony',
      'draw.option.bothColours': 'każda pozycja dwa razy, z zamianą kolorów',
      'draw.option.oneColour': 'każda pozycja raz',
      'draw.roundsLimit':
        'Do 960 rund. Każda pozycja pojawia się najwyżej raz (z zamianą kolorów dwa razy z rzędu); bez nr 518 zostaje 959 pozycji.',
      'draw.rounds': 'Rundy',
      'draw.seed': 'Ziarno (puste = losowe)',
      'draw.exclude518': 'bez nr 518 (szachy klasyczne)',
      'draw.option.evals': 'bez pozycji powyżej {threshold} w obu ocenach ({count})',
      'draw.bothColours': 'każda pozycja dwa razy, z zamianą kolorów',
      'draw.tournamentDraw': 'losuj',
      'draw.print': 'drukuj',
      'draw.colRound': 'Runda',
      'draw.colNumber': 'Nr',
      'draw.colColours': 'Kolory',
      'draw.swapped': 'zamienione',
      'draw.asPaired': 'jak w kojarzeniu',
      'draw.caption': 'Rundy: {rounds}',
      'draw.captionSeed': 'Rundy: {rounds}, ziarno „{seed}”',
      'draw.seedNote':
        'Do sprawdzenia: nr = pierwsze 4 bajty SHA-256(„ziarno:k”) mod 960 (k = 0, 1, 2 …; wartości od 4294967040 i powtórzenia pomijane).',
      'err.ERR_DRAW_REROLL': '{value}: rzuć jeszcze raz – dla tego wyniku nie ma pola.',
      'err.ERR_DRAW_VALUE': '„{value}” nie jest tu możliwe. Możliwe: {options}.',
      'err.ERR_DRAW_FINISHED': 'Losowanie jest zakończone. „zacznij od nowa” rozpoczyna nowe.',
      'err.ERR_DRAW_UNDO': 'Nie ma czego cofnąć.',
      'err.ERR_TOURNAMENT_ROUNDS': 'Podaj liczbę rund od 1 do 960 (musi zostać tyle pozycji).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'Wykluczony numer jest nieprawidłowy.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
