/*
 * The words of the position facts (facts/facts.js): the number in both conventions, the mirror
 * position, king and rooks, the engine evaluations with their sources, and the caveat.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'facts.title': 'Fakten zur Stellung',
        'facts.number': 'Nummer',
        'facts.numberBoth':
          '{n} (0–959) · {n} (1–960) – nur Nr. 0 heißt in der Zählung 1–960 „960“ (so auf einer DGT960-Uhr)',
        'facts.numberZero': '0 (0–959) · 960 (1–960): die 960 einer DGT960-Uhr ist diese Stellung',
        'facts.mirror': 'Spiegelstellung',
        'facts.mirrorNo': 'Nr. {n}',
        'facts.mirrorNote': '(die Grundreihe von rechts nach links gelesen)',
        'facts.kingRooksLabel': 'König und Türme',
        'facts.kingRooks': 'König {king}, Türme {rookA} und {rookH}',
        'facts.evalsTitle': 'Computerbewertungen (aus Sicht von Weiß)',
        'facts.engine': '{engine}, Tiefe {depth}:',
        'facts.rank': 'Rang {rank} von 960 (1 = größter Vorteil für Weiß)',
        'facts.wdl': 'Weiß gewinnt {win} ‰ · remis {draw} ‰ · Schwarz gewinnt {loss} ‰',
        'facts.source': 'Quelle: {source} ({commit}), MIT-Lizenz',
        'facts.caveat':
          'Die beiden Läufe stimmen nur mäßig überein, und eine Studie von mehr als 14 Millionen Online-Partien fand keinen signifikanten Unterschied der Ergebnisse zwischen den Startstellungen.',
        'facts.credits': 'Quellen und Lizenzen (MIT)',
        'err.ERR_EVALS_THRESHOLD': 'Die Schwelle ist eine Zahl von 0 bis 9 Bauern, z. B. 0,60.',
        'evals.exclude': 'ohne Stellungen, in denen beide Computerbewertungen mehr Vorteil für Weiß zeigen als',
        'evals.threshold': 'Schwelle in Bauern',
        'evals.count': '{count} Stellungen liegen in beiden Bewertungen (Stockfish 17.1 und 18) über {threshold}.',
        'evals.badThreshold': 'Die Schwelle ist eine Zahl von 0 bis 9 Bauern, z. B. 0,60.',
        'evals.missing': 'Die Computerbewertungen (data/evals.js) fehlen.',
      },
      en: {
        'facts.title': 'Facts of the position',
        'facts.number': 'Number',
        'facts.numberBoth':
          '{n} (0–959) · {n} (1–960) – only no. 0 is called “960” when counting 1–960 (as on a DGT960 clock)',
        'facts.numberZero': '0 (0–959) · 960 (1–960): a DGT960 clock’s 960 is this position',
        'facts.mirror': 'Mirror position',
        'facts.mirrorNo': 'No. {n}',
        'facts.mirrorNote': '(the back rank read right to left)',
        'facts.kingRooksLabel': 'King and rooks',
        'facts.kingRooks': 'king {king}, rooks {rookA} and {rookH}',
        'facts.evalsTitle': 'Engine evaluations (from White’s side)',
        'facts.engine': '{engine}, depth {depth}:',
        'facts.rank': 'rank {rank} of 960 (1 = most favourable to White)',
        'facts.wdl': 'White wins {win} ‰ · draw {draw} ‰ · Black wins {loss} ‰',
        'facts.source': 'source: {source} ({commit}), MIT licence',
        'facts.caveat':
          'The two runs agree only moderately, and a study of more than 14 million online games found no significant difference in results between start positions.',
        'facts.credits': 'Sources and licences (MIT)',
        'err.ERR_EVALS_THRESHOLD': 'The threshold is a number from 0 to 9 pawns, e.g. 0.60.',
        'evals.exclude': 'without positions where both engine evaluations give White more than',
        'evals.threshold': 'Threshold in pawns',
        'evals.count': '{count} positions are above {threshold} in both evaluations (Stockfish 17.1 and 18).',
        'evals.badThreshold': 'The threshold is a number from 0 to 9 pawns, e.g. 0.60.',
        'evals.missing': 'The engine evaluations (data/evals.js) are missing.',
      },
    },
    'facts',
  );
})(typeof window !== 'undefined' ? window : globalThis);
