// The start words in nl.
export default {
  'start.pageTitle': 'Schaak960 – beginstelling nr. {n}',
  'start.pageTitlePlain': 'Schaak960 – beginstelling',
  'start.tagline': '960 beginstellingen · Fischer Random-schaak',
  'start.intro':
    'Voer een nummer van 0 tot en met 959 in en tik op ‘zetten’ om de beginstelling te zien – of op ‘loten’ voor een willekeurige stelling. Nr. 518 is de gewone beginstelling van het schaakspel.',
  'start.numberHint': 'Nummer 0–959, achterste rij (bijv. TLLKPPDT of RBBKNNQR) of begin-FEN',
  'start.numberHintOneBased': 'Nummer 1–960 (960 = 0), achterste rij (bijv. TLLKPPDT of RBBKNNQR) of begin-FEN',
  'start.setzenLabel': 'Stelling zetten',
  'start.losenLabel': 'Een willekeurige stelling loten',
  'start.oneBased': 'Tellen van 1 tot 960 (960 = 0)',
  'start.positionNoOneBased': 'Nr. {n} (= 960)',
  'start.classical': 'gewone beginstelling',
  'start.rankDe': 'Achterste rij (Nederlandse letters)',
  'start.rankEn': 'Achterste rij (Engelse letters)',
  'start.copyLabel': 'FEN kopiëren',
  'start.copied': 'gekopieerd',
  'start.copyFailed': 'Kopiëren lukt niet – selecteer en kopieer zelf',
  'start.boardLoading': 'Schaakbord, stelling wordt geladen',
  'start.tablesIntro':
    'Loten zonder computer: zoek in de koningstabel hetzelfde of het eerstvolgende lagere nummer, en de rest (0–15) in de lopertabel. Zet eerst de lopers neer, dan de zes stukken uit de koningstabel op de vrije velden; zwart spiegelt wit.',
  'start.footer': 'Chess960: Bobby Fischer, 1996. Nummering van Reinhard Scharnagl (0–959).',
};
