/*
 * The French words of web/projector/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'hall.roundNo': 'Ronde {r} · no {n}',
      'hall.no': 'No {n}',
      'hall.study': 'Temps de réflexion – les pendules démarrent à 0:00',
      'hall.clocks': 'Les pendules tournent.',
      'hall.waiting': 'Le tirage va suivre.',
      'hall.verify': 'Vérifier le tirage :',
      'hall.noChannel': 'Ce navigateur ne peut pas piloter une deuxième page (pas de BroadcastChannel).',
      'hall.hint': 'Projecteur : piloté depuis la page du tournoi · F : plein écran',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
