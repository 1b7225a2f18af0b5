/*
 * The Dutch words of web/play/engine/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'engine.title': 'Computer',
      'engine.vs': 'tegen de computer spelen',
      'engine.color': 'Ik speel met',
      'engine.white': 'wit',
      'engine.black': 'zwart',
      'engine.level': 'Niveau',
      'engine.level.1': '1 – beginner',
      'engine.level.2': '2',
      'engine.level.3': '3 (≈ 850 Elo)',
      'engine.level.4': '4',
      'engine.level.5': '5 (≈ 1300)',
      'engine.level.6': '6',
      'engine.level.7': '7 (≈ 1700)',
      'engine.level.8': '8 (≈ 1950)',
      'engine.level.9': '9',
      'engine.level.10': '10 – volle sterkte (1 s/zet, ≈ 2000+)',
      'engine.hint': 'Tip',
      'engine.analyse': 'Analyseren',
      'engine.stop': 'Analyse stoppen',
      'engine.thinking': 'De computer denkt na …',
      'engine.hintIs': 'Tip: {move}',
      'engine.hintWait': 'Tip wordt gezocht …',
      'engine.depth': '(diepte {d})',
      'engine.mateIn': 'Mat in {n} voor {side}',
      'engine.noEngine': 'De computer is hier niet beschikbaar ({why}).',
      'engine.line': 'Beste variant',
      'engine.evalLabel': 'Evaluatie (in pionnen, vanuit wit gezien)',
      'engine.decimalPoint': ',',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
