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
      'engine.levelBeginner': '{n} – principiante',
      'engine.levelRated': '{n} (≈ {rating} Elo)',
      'engine.levelFull': '{n} – piena forza ({seconds} s/mossa, ≈ {rating} Elo)',
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
