/*
 * The Polish words of web/wall/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'wall.title': 'Szachy 960 – tryb ekranu',
      'wall.titleN': 'Szachy 960 – nr {n}',
      'wall.no': 'Nr',
      'wall.round': 'Runda {r}',
      'wall.roundOf': 'Runda {r} z {total}',
      'wall.board': 'Pozycja początkowa {n}: {rank}',
      'wall.losen': 'losuj',
      'wall.light': 'jasny',
      'wall.dark': 'ciemny',
      'wall.fullscreen': 'Pełny ekran',
      'wall.home': 'Strona startowa',
      'wall.drawByHand': 'Ręcznie',
      'wall.drawByHandLabel': 'Losowanie ręczne: kostka, monety, karty, losowanie turniejowe',
      'wall.prev': 'Poprzedni numer (strzałka w lewo)',
      'wall.next': 'Następny numer (strzałka w prawo)',
      'wall.prevRound': 'Poprzednia runda (strzałka w lewo)',
      'wall.nextRound': 'Następna runda (strzałka w prawo)',
      'wall.lettersTo.own': 'Litery polskie (D)',
      'wall.lettersTo.en': 'Litery angielskie (D)',
      'wall.themeTo.light': 'Jasne kolory (T)',
      'wall.themeTo.dark': 'Ciemne kolory (T)',
      'wall.fullscreenLabel': 'Pełny ekran (F)',
      'wall.facts': 'Dane',
      'wall.factsShow': 'Pokaż dane pozycji (I)',
      'wall.factsHide': 'Ukryj dane (I)',
      'wall.controls': 'Sterowanie',
      'wall.keys':
        'Cyfry + Enter: ustaw · L/spacja: losuj · ←/→ · F: pełny ekran · D: litery · T: jasny/ciemny · I: dane · Losowanie ręczne: draw.html',
      'wall.keysRounds':
        'Lista rund: ←/→ zmienia rundę · cyfry i losowanie zablokowane (U: odblokuj) · F: pełny ekran · D: litery · T: jasny/ciemny · I: dane',
      'wall.lock': 'Zablokowane',
      'wall.unlock': 'Odblokowane',
      'wall.lockLabel': 'Zablokuj cyfry i losowanie (U)',
      'wall.unlockLabel': 'Odblokuj cyfry i losowanie (U)',
      'wall.locked': 'Lista rund jest zablokowana: cyfry i losowanie nie zmieniają pozycji. U odblokowuje.',
      'wall.unlocked': 'Odblokowane: cyfry i losowanie zmieniają teraz pokazaną pozycję. U blokuje ponownie.',
      'wall.qr': 'Ta pozycja na telefonie:',
      'wall.entry': 'Nr {digits}',
      'wall.errRounds': 'Nieprawidłowa lista rund (rounds={value}): podaj numery 0–959 oddzielone przecinkami.',
      'wall.errQr': 'Kod QR niedostępny.',
      'wall.legend': 'K król · H hetman · W wieża · G goniec · S skoczek',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
