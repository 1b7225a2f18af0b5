// The shared words in nl.
export default {
  'site.name': 'Schaak960',
  'nav.label': 'Pagina’s',
  'nav.start': 'Beginstelling',
  'nav.play': 'Spelen',
  'nav.draw': 'Loting met de hand',
  'nav.wall': 'Wandweergave',
  'nav.event': 'Toernooi',
  'nav.verify': 'Controleren',
  'nav.tables': 'Twee tabellen',
  'nav.embed': 'Insluiten',
  'lang.label': 'Taal · Language',
  backRank: 'Achterste rij',
  'piece.K': 'koning',
  'piece.Q': 'dame',
  'piece.R': 'toren',
  'piece.B': 'loper',
  'piece.N': 'paard',
  'piece.P': 'pion',
  'number.err.ERR_EMPTY': 'Voer een nummer van 0 tot en met 959 in.',
  'number.err.ERR_EMPTY.oneBased': 'Voer een nummer van 1 tot en met 960 in.',
  'number.err.ERR_NUMBER_RANGE':
    '‘{value}’ is geen geldig nummer. Toegestaan zijn gehele getallen van 0 tot en met 959.',
  'number.err.ERR_NUMBER_RANGE.oneBased':
    '‘{value}’ is geen geldig nummer. Toegestaan zijn gehele getallen van 1 tot en met 960.',
  'number.err.ERR_BACK_RANK':
    '‘{value}’ is geen nummer en ook geen geldige achterste rij (acht stukken zoals TLLKPPDT: lopers op velden van verschillende kleur, koning tussen de torens).',
  'number.err.ERR_NOT_START_POSITION': '‘{value}’ is geen FEN van een Chess960-beginstelling.',
  'number.err.ERR_INPUT_TOO_LONG': 'De tekst is te lang voor een nummer, achterste rij of FEN.',
  'number.err.ERR_URL': 'Het nummer in het adres ({value}) is ongeldig; nr. 518 wordt getoond.',
  'err.ERR_LOAD': 'De schaakmodule (chess960.js) kon niet worden geladen. Laad de pagina opnieuw.',
  'err.unknown': 'Onverwachte fout: {message}',
};
