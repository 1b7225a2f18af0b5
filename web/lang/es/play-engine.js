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
      'engine.level.1': '1 – principiante',
      'engine.level.2': '2',
      'engine.level.3': '3 (≈ 850 Elo)',
      'engine.level.4': '4',
      'engine.level.5': '5 (≈ 1300)',
      'engine.level.6': '6',
      'engine.level.7': '7 (≈ 1700)',
      'engine.level.8': '8 (≈ 1950)',
      'engine.level.9': '9',
      'engine.level.10': '10 – máxima fuerza (1 s/jugada, ≈ 2000+)',
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
