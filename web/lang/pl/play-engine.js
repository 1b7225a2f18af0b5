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
      'engine.level.1': '1 – początkujący',
      'engine.level.2': '2',
      'engine.level.3': '3 (≈ 850 Elo)',
      'engine.level.4': '4',
      'engine.level.5': '5 (≈ 1300)',
      'engine.level.6': '6',
      'engine.level.7': '7 (≈ 1700)',
      'engine.level.8': '8 (≈ 1950)',
      'engine.level.9': '9',
      'engine.level.10': '10 – pełna siła (1 s/posunięcie, ≈ 2000+)',
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
