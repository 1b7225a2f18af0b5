/*
 * The words of the computer opponent's panel (engine/panel.js, opponent.js, advice.js) in
 * German and English, added to the one translator. The level names are templates; the
 * figures they show (ratings, the move time) are engine/panel.js's.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'engine.title': 'Computer',
        'engine.vs': 'gegen den Computer spielen',
        'engine.color': 'Ich spiele',
        'engine.white': 'Weiß',
        'engine.black': 'Schwarz',
        'engine.level': 'Stufe',
        'engine.levelBeginner': '{n} – Einsteiger',
        'engine.levelRated': '{n} (≈ {rating} Elo)',
        'engine.levelFull': '{n} – volle Stärke ({seconds} s/Zug, ≈ {rating} Elo)',
        'engine.hint': 'Tipp',
        'engine.analyse': 'Analyse',
        'engine.stop': 'Analyse stoppen',
        'engine.thinking': 'Der Computer denkt …',
        'engine.hintIs': 'Tipp: {move}',
        'engine.hintWait': 'Suche einen Tipp …',
        'engine.depth': '(Tiefe {d})',
        'engine.mateIn': 'Matt in {n} für {side}',
        'engine.noEngine': 'Der Computer ist hier nicht verfügbar ({why}).',
        'engine.line': 'Beste Fortsetzung',
        'engine.evalLabel': 'Bewertung (Bauern, aus Sicht von Weiß)',
        'engine.decimalPoint': ',',
      },
      en: {
        'engine.title': 'Computer',
        'engine.vs': 'play against the computer',
        'engine.color': 'I play',
        'engine.white': 'White',
        'engine.black': 'Black',
        'engine.level': 'Level',
        'engine.levelBeginner': '{n} – beginner',
        'engine.levelRated': '{n} (≈ {rating} Elo)',
        'engine.levelFull': '{n} – full strength ({seconds} s/move, ≈ {rating} Elo)',
        'engine.hint': 'Hint',
        'engine.analyse': 'Analyse',
        'engine.stop': 'Stop analysis',
        'engine.thinking': 'The computer is thinking …',
        'engine.hintIs': 'Hint: {move}',
        'engine.hintWait': 'Looking for a hint …',
        'engine.depth': '(depth {d})',
        'engine.mateIn': 'Mate in {n} for {side}',
        'engine.noEngine': 'The computer is not available here ({why}).',
        'engine.line': 'Best line',
        'engine.evalLabel': "Evaluation (pawns, from White's side)",
        'engine.decimalPoint': '.',
      },
    },
    'play-engine',
  );
})(typeof window !== 'undefined' ? window : globalThis);
