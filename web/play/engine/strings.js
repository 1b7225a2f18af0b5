/*
 * The words of the computer opponent's panel (engine/panel.js, opponent.js, advice.js) in
 * German and English, added to the one translator. The ratings of the levels come from
 * bench/match.mjs against Stockfish's UCI_Elo (docs/engine.md).
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
        'engine.level.1': '1 – Einsteiger',
        'engine.level.2': '2',
        'engine.level.3': '3 (≈ 850 Elo)',
        'engine.level.4': '4',
        'engine.level.5': '5 (≈ 1300)',
        'engine.level.6': '6',
        'engine.level.7': '7 (≈ 1700)',
        'engine.level.8': '8 (≈ 1950)',
        'engine.level.9': '9',
        'engine.level.10': '10 – volle Stärke (1 s/Zug, ≈ 2000+)',
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
        'engine.level.1': '1 – beginner',
        'engine.level.2': '2',
        'engine.level.3': '3 (≈ 850 Elo)',
        'engine.level.4': '4',
        'engine.level.5': '5 (≈ 1300)',
        'engine.level.6': '6',
        'engine.level.7': '7 (≈ 1700)',
        'engine.level.8': '8 (≈ 1950)',
        'engine.level.9': '9',
        'engine.level.10': '10 – full strength (1 s/move, ≈ 2000+)',
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
