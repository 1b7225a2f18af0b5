// The shared words in de.
export default {
  'site.name': 'Schach-960',
  'nav.label': 'Seiten',
  'nav.start': 'Startstellung',
  'nav.play': 'Spielen',
  'nav.draw': 'Auslosen von Hand',
  'nav.event': 'Turnier',
  'nav.verify': 'Prüfen',
  'nav.wall': 'Wandmodus',
  'nav.tables': 'Zwei Tabellen',
  'nav.embed': 'Einbinden',
  'lang.label': 'Sprache · Language',
  'number.err.ERR_EMPTY': 'Bitte eine Nummer von 0 bis 959 eingeben.',
  'number.err.ERR_EMPTY.oneBased': 'Bitte eine Nummer von 1 bis 960 eingeben.',
  'number.err.ERR_NUMBER_RANGE': '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
  'number.err.ERR_NUMBER_RANGE.oneBased':
    '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
  'number.err.ERR_BACK_RANK':
    '„{value}“ ist weder eine Nummer noch eine gültige Grundreihe (acht Figuren wie TLLKSSDT: Läufer auf verschiedenfarbigen Feldern, König zwischen den Türmen).',
  'number.err.ERR_NOT_START_POSITION': '„{value}“ ist keine Chess960-Startstellung in FEN.',
  'number.err.ERR_INPUT_TOO_LONG': 'Der Text ist zu lang für eine Nummer, Grundreihe oder FEN.',
  'number.err.ERR_URL': 'Die Nummer in der Adresse ({value}) ist ungültig; es wird Nr. 518 gezeigt.',
  'err.ERR_LOAD': 'Das Rechenmodul (chess960.js) konnte nicht geladen werden. Bitte die Seite neu laden.',
  'err.unknown': 'Unerwarteter Fehler: {message}',
};
