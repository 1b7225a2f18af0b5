/*
 * The Polish words of web/projector/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'hall.roundNo': 'Runda {r} · nr {n}',
      'hall.no': 'Nr {n}',
      'hall.study': 'Czas na zapoznanie – zegary startują od 0:00',
      'hall.clocks': 'Zegary są uruchomione.',
      'hall.waiting': 'Za chwilę losowanie.',
      'hall.verify': 'Sprawdź losowanie:',
      'hall.noChannel': 'Ta przeglądarka nie może sterować drugą stroną (brak BroadcastChannel).',
      'hall.hint': 'Projektor: sterowany ze strony turnieju · F: pełny ekran',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
