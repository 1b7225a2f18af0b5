/*
 * The Italian words of web/play/engine/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Italian.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    it: {
      'engine.title': 'Computer',
      'engine.vs': 'gioca contro il computer',
      'engine.color': 'Gioco con il',
      'engine.white': 'Bianco',
      'engine.black': 'Nero',
      'engine.level': 'Livello',
      'engine.level.1': '1 – principiante',
      'engine.level.2': '2',
      'engine.level.3': '3 (≈ 850 Elo)',
      'engine.level.4': '4',
      'engine.level.5': '5 (≈ 1300)',
      'engine.level.6': '6',
      'engine.level.7': '7 (≈ 1700)',
      'engine.level.8': '8 (≈ 1950)',
      'engine.level.9': '9',
      'engine.level.10': '10 – piena forza (1 s/mossa, ≈ 2000+)',
      'engine.hint': 'Suggerimento',
      'engine.analyse': 'Analizza',
      'engine.stop': 'Ferma l’analisi',
      'engine.thinking': 'Il computer sta pensando …',
      'engine.hintIs': 'Suggerimento: {move}',
      'engine.hintWait': 'Ricerca di un suggerimento …',
      'engine.depth': '(profondità {d})',
      'engine.mateIn': 'Matto in {n} per il {side}',
      'engine.noEngine': 'Il computer non è disponibile qui ({why}).',
      'engine.line': 'Linea migliore',
      'engine.evalLabel': 'Valutazione (in pedoni, dal punto di vista del Bianco)',
      'engine.decimalPoint': ',',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
