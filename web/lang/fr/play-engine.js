/*
 * The French words of web/play/engine/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'engine.title': 'Ordinateur',
      'engine.vs': 'jouer contre l’ordinateur',
      'engine.color': 'Je joue',
      'engine.white': 'les Blancs',
      'engine.black': 'les Noirs',
      'engine.level': 'Niveau',
      'engine.levelBeginner': '{n} – débutant',
      'engine.levelRated': '{n} (≈ {rating} Elo)',
      'engine.levelFull': '{n} – pleine force ({seconds} s/coup, ≈ {rating} Elo)',
      'engine.hint': 'Conseil',
      'engine.analyse': 'Analyser',
      'engine.stop': 'Arrêter l’analyse',
      'engine.thinking': 'L’ordinateur réfléchit …',
      'engine.hintIs': 'Conseil : {move}',
      'engine.hintWait': 'Recherche d’un conseil …',
      'engine.depth': '(profondeur {d})',
      'engine.mateIn': 'Mat en {n} pour {side}',
      'engine.noEngine': 'L’ordinateur n’est pas disponible ici ({why}).',
      'engine.line': 'Meilleure suite',
      'engine.evalLabel': 'Évaluation (en pions, du point de vue des Blancs)',
      'engine.decimalPoint': ',',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
