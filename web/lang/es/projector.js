/*
 * The Spanish words of web/projector/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'hall.roundNo': 'Ronda {r} · n.º {n}',
      'hall.no': 'N.º {n}',
      'hall.study': 'Tiempo de estudio: los relojes arrancan en 0:00',
      'hall.clocks': 'Los relojes están en marcha.',
      'hall.waiting': 'El sorteo viene a continuación.',
      'hall.verify': 'Compruebe el sorteo:',
      'hall.noChannel': 'Este navegador no puede controlar una segunda página (sin BroadcastChannel).',
      'hall.hint': 'Proyector: controlado desde la página del torneo · F: pantalla completa',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
