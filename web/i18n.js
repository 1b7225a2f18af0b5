/*
 * User-visible strings of the start-position page, German (default) and English.
 * window.Chess960I18n = {
 *   languages: ['de', 'en'],
 *   strings: { de: {...}, en: {...} },
 *   t(lang, key, params) -> text   ("{n}" placeholders are filled from params; falls back to
 *                                    German, then to the key itself)
 *   normalize(value) -> 'de' | 'en' | null
 * }
 */
(function (global) {
  'use strict';

  const strings = {
    de: {
      pageTitle: 'Schach-960 – Startstellung Nr. {n}',
      pageTitlePlain: 'Schach-960 – Startstellung',
      heading: 'Schach-960',
      tagline: 'Startstellungen für Chess960 (Fischer-Random-Schach)',
      langSwitch: 'English',
      langSwitchLabel: 'Switch to English',
      intro:
        'Geben Sie eine Nummer von 0 bis 959 ein und tippen Sie auf „setzen“, um die Startstellung zu sehen – oder auf „losen“ für eine zufällige Stellung. Nr. 518 ist die normale Grundstellung.',
      numberLabel: 'Nr.:',
      numberHint: 'Nummer 0–959, Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
      numberHintOneBased: 'Nummer 1–960 (960 = 0), Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
      setzen: 'setzen',
      losen: 'losen',
      setzenLabel: 'Stellung setzen',
      losenLabel: 'Zufällige Stellung losen',
      oneBased: 'Zählung 1–960 (960 = 0)',
      positionNo: 'Nr. {n}',
      positionNoOneBased: 'Nr. {n} (= 960)',
      classical: 'normale Grundstellung',
      backRank: 'Grundreihe',
      rankDe: 'Grundreihe (deutsch)',
      rankEn: 'Grundreihe (englisch)',
      fen: 'FEN',
      copy: 'kopieren',
      copyLabel: 'FEN kopieren',
      copied: 'kopiert',
      copyFailed: 'Kopieren nicht möglich – bitte markieren und kopieren',
      legend: 'K König · D Dame · T Turm · L Läufer · S Springer',
      boardLabel: 'Startposition {n}: {rank}',
      boardLoading: 'Schachbrett, Stellung wird geladen',
      loading: 'wird geladen …',
      tables: 'Zwei Tabellen',
      tablesIntro:
        'Für die Auslosung ohne Computer: In der Königstabelle die gleiche oder nächstkleinere Nummer suchen, den Rest (0–15) in der Läufertabelle. Erst die Läufer aufstellen, dann die sechs Figuren der Königstabelle auf die freien Felder; Schwarz spiegelbildlich.',
      tablesSum: '{n} = {base} + {index}',
      tablesSumText: 'Königstabelle Nr. {base} ({pieces}) + Läufertabelle Nr. {index} ({pattern}) = {rank}',
      kingTable: 'Königstabelle',
      kingTableCaption: 'Königstabelle: Reihenfolge der übrigen sechs Figuren auf den freien Feldern',
      bishopTable: 'Läufertabelle',
      bishopTableCaption: 'Läufertabelle: Stellung der Läufer für den Rest 0–15',
      colNumber: 'Nr.',
      colPieces: 'Figuren',
      colRest: 'Rest',
      bishopLetter: 'L',
      print: 'drucken',
      footer: 'Chess960: Bobby Fischer, 1996. Nummerierung nach Reinhard Scharnagl (0–959).',
      linkWall: 'Wandmodus für Turniere',
      navPlay: 'Spielen',
      linkTables: 'Zwei Tabellen drucken',
      linkEmbed: 'Auf der eigenen Seite einbinden',
      'err.ERR_EMPTY': 'Bitte eine Nummer von 0 bis 959 eingeben.',
      'err.ERR_EMPTY.oneBased': 'Bitte eine Nummer von 1 bis 960 eingeben.',
      'err.ERR_NUMBER_RANGE': '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
      'err.ERR_NUMBER_RANGE.oneBased': '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
      'err.ERR_BACK_RANK':
        '„{value}“ ist weder eine Nummer noch eine gültige Grundreihe (acht Figuren wie TLLKSSDT: Läufer auf verschiedenfarbigen Feldern, König zwischen den Türmen).',
      'err.ERR_NOT_START_POSITION': '„{value}“ ist keine Chess960-Startstellung in FEN.',
      'err.ERR_URL': 'Die Nummer in der Adresse (n={value}) ist ungültig; es wird Nr. 518 gezeigt.',
      'err.ERR_LOAD': 'Das Rechenmodul (chess960.js) konnte nicht geladen werden. Bitte die Seite neu laden.',
      'err.unknown': 'Unerwarteter Fehler: {message}',
    },
    en: {
      pageTitle: 'Chess960 – start position no. {n}',
      pageTitlePlain: 'Chess960 – start position',
      heading: 'Chess960',
      tagline: 'Start positions for Chess960 (Fischer Random Chess)',
      langSwitch: 'Deutsch',
      langSwitchLabel: 'Auf Deutsch umschalten',
      intro:
        'Enter a number from 0 to 959 and press “set” to see the start position – or “draw” for a random one. No. 518 is the ordinary chess start position.',
      numberLabel: 'No.:',
      numberHint: 'Number 0–959, back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
      numberHintOneBased: 'Number 1–960 (960 = 0), back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
      setzen: 'set',
      losen: 'draw',
      setzenLabel: 'Set position',
      losenLabel: 'Draw a random position',
      oneBased: 'Count 1–960 (960 = 0)',
      positionNo: 'No. {n}',
      positionNoOneBased: 'No. {n} (= 960)',
      classical: 'ordinary chess start',
      backRank: 'Back rank',
      rankDe: 'Back rank (German)',
      rankEn: 'Back rank (English)',
      fen: 'FEN',
      copy: 'copy',
      copyLabel: 'Copy FEN',
      copied: 'copied',
      copyFailed: 'Cannot copy – please select and copy',
      legend: 'K king · Q queen · R rook · B bishop · N knight',
      boardLabel: 'Start position {n}: {rank}',
      boardLoading: 'Chess board, loading position',
      loading: 'loading …',
      tables: 'Two tables',
      tablesIntro:
        'For drawing without a computer: find the same or next smaller number in the king table and the remainder (0–15) in the bishop table. Place the bishops first, then the six pieces of the king table on the free squares; Black mirrors White.',
      tablesSum: '{n} = {base} + {index}',
      tablesSumText: 'King table no. {base} ({pieces}) + bishop table no. {index} ({pattern}) = {rank}',
      kingTable: 'King table',
      kingTableCaption: 'King table: order of the other six pieces on the free squares',
      bishopTable: 'Bishop table',
      bishopTableCaption: 'Bishop table: where the bishops stand for the remainder 0–15',
      colNumber: 'No.',
      colPieces: 'Pieces',
      colRest: 'Rest',
      bishopLetter: 'B',
      print: 'print',
      footer: 'Chess960: Bobby Fischer, 1996. Numbering by Reinhard Scharnagl (0–959).',
      linkWall: 'Wall mode for tournaments',
      navPlay: 'Play',
      linkTables: 'Print the two tables',
      linkEmbed: 'Embed on your own website',
      'err.ERR_EMPTY': 'Please enter a number from 0 to 959.',
      'err.ERR_EMPTY.oneBased': 'Please enter a number from 1 to 960.',
      'err.ERR_NUMBER_RANGE': '“{value}” is not a valid number. Allowed are whole numbers from 0 to 959.',
      'err.ERR_NUMBER_RANGE.oneBased': '“{value}” is not a valid number. Allowed are whole numbers from 1 to 960.',
      'err.ERR_BACK_RANK':
        '“{value}” is neither a number nor a legal back rank (eight pieces such as RBBKNNQR: bishops on opposite colours, king between the rooks).',
      'err.ERR_NOT_START_POSITION': '“{value}” is not a Chess960 start position FEN.',
      'err.ERR_URL': 'The number in the address (n={value}) is not valid; showing no. 518.',
      'err.ERR_LOAD': 'The chess module (chess960.js) could not be loaded. Please reload the page.',
      'err.unknown': 'Unexpected error: {message}',
    },
  };

  function normalize(value) {
    const v = String(value || '')
      .trim()
      .toLowerCase()
      .slice(0, 2);
    return v === 'de' || v === 'en' ? v : null;
  }

  function t(lang, key, params) {
    const table = strings[normalize(lang) || 'de'];
    let text = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(strings.de, key) ? strings.de[key] : key;
    if (params) {
      text = text.replace(/\{(\w+)\}/g, function (m, name) {
        return Object.hasOwn(params, name) ? String(params[name]) : m;
      });
    }
    return text;
  }

  global.Chess960I18n = { languages: ['de', 'en'], strings: strings, t: t, normalize: normalize };
})(typeof window !== 'undefined' ? window : globalThis);
