/*
 * The Polish words of web/play/engine/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Polish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    pl: {
      'engine.title': 'Komputer',
      'engine.vs': 'graj z komputerem',
      'engine.color': 'Moje figury',
      'engine.white': 'białe',
      'engine.black': 'czarne',
      'engine.level': 'Poziom',
      'engine.levelBeginner': '{n} – początkujący',
      'engine.levelRated': '{n} (≈ {rating} Elo)',
      'engine.levelFull': '{n} – pełna siła ({seconds} s/posunięcie, ≈ {rating} Elo)',
      'engine.hint': 'Podpowiedź',
      'engine.analyse': 'Analizuj',
      'engine.stop': 'Zatrzymaj analizę',
      'engine.thinking': 'Komputer myśli …',
      'engine.hintIs': 'Podpowiedź: {move}',
      'engine.hintWait': 'Szukam podpowiedzi …',
      'engine.depth': '(głębokość {d})',
      'engine.mateIn': '{side} dają mata w {n}',
      'engine.noEngine': 'Komputer nie jest tu dostępny ({why}).',
      'engine.line': 'Najlepszy wariant',
      'engine.evalLabel': 'Ocena (w pionach, z punktu widzenia białych)',
      'engine.decimalPoint': ',',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
