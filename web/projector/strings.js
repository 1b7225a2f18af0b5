/*
 * The words of what the hall sees (projector/view.js) and of the projector window.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'hall.roundNo': 'Runde {r} · Nr. {n}',
        'hall.no': 'Nr. {n}',
        'hall.study': 'Bedenkzeit – die Uhren starten bei 0:00',
        'hall.clocks': 'Die Uhren laufen.',
        'hall.waiting': 'Die Auslosung folgt.',
        'hall.verify': 'Auslosung prüfen:',
        'hall.noChannel': 'Dieser Browser kann keine zweite Seite steuern (BroadcastChannel fehlt).',
        'hall.hint': 'Projektor: gesteuert von der Turnierseite · F: Vollbild',
      },
      en: {
        'hall.roundNo': 'Round {r} · No. {n}',
        'hall.no': 'No. {n}',
        'hall.study': 'Study time – the clocks start at 0:00',
        'hall.clocks': 'The clocks are running.',
        'hall.waiting': 'The draw follows.',
        'hall.verify': 'Check the draw:',
        'hall.noChannel': 'This browser cannot drive a second page (no BroadcastChannel).',
        'hall.hint': 'Projector: driven from the event page · F: full screen',
      },
    },
    'projector',
  );
})(typeof window !== 'undefined' ? window : globalThis);
