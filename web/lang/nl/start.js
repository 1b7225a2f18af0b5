/*
 * The Dutch words of web/start/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'start.pageTitle': 'Schaak960 – beginstelling nr. {n}',
      'start.pageTitlePlain': 'Schaak960 – beginstelling',
      'start.heading': 'Schaak960',
      'start.tagline': '960 beginstellingen · Fischer Random-schaak',
      'start.intro':
        'Voer een nummer van 0 tot en met 959 in en tik op ‘zetten’ om de beginstelling te zien – of op ‘loten’ voor een willekeurige stelling. Nr. 518 is de gewone beginstelling van het schaakspel.',
      'start.numberLabel': 'Nr.:',
      'start.numberHint': 'Nummer 0–959, achterste rij (bijv. TLLKPPDT of RBBKNNQR) of begin-FEN',
      'start.numberHintOneBased': 'Nummer 1–960 (960 = 0), achterste rij (bijv. TLLKPPDT of RBBKNNQR) of begin-FEN',
      'start.setzen': 'zetten',
      'start.losen': 'loten',
      'start.setzenLabel': 'Stelling zetten',
      'start.losenLabel': 'Een willekeurige stelling loten',
      'start.oneBased': 'Tellen van 1 tot 960 (960 = 0)',
      'start.positionNo': 'Nr. {n}',
      'start.positionNoOneBased': 'Nr. {n} (= 960)',
      'start.classical': 'gewone beginstelling',
      'start.backRank': 'Achterste rij',
      'start.rankDe': 'Achterste rij (Nederlandse letters)',
      'start.rankEn': 'Achterste rij (Engelse letters)',
      'start.fen': 'FEN',
      'start.copy': 'kopiëren',
      'start.copyLabel': 'FEN kopiëren',
      'start.copied': 'gekopieerd',
      'start.copyFailed': 'Kopiëren lukt niet – selecteer en kopieer zelf',
      'start.legend': 'K koning · D dame · T toren · L loper · P paard',
      'start.boardLabel': 'Beginstelling {n}: {rank}',
      'start.boardLoading': 'Schaakbord, stelling wordt geladen',
      'start.loading': 'laden …',
      'start.tables': 'Twee tabellen',
      'start.tablesIntro':
        'Loten zonder computer: zoek in de koningstabel hetzelfde of het eerstvolgende lagere nummer, en de rest (0–15) in de lopertabel. Zet eerst de lopers neer, dan de zes stukken uit de koningstabel op de vrije velden; zwart spiegelt wit.',
      'start.footer': 'Chess960: Bobby Fischer, 1996. Nummering van Reinhard Scharnagl (0–959).',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
