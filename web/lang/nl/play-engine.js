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
      'engine.levelBeginner': '{n} – beginner',
      'engine.levelRated': '{n} (≈ {rating} Elo)',
      'engine.levelFull': '{n} – volle sterkte ({seconds} s/zet, ≈ {rating} Elo)',
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
