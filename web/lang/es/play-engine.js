/*
 * The Spanish words of web/play/engine/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'engine.title': 'Ordenador',
      'engine.vs': 'jugar contra el ordenador',
      'engine.color': 'Juego con',
      'engine.white': 'blancas',
      'engine.black': 'negras',
      'engine.level': 'Nivel',
      'engine.levelBeginner': '{n} – principiante',
      'engine.levelRated': '{n} (≈ {rating} Elo)',
      'engine.levelFull': '{n} – máxima fuerza ({seconds} s/jugada, ≈ {rating} Elo)',
      'engine.hint': 'Pista',
      'engine.analyse': 'Analizar',
      'engine.stop': 'Detener el análisis',
      'engine.thinking': 'El ordenador está pensando …',
      'engine.hintIs': 'Pista: {move}',
      'engine.hintWait': 'Buscando una pista …',
      'engine.depth': '(profundidad {d})',
      'engine.mateIn': 'Mate en {n} para las {side}',
      'engine.noEngine': 'El ordenador no está disponible aquí ({why}).',
      'engine.line': 'Mejor línea',
      'engine.evalLabel': 'Evaluación (en peones, desde el lado de las blancas)',
      'engine.decimalPoint': ',',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
