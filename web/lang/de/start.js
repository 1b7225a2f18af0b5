// The start words in de.
export default {
  'start.pageTitle': 'Schach-960 – Startstellung Nr. {n}',
  'start.pageTitlePlain': 'Schach-960 – Startstellung',
  'start.tagline': '960 Startstellungen · Fischer-Random-Schach',
  'start.intro':
    'Geben Sie eine Nummer von 0 bis 959 ein und tippen Sie auf „setzen“, um die Startstellung zu sehen – oder auf „losen“ für eine zufällige Stellung. Nr. 518 ist die normale Grundstellung.',
  'start.numberHint': 'Nummer 0–959, Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
  'start.numberHintOneBased': 'Nummer 1–960 (960 = 0), Grundreihe (z. B. TLLKSSDT oder RBBKNNQR) oder Start-FEN',
  'start.setzenLabel': 'Stellung setzen',
  'start.losenLabel': 'Zufällige Stellung losen',
  'start.oneBased': 'Zählung 1–960 (960 = 0)',
  'start.positionNoOneBased': 'Nr. {n} (= 960)',
  'start.classical': 'normale Grundstellung',
  'start.rankDe': 'Grundreihe (deutsch)',
  'start.rankEn': 'Grundreihe (englisch)',
  'start.copyLabel': 'FEN kopieren',
  'start.copied': 'kopiert',
  'start.copyFailed': 'Kopieren nicht möglich – bitte markieren und kopieren',
  'start.boardLoading': 'Schachbrett, Stellung wird geladen',
  'start.tablesIntro':
    'Für die Auslosung ohne Computer: In der Königstabelle die gleiche oder nächstkleinere Nummer suchen, den Rest (0–15) in der Läufertabelle. Erst die Läufer aufstellen, dann die sechs Figuren der Königstabelle auf die freien Felder; Schwarz spiegelbildlich.',
  'start.footer': 'Chess960: Bobby Fischer, 1996. Nummerierung nach Reinhard Scharnagl (0–959).',
};
