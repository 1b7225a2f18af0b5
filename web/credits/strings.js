/*
 * The words of the credits page (the sources and MIT notices of the engine evaluations).
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'credits.pageTitle': 'Schach-960 – Quellen und Lizenzen',
        'credits.description': 'Quellen und Lizenzen der Computerbewertungen der 960 Startstellungen.',
        'credits.heading': 'Quellen und Lizenzen',
        'credits.intro':
          'Die Startseite zeigt für jede Stellung zwei Computerbewertungen. Sie stammen aus zwei veröffentlichten Läufen der Schach-Engine Stockfish über alle 960 Startstellungen, beide unter der MIT-Lizenz. Die Zahlen werden unverändert gezeigt (Bauerneinheiten aus Sicht von Weiß).',
        'credits.caveat':
          'Die beiden Läufe stimmen nur mäßig überein, und eine Studie von mehr als 14 Millionen Online-Partien fand keinen signifikanten Unterschied der Ergebnisse zwischen den Startstellungen.',
        'credits.depth32': 'Tiefe 32',
        'credits.depth25': 'Tiefe 25',
        'credits.source': 'Quelle:',
        'credits.withWdl': 'mit Gewinn/Remis/Verlust in Promille',
        'credits.licence': 'MIT-Lizenz (Volltext)',
        'credits.mitTitle': 'Der Lizenztext (für beide Quellen gleich, Englisch)',
      },
      en: {
        'credits.pageTitle': 'Chess960 – sources and licences',
        'credits.description': 'Sources and licences of the engine evaluations of the 960 start positions.',
        'credits.heading': 'Sources and licences',
        'credits.intro':
          'The start page shows two engine evaluations of every position. They come from two published runs of the chess engine Stockfish over all 960 start positions, both under the MIT licence. The figures are shown as published (pawns, from White’s side).',
        'credits.caveat':
          'The two runs agree only moderately, and a study of more than 14 million online games found no significant difference in results between start positions.',
        'credits.depth32': 'depth 32',
        'credits.depth25': 'depth 25',
        'credits.source': 'Source:',
        'credits.withWdl': 'with win/draw/loss per mille',
        'credits.licence': 'MIT licence (full text)',
        'credits.mitTitle': 'The licence text (the same for both sources, in English)',
      },
    },
    'credits',
  );
})(typeof window !== 'undefined' ? window : globalThis);
