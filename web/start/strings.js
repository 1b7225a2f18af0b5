/*
 * The words of the start page ("setzen / losen").
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'start.pageTitle': 'Schach-960 – Startstellung Nr. {n}',
        'start.pageTitlePlain': 'Schach-960 – Startstellung',
        'start.heading': 'Schach-960',
        'start.tagline': '960 Startstellungen · Fischer-Random-Schach',
        'start.intro':
          'Geben Sie eine Nummer von 0 bis 959 ein und tippen Sie auf „setzen“, um die Startstellung zu sehen – oder auf „losen“ für eine zufällige Stellung. Nr. 518 ist die normale Grundstellung.',
        'start.numberLabel': 'Nr.:',
        'start.numberHint': 'Nummer 0–959, Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
        'start.numberHintOneBased': 'Nummer 1–960 (960 = 0), Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
        'start.setzen': 'setzen',
        'start.losen': 'losen',
        'start.setzenLabel': 'Stellung setzen',
        'start.losenLabel': 'Zufällige Stellung losen',
        'start.oneBased': 'Zählung 1–960 (960 = 0)',
        'start.positionNo': 'Nr. {n}',
        'start.positionNoOneBased': 'Nr. {n} (= 960)',
        'start.classical': 'normale Grundstellung',
        'start.backRank': 'Grundreihe',
        'start.rankDe': 'Grundreihe (deutsch)',
        'start.rankEn': 'Grundreihe (englisch)',
        'start.fen': 'FEN',
        'start.copy': 'kopieren',
        'start.copyLabel': 'FEN kopieren',
        'start.copied': 'kopiert',
        'start.copyFailed': 'Kopieren nicht möglich – bitte markieren und kopieren',
        'start.legend': 'K König · D Dame · T Turm · L Läufer · S Springer',
        'start.boardLabel': 'Startposition {n}: {rank}',
        'start.boardLoading': 'Schachbrett, Stellung wird geladen',
        'start.loading': 'wird geladen …',
        'start.tables': 'Zwei Tabellen',
        'start.tablesIntro':
          'Für die Auslosung ohne Computer: In der Königstabelle die gleiche oder nächstkleinere Nummer suchen, den Rest (0–15) in der Läufertabelle. Erst die Läufer aufstellen, dann die sechs Figuren der Königstabelle auf die freien Felder; Schwarz spiegelbildlich.',
        'start.footer': 'Chess960: Bobby Fischer, 1996. Nummerierung nach Reinhard Scharnagl (0–959).',
      },
      en: {
        'start.pageTitle': 'Chess960 – start position no. {n}',
        'start.pageTitlePlain': 'Chess960 – start position',
        'start.heading': 'Chess960',
        'start.tagline': '960 start positions · Fischer Random Chess',
        'start.intro':
          'Enter a number from 0 to 959 and press “set” to see the start position – or “draw” for a random one. No. 518 is the ordinary chess start position.',
        'start.numberLabel': 'No.:',
        'start.numberHint': 'Number 0–959, back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
        'start.numberHintOneBased': 'Number 1–960 (960 = 0), back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
        'start.setzen': 'set',
        'start.losen': 'draw',
        'start.setzenLabel': 'Set position',
        'start.losenLabel': 'Draw a random position',
        'start.oneBased': 'Count 1–960 (960 = 0)',
        'start.positionNo': 'No. {n}',
        'start.positionNoOneBased': 'No. {n} (= 960)',
        'start.classical': 'ordinary chess start',
        'start.backRank': 'Back rank',
        'start.rankDe': 'Back rank (German)',
        'start.rankEn': 'Back rank (English)',
        'start.fen': 'FEN',
        'start.copy': 'copy',
        'start.copyLabel': 'Copy FEN',
        'start.copied': 'copied',
        'start.copyFailed': 'Cannot copy – please select and copy',
        'start.legend': 'K king · Q queen · R rook · B bishop · N knight',
        'start.boardLabel': 'Start position {n}: {rank}',
        'start.boardLoading': 'Chess board, loading position',
        'start.loading': 'loading …',
        'start.tables': 'Two tables',
        'start.tablesIntro':
          'For drawing without a computer: find the same or next smaller number in the king table and the remainder (0–15) in the bishop table. Place the bishops first, then the six pieces of the king table on the free squares; Black mirrors White.',
        'start.footer': 'Chess960: Bobby Fischer, 1996. Numbering by Reinhard Scharnagl (0–959).',
      },
    },
    'start',
  );
})(typeof window !== 'undefined' ? window : globalThis);
